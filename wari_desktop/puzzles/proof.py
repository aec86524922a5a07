"""Proving that exactly one move wins: by the endgame table, or by a deep search.

**Table.** Under the default rules, with at most ``table.max_seeds`` seeds on the board,
each legal move is valued exactly: a move that ends the game by its own result, else the
seeds it captures plus the table's value of the board it leaves (from the opponent's
side). The proof needs every value exact (``EndgameTable.is_exact``: none rests on the
cycle convention), the position's own value too. A move wins when the mover ends with 25
seeds or more (more than the 48 seeds' half); the puzzle holds when exactly one does.
The table's values are for a fresh start, and a puzzle is one: the only earlier position,
the puzzle's own, cannot recur along either side's forcing line (every step of such a line
gets closer to leaving the level, and the winning move is the only one that does for the
winner), so the values hold with it in the game's history.

**Search.** A full-width search to a fixed depth (deterministic: one thread, a
transposition table of ``HASH_MB`` MB emptied for each search, no endgame table) scores
every legal move with an open window, at ``depth`` and at ``depth - 1``. A score is the
seed margin the search expects for the player to move; a game the search sees won (or
lost) to the end counts ``FORCED`` seeds more (or less) than any it only estimates. The
answer must be the best at both depths, ahead of every other move by ``margin`` seeds at
least at both, and score at least ``MIN_SCORE`` seeds at ``depth``; and no other move may
be seen to win the game too (``clear_win``).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Protocol

from ..ai.board import normalise
from ..ai.core import make_searcher
from ..ai.evaluate import WIN
from ..ai.search import Iteration, Limits, seeds
from ..rules import LETTERS, SEEDS, Game, Player, Position, Rules
from .puzzle import FORCED, Puzzle, SearchProof, TableProof

#: Transposition table size of every proving search (the result depends on it).
HASH_MB = 16
#: Seeds a search proof's answer must lead the others by, at both depths.
MIN_MARGIN = 3.0
#: The least score (seeds, for the player to move) of a search proof's answer.
MIN_SCORE = 1.0
#: More than half of the 48 seeds: a win.
WINNING_TOTAL = SEEDS // 2 + 1


class ExactTable(Protocol):
    """What a table proof needs of ``ai.endgame.EndgameTable``."""

    max_seeds: int

    def probe(self, board: tuple[int, ...]) -> int | None: ...

    def is_exact(self, board: tuple[int, ...]) -> bool | None: ...


def table_totals(position: Position, rules: Rules, table: ExactTable) -> dict[str, int] | None:
    """The final total of the player to move after each legal move with perfect play, by
    the table; None when the table cannot prove them all (other rules, too many seeds, a
    value resting on the cycle convention, or a finished game)."""
    if not rules.is_default or sum(position.houses) > table.max_seeds:
        return None
    if not table.is_exact(normalise(position)):
        return None
    game = Game(position, rules)
    mover = position.to_move
    totals: dict[str, int] = {}
    for move in game.legal_moves():
        game.play(move)
        try:
            outcome = game.outcome
            if outcome is not None:
                totals[move] = outcome.totals[mover]
                continue
            after = game.position
            child = normalise(after)
            gain = table.probe(child)
            if gain is None or not table.is_exact(child):
                return None
            totals[move] = after.stores[mover] + sum(child) - gain
        finally:
            game.undo()
    return totals or None


def search_iterations(position: Position, rules: Rules, depth: int,
                      quiescence: int = 6) -> Iterator[Iteration]:
    """Each depth 1..``depth`` of a deterministic full-width search of every move, with
    graph history (exact under the repetition rule, whatever the cost)."""
    searcher = make_searcher(grand_slam=rules.grand_slam, repetition=rules.end_on_repetition,
                             quiescence=quiescence, hash_mb=HASH_MB, threads=1,
                             graph_history=True)
    mover = position.to_move
    yield from searcher.iterate(normalise(position), position.stores[mover],
                                position.stores[mover.opponent], set(), Limits(depth=depth),
                                all_moves=True)


def letter_of(position: Position, house: int, ply: int = 0) -> str:
    """The letter of a normalised house (0..5 of whoever moves ``ply`` plies on)."""
    side = position.to_move if ply % 2 == 0 else position.to_move.opponent
    return LETTERS[house if side is Player.SOUTH else house + 6]


def in_seeds(value: int) -> float:
    """A search value in seeds, a game seen won or lost to the end ``FORCED`` seeds
    above or below any estimate (so that the order of the values is kept)."""
    forced = FORCED if value >= WIN else -FORCED if value <= -WIN else 0.0
    return round(seeds(value) + forced, 2)


def scores_in_seeds(position: Position, iteration: Iteration) -> dict[str, float]:
    """An iteration's score per move, in seeds (``in_seeds``), by letter."""
    return {letter_of(position, h): in_seeds(v) for h, v in iteration.move_scores.items()}


