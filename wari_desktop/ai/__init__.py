"""The computer opponent: a pure-Python search (no Qt) with five levels and an analysis API.

    from wari_desktop.ai import choose_move, analyse
    choose_move(game, level="club")                  # a legal letter for the player to move
    for analysis in analyse(game, seconds=2.0):      # deeper each time, for a live display
        print(analysis.depth, analysis.best, analysis.score, analysis.pv)
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable

from ..rules import Game
from .analysis import Analysis, analyse
from .core import check_options
from .evaluate import SEED
from .levels import LEVELS, NAMES, Level, level_named, pick

_RNG = random.Random()


def think(
    game: Game,
    level: str = "master",
    seconds: float | None = None,
    cancel: threading.Event | None = None,
    rng: random.Random | None = None,
    report: Callable[[Analysis], None] | None = None,
    *,
    hash_mb: int | None = None,
    threads: int | None = None,
    compiled: bool | None = None,
    cpu: bool = False,
    own_book: bool = True,
) -> str:
    """A legal move for the game's player to move, chosen as ``level`` plays.

    ``seconds`` caps the thinking time (the level's own otherwise); when ``cancel`` is set
    the best move found so far is returned; ``report`` hears each completed depth (for a
    display of the computer's thinking). ``hash_mb``, ``threads``, ``compiled`` and
    ``cpu`` are ``analyse``'s. ``own_book``: the master level plays the opening book's
    move where it has one (the levels below never use it: their errors are the point of
    them). ValueError if the game is over or for a bad setting.
    """
    chosen = level_named(level)
    check_options(hash_mb, threads)
    legal = game.legal_moves()
    if not legal:
        raise ValueError("the game is over: there is no move to choose")
    if len(legal) == 1:
        return legal[0]
    budget = chosen.seconds if seconds is None else max(0.0, seconds)
    last: Analysis | None = None
    for analysis in analyse(game, chosen.depth, budget, cancel,
                            all_moves=chosen.tolerance > 0, quiescence=chosen.quiescence,
                            use_table=chosen.use_table, hash_mb=hash_mb, threads=threads,
                            compiled=compiled, cpu=cpu,
                            own_book=own_book and chosen.depth is None and chosen.tolerance <= 0):
        last = analysis
        if report is not None:
            report(analysis)
    if last is None:  # not even one ply finished in time
        return legal[0]
    if chosen.tolerance <= 0:
        return last.best
    winning = winning_moves(game)
    if winning:  # even a beginner sees a move that wins the game at once
        return winning[0]
    scores = {move: round(value * SEED) for move, value in last.move_scores.items()}
    moves = sorted(scores)
    picked = pick({i: scores[m] for i, m in enumerate(moves)}, chosen.tolerance, rng or _RNG)
    return moves[picked]


def winning_moves(game: Game) -> list[str]:
    """The legal moves that end the game at once with the mover winning."""
    mover = game.to_move
    found = []
    for move in game.legal_moves():
        game.play(move)
        try:
            outcome = game.outcome
            if outcome is not None and outcome.winner is mover:
                found.append(move)
        finally:
            game.undo()
    return found


def choose_move(game: Game, level: str = "master", seconds: float | None = None, *,
                hash_mb: int | None = None, threads: int | None = None,
                own_book: bool = True) -> str:
    """A legal letter for the game's position, as the computer at ``level`` plays it;
    ``seconds`` caps the thinking time. ValueError if the game is over."""
    return think(game, level, seconds, hash_mb=hash_mb, threads=threads, own_book=own_book)


__all__ = ["LEVELS", "NAMES", "Analysis", "Level", "analyse", "choose_move", "think"]
