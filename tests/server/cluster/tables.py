"""Games of the cluster tests as their two clients play them (``Table``), set up so
that a chosen process referees them, and the events as the database holds them."""

from __future__ import annotations

import random

import psycopg

from wari_desktop.client import Client
from wari_desktop.rules import Game

from .processes import ServerProcess

#: Server flags lifting the caps on one address (every client here is on 127.0.0.1).
OPEN = ("--per-address", "0", "--handshakes-per-address", "0", "--accounts-per-address",
        "0", "--max-connections", "2000")


class Table:
    """One game as its two clients play it: the moves acknowledged so far."""

    def __init__(self, game_id: str, south: Client, north: Client) -> None:
        self.id = game_id
        self.players = (south, north)
        self.game = Game()
        self.acknowledged: list[str] = []

    async def move(self, seed: random.Random) -> None:
        """Play one legal move and wait for its acknowledgement."""
        move = seed.choice(self.game.legal_moves())
        ply = len(self.game.moves)
        await self.players[ply % 2].request("move", game=self.id, ply=ply, move=move)
        self.game.play(move)
        self.acknowledged.append(move)

    def resync(self, moves: list[str]) -> None:
        """The game as the server has it (a move stored whose answer was lost)."""
        self.game = Game()
        for move in moves:
            self.game.play(move)
        self.acknowledged = list(moves)

    @property
    def playing(self) -> bool:
        return not self.game.is_over() and len(self.game.moves) < 40


async def guest(url: str) -> Client:
    client = Client(url)
    await client.start()
    await client.request("guest")
    return client


async def refereed_game(referee: ServerProcess, other: ServerProcess) -> Table:
    """A game refereed by ``referee``: South seeks there, North, connected to ``other``,
    accepts at once (a seek is known to every process before its author hears it is
    open)."""
    south, north = await guest(referee.url), await guest(other.url)
    seek = await south.request("seek", side="south", clock="600+5")
    accepted = await north.request("seek-accept", seek=seek["seek"]["id"])
    return Table(str(accepted["game"]["id"]), south, north)


def stored(url: str, game_ids: list[str]) -> dict[str, list[tuple[int, str, int]]]:
    """Each game's stored events: version, JSON text and the generation that wrote it."""
    found: dict[str, list[tuple[int, str, int]]] = {game_id: [] for game_id in game_ids}
    with psycopg.connect(url) as db:
        for game, v, data, generation in db.execute(
                "SELECT game, v, data, generation FROM events WHERE game = ANY(%s) "
                "ORDER BY game, v", (game_ids,)):
            found[game].append((v, data, generation))
    return found
