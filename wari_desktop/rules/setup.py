"""Checking a set-up position (a board editor's): are all 48 seeds there, and can the
rules play on from it?

A position holds exactly 48 seeds; ``check_setup`` says how many are missing or too many.
With 48, the rules can continue when the game is not already over there: nobody has 25,
it is not 24-24, no side is empty under *Tutti a casa*, and the player to move has a legal
move (else it is a famine). Under *Libertà al più forte* a player to move with an empty
side passes, so the other player starts.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .board import HOUSES, SEEDS, Player
from .game import Game
from .options import Rules
from .outcome import Outcome
from .position import Position


@dataclass(frozen=True, slots=True)
class SetupCheck:
    """What a set-up position lacks. ``total`` counts every seed (houses and stores);
    ``game`` is the game that would start (None unless the seeds add up to 48);
    ``outcome`` is set when that game would be over at once."""

    total: int
    game: Game | None = None

    @property
    def missing(self) -> int:
        """Seeds to add to reach 48 (0 when there are enough)."""
        return max(0, SEEDS - self.total)

    @property
    def extra(self) -> int:
        """Seeds to take away to get down to 48."""
        return max(0, self.total - SEEDS)

    @property
    def outcome(self) -> Outcome | None:
        """Why and how the game would be over at once, or None."""
        return self.game.outcome if self.game is not None else None

    @property
    def playable(self) -> bool:
        """True when a game can be played from the position."""
        return self.game is not None and self.outcome is None


def check_setup(counts: Sequence[int], to_move: Player, rules: Rules | None = None) -> SetupCheck:
    """Check the 14 ``counts`` (houses ``A..f``, South's store, North's store) with
    ``to_move`` to play under ``rules``."""
    if len(counts) != HOUSES + 2 or any(c < 0 for c in counts):
        raise ValueError(f"a set-up position has {HOUSES + 2} counts of 0 or more")
    total = sum(counts)
    if total != SEEDS:
        return SetupCheck(total)
    position = Position(tuple(counts[:HOUSES]), (counts[HOUSES], counts[HOUSES + 1]), to_move)
    return SetupCheck(total, Game(position, rules or Rules()))


__all__ = ["SetupCheck", "check_setup"]
