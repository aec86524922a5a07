"""How a game ends (RULES.md, "End of the game" and the variants Tutti a casa and
Libertà al più forte)."""

from __future__ import annotations

import pytest

from wari_desktop.rules import EmptySide, EndReason, Game, IllegalMoveError, Player, Rules

from .boards import CYCLE, LONE_SEEDS, board, houses


def _play(game: Game, moves: list[str]) -> Game:
    for move in moves:
        game.play(move)
    return game


def test_result_is_none_while_the_game_goes_on() -> None:
    game = Game()
    game.play("E")
    assert not game.is_over()
    assert game.outcome is None
    assert game.result() is None


def test_majority_a_capture_reaching_25_wins_and_board_seeds_are_not_collected() -> None:
    game = Game(board("4 0 0 1 3 1 | 2 1 2 0 0 6", "20-8"))
    game.play("E")  # captures b (2) and a (3)
    assert game.is_over()
    assert game.outcome is not None
    assert game.outcome.reason is EndReason.MAJORITY
    assert game.result() == (25, 8)
    assert game.houses == list(houses("4 0 0 1 0 2 | 0 0 2 0 0 6"))
    assert game.outcome.winner is Player.SOUTH
    assert game.legal_moves() == []


def test_majority_holds_in_a_set_up_position_too() -> None:
    game = Game(board("1 1 1 1 1 1 | 1 1 1 1 1 1", "11-25"))
    assert game.outcome is not None
    assert game.outcome.reason is EndReason.MAJORITY
    assert game.outcome.winner is Player.NORTH


def test_even_split_24_24_is_a_draw() -> None:
    # Only a set-up position can hold 24-24 in the stores: a capture that emptied the
    # board would take every seed on the opponent's side, a grand slam, which takes none.
    game = Game(board("0 0 0 0 0 0 | 0 0 0 0 0 0", "24-24"))
    assert game.outcome is not None
    assert game.outcome.reason is EndReason.EVEN_SPLIT
    assert game.result() == (24, 24)
    assert game.outcome.winner is None


def test_famine_example_6_south_cannot_feed_and_takes_its_5_seeds() -> None:
    game = Game(board("1 1 0 2 1 0 | 0 0 0 0 0 0", "20-23"))
    assert game.outcome is not None
    assert game.outcome.reason is EndReason.FAMINE
    assert game.result() == (25, 23)


def test_famine_after_a_move_that_leaves_the_opponent_unable_to_feed() -> None:
    game = Game(board("0 0 0 0 0 1 | 0 0 0 1 0 0", "23-23"))
    game.play("F")  # South's last seed goes to a; North's a and d cannot reach South
    assert game.outcome is not None
    assert game.outcome.reason is EndReason.FAMINE
    assert game.result() == (23, 25)  # North adds the 2 seeds on its side


def test_famine_when_the_player_to_move_has_no_seeds_at_all() -> None:
    game = Game(board("0 0 0 0 0 0 | 1 2 0 0 0 0", "22-23", Player.SOUTH))
    assert game.outcome is not None
    assert game.outcome.reason is EndReason.FAMINE
    assert game.result() == (22, 26)
    assert game.outcome.winner is Player.NORTH


def test_repetition_ends_the_game_when_a_position_recurs() -> None:
    game = Game(LONE_SEEDS)
    _play(game, CYCLE[:-1])
    assert not game.is_over()
    assert game.legal_moves() == ["e"]  # every move of the cycle is forced
    game.play("e")
    assert game.position == game.start
    assert game.outcome is not None
    assert game.outcome.reason is EndReason.REPETITION
    assert game.result() == (24, 24)  # each player adds the seed on their own side


def test_without_the_repetition_rule_the_cycle_goes_on() -> None:
    game = _play(Game(LONE_SEEDS, Rules(end_on_repetition=False)), CYCLE * 3)
    assert game.position == game.start
    assert not game.is_over()
    assert game.legal_moves() == ["F"]


def test_agreement_ends_the_game_and_each_player_takes_their_own_side() -> None:
    game = Game(board("0 1 0 0 0 0 | 0 0 2 0 0 0", "22-23"))
    outcome = game.agree_to_end()
    assert outcome.reason is EndReason.AGREEMENT
    assert game.is_over()
    assert game.result() == (23, 25)
    assert game.legal_moves() == []


def test_undo_revokes_an_agreement() -> None:
    game = Game()
    game.play("E")
    game.agree_to_end()
    assert game.undo() is None
    assert not game.is_over()
    assert game.moves == ["E"]
    assert game.legal_moves() == ["a", "b", "c", "d", "e", "f"]


def test_tutti_a_casa_ends_the_game_when_a_side_empties() -> None:
    rules = Rules(empty_side=EmptySide.GAME_ENDS)
    game = Game(LONE_SEEDS, rules)
    game.play("F")  # South's side is now empty
    assert game.outcome is not None
    assert game.outcome.reason is EndReason.EMPTY_SIDE
    assert game.result() == (23, 25)


def test_tutti_a_casa_ends_a_set_up_position_with_an_empty_side() -> None:
    game = Game(board("1 1 0 2 4 0 | 0 0 0 0 0 0", "20-20"), Rules(empty_side=EmptySide.GAME_ENDS))
    assert game.outcome is not None
    assert game.outcome.reason is EndReason.EMPTY_SIDE
    assert game.result() == (28, 20)


def test_liberta_the_empty_side_passes_and_the_mover_need_not_feed() -> None:
    rules = Rules(empty_side=EmptySide.PASS)
    game = Game(board("0 0 0 0 0 0 | 0 1 0 0 0 1", "23-23", Player.NORTH), rules)
    assert game.legal_moves() == ["b", "f"]  # b does not feed South, yet it is legal
    game.play("b")
    after_b = game.to_move  # South, still empty, passes: North again
    assert not game.is_over()
    game.play("f")  # f -> A gives South a seed: South's turn again
    assert (after_b, game.to_move) == (Player.NORTH, Player.SOUTH)


def test_liberta_a_set_up_position_with_the_mover_empty_passes_at_once() -> None:
    rules = Rules(empty_side=EmptySide.PASS)
    game = Game(board("0 0 0 0 0 0 | 0 1 0 0 0 1", "23-23", Player.SOUTH), rules)
    assert game.to_move is Player.NORTH
    assert game.legal_moves() == ["b", "f"]


def test_by_default_the_same_position_forces_north_to_feed() -> None:
    game = Game(board("0 0 0 0 0 0 | 0 1 0 0 0 1", "23-23", Player.NORTH))
    assert game.legal_moves() == ["f"]


def test_agreement_is_refused_once_the_game_is_over() -> None:
    game = Game(board("1 1 0 2 1 0 | 0 0 0 0 0 0", "20-23"))
    with pytest.raises(IllegalMoveError):
        game.agree_to_end()
    assert game.outcome is not None
    assert game.outcome.reason is EndReason.FAMINE
