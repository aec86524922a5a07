"""A ``Client`` on a thread of its own, for programs that are not asyncio: requests
return ``concurrent.futures.Future``s, and each frame the server sends of its own accord
goes to ``on_frame`` (called on the client's thread: a window passes it on to its own)."""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

from .client import Client

T = TypeVar("T")


class ThreadedClient:
    """Runs a ``Client`` for ``url`` in a daemon thread with its own event loop."""

    def __init__(self, url: str, token: str | None = None,
                 on_frame: Callable[[dict[str, Any]], None] | None = None,
                 on_state: Callable[[str], None] | None = None, **options: Any) -> None:
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="wari-client",
                                        daemon=True)
        self._thread.start()
        self.on_frame = on_frame
        self.client = self._run_sync(self._make(url, token, on_state, options))
        self._pump: concurrent.futures.Future[None] | None = None

    async def _make(self, url: str, token: str | None, on_state: Any,
                    options: dict[str, Any]) -> Client:
        return Client(url, token, on_state=on_state, **options)

    def _run_sync(self, coroutine: Any, timeout: float | None = 60) -> Any:
        return asyncio.run_coroutine_threadsafe(coroutine, self._loop).result(timeout)

    def start(self, timeout: float = 30) -> dict[str, Any]:
        """Connect (blocking up to ``timeout``): the welcome frame."""
        welcome = self._run_sync(self.client.start(), timeout)
        self._pump = asyncio.run_coroutine_threadsafe(self._deliver(), self._loop)
        return dict(welcome)

    async def _deliver(self) -> None:
        while True:
            frame = await self.client.next_frame()
            if self.on_frame is not None:
                self.on_frame(frame)

    def request(self, kind: str, **fields: Any) -> concurrent.futures.Future[dict[str, Any]]:
        """Send a request; its future gives the answer (or raises as ``Client.request``)."""
        return asyncio.run_coroutine_threadsafe(self.client.request(kind, **fields), self._loop)

    def run(self, coroutine: Coroutine[Any, Any, T]) -> concurrent.futures.Future[T]:
        """Run ``coroutine`` on the client's loop (where it may use ``self.client``), for
        work of several steps such as taking a seat at a hosted game."""
        return asyncio.run_coroutine_threadsafe(coroutine, self._loop)

    def drop(self) -> None:
        """Cut the connection (it comes back on its own)."""
        self._loop.call_soon_threadsafe(self.client.drop)

    def close(self) -> None:
        """Close the connection and end the thread."""
        if self._pump is not None:
            self._pump.cancel()
        try:
            self._run_sync(self.client.close(), 10)
        finally:
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(10)
