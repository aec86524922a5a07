"""Players of the window's tournament tests: real clients (``OtherPlayer``) that play
every tournament game the server starts for them, on their client's own thread: both
make their first move, then the one the test's rule names as the loser resigns, up to a
last round (later games stay in progress), as ``tests/server/tournaments/players.py``
does with asyncio clients. And the admin's
role for an organiser, on the running server's store."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from wari_desktop.server.session import READ_RATE

from .conftest import ServerThread
from .players import OtherPlayer

#: Who loses the game of (south, north): the loser's name.
Loser = Callable[[str, str], str]


def loser_by_name(south: str, north: str) -> str:
    """The later name in the alphabet loses."""
    return max(south, north)


class TournamentPlayer(OtherPlayer):
    """A client that plays its tournament games by ``loser`` (see the module)."""

    def read(self, tournament_id: str) -> dict[str, Any]:
        """The tournament: one read, made at most twice a second (a connection's reads of
        the store are limited: ``session.READ_RATE``), so that a test may wait on it."""
        time.sleep(1 / READ_RATE)
        return self.ask("tournament", tournament=tournament_id)

    def entrants(self, tournament_id: str) -> int:
        """How many have entered the tournament (a paced ``read``)."""
        return len(self.read(tournament_id)["standings"])

    def __init__(self, url: str, name: str, loser: Loser = loser_by_name,
                 last_round: int = 1000) -> None:
        self.name, self.loser, self.last_round = name, loser, last_round
        self.games: dict[str, dict[str, Any]] = {}
        self.ended: list[str] = []
        super().__init__(url, name)
        self.client.on_frame = self._frame

    def _frame(self, frame: dict[str, Any]) -> None:
        """On the client's thread: play, then hand the frame on to the queue."""
        if frame.get("t") == "game" and frame["game"]["terms"].get("tournament"):
            game = frame["game"]
            self.games[game["id"]] = game
            if game["south"]["name"] == self.name and not game.get("moves"):
                self.client.request("move", game=game["id"], ply=0, move="C", think_ms=1)
        elif frame.get("t") == "event" and frame.get("game") in self.games:
            self._event(self.games[frame["game"]], frame["event"])
        self.frames.put(frame)

    def _event(self, game: dict[str, Any], event: dict[str, Any]) -> None:
        south, north = game["south"]["name"], game["north"]["name"]
        if event["e"] == "move" and event["ply"] == 0 and north == self.name:
            self.client.request("move", game=game["id"], ply=1, move="c", think_ms=1)
        elif event["e"] == "move" and event["ply"] == 1 and self.loser(south, north) == \
                self.name and game["terms"]["tournament"]["round"] <= self.last_round:
            self.client.request("resign", game=game["id"])
        elif event["e"] == "end":
            self.ended.append(game["id"])


def grant(server: ServerThread, name: str) -> None:
    """The admin's ``account role NAME organiser``, on the running server's store."""
    server.call(server.server.store.run(lambda store: store.set_role(name, "organiser")))


def later(seconds: float) -> int:
    """A start time ``seconds`` from now, in ms since 1970."""
    return int((time.time() + seconds) * 1000)
