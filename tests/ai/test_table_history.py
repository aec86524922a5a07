"""The endgame table under the repetition rule: the table holds each board's value as the
first position of its level (no earlier position with as many seeds), but in a game the
positions since the last capture can recur sooner. The search must then not stop at the
table's value: on sparse endgames reached by a walk of quiet moves, both cores must find
the exact value given the game's history, which a brute-force search over every path
(with that history) computes here, and which differs from the table's value in each case.

These are the endings the computer lost by repetition (a 23-25 split it took for a draw or
a win), found in logged games against another engine.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from wari_desktop.ai import core
from wari_desktop.ai.board import Board, children
from wari_desktop.ai.endgame import EndgameTable, build_table
from wari_desktop.ai.endgame.build import CONVENTION
from wari_desktop.ai.endgame.indexing import rank
from wari_desktop.ai.evaluate import WIN, final_value, likely_value
from wari_desktop.ai.search import (
    CYCLE_EVALUATED,
    CYCLE_FINAL,
    CYCLE_LEAVES,
    CYCLE_LIKELY,
    CYCLE_SPLIT,
    Key,
    Limits,
    seeds,
)
from wari_desktop.rules import GrandSlam

# South's F captures 4 (a and b) and leaves one seed on each side, North to move.
BOARD, AFTER = (0, 0, 0, 1, 0, 2, 1, 1, 0, 1, 0, 0), (0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0)
BUDGET = 20_000  # brute-force nodes per case; cases needing more are skipped over
CASES = 8


class OverBudget(Exception):
    pass


def exact(board: Board, my: int, opp: int, path: set[Key], parity: int,
          budget: list[int]) -> int:
    """The value for the player to move, searching every path to the end of the game: a
    position recurring on the path (or in the history) ends the game, each player taking
    the seeds on their own side."""
    budget[0] -= 1
    if budget[0] < 0:
        raise OverBudget
    if my >= 25 or opp >= 25 or my == opp == 24:
        return final_value(my, opp)
    kids = children(board, GrandSlam.CAPTURES_NOTHING)
    if not kids:
        return final_value(my + sum(board[:6]), opp + sum(board[6:]))
    best = -10**9
    for _house, captured, child in kids:
        key = (child, 1 - parity)
        if key in path:
            value = final_value(my + captured + sum(child[6:]), opp + sum(child[:6]))
        else:
            path.add(key)
            value = -exact(child, opp, my + captured, path, 1 - parity, budget)
            path.discard(key)
        best = max(best, value)
    return best


def walked_endings(rng: random.Random, table: EndgameTable
                   ) -> Iterator[tuple[Board, int, int, set[Key], int]]:
    """Positions of 2-3 seeds reached by a random walk of quiet moves (the walk is the
    game's history), whose exact value differs from the table's; with that value."""
    while True:
        seeds = rng.choice((2, 3))
        cells = [0] * 12
        for _ in range(seeds):
            cells[rng.randrange(12)] += 1
        board: Board = tuple(cells)
        my = rng.randint(24 - seeds, 24)  # neither store at 25 yet
        opp = 48 - seeds - my
        history: list[tuple[Board, int]] = []
        parity = 0
        for _ in range(rng.randint(2, 10)):
            quiet = [kid for kid in children(board, GrandSlam.CAPTURES_NOTHING) if not kid[1]]
            if not quiet:
                break
            history.append((board, parity))
            board = rng.choice(quiet)[2]
            my, opp, parity = opp, my, 1 - parity
        seen = {(b, 0 if p == parity else 1) for b, p in history}
        if not children(board, GrandSlam.CAPTURES_NOTHING) or (board, 0) in seen:
            continue
        try:
            value = exact(board, my, opp, seen | {(board, 0)}, 0, [BUDGET])
        except OverBudget:
            continue
        gain = table.probe(board)
        assert gain is not None
        if value != final_value(my + gain, opp + seeds - gain):
            yield board, my, opp, seen, value


@pytest.fixture(scope="module")
def table() -> EndgameTable:
    return build_table(5)


def told(table: EndgameTable, board: Board, byte: int) -> EndgameTable:
    """The table with one board's byte replaced."""
    data = bytearray(table.data.tobytes())
    data[rank(board)] = byte
    return EndgameTable(table.max_seeds, bytes(data))


@pytest.mark.parametrize("compiled", [False, True] if core.COMPILED else [False])
def test_sparse_endings_are_searched_exactly_under_the_game_history(
        table: EndgameTable, compiled: bool) -> None:
    rng = random.Random(3)
    endings = walked_endings(rng, table)
    for _ in range(CASES):
        board, my, opp, seen, value = next(endings)
        searcher = core.make_searcher(table=table, compiled=compiled)
        iterations = list(searcher.iterate(board, my, opp, seen, Limits(depth=30)))
        assert iterations[-1].score == value, (board, my, opp, sorted(seen))


@pytest.mark.parametrize("compiled", [False, True] if core.COMPILED else [False])
def test_a_value_resting_on_the_cycle_convention_never_ends_the_search(
        table: EndgameTable, compiled: bool) -> None:
    # After South's F (BOARD, AFTER), 1 of the 2 seeds left goes to North (the table,
    # exactly), so South wins 25-23. A table that says 2 instead is believed where its
    # value is proven, and not where it rests on the cycle convention: there the search
    # goes on and finds the win anyway.
    board, after = BOARD, AFTER
    assert table.probe(after) == 1 and table.is_exact(after)

    def score_of_f(stored: EndgameTable) -> int:
        searcher = core.make_searcher(table=stored, compiled=compiled)
        last = list(searcher.iterate(board, 20, 22, set(), Limits(depth=8), all_moves=True))
        return last[-1].move_scores[5]

    assert score_of_f(table) == final_value(25, 23)
    # A proven value ends the search; a convention does not.
    assert score_of_f(told(table, after, 2)) == final_value(24, 24)
    assert score_of_f(told(table, after, 2 | CONVENTION)) == final_value(25, 23)


def score_at_depth_1(table: EndgameTable | None, house: int, compiled: bool,
                     cycle_leaves: int, board: Board = BOARD, stores: tuple[int, int] = (20, 22)
                     ) -> int:
    """South's ``house`` from ``board``, searched one ply deep."""
    searcher = core.make_searcher(table=table, compiled=compiled, cycle_leaves=cycle_leaves)
    last = list(searcher.iterate(board, *stores, set(), Limits(depth=1), all_moves=True))
    return last[-1].move_scores[house]


@pytest.mark.parametrize("compiled", [False, True] if core.COMPILED else [False])
def test_a_convention_leaf_after_a_capture_is_a_likely_result(
        table: EndgameTable, compiled: bool) -> None:
    # One ply deep, the board after South's F (a capture) is a leaf valued by the table.
    # Told that North gains none of its 2 seeds, South ends 26-22. Proven, that is a win
    # whatever cycle_leaves says; resting on the cycle convention it is a win by default
    # and a likely win (above any evaluation, below any proven result) with the others.
    def score_of_f(byte: int, cycle_leaves: int) -> int:
        return score_at_depth_1(told(table, AFTER, byte), 5, compiled, cycle_leaves)

    for mode in CYCLE_LEAVES:
        assert score_of_f(0, mode) == final_value(26, 22)
    assert score_of_f(CONVENTION, CYCLE_FINAL) == final_value(26, 22)
    assert score_of_f(CONVENTION, CYCLE_LIKELY) == likely_value(26, 22)
    assert score_of_f(CONVENTION, CYCLE_EVALUATED) == likely_value(26, 22)
    assert score_of_f(CONVENTION, CYCLE_SPLIT) == likely_value(25, 23)  # one seed a side
    assert -WIN < -likely_value(26, 22) < -WIN // 2 < likely_value(26, 22) < WIN


@pytest.mark.parametrize("compiled", [False, True] if core.COMPILED else [False])
def test_a_convention_leaf_after_a_quiet_move_can_be_left_to_the_evaluation(
        table: EndgameTable, compiled: bool) -> None:
    # With 5 seeds on the board (stores 20-23), South's D sows one seed into E and captures
    # nothing: its board is a leaf of the same level. Told that North gains all 5 seeds
    # there, by the convention, the leaf is a loss, a likely loss, or (CYCLE_EVALUATED)
    # what the evaluation says, as with no table at all.
    board = (0, 0, 0, 1, 0, 2, 1, 0, 0, 1, 0, 0)
    (quiet,) = [child for house, captured, child in children(board) if house == 3]
    convention = told(table, quiet, 5 | CONVENTION)

    def score_of_d(stored: EndgameTable | None, cycle_leaves: int) -> int:
        return score_at_depth_1(stored, 3, compiled, cycle_leaves, board, (20, 23))

    assert score_of_d(convention, CYCLE_FINAL) == final_value(20, 28)
    assert score_of_d(convention, CYCLE_LIKELY) == likely_value(20, 28)
    evaluated = score_of_d(None, CYCLE_FINAL)
    assert abs(evaluated) < WIN // 2
    assert score_of_d(convention, CYCLE_EVALUATED) == evaluated
    # CYCLE_SPLIT: North, to move there, keeps the 2 seeds on its side, South the other 3.
    assert sum(quiet[:6]) == 2
    assert score_of_d(convention, CYCLE_SPLIT) == likely_value(20 + 3, 23 + 2)


def test_a_likely_result_shows_its_margin() -> None:
    for mine, theirs in ((26, 22), (22, 26), (24, 24), (30, 18)):
        margin = float(mine - theirs)
        assert seeds(likely_value(mine, theirs)) == seeds(final_value(mine, theirs)) == margin
    assert seeds(-1_250) == -12.5  # an evaluation is shown as it is
