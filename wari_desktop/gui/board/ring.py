"""Where the keyboard ring goes: the nearest house of the same owner in the same row on
screen, in the direction of the arrow, skipping houses that cannot be played."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QPointF

from ...rules import HOUSES, Player


class Centres(Protocol):
    """What the ring needs of the board's layout: each house's centre on screen."""

    def center(self, house: int) -> QPointF: ...


def neighbour_on_screen(layout: Centres, owners: Sequence[Player], house: int, dx: int,
                        playable: set[int]) -> int:
    """The nearest house of ``house``'s owner in the same row on screen in the direction
    ``dx`` (right: 1, left: -1), skipping those not in ``playable`` when it names some
    (an empty set: every house may take the ring); ``house`` itself when there is none."""
    if not dx:
        return house
    here = layout.center(house)
    ahead = sorted(((layout.center(other).x() - here.x()) * dx, other)
                   for other in range(HOUSES) if owners[other] is owners[house]
                   and abs(layout.center(other).y() - here.y()) < 1)
    return next((other for distance, other in ahead
                 if distance > 1 and (not playable or other in playable)), house)
