"""The parts several frames share (schema.json's ``$defs``): a player as shown (``Seat``),
a seek or challenge (``Offer``), a rating, an ended game as listed (``FinishedGame``), a
position, a game's time rules (``Timing``) and who is here (``Presence``). Each reads
itself from ``Fields`` (``read``) and writes itself as the frame carries it (``to_json``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ...rules.clock import TimeControl
from ..errors import ProtocolError
from ..terms import GameTerms, Side, TournamentTag, rules_from_json
from .fields import Fields, JsonObject, MessageError, side_text


class Status(StrEnum):
    """Where a game stands: being played, or ended."""

    STARTED = "started"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Seat:
    """A player as the lobby and the game frames show them (``rating`` None: a guest);
    ``playing``, in the lobby's list of players only: they play a game now (written only
    when true)."""

    name: str
    rating: int | None
    provisional: bool = True
    bot: bool = False
    guest: bool = False
    playing: bool = False

    def to_json(self) -> JsonObject:
        value: JsonObject = {"name": self.name, "rating": self.rating,
                             "provisional": self.provisional, "bot": self.bot,
                             "guest": self.guest}
        if self.playing:
            value["playing"] = True
        return value

    @classmethod
    def read(cls, fields: Fields) -> Seat:
        return cls(fields.text("name"), fields.integer_or_none("rating"),
                   fields.boolean("provisional"), fields.boolean("bot"),
                   fields.boolean("guest"),
                   fields.boolean("playing") if fields.has("playing") else False)


def read_terms(fields: Fields) -> GameTerms:
    """The terms written flat in an offer or a lobby game: ``clock``, ``rated``, ``rules``
    and ``side`` (the side the author plays: ``random`` too)."""
    clock = fields.text_or_none("clock")
    try:
        control = None if clock is None else TimeControl.parse(clock)
    except ValueError:
        raise fields.fail("clock", "a time control such as \"300+3\", or null") from None
    try:
        rules = rules_from_json(fields.object("rules").value)
    except ProtocolError as error:
        raise fields.fail("rules", error.message) from None
    side = fields.text("side")
    if side not in Side._value2member_map_:
        raise fields.fail("side", "south, north or random")
    tag = None
    if fields.has("tournament"):
        tag = TournamentTag.from_json(fields.object("tournament").value)
        if tag is None:
            raise fields.fail("tournament", "id, name, round and board")
    return GameTerms(control, fields.boolean("rated"), rules, Side(side), tag)


def terms_json(terms: GameTerms) -> JsonObject:
    """``GameTerms.to_json`` (the rules written whole; ``tournament`` for a tournament's
    game only)."""
    return terms.to_json()


def accepter_side(side: Side) -> Side:
    """The side the one who accepts an offer gets when its author asked for ``side``: the
    other side, or ``random`` when the author left it to chance."""
    if side is Side.RANDOM:
        return Side.RANDOM
    return Side.NORTH if side is Side.SOUTH else Side.SOUTH


@dataclass(frozen=True, slots=True)
class Offer:
    """A seek (``to`` None) or a challenge to the player ``to``: its ``id``, its author
    and the terms offered (``terms.side``: the author's side); ``rematch``, the game a
    challenge offers to play again (None: no rematch). Its frame also says
    ``accepter_side``, the side the one who accepts gets (read from ``side``, so that a
    frame of an older server without it reads the same)."""

    id: str
    by: Seat
    terms: GameTerms
    to: str | None = None
    rematch: str | None = None

    @property
    def accepter_side(self) -> Side:
        return accepter_side(self.terms.side)

    def to_json(self) -> JsonObject:
        value: JsonObject = {"id": self.id, "by": self.by.to_json(), "to": self.to,
                             **terms_json(self.terms),
                             "accepter_side": self.accepter_side.value}
        if self.rematch is not None:
            value["rematch"] = self.rematch
        return value

    @classmethod
    def read(cls, fields: Fields) -> Offer:
        return cls(fields.text("id"), Seat.read(fields.object("by")), read_terms(fields),
                   fields.text_or_none("to"),
                   fields.text("rematch") if fields.has("rematch") else None)


@dataclass(frozen=True, slots=True)
class Rating:
    """An account's Glicko-2 rating, rounded; provisional while the deviation is high."""

    rating: int
    deviation: int
    provisional: bool
    games: int

    def to_json(self) -> JsonObject:
        return {"rating": self.rating, "deviation": self.deviation,
                "provisional": self.provisional, "games": self.games}

    @classmethod
    def read(cls, fields: Fields) -> Rating:
        return cls(fields.integer("rating"), fields.integer("deviation"),
                   fields.boolean("provisional"), fields.integer("games"))


@dataclass(frozen=True, slots=True)
class FinishedGame:
    """An ended game as ``games``, ``record`` and ``signed-in`` list it: ``reason`` an end
    reason (a text: a newer server may add some), ``winner`` None for a draw or no
    result, ``result`` for the player asked about (``win``, ``loss``, ``draw``, ``none``;
    from no side: the winning side, ``draw`` or ``none``), times in ms since 1970, and
    ``side``, the side of the player asked about (None: none asked)."""

    id: str
    south: str
    north: str
    clock: str | None
    rated: bool
    reason: str
    winner: Side | None
    result: str
    started_at: int
    ended_at: int | None
    side: Side | None = None

    def to_json(self) -> JsonObject:
        value: JsonObject = {
            "id": self.id, "south": self.south, "north": self.north, "clock": self.clock,
            "rated": self.rated, "reason": self.reason, "winner": side_text(self.winner),
            "result": self.result, "started_at": self.started_at, "ended_at": self.ended_at}
        if self.side is not None:
            value["side"] = self.side.value
        return value

    @classmethod
    def read(cls, fields: Fields) -> FinishedGame:
        return cls(fields.text("id"), fields.text("south"), fields.text("north"),
                   fields.text_or_none("clock"), fields.boolean("rated"),
                   fields.text("reason"), fields.side_or_none("winner"),
                   fields.text("result"), fields.integer("started_at"),
                   fields.integer_or_none("ended_at"),
                   fields.side("side") if fields.has("side") else None)


@dataclass(frozen=True, slots=True)
class Position:
    """Seeds in each house (South's A-F, then North's a-f) and in each store
    (``[south, north]``)."""

    houses: tuple[int, ...]
    stores: tuple[int, int]

    def to_json(self) -> JsonObject:
        return {"houses": list(self.houses), "stores": list(self.stores)}

    @classmethod
    def read(cls, fields: Fields) -> Position:
        return cls(fields.numbers("houses", 12), fields.pair("stores"))


@dataclass(frozen=True, slots=True)
class Timing:
    """A game's time rules in milliseconds: ``initial`` and ``increment`` (None without a
    clock), ``first_move`` (the time for each side's first move), ``first_move_left``
    (for the side to move; None once both first moves are made) and each side's
    ``lag_quota`` left."""

    initial: int | None
    increment: int | None
    first_move: int
    first_move_left: int | None
    lag_quota: tuple[int, int]

    def to_json(self) -> JsonObject:
        return {"initial": self.initial, "increment": self.increment,
                "first_move": self.first_move, "first_move_left": self.first_move_left,
                "lag_quota": list(self.lag_quota)}

    @classmethod
    def read(cls, fields: Fields) -> Timing:
        return cls(fields.integer_or_none("initial"), fields.integer_or_none("increment"),
                   fields.integer("first_move"), fields.integer_or_none("first_move_left"),
                   fields.pair("lag_quota"))


@dataclass(frozen=True, slots=True)
class SidePresence:
    """One side's connection: ``online``, else seconds until the opponent may claim."""

    online: bool
    claim_in: float | None = None

    def to_json(self) -> JsonObject:
        return {"online": self.online, "claim_in": self.claim_in}

    @classmethod
    def read(cls, fields: Fields) -> SidePresence:
        return cls(fields.boolean("online"), fields.number_or_none("claim_in"))


@dataclass(frozen=True, slots=True)
class Presence:
    """Both sides' connections to a game."""

    south: SidePresence
    north: SidePresence

    def of(self, side: Side) -> SidePresence:
        """The presence of ``side`` (south or north)."""
        return self.north if side is Side.NORTH else self.south

    def to_json(self) -> JsonObject:
        return {"south": self.south.to_json(), "north": self.north.to_json()}

    @classmethod
    def read(cls, fields: Fields) -> Presence:
        return cls(SidePresence.read(fields.object("south")),
                   SidePresence.read(fields.object("north")))


def read_status(fields: Fields) -> Status:
    value = fields.text("status")
    if value not in Status._value2member_map_:
        raise fields.fail("status", "started or over")
    return Status(value)


__all__ = ["FinishedGame", "MessageError", "Offer", "Position", "Presence", "Rating",
           "Seat", "SidePresence", "Status", "Timing", "accepter_side", "read_status",
           "read_terms", "terms_json"]
