"""A round robin run by the server from end to end: an organiser (given the role by the
admin's command) creates it, four players enter from real clients, the games start by
themselves round after round, and the table the server shows is the one computed by hand.
Also who may do what: creating without the role, entering a closed event, a guest."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections import Counter
from pathlib import Path

import pytest

from wari_desktop.client import Client, RequestRefused
from wari_desktop.server.session import READ_RATE
from wari_desktop.server.storage import SqliteStore
from wari_desktop.server.tournament.director import PUBLISH_SECONDS

from ..helpers import player, run, serving, url
from ..postgres import StoreAt
from .players import ended_games, playing

NAMES = ("ama", "kofi", "yaw", "esi")
#: The club of the double round robin: six players, ten rounds, thirty games.
CLUB = ("ama", "kofi", "yaw", "esi", "abena", "kwame")


def grant(data: Path | StoreAt, name: str) -> None:
    """The admin's ``account role NAME organiser``, on the store (a data folder's, or
    ``StoreAt``'s)."""
    store = data.open() if isinstance(data, StoreAt) else SqliteStore(data)
    try:
        assert store.set_role(name, "organiser")
        store.commit()
    finally:
        store.close()


#: Seconds between two reads of a tournament while waiting: a connection's reads are
#: limited (``session.READ_RATE``: 2 a second after a burst).
READ_PAUSE = 1 / READ_RATE


def later(seconds: float) -> int:
    return int((time.time() + seconds) * 1000)


async def until_finished(client: Client, tournament_id: str, timeout: float = 40) -> dict:
    async with asyncio.timeout(timeout):
        while True:
            frame = await client.request("tournament", tournament=tournament_id)
            if frame["tournament"]["stage"] == "finished":
                return frame
            await asyncio.sleep(READ_PAUSE)


def loser_by_name(south: str, north: str) -> str:
    """The later name in the alphabet loses: ama beats everyone, yaw loses to all."""
    return max(south, north)


def test_a_double_round_robin_of_six_is_played_through_and_ranked(store_at: StoreAt) -> None:
    """On each store: SQLite and PostgreSQL."""
    async def scenario() -> None:
        async with serving(store_at.data, forfeit_seconds=30, **store_at.options) as server:
            clients = {name: await player(server, name) for name in CLUB}
            grant(store_at, "ama")
            made = await clients["ama"].request(
                "tournament-create", name="Club night", format="double-round-robin",
                clock="300+3", starts_at=later(3600), rated=True)
            tid = made["tournament"]["id"]
            assert made["tournament"]["stage"] == "upcoming"
            for client in clients.values():
                await client.request("tournament-enter", tournament=tid)
            async with playing(clients, loser_by_name) as tables:
                await clients["ama"].request("tournament-start", tournament=tid)
                final = await until_finished(clients["kofi"], tid)
            assert len(ended_games(tables)) == 30  # 10 rounds of 3 games
            info = final["tournament"]
            assert info["rounds"] == 10 and info["round"] == 10
            rows = [(s["name"], s["score"]) for s in final["standings"]]
            assert rows == [("abena", 10.0), ("ama", 8.0), ("esi", 6.0), ("kofi", 4.0),
                            ("kwame", 2.0), ("yaw", 0.0)]
            assert all(b["result"] in ("1-0", "0-1") for b in final["boards"])
            # Each pair met twice, once with each side; sides balanced (5 South each).
            meetings = {(b["south"], b["north"]) for b in final["boards"]}
            assert len(meetings) == 30
            souths = Counter(b["south"] for b in final["boards"])
            assert set(souths.values()) == {5}
            page = await clients["yaw"].request("player", player="kofi")
            assert [(t["id"], t["stage"]) for t in page["tournaments"]] == [(tid, "finished")]
            for client in clients.values():
                await client.close()
    run(scenario)


def test_only_an_organiser_creates_and_only_its_organiser_runs_it(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            with pytest.raises(RequestRefused) as refused:
                await kofi.request("tournament-create", name="Mine", format="swiss",
                                   clock="180+2", starts_at=later(60), rounds=3)
            assert refused.value.code == "not-organiser"
            grant(tmp_path, "ama")
            made = await ama.request("tournament-create", name="Closed", format="swiss",
                                     clock="180+2", starts_at=later(60), rounds=3,
                                     code="baobab", bots=False)
            tid = made["tournament"]["id"]
            assert made["tournament"]["closed"] is True
            with pytest.raises(RequestRefused) as refused:
                await kofi.request("tournament-enter", tournament=tid)
            assert refused.value.code == "entry-closed"
            await kofi.request("tournament-enter", tournament=tid, code="baobab")
            with pytest.raises(RequestRefused) as refused:
                await kofi.request("tournament-pause", tournament=tid, paused=True)
            assert refused.value.code == "not-organiser"
            guest = Client(url(server))
            await guest.start()
            await guest.request("guest")
            with pytest.raises(RequestRefused) as refused:
                await guest.request("tournament-enter", tournament=tid, code="baobab")
            assert refused.value.code == "guests-read-only"
            listed = await guest.request("tournaments")
            assert [t["name"] for t in listed["tournaments"]] == ["Closed"]
            assert listed["tournaments"][0]["players"] == 1
            for client in (ama, kofi, guest):
                await client.close()
    run(scenario)


def test_followers_get_a_few_frames_a_second_never_one_a_game(tmp_path: Path) -> None:
    """A watcher follows a double round robin whose thirty games end within moments: the
    changes reach it coalesced (at most one frame each ``PUBLISH_SECONDS``), the last
    being the finished table."""
    async def scenario() -> None:
        async with serving(tmp_path, forfeit_seconds=30) as server:
            clients = {name: await player(server, name) for name in CLUB}
            grant(tmp_path, "ama")
            made = await clients["ama"].request(
                "tournament-create", name="Club night", format="double-round-robin",
                clock="300+3", starts_at=later(3600))
            tid = made["tournament"]["id"]
            for client in clients.values():
                await client.request("tournament-enter", tournament=tid)
            watcher = Client(url(server))
            await watcher.start()
            await watcher.request("tournament", tournament=tid, follow=True)
            began = time.monotonic()
            async with playing(clients, loser_by_name):
                await clients["ama"].request("tournament-start", tournament=tid)
                await until_finished(clients["kofi"], tid)
            pushed: list[dict] = []
            with contextlib.suppress(TimeoutError):
                while True:
                    frame = await watcher.next_frame(timeout=2 * PUBLISH_SECONDS + 0.5)
                    if frame["t"] == "tournament" and frame["id"] is None:
                        pushed.append(frame)
            took = time.monotonic() - began
            assert pushed and pushed[-1]["tournament"]["stage"] == "finished"
            assert len(pushed) <= took / PUBLISH_SECONDS + 2, (len(pushed), took)
            assert len(pushed) < 30  # thirty games, far fewer frames
            await watcher.close()
            for client in clients.values():
                await client.close()
    run(scenario)
