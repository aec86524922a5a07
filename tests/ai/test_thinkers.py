"""Engines: the same answers on this thread or in a child process, and cancellation."""

from __future__ import annotations

import os
import sys
import threading
import time
from collections.abc import Callable

import pytest

from wari_desktop.ai.analysis import Analysis
from wari_desktop.ai.thinkers import (
    WORKER_NICENESS,
    LocalThinker,
    ProcessThinker,
    yield_to_window,
)
from wari_desktop.rules import Game

#: Seconds a test waits for something that, broken, would never end (a guard against a
#: hang, not a speed target: the benchmarks time the stops).
HANG = 120.0


def wait_until(condition: Callable[[], bool], seconds: float) -> bool:
    """Whether ``condition`` holds within ``seconds``."""
    end = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > end:
            return False
        time.sleep(0.01)
    return True


def returns(call: Callable[[], object]) -> bool:
    """Whether ``call`` returns (run on a thread, waited for ``HANG`` seconds)."""
    worker = threading.Thread(target=call, daemon=True)
    worker.start()
    worker.join(HANG)
    return not worker.is_alive()


@pytest.fixture(scope="module")
def process_engine() -> ProcessThinker:
    engine = ProcessThinker()
    yield engine
    engine.shutdown()


def test_a_child_process_finds_a_legal_move(process_engine: ProcessThinker) -> None:
    game = Game()
    game.play("C")
    move = process_engine.think(game, "club", 0.2, None)
    assert move in game.legal_moves()
    assert process_engine._pool is not None  # it did think in the child


def test_both_engines_agree_at_a_fixed_depth(process_engine: ProcessThinker) -> None:
    game = Game()
    for move in "CfAb":
        game.play(move)
    local = LocalThinker().best(game, 0.3, None)
    remote = process_engine.best(game, 0.3, None)
    assert local is not None and remote is not None
    assert remote.best in game.legal_moves()
    assert remote.expected[0] + remote.expected[1] == pytest.approx(48)


def test_a_cancel_stops_the_child(process_engine: ProcessThinker) -> None:
    """An analysis with neither a depth nor a time limit ends only when cancelled; a later
    job is not stopped by the old cancel. (How soon a cancel stops the child:
    benchmarks/bench_stops.py.)"""
    process_engine.think(Game(), "beginner", 0.1, None)  # the child is up
    cancel = threading.Event()
    found: list[Analysis | None] = []
    worker = threading.Thread(
        target=lambda: found.append(process_engine.analyse(Game(), None, None, cancel)))
    worker.start()
    assert not wait_until(lambda: not worker.is_alive(), 0.3)  # still thinking
    cancel.set()
    worker.join(HANG)
    assert not worker.is_alive() and len(found) == 1
    assert found[0] is None or found[0].best in Game().legal_moves()
    # The child is free again, and later jobs are not cancelled by the old stop: a fixed
    # depth is reached in full.
    later: list[Analysis | None] = []
    assert returns(lambda: later.append(process_engine.analyse(Game(), 6, None, None)))
    assert later[0] is not None and later[0].depth == 6
    assert later[0].best in Game().legal_moves()


def test_a_dead_child_falls_back_to_thinking_here() -> None:
    engine = ProcessThinker()
    engine.think(Game(), "beginner", 0.05, None)  # the child is up
    engine.shutdown()
    move = engine.think(Game(), "beginner", 0.1, None)
    assert move in Game().legal_moves()
    assert engine._pool is None


def test_an_analysis_reports_each_depth_from_the_child(process_engine: ProcessThinker) -> None:
    game = Game()
    game.play("C")
    heard = []
    last = process_engine.analyse(game, 6, None, None, heard.append)
    assert last is not None and last.depth == 6
    assert set(last.move_scores) == set(game.legal_moves())  # a score for every move
    assert [a.depth for a in heard][:5] == [1, 2, 3, 4, 5]  # told as they came
    assert LocalThinker().analyse(game, 6, None, None).move_scores == last.move_scores


def test_thinking_reports_its_depths(process_engine: ProcessThinker) -> None:
    heard = []
    move = process_engine.think(Game(), "club", 5.0, None, heard.append)
    assert move in Game().legal_moves()
    # Club searches 4 plies; the last report may still be on its way when the move comes.
    assert [a.depth for a in heard] in ([1, 2, 3, 4], [1, 2, 3])
    local = []
    LocalThinker().think(Game(), "club", None, None, local.append)
    assert [a.depth for a in local] == [1, 2, 3, 4]


def test_the_desktop_engine_thinks_on_a_thread_with_the_compiled_core() -> None:
    from wari_desktop.ai.core import COMPILED
    from wari_desktop.ai.thinkers import DesktopThinker
    from wari_desktop.rules import EmptySide, Rules

    engine = DesktopThinker()
    try:
        move = engine.think(Game(), "club", 0.2, None)
        assert move in Game().legal_moves()
        # The compiled core releases the interpreter lock: no child process for it.
        assert (engine._process is None) == COMPILED
        variant = Game(rules=Rules(empty_side=EmptySide.GAME_ENDS))
        assert engine.think(variant, "beginner", 0.2, None) in variant.legal_moves()
        assert engine._process is not None  # the Python search of a variant: a process
    finally:
        engine.shutdown()
    assert engine._process is None
    assert engine.think(Game(), "beginner", 0.05, None) in Game().legal_moves()


@pytest.mark.skipif(sys.platform != "linux", reason="per-thread niceness: Linux")
def test_a_worker_thread_runs_a_fixed_step_below_the_window_however_often_it_yields() -> None:
    seen: list[int] = []

    def work() -> None:
        for _ in range(3):  # a thread kept for several searches yields before each
            yield_to_window()
            seen.append(os.getpriority(os.PRIO_PROCESS, threading.get_native_id()))

    worker = threading.Thread(target=work)
    worker.start()
    worker.join()
    window = os.getpriority(os.PRIO_PROCESS, threading.main_thread().native_id or 0)
    assert seen == [min(19, window + WORKER_NICENESS)] * 3


def test_pondering_runs_until_cancelled_and_stops_at_once() -> None:
    from wari_desktop.ai.core import COMPILED

    if not COMPILED and os.environ.get("WARI_REQUIRE_CCORE") != "1":
        pytest.skip("pondering searches only with the compiled core (CI requires it)")
    from wari_desktop.ai.thinkers import DesktopThinker

    engine = DesktopThinker()
    game = Game()
    game.play("C")
    cancel = threading.Event()
    ended = threading.Event()
    worker = threading.Thread(target=lambda: (engine.ponder(game, cancel), ended.set()))
    worker.start()
    assert not ended.wait(0.5)  # no time limit: it thinks until told
    cancel.set()
    assert ended.wait(HANG)  # it stops (how soon: benchmarks/bench_stops.py)
    worker.join()
    engine.shutdown()


def test_pondering_does_nothing_where_it_would_not_pay() -> None:
    from wari_desktop.ai.thinkers import DesktopThinker
    from wari_desktop.rules import EmptySide, Rules

    variant = Game(rules=Rules(empty_side=EmptySide.GAME_ENDS))
    cancel = threading.Event()  # never set: a ponder that searched would never return
    engine = DesktopThinker()
    try:
        # A variant (the pure-Python search, which keeps no table): back at once.
        assert returns(lambda: engine.ponder(variant, cancel))
        if engine._compiled:
            assert engine._process is None  # and started no child process for it
        assert returns(lambda: ProcessThinker.ponder(engine._process,  # type: ignore[arg-type]
                                                     Game(), cancel))
    finally:
        engine.shutdown()
    assert not cancel.is_set()
