"""The smallest table puzzles confirmed without the table: a plain exhaustive search over
the rules engine alone (every line, the repetition rule on the path, the 25-seed majority,
24-24 and famine as the rules end a game) finds the answer the only winning move.

Path search grows exponentially with the seeds on the board (4 seeds already exceed
300,000 positions), so this checks the puzzles of at most 3 seeds; the table proof
covers the others."""

from __future__ import annotations

import sys

import pytest

from wari_desktop.puzzles.puzzle import Puzzle, TableProof
from wari_desktop.rules import LETTERS, Outcome, Player, Position, Rules, legal_moves, sow
from wari_desktop.rules.outcome import outcome_of

from .conftest import SHIPPED

RULES = Rules()
SMALL = [p for p in SHIPPED
         if isinstance(p.proof, TableProof) and sum(p.position.houses) <= 3]
Key = tuple[tuple[int, ...], Player]


def score(outcome: Outcome, player: Player) -> int:
    """+1 when ``player`` won, 0 for a draw, -1 for a loss."""
    return 0 if outcome.winner is None else 1 if outcome.winner is player else -1


class Search:
    """Win, draw or loss for the player to move, by alpha-beta over every line."""

    def __init__(self) -> None:
        self.fresh: dict[tuple[tuple[int, ...], tuple[int, int], Player], int] = {}

    def value(self, position: Position, path: set[Key], alpha: int, beta: int) -> int:
        best = -2
        for house in legal_moves(position, RULES):
            after, plan = sow(position, house, RULES)
            found = self.after(after, bool(plan.captured), path, position.to_move,
                               max(alpha, best), beta)
            best = max(best, found)
            if best >= beta:
                break
        return best

    def after(self, after: Position, captured: bool, path: set[Key], mover: Player,
              alpha: int, beta: int) -> int:
        """The value for ``mover`` of the move that led to ``after``. After a capture no
        earlier position can recur (fewer seeds), so its value is a fresh start's."""
        repeated = not captured and after.key in path
        outcome = outcome_of(after, RULES, bool(legal_moves(after, RULES)), repeated=repeated)
        if outcome is not None:
            return score(outcome, mover)
        if captured:
            key = (after.houses, after.stores, after.to_move)
            if key not in self.fresh:
                self.fresh[key] = self.value(after, {after.key}, -1, 1)
            return -self.fresh[key]
        path.add(after.key)
        try:
            return -self.value(after, path, -beta, -alpha)
        finally:
            path.discard(after.key)


def test_there_are_small_puzzles_to_confirm() -> None:
    assert len(SMALL) >= 5


@pytest.mark.parametrize("puzzle", SMALL, ids=lambda p: p.key)
def test_the_answer_is_the_only_win_by_exhaustive_search(puzzle: Puzzle) -> None:
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 5_000))
    position = puzzle.position
    search = Search()
    results = {}
    for house in legal_moves(position, RULES):
        after, plan = sow(position, house, RULES)
        results[LETTERS[house]] = search.after(after, bool(plan.captured), {position.key},
                                               position.to_move, -1, 1)
    assert [move for move, value in results.items() if value == 1] == [puzzle.move]
