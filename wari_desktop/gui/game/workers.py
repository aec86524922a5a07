"""Worker threads kept for the window's background jobs (the computer's moves, hints).

Starting a thread makes the starting thread wait until the new one runs; on a busy
machine that wait held the window for tens of milliseconds at the start of every
computer move. The threads here are started once and then wait for jobs: a job goes to
an idle thread, or to a new one when all are busy (a cancelled search still ending, say).
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable

log = logging.getLogger(__name__)


class Workers:
    """Daemon threads named ``name`` that run the jobs given to ``submit``, each on a
    thread that is idle, else on a new one; ``wait`` waits until none runs."""

    def __init__(self, name: str) -> None:
        self._name = name
        self._jobs: queue.SimpleQueue[Callable[[], None]] = queue.SimpleQueue()
        self._lock = threading.Condition()
        self._threads = 0
        self._idle = 0  # threads waiting for a job that no submitted job is promised to
        self._running = 0  # jobs submitted and not finished

    def submit(self, job: Callable[[], None]) -> None:
        """Run ``job`` on a worker thread (an exception it raises is logged)."""
        with self._lock:
            self._running += 1
            start = self._idle == 0
            if start:
                self._threads += 1
            else:
                self._idle -= 1
        self._jobs.put(job)
        if start:
            threading.Thread(target=self._serve, name=self._name, daemon=True).start()

    def _serve(self) -> None:
        while True:
            job = self._jobs.get()
            try:
                job()
            except Exception:  # a job's failure must not end the thread
                log.exception("a background job failed")
            finally:
                with self._lock:
                    self._running -= 1
                    self._idle += 1
                    self._lock.notify_all()

    def busy(self) -> bool:
        """True while a job runs (or waits for a thread)."""
        with self._lock:
            return self._running > 0

    def threads(self) -> int:
        """How many threads were started."""
        with self._lock:
            return self._threads

    def wait(self, timeout: float) -> bool:
        """Wait at most ``timeout`` seconds for every job to end; True if they did."""
        with self._lock:
            return self._lock.wait_for(lambda: self._running == 0, timeout)
