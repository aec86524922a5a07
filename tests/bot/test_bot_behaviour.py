"""What the bot does beyond playing, with a ``Bot`` in the test's own event loop against a
real server: it resumes its game after a dropped connection, resigns a game its engine
fails in, and declines challenges it cannot take."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import Any

from wari_desktop.bot import Bot, BotSettings
from wari_desktop.client import Client
from wari_desktop.engine.client import OpponentSpec
from wari_desktop.notation import loads
from wari_desktop.rules import Game
from wari_desktop.server import Server

from ..server.helpers import player, run, serving, until, url
from .helpers import ENGINE, bot_account, online

#: An engine that shakes hands and then dies when asked for a move.
BROKEN_ENGINE = """\
import sys
for line in sys.stdin:
    word = line.split()[:1]
    if word == ["uci"]:
        print("id name Broken"); print("uciok", flush=True)
    elif word == ["isready"]:
        print("readyok", flush=True)
    elif word == ["go"]:
        print("out of memory", file=sys.stderr, flush=True)
        sys.exit(3)
"""


def settings(server: Server, token: str, command: str = ENGINE, **options: Any) -> BotSettings:
    return BotSettings(url(server), token, OpponentSpec(command, options=(("Threads", "1"),)
                       if command == ENGINE else ()), movetime_ms=30, **options)


async def started(server: Server, bot: Bot) -> asyncio.Task[None]:
    task = asyncio.get_running_loop().create_task(bot.run())
    await online(server, "Engine")
    return task


async def play_north(person: Client, game_id: str, after_move: Any = None) -> dict[str, Any]:
    """Play North's leftmost legal move whenever South (the bot) has moved; the end
    event. ``after_move(ply)`` runs after each of the person's moves is acknowledged."""
    game = Game()
    while True:
        event = (await until(person, lambda f: f["t"] == "event"
                             and f["event"]["e"] in ("move", "end"), timeout=30))["event"]
        if event["e"] == "end":
            assert loads(event["ogn"]).game.moves == game.moves
            return dict(event)
        game.play(event["move"])
        if event["by"] == "south" and not game.is_over():
            ply = len(game.plies)
            await person.request("move", game=game_id, ply=ply, move=game.legal_moves()[0],
                                 think_ms=5)
            if after_move is not None:
                after_move(ply)


def test_the_bot_resumes_its_game_after_a_dropped_connection(tmp_path: Path) -> None:
    token = bot_account(tmp_path, "Engine")

    async def scenario() -> None:
        async with serving(tmp_path) as server:
            bot = Bot(settings(server, token, games=1))
            task = await started(server, bot)
            ama = await player(server, "ama")
            await ama.request("challenge", to="Engine", side="north")
            game_id = (await until(ama, lambda f: f["t"] == "game"))["game"]["id"]

            def cut(ply: int) -> None:
                if ply in (5, 13):  # while the bot is about to think, twice
                    bot.client.drop()

            end = await play_north(ama, game_id, cut)
            await asyncio.wait_for(task, 30)
            assert bot.client.reconnections >= 2
            assert end["reason"] not in ("abandoned", "time") and len(bot.finished) == 1
            assert bot.finished[0]["result"] in ("won", "lost", "drew")
            await ama.close()
    run(scenario)


def test_an_engine_that_fails_is_ended_and_its_game_resigned(tmp_path: Path) -> None:
    token = bot_account(tmp_path, "Engine")
    script = tmp_path / "broken_engine.py"
    script.write_text(BROKEN_ENGINE)

    async def scenario() -> None:
        async with serving(tmp_path) as server:
            bot = Bot(settings(server, token, f"{sys.executable} {script}", games=1))
            task = await started(server, bot)
            ama = await player(server, "ama")
            await ama.request("challenge", to="Engine", side="north")
            end = await until(ama, lambda f: f["t"] == "event" and f["event"]["e"] == "end")
            assert (end["event"]["reason"], end["event"]["winner"]) == ("resign", "north")
            await asyncio.wait_for(task, 30)
            assert bot.finished == [{"game": end["game"], "opponent": "ama",
                                     "result": "lost", "reason": "resign"}]
            await ama.close()
    run(scenario)


def test_the_bot_declines_what_it_cannot_take(tmp_path: Path) -> None:
    token = bot_account(tmp_path, "Engine")

    async def scenario() -> None:
        async with serving(tmp_path) as server:
            bot = Bot(settings(server, token, concurrency=1))
            task = await started(server, bot)
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            await kofi.request("challenge", to="Engine", rules={"grand_slam": "forbidden"})
            gone = await until(kofi, lambda f: f["t"] == "challenge-gone")
            assert "standard rules only" in gone["reason"]
            await ama.request("challenge", to="Engine", side="south", clock="60+1")
            await until(ama, lambda f: f["t"] == "game")
            await kofi.request("challenge", to="Engine")
            gone = await until(kofi, lambda f: f["t"] == "challenge-gone")
            assert "busy: playing 1 game already" in gone["reason"]
            assert len(bot.tables) == 1 and not task.done()
            bot.stop()
            await asyncio.wait_for(task, 10)
            for client in (ama, kofi):
                await client.close()
    run(scenario)


def test_a_bot_started_again_resumes_the_game_it_left(tmp_path: Path) -> None:
    token = bot_account(tmp_path, "Engine")

    async def scenario() -> None:
        async with serving(tmp_path) as server:
            first, second = (Bot(settings(server, token, games=1, depth=2)) for _ in range(2))
            task = await started(server, first)
            ama = await player(server, "ama")
            await ama.request("challenge", to="Engine", side="north", clock="120+2")
            game_id = (await until(ama, lambda f: f["t"] == "game"))["game"]["id"]
            again: list[asyncio.Task[None]] = []

            async def come_back() -> None:
                first.stop()
                await task  # the first bot has closed its connection
                await second.run()

            def restart(ply: int) -> None:
                if ply == 7:  # the bot goes away with the game in progress
                    again.append(asyncio.get_running_loop().create_task(come_back()))

            end = await play_north(ama, game_id, restart)
            await asyncio.wait_for(again[0], 30)
            assert first.finished == [] and [g["game"] for g in second.finished] == [game_id]
            assert end["reason"] not in ("abandoned", "time")
            await ama.close()
    run(scenario)
