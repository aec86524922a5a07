"""Analysis for hints and an analysis panel: evaluation, principal variation, a score per
legal move and the depth reached, refined depth by depth and cancellable."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from dataclasses import dataclass

from ..rules import SEEDS, Game, Player, letter
from .board import normalise
from .book import BookMove, default_book
from .core import make_searcher
from .search import Iteration, Limits, seeds
from .tables import endgame_table
from .variants import variant_scores


@dataclass(frozen=True, slots=True)
class Analysis:
    """What the engine thinks of a position, for the player to move.

    ``score`` is in seeds (positive: good for the player to move); ``expected`` the final
    split ``(south, north)`` it implies; ``pv`` the best line as letters; ``move_scores`` a
    score in seeds per legal move (exact for every move when asked for all moves).
    """

    depth: int
    best: str
    score: float
    expected: tuple[float, float]
    pv: tuple[str, ...]
    move_scores: dict[str, float]
    nodes: int
    seconds: float


def fast_search_applies(game: Game) -> bool:
    """True when the fast board models the game's rules: standard houses and feeding."""
    rules = game.rules
    return rules.owners == type(rules)().owners and rules.empty_side.value == "must-feed"


def history_keys(game: Game) -> set[tuple[tuple[int, ...], int]]:
    """The game's positions since its last capture, as search keys relative to the player
    to move now (side 0) — for the repetition rule."""
    keys: set[tuple[tuple[int, ...], int]] = set()
    now = game.to_move
    on_board = sum(game.houses)
    positions = [game.start, *(ply.after for ply in game.plies)]
    for position in reversed(positions):
        if sum(position.houses) != on_board:
            break
        keys.add((normalise(position), 0 if position.to_move is now else 1))
    return keys


def _letters(game: Game, houses: tuple[int, ...]) -> tuple[str, ...]:
    """Normalised houses (0..5 of whoever moves) along a line as letters."""
    side = game.to_move
    out = []
    for house in houses:
        out.append(letter(house if side is Player.SOUTH else house + 6))
        side = side.opponent
    return tuple(out)


def _expected(game: Game, score: float) -> tuple[float, float]:
    """The final split ``(south, north)`` a margin of ``score`` seeds implies."""
    mover = (SEEDS + score) / 2
    split = (mover, SEEDS - mover)
    return split if game.to_move is Player.SOUTH else (split[1], split[0])


def book_move(game: Game) -> BookMove | None:
    """The shipped opening book's move for the game's position, or None (not in the
    book, no book, or a damaged one: see ``book.default_book``)."""
    book = default_book()
    return None if book is None else book.lookup(game)


def analyse(
    game: Game,
    depth: int | None = None,
    seconds: float | None = None,
    cancel: threading.Event | None = None,
    all_moves: bool = True,
    quiescence: int = 6,
    use_table: bool = True,
    *,
    hash_mb: int | None = None,
    threads: int | None = None,
    compiled: bool | None = None,
    cpu: bool = False,
    own_book: bool = False,
) -> Iterator[Analysis]:
    """Analyses of the position, one per completed depth, deeper each time, until the
    depth or time limit, or ``cancel`` is set. Nothing is yielded for a finished game.

    ``hash_mb`` (transposition table size, default 64) and ``threads`` (default
    ``compiled.default_threads``: two on two cores or more; a search to a fixed depth uses
    one, to stay deterministic) set the compiled core; ValueError below 1. ``compiled``
    forces the compiled core (True; ImportError when it is not built) or the pure-Python
    search (False), for matches between them; with ``cpu`` the seconds are the searching
    thread's CPU time, not the wall clock. With ``own_book``, a position of the opening
    book gets the book's move at once, as one analysis (its depth and value are the book
    search's), when only the best move is asked for and no fixed depth (a fixed depth is
    searched)."""
    if game.is_over():
        return
    booked = _book_analysis(game) if own_book and not all_moves and depth is None else None
    if booked is not None:
        yield booked
        return
    limits = Limits(depth, seconds, cancel, cpu)
    if not fast_search_applies(game):
        yield _variant_analysis(game, limits)
        return
    position = game.position
    mover = position.to_move
    search = make_searcher(
        table=endgame_table() if use_table else None, grand_slam=game.rules.grand_slam,
        repetition=game.rules.end_on_repetition, quiescence=quiescence, hash_mb=hash_mb,
        threads=threads, compiled=compiled)
    iteration: Iteration
    for iteration in search.iterate(
        normalise(position), position.stores[mover], position.stores[mover.opponent],
        history_keys(game) if game.rules.end_on_repetition else set(), limits, all_moves,
        side=0 if mover is Player.SOUTH else 1,
    ):
        pv = _letters(game, iteration.pv)
        score = seeds(iteration.score)
        yield Analysis(
            iteration.depth, pv[0], score, _expected(game, score), pv,
            {_letters(game, (h,))[0]: seeds(v) for h, v in iteration.move_scores.items()},
            iteration.nodes, iteration.seconds,
        )


def _book_analysis(game: Game) -> Analysis | None:
    """The opening book's move for the position as one analysis, or None outside it."""
    entry = book_move(game)
    if entry is None:
        return None
    score = seeds(entry.score)
    return Analysis(entry.depth, entry.move, score, _expected(game, score), (entry.move,),
                    {entry.move: score}, 0, 0.0)


def _variant_analysis(game: Game, limits: Limits) -> Analysis:
    """One analysis of a rule variant the fast search does not play (every move scored
    by the rules' own search)."""
    scores, reached = variant_scores(game, limits)
    best = max(scores, key=lambda m: scores[m])
    score = seeds(scores[best])
    return Analysis(reached, best, score, _expected(game, score), (best,),
                    {m: seeds(v) for m, v in scores.items()}, 0, 0.0)
