"""One "server process" of ``bench_bus.py``: a real OS process that subscribes to the bus
and publishes small game events on it, as a ``wari-server`` process would, and reports
what it sent and the latency of every message it heard from the others.

Each message is a JSON game event of about 200 bytes carrying its origin (the process's
index), its sequence number there and the instant it was published
(``time.monotonic()``: CLOCK_MONOTONIC, one clock for every process of this machine). A
process ignores its own messages: the latency is from one process's publish to another's
receipt.

Buses: ``postgres`` (``SELECT pg_notify(...)`` on an autocommit connection: each message
its own transaction, committed with ``synchronous_commit`` on), ``postgres-async`` (the
same with ``synchronous_commit = off`` on the publishing connections: no wait for the
log's flush), ``redis`` (``PUBLISH``). psycopg 3 (async) and redis-py (``redis.asyncio``).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

CHANNEL = "wari_events"
DRAIN_QUIET = 0.5  # a subscriber is done once it has heard nothing for this long ...
DRAIN_MAX = 8.0  # ... or after this long past the end of publishing
GO_TIMEOUT = 60.0  # seconds a ready process waits for the others


def game_event(origin: int, seq: int) -> str:
    """A move's event as a server would pass it on (about 200 bytes of JSON)."""
    return json.dumps({
        "type": "event", "game": f"g{origin:02d}-{seq % 500:06d}", "version": seq,
        "ply": seq % 200, "move": seq % 6, "by": "south" if seq % 2 else "north",
        "board": [4, 4, 0, 5, 5, 5, 4, 4, 4, 0, 5, 5], "score": [2, 1],
        "clock": {"south": 291.4, "north": 288.9}, "origin": origin, "seq": seq,
        "sent": time.monotonic()}, separators=(",", ":"))


@dataclass
class Job:
    """What one process does: ``mode`` is ``rate`` (publish ``rate`` messages a second
    for ``seconds``), ``flood`` (``tasks`` publishers each as fast as it can) or
    ``reconnect`` (as ``rate``; process 0 drops its subscription from ``away_from`` to
    ``away_to`` seconds after the start and subscribes again)."""

    bus: str
    url: str
    index: int
    mode: str
    rate: float
    seconds: float
    tasks: int = 1
    away_from: float = 0.0
    away_to: float = 0.0


@dataclass
class Report:
    index: int
    sent: int = 0
    received: int = 0
    latencies: list[float] = field(default_factory=list)
    heard: dict[int, list[int]] = field(default_factory=dict)
    away: tuple[float, float] | None = None
    publish_seconds: float = 0.0
    start: float = 0.0
    last_heard: float = 0.0
    cpu: float = 0.0
    error: str = ""


class Bus:
    """One process's connections to a bus: publishers and one subscriber."""

    async def publish(self, task: int, payload: str) -> None:
        raise NotImplementedError

    async def subscribe(self) -> None:
        raise NotImplementedError

    async def unsubscribe(self) -> None:
        raise NotImplementedError

    def messages(self) -> AsyncIterator[str]:
        raise NotImplementedError

    async def close(self) -> None:
        raise NotImplementedError


class PostgresBus(Bus):
    """LISTEN on one connection, ``pg_notify`` on ``tasks`` others (autocommit)."""

    def __init__(self, url: str, tasks: int, synchronous: bool) -> None:
        self.url, self.tasks, self.synchronous = url, tasks, synchronous
        self.publishers: list[Any] = []
        self.listener: Any = None

    async def open(self) -> None:
        import psycopg

        for _ in range(self.tasks):
            connection = await psycopg.AsyncConnection.connect(self.url, autocommit=True)
            if not self.synchronous:
                await connection.execute("SET synchronous_commit = off")
            self.publishers.append(connection)
        await self.subscribe()

    async def publish(self, task: int, payload: str) -> None:
        await self.publishers[task].execute("SELECT pg_notify(%s, %s)", (CHANNEL, payload))

    async def subscribe(self) -> None:
        import psycopg

        self.listener = await psycopg.AsyncConnection.connect(self.url, autocommit=True)
        await self.listener.execute(f"LISTEN {CHANNEL}")

    async def unsubscribe(self) -> None:
        listener, self.listener = self.listener, None
        await listener.close()

    async def messages(self) -> AsyncIterator[str]:
        async for notify in self.listener.notifies():
            yield notify.payload

    async def close(self) -> None:
        for connection in [*self.publishers, self.listener]:
            if connection is not None:
                await connection.close()


