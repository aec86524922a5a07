"""Several processes of one server on one PostgreSQL database: two players connected to
two processes play a rated game to its end, watched from a third (real servers on
127.0.0.1, real WebSocket clients)."""

from __future__ import annotations

import asyncio
import http.client
from pathlib import Path

import pytest
from websockets.asyncio.client import connect

from wari_desktop.client import Client, RequestRefused

from ..helpers import events, run, until, url
from .servers import processes, seen_in_lobby, signed_up

MOVES = ["C", "d", "E", "f", "A", "b"]


def test_two_players_on_two_processes_play_a_rated_game_watched_from_a_third(
        tmp_path: Path, postgres_url: str) -> None:
    async def scenario() -> None:
        async with processes(tmp_path, postgres_url, 3) as (one, two, three):
            ama, kofi = await signed_up(one, "Ama"), await signed_up(two, "Kofi")
            cyd = await signed_up(three, "Cyd")
            seek = await ama.request("seek", side="south", clock="600+5", rated=True)
            seek_id = seek["seek"]["id"]
            # Kofi's process knows Ama's seek from her process's part of the lobby.
            await seen_in_lobby(kofi, lambda f: any(s["id"] == seek_id for s in f["seeks"]))
            accepted = await kofi.request("seek-accept", seek=seek_id)
            game_id = accepted["game"]["id"]
            started = await until(ama, lambda f: f["t"] == "game")
            assert started["game"]["id"] == game_id
            # The game is refereed by Ama's process (it held the seek), and listed by all.
            assert game_id in one.games and game_id not in two.games
            await seen_in_lobby(cyd, lambda f: any(g["id"] == game_id for g in f["games"]))
            watched = await cyd.request("watch", game=game_id)
            assert watched["game"]["id"] == game_id and watched["game"]["version"] == 0
            players = [ama, kofi]
            for ply, move in enumerate(MOVES):
                mover = players[ply % 2]
                answer = await mover.request("move", game=game_id, ply=ply, move=move)
                assert answer["event"]["move"] == move and answer["event"]["v"] == ply + 1
                for client in (ama, kofi, cyd):  # the mover's own client hands it out too
                    (heard,) = await events(client, game_id, 1)
                    assert heard["v"] == ply + 1 and heard["move"] == move
            # A refusal decided on Ama's process reaches Kofi on his.
            with pytest.raises(RequestRefused) as refused:
                await kofi.request("move", game=game_id, ply=len(MOVES), move="a")
            assert refused.value.code == "not-your-turn"
            # Chat goes to the opponent on the other process, not to the watcher.
            await kofi.request("chat", game=game_id, text="well played")
            line = await until(ama, lambda f: f["t"] == "event" and f["event"]["e"] == "chat")
            assert line["event"]["text"] == "well played"
            await ama.request("resign", game=game_id)
            for client in (ama, kofi, cyd):
                end = await until(client, lambda f: f["t"] == "event"
                                  and f["event"]["e"] == "end")
                assert end["event"]["winner"] == "north" and end["event"]["reason"] == "resign"
            # Rated: both ratings changed, as every process reads them.
            assert end["event"]["ratings"] is not None
            page = await cyd.request("player", player="Kofi")
            assert page["rating"]["rating"] > 1500, page
            # Every process's sessions read the new ratings (the lobby shows them).
            await seen_in_lobby(cyd, lambda f: any(
                p["name"] == "Kofi" and p["rating"] > 1500 for p in f["players"]))
            for client in (ama, kofi, cyd):
                await client.close()
    run(scenario)


def test_a_challenge_to_a_player_on_another_process_and_presence_across(
        tmp_path: Path, postgres_url: str) -> None:
    """Ama (process one) challenges Kofi (process two), who is told and accepts there;
    when Kofi's connection closes, Ama hears he is gone, and back when he returns (to
    the other process)."""
    async def scenario() -> None:
        async with processes(tmp_path, postgres_url, 2) as (one, two):
            ama, kofi = await signed_up(one, "Ama"), await signed_up(two, "Kofi")
            await seen_in_lobby(ama, lambda f: any(p["name"] == "Kofi" for p in f["players"]))
            sent = await ama.request("challenge", to="Kofi", side="south", clock="300+3")
            told = await until(kofi, lambda f: f["t"] == "challenge")
            assert told["challenge"]["id"] == sent["challenge"]["id"]
            accepted = await kofi.request("challenge-accept",
                                          challenge=told["challenge"]["id"])
            game_id = accepted["game"]["id"]
            await until(ama, lambda f: f["t"] == "game" and f["game"]["id"] == game_id)
            token = kofi.token
            await kofi.close()
            gone = await until(ama, lambda f: f["t"] == "presence"
                               and not f["north"]["online"])
            assert gone["game"] == game_id
            back = Client(url(one), token=token)  # he comes back, to the other process
            await back.start()
            await until(ama, lambda f: f["t"] == "presence" and f["north"]["online"])
            # A challenge declined on one process is withdrawn for its author on the other.
            again = await signed_up(two, "Esi")
            await seen_in_lobby(ama, lambda f: any(p["name"] == "Esi" for p in f["players"]))
            offer = await ama.request("challenge", to="Esi", side="north", clock="300+3")
            await until(again, lambda f: f["t"] == "challenge")
            await again.request("challenge-decline", challenge=offer["challenge"]["id"])
            declined = await until(ama, lambda f: f["t"] == "challenge-gone")
            assert declined["challenge"] == offer["challenge"]["id"]
            for client in (ama, back, again):
                await client.close()
    run(scenario)


