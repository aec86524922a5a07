"""Each process's part of the lobby, as the other processes of the server read it: the
players connected to it, its open seeks and challenges (they live with their author's
connection), and the games it referees. The lobby is the union of every living process's
part with its own.

A part is kept in the table ``cluster_parts`` (one row a process, JSON) with a heartbeat
by the database's clock; a process whose heartbeat is older than ``DEAD_SECONDS`` is gone
(killed, stopped, cut off), and its part with it. Accounts in a part carry no password
hash.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from ...protocol import GameTerms
from ..live_game import LiveGame, Seat
from ..offers import Offer
from ..storage import Account, AccountKind

#: Seconds without a heartbeat after which a process counts as gone.
DEAD_SECONDS = 3.0


def account_json(account: Account) -> dict[str, Any]:
    """What other processes need of an account (never its password hash)."""
    return {"name": account.name, "kind": account.kind.value, "rating": account.rating,
            "deviation": account.deviation, "volatility": account.volatility,
            "games": account.games, "created": account.created, "muted": account.muted,
            "role": account.role}


def account_of(value: dict[str, Any]) -> Account:
    return Account(str(value["name"]), AccountKind(value["kind"]), None, False,
                   float(value["rating"]), float(value["deviation"]),
                   float(value["volatility"]), int(value["games"]), float(value["created"]),
                   bool(value["muted"]), value.get("role"))


def offer_json(offer: Offer) -> dict[str, Any]:
    return {"id": offer.id, "by": account_json(offer.by), "terms": offer.terms.to_json(),
            "to": offer.to, "rematch": offer.rematch}


def offer_of(value: dict[str, Any]) -> Offer:
    return Offer(str(value["id"]), account_of(value["by"]), GameTerms.from_json(value["terms"]),
                 value.get("to"), value.get("rematch"))


@dataclass(frozen=True, slots=True)
class GameShown:
    """A game in progress as another process's lobby shows it."""

    id: str
    seats: tuple[Seat, Seat]
    terms: GameTerms
    ply: int
    version: int

    @classmethod
    def of(cls, live: LiveGame) -> GameShown:
        return cls(live.game_id, live.seats, live.terms, live.ply, live.stored)

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "seats": [s.to_json() | {"rating": s.rating}
                                          for s in self.seats],
                "terms": self.terms.to_json(), "ply": self.ply, "v": self.version}

    @classmethod
    def from_json(cls, value: dict[str, Any]) -> GameShown:
        south, north = (Seat.from_json(seat) for seat in value["seats"])
        return cls(str(value["id"]), (south, north), GameTerms.from_json(value["terms"]),
                   int(value["ply"]), int(value["v"]))


@dataclass(slots=True)
class Part:
    """One process's part of the lobby."""

    process: str
    players: dict[str, Account] = field(default_factory=dict)
    seeks: dict[str, Offer] = field(default_factory=dict)
    challenges: dict[str, Offer] = field(default_factory=dict)
    games: dict[str, GameShown] = field(default_factory=dict)
    #: Whether this process directs the tournaments (``tournament.director.DIRECTING``).
    directing: bool = False

    def to_text(self, moves: bool = True) -> str:
        """The part as JSON; without ``moves``, without each game's moves so far and
        version (which change at every move: the others follow them from the games'
        events, so a move alone does not make a part to save)."""
        games = [g.to_json() for g in self.games.values()]
        if not moves:
            for game in games:
                del game["ply"], game["v"]
        return json.dumps({"players": [account_json(a) for a in self.players.values()],
                           "seeks": [offer_json(o) for o in self.seeks.values()],
                           "challenges": [offer_json(o) for o in self.challenges.values()],
                           "games": games, "directing": self.directing},
                          separators=(",", ":"))

    def moved(self, game_id: str, ply: int, version: int) -> None:
        """One of this part's games has moved on (heard from its events)."""
        shown = self.games.get(game_id)
        if shown is not None and version > shown.version:
            self.games[game_id] = GameShown(shown.id, shown.seats, shown.terms, ply, version)

    @classmethod
    def from_text(cls, process: str, text: str) -> Part:
        value = json.loads(text)
        players = [account_of(a) for a in value["players"]]
        seeks = [offer_of(o) for o in value["seeks"]]
        challenges = [offer_of(o) for o in value["challenges"]]
        games = [GameShown.from_json(g) for g in value["games"]]
        return cls(process, {a.name: a for a in players}, {o.id: o for o in seeks},
                   {o.id: o for o in challenges}, {g.id: g for g in games},
                   bool(value.get("directing", False)))

    def plays(self, name: str) -> list[GameShown]:
        """The games of this part that ``name`` plays."""
        return [g for g in self.games.values() if name in (g.seats[0].name, g.seats[1].name)]


#: Write one's part and beat.
SAVE_PART = ("INSERT INTO cluster_parts (process, body, beat) VALUES (%s, %s, "
             "clock_timestamp()) ON CONFLICT (process) DO UPDATE SET body = EXCLUDED.body, "
             "beat = EXCLUDED.beat")
BEAT = "UPDATE cluster_parts SET beat = clock_timestamp() WHERE process = %s"
#: The living parts (with the seconds since their beat), and the gone ones to drop.
LIVING = ("SELECT process, body FROM cluster_parts WHERE beat > clock_timestamp() - "
          "make_interval(secs => %s)")
ONE = ("SELECT body FROM cluster_parts WHERE process = %s AND beat > clock_timestamp() - "
       "make_interval(secs => %s)")
DROP_GONE = ("DELETE FROM cluster_parts WHERE beat < clock_timestamp() - "
             "make_interval(secs => %s) RETURNING process")
DROP_MINE = "DELETE FROM cluster_parts WHERE process = %s"
DROP_THESE = "DELETE FROM cluster_parts WHERE process = ANY(%s)"
#: The processes among those given whose lock ``ALIVE`` is free (their connection to the
#: database closed: killed), tried in a statement's own transaction (autocommit), so
#: nothing stays held.
GONE_NOW = ("SELECT p FROM unnest(%s::text[]) AS p "
            "WHERE pg_try_advisory_xact_lock(%s, hashtext(p))")
