"""An arena run by the server: for its minutes, each player who finishes a game is paired
again with someone near their score; no game starts after the end, the games still going
then are played out, and the standings follow the arena's scoring (streaks doubling the
points) recomputed here by hand from the boards. A 10-minute club arena, compressed into a
1-minute one with games of a second or two."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

from ..helpers import player, serving
from .players import ended_games, playing
from .test_round_robin import grant, later, until_finished

NAMES = ("ama", "esi", "kofi", "yaw", "abena")


def by_rating_of_names(south: str, north: str) -> str:
    """ama beats everyone; otherwise the later name loses."""
    return max(south, north) if "ama" not in (south, north) else \
        (north if south == "ama" else south)


def streak_points(results: list[str]) -> int:
    """The arena's scoring written out: 2 a win, 1 a draw; after two wins in a row,
    double until a game that is not a win."""
    total, row = 0, 0
    for result in results:
        double = row >= 2
        base = {"win": 2, "draw": 1, "loss": 0}[result]
        total += base * (2 if double else 1)
        row = row + 1 if result == "win" else 0
    return total


def test_a_one_minute_arena_pairs_again_and_again_and_ends_on_time(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path, forfeit_seconds=10) as server:
            clients = {name: await player(server, name) for name in NAMES}
            grant(tmp_path, "ama")
            made = await clients["ama"].request(
                "tournament-create", name="Friday arena", format="arena", clock="60+1",
                starts_at=later(3600), minutes=1, streaks=True)
            tid = made["tournament"]["id"]
            for client in clients.values():
                await client.request("tournament-enter", tournament=tid)
            async with playing(clients, by_rating_of_names, pause=0.3) as tables:
                begun = time.time()
                await clients["ama"].request("tournament-start", tournament=tid)
                final = await until_finished(clients["esi"], tid, timeout=100)
            info = final["tournament"]
            ends = info["ends_at"] / 1000
            assert abs(ends - begun - 60) < 2
            boards = final["boards"]
            assert len(boards) >= 10 and len(ended_games(tables)) == len(boards)
            assert all(b["result"] in ("1-0", "0-1") for b in boards)
            history: dict[str, list[str]] = {name: [] for name in NAMES}
            last: dict[str, str] = {}
            rematches = 0
            for board in boards:  # in the order they were paired
                south, north = board["south"], board["north"]
                rematches += last.get(south) == north
                last[south], last[north] = north, south
                won = board["result"] == "1-0"
                history[south].append("win" if won else "loss")
                history[north].append("loss" if won else "win")
            assert rematches == 0  # five players: someone else is always free
            scores = {s["name"]: s["score"] for s in final["standings"]}
            assert scores == {name: float(streak_points(h)) for name, h in history.items()}
            assert final["standings"][0]["name"] == "ama"
            record = await clients["ama"].request("record", game=boards[-1]["game"])
            assert record["game"]["started_at"] / 1000 < ends  # nothing paired after the end
            for client in clients.values():
                await client.close()
    asyncio.run(asyncio.wait_for(scenario(), 150))
