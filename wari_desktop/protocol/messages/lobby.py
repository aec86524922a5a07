"""The lobby's frames: the lobby itself (``LobbyFrame``), a seek opened (``SeekOpen``), a
challenge sent (``ChallengeSent``), received (``ChallengeFrame``) or gone
(``ChallengeGone``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..terms import GameTerms
from .fields import Fields, JsonObject
from .parts import Offer, Seat, read_terms, terms_json


@dataclass(frozen=True, slots=True)
class LobbyGame:
    """A game in progress as the lobby lists it (``ply``: moves played as of the frame)."""

    id: str
    south: Seat
    north: Seat
    terms: GameTerms
    ply: int

    def to_json(self) -> JsonObject:
        return {"id": self.id, "south": self.south.to_json(), "north": self.north.to_json(),
                **terms_json(self.terms), "ply": self.ply}

    @classmethod
    def read(cls, fields: Fields) -> LobbyGame:
        return cls(fields.text("id"), Seat.read(fields.object("south")),
                   Seat.read(fields.object("north")), read_terms(fields),
                   fields.integer("ply"))


@dataclass(frozen=True, slots=True)
class LobbyCounts:
    """How many seeks, players online and games in progress there are in all (the lists
    are cut at 200 entries)."""

    seeks: int
    players: int
    games: int

    def to_json(self) -> JsonObject:
        return {"seeks": self.seeks, "players": self.players, "games": self.games}

    @classmethod
    def read(cls, fields: Fields) -> LobbyCounts:
        return cls(fields.integer("seeks"), fields.integer("players"),
                   fields.integer("games"))


@dataclass(frozen=True, slots=True)
class LobbyFrame:
    """``lobby``: the open seeks, the players online and the games in progress;
    ``answers`` when it answers ``lobby`` (its ``id`` then written, null for a request
    without one; an ``id`` given makes ``answers`` true), else a change for a follower."""

    TYPE: ClassVar[str] = "lobby"
    seeks: tuple[Offer, ...]
    players: tuple[Seat, ...]
    games: tuple[LobbyGame, ...]
    counts: LobbyCounts
    id: int | None = None
    answers: bool = False

    def __post_init__(self) -> None:
        if self.id is not None:
            object.__setattr__(self, "answers", True)

    def to_json(self) -> JsonObject:
        value: JsonObject = {"t": self.TYPE, "seeks": [s.to_json() for s in self.seeks],
                             "players": [p.to_json() for p in self.players],
                             "games": [g.to_json() for g in self.games],
                             "counts": self.counts.to_json()}
        if self.answers:
            value["id"] = self.id
        return value

    @classmethod
    def read(cls, fields: Fields) -> LobbyFrame:
        return cls(fields.items("seeks", Offer.read), fields.items("players", Seat.read),
                   fields.items("games", LobbyGame.read),
                   LobbyCounts.read(fields.object("counts")), fields.request_id(),
                   fields.has("id"))


@dataclass(frozen=True, slots=True)
class SeekOpen:
    """``seek-open``: the seek just opened."""

    TYPE: ClassVar[str] = "seek-open"
    id: int | None
    seek: Offer

    def to_json(self) -> JsonObject:
        return {"t": self.TYPE, "id": self.id, "seek": self.seek.to_json()}

    @classmethod
    def read(cls, fields: Fields) -> SeekOpen:
        return cls(fields.integer_or_none("id"), Offer.read(fields.object("seek")))


@dataclass(frozen=True, slots=True)
class ChallengeSent:
    """``challenge-sent``: the challenge just sent."""

    TYPE: ClassVar[str] = "challenge-sent"
    id: int | None
    challenge: Offer

    def to_json(self) -> JsonObject:
        return {"t": self.TYPE, "id": self.id, "challenge": self.challenge.to_json()}

    @classmethod
    def read(cls, fields: Fields) -> ChallengeSent:
        return cls(fields.integer_or_none("id"), Offer.read(fields.object("challenge")))


@dataclass(frozen=True, slots=True)
class ChallengeFrame:
    """``challenge``: a challenge to this account."""

    TYPE: ClassVar[str] = "challenge"
    challenge: Offer

    def to_json(self) -> JsonObject:
        return {"t": self.TYPE, "challenge": self.challenge.to_json()}

    @classmethod
    def read(cls, fields: Fields) -> ChallengeFrame:
        return cls(Offer.read(fields.object("challenge")))


@dataclass(frozen=True, slots=True)
class ChallengeGone:
    """``challenge-gone``: a challenge withdrawn, declined or void (``reason``, for a
    person); a decline says why as a key (``decline``, a text: a newer server may add
    keys) and the decliner's own ``text``, where given."""

    TYPE: ClassVar[str] = "challenge-gone"
    challenge: str
    reason: str
    decline: str | None = None
    text: str | None = None

    def to_json(self) -> JsonObject:
        value: JsonObject = {"t": self.TYPE, "challenge": self.challenge, "reason": self.reason}
        if self.decline is not None:
            value["decline"] = self.decline
        if self.text is not None:
            value["text"] = self.text
        return value

    @classmethod
    def read(cls, fields: Fields) -> ChallengeGone:
        return cls(fields.text("challenge"), fields.text("reason"),
                   fields.text("decline") if fields.has("decline") else None,
                   fields.text("text") if fields.has("text") else None)
