"""A game's frames: its events (``MoveEvent``, ``OfferEndEvent``, ``AnswerEndEvent``,
``ChatEvent``, ``EndEvent``; ``OtherEvent`` for a kind this version does not know, whose
``v`` still counts), the whole game (``GameSnapshot`` in a ``GameFrame``), one event
(``EventFrame``), the events since a version (``EventsFrame``) and who is here
(``PresenceFrame``).

Every event says where the game stands after it: ``status`` and ``to_move`` (None once
over) and, once over, ``reason`` and ``winner`` (None: a draw or no result). Events stored
by a server older than ``status`` lack those: ``status`` is then None and neither is
written back.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from ..terms import GameTerms, Side
from .fields import Fields, JsonObject, pair_json, side_text
from .parts import Position, Presence, Seat, Status, Timing, read_status, read_terms, terms_json


@dataclass(frozen=True, slots=True, kw_only=True)
class Standing:
    """Where a game stands: ``status``, ``to_move``, and once over ``reason`` (a text: a
    newer server may add reasons) and ``winner``."""

    status: Status | None = Status.STARTED
    to_move: Side | None = None
    reason: str | None = None
    winner: Side | None = None

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.status is Status.OVER

    def standing_json(self) -> JsonObject:
        value: JsonObject = {}
        if self.status is not None:
            value = {"status": self.status.value, "to_move": side_text(self.to_move)}
        if self.reason is not None:
            value |= {"reason": self.reason, "winner": side_text(self.winner)}
        return value

    @staticmethod
    def read_standing(fields: Fields) -> dict[str, Any]:
        """The keyword arguments of a ``Standing`` read from ``fields``."""
        status = read_status(fields) if fields.has("status") else None
        to_move = fields.side_or_none("to_move") if status is not None else None
        reason = fields.text("reason") if fields.has("reason") else None
        winner = fields.side_or_none("winner") if reason is not None else None
        return {"status": status, "to_move": to_move, "reason": reason, "winner": winner}


@dataclass(frozen=True, slots=True, kw_only=True)
class MoveEvent(Standing):
    """A move: ``ply`` (from 0), the house ``move``d, the side ``by``, the seeds
    ``captured``, both clocks after it (ms, None without a clock) and the side whose
    clock ``running`` now."""

    KIND: ClassVar[str] = "move"
    v: int
    at: int
    ply: int
    move: str
    by: Side
    captured: int
    clocks: tuple[int, int] | None
    running: Side | None

    def to_json(self) -> JsonObject:
        return {"v": self.v, "e": self.KIND, "at": self.at, "ply": self.ply,
                "move": self.move, "by": self.by.value, "captured": self.captured,
                "clocks": pair_json(self.clocks), "running": side_text(self.running),
                **self.standing_json()}

    @classmethod
    def read(cls, fields: Fields) -> MoveEvent:
        return cls(v=fields.integer("v"), at=fields.integer("at"),
                   ply=fields.integer("ply"), move=fields.text("move"),
                   by=fields.side("by"), captured=fields.integer("captured"),
                   clocks=fields.pair_or_none("clocks"),
                   running=fields.side_or_none("running"), **cls.read_standing(fields))


@dataclass(frozen=True, slots=True, kw_only=True)
class OfferEndEvent(Standing):
    """The side ``by`` offers to end the game by agreement."""

    KIND: ClassVar[str] = "offer-end"
    v: int
    at: int
    by: Side

    def to_json(self) -> JsonObject:
        return {"v": self.v, "e": self.KIND, "at": self.at, "by": self.by.value,
                **self.standing_json()}

    @classmethod
    def read(cls, fields: Fields) -> OfferEndEvent:
        return cls(v=fields.integer("v"), at=fields.integer("at"), by=fields.side("by"),
                   **cls.read_standing(fields))


@dataclass(frozen=True, slots=True, kw_only=True)
class AnswerEndEvent(Standing):
    """The side ``by`` answers the opponent's offer to end: ``accept`` or not."""

    KIND: ClassVar[str] = "answer-end"
    v: int
    at: int
    by: Side
    accept: bool

    def to_json(self) -> JsonObject:
        return {"v": self.v, "e": self.KIND, "at": self.at, "by": self.by.value,
                "accept": self.accept, **self.standing_json()}

    @classmethod
    def read(cls, fields: Fields) -> AnswerEndEvent:
        return cls(v=fields.integer("v"), at=fields.integer("at"), by=fields.side("by"),
                   accept=fields.boolean("accept"), **cls.read_standing(fields))


