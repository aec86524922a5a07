"""Players of tournament tests: real clients that play every tournament game the server
starts for them, deciding its result by a rule the test gives (so that the table can be
checked against one computed by hand): each makes its first move, then the loser the rule
names resigns. They act on the state of each game (its moves so far), so a player who
reconnects after a server restart picks up where the game is: the games in progress that
``signed-in`` lists are fetched again (``sync``)."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Callable, Container
from dataclasses import dataclass, field
from typing import Any

from wari_desktop.client import Client, ClientError

#: Who loses the game of (south, north): the name of the loser.
Loser = Callable[[str, str], str]


@dataclass
class Table:
    """One player's view of their tournament games: players, round and plies of each, the
    ended ones, and who does not play: a name in ``absent`` never plays, a (name, round)
    holds that player's game of that round (each read when the player would act, so a
    test may change it meanwhile)."""

    me: str
    loser: Loser
    absent: Container[str | tuple[str, int]] = ()
    #: Seconds each player thinks before each action.
    pause: float = 0.0
    games: dict[str, tuple[str, str]] = field(default_factory=dict)
    plies: dict[str, int] = field(default_factory=dict)
    rounds: dict[str, int] = field(default_factory=dict)
    ended: set[str] = field(default_factory=set)

    def take(self, game: dict[str, Any]) -> str | None:
        """Note a game frame's game (a tournament's only); its id."""
        if not game["terms"].get("tournament"):
            return None
        self.games[game["id"]] = (game["south"]["name"], game["north"]["name"])
        self.rounds[game["id"]] = int(game["terms"]["tournament"]["round"])
        self.plies[game["id"]] = len(game.get("moves", ()))
        if game.get("over"):
            self.ended.add(game["id"])
        return str(game["id"])

    def action(self, game_id: str) -> tuple[str, dict[str, Any]] | None:
        """What ``me`` does now in ``game_id`` (None: nothing)."""
        if game_id in self.ended or self.me in self.absent or game_id not in self.games:
            return None
        if (self.me, self.rounds[game_id]) in self.absent:
            return None
        south, north = self.games[game_id]
        plies = self.plies[game_id]
        if plies == 0 and south == self.me:
            return "move", {"game": game_id, "ply": 0, "move": "C", "think_ms": 1}
        if plies == 1 and north == self.me:
            return "move", {"game": game_id, "ply": 1, "move": "c", "think_ms": 1}
        if plies == 2 and self.loser(south, north) == self.me:
            return "resign", {"game": game_id}
        return None


async def play_tournament_games(client: Client, table: Table) -> None:
    """Play every tournament game that starts for ``table.me``, until cancelled."""
    while True:
        try:
            frame = await client.next_frame(timeout=0.3)
        except TimeoutError:  # nothing new: act where the test let a held game go
            for game_id in list(table.games):
                await _act(client, table, game_id)
            continue
        kind = frame["t"]
        touched: list[str] = []
        if kind == "game":
            found = table.take(frame["game"])
            touched = [found] if found else []
        elif kind == "event" and frame.get("game") in table.games:
            event = frame["event"]
            if event["e"] == "move":
                table.plies[frame["game"]] = event["ply"] + 1
            elif event["e"] == "end":
                table.ended.add(frame["game"])
            touched = [frame["game"]]
        elif kind == "signed-in":  # back after a drop: fetch the games in progress
            touched = [g for g in (await _fetch(client, table, frame)) if g]
        for game_id in touched:
            await _act(client, table, game_id)


async def _fetch(client: Client, table: Table, frame: dict[str, Any]) -> list[str | None]:
    found: list[str | None] = []
    for game in frame.get("games", []):
        with contextlib.suppress(ClientError):
            answer = await client.request("sync", game=game["id"])
            found.append(table.take(answer["game"]))
    return found


async def _act(client: Client, table: Table, game_id: str) -> None:
    todo = table.action(game_id)
    if todo is None:
        return
    kind, fields = todo
    await asyncio.sleep(table.pause)
    with contextlib.suppress(ClientError):  # a drop: done again after the reconnection
        await client.request(kind, **fields)


@contextlib.asynccontextmanager
async def playing(clients: dict[str, Client], loser: Loser,
                  absent: Container[str | tuple[str, int]] = (),
                  pause: float = 0.0) -> AsyncIterator[dict[str, Table]]:
    """Every client plays its tournament games while the block runs (the players of
    ``absent`` never move; each thinks ``pause`` seconds before each action); each
    player's ``Table`` is yielded."""
    tables = {name: Table(name, loser, absent, pause) for name in clients}
    tasks = [asyncio.create_task(play_tournament_games(c, tables[name]))
             for name, c in clients.items()]
    try:
        yield tables
    finally:
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task


def ended_games(tables: dict[str, Table]) -> set[str]:
    """Every game some player saw end."""
    return set().union(*(t.ended for t in tables.values()))
