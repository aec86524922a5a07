"""Table values against exhaustive search with the repetition rule and against an
independent reimplementation of the table's definition (both on the rules engine)."""

from __future__ import annotations

import random

from wari_desktop.ai.endgame import EndgameTable, build_table
from wari_desktop.ai.endgame.indexing import table_size

from .conftest import SMALL
from .reference import BudgetExceeded, Reference, compositions, path_value


def test_hand_positions(table: EndgameTable) -> None:
    empty = (0,) * 6
    # One seed in F, nothing opposite: F must feed; North then cannot feed back (its seed
    # stays on its own side), so the game ends and North takes it.
    assert table.probe((0, 0, 0, 0, 0, 1, *empty)) == 0
    # One seed in E cannot reach North: famine at once, the mover takes it.
    assert table.probe((0, 0, 0, 0, 1, 0, *empty)) == 1
    # Worked example 6: no move feeds, South takes its 5 seeds.
    assert table.probe((1, 1, 0, 2, 1, 0, *empty)) == 5
    # F takes a (2); North must then feed with f, and South, unable to feed, keeps it: 3.
    assert table.probe((0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 1)) == 3
    # The same capture would take every North seed: a grand slam captures nothing; North
    # (2 seeds in a, South empty) cannot feed and keeps both.
    assert table.probe((0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0)) == 0
    # Two lone seeds chase each other in lock step; the start recurs after 12 plies and
    # each side takes the seed on its side: 1.
    assert table.probe((0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1)) == 1
    assert table.probe((0,) * 12) == 0


def test_probe_above_max_seeds(table: EndgameTable) -> None:
    assert table.max_seeds == SMALL
    assert table.probe((1,) * 8 + (0,) * 4) is None
    assert table.is_exact((4,) * 12) is None
    assert table.probe((0,) * 11 + (SMALL,)) is not None


def test_plain_exhaustive_search_on_every_board_up_to_3_seeds(table: EndgameTable) -> None:
    """No bounds, no table: every line is played out with the repetition rule."""
    boards = [b for n in range(4) for b in compositions(n)]
    for board in boards:
        assert table.probe(board) == path_value(board, order=table.probe), board
        assert table.is_exact(board)


def test_every_board_up_to_5_seeds_is_exact(table: EndgameTable,
                                            reference: Reference) -> None:
    """Up to 4 seeds the first-cycle game is searched; 5-seed boards all leave their level."""
    for n in range(6):
        for board in compositions(n):
            assert table.is_exact(board), board
            assert reference.exact(board)
            assert table.probe(board) == reference.value[board]


def test_every_board_up_to_7_seeds_matches_the_reference(table: EndgameTable,
                                                          reference: Reference) -> None:
    assert len(reference.value) == table_size(SMALL)
    for board, value in reference.value.items():
        assert table.probe(board) == value, board
        assert table.is_exact(board) == reference.exact(board), board
        assert reference.low[board] <= value <= reference.high[board]


def test_random_boards_by_exhaustive_search(table: EndgameTable) -> None:
    """Random boards of 4 to 7 seeds whose plain exhaustive search fits a small budget (the
    search grows exponentially: most do not) agree wherever the table claims exactness."""
    rng = random.Random(11)
    decided = 0
    for _ in range(100):
        board = [0] * 12
        for _ in range(rng.randint(4, SMALL)):
            board[rng.randrange(12)] += 1
        try:
            value = path_value(tuple(board), order=table.probe, budget=2000)
        except BudgetExceeded:
            continue
        decided += 1
        if table.is_exact(tuple(board)):
            assert table.probe(tuple(board)) == value, board
    assert decided >= 15, decided


def test_convention_is_flagged(table: EndgameTable, reference: Reference) -> None:
    convention = [b for b in compositions(6) if not table.is_exact(b)]
    assert convention
    assert all(reference.low[b] < reference.high[b] for b in convention)


def test_progress_is_reported() -> None:
    calls: list[tuple[int, int]] = []
    built = build_table(3, lambda done, total: calls.append((done, total)))
    assert calls[-1] == (table_size(3), table_size(3))
    assert [done for done, _ in calls] == sorted(done for done, _ in calls)
    assert built.max_seeds == 3
