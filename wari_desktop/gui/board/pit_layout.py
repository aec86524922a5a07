"""Where each pit of the board scene is drawn, in scene units (a pitch of 100 between
neighbouring houses): the bowls, the letters, the count badges, the name plates and the
seeds' resting places, seen from South or, flipped, from North."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from ...rules import HOUSES, Player
from .board_geometry import SCENE_H, SCENE_W, BoardGeometry
from .board_painter import HOUSE_SEEDS_DRAWN, STORE_SEEDS_DRAWN, place_seeds
from .choreography import Point

PITCH = 100.0
SCENE_RECT = QRectF(0.0, 0.0, SCENE_W * PITCH, SCENE_H * PITCH)
PITS = HOUSES + 2
SOUTH_STORE, NORTH_STORE = HOUSES, HOUSES + 1


class Layout:
    """Where each pit is drawn. Seen from South, South's houses ``A..F`` run along the
    bottom; a flipped board puts North's side at the bottom instead."""

    def __init__(self, flipped: bool = False) -> None:
        self.flipped = flipped
        self.geo = BoardGeometry.fit(SCENE_RECT)

    def _slot(self, pit: int) -> int:
        if not self.flipped:
            return pit
        return (pit + 6) % HOUSES if pit < HOUSES else SOUTH_STORE + NORTH_STORE - pit

    def rect(self, pit: int) -> QRectF:
        """The bowl of a house (its bounding square) or a store."""
        slot = self._slot(pit)
        if slot >= HOUSES:
            return self.geo.stores[slot - HOUSES]
        center, r = self.geo.centers[slot], self.geo.house_radius
        return QRectF(center.x() - r, center.y() - r, 2 * r, 2 * r)

    def center(self, pit: int) -> QPointF:
        """The centre of a pit."""
        return self.rect(pit).center()

    def label(self, house: int) -> QPointF:
        """Where a house's letter is engraved."""
        return self.geo.labels[self._slot(house)]

    def badge(self, pit: int) -> QPointF:
        """Where a pit's count sits: on a house's outer rim, or beside a store."""
        slot = self._slot(pit)
        if slot >= HOUSES:
            return self.geo.store_labels[slot - HOUSES]
        center, offset = self.geo.centers[slot], self.geo.house_radius * 0.74
        down = 1 if slot < 6 else -1
        return QPointF(center.x() + offset, center.y() + down * offset)

    def plate(self, player: Player) -> QRectF:
        """The name plate of ``player``: below the board for the side at the bottom."""
        bottom = (player is Player.SOUTH) != self.flipped
        return self.geo.plates[0 if bottom else 1]

    def at_bottom(self, house: int) -> bool:
        """True for a house in the row nearer the player."""
        return self._slot(house) < 6

    def house_at(self, point: QPointF) -> int | None:
        """The house under a scene point, or None."""
        slot = self.geo.house_at(point)
        if slot is None:
            return None
        return (slot + 6) % HOUSES if self.flipped else slot

    def limit(self, pit: int) -> int:
        """How many seeds a pit draws; the count tells the rest."""
        return HOUSE_SEEDS_DRAWN if pit < HOUSES else STORE_SEEDS_DRAWN

    def spots(self, pit: int, count: int) -> list[tuple[QPointF, float]]:
        """The resting places (centre, size factor) of ``count`` seeds in ``pit``; seeds
        past the drawing limit rest, hidden, at the pit's centre."""
        placed = place_seeds(
            self.rect(pit), self._slot(pit), count, self.limit(pit), PITCH, self.geo.house_radius
        )
        spots = [(seed.center, seed.size) for seed in placed]
        hidden = self.center(pit)
        smallest = min((size for _, size in spots), default=1.0)
        return spots + [(hidden, smallest)] * (count - len(spots))

    def spot(self, pit: int, count: int, index: int) -> Point:
        """The resting place of seed ``index`` of ``count`` in ``pit``, as a tuple."""
        point = self.spots(pit, count)[index][0]
        return (point.x(), point.y())

    def hand(self, pit: int) -> Point:
        """Where the hand hovers over a pit while sowing."""
        center = self.center(pit)
        return (center.x(), center.y() - 0.12 * PITCH)
