"""Exactly one referee per game at a time, at the store (``storage/leases.py``,
``postgres_leases.py``): a game's lease by the database's clock, its generation, and the
database refusing a write whose generation is not the lease's (``LeaseLost``), with
nothing of it written; a real process stopped past its lease (SIGSTOP) that cannot write
a single event once another holder took its game. A real PostgreSQL cluster
(tests/server/postgres.py); the server does not use leases yet."""

from __future__ import annotations

import asyncio
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from tests.postgres_cluster import required

if not required():  # CI installs it (the test extra); elsewhere these tests skip without
    pytest.importorskip("psycopg", reason="psycopg is not installed (pip install "
                        "'wari-desktop[postgresql]')")
import psycopg

from wari_desktop.server.storage import AsyncStore, GameRow, SqliteStore, Store
from wari_desktop.server.storage.leases import LeaseLost, LeaseStore, new_holder
from wari_desktop.server.storage.postgres_store import PostgresStore

from . import lease_writer

pytestmark = pytest.mark.usefixtures("postgres_cluster")
ROOT = Path(__file__).resolve().parents[2]
#: The longest any wait of these tests goes on (a bound, not a pace).
WAIT_SECONDS = 60.0


def _game(store: PostgresStore, game_id: str = "g1") -> str:
    store.add_game(GameRow(game_id, "ama", "kofi", [], {}, 1.0))
    store.commit()
    return game_id


def _event(v: int, by: str = "") -> dict[str, Any]:
    return {"v": v, "e": "move", "by": by}


def _take_once_expired(store: PostgresStore, game: str, holder: str, seconds: float) -> int:
    """Take ``game``'s lease as soon as the database lets ``holder`` (it has expired)."""
    deadline = time.monotonic() + WAIT_SECONDS
    while time.monotonic() < deadline:
        generation = store.take_lease(game, holder, seconds)
        store.commit()
        if generation is not None:
            return generation
        time.sleep(0.02)  # polling the database's clock, bounded by the deadline
    raise AssertionError(f"{holder} never took {game}")


def _versions(url: str, game: str) -> list[tuple[int, int | None]]:
    """Every event of ``game`` as (version, generation), by version."""
    with psycopg.connect(url) as db:
        return [(int(v), g) for v, g in db.execute(
            "SELECT v, generation FROM events WHERE game = %s ORDER BY v", (game,))]


def test_a_second_holder_waits_for_the_lease_then_fences_the_first(postgres_url: str) -> None:
    first, second = PostgresStore(postgres_url), PostgresStore(postgres_url)
    game = _game(first)
    assert first.take_lease(game, "first", 30) == 1
    first.commit()
    assert second.take_lease(game, "second", 30) is None  # valid: refused
    second.commit()
    assert first.take_lease(game, "first", 30) == 1  # its own: the same generation
    first.add_event(game, _event(1, "first"), generation=1)
    first.commit()
    assert first.renew_leases("first", 0.2) == [game]  # it expires in 0.2 s, by the database
    first.commit()
    assert _take_once_expired(second, game, "second", 30) == 2
    with pytest.raises(LeaseLost):
        first.add_event(game, _event(2, "first"), generation=1)  # the next version, fenced
    first.rollback()
    assert _versions(postgres_url, game) == [(1, 1)]
    second.add_event(game, _event(2, "second"), generation=2)
    second.commit()
    assert _versions(postgres_url, game) == [(1, 1), (2, 2)]
    lease = second.lease(game)
    assert lease is not None and (lease.holder, lease.generation) == ("second", 2)
    assert lease.seconds_left > 0
    first.close()
    second.close()


def test_renewals_keep_leases_and_a_takeover_drops_its_game(postgres_url: str) -> None:
    first, second = PostgresStore(postgres_url), PostgresStore(postgres_url)
    kept, lost = _game(first, "kept"), _game(first, "lost")
    assert first.take_lease(kept, "first", 30) == 1
    assert first.take_lease(lost, "first", 30) == 1
    first.commit()
    assert first.renew_leases("first", 30) == sorted([kept, lost])
    first.commit()
    assert second.take_lease(lost, "second", 30) is None
    second.commit()
    first.take_lease(lost, "first", 0.2)  # this one alone runs out
    first.commit()
    assert _take_once_expired(second, lost, "second", 30) == 2
    assert first.renew_leases("first", 30) == [kept]
    first.commit()
    assert second.take_lease(kept, "second", 30) is None  # the renewal kept it
    second.commit()
    first.add_event(kept, _event(1), generation=1)
    first.commit()
    first.close()
    second.close()


