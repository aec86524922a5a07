"""A game record: a game with its history, its tags, its comments, and how it ended
where its moves do not say it."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from ..rules import Game, Player


class StopReason(Enum):
    """A game stopped off the board other than by a resignation or a loss on time."""

    #: The player left and did not come back; the opponent claimed the win.
    ABANDONED = "abandoned"
    #: The player left and did not come back; the opponent called the game off.
    CALLED_OFF = "called-off"
    #: Called off before the second move was played.
    ABORTED = "aborted"
    #: The player did not make their first move in time: the game was aborted.
    NO_FIRST_MOVE = "no-first-move"


#: Stops that name their player (``CALLED_OFF`` may or may not; ``ABORTED`` never does).
_NAMING = frozenset({StopReason.ABANDONED, StopReason.NO_FIRST_MOVE})


@dataclass(frozen=True, slots=True)
class Stop:
    """How a game was stopped (``reason``) and the player it is about (``player``): the
    one who left, or who made no first move. ``ABANDONED`` and ``NO_FIRST_MOVE`` name
    theirs, ``ABORTED`` names none, ``CALLED_OFF`` names the one who left when it is
    known (ValueError otherwise). Only ``ABANDONED`` has a winner."""

    reason: StopReason
    player: Player | None = None

    def __post_init__(self) -> None:
        if self.reason in _NAMING and self.player is None:
            raise ValueError(f"{self.reason.value}: the stop must name its player")
        if self.reason is StopReason.ABORTED and self.player is not None:
            raise ValueError("aborted: the stop names no player")

    @property
    def winner(self) -> Player | None:
        """The opponent of the player who abandoned the game; None for the others."""
        if self.reason is StopReason.ABANDONED and self.player is not None:
            return self.player.opponent
        return None


@dataclass
class Record:
    """A game as a file holds it.

    ``game`` stands at the last move with its whole history (so undo works); ``tags`` are
    the tag pairs as strings; ``comments`` maps a ply count to the comment written after
    that many moves (0: before the first move); ``resigned`` is the player who gave the
    game up, if one did (the game then ends there, though the rules would go on),
    ``lost_on_time`` the player whose time ran out, if one's did (the same), and ``stop``
    how it was stopped otherwise, if it was (a player left, or it was aborted: see
    ``endings``). The moves' own end, where they reach one, comes before all three.
    """

    game: Game
    tags: dict[str, str] = field(default_factory=dict)
    comments: dict[int, str] = field(default_factory=dict)
    resigned: Player | None = None
    lost_on_time: Player | None = None
    stop: Stop | None = None

    @classmethod
    def from_game(
        cls, game: Game, tags: dict[str, str] | None = None,
        comments: dict[int, str] | None = None, resigned: Player | None = None,
        lost_on_time: Player | None = None, stop: Stop | None = None,
    ) -> Record:
        """A record for saving ``game`` with the given tags (players, event, date...)."""
        return cls(game, dict(tags or {}), dict(comments or {}), resigned, lost_on_time,
                   stop)

    def is_finished(self) -> bool:
        """True when the game ended, by the rules, by agreement, by a resignation, on
        time, or was stopped (with or without a result)."""
        return (self.resigned is not None or self.lost_on_time is not None
                or self.stop is not None or self.game.is_over())

    def winner(self) -> Player | None:
        """Who won: by the moves, else the opponent of the player who resigned, lost on
        time or abandoned the game. None for a draw, a game with no result, or one that
        goes on."""
        outcome = self.game.outcome
        if outcome is not None:
            return outcome.winner
        for loser in (self.resigned, self.lost_on_time):
            if loser is not None:
                return loser.opponent
        return None if self.stop is None else self.stop.winner

    def comment(self, ply: int) -> str | None:
        """The comment after ``ply`` moves, if any."""
        return self.comments.get(ply)
