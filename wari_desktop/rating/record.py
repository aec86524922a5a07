"""A player's record against the computer: the current rating, every game played (for
the chart) and the won, drawn, lost and assisted games at each level."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from enum import StrEnum

from .glicko2 import Rating, rate
from .ladder import LEVEL_RATINGS, level_opponent


class Result(StrEnum):
    """A game's result, seen from the player's side."""

    WIN = "win"
    DRAW = "draw"
    LOSS = "loss"

    @property
    def score(self) -> float:
        """The score Glicko-2 counts: 1 a win, 0.5 a draw, 0 a loss."""
        return {Result.WIN: 1.0, Result.DRAW: 0.5, Result.LOSS: 0.0}[self]


@dataclass(frozen=True, slots=True)
class PlayedGame:
    """A finished game against the computer at ``level``, and the player's rating and
    deviation after it (unchanged by an assisted game)."""

    when: datetime
    level: str
    result: Result
    assisted: bool
    rating: float
    deviation: float


@dataclass(frozen=True, slots=True)
class Tally:
    """The games at one level: won, drawn and lost (rated games), and assisted ones."""

    won: int = 0
    drawn: int = 0
    lost: int = 0
    assisted: int = 0

    @property
    def played(self) -> int:
        """Every game at the level, assisted ones included."""
        return self.won + self.drawn + self.lost + self.assisted


@dataclass(frozen=True, slots=True)
class PlayerRecord:
    """The player's current rating and the games that made it, oldest first."""

    current: Rating = field(default_factory=Rating)
    games: tuple[PlayedGame, ...] = ()

    @property
    def rated_games(self) -> tuple[PlayedGame, ...]:
        """The games that moved the rating: those not assisted."""
        return tuple(game for game in self.games if not game.assisted)

    @property
    def is_rated(self) -> bool:
        """True once a game that counts has been played."""
        return any(not game.assisted for game in self.games)

    def tallies(self) -> dict[str, Tally]:
        """Every level (weakest first) with its won, drawn, lost and assisted games."""
        counts = {name: [0, 0, 0, 0] for name in LEVEL_RATINGS}
        column = {Result.WIN: 0, Result.DRAW: 1, Result.LOSS: 2}
        for game in self.games:
            if game.level in counts:
                counts[game.level][3 if game.assisted else column[game.result]] += 1
        return {name: Tally(*numbers) for name, numbers in counts.items()}

    def with_game(self, level: str, result: Result, assisted: bool,
                  when: datetime | None = None) -> PlayerRecord:
        """The record after a finished game against the computer at ``level``.

        A game that counts is one rating period of Glicko-2 with one game in it, so the
        rating moves after every game (and time away, with no game, changes nothing).
        An assisted game (hints, a move taken back, the analysis used) is kept in the
        history and counted in its level's ``assisted`` column but does not move the
        rating, its deviation or its volatility.
        ValueError for an unknown level.
        """
        opponent = level_opponent(level)
        after = self.current if assisted else rate(self.current, [(opponent, result.score)])
        when = when or datetime.now(UTC).replace(microsecond=0)  # the file keeps seconds
        game = PlayedGame(when, level, result, assisted, after.rating, after.deviation)
        return replace(self, current=after, games=(*self.games, game))
