"""Which moves are legal: own non-empty houses, compulsory feeding, the grand-slam option,
and the errors that say why a move cannot be played (leaving the game unchanged)."""

from __future__ import annotations

import pytest

from wari_desktop.rules import Game, GrandSlam, IllegalMoveError, Player, Rules, legal_moves

from .boards import at, board, snapshot

FORBIDDEN = Rules(grand_slam=GrandSlam.FORBIDDEN)


def test_at_the_start_south_may_play_any_of_its_six_houses() -> None:
    assert Game().legal_moves() == ["A", "B", "C", "D", "E", "F"]


def test_north_plays_its_own_lowercase_houses() -> None:
    game = Game()
    game.play("E")
    assert game.legal_moves() == ["a", "b", "c", "d", "e", "f"]


def test_empty_houses_are_not_legal_moves() -> None:
    game = Game(board("0 3 0 5 0 1 | 4 4 4 4 4 4", "10-5"))
    assert game.legal_moves() == ["B", "D", "F"]


def test_feeding_is_compulsory_when_the_opponent_has_no_seeds() -> None:
    # A, B and D stay on South's side; only E (4 seeds from E) reaches North.
    game = Game(board("1 1 0 2 4 0 | 0 0 0 0 0 0", "20-20"))
    assert game.legal_moves() == ["E"]


def test_every_move_that_feeds_is_legal_when_the_opponent_has_no_seeds() -> None:
    game = Game(board("0 0 0 3 1 1 | 0 0 0 0 0 0", "22-21"))
    assert game.legal_moves() == ["D", "F"]


def test_no_duty_to_feed_while_the_opponent_has_seeds() -> None:
    game = Game(board("1 1 0 2 4 0 | 0 0 0 0 0 1", "20-19"))
    assert game.legal_moves() == ["A", "B", "D", "E"]


def test_forbidden_grand_slam_is_illegal_while_another_move_exists() -> None:
    before = board("1 1 0 2 4 0 | 1 1 1 0 0 0", "20-17")
    assert legal_moves(before, Rules()) == list(at("A", "B", "D", "E"))
    assert legal_moves(before, FORBIDDEN) == list(at("A", "B", "D"))


def test_forbidden_grand_slam_is_legal_when_it_is_the_only_move() -> None:
    game = Game(board("0 0 0 0 4 0 | 1 1 1 0 0 0", "21-20"), FORBIDDEN)
    assert game.legal_moves() == ["E"]
    assert game.play("E").grand_slam


def test_forbidden_grand_slams_are_all_legal_when_every_move_is_one() -> None:
    # D (E F a b c) and E (F a b c) would each take a, b and c: 6 seeds, all of North's.
    game = Game(board("0 0 0 5 4 0 | 1 1 1 0 0 0", "18-18"), FORBIDDEN)
    assert game.legal_moves() == ["D", "E"]


def _assert_illegal(game: Game, move: str, reason: str) -> None:
    before = snapshot(game)
    with pytest.raises(IllegalMoveError, match=reason):
        game.play(move)
    assert snapshot(game) == before


@pytest.mark.parametrize("move", ["", "G", "z", "AB", "1", " a"])
def test_a_malformed_letter_is_refused(move: str) -> None:
    _assert_illegal(Game(), move, "not a house letter")


def test_a_move_that_is_not_a_string_is_refused() -> None:
    game = Game()
    before = snapshot(game)
    with pytest.raises(IllegalMoveError):
        game.play(4)  # type: ignore[arg-type]
    assert snapshot(game) == before


def test_the_opponents_house_is_refused() -> None:
    _assert_illegal(Game(), "a", "North's house")


def test_an_empty_house_is_refused() -> None:
    game = Game()
    game.play("E")
    game.play("a")
    _assert_illegal(game, "E", "E is empty")


def test_a_move_that_does_not_feed_a_starving_opponent_is_refused() -> None:
    _assert_illegal(Game(board("1 1 0 2 4 0 | 0 0 0 0 0 0", "20-20")), "D", "does not feed")


def test_a_forbidden_grand_slam_is_refused() -> None:
    game = Game(board("1 1 0 2 4 0 | 1 1 1 0 0 0", "20-17"), FORBIDDEN)
    _assert_illegal(game, "E", "grand slam")


def test_a_move_after_the_game_is_over_is_refused() -> None:
    game = Game(board("1 1 0 2 1 0 | 0 0 0 0 0 0", "20-23"))
    assert game.is_over()
    _assert_illegal(game, "A", "game is over")


def test_illegal_move_error_is_a_value_error() -> None:
    with pytest.raises(ValueError):
        Game().play("f")


def test_the_player_to_move_is_named_in_the_wrong_side_message() -> None:
    game = Game(board("4 4 4 4 4 4 | 4 4 4 4 4 4", "0-0", Player.NORTH))
    _assert_illegal(game, "A", "A is South's house; North is to move")
