"""The whole way on the loopback: a game hosted, announced, found by a browser, joined
with the address found and the code typed, played; the joiner's connection cut and
restored mid-game, and the game goes on. Discovery on 127.0.0.1 only (the conftest)."""

from __future__ import annotations

import asyncio
import threading
from typing import Any

from wari_desktop.client import Client
from wari_desktop.lan import (
    AnnouncedGame,
    Announcement,
    GameBrowser,
    LanHost,
    open_table,
    parse_join,
    take_seat,
)
from wari_desktop.protocol import GameTerms, Side
from wari_desktop.rules import Game
from wari_desktop.rules.clock import TimeControl

from .test_host import run, until

TERMS = GameTerms(TimeControl.parse("120+2"), side=Side.NORTH)


def found_game(browser_port: int) -> tuple[GameBrowser, list[AnnouncedGame], threading.Event]:
    games: list[AnnouncedGame] = []
    ready = threading.Event()

    def on_found(game: AnnouncedGame) -> None:
        if game.port == browser_port:
            games.append(game)
            ready.set()
    return GameBrowser(on_found=on_found), games, ready


def test_a_game_found_on_the_loopback_is_joined_and_survives_a_cut() -> None:
    with LanHost(bind="127.0.0.1", port=0) as host:
        announcement = Announcement("Ama", port=host.port, terms=TERMS,
                                    addresses=[host.address[0]])
        browser, games, ready = found_game(host.port)
        announcement.start()
        browser.start()
        try:
            assert ready.wait(15), "the game was not found on the loopback"
        finally:
            browser.stop()
        found = games[-1]
        assert found.playable and found.clock == "120+2" and found.side == "north"
        target = parse_join(f"{found.address}:{found.port}", host.code.lower())

        async def scenario() -> None:
            mine, theirs = Client(host.local_url), Client(target.url)
            for client in (mine, theirs):
                await client.start()
            await open_table(mine, host.code, TERMS)
            game = (await take_seat(theirs, target.code))["game"]
            announcement.set_state("full")
            assert game["north"]["name"] == mine.account["name"]  # type: ignore[index]
            await until(mine, "game")
            referee = Game(rules=TERMS.rules)
            players = {"south": theirs, "north": mine}
            played = []
            for ply in range(6):
                if ply == 3:
                    theirs.drop()  # the joiner's network fails; the client comes back
                side = "south" if ply % 2 == 0 else "north"
                move = referee.legal_moves()[0]
                answer = await players[side].request("move", game=game["id"], ply=ply,
                                                     move=move)
                assert answer["t"] in ("event", "ok")
                referee.play(move)
                played.append(move)
            assert await _caught_up(theirs, game["id"], 6) == played
            assert theirs.reconnections >= 1
            for client in (mine, theirs):
                await client.close()
        try:
            run(scenario)
        finally:
            announcement.stop()


async def _caught_up(client: Client, game_id: str, moves: int) -> list[Any]:
    """The game's first ``moves`` moves as ``client`` hands them out (bounded wait)."""
    seen: list[Any] = []
    async with asyncio.timeout(15):
        while len(seen) < moves:
            frame = await until(client, "event")
            if frame["game"] == game_id and frame["event"]["e"] == "move":
                seen.append(frame["event"]["move"])
    return seen
