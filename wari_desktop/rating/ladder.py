"""The computer's levels as rated opponents, and the level that matches a player.

Each level's rating is fixed: the measured ladder of the README ("How strong is it?"),
from matches of each level against the one below (40 games each, 20 for master, with
the compiled core): casual +636, club +1072, expert +1454 and master more than +1741
above the beginner, anchored at beginner = 800 so that the numbers look like familiar
chess-club ratings. Master won all its 20 games against expert, so its step is only a
lower bound (the 95% interval's, at 0.3 s a move; at its default 2 s it is stronger
still): master's 2541 is a lower bound too.

The levels are the scale's anchors, so their ratings are taken as exact (deviation 0).
"""

from __future__ import annotations

from .glicko2 import Opponent

#: The beginner's rating: the anchor of the scale.
BEGINNER = 800.0
#: Each level's distance above the beginner, as the README's ladder measured it.
LADDER_STEPS: dict[str, float] = {
    "beginner": 0.0,
    "casual": 636.0,
    "club": 1072.0,
    "expert": 1454.0,
    "master": 1741.0,  # a lower bound: master won 20-0 against expert
}
#: The fixed rating of each level, weakest first (the levels of ``ai.levels.NAMES``).
LEVEL_RATINGS: dict[str, float] = {name: BEGINNER + step for name, step in LADDER_STEPS.items()}
#: The deviation of a level's rating: none, the levels define the scale.
LEVEL_DEVIATION = 0.0


def level_opponent(level: str) -> Opponent:
    """The computer at ``level`` as an opponent; ValueError for an unknown level."""
    try:
        return Opponent(LEVEL_RATINGS[level], LEVEL_DEVIATION)
    except KeyError:
        raise ValueError(f"unknown level {level!r}; choose one of "
                         f"{', '.join(LEVEL_RATINGS)}") from None


def suggested_level(rating: float) -> str:
    """"Match my level": the level whose rating is nearest ``rating`` (so the one against
    which the player's expected score is nearest 50%); halfway between two levels, the
    weaker one."""
    return min(LEVEL_RATINGS, key=lambda name: (abs(LEVEL_RATINGS[name] - rating),
                                                LEVEL_RATINGS[name]))
