"""Engines: the same answers on this thread or in a child process, and cancellation."""

from __future__ import annotations

import threading
import time

import pytest

from wari_desktop.ai.engines import LocalEngine, ProcessEngine
from wari_desktop.rules import Game


@pytest.fixture(scope="module")
def process_engine() -> ProcessEngine:
    engine = ProcessEngine()
    yield engine
    engine.shutdown()


def test_a_child_process_finds_a_legal_move(process_engine: ProcessEngine) -> None:
    game = Game()
    game.play("C")
    move = process_engine.think(game, "club", 0.2, None)
    assert move in game.legal_moves()
    assert process_engine._pool is not None  # it did think in the child


def test_both_engines_agree_at_a_fixed_depth(process_engine: ProcessEngine) -> None:
    game = Game()
    for move in "CfAb":
        game.play(move)
    local = LocalEngine().best(game, 0.3, None)
    remote = process_engine.best(game, 0.3, None)
    assert local is not None and remote is not None
    assert remote.best in game.legal_moves()
    assert remote.expected[0] + remote.expected[1] == pytest.approx(48)


def test_a_cancel_stops_the_child_quickly(process_engine: ProcessEngine) -> None:
    process_engine.think(Game(), "beginner", 0.1, None)  # the child is up
    cancel = threading.Event()
    threading.Timer(0.3, cancel.set).start()
    started = time.perf_counter()
    move = process_engine.think(Game(), "master", 20.0, cancel)
    assert time.perf_counter() - started < 1.5
    assert move in Game().legal_moves()
    # Later jobs are not cancelled by the old stop.
    started = time.perf_counter()
    assert process_engine.best(Game(), 0.5, None) is not None
    assert time.perf_counter() - started > 0.3


def test_a_dead_child_falls_back_to_thinking_here() -> None:
    engine = ProcessEngine()
    engine.think(Game(), "beginner", 0.05, None)  # the child is up
    engine.shutdown()
    move = engine.think(Game(), "beginner", 0.1, None)
    assert move in Game().legal_moves()
    assert engine._pool is None