@dataclass(frozen=True, slots=True, kw_only=True)
class ChatEvent(Standing):
    """A line of chat from the side ``by`` (its players only see it)."""

    KIND: ClassVar[str] = "chat"
    v: int
    at: int
    by: Side
    text: str

    def to_json(self) -> JsonObject:
        return {"v": self.v, "e": self.KIND, "at": self.at, "by": self.by.value,
                "text": self.text, **self.standing_json()}

    @classmethod
    def read(cls, fields: Fields) -> ChatEvent:
        return cls(v=fields.integer("v"), at=fields.integer("at"), by=fields.side("by"),
                   text=fields.text("text"), **cls.read_standing(fields))


@dataclass(frozen=True, slots=True)
class RatingChange:
    """One side's rating before and after a rated game."""

    before: int
    after: int
    provisional: bool

    def to_json(self) -> JsonObject:
        return {"before": self.before, "after": self.after, "provisional": self.provisional}

    @classmethod
    def read(cls, fields: Fields) -> RatingChange:
        return cls(fields.integer("before"), fields.integer("after"),
                   fields.boolean("provisional"))


@dataclass(frozen=True, slots=True, kw_only=True)
class EndEvent(Standing):
    """The game's last event: ``reason`` and ``winner`` (always written), ``counted``
    (False: no result, no rating change), the seeds each side ends with (``totals``),
    the clocks, the ratings' change (None for a casual game) and the game's OGN."""

    KIND: ClassVar[str] = "end"
    v: int
    at: int
    counted: bool
    totals: tuple[int, int]
    clocks: tuple[int, int] | None
    ratings: tuple[RatingChange, RatingChange] | None
    ogn: str

    def to_json(self) -> JsonObject:
        ratings = None if self.ratings is None else \
            {"south": self.ratings[0].to_json(), "north": self.ratings[1].to_json()}
        value: JsonObject = {"v": self.v, "e": self.KIND, "at": self.at,
                             "reason": self.reason, "winner": side_text(self.winner),
                             "counted": self.counted, "totals": list(self.totals),
                             "clocks": pair_json(self.clocks), "ratings": ratings,
                             "ogn": self.ogn}
        return value | self.standing_json()

    @classmethod
    def read(cls, fields: Fields) -> EndEvent:
        standing = cls.read_standing(fields)
        standing["reason"] = fields.text("reason")
        standing["winner"] = fields.side_or_none("winner")
        ratings = fields.object_or_none("ratings")
        return cls(v=fields.integer("v"), at=fields.integer("at"),
                   counted=fields.boolean("counted"), totals=fields.pair("totals"),
                   clocks=fields.pair_or_none("clocks"),
                   ratings=None if ratings is None else (
                       RatingChange.read(ratings.object("south")),
                       RatingChange.read(ratings.object("north"))),
                   ogn=fields.text("ogn"), **standing)


@dataclass(frozen=True, slots=True)
class OtherEvent:
    """An event of a kind this version does not know (``kind``): its version ``v`` still
    counts; ``fields`` is the event as it came."""

    v: int
    kind: str
    fields: JsonObject = field(compare=True)

    def to_json(self) -> JsonObject:
        return dict(self.fields)


Event = MoveEvent | OfferEndEvent | AnswerEndEvent | ChatEvent | EndEvent | OtherEvent
_EVENTS: dict[str, Any] = {kind.KIND: kind for kind in
                           (MoveEvent, OfferEndEvent, AnswerEndEvent, ChatEvent, EndEvent)}


def read_event(fields: Fields) -> Event:
    """One event, by its ``e``."""
    kind = fields.text("e")
    reader = _EVENTS.get(kind)
    if reader is None:
        return OtherEvent(fields.integer("v"), kind, dict(fields.value))
    event: Event = reader.read(fields)
    return event


def event_from_json(value: JsonObject) -> Event:
    """One event of a frame (MessageError when it is not of its kind's shape)."""
    return read_event(Fields(value, "event"))


