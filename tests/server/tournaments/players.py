"""Players of tournament tests: real clients that play every tournament game the server
starts for them, deciding its result by a rule the test gives (so that the table can be
checked against one computed by hand): both make their first move, then the loser the
rule names resigns (or, for a draw, both agree to end a position where the seeds on each
side are equal... not needed: results here are wins and losses)."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Callable
from typing import Any

from wari_desktop.client import Client

#: Who loses the game of (south, north): the name of the loser.
Loser = Callable[[str, str], str]


async def play_tournament_games(client: Client, me: str, loser: Loser,
                                played: list[str]) -> None:
    """Play every tournament game that starts for ``me``, until cancelled: the first
    moves, then the loser resigns; each game's id goes into ``played`` when it ends."""
    games: dict[str, dict[str, Any]] = {}
    while True:
        frame = await client.next_frame()
        if frame["t"] == "game" and frame["game"]["terms"].get("tournament"):
            game = frame["game"]
            games[game["id"]] = game
            if game["south"]["name"] == me and not game.get("moves"):
                await client.move(game["id"], ply=0, move="C", think_ms=1)
        elif frame["t"] == "event" and frame["game"] in games:
            await _on_event(client, me, games[frame["game"]], frame["event"], loser,
                            played)


async def _on_event(client: Client, me: str, game: dict[str, Any], event: dict[str, Any],
                    loser: Loser, played: list[str]) -> None:
    south, north = game["south"]["name"], game["north"]["name"]
    if event["e"] == "move" and event["ply"] == 0 and north == me:
        await client.move(game["id"], ply=1, move="c", think_ms=1)
    elif event["e"] == "move" and event["ply"] == 1 and loser(south, north) == me:
        await client.resign(game["id"])
    elif event["e"] == "end":
        played.append(game["id"])


@contextlib.asynccontextmanager
async def playing(clients: dict[str, Client], loser: Loser
                  ) -> AsyncIterator[list[str]]:
    """Every client plays its tournament games (``play_tournament_games``) while the
    block runs; the ids of the games ended (once per player) are listed."""
    played: list[str] = []
    tasks = [asyncio.create_task(play_tournament_games(c, name, loser, played))
             for name, c in clients.items()]
    try:
        yield played
    finally:
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
