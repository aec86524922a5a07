"""What the server says of its tournaments: the list (``TournamentsFrame``) and one
tournament whole (``TournamentFrame``: its settings, standings with tie-breaks, every
round's boards and the organisers' log), sent in answer to ``tournament`` and again to
its followers at each change (``id`` None).

Scores and tie-breaks are numbers with halves (2.5); a board's ``result`` is written as
players write it: ``1-0``, ``0-1``, ``1/2-1/2``, a forfeit ``+-``, ``-+`` or ``--`` (both
lost), a bye ``bye`` and None while the game is played.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .fields import Fields, JsonObject


@dataclass(frozen=True, slots=True)
class TournamentInfo:
    """A tournament in a list: ``format`` round-robin, double-round-robin, swiss or arena;
    ``stage`` upcoming, running, paused or finished; ``starts_at`` and ``ends_at`` (an
    arena's end, None otherwise) in ms since 1970; ``rounds`` planned (None: an arena, or a
    round robin before its players are known); ``round`` the last paired; ``closed`` true
    when entering needs the invitation code."""

    id: str
    name: str
    format: str
    stage: str
    organiser: str
    clock: str
    rated: bool
    starts_at: int
    rounds: int | None
    round: int
    players: int
    max_players: int | None
    registration_open: bool
    closed: bool
    bots: bool
    ends_at: int | None = None

    def to_json(self) -> JsonObject:
        return {"id": self.id, "name": self.name, "format": self.format, "stage": self.stage,
                "organiser": self.organiser, "clock": self.clock, "rated": self.rated,
                "starts_at": self.starts_at, "rounds": self.rounds, "round": self.round,
                "players": self.players, "max_players": self.max_players,
                "registration_open": self.registration_open, "closed": self.closed,
                "bots": self.bots, "ends_at": self.ends_at}

    @classmethod
    def read(cls, fields: Fields) -> TournamentInfo:
        return cls(fields.text("id"), fields.text("name"), fields.text("format"),
                   fields.text("stage"), fields.text("organiser"), fields.text("clock"),
                   fields.boolean("rated"), fields.integer("starts_at"),
                   fields.integer_or_none("rounds"), fields.integer("round"),
                   fields.integer("players"), fields.integer_or_none("max_players"),
                   fields.boolean("registration_open"), fields.boolean("closed"),
                   fields.boolean("bots"), fields.integer_or_none("ends_at"))


@dataclass(frozen=True, slots=True)
class StandingLine:
    """A player's line: rank (from 1), pairing number (0 before the start), name, rating
    when numbered, score, the tie-breaks in the tournament's order (name, value), the
    seeds captured, and whether a bot or withdrawn."""

    rank: int
    number: int
    name: str
    rating: int
    score: float
    tie_breaks: tuple[tuple[str, float], ...]
    seeds: int
    bot: bool
    withdrawn: bool

    def to_json(self) -> JsonObject:
        return {"rank": self.rank, "number": self.number, "name": self.name,
                "rating": self.rating, "score": self.score,
                "tie_breaks": [{"name": n, "value": v} for n, v in self.tie_breaks],
                "seeds": self.seeds, "bot": self.bot, "withdrawn": self.withdrawn}

    @classmethod
    def read(cls, fields: Fields) -> StandingLine:
        breaks = fields.items("tie_breaks", lambda f: (f.text("name"), f.number("value")))
        return cls(fields.integer("rank"), fields.integer("number"), fields.text("name"),
                   fields.integer("rating"), fields.number("score"), breaks,
                   fields.integer("seeds"), fields.boolean("bot"), fields.boolean("withdrawn"))


@dataclass(frozen=True, slots=True)
class BoardLine:
    """One pairing: round, board, the players (``north`` None: a bye), the game's id once
    it started, and the result (the module's notation)."""

    round: int
    board: int
    south: str
    north: str | None
    game: str | None
    result: str | None

    def to_json(self) -> JsonObject:
        return {"round": self.round, "board": self.board, "south": self.south,
                "north": self.north, "game": self.game, "result": self.result}

    @classmethod
    def read(cls, fields: Fields) -> BoardLine:
        return cls(fields.integer("round"), fields.integer("board"), fields.text("south"),
                   fields.text_or_none("north"), fields.text_or_none("game"),
                   fields.text_or_none("result"))


@dataclass(frozen=True, slots=True)
class LogEntry:
    """What an organiser did (ms since 1970), and why."""

    at: int
    who: str
    action: str
    detail: str
    reason: str

    def to_json(self) -> JsonObject:
        return {"at": self.at, "who": self.who, "action": self.action,
                "detail": self.detail, "reason": self.reason}

    @classmethod
    def read(cls, fields: Fields) -> LogEntry:
        return cls(fields.integer("at"), fields.text("who"), fields.text("action"),
                   fields.text("detail"), fields.text("reason"))


@dataclass(frozen=True, slots=True)
class TournamentsFrame:
    """``tournaments``: the server's tournaments, the latest to start first."""

    TYPE: ClassVar[str] = "tournaments"
    id: int | None
    tournaments: tuple[TournamentInfo, ...]

    def to_json(self) -> JsonObject:
        return {"t": self.TYPE, "id": self.id,
                "tournaments": [t.to_json() for t in self.tournaments]}

    @classmethod
    def read(cls, fields: Fields) -> TournamentsFrame:
        return cls(fields.integer_or_none("id"),
                   fields.items("tournaments", TournamentInfo.read))


@dataclass(frozen=True, slots=True)
class TournamentFrame:
    """``tournament``: one tournament whole (see the module)."""

    TYPE: ClassVar[str] = "tournament"
    id: int | None
    tournament: TournamentInfo
    standings: tuple[StandingLine, ...]
    boards: tuple[BoardLine, ...]
    log: tuple[LogEntry, ...]

    def to_json(self) -> JsonObject:
        return {"t": self.TYPE, "id": self.id, "tournament": self.tournament.to_json(),
                "standings": [s.to_json() for s in self.standings],
                "boards": [b.to_json() for b in self.boards],
                "log": [line.to_json() for line in self.log]}

    @classmethod
    def read(cls, fields: Fields) -> TournamentFrame:
        return cls(fields.integer_or_none("id"),
                   TournamentInfo.read(fields.object("tournament")),
                   fields.items("standings", StandingLine.read),
                   fields.items("boards", BoardLine.read), fields.items("log", LogEntry.read))