def test_a_released_lease_is_taken_at_once_and_its_holder_fenced(postgres_url: str) -> None:
    first, second = PostgresStore(postgres_url), PostgresStore(postgres_url)
    game = _game(first)
    assert first.take_lease(game, "first", 30) == 1
    first.release_lease(game, "second")  # not its holder: nothing happens
    first.commit()
    assert second.take_lease(game, "second", 30) is None
    second.commit()
    first.release_lease(game, "first")
    first.commit()
    with pytest.raises(LeaseLost):
        first.add_event(game, _event(1), generation=1)
    first.rollback()
    assert second.take_lease(game, "second", 30) == 2
    second.commit()
    assert first.renew_leases("first", 30) == []
    first.commit()
    assert first.take_lease(game, "first", 30) is None
    first.commit()
    assert _versions(postgres_url, game) == []
    first.close()
    second.close()


def test_the_end_of_a_game_is_fenced_too(postgres_url: str) -> None:
    first, second = PostgresStore(postgres_url), PostgresStore(postgres_url)
    game = _game(first)
    first.take_lease(game, "first", 0.2)
    first.commit()
    assert _take_once_expired(second, game, "second", 30) == 2
    with pytest.raises(LeaseLost):
        first.finish_game(game, "resign", "south", "ogn", 2.0, generation=1)
    first.rollback()
    stored = second.game(game)
    assert stored is not None and not stored.finished
    second.finish_game(game, "resign", "north", "ogn", 2.0, generation=2)
    second.commit()
    stored = first.game(game)
    assert stored is not None and stored.finished and stored.winner == "north"
    first.close()
    second.close()


def test_writes_without_a_generation_only_for_a_game_never_leased(postgres_url: str) -> None:
    """The one-process server writes without leases, as before; once a game is leased,
    a write without its generation (or with a made-up one) is refused."""
    store = PostgresStore(postgres_url)
    free, leased = _game(store, "free"), _game(store, "leased")
    store.add_event(free, _event(1))
    store.commit()
    with pytest.raises(LeaseLost):
        store.add_event(free, _event(2), generation=1)  # no lease: no generation to carry
    store.rollback()
    assert store.take_lease(leased, new_holder(), 30) == 1
    store.commit()
    for generation in (None, 2):
        with pytest.raises(LeaseLost):
            store.add_event(leased, _event(1), generation=generation)
        store.rollback()
    assert _versions(postgres_url, free) == [(1, None)]
    assert _versions(postgres_url, leased) == []
    store.close()


def test_a_refused_write_in_a_batch_is_undone_alone(postgres_url: str) -> None:
    """Through ``AsyncStore`` (as the server writes): the fenced job gets ``LeaseLost``
    (a ``StoreFailed``: ``not-stored``); the other jobs of its batch are kept."""
    writer, taker = PostgresStore(postgres_url), PostgresStore(postgres_url)
    mine, taken = _game(writer, "mine"), _game(writer, "taken")
    writer.take_lease(mine, "w", 30)
    writer.take_lease(taken, "w", 0.2)
    writer.commit()
    assert _take_once_expired(taker, taken, "t", 30) == 2
    worker = AsyncStore(writer)

    def event(game: str) -> Any:
        return lambda store: store.add_event(game, _event(1), generation=1)

    async def both() -> list[Any]:
        return await asyncio.gather(worker.run(event(mine)), worker.run(event(taken)),
                                    return_exceptions=True)

    outcomes = asyncio.run(both())
    worker.close()
    assert outcomes[0] is None and isinstance(outcomes[1], LeaseLost)
    assert _versions(postgres_url, mine) == [(1, 1)]
    assert _versions(postgres_url, taken) == []
    taker.close()


def test_the_sqlite_store_has_no_leases(tmp_path: Path, postgres_url: str) -> None:
    """One process serves a data folder (its lock): it referees every game."""
    sqlite: Store = SqliteStore(tmp_path / "data")
    postgres: Store = PostgresStore(postgres_url)
    assert not isinstance(sqlite, LeaseStore)
    assert isinstance(postgres, LeaseStore)
    sqlite.close()
    postgres.close()


class _Lines:
    """A process's output lines as they come (a thread reads them)."""

    def __init__(self, process: subprocess.Popen[str]) -> None:
        self.seen: list[str] = []
        self._lines: queue.Queue[str] = queue.Queue()
        assert process.stdout is not None
        stdout = process.stdout
        threading.Thread(target=lambda: [self._lines.put(line.strip()) for line in stdout],
                         daemon=True).start()

    def until(self, done: Any) -> None:
        """Read lines until ``done(self.seen)``, for at most ``WAIT_SECONDS``."""
        deadline = time.monotonic() + WAIT_SECONDS
        while not done(self.seen):
            self.seen.append(self._lines.get(timeout=max(0.0, deadline - time.monotonic())))

    def wrote(self) -> int:
        return sum(line.startswith("wrote ") for line in self.seen)


