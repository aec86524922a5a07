"""Runs the engine's analysis of one position at a time on a worker thread and brings
each completed depth back to the GUI thread as a signal. Starting another position or
``stop()`` cancels the one in flight; its late reports are ignored."""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal, Slot

from ...ai import Analysis
from ...ai.thinkers import Thinker
from ...rules import Game
from ..game.seats import replay
from .thinking_jobs import ThinkingJobs

#: How long a live analysis deepens one position before it rests, in seconds.
LIVE_SECONDS = 30.0


class AnalysisRunner(ThinkingJobs):
    """Analyses positions on demand: ``updated(Analysis)`` for each depth of the
    position last started, ``done()`` when its search ends (deepest depth, time or
    cancel)."""

    updated = Signal(object)
    done = Signal()
    _report = Signal(int, object)
    _finished = Signal(int)

    def __init__(self, make_engine: Callable[[], Thinker], parent: QObject | None = None,
                 seconds: float | None = LIVE_SECONDS, depth: int | None = None) -> None:
        super().__init__(make_engine, parent)
        self.seconds = seconds
        self.depth = depth
        self._report.connect(self._on_report)
        self._finished.connect(self._on_finished)

    def start(self, game: Game) -> None:
        """Analyse ``game``'s position (a copy is taken), cancelling the one before."""
        self.stop()
        if game.is_over():
            return
        copy = replay(game)
        depth, seconds = self.depth, self.seconds

        def work(generation: int, cancel: threading.Event, engine: Thinker) -> None:
            try:
                last = engine.analyse(copy, depth, seconds, cancel,
                                      lambda found: self._report.emit(generation, found))
                if last is not None:  # the last report may come after the answer
                    self._report.emit(generation, last)
            finally:
                self._finished.emit(generation)

        self._spawn(work, "wari-analysis")

    @Slot(int, object)
    def _on_report(self, generation: int, analysis: Analysis) -> None:
        if self.is_current(generation):
            self.updated.emit(analysis)

    @Slot(int)
    def _on_finished(self, generation: int) -> None:
        if self.is_current(generation):
            self._ended()
            self.done.emit()
