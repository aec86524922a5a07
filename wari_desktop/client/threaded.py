"""A ``Client`` on a thread of its own, for programs that are not asyncio: the same
requests, each returning a ``concurrent.futures.Future`` that gives what ``Client``'s
coroutine returns or raises (the ``errors`` family); each frame the server sends of its own
accord goes to ``on_frame`` (called on the client's thread: a window passes it on to its
own). Once closed it refuses use, as python-chess's ``SimpleEngine`` does: every request
then gives a future already failed with ``ClientClosed``, never one that waits for ever."""

from __future__ import annotations

import concurrent.futures
import logging
import threading
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

from ..protocol.messages import ServerMessage
from .calls import Calls
from .client import Client
from .errors import ClientClosed
from .loop_thread import LoopStopped, LoopThread

log = logging.getLogger(__name__)

#: Seconds a close may take before it is given up.
CLOSE_WAIT = 10.0

T = TypeVar("T")


def _closed() -> Exception:
    return ClientClosed("the client is closed")


class ThreadedClient(Calls[concurrent.futures.Future[ServerMessage]]):
    """Runs a ``Client`` for ``url`` in a daemon thread with its own event loop."""

    def __init__(self, url: str, token: str | None = None,
                 on_frame: Callable[[dict[str, Any]], None] | None = None,
                 on_state: Callable[[str], None] | None = None, **options: Any) -> None:
        self._thread = LoopThread("wari-client")
        self.on_frame = on_frame
        self.client: Client = self._thread.call(self._make(url, token, on_state, options), 60)
        self._pump: concurrent.futures.Future[None] | None = None
        self._closing = threading.Lock()

    @staticmethod
    async def _make(url: str, token: str | None, on_state: Any,
                    options: dict[str, Any]) -> Client:
        return Client(url, token, on_state=on_state, **options)

    @property
    def closed(self) -> bool:
        return self._thread.stopped

    def start(self, timeout: float = 30) -> dict[str, Any]:
        """Connect (blocking up to ``timeout``): the welcome frame. ``Client.start``'s
        errors; ClientClosed after ``close``."""
        welcome = self._thread.submit(self.client.start(), _closed).result(timeout)
        self._pump = self._thread.submit(self._deliver(), _closed)
        return dict(welcome)

    async def _deliver(self) -> None:
        while True:
            frame = await self.client.next_frame()
            if self.on_frame is not None:
                self.on_frame(frame)

    def request(self, kind: str, **fields: Any) -> concurrent.futures.Future[dict[str, Any]]:
        """Send a request; its future gives the answer or raises as ``Client.request``
        (ClientClosed, at once, after ``close``)."""
        return self._thread.submit(self.client.request(kind, **fields), _closed)

    def _call(self, kind: str, fields: dict[str, Any]
              ) -> concurrent.futures.Future[ServerMessage]:
        """The named requests (``Calls``: ``client.move(game, ply, move)``): the future of
        the typed answer (``Client.ask``), ClientClosed at once after ``close``."""
        return self._thread.submit(self.client.ask(kind, **fields), _closed)

    def run(self, coroutine: Coroutine[Any, Any, T]) -> concurrent.futures.Future[T]:
        """Run ``coroutine`` on the client's loop (where it may use ``self.client``), for
        work of several steps such as taking a seat at a hosted game (ClientClosed, at
        once, after ``close``)."""
        return self._thread.submit(coroutine, _closed)

    def drop(self) -> None:
        """Cut the connection (it comes back on its own)."""
        self._thread.call_soon(self.client.drop)

    def close(self) -> None:
        """Close the connection and end the thread; nothing more is sent. Calling it again
        does nothing. A close that cannot finish within ``CLOSE_WAIT`` seconds (a network
        that holds the last packets) is given up: the thread is stopped all the same, and
        nothing is raised, for nothing more is wanted of the connection."""
        with self._closing:  # two threads closing at once: the second finds it closed
            if self._thread.stopped:
                return
            if self._pump is not None:
                self._pump.cancel()
            try:
                self._thread.call(self.client.close(), CLOSE_WAIT)
            except TimeoutError:
                log.warning("closing the connection to %s took over %s s: stopped anyway",
                            self.client.url, CLOSE_WAIT)
            except LoopStopped:  # the loop stopped by other means meanwhile: nothing to do
                pass
            finally:
                self._thread.stop(10)
