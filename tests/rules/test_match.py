"""Case supplementari: a match where the winner of a game takes over houses of the
opponent's row for the next game."""

from __future__ import annotations

import pytest

from wari_desktop.rules import (
    STANDARD_OWNERS,
    Game,
    MatchDecidedError,
    Player,
    Position,
    Rules,
    houses_won,
    next_owners,
)

from .boards import at, board

S, N = Player.SOUTH, Player.NORTH


@pytest.mark.parametrize(
    ("seeds", "houses"),
    [(0, 0), (1, 0), (2, 0), (3, 1), (4, 1), (24, 6), (25, 6), (26, 6), (27, 7), (28, 7),
     (31, 8), (32, 8), (47, 12)],
)
def test_houses_won_one_per_4_seeds_and_one_more_for_a_remainder_of_3(
    seeds: int, houses: int
) -> None:
    assert houses_won(seeds) == houses


def test_a_negative_seed_count_is_refused() -> None:
    with pytest.raises(ValueError):
        houses_won(-1)


def test_32_seeds_give_south_its_row_and_the_first_two_of_north() -> None:
    assert next_owners(32, 16) == (S,) * 8 + (N,) * 4


def test_27_seeds_give_south_7_houses() -> None:
    assert next_owners(27, 21) == (S,) * 7 + (N,) * 5


@pytest.mark.parametrize(("south", "north"), [(26, 22), (25, 23), (24, 24), (22, 26)])
def test_up_to_26_seeds_keep_the_standard_rows(south: int, north: int) -> None:
    assert next_owners(south, north) == STANDARD_OWNERS


def test_north_winning_takes_south_houses_a_b_first() -> None:
    assert next_owners(16, 32) == (N, N) + (S,) * 4 + (N,) * 6


@pytest.mark.parametrize(("south", "north"), [(25, 24), (20, 20), (-1, 49), (48, 1)])
def test_totals_that_do_not_make_48_are_refused(south: int, north: int) -> None:
    with pytest.raises(ValueError, match="48"):
        next_owners(south, north)


@pytest.mark.parametrize(("south", "north"), [(48, 0), (47, 1), (0, 48)])
def test_a_winner_of_every_house_decides_the_match(south: int, north: int) -> None:
    with pytest.raises(MatchDecidedError):
        next_owners(south, north)


def test_46_seeds_leave_the_loser_one_house() -> None:
    assert next_owners(46, 2) == (S,) * 11 + (N,)


EIGHT_FOUR = Rules(owners=next_owners(32, 16))


def test_with_8_houses_south_may_play_a_and_b() -> None:
    game = Game(Position.start(), EIGHT_FOUR)
    assert game.legal_moves() == ["A", "B", "C", "D", "E", "F", "a", "b"]
    game.play("a")
    assert game.to_move is Player.NORTH
    assert game.legal_moves() == ["c", "d", "e", "f"]


def test_with_8_houses_south_captures_only_in_norths_houses() -> None:
    # F sows a b c: all three end with 2, but a and b are South's now; only c is taken.
    position = board("4 4 4 4 4 3 | 1 1 1 4 4 4", "5-5")
    standard = Game(position)
    standard.play("F")
    game = Game(position, EIGHT_FOUR)
    plan = game.play("F")
    assert standard.scores == (11, 5)
    assert plan.captures == ((at("c")[0], 2),)
    assert game.scores == (7, 5)


def test_with_8_houses_north_captures_in_south_houses_a_and_b() -> None:
    # North's f sows A..F a b; a and b (South's) end with 2 and are taken, F with 5 is not.
    position = board("4 4 4 4 4 4 | 1 1 0 0 0 8", "7-7", Player.NORTH)
    standard = Game(position)
    standard.play("f")
    game = Game(position, EIGHT_FOUR)
    plan = game.play("f")
    assert standard.scores == (7, 7)
    assert plan.captures == ((at("b")[0], 2), (at("a")[0], 2))
    assert game.scores == (7, 11)


def test_feeding_counts_the_houses_a_player_owns() -> None:
    # North owns only c..f and they are empty: South must reach c, which only b can.
    game = Game(board("1 1 1 1 1 1 | 0 2 0 0 0 0", "20-20"), EIGHT_FOUR)
    assert game.legal_moves() == ["b"]


def test_owners_must_form_two_unbroken_arcs() -> None:
    with pytest.raises(ValueError):
        Rules(owners=(S, N) * 6)
    with pytest.raises(ValueError):
        Rules(owners=(S,) * 12)
    with pytest.raises(ValueError):
        Rules(owners=(S,) * 6 + (N,) * 5)
