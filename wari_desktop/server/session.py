"""One client's connection: who signed in on it, its limits, what it follows, and the
queue of frames going out to it (so one slow client never holds up another)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from dataclasses import dataclass, field

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from ..protocol.messages import ServerMessage
from .config import ServerConfig
from .security import TokenBucket
from .storage import Account

log = logging.getLogger("wari.server")
#: Reads of past games from the store a connection may make: a second, and at once.
READ_RATE = 2.0
READ_BURST = 10.0
#: Seconds for one strike to fade.
STRIKE_FADE = 60.0
#: Frames waiting to go out to one client before it is closed as too slow to keep up.
MOST_QUEUED = 2000


@dataclass(eq=False)
class Session:
    """A connection and what the server knows of it."""

    ws: ServerConnection
    address: str
    config: ServerConfig
    account: Account | None = None
    token_digest: str | None = None
    greeted: bool = False
    strikes: int = 0
    _struck_at: float = 0.0
    lobby: bool = False
    closing: bool = False
    watching: set[str] = field(default_factory=set)
    bucket: TokenBucket = field(init=False)
    #: Reads of past games from the store (``history``), besides the frame rate.
    reads: TokenBucket = field(init=False)
    _out: asyncio.Queue[str | None] = field(init=False)
    _writer: asyncio.Task[None] | None = field(init=False, default=None)

    def __post_init__(self) -> None:
        self.bucket = TokenBucket(self.config.frame_rate, self.config.frame_burst)
        self.reads = TokenBucket(READ_RATE, READ_BURST)
        self._out = asyncio.Queue()
        self._writer = asyncio.get_running_loop().create_task(self._write())

    @property
    def name(self) -> str | None:
        return self.account.name if self.account else None

    def strike(self, most: int) -> None:
        """Count one refused bad or excessive frame; strikes fade, one a minute, so a
        long-lived client is closed only for a burst of them, not for a few a day."""
        now = time.monotonic()
        faded = int((now - self._struck_at) / STRIKE_FADE)
        if faded:
            self.strikes = max(0, self.strikes - faded)
            self._struck_at = now
        if not self.strikes:
            self._struck_at = now
        self.strikes = min(most, self.strikes + 1)

    def send(self, frame: ServerMessage | str) -> None:
        """Queue ``frame`` (a typed message, or its JSON text already made: ``encode``)
        for the client."""
        if self.closing:
            return
        if self._out.qsize() >= MOST_QUEUED:
            self.close(1008, "too slow: frames waiting to be read piled up")
            return
        self._out.put_nowait(frame if isinstance(frame, str) else encode(frame))

    def close(self, code: int, reason: str) -> None:
        """Close the connection with ``code`` and a short ``reason`` (after what is queued);
        frames that arrive meanwhile are not read."""
        if self.closing:
            return
        self.closing = True
        self._out.put_nowait(None)
        asyncio.get_running_loop().create_task(self._close(code, reason))

    async def _close(self, code: int, reason: str) -> None:
        """Close once the frames queued before have gone (at most 5 s)."""
        if self._writer is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(asyncio.shield(self._writer), 5)
        with contextlib.suppress(Exception):
            await self.ws.close(code, reason[:120])

    async def _write(self) -> None:
        try:
            while True:
                text = await self._out.get()
                if text is None:
                    return
                await self.ws.send(text)
        except ConnectionClosed:
            return
        except Exception:  # a frame that cannot be sent: close rather than fall silent
            log.exception("cannot send to %s", self.address)
            self.closing = True
            with contextlib.suppress(Exception):
                await self.ws.close(1011, "the server could not send a frame")

    def stop(self) -> None:
        """The connection has ended: stop writing."""
        if self._writer is not None:
            self._writer.cancel()


def encode(frame: ServerMessage) -> str:
    """A frame as compact JSON text."""
    return json.dumps(frame.to_json(), separators=(",", ":"), ensure_ascii=False)