class RedisBus(Bus):
    """SUBSCRIBE on one connection, PUBLISH on ``tasks`` others."""

    def __init__(self, url: str, tasks: int) -> None:
        self.url, self.tasks = url, tasks
        self.publishers: list[Any] = []
        self.client: Any = None
        self.pubsub: Any = None

    async def open(self) -> None:
        import redis.asyncio as redis

        self.publishers = [redis.Redis.from_url(self.url) for _ in range(self.tasks)]
        for publisher in self.publishers:
            await publisher.ping()
        await self.subscribe()

    async def publish(self, task: int, payload: str) -> None:
        await self.publishers[task].publish(CHANNEL, payload)

    async def subscribe(self) -> None:
        import redis.asyncio as redis

        self.client = redis.Redis.from_url(self.url)
        self.pubsub = self.client.pubsub(ignore_subscribe_messages=True)
        await self.pubsub.subscribe(CHANNEL)

    async def unsubscribe(self) -> None:
        pubsub, client = self.pubsub, self.client
        self.pubsub = self.client = None
        await pubsub.aclose()
        await client.aclose()

    async def messages(self) -> AsyncIterator[str]:
        async for message in self.pubsub.listen():
            if message.get("type") == "message":
                yield message["data"].decode()

    async def close(self) -> None:
        for publisher in self.publishers:
            await publisher.aclose()
        if self.pubsub is not None:
            await self.unsubscribe()


async def open_bus(job: Job) -> Bus:
    bus: PostgresBus | RedisBus
    if job.bus == "redis":
        bus = RedisBus(job.url, job.tasks)
    else:
        bus = PostgresBus(job.url, job.tasks, synchronous=job.bus == "postgres")
    await bus.open()
    return bus


async def listen(bus: Bus, report: Report, stop: asyncio.Event) -> None:
    """Hear messages until ``stop``; record the latency and (origin, seq) of the others'."""
    async for payload in bus.messages():
        now = time.monotonic()
        message = json.loads(payload)
        if message["origin"] != report.index:
            report.received += 1
            report.last_heard = now
            report.latencies.append(now - message["sent"])
            report.heard.setdefault(message["origin"], []).append(message["seq"])
        if stop.is_set():
            return


async def publish_paced(bus: Bus, job: Job, report: Report, start: float) -> None:
    """``job.rate`` messages a second for ``job.seconds`` (catching up if behind)."""
    count = int(job.rate * job.seconds)
    for seq in range(count):
        delay = start + seq / job.rate - time.monotonic()
        if delay > 0:
            await asyncio.sleep(delay)
        await bus.publish(0, game_event(job.index, report.sent))
        report.sent += 1


async def publish_flood(bus: Bus, job: Job, report: Report, start: float) -> None:
    """``job.tasks`` publishers, each publishing as fast as it can for ``job.seconds``."""
    end = start + job.seconds

    async def one(task: int) -> None:
        while time.monotonic() < end:
            seq = report.sent
            report.sent += 1
            await bus.publish(task, game_event(job.index, seq))

    await asyncio.gather(*(one(task) for task in range(job.tasks)))


async def go_away(bus: Bus, job: Job, report: Report, start: float,
                  listener: list[asyncio.Task[None]], stop: asyncio.Event) -> None:
    """Process 0 of ``reconnect``: drop the subscription, come back a while later."""
    await asyncio.sleep(max(0.0, start + job.away_from - time.monotonic()))
    listener[0].cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await listener[0]
    await bus.unsubscribe()
    left = time.monotonic()
    await asyncio.sleep(max(0.0, start + job.away_to - time.monotonic()))
    await bus.subscribe()
    report.away = (left, time.monotonic())
    listener[0] = asyncio.create_task(listen(bus, report, stop))


async def drain(report: Report) -> None:
    """Wait until nothing has been heard for DRAIN_QUIET (at most DRAIN_MAX)."""
    deadline = time.monotonic() + DRAIN_MAX
    last = -1
    while time.monotonic() < deadline and report.received != last:
        last = report.received
        await asyncio.sleep(DRAIN_QUIET)


async def run_job(job: Job, ready: Any, go: Any) -> Report:
    """Open the bus, say so on ``ready``, publish once ``go`` is set, drain."""
    report = Report(job.index)
    bus = await open_bus(job)
    stop = asyncio.Event()
    listener = [asyncio.create_task(listen(bus, report, stop))]
    try:
        ready.put(job.index)
        if not await asyncio.to_thread(go.wait, GO_TIMEOUT):
            raise RuntimeError("never told to go")
        start = report.start = time.monotonic()
        cpu = time.process_time()
        away = None
        if job.mode == "reconnect" and job.index == 0:
            away = asyncio.create_task(go_away(bus, job, report, start, listener, stop))
        publish = publish_flood if job.mode == "flood" else publish_paced
        await publish(bus, job, report, start)
        report.publish_seconds = time.monotonic() - start
        if away is not None:
            await away
        await drain(report)
        report.cpu = time.process_time() - cpu
    finally:
        stop.set()
        listener[0].cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await listener[0]
        await bus.close()
    return report


def worker(job: Job, ready: Any, go: Any, timeout: float, results: Any) -> None:
    """Entry point of the OS process: run ``job`` (``ready``/``go``: a queue and an event
    shared with the parent, to start every process together), put its Report (or the
    error) on ``results``; bounded by ``timeout`` seconds in all."""
    try:
        report = asyncio.run(asyncio.wait_for(run_job(job, ready, go), timeout))
    except BaseException as error:
        report = Report(job.index, error=f"{type(error).__name__}: {error}")
        ready.put(job.index)  # never leave the parent waiting for this one to be ready
    results.put(report)
