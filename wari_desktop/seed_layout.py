"""Where seeds lie inside a pit: a stable, natural-looking scatter. No Qt: the program's
board and the server's website lay their seeds alike.

Spots are deterministic for a (pit, count) pair, so a repaint never moves a seed.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import lru_cache

GOLDEN_ANGLE = math.pi * (3.0 - math.sqrt(5.0))
TINTS = 4
#: A full-size seed's width, as a fraction of the room it has in a house (the radius its
#: centre may move in); neighbours in a small pile sit this far apart.
SEED_WIDTH = 0.62


@dataclass(frozen=True, slots=True)
class SeedSpot:
    """One drawn seed: ``x``, ``y`` in the unit disc (scaled to the pit's half extents),
    its tilt in degrees, its size as a factor of the base seed size, and a tint index."""

    x: float
    y: float
    angle: float
    size: float
    tint: int


@lru_cache(maxsize=512)
def seed_spots(pit: int, count: int, limit: int, aspect: float = 1.0) -> tuple[SeedSpot, ...]:
    """Spots for ``min(count, limit)`` seeds in pit number ``pit``, whose height is
    ``aspect`` times its width (a tall store has aspect > 1).

    Up to six seeds make a small ring in the middle of the pit; more follow a sunflower
    spiral, which packs evenly at any count. A little jitter, then a few rounds of nudging
    apart seeds that are too close, make the pile look laid by hand.
    """
    n = max(0, min(count, limit))
    if n == 0:
        return ()
    rng = random.Random(pit * 7919 + n * 104729)
    turn = rng.uniform(0.0, math.tau)
    points = []
    if n <= 6:  # a ring, neighbours a seed's width apart; for six, one in the middle
        ring = n - 1 if n == 6 else n
        radius = 0.0 if ring == 1 else SEED_WIDTH / 2 / math.sin(math.pi / ring)
        spread = radius + 0.15
        for k in range(n):
            r = 0.0 if k == ring else radius + rng.uniform(-0.03, 0.03)
            angle = turn + k * math.tau / ring + rng.uniform(-0.25, 0.25)
            points.append([r * math.cos(angle), aspect * r * math.sin(angle)])
    else:
        spread = min(0.92, 0.2 + 0.17 * math.sqrt(n))
        for k in range(n):
            r = spread * math.sqrt((k + 0.5) / n) + rng.uniform(-0.03, 0.03)
            angle = turn + k * GOLDEN_ANGLE + rng.uniform(-0.2, 0.2)
            points.append([r * math.cos(angle), aspect * r * math.sin(angle)])
    _spread_out(points, spread, spread * aspect)
    spots = [
        SeedSpot(
            x=x,
            y=y / aspect,
            angle=rng.uniform(0.0, 180.0),
            size=rng.uniform(0.9, 1.1),
            tint=rng.randrange(TINTS),
        )
        for x, y in points
    ]
    # Draw the top of the pile last: seeds lower on screen overlap the ones behind them.
    return tuple(sorted(spots, key=lambda s: s.y))


def _spread_out(points: list[list[float]], half_w: float, half_h: float, rounds: int = 40) -> None:
    """Push apart points closer than an even share of the ellipse with half axes
    ``half_w`` and ``half_h``, keeping them inside it."""
    gap = 0.9 * math.sqrt(math.pi * half_w * half_h / len(points))
    for _ in range(rounds):
        for i, p in enumerate(points):
            for q in points[i + 1 :]:
                dx, dy = q[0] - p[0], q[1] - p[1]
                dist = math.hypot(dx, dy)
                if 1e-9 < dist < gap:
                    push = (gap - dist) / dist / 4
                    p[0] -= dx * push
                    p[1] -= dy * push
                    q[0] += dx * push
                    q[1] += dy * push
        for p in points:
            outside = math.hypot(p[0] / half_w, p[1] / half_h)
            if outside > 1.0:
                p[0] /= outside
                p[1] /= outside


def seed_scale(count: int) -> float:
    """The base seed size factor for a pit holding ``count`` seeds: full-size for a few,
    smaller when the pit is crowded."""
    return 1.0 if count <= 6 else max(0.62, 1.0 - 0.022 * (count - 6))
