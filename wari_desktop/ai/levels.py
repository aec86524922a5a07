"""The five playing levels: how deep and how long each thinks, and how it errs.

Lower levels are weaker the way people are: they look fewer moves ahead, and now and then
choose among moves that look almost as good as the best, more often the closer they are.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Level:
    """A playing strength."""

    name: str
    depth: int | None  # deepest search, in plies (None: as deep as time allows)
    seconds: float  # thinking time when the caller gives none
    tolerance: int  # moves within this many hundredths of a seed of the best may be chosen
    quiescence: int  # plies of captures looked at beyond the depth
    use_table: bool  # probe the endgame table


LEVELS: dict[str, Level] = {
    level.name: level
    for level in (
        Level("beginner", 1, 0.5, 600, 0, False),
        Level("casual", 2, 0.5, 80, 1, False),
        Level("club", 4, 1.0, 30, 2, False),
        Level("expert", 8, 1.0, 0, 6, True),
        Level("master", None, 2.0, 0, 6, True),
    )
}
NAMES = tuple(LEVELS)


def level_named(name: str) -> Level:
    """The level called ``name``; ValueError naming the choices otherwise."""
    try:
        return LEVELS[name]
    except KeyError:
        raise ValueError(f"unknown level {name!r}; choose one of {', '.join(NAMES)}") from None


def pick(scores: dict[int, int], tolerance: int, rng: random.Random) -> int:
    """A move among those scoring within ``tolerance`` of the best, chosen at random with
    weights falling off with the gap (the best is always the likeliest)."""
    best = max(scores.values())
    if tolerance <= 0:
        return max(scores, key=lambda m: (scores[m], -m))
    near = sorted(m for m, v in scores.items() if v >= best - tolerance)
    weights = [math.exp(-3.0 * (best - scores[m]) / tolerance) for m in near]
    return rng.choices(near, weights)[0]
