"""One writer of ``bench_pg_commits.py``: an OS process standing for one ``wari-server``
process, writing move events through the server's own store exactly as the server does.

The writer opens the store with ``open_store`` (a PostgreSQL URL, or a data folder for
SQLite), puts it behind the server's ``AsyncStore`` (one thread, group commit), starts
its games (``add_game`` of a ``GameRow`` as ``game_start.begin_game`` stores one) and, on
PostgreSQL, takes a lease on each with a holder of its own (``take_lease``, as a process
of the cluster mode will), all in one job. Then, once told to go, it writes move events
(``add_event(game, event, generation=...)``: the lease's generation, so each write goes
through the database's fence) for ``seconds``:

- ``grouped``: every game of the writer writes its next move as soon as its last one is
  stored (a busy server: many games' moves waiting together, which the store's worker
  commits in one transaction);
- otherwise one write at a time, the games in turn (each commit holds one event: the
  commit rate itself).

``notify`` adds, in the move's own transaction, the ``pg_notify`` the bus decision plans
(``docs/server.md``, "Several processes: the message bus"; the server does not send it
yet), and the writer LISTENs on a connection of its own, as each server process will: a
thread reads (and parses) every notification, its own and the other writers', until
``DRAIN_QUIET`` s pass with none after the writing. ``listen_only``: a process that
writes nothing and only listens (a process serving none of the games being played, which
hears every move all the same: the fan-out). ``synchronous`` off sets
``synchronous_commit = off`` on the store's connection after it opened (the store sets
it on): for comparison only, since a commit then returns
before its log is on the disk and a PostgreSQL crash loses acknowledged moves.

The move event is a real one (the referee's third move of a rated 600+5 game, 179 bytes
as stored), its version, ply and time changed for each write.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import threading
import time
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

from wari_desktop.server.storage import Store
from wari_desktop.server.storage.choice import open_store
from wari_desktop.server.storage.interface import GameRow
from wari_desktop.server.storage.leases import new_holder
from wari_desktop.server.storage.worker import AsyncStore

#: Seconds a writer waits to be told to go.
GO_TIMEOUT = 120.0
#: Seconds a writer may take beyond its writing (connecting, starting its games, closing).
SLACK = 60.0
#: The bus's channel for game events (``docs/server.md``).
CHANNEL = "wari_game"
#: A listener stops once this many seconds pass with no notification after the writing.
DRAIN_QUIET = 0.5
#: ... and at the latest this many seconds after it.
DRAIN_MOST = 20.0


@dataclass
class Spec:
    """What one writer does (see the module's rules)."""

    index: int
    kind: str  # "postgresql" or "sqlite"
    where: str  # the URL, or the data folder
    games: list[str]
    seconds: float
    grouped: bool
    synchronous: bool = True
    notify: bool = False
    template: dict[str, Any] = field(default_factory=dict)
    listen_only: bool = False


@dataclass
class Result:
    """What one writer measured: its commits and events (jobs) in the timed writing, each
    write's latency (ms, from ``AsyncStore.run`` to its answer), the writing's seconds,
    its own processor seconds, and what failed."""

    index: int
    commits: int = 0
    events: int = 0
    latencies: list[float] = field(default_factory=list)
    seconds: float = 0.0
    cpu: float = 0.0
    failed: int = 0
    heard: int | None = None
    error: str | None = None


def move_event_template() -> dict[str, Any]:
    """A real move event: the referee's third move of a rated 600+5 game."""
    from wari_desktop.protocol import GameTerms
    from wari_desktop.rules.clock import TimeControl
    from wari_desktop.server.live_game import LiveGame, Seat

    live = LiveGame("template", (Seat("ama", 1500.0), Seat("kofi", 1500.0)),
                    GameTerms(TimeControl.parse("600+5"), rated=True))
    events: list[dict[str, Any]] = []
    for ply, name in enumerate(("ama", "kofi", "ama")):
        events = live.move(name, ply, live.game.legal_moves()[0], 3000)
    return dict(events[-1])


def start_games(games: list[str], holder: str | None, lease_seconds: float,
                store: Store) -> dict[str, int | None]:
    """The writer's games stored and (PostgreSQL) leased: each game's generation."""
    generations: dict[str, int | None] = {}
    seats = [{"name": "ama", "rating": 1500}, {"name": "kofi", "rating": 1500}]
    terms = {"clock": "600+5", "rated": True}
    for game in games:
        store.add_game(GameRow(game, "ama", "kofi", seats, terms, time.time()))
        generations[game] = (None if holder is None else
                             store.take_lease(game, holder, lease_seconds))  # type: ignore[attr-defined]
    if holder is not None:  # this setup's statistics reach pg_stat_database before "go"
        store._read("SELECT pg_stat_force_next_flush()")  # type: ignore[attr-defined]
    return generations


def write_move(game: str, event: dict[str, Any], generation: int | None, notify: bool,
               store: Store) -> None:
    """The server's write of one move (``app._write`` for a move), fenced by the lease's
    generation on PostgreSQL; with ``notify``, the bus's NOTIFY in the same transaction."""
    if generation is None:
        store.add_event(game, event)
    else:
        store.add_event(game, event, generation=generation)  # type: ignore[call-arg]
    if notify:
        payload = json.dumps({"game": game, "v": event["v"], "event": event},
                             separators=(",", ":"))
        store.notify(CHANNEL, payload)  # type: ignore[attr-defined]


class Writing:
    """The timed writing of one writer: its games' next versions, the latencies, the
    writes that failed."""

    def __init__(self, spec: Spec, store: AsyncStore, generations: dict[str, int | None],
                 deadline: float) -> None:
        self.spec = spec
        self.store = store
        self.generations = generations
        self.deadline = deadline
        self.versions = dict.fromkeys(spec.games, 1)
        self.latencies: list[float] = []
        self.failed = 0

    async def write_one(self, game: str) -> None:
        version = self.versions[game]
        event = dict(self.spec.template, v=version, ply=version - 1,
                     at=int(time.time() * 1000))
        began = time.perf_counter()
        try:
            await self.store.run(partial(write_move, game, event, self.generations[game],
                                         self.spec.notify))
        except Exception:  # a refused write: counted, and the game stops here
            self.failed += 1
            self.versions[game] = -1
            return
        self.latencies.append((time.perf_counter() - began) * 1000)
        self.versions[game] = version + 1

    async def game_loop(self, game: str) -> None:
        while time.perf_counter() < self.deadline and self.versions[game] > 0:
            await self.write_one(game)

    async def in_turn(self) -> None:
        turn = 0
        while time.perf_counter() < self.deadline and turn < 100_000_000:
            game = self.spec.games[turn % len(self.spec.games)]
            turn += 1
            if self.versions[game] > 0:
                await self.write_one(game)

    async def run(self) -> None:
        if self.spec.grouped:
            await asyncio.gather(*(self.game_loop(game) for game in self.spec.games))
        else:
            await self.in_turn()


class Listener:
    """A process's LISTEN connection to the bus, and a thread reading it: ``heard`` counts
    the notifications (each parsed as a process would)."""

    def __init__(self, url: str) -> None:
        import psycopg

        self.db = psycopg.connect(url, autocommit=True)
        self.db.execute(f"LISTEN {CHANNEL}")
        self.heard = 0
        self.deadline = float("inf")
        self.thread = threading.Thread(target=self._read, daemon=True)

    def start(self, deadline: float) -> None:
        self.deadline = deadline
        self.thread.start()

    def _read(self) -> None:
        while time.perf_counter() < self.deadline + DRAIN_MOST:
            got = 0
            for note in self.db.notifies(timeout=DRAIN_QUIET):
                json.loads(note.payload)
                got += 1
            self.heard += got
            if not got and time.perf_counter() > self.deadline:
                return

    def finish(self) -> int:
        self.thread.join(timeout=DRAIN_MOST + 5)
        self.db.close()
        return self.heard


def open_writer_store(spec: Spec) -> Store:
    """The server's store for ``spec``: PostgreSQL by URL as a serving process opens it
    (any number a database), or SQLite in a data folder as the server opens it (its lock,
    checkpoints in the background)."""
    if spec.kind == "sqlite":
        return open_store(Path(spec.where), None, serving=True)
    store = open_store(None, spec.where, serving=True)
    if not spec.synchronous:  # comparison only: never the server's setting
        store._db.execute("SET synchronous_commit = off")  # type: ignore[attr-defined]
    return store


async def run_writer(spec: Spec, ready: Any, go: Any) -> Result:
    """Open, start the games, say so on ``ready``, write once ``go`` is set, close."""
    result = Result(spec.index)
    listener = Listener(spec.where) if spec.notify else None
    if spec.listen_only:
        assert listener is not None
        return await listen_only(spec, listener, ready, go, result)
    store = AsyncStore(open_writer_store(spec))
    try:
        holder = None if spec.kind == "sqlite" else new_holder()
        generations = await store.run(partial(start_games, spec.games, holder,
                                              spec.seconds + SLACK + GO_TIMEOUT))
        commits, jobs = store.commits, store.jobs_done
        ready.put(spec.index)
        if not await asyncio.to_thread(go.wait, GO_TIMEOUT):
            raise RuntimeError("never told to go")
        cpu, began = time.process_time(), time.perf_counter()
        if listener is not None:
            listener.start(began + spec.seconds)
        writing = Writing(spec, store, generations, began + spec.seconds)
        await writing.run()
        result.seconds = time.perf_counter() - began
        result.commits, result.events = store.commits - commits, store.jobs_done - jobs
        result.latencies, result.failed = writing.latencies, writing.failed
        if listener is not None:
            result.heard = await asyncio.to_thread(listener.finish)
            listener = None
        result.cpu = time.process_time() - cpu
    finally:
        await asyncio.to_thread(store.close)
        if listener is not None:
            listener.db.close()
    return result


async def listen_only(spec: Spec, listener: Listener, ready: Any, go: Any,
                      result: Result) -> Result:
    """Listen from ``go`` to the end of the writing and its drain; write nothing."""
    try:
        ready.put(spec.index)
        if not await asyncio.to_thread(go.wait, GO_TIMEOUT):
            raise RuntimeError("never told to go")
        cpu = time.process_time()
        listener.start(time.perf_counter() + spec.seconds)
        result.heard = await asyncio.to_thread(listener.finish)
        result.cpu = time.process_time() - cpu
    finally:
        listener.db.close()
    return result


def writer(spec: Spec, ready: Any, go: Any, results: Any) -> None:
    """The OS process's entry point: run ``spec``, put its Result (or its error) on
    ``results``; bounded in time."""
    try:
        result = asyncio.run(asyncio.wait_for(run_writer(spec, ready, go),
                                              spec.seconds + SLACK + GO_TIMEOUT))
    except BaseException as error:
        result = Result(spec.index, error=f"{type(error).__name__}: {error}")
        with contextlib.suppress(Exception):
            ready.put(spec.index)  # never leave the parent waiting for this one
    results.put(result)
