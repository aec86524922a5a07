"""The board's layout, computed from the widget's rectangle.

All sizes are multiples of the *pitch*, the distance between two neighbouring houses, so
the board keeps its proportions at any size. Seen from South: the top row holds North's
houses ``f e d c b a``, the bottom row South's ``A B C D E F``; North's store is at the left
end, South's at the right end.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

# Board proportions, in pitches.
BOARD_H = 3.1
EDGE = 0.3  # wood between the board's side and a store
STORE_W = 1.0
STORE_GAP = 0.2  # between a store and the nearest house
BOARD_W = 2 * (EDGE + STORE_W + STORE_GAP) + 6
LABEL_BAND = 0.36  # the strip holding house letters and store counts
TOP_PAD = 0.14
ROW_GAP = 0.1
HOUSE_R = 0.44
# The name plates above and below the board.
PLATE_H = 0.42
PLATE_GAP = 0.14
MARGIN = 0.3  # table around everything
SCENE_W = BOARD_W + 2 * MARGIN
SCENE_H = BOARD_H + 2 * (PLATE_H + PLATE_GAP) + 2 * MARGIN


@dataclass(frozen=True, slots=True)
class BoardGeometry:
    """Where everything goes, in widget pixels."""

    pitch: float
    board: QRectF
    centers: tuple[QPointF, ...]  # the 12 houses, canonical order A..F a..f
    labels: tuple[QPointF, ...]  # the centre of each house's letter
    stores: tuple[QRectF, QRectF]  # (South's, North's)
    store_labels: tuple[QPointF, QPointF]  # the centre of each store's count
    plates: tuple[QRectF, QRectF]  # (South's below the board, North's above)

    @property
    def house_radius(self) -> float:
        """The radius of a house's carved bowl."""
        return HOUSE_R * self.pitch

    @classmethod
    def fit(cls, area: QRectF) -> BoardGeometry:
        """The largest board (with its plates and margins) centred in ``area``."""
        pitch = max(1.0, min(area.width() / SCENE_W, area.height() / SCENE_H))
        width, height = BOARD_W * pitch, BOARD_H * pitch
        left = area.center().x() - width / 2
        top = area.center().y() - height / 2
        board = QRectF(left, top, width, height)

        def at(x: float, y: float) -> QPointF:
            return QPointF(left + x * pitch, top + y * pitch)

        first = EDGE + STORE_W + STORE_GAP  # left edge of the first column
        north_y = TOP_PAD + LABEL_BAND + 0.5
        south_y = north_y + 1.0 + ROW_GAP
        north_label_y = TOP_PAD + LABEL_BAND / 2
        south_label_y = south_y + 0.5 + LABEL_BAND / 2 + 0.04
        south_cols = range(6)  # A..F left to right
        north_cols = range(5, -1, -1)  # a..f right to left
        centers = tuple(
            [at(first + c + 0.5, south_y) for c in south_cols]
            + [at(first + c + 0.5, north_y) for c in north_cols]
        )
        labels = tuple(
            [at(first + c + 0.5, south_label_y) for c in south_cols]
            + [at(first + c + 0.5, north_label_y) for c in north_cols]
        )
        store_top = north_y - 0.46
        store_h = south_y - north_y + 0.92
        north_x = EDGE
        south_x = BOARD_W - EDGE - STORE_W
        stores = (
            QRectF(at(south_x, store_top), at(south_x + STORE_W, store_top + store_h)),
            QRectF(at(north_x, store_top), at(north_x + STORE_W, store_top + store_h)),
        )
        store_labels = (
            at(south_x + STORE_W / 2, south_label_y),
            at(north_x + STORE_W / 2, north_label_y),
        )
        plate_w = (BOARD_W - 2.0) * pitch  # wide enough for two long names, within the board
        plate_h = PLATE_H * pitch
        plates = (
            QRectF(
                area.center().x() - plate_w / 2,
                board.bottom() + PLATE_GAP * pitch,
                plate_w,
                plate_h,
            ),
            QRectF(
                area.center().x() - plate_w / 2,
                board.top() - (PLATE_GAP + PLATE_H) * pitch,
                plate_w,
                plate_h,
            ),
        )
        return cls(pitch, board, centers, labels, stores, store_labels, plates)

    def house_at(self, point: QPointF) -> int | None:
        """The house under ``point``, or None."""
        radius = self.house_radius
        for house, center in enumerate(self.centers):
            if math.hypot(point.x() - center.x(), point.y() - center.y()) <= radius:
                return house
        return None
