"""What a club reads of its server: a player's page (``PlayerFrame``: the rating with its
history, the record, the latest games), the leaderboard (``LeaderboardFrame``) and the
lobby chat (``LobbyChatFrame``, recent lines to who follows the lobby, then each new one).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .fields import Fields, JsonObject
from .parts import FinishedGame, Rating
from .tournament import TournamentInfo


@dataclass(frozen=True, slots=True)
class RatingPoint:
    """A player's rating after one rated game: when it ended (ms since 1970), the game's
    id, the rating and its deviation (rounded; the deviation None for games rated before
    the server kept it)."""

    at: int
    game: str
    rating: int
    deviation: int | None = None

    def to_json(self) -> JsonObject:
        return {"at": self.at, "game": self.game, "rating": self.rating,
                "deviation": self.deviation}

    @classmethod
    def read(cls, fields: Fields) -> RatingPoint:
        return cls(fields.integer("at"), fields.text("game"), fields.integer("rating"),
                   fields.integer_or_none("deviation"))


@dataclass(frozen=True, slots=True)
class Record:
    """A player's ended games with a result: won, drawn and lost (rated and casual; games
    called off do not count)."""

    won: int
    drawn: int
    lost: int

    @property
    def games(self) -> int:
        return self.won + self.drawn + self.lost

    def to_json(self) -> JsonObject:
        return {"won": self.won, "drawn": self.drawn, "lost": self.lost}

    @classmethod
    def read(cls, fields: Fields) -> Record:
        return cls(fields.integer("won"), fields.integer("drawn"), fields.integer("lost"))


@dataclass(frozen=True, slots=True)
class PlayerFrame:
    """``player``: a player's page. ``kind`` is ``player``, ``bot`` or ``guest``;
    ``rating`` None for a guest; ``online`` and ``playing`` (a game in progress) as of the
    answer; ``history`` the ratings after the latest rated games, oldest first; ``games``
    the latest ended games, latest first, each with the player's side and result;
    ``tournaments`` the latest the player entered (the latest to start first; a server
    before tournaments sends none)."""

    TYPE: ClassVar[str] = "player"
    id: int | None
    name: str
    kind: str
    rating: Rating | None
    online: bool
    playing: bool
    history: tuple[RatingPoint, ...]
    record: Record
    games: tuple[FinishedGame, ...]
    tournaments: tuple[TournamentInfo, ...] = ()

    def to_json(self) -> JsonObject:
        return {"t": self.TYPE, "id": self.id, "name": self.name, "kind": self.kind,
                "rating": None if self.rating is None else self.rating.to_json(),
                "online": self.online, "playing": self.playing,
                "history": [p.to_json() for p in self.history],
                "record": self.record.to_json(), "games": [g.to_json() for g in self.games],
                "tournaments": [t.to_json() for t in self.tournaments]}

    @classmethod
    def read(cls, fields: Fields) -> PlayerFrame:
        rating_fields = fields.object_or_none("rating")
        rating = None if rating_fields is None else Rating.read(rating_fields)
        return cls(fields.integer_or_none("id"), fields.text("name"), fields.text("kind"),
                   rating, fields.boolean("online"), fields.boolean("playing"),
                   fields.items("history", RatingPoint.read),
                   Record.read(fields.object("record")),
                   fields.items("games", FinishedGame.read),
                   fields.items("tournaments", TournamentInfo.read)
                   if fields.has("tournaments") else ())


@dataclass(frozen=True, slots=True)
class LeaderboardEntry:
    """One row of the leaderboard: the rank (1 for the best), the name, the rating and its
    deviation (rounded) and the rated games played."""

    rank: int
    name: str
    rating: int
    deviation: int
    games: int

    def to_json(self) -> JsonObject:
        return {"rank": self.rank, "name": self.name, "rating": self.rating,
                "deviation": self.deviation, "games": self.games}

    @classmethod
    def read(cls, fields: Fields) -> LeaderboardEntry:
        return cls(fields.integer("rank"), fields.text("name"), fields.integer("rating"),
                   fields.integer("deviation"), fields.integer("games"))


@dataclass(frozen=True, slots=True)
class LeaderboardFrame:
    """``leaderboard``: the best players of the server, best first: people (no bots or
    guests) whose rating is settled (not provisional) after at least ``min_games`` rated
    games."""

    TYPE: ClassVar[str] = "leaderboard"
    id: int | None
    min_games: int
    players: tuple[LeaderboardEntry, ...]

    def to_json(self) -> JsonObject:
        return {"t": self.TYPE, "id": self.id, "min_games": self.min_games,
                "players": [p.to_json() for p in self.players]}

    @classmethod
    def read(cls, fields: Fields) -> LeaderboardFrame:
        return cls(fields.integer_or_none("id"), fields.integer("min_games"),
                   fields.items("players", LeaderboardEntry.read))


@dataclass(frozen=True, slots=True)
class ChatLine:
    """One line of the lobby chat: who wrote it, the text (cleaned as
    ``protocol.text`` says) and when (ms since 1970)."""

    by: str
    text: str
    at: int

    def to_json(self) -> JsonObject:
        return {"by": self.by, "text": self.text, "at": self.at}

    @classmethod
    def read(cls, fields: Fields) -> ChatLine:
        return cls(fields.text("by"), fields.text("text"), fields.integer("at"))


@dataclass(frozen=True, slots=True)
class LobbyChatFrame:
    """``lobby-chat``: lines of the lobby chat, oldest first: the recent ones to a client
    that starts following the lobby, then each new line to every follower."""

    TYPE: ClassVar[str] = "lobby-chat"
    lines: tuple[ChatLine, ...]

    def to_json(self) -> JsonObject:
        return {"t": self.TYPE, "lines": [line.to_json() for line in self.lines]}

    @classmethod
    def read(cls, fields: Fields) -> LobbyChatFrame:
        return cls(fields.items("lines", ChatLine.read))
