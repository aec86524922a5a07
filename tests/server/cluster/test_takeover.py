"""A process refereeing games is killed (SIGKILL) under load; another process of the
server takes every game over: every acknowledged move is kept, each game goes on within
the takeover time, no move is played twice, and no game ever had two referees.

Clients of the killed process reconnect to another process, as a reverse proxy would send
them (here the client's next connection goes to the other process's port)."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import time
from pathlib import Path

from .processes import ServerProcess, server_processes
from .tables import OPEN, Table, refereed_game, stored

GAMES = 100


async def tables(referee: ServerProcess, other: ServerProcess) -> list[Table]:
    """``GAMES`` games refereed by ``referee``, set up ten at a time."""
    found: list[Table] = []
    while len(found) < GAMES:
        found += await asyncio.gather(*(refereed_game(referee, other) for _ in range(10)))
    return found


def test_a_killed_process_s_games_go_on_under_another(tmp_path: Path, postgres_url: str) -> None:
    async def scenario() -> None:
        async with server_processes(postgres_url, 2, *OPEN) as (doomed, survivor):
            games = await tables(doomed, survivor)
            seed = random.Random(7)
            for _round in range(4):  # under load: every game moves, then the kill
                await asyncio.gather(*(table.move(seed) for table in games))
            in_flight = [asyncio.ensure_future(table.move(seed)) for table in games]
            await asyncio.sleep(0.02)
            os.kill(doomed.process.pid, signal.SIGKILL)
            killed_at = time.monotonic()
            for table in games:  # what a proxy does: the next connection goes elsewhere
                table.players[0].url = survivor.url
            await doomed.process.wait()
            await asyncio.gather(*in_flight, return_exceptions=True)

            async def goes_on(table: Table) -> float:
                ply = len(table.acknowledged)
                synced = await table.players[1].request("sync", game=table.id)
                moves = synced["game"]["moves"]
                # Every acknowledged move is there; a move whose answer was lost in the
                # kill may be there too (stored, not acknowledged), never another.
                assert moves[:ply] == table.acknowledged
                assert len(moves) <= ply + 1
                table.resync(moves)
                for _ in range(100):
                    try:
                        await table.move(seed)
                        return time.monotonic() - killed_at
                    except Exception:
                        await asyncio.sleep(0.1)
                raise AssertionError(f"game {table.id} did not go on")

            waits = sorted(await asyncio.gather(*(goes_on(t) for t in games)))
            print(f"takeover of {GAMES} games: first move after the kill at "
                  f"p50 {waits[GAMES // 2]:.2f} s, max {waits[-1]:.2f} s")
            events = await asyncio.to_thread(stored, postgres_url, [t.id for t in games])
            acknowledged = sum(len(t.acknowledged) for t in games)
            for table in games:
                rows = events[table.id]
                assert [v for v, _, _ in rows] == list(range(1, len(rows) + 1))
                generations = [g for _, _, g in rows]
                # One referee at a time: generation 1 until the kill, then 2, never back.
                assert generations == sorted(generations) and set(generations) <= {1, 2}
                assert generations[-1] == 2
                moves = [data for _, data, _ in rows if '"e":"move"' in data]
                assert len(moves) == len(table.acknowledged)
            print(f"{acknowledged} acknowledged moves, every one stored once")
            for table in games:
                for client in table.players:
                    await client.close()
    asyncio.run(asyncio.wait_for(scenario(), 180))