def test_a_stale_process_cannot_write_a_single_event(postgres_url: str) -> None:
    """A referee in a process of its own writes under a 1 s lease; stopped (SIGSTOP) far
    past it, its game is taken over and played on; woken (SIGCONT), its next write is
    refused: it says so and stops, and no event of it follows the takeover."""
    taker = PostgresStore(postgres_url)
    game = _game(taker)
    process = subprocess.Popen(
        [sys.executable, "-m", "tests.server.lease_writer", postgres_url, game, "stale",
         "1.0"], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        lines = _Lines(process)
        lines.until(lambda seen: len(seen) >= 4)
        assert lines.seen[0] == "ready 1"
        os.kill(process.pid, signal.SIGSTOP)
        assert _take_once_expired(taker, game, "taker", 30) == 2
        before = _versions(postgres_url, game)
        assert before and {g for _, g in before} == {1}
        for v in range(len(before) + 1, len(before) + 4):
            taker.add_event(game, _event(v, "taker"), generation=2)
        taker.commit()
        os.kill(process.pid, signal.SIGCONT)
        assert process.wait(timeout=WAIT_SECONDS) == lease_writer.LOST
        lines.until(lambda seen: "lost" in seen)
    finally:
        if process.poll() is None:
            os.kill(process.pid, signal.SIGCONT)
            process.kill()
            process.wait()
    after = _versions(postgres_url, game)
    assert [v for v, _ in after] == list(range(1, len(after) + 1))  # no version twice
    assert [e for e in after if e[1] == 1] == before  # not one more stale event
    assert [g for _, g in after[len(before):]] == [2, 2, 2]
    assert lines.wrote() == len(before)  # every write it was told was stored is there
    taker.close()


def _stopped(pid: int) -> bool:
    """Whether the process ``pid`` is stopped (``T`` in /proc)."""
    return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] == "T"


def test_a_process_stopped_inside_a_write_neither_blocks_the_takeover_nor_writes(
        postgres_url: str) -> None:
    """Stopped with its event written and not committed (the lease's row locked by its
    fence), the referee's session is ended by PostgreSQL after ``idle_seconds``: the
    takeover goes through, the uncommitted event is gone, and woken it writes nothing."""
    taker = PostgresStore(postgres_url)
    game = _game(taker)
    process = subprocess.Popen(
        [sys.executable, "-m", "tests.server.lease_writer", postgres_url, game, "stale",
         "1.0", "inside"], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        lines = _Lines(process)
        lines.until(lambda seen: "stopping" in seen)
        deadline = time.monotonic() + WAIT_SECONDS
        while not _stopped(process.pid) and time.monotonic() < deadline:
            time.sleep(0.01)  # until it has stopped itself, bounded
        assert _take_once_expired(taker, game, "taker", 30) == 2
        before = _versions(postgres_url, game)
        assert before == [(1, 1), (2, 1), (3, 1)]  # the fourth was never committed
        taker.add_event(game, _event(4, "taker"), generation=2)
        taker.commit()
        os.kill(process.pid, signal.SIGCONT)
        assert process.wait(timeout=WAIT_SECONDS) == lease_writer.LOST
        lines.until(lambda seen: "lost" in seen)
    finally:
        if process.poll() is None:
            os.kill(process.pid, signal.SIGCONT)
            process.kill()
            process.wait()
    assert _versions(postgres_url, game) == [(1, 1), (2, 1), (3, 1), (4, 2)]
    assert lines.wrote() == 3 and "failed" in lines.seen  # its commit found no session
    taker.close()


def test_a_database_of_version_1_keeps_its_games_and_takes_leases(postgres_url: str) -> None:
    """The step to version 2 on a database the first PostgreSQL server wrote: its events
    stay (without a generation), its games go on unleased, and can be leased."""
    from wari_desktop.server.storage.postgres_migrations import MIGRATIONS

    with psycopg.connect(postgres_url, autocommit=True) as db:
        db.execute("CREATE TABLE wari_schema (version INTEGER NOT NULL)")
        db.execute("INSERT INTO wari_schema (version) VALUES (1)")
        db.execute(MIGRATIONS[0])
        db.execute("INSERT INTO games (id, south, north, seats, terms, started_at) "
                   "VALUES ('old', 'ama', 'kofi', '[]', '{}', 1.0)")
        db.execute("""INSERT INTO events (game, v, data) VALUES ('old', 1, '{"v":1}')""")
    store = PostgresStore(postgres_url)
    store.add_event("old", _event(2))
    store.commit()
    assert store.take_lease("old", "referee", 30) == 1
    store.add_event("old", _event(3), generation=1)
    store.commit()
    assert _versions(postgres_url, "old") == [(1, None), (2, None), (3, 1)]
    store.close()
