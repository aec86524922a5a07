"""PostgreSQL-only checks of ``bench_bus.py``: NOTIFY sent inside the transaction that
stores a move (heard only once committed, never when rolled back, the row visible to
whoever hears it), the payload limit, and the commits a second of one such transaction a
move (``fsync`` and ``synchronous_commit`` on), with and without its NOTIFY.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from dataclasses import dataclass, field
from typing import Any

CHANNEL = "wari_moves"
TABLES = """
CREATE TABLE IF NOT EXISTS bench_games (game integer PRIMARY KEY, version integer NOT NULL);
CREATE TABLE IF NOT EXISTS bench_moves (game integer NOT NULL, version integer NOT NULL,
    payload text NOT NULL, PRIMARY KEY (game, version));
"""
EVENT = '{"type":"event","game":"g-%06d","version":%d,"move":3,"by":"south"}'


async def connect(url: str) -> Any:
    import psycopg

    return await psycopg.AsyncConnection.connect(url, autocommit=True)


async def settings(url: str) -> dict[str, str]:
    """The settings that decide what a commit costs."""
    connection = await connect(url)
    names = ["server_version", "fsync", "synchronous_commit", "wal_sync_method",
             "full_page_writes", "commit_delay"]
    found = {}
    for name in names:
        row = await (await connection.execute(f"SHOW {name}")).fetchone()
        found[name] = str(row[0])
    await connection.close()
    return found


async def store_move(connection: Any, game: int, notify: bool) -> int:
    """One move stored as the server would: the game's version raised, the event row
    written, and (``notify``) its NOTIFY, all in the caller's transaction."""
    row = await (await connection.execute(
        "UPDATE bench_games SET version = version + 1 WHERE game = %s RETURNING version",
        (game,))).fetchone()
    version = int(row[0])
    payload = EVENT % (game, version)
    await connection.execute("INSERT INTO bench_moves VALUES (%s, %s, %s)",
                             (game, version, payload))
    if notify:
        await connection.execute("SELECT pg_notify(%s, %s)", (CHANNEL, payload))
    return version


@dataclass
class Heard:
    at: list[float] = field(default_factory=list)
    stored: list[bool] = field(default_factory=list)


async def hear(listener: Any, reader: Any, heard: Heard) -> None:
    """Each notification's arrival, and whether its move's row is already readable."""
    import json

    async for notify in listener.notifies():
        heard.at.append(time.monotonic())
        event = json.loads(notify.payload)
        game = int(event["game"].split("-")[1])
        row = await (await reader.execute(
            "SELECT count(*) FROM bench_moves WHERE game = %s AND version = %s",
            (game, event["version"]))).fetchone()
        heard.stored.append(int(row[0]) == 1)


async def wait_count(heard: Heard, count: int, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while len(heard.stored) < count and time.monotonic() < deadline:
        await asyncio.sleep(0.005)
    return len(heard.stored) >= count


async def transactional(url: str, hold: float = 0.3) -> dict[str, Any]:
    """A move stored with its NOTIFY, held ``hold`` s before COMMIT; then another rolled
    back. What a listener on another connection heard, and when."""
    writer, listener, reader = await connect(url), await connect(url), await connect(url)
    await writer.execute(TABLES)
    await writer.execute("INSERT INTO bench_games VALUES (0, 0) ON CONFLICT DO NOTHING")
    await listener.execute(f"LISTEN {CHANNEL}")
    heard = Heard()
    task = asyncio.create_task(hear(listener, reader, heard))
    result: dict[str, Any] = {}
    try:
        async with writer.transaction():
            await store_move(writer, 0, notify=True)
            await asyncio.sleep(hold)
            result["heard_before_commit"] = len(heard.at)
            committing = time.monotonic()
        committed = time.monotonic()
        result["heard_after_commit"] = await wait_count(heard, 1, 5.0)
        result["commit_ms"] = (committed - committing) * 1000
        if heard.at:
            result["after_commit_ms"] = (heard.at[0] - committing) * 1000
            result["row_visible_when_heard"] = heard.stored[0]
        with contextlib.suppress(RuntimeError):
            async with writer.transaction():
                await store_move(writer, 0, notify=True)
                raise RuntimeError("rolled back")
        await asyncio.sleep(0.5)
        result["heard_after_rollback"] = len(heard.at) - 1
        result["payload_limit"] = await payload_limit(writer)
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await task
        for connection in (writer, listener, reader):
            await connection.close()
    return result


async def payload_limit(connection: Any) -> str:
    """Whether a 7,999-byte and an 8,000-byte payload are accepted."""
    import psycopg

    answers = []
    for size in (7999, 8000):
        try:
            await connection.execute("SELECT pg_notify(%s, %s)", (CHANNEL, "x" * size))
            answers.append(f"{size} B accepted")
        except psycopg.Error as error:
            answers.append(f"{size} B refused ({str(error).strip()})")
    return "; ".join(answers)


@dataclass
class Commits:
    clients: int
    notify: bool
    moves: int = 1
    count: int = 0
    seconds: float = 0.0
    latencies: list[float] = field(default_factory=list)


async def commits(url: str, clients: int, notify: bool, seconds: float,
                  moves: int = 1) -> Commits:
    """``clients`` connections, each storing moves of its own game as fast as it can for
    ``seconds``, ``moves`` moves a transaction (more than one: a group commit, as the
    store batches the requests that arrived together); a listener on the channel
    drains."""
    connections = [await connect(url) for _ in range(clients)]
    listener = await connect(url)
    await listener.execute(f"LISTEN {CHANNEL}")
    drain = asyncio.create_task(_drain(listener))
    await connections[0].execute(TABLES)
    await connections[0].execute("TRUNCATE bench_games, bench_moves")
    for game in range(clients):
        await connections[0].execute("INSERT INTO bench_games VALUES (%s, 0)", (game,))
    result = Commits(clients, notify, moves)
    start = time.monotonic()
    end = start + seconds

    async def play(game: int) -> None:
        while time.monotonic() < end:
            began = time.monotonic()
            async with connections[game].transaction():
                for _ in range(moves):
                    await store_move(connections[game], game, notify)
            result.latencies.append(time.monotonic() - began)
            result.count += 1

    try:
        await asyncio.gather(*(play(game) for game in range(clients)))
        result.seconds = time.monotonic() - start
    finally:
        drain.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await drain
        for connection in [*connections, listener]:
            await connection.close()
    return result


async def _drain(listener: Any) -> None:
    async for _ in listener.notifies():
        pass