def _page(port: int, path: str) -> tuple[int, str]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        connection.request("GET", path)
        answer = connection.getresponse()
        return answer.status, answer.read().decode()
    finally:
        connection.close()


def test_the_website_of_one_process_shows_a_game_refereed_by_another(
        tmp_path: Path, postgres_url: str) -> None:
    """Process two's website lists and shows a game process one referees, and tells the
    browsers following it of each move."""
    async def scenario() -> None:
        async with processes(tmp_path, postgres_url, 2, web_port=0) as (one, two):
            ama, kofi = await signed_up(one, "Ama"), await signed_up(one, "Kofi")
            seek = await ama.request("seek", side="south", clock="600+5")
            game_id = (await kofi.request("seek-accept", seek=seek["seek"]["id"]))["game"]["id"]
            await ama.request("move", game=game_id, ply=0, move="C")
            web = two.website.port
            async with asyncio.timeout(10):  # once process two has heard of the game
                while game_id not in (await asyncio.to_thread(_page, web, "/games"))[1]:
                    await asyncio.sleep(0.05)
            status, body = await asyncio.to_thread(_page, web, f"/game/{game_id}")
            assert status == 200 and "Kofi to move" in body
            async with connect(f"ws://127.0.0.1:{web}/live?game={game_id}") as live:
                await asyncio.sleep(0.2)  # followed from now
                await kofi.request("move", game=game_id, ply=1, move="f")
                assert await asyncio.wait_for(live.recv(), 10) == "changed"
            status, body = await asyncio.to_thread(_page, web, f"/game/{game_id}")
            assert "Ama to move" in body
            for client in (ama, kofi):
                await client.close()
    run(scenario)


def test_metrics_show_each_process_among_the_others(tmp_path: Path, postgres_url: str) -> None:
    async def scenario() -> None:
        async with processes(tmp_path, postgres_url, 2) as (one, two):
            assert one.node is not None and two.node is not None
            async with asyncio.timeout(10):
                while one.metrics_json()["cluster"]["processes"] < 2:
                    await asyncio.sleep(0.05)
            figures = [one.metrics_json()["cluster"], two.metrics_json()["cluster"]]
            assert {f["process"] for f in figures} == {one.node.process, two.node.process}
            assert sorted(f["directing"] for f in figures) == [False, True]
            assert 0 <= figures[0]["notification_queue_usage"] < 0.5
    run(scenario)


def test_a_seek_stands_while_its_author_is_connected_to_any_process(
        tmp_path: Path, postgres_url: str) -> None:
    """Ama seeks from her connection to process one, then closes it, still connected to
    process two: the seek stands; once she has left every process it goes."""
    async def scenario() -> None:
        async with processes(tmp_path, postgres_url, 2) as (one, two):
            ama_one = await signed_up(one, "Ama")
            ama_two = Client(url(two), token=ama_one.token)
            await ama_two.start()
            kofi = await signed_up(two, "Kofi")
            seek = (await ama_one.request("seek", side="south", clock="300+3"))["seek"]["id"]
            async with asyncio.timeout(10):  # process one knows she is on two too
                while not one.online("Ama") or not one.node or \
                        not one.node.online_elsewhere("Ama"):
                    await asyncio.sleep(0.02)
            await ama_one.close()
            async with asyncio.timeout(10):
                while one.sessions.get("Ama"):
                    await asyncio.sleep(0.02)
            assert seek in one.lobby.seeks  # Ama is still on process two
            await seen_in_lobby(kofi, lambda f: any(s["id"] == seek for s in f["seeks"]))
            await ama_two.close()
            gone = await seen_in_lobby(kofi, lambda f: not any(s["id"] == seek
                                                            for s in f["seeks"]))
            assert not any(p["name"] == "Ama" for p in gone["players"])
            await kofi.close()
    run(scenario)
