"""The server's WebSocket connection (``websockets``' ``ServerConnection``, given to
``serve(create_connection=...)``) with what the library leaves to the application:

- It is counted from the TCP accept (``Admission.admit``), and closed at once when a cap
  refuses it or when it has not finished its upgrade ``handshake_seconds`` after the
  accept (``handshakes_timed_out`` in ``/metrics``).
- Every frame that is not a whole message (ping, pong, a fragment) is shown to
  ``on_frame`` as it arrives, so control frames spend the connection's frame allowance as
  messages do (the library answers pings by itself and hands out only whole messages).
- ``go_deaf`` stops reading a connection being closed for abuse: what it sends meanwhile
  (and the rest of the read that held the frame that closed it) is neither parsed nor
  handed out (only counted: ``abuse_bytes_ignored``), and the
  connection is dropped after a short grace if it has not closed by then.
- A connection refused or dropped by a cap (``hush``) logs nothing of its own: ``/metrics``
  counts them, and a line each would let a flood fill the log.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Any, ClassVar

from websockets.asyncio.server import ServerConnection
from websockets.frames import BINARY, TEXT, Frame
from websockets.protocol import Event

from .admission import Admission

#: Bytes handed to the WebSocket parser at once.
FEED_BYTES = 4096
#: The logger of connections refused or dropped by a cap: it says nothing.
SILENT = logging.getLogger("wari.server.refused")
SILENT.setLevel(logging.CRITICAL + 1)
SILENT.propagate = False


class GuardedConnection(ServerConnection):
    """A ``ServerConnection`` that the admission counts and that charges control frames.
    ``guarded_by`` makes the class that ``serve`` needs for one admission."""

    admission: ClassVar[Admission]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.address = "?"
        self.admitted = False
        self.upgrading = False
        self.deaf = False
        #: Called for each frame that is not a whole message (set once a session exists).
        self.on_frame: Callable[[], None] | None = None
        self._deadline: asyncio.TimerHandle | None = None
        self._grace: asyncio.TimerHandle | None = None

    @classmethod
    def guarded_by(cls, admission: Admission) -> type[GuardedConnection]:
        """The connection class for the server whose caps ``admission`` keeps."""
        return type("Guarded", (cls,), {"admission": admission})

    # -- from the accept to the upgrade -------------------------------------------------
    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        peer = transport.get_extra_info("peername")
        self.address = str(peer[0]) if peer else "?"
        if not self.admission.admit(self):
            self.hush()
            self.transport.abort()
            return
        self._deadline = self.loop.call_later(self.admission.config.handshake_seconds,
                                              self._too_slow)

    def _too_slow(self) -> None:
        """The upgrade has taken too long: drop the connection."""
        if self.upgrading:
            self.admission.metrics.handshakes_timed_out += 1
            self.hush()
            self.transport.abort()

    async def handshake(self, *args: Any, **kwargs: Any) -> None:
        try:
            await super().handshake(*args, **kwargs)
        finally:
            if self._deadline is not None:
                self._deadline.cancel()
            self.admission.upgraded(self)

    def connection_lost(self, exc: Exception | None) -> None:
        for timer in (self._deadline, self._grace):
            if timer is not None:
                timer.cancel()
        self.admission.closed(self)
        super().connection_lost(exc)

    def hush(self) -> None:
        """Log nothing more of this connection (refused or dropped by a cap)."""
        self.logger = self.protocol.logger = SILENT

    # -- frames -----------------------------------------------------------------------
    def data_received(self, data: bytes) -> None:
        """Parse what came a slice at a time (the event loop reads up to 256 KiB at once:
        tens of thousands of tiny frames), so that the frames after the one that closes
        the connection for abuse are not parsed."""
        for start in range(0, len(data), FEED_BYTES):
            if self.deaf:
                self.admission.metrics.abuse_bytes_ignored += len(data) - start
                return
            super().data_received(data[start:start + FEED_BYTES])

    def process_event(self, event: Event) -> None:
        if self.deaf:
            return
        if isinstance(event, Frame) and self.on_frame is not None and \
                not (event.fin and event.opcode in (TEXT, BINARY)):
            self.on_frame()
        super().process_event(event)

    def go_deaf(self, grace: float) -> None:
        """Stop reading (the connection is being closed for abuse); drop it after
        ``grace`` seconds if it has not closed by then."""
        if self.deaf:
            return
        self.deaf = True
        self.transport.pause_reading()
        self._grace = self.loop.call_later(grace, self.transport.abort)