def line_letters(position: Position, iteration: Iteration) -> tuple[str, ...]:
    """An iteration's principal variation as letters."""
    return tuple(letter_of(position, h, ply) for ply, h in enumerate(iteration.pv))


@dataclass(frozen=True, slots=True)
class SearchVerdict:
    """A search proof's findings: the best move at the deepest depth, its score (a game
    seen won counts ``FORCED`` more), the smallest lead over the other moves at the two
    deepest depths, the scores and the principal variation."""

    best: str
    score: float
    margin: float
    scores: dict[str, float]
    line: tuple[str, ...]


def search_verdict(position: Position, rules: Rules, depth: int) -> SearchVerdict | None:
    """Search to ``depth``; None when the best move differs between the two deepest
    depths (or there is only one move)."""
    last: list[Iteration] = list(search_iterations(position, rules, depth))[-2:]
    if len(last) < 2 or last[0].depth != depth - 1 or last[1].depth != depth:
        return None
    tables = [scores_in_seeds(position, it) for it in last]
    if len(tables[1]) < 2:
        return None
    bests = [max(t, key=lambda m: t[m]) for t in tables]
    if bests[0] != bests[1] or line_letters(position, last[1])[0] != bests[1]:
        return None
    best = bests[1]
    margin = min(t[best] - t[m] for t in tables for m in t if m != best)
    return SearchVerdict(best, tables[1][best], round(margin, 2), tables[1],
                         line_letters(position, last[1]))


def clear_win(verdict: SearchVerdict) -> bool:
    """True when the best move wins clearly: ``MIN_MARGIN`` ahead of every other move,
    worth ``MIN_SCORE`` at least, and no other move seen to win the game too."""
    others = [v for m, v in verdict.scores.items() if m != verdict.best]
    return (verdict.margin >= MIN_MARGIN and verdict.score >= MIN_SCORE
            and max(others) < FORCED)


def check_table_proof(puzzle: Puzzle, table: ExactTable) -> str | None:
    """None when the table proves the puzzle (exactly one winning move, the answer, worth
    what the proof says); else what fails."""
    proof = puzzle.proof
    if not isinstance(proof, TableProof):
        return "not a table proof"
    if table.max_seeds < sum(puzzle.position.houses):
        return f"needs a table of {sum(puzzle.position.houses)} seeds"
    totals = table_totals(puzzle.position, puzzle.rules, table)
    if totals is None:
        return "the table cannot prove every move exactly"
    winners = [m for m, total in totals.items() if total >= WINNING_TOTAL]
    if winners != [puzzle.move]:
        return f"winning moves by the table: {winners}, not [{puzzle.move}]"
    gain = totals[puzzle.move] - puzzle.position.stores[puzzle.player]
    if gain != proof.value:
        return f"the answer gains {gain} by the table, the proof says {proof.value}"
    return None


def check_search_proof(puzzle: Puzzle) -> str | None:
    """None when a search to the proof's depth proves the puzzle as it says; else what
    fails."""
    proof = puzzle.proof
    if not isinstance(proof, SearchProof):
        return "not a search proof"
    verdict = search_verdict(puzzle.position, puzzle.rules, proof.depth)
    if verdict is None:
        return "the best move changes between the two deepest depths"
    if verdict.best != puzzle.move:
        return f"the search prefers {verdict.best}"
    if not clear_win(verdict):
        return f"not a clear win: {verdict.scores}, margin {verdict.margin}"
    if abs(verdict.margin - proof.margin) > 1e-6 or abs(verdict.score - proof.score) > 1e-6:
        return (f"the search finds score {verdict.score} and margin {verdict.margin}, the "
                f"proof says {proof.score} and {proof.margin}")
    return None


def check_proof(puzzle: Puzzle, table: ExactTable | None) -> str | None:
    """Check a puzzle's proof (a table proof needs ``table``); None when it holds."""
    if isinstance(puzzle.proof, TableProof):
        if table is None:
            return "a table proof needs the endgame table"
        return check_table_proof(puzzle, table)
    return check_search_proof(puzzle)
