"""Positions: 12 houses and 2 stores holding 48 seeds, and the player to move."""

from __future__ import annotations

import pytest

from wari_desktop.rules import InvalidPositionError, Player, Position, Rules, next_owners

from .boards import board


def test_the_start_has_4_seeds_in_every_house_and_empty_stores() -> None:
    start = Position.start()
    assert start.houses == (4,) * 12
    assert start.stores == (0, 0)
    assert start.to_move is Player.SOUTH
    assert Position.start(Player.NORTH).to_move is Player.NORTH


@pytest.mark.parametrize(
    ("houses", "stores"),
    [
        ((4,) * 11, (4, 0)),  # 11 houses
        ((4,) * 13, (0, 0)),  # 13 houses
        ((4,) * 12, (0, 1)),  # 49 seeds
        ((4,) * 12, (0,)),  # one store
        ((5, -1, *(4,) * 10), (0, 0)),  # a negative count
        ((4.0, *(4,) * 11), (0, 0)),  # not a whole number
        ([4] * 12, (0, 0)),  # not a tuple
    ],
)
def test_a_position_that_cannot_occur_is_refused(houses: object, stores: object) -> None:
    with pytest.raises(InvalidPositionError):
        Position(houses, stores)  # type: ignore[arg-type]


def test_invalid_position_error_is_a_value_error() -> None:
    assert issubclass(InvalidPositionError, ValueError)


def test_the_player_to_move_may_be_given_as_0_or_1() -> None:
    assert Position((4,) * 12, (0, 0), 1).to_move is Player.NORTH  # type: ignore[arg-type]


def test_collecting_adds_each_players_own_side_to_their_store() -> None:
    position = board("1 0 0 0 0 2 | 3 0 0 0 0 4", "20-18")
    assert position.collected(Rules()) == (23, 25)
    # With 8 houses against 4, a belongs to South.
    assert position.collected(Rules(owners=next_owners(32, 16))) == (26, 22)


def test_a_position_reads_like_the_rules_digest() -> None:
    assert str(board("4 0 0 1 3 1 | 2 1 2 0 0 6", "14-14")) == (
        "4 0 0 1 3 1 | 2 1 2 0 0 6, 14-14, South"
    )