@dataclass(frozen=True, slots=True, kw_only=True)
class GameSnapshot(Standing):
    """A whole game: its players, terms, ``version`` (its last event's ``v``), the
    ``moves``, the ``events`` (chat for its players only), the clocks, the side whose
    clock runs, a standing offer to end (the side that made it), who is here, ``over``,
    the position and the time rules."""

    id: str
    south: Seat
    north: Seat
    terms: GameTerms
    version: int
    moves: tuple[str, ...]
    events: tuple[Event, ...]
    clocks: tuple[int, int] | None
    running: Side | None
    end_offer: Side | None
    presence: Presence
    over: bool
    position: Position
    timing: Timing

    def seat(self, side: Side) -> Seat:
        return self.north if side is Side.NORTH else self.south

    def side_of(self, name: str) -> Side | None:
        """The side ``name`` plays (None: not a player of this game)."""
        return Side.SOUTH if self.south.name == name else \
            Side.NORTH if self.north.name == name else None

    def to_json(self) -> JsonObject:
        return {"id": self.id, "south": self.south.to_json(), "north": self.north.to_json(),
                "terms": terms_json(self.terms), "version": self.version,
                "moves": list(self.moves), "events": [e.to_json() for e in self.events],
                "clocks": pair_json(self.clocks), "running": side_text(self.running),
                "to_move": side_text(self.to_move), "end_offer": side_text(self.end_offer),
                "presence": self.presence.to_json(), "over": self.over,
                "position": self.position.to_json(), "timing": self.timing.to_json(),
                **self.standing_json()}

    @classmethod
    def read(cls, fields: Fields) -> GameSnapshot:
        standing = cls.read_standing(fields)
        if standing["status"] is None:
            raise fields.fail("status", "started or over")
        return cls(id=fields.text("id"), south=Seat.read(fields.object("south")),
                   north=Seat.read(fields.object("north")),
                   terms=read_terms(fields.object("terms")), version=fields.integer("version"),
                   moves=fields.texts("moves"), events=fields.items("events", read_event),
                   clocks=fields.pair_or_none("clocks"),
                   running=fields.side_or_none("running"),
                   end_offer=fields.side_or_none("end_offer"),
                   presence=Presence.read(fields.object("presence")),
                   over=fields.boolean("over"),
                   position=Position.read(fields.object("position")),
                   timing=Timing.read(fields.object("timing")), **standing)


@dataclass(frozen=True, slots=True)
class GameFrame:
    """``game``: a whole game; ``answers`` when it answers ``seek-accept``,
    ``challenge-accept``, ``watch`` or ``sync`` (its ``id`` then written, null for a
    request without one; an ``id`` given makes ``answers`` true), else a game starting,
    for its players."""

    TYPE: ClassVar[str] = "game"
    game: GameSnapshot
    id: int | None = None
    answers: bool = False

    def __post_init__(self) -> None:
        if self.id is not None:
            object.__setattr__(self, "answers", True)

    def to_json(self) -> JsonObject:
        value: JsonObject = {"t": self.TYPE, "game": self.game.to_json()}
        if self.answers:
            value["id"] = self.id
        return value

    @classmethod
    def read(cls, fields: Fields) -> GameFrame:
        return cls(GameSnapshot.read(fields.object("game")), fields.request_id(),
                   fields.has("id"))


@dataclass(frozen=True, slots=True)
class EventFrame:
    """``event``: one new event of ``game`` (``id`` when it answers the request that made
    it)."""

    TYPE: ClassVar[str] = "event"
    game: str
    event: Event
    id: int | None = None

    def to_json(self) -> JsonObject:
        value: JsonObject = {"t": self.TYPE, "game": self.game, "event": self.event.to_json()}
        if self.id is not None:
            value["id"] = self.id
        return value

    @classmethod
    def read(cls, fields: Fields) -> EventFrame:
        return cls(fields.text("game"), read_event(fields.object("event")),
                   fields.request_id())


@dataclass(frozen=True, slots=True, kw_only=True)
class EventsFrame(Standing):
    """``events``: the answer to ``sync``, every event after the version asked (a
    spectator's without chat), and the game as it stands: clocks, presence, version and
    position."""

    TYPE: ClassVar[str] = "events"
    id: int | None
    game: str
    events: tuple[Event, ...]
    clocks: tuple[int, int] | None
    running: Side | None
    presence: Presence
    version: int
    position: Position

    def to_json(self) -> JsonObject:
        return {"t": self.TYPE, "id": self.id, "game": self.game,
                "events": [e.to_json() for e in self.events],
                "clocks": pair_json(self.clocks), "running": side_text(self.running),
                "presence": self.presence.to_json(), "version": self.version,
                "position": self.position.to_json(), **self.standing_json()}

    @classmethod
    def read(cls, fields: Fields) -> EventsFrame:
        return cls(id=fields.integer_or_none("id"), game=fields.text("game"),
                   events=fields.items("events", read_event),
                   clocks=fields.pair_or_none("clocks"),
                   running=fields.side_or_none("running"),
                   presence=Presence.read(fields.object("presence")),
                   version=fields.integer("version"),
                   position=Position.read(fields.object("position")),
                   **cls.read_standing(fields))


@dataclass(frozen=True, slots=True)
class PresenceFrame:
    """``presence``: a player of ``game`` came or went."""

    TYPE: ClassVar[str] = "presence"
    game: str
    presence: Presence

    def to_json(self) -> JsonObject:
        return {"t": self.TYPE, "game": self.game, **self.presence.to_json()}

    @classmethod
    def read(cls, fields: Fields) -> PresenceFrame:
        return cls(fields.text("game"), Presence.read(fields))
