"""Undo and redo: taking moves back restores the game exactly."""

from __future__ import annotations

import random

import pytest

from wari_desktop.rules import EndReason, Game

from .boards import CYCLE, LONE_SEEDS, board, houses, snapshot

OPENING = ["E", "a", "F", "b", "A", "c"]


def test_undo_restores_the_position_legal_moves_and_turn() -> None:
    game = Game()
    before = snapshot(game)
    game.play("E")
    assert game.undo() == "E"
    assert snapshot(game)[:-1] == before[:-1]  # all but can_redo, which is now true
    assert game.can_redo()


def test_undo_takes_back_a_capture() -> None:
    game = Game(board("4 0 0 1 3 1 | 2 1 2 0 0 6", "14-14"))
    game.play("E")
    game.undo()
    assert game.houses == list(houses("4 0 0 1 3 1 | 2 1 2 0 0 6"))
    assert game.scores == (14, 14)


def test_undo_takes_back_the_move_that_ended_the_game() -> None:
    game = Game(board("4 0 0 1 3 1 | 2 1 2 0 0 6", "20-8"))
    game.play("E")
    assert game.is_over()
    game.undo()
    assert not game.is_over()
    assert game.result() is None
    assert game.legal_moves() == ["A", "D", "E", "F"]


def test_undoing_out_of_a_repetition_forgets_the_repeated_position() -> None:
    game = Game(LONE_SEEDS)
    for move in CYCLE:
        game.play(move)
    assert game.outcome is not None and game.outcome.reason is EndReason.REPETITION
    game.undo()
    assert not game.is_over()
    assert game.legal_moves() == ["e"]
    # Back to the start and forward again: the cycle ends on its 12th ply, not sooner.
    for _ in range(11):
        game.undo()
    assert game.position == game.start
    for _ in range(11):
        game.redo()
        assert not game.is_over()
    game.redo()
    assert game.outcome is not None and game.outcome.reason is EndReason.REPETITION


def test_redo_replays_the_moves_taken_back_and_gives_the_same_plans() -> None:
    game = Game()
    plans = [game.play(move) for move in OPENING]
    after = snapshot(game)
    for _ in OPENING:
        game.undo()
    assert game.position == game.start
    assert [game.redo() for _ in OPENING] == plans
    assert snapshot(game) == after
    assert game.moves == OPENING


def test_playing_after_undo_clears_the_redo_list() -> None:
    game = Game()
    game.play("E")
    game.play("a")
    game.undo()
    game.play("b")
    assert not game.can_redo()
    assert game.moves == ["E", "b"]
    with pytest.raises(IndexError):
        game.redo()


def test_undo_with_nothing_to_undo_raises_index_error() -> None:
    game = Game()
    assert not game.can_undo()
    with pytest.raises(IndexError):
        game.undo()


def test_redo_with_nothing_to_redo_raises_index_error() -> None:
    game = Game()
    game.play("E")
    assert not game.can_redo()
    with pytest.raises(IndexError):
        game.redo()


def test_undo_and_redo_keep_the_plies_in_step() -> None:
    game = Game()
    for move in OPENING:
        game.play(move)
    game.undo()
    game.undo()
    assert [p.move for p in game.plies] == OPENING[:-2]
    assert game.plies[-1].after == game.position


def test_nothing_can_be_redone_while_the_game_stands_ended_by_agreement() -> None:
    game = Game()
    game.play("F")
    game.undo()
    game.play("E")
    game.undo()
    game.agree_to_end()
    assert not game.can_redo()
    with pytest.raises(IndexError):
        game.redo()
    assert game.undo() is None  # revokes the agreement
    assert game.can_redo()
    game.redo()
    assert game.moves == ["E"]


# -- copies ------------------------------------------------------------------------------
def _state(game: Game) -> tuple[object, ...]:
    return (game.start, game.rules, *snapshot(game))


def test_a_copy_is_the_same_game_and_independent_of_it() -> None:
    rng = random.Random(7)
    game = Game()
    for _ in range(40):
        game.play(rng.choice(game.legal_moves()))
    game.undo()
    game.undo()
    twin = game.copy()
    assert _state(twin) == _state(game)
    # each goes its own way: the copy's moves leave the original as it was
    before = _state(game)
    twin.redo()
    twin.play(rng.choice(twin.legal_moves()))
    assert _state(game) == before
    assert len(twin.moves) == len(game.moves) + 2
    # repetitions seen before the copy still count in it
    replayed = Game()
    for move in twin.moves:
        replayed.play(move)
    assert snapshot(replayed) == snapshot(twin)


def test_a_copy_keeps_an_agreement_and_undoing_it_in_the_copy_leaves_the_original() -> None:
    game = Game()
    game.play("C")
    game.agree_to_end()
    twin = game.copy()
    assert twin.is_over() and twin.outcome == game.outcome
    twin.undo()
    assert not twin.is_over() and game.is_over()
