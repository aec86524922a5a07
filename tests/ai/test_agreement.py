"""Ending by agreement: the computer agrees only when no capture can ever happen."""

from __future__ import annotations

from wari_desktop.ai.agreement import captures_possible
from wari_desktop.notation.fen import parse_fen
from wari_desktop.rules import Game


def game(fen: str) -> Game:
    return Game(parse_fen(fen))


def test_at_the_start_captures_are_possible() -> None:
    assert captures_possible(Game())


def test_two_lone_seeds_that_can_never_meet_capture_nothing() -> None:
    # Each seed moves one house a turn in the same direction: the distance never closes.
    assert not captures_possible(game("1-0-0-0-0-0-0-0-0-0-0-1-23-23-S"))
    assert not captures_possible(game("0-0-0-0-0-1-0-1-0-0-0-0-23-23-S"))


def test_a_capture_one_move_away_is_found() -> None:
    assert captures_possible(game("0-0-0-0-0-1-1-1-0-0-0-0-23-22-S"))  # F takes a


def test_a_grand_slam_is_no_capture() -> None:
    # F would take every seed North has: under the default rules that captures nothing.
    assert not captures_possible(game("0-0-0-0-0-1-1-0-0-0-0-0-23-23-S"))


def test_too_many_positions_to_search_means_no_agreement() -> None:
    assert captures_possible(Game(), limit=1)


def test_a_finished_game_has_nothing_left_to_capture() -> None:
    assert not captures_possible(game("0-0-0-0-0-0-0-0-0-0-0-0-24-24-S"))
