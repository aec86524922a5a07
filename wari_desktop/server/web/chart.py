"""A player's rating chart as an inline SVG: the rating after each rated game as a
polyline, oldest at the left, with the highest and lowest ratings written at the side.
Numbers only: nothing here needs escaping.
"""

from __future__ import annotations

from collections.abc import Sequence

from markupsafe import Markup

from ...protocol.messages import RatingPoint

WIDTH, HEIGHT, PAD_LEFT, PAD = 600.0, 200.0, 52.0, 14.0
LINE, GRID, LABEL = "#e8b95a", "#2a3f36", "#a9b8a8"


def rating_chart(history: Sequence[RatingPoint]) -> Markup | None:
    """The chart of ``history`` (oldest first); None for fewer than two points."""
    if len(history) < 2:
        return None
    ratings = [point.rating for point in history]
    low, high = min(ratings), max(ratings)
    span = max(high - low, 20)
    middle = (high + low) / 2
    bottom, top = middle - span / 2 * 1.15, middle + span / 2 * 1.15

    def y(rating: float) -> float:
        return PAD + (top - rating) / (top - bottom) * (HEIGHT - 2 * PAD)

    step = (WIDTH - PAD_LEFT - PAD) / (len(history) - 1)
    points = " ".join(f"{PAD_LEFT + index * step:.1f},{y(rating):.1f}"
                      for index, rating in enumerate(ratings))
    last_x, last_y = PAD_LEFT + (len(history) - 1) * step, y(ratings[-1])
    labels = "".join(
        f'<line x1="{PAD_LEFT}" x2="{WIDTH - PAD}" y1="{y(value):.1f}" y2="{y(value):.1f}" '
        f'stroke="{GRID}"/><text x="{PAD_LEFT - 6}" y="{y(value) + 4:.1f}" '
        f'text-anchor="end" font-size="13" fill="{LABEL}">{value}</text>'
        for value in sorted({low, high}))
    return Markup(
        f'<svg class="chart" viewBox="0 0 {WIDTH:.0f} {HEIGHT:.0f}" role="img" '
        f'aria-label="Rating after each of the last {len(history)} rated games, from '
        f'{ratings[0]} to {ratings[-1]}" xmlns="http://www.w3.org/2000/svg">{labels}'
        f'<polyline points="{points}" fill="none" stroke="{LINE}" stroke-width="2.5" '
        f'stroke-linejoin="round"/><circle cx="{last_x:.1f}" cy="{last_y:.1f}" r="4" '
        f'fill="{LINE}"/></svg>')
