"""``LoopThread``: an asyncio event loop running on a daemon thread of its own, for code
that is not asyncio (the desktop program's window, its host of a game on the local
network) to hand coroutines to. Once stopped it refuses work: ``submit`` gives a future
that has already failed with ``LoopStopped``, never one that waits for ever."""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

T = TypeVar("T")


class LoopStopped(RuntimeError):
    """Work handed to a ``LoopThread`` that has stopped."""


class LoopThread:
    """A loop on the daemon thread ``name``, running from construction to ``stop``."""

    def __init__(self, name: str) -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, name=name, daemon=True)
        self._stopped = False
        self._thread.start()

    @property
    def stopped(self) -> bool:
        return self._stopped

    def submit(self, coroutine: Coroutine[Any, Any, T],
               stopped: Callable[[], Exception] = lambda: LoopStopped("stopped")
               ) -> concurrent.futures.Future[T]:
        """Run ``coroutine`` on the loop; its future. After ``stop``, a future already
        failed with ``stopped()`` (the coroutine is closed unrun)."""
        if self._stopped:
            coroutine.close()
            failed: concurrent.futures.Future[T] = concurrent.futures.Future()
            failed.set_exception(stopped())
            return failed
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop)

    def call(self, coroutine: Coroutine[Any, Any, T], timeout: float | None) -> T:
        """Run ``coroutine`` on the loop and wait for its result (at most ``timeout``
        seconds: concurrent.futures.TimeoutError after)."""
        return self.submit(coroutine).result(timeout)

    def call_soon(self, callback: Callable[[], object]) -> None:
        """Run ``callback`` on the loop's thread soon (nothing once stopped)."""
        if not self._stopped:
            self.loop.call_soon_threadsafe(callback)

    def stop(self, timeout: float = 15.0) -> None:
        """Stop the loop and wait for its thread (at most ``timeout``); the loop is closed
        once its thread has ended. Calling it again does nothing."""
        if self._stopped:
            return
        self._stopped = True
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(timeout)
        if not self._thread.is_alive():
            self.loop.close()
