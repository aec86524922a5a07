"""Runs a game review (``wari_desktop.ai.review``) on a worker thread with an engine of
its own, reporting progress to the GUI thread; cancellable at any move."""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal, Slot

from ...ai.review import Review, review_depth, review_game
from ...ai.thinkers import Thinker
from ...rules import Game
from ..game.seats import replay
from .thinking_jobs import ThinkingJobs


class ReviewRunner(ThinkingJobs):
    """``progress(done, total)`` as positions are analysed, then ``finished(Review)`` or
    ``stopped()`` (cancelled, or the engine gave nothing). ``depth`` None reviews at
    ``review_depth`` of the game (deeper with the compiled core)."""

    progress = Signal(int, int)
    finished = Signal(object)
    stopped = Signal()
    _progress = Signal(int, int, int)
    _done = Signal(int, object)

    def __init__(self, make_engine: Callable[[], Thinker], parent: QObject | None = None,
                 depth: int | None = None) -> None:
        super().__init__(make_engine, parent)
        self.depth = depth
        self._progress.connect(self._on_progress)
        self._done.connect(self._on_done)

    def start(self, game: Game) -> None:
        """Review ``game`` (a copy is taken), cancelling any review under way."""
        copy = replay(game)
        depth = self.depth or review_depth(copy)

        def work(generation: int, cancel: threading.Event, engine: Thinker) -> None:
            review: Review | None = None
            try:
                review = review_game(
                    copy, lambda position: engine.analyse(position, depth, None, cancel),
                    depth, lambda done, total: self._progress.emit(generation, done, total),
                    cancel)
            finally:
                self._done.emit(generation, review)

        self._spawn(work, "wari-review")

    def cancel(self) -> None:
        """Stop the review under way; ``stopped`` says so."""
        if self.stop():
            self.stopped.emit()

    @Slot(int, int, int)
    def _on_progress(self, generation: int, done: int, total: int) -> None:
        if self.is_current(generation):
            self.progress.emit(done, total)

    @Slot(int, object)
    def _on_done(self, generation: int, review: Review | None) -> None:
        if not self.is_current(generation):
            return
        self._ended()
        if review is None:
            self.stopped.emit()
        else:
            self.finished.emit(review)
