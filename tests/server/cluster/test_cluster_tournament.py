"""A tournament on a server of several processes: its players connected to different
processes, one process directing (``tournament.director``: the lease ``DIRECTING``), the
games refereed wherever they start, followers on every process told of its changes; and
when the directing process stops, another directs the rest."""

from __future__ import annotations

import asyncio
import os
import signal
from pathlib import Path

from wari_desktop.client import Client

from ..helpers import PASSWORD, run
from ..postgres import StoreAt
from ..tournaments.players import ended_games, playing
from ..tournaments.test_round_robin import (
    CLUB,
    grant,
    later,
    loser_by_name,
    until_finished,
)
from .processes import server_processes
from .servers import processes, signed_up


def test_a_double_round_robin_over_three_processes(tmp_path: Path, postgres_url: str) -> None:
    async def scenario() -> None:
        async with processes(tmp_path, postgres_url, 3, forfeit_seconds=30) as servers:
            clients = {name: await signed_up(servers[n % 3], name)
                       for n, name in enumerate(CLUB)}
            grant(StoreAt("postgresql", tmp_path, postgres_url), "ama")
            directing = [s for s in servers if s.director.active]
            assert len(directing) == 1  # one process directs
            made = await clients["ama"].request(  # on a process that may not direct
                "tournament-create", name="Club night", format="double-round-robin",
                clock="300+3", starts_at=later(3600), rated=True)
            tid = made["tournament"]["id"]
            for client in clients.values():
                await client.request("tournament-enter", tournament=tid)
            watcher = await signed_up(servers[2], "cyd")
            follow = await watcher.request("tournament", tournament=tid, follow=True)
            assert follow["tournament"]["stage"] == "upcoming"
            async with playing(clients, loser_by_name) as tables:
                await clients["ama"].request("tournament-start", tournament=tid)
                final = await until_finished(clients["kofi"], tid)
            assert len(ended_games(tables)) == 30
            rows = [(s["name"], s["score"]) for s in final["standings"]]
            assert rows == [("abena", 10.0), ("ama", 8.0), ("esi", 6.0), ("kofi", 4.0),
                            ("kwame", 2.0), ("yaw", 0.0)]
            # The follower on the third process was told of the changes up to the end.
            seen = await watcher.next_frame(timeout=10)
            while not (seen["t"] == "tournament" and
                       seen["tournament"]["stage"] == "finished"):
                seen = await watcher.next_frame(timeout=10)
            for client in (*clients.values(), watcher):
                await client.close()
    run(scenario)


def test_the_directing_process_killed_mid_tournament(tmp_path: Path, postgres_url: str) -> None:
    """The process directing a double round robin (and refereeing its games) is killed
    with SIGKILL in the middle; the players, connected to the other two, see it through:
    another process directs the rest, the games in progress are taken over, and the
    table is the one computed by hand."""
    async def scenario() -> None:
        async with server_processes(postgres_url, 1, "--forfeit-seconds", "30") as first:
            directing = first[0]
            async with server_processes(postgres_url, 2, "--forfeit-seconds",
                                        "30") as others:
                clients = {}
                for n, name in enumerate(CLUB):
                    client = Client(others[n % 2].url)
                    await client.start()
                    await client.request("signup", name=name, password=PASSWORD)
                    clients[name] = client
                grant(StoreAt("postgresql", tmp_path, postgres_url), "ama")
                made = await clients["ama"].request(
                    "tournament-create", name="Club night", format="double-round-robin",
                    clock="300+3", starts_at=later(3600), rated=True)
                tid = made["tournament"]["id"]
                for client in clients.values():
                    await client.request("tournament-enter", tournament=tid)
                async with playing(clients, loser_by_name, pause=0.2) as tables:
                    await clients["ama"].request("tournament-start", tournament=tid)
                    async with asyncio.timeout(60):
                        while len(ended_games(tables)) < 9:  # into round 4
                            await asyncio.sleep(0.05)
                    os.kill(directing.process.pid, signal.SIGKILL)
                    await directing.process.wait()
                    final = await until_finished(clients["kofi"], tid, timeout=90)
                assert len(ended_games(tables)) == 30
                rows = [(s["name"], s["score"]) for s in final["standings"]]
                assert rows == [("abena", 10.0), ("ama", 8.0), ("esi", 6.0), ("kofi", 4.0),
                                ("kwame", 2.0), ("yaw", 0.0)]
                log = [line["action"] for line in final["log"]]
                assert log.count("started") == 1
                for client in clients.values():
                    await client.close()
    asyncio.run(asyncio.wait_for(scenario(), 150))
