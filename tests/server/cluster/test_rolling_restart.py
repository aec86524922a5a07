"""A rolling restart: every process of the server stopped (SIGTERM) and started again, one
after another, while games are played: no game lost or stalled for long, every
acknowledged move kept (stopping, a process lets its games go at once; another takes them
over within a second)."""

from __future__ import annotations

import asyncio
import random
import time
from pathlib import Path

from wari_desktop.client import RequestRefused

from .processes import server_processes, start_process
from .tables import OPEN, Table, refereed_game, stored

GAMES = 6


async def played(table: Table, seed: random.Random, stalls: list[float],
                 stop: asyncio.Event) -> None:
    """Play ``table`` until ``stop`` (or its end), noting how long each move took to be
    acknowledged, tries again included."""
    while not stop.is_set() and table.playing:
        asked = time.monotonic()
        for _ in range(200):
            try:
                await table.move(seed)
                break
            except RequestRefused as refusal:
                if refusal.code == "wrong-ply":  # stored, its answer lost: catch up
                    synced = await table.players[0].request("sync", game=table.id)
                    table.resync(synced["game"]["moves"])
                    break
                await asyncio.sleep(0.05)
        else:
            raise AssertionError(f"game {table.id} stalled")
        stalls.append(time.monotonic() - asked)
        await asyncio.sleep(0.05)


def test_every_process_restarted_in_turn_under_load(tmp_path: Path, postgres_url: str) -> None:
    async def scenario() -> None:
        async with server_processes(postgres_url, 3, *OPEN) as servers:
            tables = [await refereed_game(servers[n % 3], servers[(n + 1) % 3])
                      for n in range(GAMES)]  # each process referees two games
            seed, stalls, stop = random.Random(3), [], asyncio.Event()
            playing = [asyncio.ensure_future(played(t, seed, stalls, stop)) for t in tables]
            for index in range(3):
                await asyncio.sleep(1.0)
                old = servers[index]
                others = [s for s in servers if s is not old]
                await old.stop()  # SIGTERM: it lets its games go and leaves
                for table in tables:
                    for client in table.players:
                        if client.url == old.url:  # what the proxy does
                            client.url = others[0].url
                servers[index] = await start_process(postgres_url, *OPEN)
            await asyncio.sleep(1.0)
            stop.set()
            await asyncio.gather(*playing)
            stalls.sort()
            print(f"{len(stalls)} moves during three restarts: acknowledged after "
                  f"p50 {stalls[len(stalls) // 2] * 1000:.0f} ms, max {stalls[-1]:.2f} s")
            events = await asyncio.to_thread(stored, postgres_url, [t.id for t in tables])
            for table in tables:
                moves = [data for _, data, _ in events[table.id] if '"e":"move"' in data]
                assert len(moves) == len(table.acknowledged) > 3
                generations = [g for _, _, g in events[table.id]]
                assert generations == sorted(generations)
            for table in tables:
                for client in table.players:
                    await client.close()
            for server in servers:
                await server.stop()
    asyncio.run(asyncio.wait_for(scenario(), 150))

