"""Where the seeds of a pit lie on the website's board: a stable scatter, the same for a
given pit and count every time (a page reloaded never moves a seed).

Up to six seeds make a small ring in the middle of the pit (six: five round one); more
follow a sunflower spiral, which packs evenly at any count; a little jitter makes the pile
look laid by hand. Spots are in the unit disc, scaled by the caller to the pit's room.
Crowded pits use smaller seeds (``seed_scale``), as the program's board does.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import lru_cache

GOLDEN_ANGLE = math.pi * (3.0 - math.sqrt(5.0))
TINTS = 4
#: A full-size seed's width as a fraction of the room its centre moves in.
SEED_WIDTH = 0.62


@dataclass(frozen=True, slots=True)
class Spot:
    """One seed: ``x``, ``y`` in the unit disc, its tilt in degrees, its size factor and
    its tint (0 to ``TINTS`` - 1)."""

    x: float
    y: float
    angle: float
    size: float
    tint: int


@lru_cache(maxsize=512)
def spots(pit: int, count: int) -> tuple[Spot, ...]:
    """The spots of ``count`` seeds in pit number ``pit`` (see the module's rule), the
    lowest on screen last (drawn over those behind them)."""
    if count <= 0:
        return ()
    rng = random.Random(pit * 1009 + count * 7717)
    turn = rng.uniform(0.0, math.tau)
    points: list[tuple[float, float]] = []
    if count <= 6:
        ring = count - 1 if count == 6 else count
        radius = 0.0 if ring == 1 else SEED_WIDTH / 2 / math.sin(math.pi / ring)
        for k in range(count):
            r = 0.0 if k == ring else radius + rng.uniform(-0.03, 0.03)
            angle = turn + k * math.tau / ring + rng.uniform(-0.25, 0.25)
            points.append((r * math.cos(angle), r * math.sin(angle)))
    else:
        spread = min(0.92, 0.2 + 0.17 * math.sqrt(count))
        for k in range(count):
            r = min(1.0, spread * math.sqrt((k + 0.5) / count) + rng.uniform(-0.03, 0.03))
            angle = turn + k * GOLDEN_ANGLE + rng.uniform(-0.2, 0.2)
            points.append((r * math.cos(angle), r * math.sin(angle)))
    found = [Spot(x, y, rng.uniform(0.0, 180.0), rng.uniform(0.9, 1.1), rng.randrange(TINTS))
             for x, y in points]
    return tuple(sorted(found, key=lambda spot: spot.y))


def seed_scale(count: int) -> float:
    """The size factor of the seeds of a pit that holds ``count`` for its room: full size
    for a few, smaller when crowded."""
    return 1.0 if count <= 6 else max(0.62, 1.0 - 0.022 * (count - 6))
