"""The message bus between the processes of one server: PostgreSQL's LISTEN/NOTIFY (why
this and not Redis: ``docs/server.md``, "Several processes: the message bus").

Rules:

- Every process LISTENs on ``wari_all`` (what all hear) and on its own channel
  (``channel_of(process)``: what is said to it alone), on a connection of its own.
- A message is a JSON object. ``send`` queues it and returns at once; one task sends the
  queue in order on a second connection (``synchronous_commit`` off: a notice is stored
  nowhere, so it need not wait for the disk). Messages from one process are heard in the
  order sent; the events of games are sent by the store inside their own transaction
  (``storage.postgres_notices``) and heard at its commit.
- A message longer than ``MOST_NOTICE`` goes as a parcel (``postgres_notices``), read back
  by the listener before the messages after it are delivered, so the order holds.
- ``deliver`` gets each message heard, in order, on the event loop (its own process's
  too: a message on ``wari_all`` names its sender in ``"p"``, and the receiver skips its
  own where that matters).
- The listening connection holds the process's lock ``ALIVE`` (``postgres_leases``) for
  its life: the others know the process is gone the moment its connection closes.
- When the listening connection fails, the bus connects again (every second) and calls
  ``reconnected``: what was said meanwhile is lost, and the process catches up from the
  database.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import Callable
from typing import Any

import psycopg

from ..storage.postgres_leases import ALIVE, HOLD_ALIVE
from ..storage.postgres_notices import READ_PARCEL, notice_query

log = logging.getLogger("wari.server.cluster")
#: The channel every process hears.
ALL = "wari_all"
#: Seconds between two attempts to connect again.
RETRY_SECONDS = 1.0


def channel_of(process: str) -> str:
    """The channel only ``process`` hears."""
    return f"wari_p_{process}"


def encode(message: dict[str, Any]) -> str:
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)


class Bus:
    """One process's ends of the bus (see the module's rules)."""

    def __init__(self, url: str, process: str,
                 deliver: Callable[[dict[str, Any]], None],
                 reconnected: Callable[[], None]) -> None:
        self.url = url
        self.process = process
        self._deliver = deliver
        self._reconnected = reconnected
        self._queue: asyncio.Queue[tuple[str, str] | None] = asyncio.Queue()
        self._listen: psycopg.AsyncConnection[Any] | None = None
        self._talk: psycopg.AsyncConnection[Any] | None = None
        self._tasks: list[asyncio.Task[None]] = []
        #: Messages sent and heard (``/metrics``).
        self.sent = 0
        self.heard = 0

    async def _connect(self, role: str) -> psycopg.AsyncConnection[Any]:
        db = await psycopg.AsyncConnection.connect(
            self.url, autocommit=True, connect_timeout=10,
            application_name=f"wari-server {self.process} {role}")
        await db.execute("SET synchronous_commit = off")
        return db

    async def start(self) -> None:
        """Connect both ends and LISTEN; from then on everything said is heard."""
        self._talk = await self._connect("talk")
        self._listen = await self._listening()
        loop = asyncio.get_running_loop()
        self._tasks = [loop.create_task(self._read()), loop.create_task(self._send())]

    async def _listening(self) -> psycopg.AsyncConnection[Any]:
        db = await self._connect("listen")
        await db.execute(HOLD_ALIVE, (ALIVE, self.process))  # this process is alive
        await db.execute(f"LISTEN {ALL}")
        await db.execute(f"LISTEN {channel_of(self.process)}")
        return db

    async def stop(self) -> None:
        """Send what is queued (a second at most), then close."""
        self._queue.put_nowait(None)
        with contextlib.suppress(Exception):
            await asyncio.wait_for(asyncio.shield(self._tasks[1]), 1.0)
        for task in self._tasks:
            task.cancel()
        for db in (self._listen, self._talk):
            if db is not None:
                with contextlib.suppress(Exception):
                    await db.close()

    def send(self, to: str | None, message: dict[str, Any]) -> None:
        """Say ``message`` to the process ``to`` (None: to every process)."""
        self._queue.put_nowait((ALL if to is None else channel_of(to), encode(message)))

    async def execute(self, query: str, values: Any = ()) -> list[tuple[Any, ...]]:
        """Run ``query`` on the talking connection (the parts of the lobby); its rows."""
        db = await self._talking()
        cursor = await db.execute(query, values)
        return list(await cursor.fetchall()) if cursor.description else []

    async def _talking(self) -> psycopg.AsyncConnection[Any]:
        if self._talk is None or self._talk.closed or self._talk.broken:
            self._talk = await self._connect("talk")
        return self._talk

    async def _send(self) -> None:
        while True:
            item = await self._queue.get()
            if item is None:
                return
            channel, text = item
            query, values = notice_query(channel, text)
            try:
                await self.execute(query, values)
                self.sent += 1
            except psycopg.Error as error:  # the notice is lost: the others catch up
                log.warning("bus: could not send on %s: %s", channel, error)

    async def _read(self) -> None:
        while True:
            try:
                assert self._listen is not None
                async for notice in self._listen.notifies():
                    await self._heard(notice.payload)
            except (psycopg.Error, OSError) as error:
                log.warning("bus: the listening connection failed (%s); connecting again",
                            error)
            self._listen = await self._reconnect()
            self._reconnected()

    async def _reconnect(self) -> psycopg.AsyncConnection[Any]:
        while True:
            await asyncio.sleep(RETRY_SECONDS)
            with contextlib.suppress(psycopg.Error, OSError):
                return await self._listening()

    async def _heard(self, payload: str) -> None:
        try:
            message = json.loads(payload)
            if isinstance(message, dict) and set(message) == {"parcel"}:
                rows = await self.execute(READ_PARCEL, (int(message["parcel"]),))
                if not rows:
                    return
                message = json.loads(rows[0][0])
        except (ValueError, TypeError, psycopg.Error) as error:
            log.warning("bus: a message that does not read: %s", error)
            return
        if isinstance(message, dict):
            self.heard += 1
            try:
                self._deliver(message)
            except Exception:
                log.exception("bus: a message could not be handled")
