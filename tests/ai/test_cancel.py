"""CancelEvent: a compiled search stops when it is set, with no watcher thread."""

from __future__ import annotations

import threading
import time

import pytest

from wari_desktop.ai import think
from wari_desktop.ai.cancel import CancelEvent
from wari_desktop.ai.core import COMPILED
from wari_desktop.notation.fen import parse_fen
from wari_desktop.rules import Game


def test_set_calls_each_registered_stop_once_and_forgotten_ones_never() -> None:
    event = CancelEvent()
    called: list[str] = []
    event.on_set(lambda: called.append("a"))
    forget = event.on_set(lambda: called.append("b"))
    forget()
    event.set()
    event.set()
    assert called == ["a"]
    assert event.is_set()
    event.on_set(lambda: called.append("late"))  # already set: called at once
    assert called == ["a", "late"]


@pytest.mark.skipif(not COMPILED, reason="the compiled core is not built (CI requires it)")
def test_a_compiled_search_stops_at_once_without_a_watcher_thread() -> None:
    cancel = CancelEvent()
    threads_before = {t.name for t in threading.enumerate()}
    answer: list[str] = []
    # A middle game, out of the opening book (which answers the start at once), and an
    # hour to think: only the cancel can end it within the test (how soon it does, the
    # 50 ms target, is bench_time_control's to measure; the join below only guards
    # against a hang).
    game = Game(parse_fen("1-20-2-0-3-1-5-0-2-1-4-1-4-4-S"))
    worker = threading.Thread(target=lambda: answer.append(think(game, "master", 3600.0,
                                                                 cancel)))
    worker.start()
    time.sleep(0.3)
    assert worker.is_alive() and not answer  # still thinking
    assert "search-cancel" not in {t.name for t in threading.enumerate()} - threads_before
    cancel.set()
    worker.join(120.0)
    assert not worker.is_alive()
    assert answer and answer[0] in game.legal_moves()
    finished = CancelEvent()
    think(game, "master", 0.05, finished)
    assert not finished._stops  # a search that ended forgot its stop
