"""Checking a set-up position: the 48 seeds, and whether the rules can continue."""

from __future__ import annotations

import pytest

from wari_desktop.rules import EmptySide, EndReason, Player, Rules
from wari_desktop.rules.setup import check_setup

START = [4] * 12 + [0, 0]


def test_the_opening_position_is_playable() -> None:
    check = check_setup(START, Player.SOUTH)
    assert check.playable and check.total == 48 and check.missing == check.extra == 0
    assert check.game is not None and check.game.legal_moves() == list("ABCDEF")


def test_missing_and_extra_seeds_are_counted() -> None:
    short = [*START[:12], 0, 0]
    short[0] = 1
    check = check_setup(short, Player.SOUTH)
    assert (check.total, check.missing, check.extra) == (45, 3, 0)
    assert check.game is None and not check.playable
    check = check_setup([*START[:12], 2, 0], Player.NORTH)
    assert (check.total, check.missing, check.extra) == (50, 0, 2)
    assert not check.playable


@pytest.mark.parametrize(
    ("counts", "to_move", "rules", "reason"),
    [
        ([1, 1, 0, 2, 1, 0, 0, 0, 0, 0, 0, 0, 20, 23], Player.SOUTH, Rules(), EndReason.FAMINE),
        ([1] * 12 + [25, 11], Player.SOUTH, Rules(), EndReason.MAJORITY),
        ([0] * 12 + [24, 24], Player.NORTH, Rules(), EndReason.EVEN_SPLIT),
        ([4] * 6 + [0] * 6 + [12, 12], Player.SOUTH, Rules(empty_side=EmptySide.GAME_ENDS),
         EndReason.EMPTY_SIDE),
    ],
)
def test_positions_where_the_game_would_be_over_are_explained(
    counts: list[int], to_move: Player, rules: Rules, reason: EndReason
) -> None:
    check = check_setup(counts, to_move, rules)
    assert check.outcome is not None and check.outcome.reason is reason
    assert not check.playable


def test_an_empty_side_passes_under_liberta() -> None:
    counts = [0] * 6 + [4] * 6 + [12, 12]
    check = check_setup(counts, Player.SOUTH, Rules(empty_side=EmptySide.PASS))
    assert check.playable and check.game is not None
    assert check.game.to_move is Player.NORTH


def test_bad_counts_are_refused() -> None:
    with pytest.raises(ValueError):
        check_setup([4] * 12, Player.SOUTH)
    with pytest.raises(ValueError):
        check_setup([-1, *START[1:]], Player.SOUTH)
