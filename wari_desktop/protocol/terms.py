"""The terms of a game asked for in a seek or a challenge: the clock, rated or casual,
the rule options and the side the asker takes; their JSON form and its checks."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from ..rules import EmptySide, GrandSlam, Player, Rules
from ..rules.clock import TimeControl
from .errors import ErrorCode, ProtocolError

#: The shortest game clock a server accepts (seconds): a flag falls only after lag.
SHORTEST_BASE = 15.0


class Side(StrEnum):
    """A side of the board (South moves first from the standard start), or ``random``:
    the side the asker of a game leaves to chance."""

    SOUTH = "south"
    NORTH = "north"
    RANDOM = "random"

    @classmethod
    def of(cls, player: Player) -> Side:
        """The side ``player`` plays (the rules' ``Player`` as the protocol names it)."""
        return cls.SOUTH if player is Player.SOUTH else cls.NORTH

    @property
    def player(self) -> Player:
        """The rules' ``Player`` of this side; ValueError for ``random``."""
        if self is Side.RANDOM:
            raise ValueError("random is no side of the board")
        return Player.SOUTH if self is Side.SOUTH else Player.NORTH


def _bad(message: str) -> ProtocolError:
    return ProtocolError(ErrorCode.BAD_FIELD, message)


def rules_to_json(rules: Rules) -> dict[str, Any]:
    """The rule options as the protocol writes them (standard house ownership only)."""
    return {"grand_slam": rules.grand_slam.value, "repetition": rules.end_on_repetition,
            "empty_side": rules.empty_side.value}


def rules_from_json(value: Any) -> Rules:
    """The rule options of a frame (missing keys take the default); ProtocolError for
    anything else."""
    if value is None:
        return Rules()
    if not isinstance(value, dict) or set(value) - {"grand_slam", "repetition", "empty_side"}:
        raise _bad("rules: an object with grand_slam, repetition and empty_side only")
    try:
        grand = GrandSlam(value.get("grand_slam", GrandSlam.CAPTURES_NOTHING.value))
        empty = EmptySide(value.get("empty_side", EmptySide.MUST_FEED.value))
    except ValueError:
        raise _bad("rules: grand_slam is captures-nothing or forbidden; empty_side is "
                   "must-feed, tutti-a-casa or liberta") from None
    repetition = value.get("repetition", True)
    if not isinstance(repetition, bool):
        raise _bad("rules: repetition is true or false")
    return Rules(grand_slam=grand, end_on_repetition=repetition, empty_side=empty)


def clock_from_json(value: Any) -> TimeControl | None:
    """``"300+3"`` (seconds and increment), ``"600"``, or null for a game without a clock."""
    if value is None:
        return None
    if not isinstance(value, str) or len(value) > 20:
        raise _bad("clock: a time control such as \"300+3\", or null for none")
    try:
        control = TimeControl.parse(value)
    except ValueError as error:
        raise _bad(f"clock: {error}") from None
    if control.base < SHORTEST_BASE:
        raise _bad(f"clock: at least {SHORTEST_BASE:g} seconds for the game")
    return control


@dataclass(frozen=True, slots=True)
class TournamentTag:
    """The tournament a game belongs to: its id and name, the round and the board, and
    the seconds each player has for their first move before losing by forfeit."""

    id: str
    name: str
    round: int
    board: int
    forfeit_seconds: int = 60

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "round": self.round, "board": self.board,
                "forfeit_seconds": self.forfeit_seconds}

    @classmethod
    def from_json(cls, value: Any) -> TournamentTag | None:
        """The tag of a frame's ``tournament`` (None when absent or not readable)."""
        if not isinstance(value, dict):
            return None
        try:
            return cls(str(value["id"]), str(value["name"]), int(value["round"]),
                       int(value["board"]), int(value.get("forfeit_seconds", 60)))
        except (KeyError, TypeError, ValueError):
            return None


@dataclass(frozen=True, slots=True)
class GameTerms:
    """What a seek or a challenge offers: ``control`` (None: no clock), ``rated``,
    ``rules`` and the ``side`` its author plays."""

    control: TimeControl | None = None
    rated: bool = False
    rules: Rules = field(default_factory=Rules)
    side: Side = Side.RANDOM
    tournament: TournamentTag | None = None

    def to_json(self) -> dict[str, Any]:
        """The terms as a frame carries them (``tournament`` only for a tournament's
        game)."""
        terms = {"clock": self.control.format() if self.control else None,
                 "rated": self.rated, "rules": rules_to_json(self.rules),
                 "side": self.side.value}
        if self.tournament is not None:
            terms["tournament"] = self.tournament.to_json()
        return terms

    @classmethod
    def from_json(cls, value: dict[str, Any]) -> GameTerms:
        """The terms of a frame's fields ``clock``, ``rated``, ``rules`` and ``side``
        (each optional); ProtocolError for a wrong one."""
        rated = value.get("rated", False)
        if not isinstance(rated, bool):
            raise _bad("rated: true or false")
        try:
            side = Side(value.get("side", Side.RANDOM.value))
        except ValueError:
            raise _bad("side: south, north or random") from None
        return cls(clock_from_json(value.get("clock")), rated,
                   rules_from_json(value.get("rules")), side,
                   TournamentTag.from_json(value.get("tournament")))
