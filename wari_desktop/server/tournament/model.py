"""A tournament as the server keeps it: its settings, its entries, its boards (one
pairing of one round, with its game and result) and its log. Plain frozen rows, written
by the store and read by the director, the protocol, the exports and the web pages.

Rules held here:
- A player's pairing number is their place by rating when the tournament starts (higher
  first, then by name); a late entry takes the next free number.
- A board's result is the points each side took: "1", "1/2" or "0" (a double forfeit
  gives both "0"); ``forfeit`` marks a game not played (a player absent at the start,
  or withdrawn from a paired game); a board with no ``north`` is a bye for ``south``.
- Scores: a win 1, a draw 1/2, a loss 0; a Swiss's pairing-allocated bye 1 (FIDE), a
  round robin's idle round 0.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from fractions import Fraction
from typing import Any


class Format(StrEnum):
    """How a tournament pairs its players."""

    ROUND_ROBIN = "round-robin"
    DOUBLE_ROUND_ROBIN = "double-round-robin"
    SWISS = "swiss"
    ARENA = "arena"


class Stage(StrEnum):
    """Where a tournament is: not started, being played, paused by its organiser (no new
    round is paired; games in progress go on), or over."""

    UPCOMING = "upcoming"
    RUNNING = "running"
    PAUSED = "paused"
    FINISHED = "finished"


@dataclass(frozen=True, slots=True)
class Settings:
    """What the organiser chose. ``clock`` is a time control as the protocol writes it
    ("300+3": seconds, and seconds a move); ``rules`` the game rules and variants as game
    terms carry them;
    ``rounds`` for a Swiss (a round robin has as many as its players need), ``minutes``
    for an arena; ``code_hash`` the hash of the invitation code of a closed event."""

    name: str
    format: Format
    clock: str
    starts_at: float
    rated: bool = True
    rounds: int | None = None
    minutes: int | None = None
    rules: dict[str, Any] = field(default_factory=dict)
    registration_open: bool = True
    max_players: int | None = None
    bots: bool = True
    code_hash: str | None = None
    streaks: bool = True

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "format": self.format.value, "clock": self.clock,
                "starts_at": self.starts_at, "rated": self.rated, "rounds": self.rounds,
                "minutes": self.minutes, "rules": self.rules,
                "registration_open": self.registration_open,
                "max_players": self.max_players, "bots": self.bots,
                "code_hash": self.code_hash, "streaks": self.streaks}

    @classmethod
    def from_json(cls, value: dict[str, Any]) -> Settings:
        return cls(value["name"], Format(value["format"]), value["clock"],
                   float(value["starts_at"]), bool(value.get("rated", True)),
                   value.get("rounds"), value.get("minutes"), dict(value.get("rules", {})),
                   bool(value.get("registration_open", True)), value.get("max_players"),
                   bool(value.get("bots", True)), value.get("code_hash"),
                   bool(value.get("streaks", True)))


@dataclass(frozen=True, slots=True)
class Tournament:
    """A tournament: ``round`` is the last round paired (0 before the first)."""

    id: str
    organiser: str
    settings: Settings
    stage: Stage = Stage.UPCOMING
    round: int = 0
    created: float = 0.0
    started_at: float | None = None
    finished_at: float | None = None


@dataclass(frozen=True, slots=True)
class Entry:
    """A player in a tournament: pairing ``number`` (0 until the start), rating when
    numbered, whether a bot, and whether withdrawn (never paired again)."""

    player: str
    entered_at: float
    number: int = 0
    rating: float = 1500.0
    bot: bool = False
    withdrawn: bool = False


POINTS = {"1": Fraction(1), "1/2": Fraction(1, 2), "0": Fraction(0)}

#: Each format's tie-breaks, in order (``standings.TIE_BREAKS`` names them): round robin
#: Sonneborn-Berger then direct encounter, Swiss Buchholz cut 1 then median Buchholz; an
#: arena ranks by its own points (``arena``).
TIE_BREAKS: dict[Format, tuple[str, ...]] = {
    Format.ROUND_ROBIN: ("sonneborn-berger", "direct-encounter"),
    Format.DOUBLE_ROUND_ROBIN: ("sonneborn-berger", "direct-encounter"),
    Format.SWISS: ("buchholz-cut-1", "median-buchholz"),
    Format.ARENA: (),
}


def bye_points(form: Format) -> Fraction:
    """What a bye scores in ``form``."""
    return Fraction(1) if form is Format.SWISS else Fraction(0)



@dataclass(frozen=True, slots=True)
class Board:
    """One pairing of one round: ``south`` moves first; ``north`` None is a bye. The
    result (``south_points``/``north_points``, see the module's rules) is None while the
    game is played; ``game`` is the server's game id once it started."""

    round: int
    board: int
    south: str
    north: str | None
    game: str | None = None
    south_points: str | None = None
    north_points: str | None = None
    forfeit: bool = False
    south_seeds: int = 0
    north_seeds: int = 0

    @property
    def bye(self) -> bool:
        return self.north is None

    @property
    def decided(self) -> bool:
        return self.south_points is not None


@dataclass(frozen=True, slots=True)
class LogLine:
    """What an organiser (or the server) did to a tournament, and why: a result
    corrected, a player withdrawn, a pause."""

    at: float
    who: str
    action: str
    detail: str
    reason: str = ""
