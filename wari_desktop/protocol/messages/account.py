"""The frames about a connection and its account, and the plain answers: ``Welcome``,
``SignedIn``, ``Ok``, ``Pong``, ``ErrorFrame``, and the reads of past games
(``GamesFrame``, ``RecordFrame``). Frames answering a request carry its ``id`` (None: the
request had none)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from ..errors import ErrorCode, ProtocolError
from ..terms import Side
from .fields import Fields, JsonObject
from .parts import FinishedGame, Rating


class AccountKind(StrEnum):
    """What an account is: a person's, a bot's, or a guest's."""

    PLAYER = "player"
    BOT = "bot"
    GUEST = "guest"


@dataclass(frozen=True, slots=True)
class Welcome:
    """``welcome``: the answer to ``hello``: the protocol, the server program, whether
    sign-up needs an invitation and guests are taken, and ``join_code`` on a game hosted
    with a join code."""

    TYPE: ClassVar[str] = "welcome"
    id: int | None
    protocol: int
    server: str
    invite_only: bool
    guests: bool
    join_code: bool = False

    def to_json(self) -> JsonObject:
        value: JsonObject = {"t": self.TYPE, "id": self.id, "protocol": self.protocol,
                             "server": self.server, "invite_only": self.invite_only,
                             "guests": self.guests}
        if self.join_code:
            value["join_code"] = True
        return value

    @classmethod
    def read(cls, fields: Fields) -> Welcome:
        return cls(fields.integer_or_none("id"), fields.integer("protocol"),
                   fields.text("server"), fields.boolean("invite_only"),
                   fields.boolean("guests"),
                   fields.boolean("join_code") if fields.has("join_code") else False)


@dataclass(frozen=True, slots=True)
class GameInProgress:
    """A game the account plays, as ``signed-in`` lists it: enough to ``sync`` it."""

    id: str
    version: int
    side: Side

    def to_json(self) -> JsonObject:
        return {"id": self.id, "version": self.version, "side": self.side.value}

    @classmethod
    def read(cls, fields: Fields) -> GameInProgress:
        return cls(fields.text("id"), fields.integer("version"), fields.side("side"))


@dataclass(frozen=True, slots=True)
class SignedIn:
    """``signed-in``: the account (``rating`` None for a guest), its games in progress,
    its latest ended games, and ``token`` when a new one was made."""

    TYPE: ClassVar[str] = "signed-in"
    id: int | None
    name: str
    kind: AccountKind
    games: tuple[GameInProgress, ...]
    rating: Rating | None
    finished: tuple[FinishedGame, ...] = ()
    token: str | None = None

    def to_json(self) -> JsonObject:
        value: JsonObject = {
            "t": self.TYPE, "id": self.id, "name": self.name, "kind": self.kind.value,
            "games": [game.to_json() for game in self.games],
            "rating": None if self.rating is None else self.rating.to_json(),
            "finished": [game.to_json() for game in self.finished]}
        if self.token is not None:
            value["token"] = self.token
        return value

    @classmethod
    def read(cls, fields: Fields) -> SignedIn:
        kind = fields.text("kind")
        if kind not in AccountKind._value2member_map_:
            raise fields.fail("kind", "player, bot or guest")
        rating = fields.object_or_none("rating")
        return cls(fields.integer_or_none("id"), fields.text("name"), AccountKind(kind),
                   fields.items("games", GameInProgress.read),
                   None if rating is None else Rating.read(rating),
                   fields.items("finished", FinishedGame.read),
                   fields.text("token") if fields.has("token") else None)


@dataclass(frozen=True, slots=True)
class Ok:
    """``ok``: the request was done. A move sent again after its answer was lost is
    answered so too, with ``resent`` and its ``game`` and ``ply``."""

    TYPE: ClassVar[str] = "ok"
    id: int | None
    resent: bool = False
    game: str | None = None
    ply: int | None = None

    def to_json(self) -> JsonObject:
        value: JsonObject = {"t": self.TYPE, "id": self.id}
        if self.resent:
            value |= {"resent": True, "game": self.game, "ply": self.ply}
        return value

    @classmethod
    def read(cls, fields: Fields) -> Ok:
        if not fields.has("resent"):
            return cls(fields.integer_or_none("id"))
        return cls(fields.integer_or_none("id"), fields.boolean("resent"),
                   fields.text("game"), fields.integer("ply"))


@dataclass(frozen=True, slots=True)
class Pong:
    """``pong``: the answer to ``ping``, with the server's time (seconds since 1970)."""

    TYPE: ClassVar[str] = "pong"
    id: int | None
    time: float

    def to_json(self) -> JsonObject:
        return {"t": self.TYPE, "id": self.id, "time": self.time}

    @classmethod
    def read(cls, fields: Fields) -> Pong:
        return cls(fields.integer_or_none("id"), fields.number("time"))


@dataclass(frozen=True, slots=True)
class ErrorFrame:
    """``error``: a request refused. ``code`` is an ``ErrorCode`` or, from a newer
    server, a code this version does not know (as text: take it as a refusal and show
    the ``message``); ``id`` is the refused request's, where it could be read."""

    TYPE: ClassVar[str] = "error"
    code: ErrorCode | str
    message: str
    id: int | None = None

    def to_json(self) -> JsonObject:
        value: JsonObject = {"t": self.TYPE, "code": str(self.code), "message": self.message}
        if self.id is not None:
            value["id"] = self.id
        return value

    @classmethod
    def of(cls, error: ProtocolError) -> ErrorFrame:
        """The frame refusing a request for ``error``."""
        return cls(error.code, error.message, error.request_id)

    @classmethod
    def read(cls, fields: Fields) -> ErrorFrame:
        code = fields.text("code")
        known = ErrorCode(code) if code in ErrorCode._value2member_map_ else code
        return cls(known, fields.text("message"), fields.request_id())


@dataclass(frozen=True, slots=True)
class GamesFrame:
    """``games``: a page of ``player``'s ended games, latest first; ``next`` is the id to
    ask the next page with (``before``), None after the last."""

    TYPE: ClassVar[str] = "games"
    id: int | None
    player: str
    games: tuple[FinishedGame, ...]
    next: str | None

    def to_json(self) -> JsonObject:
        return {"t": self.TYPE, "id": self.id, "player": self.player,
                "games": [game.to_json() for game in self.games], "next": self.next}

    @classmethod
    def read(cls, fields: Fields) -> GamesFrame:
        return cls(fields.integer_or_none("id"), fields.text("player"),
                   fields.items("games", FinishedGame.read), fields.text_or_none("next"))


@dataclass(frozen=True, slots=True)
class RecordFrame:
    """``record``: an ended game and its record in OGN."""

    TYPE: ClassVar[str] = "record"
    id: int | None
    game: FinishedGame
    ogn: str

    def to_json(self) -> JsonObject:
        return {"t": self.TYPE, "id": self.id, "game": self.game.to_json(), "ogn": self.ogn}

    @classmethod
    def read(cls, fields: Fields) -> RecordFrame:
        return cls(fields.integer_or_none("id"), FinishedGame.read(fields.object("game")),
                   fields.text("ogn"))
