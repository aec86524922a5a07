"""Thinker work on worker threads for the window: one job at a time, cancelled when the
next starts or on ``stop()``; answers of a stopped job are recognised by their
generation and ignored. The engine is made when first needed (one of its own, so the
computer opponent never waits behind an analysis)."""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import QObject

from ...ai.cancel import CancelEvent
from ...ai.thinkers import LocalThinker, Thinker

#: A job: runs on the worker thread with its generation, its cancel flag and the engine.
Job = Callable[[int, threading.Event, Thinker], None]


def thinker_like(engine: Thinker | None) -> Thinker:
    """A new engine of the same kind as ``engine`` (thinking on this thread when there is
    none, or when that kind cannot be made without arguments)."""
    if engine is None:
        return LocalThinker()
    try:
        made: Thinker = type(engine)()
    except TypeError:
        return LocalThinker()
    return made


class ThinkingJobs(QObject):
    """Runs one engine job at a time on a worker thread."""

    def __init__(self, make_engine: Callable[[], Thinker], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._make_engine = make_engine
        self._engine: Thinker | None = None
        self._making = threading.Lock()
        self._generation = 0
        self._cancel = CancelEvent()
        self._running = False
        self._workers: list[threading.Thread] = []

    @property
    def engine(self) -> Thinker:
        """The engine, made when first needed (on the worker thread: starting a child
        process takes a moment the window should not wait for)."""
        with self._making:
            if self._engine is None:
                self._engine = self._make_engine()
            return self._engine

    def is_running(self) -> bool:
        """True while a job is under way."""
        return self._running

    def is_current(self, generation: int) -> bool:
        """True when ``generation`` is the job under way (not a stopped one)."""
        return generation == self._generation

    def _spawn(self, job: Job, name: str) -> None:
        """Stop the job under way and run ``job`` on a new worker thread."""
        self.stop()
        generation, cancel = self._generation, self._cancel
        self._running = True
        self._workers = [w for w in self._workers if w.is_alive()]

        def run() -> None:
            job(generation, cancel, self.engine)

        worker = threading.Thread(target=run, name=name, daemon=True)
        self._workers.append(worker)
        worker.start()

    def _ended(self) -> None:
        self._running = False

    def stop(self) -> bool:
        """Cancel the job under way (its answers are ignored from now on); True if one
        was running."""
        was_running = self._running
        self._cancel.set()
        self._cancel = CancelEvent()
        self._generation += 1
        self._running = False
        return was_running

    def shutdown(self, timeout: float = 0.9) -> None:
        """Stop, wait (at most ``timeout`` seconds) for the worker and release the engine."""
        self.stop()
        for worker in self._workers:
            worker.join(timeout)
        with self._making:
            if self._engine is not None:
                self._engine.shutdown()
                self._engine = None
