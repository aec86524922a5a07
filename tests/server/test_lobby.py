"""The lobby, challenges, watching, ending by agreement, aborting, a rated game's ratings
and the export of finished games."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from wari_desktop.client import Client, RequestRefused
from wari_desktop.notation import loads

from .helpers import events, game_between, player, run, serving, until, url


def test_the_lobby_shows_seeks_players_and_games(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            visitor = Client(url(server))
            await visitor.start()
            first = await visitor.request("lobby", watch=True)
            assert first["t"] == "lobby" and {p["name"] for p in first["players"]} == \
                {"ama", "kofi"}
            seek = await ama.request("seek", clock="300+3", rated=True)
            shown = await until(visitor, lambda f: f["t"] == "lobby" and f["seeks"])
            assert shown["seeks"][0]["id"] == seek["seek"]["id"]
            assert shown["seeks"][0]["clock"] == "300+3" and shown["seeks"][0]["rated"]
            await kofi.request("seek-accept", seek=seek["seek"]["id"])
            shown = await until(visitor, lambda f: f["t"] == "lobby" and f["games"])
            assert not shown["seeks"] and shown["games"][0]["ply"] == 0
            watched = await visitor.request("watch", game=shown["games"][0]["id"])
            assert watched["game"]["version"] == 0
            for client in (ama, kofi, visitor):
                await client.close()
    run(scenario)


def test_challenges_are_accepted_declined_or_withdrawn(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            with pytest.raises(RequestRefused) as offline:
                await ama.request("challenge", to="nobody")
            assert offline.value.code == "not-found"
            sent = await ama.request("challenge", to="kofi", clock="120+1")
            came = await until(kofi, lambda f: f["t"] == "challenge")
            assert came["challenge"]["id"] == sent["challenge"]["id"]
            await kofi.request("challenge-decline", challenge=came["challenge"]["id"],
                               reason="later")
            gone = await until(ama, lambda f: f["t"] == "challenge-gone")
            assert "later" in gone["reason"]
            sent = await ama.request("challenge", to="KOFI", side="north")
            came = await until(kofi, lambda f: f["t"] == "challenge")
            game = await kofi.request("challenge-accept", challenge=came["challenge"]["id"])
            assert game["game"]["north"]["name"] == "ama"
            for client in (ama, kofi):
                await client.close()
    run(scenario)


def test_watchers_see_moves_but_not_the_players_chat(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            game_id = await game_between(server, ama, kofi)
            watcher = Client(url(server))
            await watcher.start()
            await watcher.request("watch", game=game_id)
            await ama.request("chat", game=game_id, text="good luck")
            await ama.request("move", game=game_id, ply=0, move="F")
            seen = await events(watcher, game_id, 1)
            assert seen[0]["e"] == "move"  # the chat (v1) was not sent to the watcher
            assert [e["e"] for e in await events(kofi, game_id, 2)] == ["chat", "move"]
            with pytest.raises(RequestRefused) as refused:
                await watcher.request("move", game=game_id, ply=1, move="f")
            assert refused.value.code == "sign-in-first"
            for client in (ama, kofi, watcher):
                await client.close()
    run(scenario)


def test_ending_by_agreement_and_aborting(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            game_id = await game_between(server, ama, kofi)
            await ama.request("abort", game=game_id)
            end = await until(kofi, lambda f: f["t"] == "event" and f["event"]["e"] == "end")
            assert end["event"]["reason"] == "aborted" and not end["event"]["counted"]
            game_id = await game_between(server, ama, kofi)
            for ply, move in enumerate(["F", "f", "E", "e"]):
                await (ama, kofi)[ply % 2].request("move", game=game_id, ply=ply, move=move)
            await ama.request("offer-end", game=game_id)
            offer = await until(kofi, lambda f: f["t"] == "event"
                                and f["event"]["e"] == "offer-end")
            assert offer["event"]["by"] == "south"
            await kofi.request("answer-end", game=game_id, accept=True)
            end = await until(ama, lambda f: f["t"] == "event" and f["event"]["e"] == "end")
            assert end["event"]["reason"] == "agreement"
            assert sum(end["event"]["totals"]) == 48
            for client in (ama, kofi):
                await client.close()
    run(scenario)


def test_a_rated_game_moves_both_ratings_and_is_exported(tmp_path: Path) -> None:
    async def scenario() -> str:
        async with serving(tmp_path) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            game_id = await game_between(server, ama, kofi, rated=True, clock="300+3")
            await ama.request("move", game=game_id, ply=0, move="F")
            await kofi.request("resign", game=game_id)
            end = await until(ama, lambda f: f["t"] == "event" and f["event"]["e"] == "end")
            ratings = end["event"]["ratings"]
            assert end["event"]["winner"] == "south" and end["event"]["reason"] == "resign"
            assert ratings["south"]["after"] > ratings["south"]["before"] == 1500
            assert ratings["north"]["after"] < ratings["north"]["before"] == 1500
            stored = await server.store.run(lambda s: s.account("kofi"))
            assert stored is not None and stored.games == 1
            assert round(stored.rating) == ratings["north"]["after"]
            for client in (ama, kofi):
                await client.close()
            return game_id
    game_id = run(scenario)
    exported = subprocess.run([sys.executable, "-m", "wari_desktop.server", "export",
                               "--data", str(tmp_path), game_id], capture_output=True,
                              text=True, timeout=60, check=True).stdout
    record = loads(exported)
    assert record.game.moves == ["F"] and record.tags["Termination"] == "North resigned"
    assert record.tags["TimeControl"] == "300+3" and record.tags["Event"] == "Rated game"
