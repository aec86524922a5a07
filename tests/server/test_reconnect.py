"""Nothing acknowledged is lost: a dropped connection catches up on what it missed, a
resent move is never played twice, and a server killed with SIGKILL resumes every game
(on each store: SQLite, and PostgreSQL with ``serve --store URL``)."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path

from wari_desktop.client import Client
from wari_desktop.rules import Game

from .helpers import PASSWORD, events, game_between, player, run, serving, until
from .postgres import StoreAt

OPENING = ["F", "f", "E", "e", "D", "d", "C", "c"]


def test_a_dropped_connection_gets_the_missed_events(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            game_id = await game_between(server, ama, kofi, clock="300+3")
            await ama.request("move", game=game_id, ply=0, move="F")
            assert [e["move"] for e in await events(kofi, game_id, 1)] == ["F"]
            kofi.drop()  # kofi's connection dies; ama plays on
            await until(ama, lambda f: f["t"] == "presence" and not f["north"]["online"])
            presence = server.games[game_id].presence_now().north
            assert presence.claim_in is not None and 0 < presence.claim_in <= 60
            await ama.request("chat", game=game_id, text="are you there?")
            seen = await events(kofi, game_id, 1, timeout=15)  # after the reconnection
            assert seen[0]["e"] == "chat" and seen[0]["text"] == "are you there?"
            assert kofi.reconnections == 1 and kofi.versions[game_id] == 2
            await kofi.request("move", game=game_id, ply=1, move="f")
            assert server.games[game_id].game.moves == ["F", "f"]
            for client in (ama, kofi):
                await client.close()
    run(scenario)


def test_a_resent_move_is_not_played_twice(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            game_id = await game_between(server, ama, kofi)
            first = await ama.request("move", game=game_id, ply=0, move="F")
            again = await ama.request("move", game=game_id, ply=0, move="F")
            assert first["event"]["v"] == 1
            assert again == {"t": "ok", "id": again["id"], "resent": True, "game": game_id,
                             "ply": 0}
            await kofi.request("move", game=game_id, ply=1, move="f")
            again = await kofi.request("move", game=game_id, ply=1, move="f")
            assert again["resent"] is True
            live = server.games[game_id]
            assert live.game.moves == ["F", "f"] and live.version == 2
            stored = await server.store.run(lambda s: s.events(game_id))
            assert [e["move"] for e in stored] == ["F", "f"]
            for client in (ama, kofi):
                await client.close()
    run(scenario)


async def _start_server(where: list[str],
                        port: int = 0) -> tuple[asyncio.subprocess.Process, int]:
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "wari_desktop.server", "serve", "--host", "127.0.0.1",
        "--port", str(port), *where, "--frame-rate", "500",
        "--log-level", "WARNING", stdout=asyncio.subprocess.PIPE)
    assert process.stdout is not None
    line = (await asyncio.wait_for(process.stdout.readline(), 30)).decode()
    assert " on ws://127.0.0.1:" in line, line
    return process, int(line.split("ws://127.0.0.1:", 1)[1].split("/")[0])


def test_a_killed_server_resumes_every_game(store_at: StoreAt) -> None:
    """Two games in progress; the server is killed with SIGKILL right after acknowledging
    moves; started again on the same data, both games are there with every acknowledged
    move, the clients come back by themselves and play the games to their end."""
    async def scenario() -> None:
        process, port = await _start_server(store_at.flags)
        url = f"ws://127.0.0.1:{port}/"
        try:
            clients = []
            for name in ("ama", "kofi", "esi", "yaw"):
                client = Client(url)
                await client.start()
                await client.request("signup", name=name, password=PASSWORD)
                clients.append(client)
            games = [await _pair(clients[0], clients[1]), await _pair(clients[2], clients[3])]
            for ply, move in enumerate(OPENING):
                for game_id, (south, north) in zip(games, (clients[:2], clients[2:]),
                                                   strict=True):
                    await (south if ply % 2 == 0 else north).request(
                        "move", game=game_id, ply=ply, move=move, think_ms=5)
            os.kill(process.pid, signal.SIGKILL)  # every move above was acknowledged
            await process.wait()
            process, _ = await _start_server(store_at.flags, port)
            for client in clients:
                await asyncio.wait_for(client.connected.wait(), 30)
            for game_id, pair in zip(games, (clients[:2], clients[2:]), strict=True):
                await _finish(game_id, pair, OPENING)
        finally:
            if process.returncode is None:
                process.terminate()
                await process.wait()
    run(scenario)


async def _pair(south: Client, north: Client) -> str:
    seek = await south.request("seek", side="south", clock="600+5")
    return str((await north.request("seek-accept", seek=seek["seek"]["id"]))["game"]["id"])


async def _finish(game_id: str, pair: list[Client], opening: list[str]) -> None:
    """Check the game resumed with the opening, then play it to the end."""
    synced = await pair[0].request("sync", game=game_id)
    assert synced["game"]["moves"] == opening
    assert synced["game"]["clocks"] is not None and not synced["game"]["over"]
    game = Game()
    for move in opening:
        game.play(move)
    while not game.is_over():
        move = game.legal_moves()[0]
        ply = len(game.moves)
        await pair[ply % 2].request("move", game=game_id, ply=ply, move=move, think_ms=5)
        game.play(move)
    end = await until(pair[1], lambda f: f["t"] == "event" and f["event"]["e"] == "end"
                      and f["game"] == game_id, timeout=30)
    assert tuple(end["event"]["totals"]) == game.result()
