"""Painting the wooden board: table, wood, carved pits, seeds, counts and labels.

Pure drawing: every function paints what it is given and knows nothing of the rules.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)

from ...rules import HOUSES, LETTERS, Player
from ...seed_layout import seed_scale, seed_spots
from ..platform.theme import CREAM, SANS, SERIF, TABLE, TABLE_LIT
from .board_geometry import BoardGeometry

HOUSE_SEEDS_DRAWN = 32  # more than this in a house: draw a full pile, the count tells the rest
STORE_SEEDS_DRAWN = 48
SEED_RX = 0.1  # a seed's half length, in pitches
SEED_RY = 0.076

TABLE_LIGHT = QColor(TABLE_LIT)
TABLE_DARK = QColor(TABLE)
WOOD = (QColor("#94511f"), QColor("#b9733a"), QColor("#c88a4c"), QColor("#9f5b27"))
GRAIN = QColor(70, 32, 10)
PIT_CENTER = QColor("#7b4620")
PIT_EDGE = QColor("#4f2a10")
RIM_SHADOW = QColor(40, 18, 4, 200)
RIM_LIGHT = QColor(255, 214, 160, 150)
SEED_TINTS = (QColor("#d9cdb4"), QColor("#bfae8e"), QColor("#a8a493"), QColor("#c9b79a"))
LEGAL = QColor("#ffd36b")
BADGE = QColor(CREAM)
BADGE_TEXT = QColor("#4a2610")
LETTER = QColor(70, 34, 10, 200)
LETTER_LIGHT = QColor(255, 222, 170, 90)
PLATE_TEXT = QColor("#d9cbb0")
PLATE_ACTIVE = QColor("#ffd36b")



@dataclass(frozen=True, slots=True)
class BoardPicture:
    """What the board shows: counts, the playable houses, hover and the plates' text."""

    houses: tuple[int, ...]
    stores: tuple[int, int]  # (South's, North's)
    legal: frozenset[int]
    to_move: Player | None  # None once the game is over
    hover: int | None
    names: tuple[str, str]  # (South's, North's) shown on the plates
    to_move_text: str  # e.g. "to move", shown on the active plate
    hint: int | None = None  # the house the engine suggests


def paint_board(painter: QPainter, area: QRectF, geo: BoardGeometry, view: BoardPicture) -> None:
    """Paint the whole scene into ``area`` with the layout ``geo``."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    paint_table(painter, area)
    paint_wood(painter, geo)
    for player in Player:
        store = geo.stores[player]
        paint_pit(painter, oval(store), store, geo.pitch)
        paint_seeds(painter, store, HOUSES + player, view.stores[player], STORE_SEEDS_DRAWN, geo)
        paint_count(painter, geo.store_labels[player], view.stores[player], geo.pitch, 1.25)
        paint_plate(
            painter,
            geo.plates[player],
            view.names[player],
            view.to_move_text if view.to_move is player else "",
            geo.pitch,
        )
    radius = geo.house_radius
    for house in range(HOUSES):
        center = geo.centers[house]
        rect = QRectF(center.x() - radius, center.y() - radius, 2 * radius, 2 * radius)
        if house in view.legal:
            paint_legal_ring(painter, center, radius, geo.pitch, house == view.hover)
        if house == view.hint:
            paint_hint_ring(painter, center, radius, geo.pitch)
        paint_pit(painter, oval(rect), rect, geo.pitch)
        paint_seeds(painter, rect, house, view.houses[house], HOUSE_SEEDS_DRAWN, geo)
        paint_letter(painter, geo.labels[house], LETTERS[house], geo.pitch)
        paint_count(painter, _badge_center(geo, house), view.houses[house], geo.pitch, 1.0)


def paint_table(painter: QPainter, area: QRectF) -> None:
    """A dark felt table with a soft vignette."""
    gradient = QRadialGradient(area.center(), max(area.width(), area.height()) * 0.65)
    gradient.setColorAt(0.0, TABLE_LIGHT)
    gradient.setColorAt(1.0, TABLE_DARK)
    painter.fillRect(area, gradient)


def paint_wood(painter: QPainter, geo: BoardGeometry) -> None:
    """The board: a drop shadow, warm wood with grain, and a bevelled edge."""
    board, pitch = geo.board, geo.pitch
    corner = 0.38 * pitch
    painter.setPen(Qt.PenStyle.NoPen)
    for step in range(8, 0, -1):  # soft shadow on the table
        grow = step * 0.025 * pitch
        shadow = board.adjusted(-grow, -grow * 0.5, grow, grow * 1.4)
        painter.setBrush(QColor(0, 0, 0, 14))
        painter.drawRoundedRect(shadow, corner + grow, corner + grow)

    shape = QPainterPath()
    shape.addRoundedRect(board, corner, corner)
    wood = QLinearGradient(board.topLeft(), board.bottomRight())
    for stop, color in zip((0.0, 0.35, 0.62, 1.0), WOOD, strict=True):
        wood.setColorAt(stop, color)
    painter.fillPath(shape, wood)

    painter.save()
    painter.setClipPath(shape)
    _paint_grain(painter, board, pitch)
    sheen = QLinearGradient(board.topLeft(), board.bottomLeft())
    sheen.setColorAt(0.0, QColor(255, 235, 200, 46))
    sheen.setColorAt(0.45, QColor(255, 235, 200, 0))
    sheen.setColorAt(1.0, QColor(40, 15, 0, 60))
    painter.fillPath(shape, sheen)
    painter.restore()

    bevel = QLinearGradient(board.topLeft(), board.bottomLeft())
    bevel.setColorAt(0.0, QColor(255, 220, 170, 150))
    bevel.setColorAt(0.5, QColor(120, 60, 20, 60))
    bevel.setColorAt(1.0, QColor(40, 15, 0, 170))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QBrush(bevel), max(1.0, 0.025 * pitch)))
    inset = 0.0125 * pitch
    painter.drawRoundedRect(board.adjusted(inset, inset, -inset, -inset), corner, corner)


def _paint_grain(painter: QPainter, board: QRectF, pitch: float) -> None:
    """Wood grain: broad soft streaks, then fine wavy lines in loose bundles; the same
    every time for a given board."""
    rng = random.Random(20240611)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for _ in range(14):  # broad streaks, lighter and darker
        y = board.top() + rng.uniform(0.0, 1.0) * board.height()
        color = QColor(255, 225, 180) if rng.random() < 0.4 else QColor(GRAIN)
        color.setAlpha(rng.randint(8, 20))
        painter.setPen(QPen(color, rng.uniform(0.08, 0.3) * pitch))
        painter.drawPath(_grain_line(rng, board, y, pitch))
    y = board.top()
    while y < board.bottom():
        y += rng.choice((0.012, 0.02, 0.03, 0.05, 0.09)) * pitch * 1.6
        color = QColor(GRAIN)
        color.setAlpha(rng.randint(10, 42))
        painter.setPen(QPen(color, rng.uniform(0.004, 0.022) * pitch))
        painter.drawPath(_grain_line(rng, board, y, pitch))


def _grain_line(rng: random.Random, board: QRectF, y: float, pitch: float) -> QPainterPath:
    """One long grain line across the board, drifting gently up and down."""
    segments = rng.randint(3, 6)
    step = board.width() / segments
    x = board.left() - 0.2 * pitch
    path = QPainterPath(QPointF(x, y))
    for _ in range(segments + 1):
        drift = rng.uniform(-0.06, 0.06) * pitch
        bend = rng.uniform(-0.08, 0.08) * pitch
        path.cubicTo(
            QPointF(x + step / 3, y + bend),
            QPointF(x + 2 * step / 3, y + drift - bend),
            QPointF(x + step, y + drift),
        )
        x += step
        y += drift
    return path


def paint_pit(painter: QPainter, shape: QPainterPath, rect: QRectF, pitch: float) -> None:
    """A carved bowl lit from above: the upper wall in shadow, the lower wall catching
    light, a dark line under the upper rim and a light one along the lower rim."""
    floor = QRadialGradient(
        rect.center() + QPointF(0, rect.height() * 0.14), max(rect.width(), rect.height()) * 0.62
    )
    floor.setColorAt(0.0, PIT_CENTER)
    floor.setColorAt(0.75, PIT_EDGE)
    floor.setColorAt(1.0, PIT_EDGE.darker(130))
    painter.fillPath(shape, floor)

    shade = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    reach = min(1.0, rect.width() / rect.height())  # tall stores: a shorter shadow
    shade.setColorAt(0.0, QColor(18, 6, 0, 190))
    shade.setColorAt(0.5 * reach, QColor(18, 6, 0, 0))
    shade.setColorAt(1.0 - 0.15 * reach, QColor(255, 200, 140, 0))
    shade.setColorAt(1.0, QColor(255, 200, 140, 55))
    painter.fillPath(shape, shade)

    rim = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    rim.setColorAt(0.0, RIM_SHADOW)
    rim.setColorAt(0.55, QColor(60, 30, 10, 90))
    rim.setColorAt(1.0, RIM_LIGHT)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QBrush(rim), max(1.0, 0.03 * pitch)))
    painter.drawPath(shape)


def paint_legal_ring(
    painter: QPainter, center: QPointF, radius: float, pitch: float, hovered: bool
) -> None:
    """A warm glow around a house the player to move may play; brighter under the mouse."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    strength = 1.6 if hovered else 1.0
    for width, alpha in ((0.16, 28), (0.10, 50), (0.05, 120)):
        color = QColor(LEGAL)
        color.setAlpha(min(255, int(alpha * strength)))
        painter.setPen(QPen(color, width * pitch))
        ring = radius + 0.035 * pitch
        painter.drawEllipse(center, ring, ring)
    painter.setPen(QPen(QColor(255, 240, 200, 230 if hovered else 170), 0.014 * pitch))
    ring = radius + 0.035 * pitch
    painter.drawEllipse(center, ring, ring)


def paint_hint_ring(painter: QPainter, center: QPointF, radius: float, pitch: float) -> None:
    """A cool green halo around the house the engine suggests, with four arrowheads
    pointing in at it: told from the playable glow by its shape, not by its hue alone."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    ring = radius + 0.075 * pitch
    for width, alpha in ((0.12, 60), (0.06, 140), (0.025, 255)):
        painter.setPen(QPen(QColor(120, 230, 170, alpha), width * pitch))
        painter.drawEllipse(center, ring, ring)
    tip, length, half = ring + 0.03 * pitch, 0.16 * pitch, 0.09 * pitch
    painter.setPen(QPen(QColor(10, 40, 25, 220), 0.012 * pitch))
    painter.setBrush(QColor(170, 255, 205))
    for angle in (45.0, 135.0, 225.0, 315.0):
        painter.save()
        painter.translate(center)
        painter.rotate(angle)
        head = QPainterPath(QPointF(tip, 0.0))
        head.lineTo(tip + length, -half)
        head.lineTo(tip + length, half)
        head.closeSubpath()
        painter.drawPath(head)
        painter.restore()


def paint_last_move_mark(
    painter: QPainter, center: QPointF, radius: float, pitch: float
) -> None:
    """A dashed ring, dark under light, round the house the last move started from: a line
    style neither the playable glow nor the hint uses."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    ring = radius + 0.04 * pitch
    under = QPen(QColor(30, 12, 0, 150), 0.05 * pitch)
    painter.setPen(under)
    painter.drawEllipse(center, ring, ring)
    dashes = QPen(QColor(255, 244, 222, 235), 0.03 * pitch, Qt.PenStyle.CustomDashLine)
    dashes.setDashPattern([2.0, 1.6])
    dashes.setCapStyle(Qt.PenCapStyle.FlatCap)
    painter.setPen(dashes)
    painter.drawEllipse(center, ring, ring)


def paint_focus_brackets(
    painter: QPainter, center: QPointF, radius: float, pitch: float, taller: float = 0.0
) -> None:
    """The keyboard's house: four white corner brackets on a dark outline, a square
    around the round house (no other mark is square); ``taller`` stretches it upward and
    downward by that much (around a store)."""
    half = radius + 0.12 * pitch
    arm = 0.2 * pitch
    path = QPainterPath()
    for sx, sy in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
        corner = QPointF(center.x() + sx * half, center.y() + sy * (half + taller))
        path.moveTo(corner.x(), corner.y() - sy * arm)
        path.lineTo(corner)
        path.lineTo(corner.x() - sx * arm, corner.y())
    painter.setBrush(Qt.BrushStyle.NoBrush)
    outline = QPen(QColor(20, 8, 0, 200), 0.075 * pitch)
    outline.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    painter.setPen(outline)
    painter.drawPath(path)
    line = QPen(QColor(255, 255, 255), 0.035 * pitch)
    line.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    painter.setPen(line)
    painter.drawPath(path)


@dataclass(frozen=True, slots=True)
class PlacedSeed:
    """A seed's resting place in a pit: its centre, tilt (degrees), size factor, tint."""

    center: QPointF
    angle: float
    size: float
    tint: int


def place_seeds(
    rect: QRectF, pit: int, count: int, limit: int, pitch: float, house_radius: float
) -> list[PlacedSeed]:
    """Where the first ``min(count, limit)`` seeds of a pit lie, the same way every time
    (crowded pits use smaller seeds; seeds lower on screen come later in the list)."""
    # Crowding depends on the room: a store holds twice as many as a house at one size.
    room = rect.width() * rect.height() / (2 * house_radius) ** 2
    scale = seed_scale(round(min(count, limit) / room))
    # Keep whole seeds inside the bowl: the spread is relative to what is left of it.
    room_x = rect.width() / 2 - SEED_RX * pitch * scale
    # In a tall store a few seeds gather in the middle; a crowd fills its length.
    room_y = min(rect.height() / 2 - SEED_RX * pitch * scale, room_x * (1 + count / 14))
    center = rect.center()
    aspect = round(room_y / room_x, 2)
    return [
        PlacedSeed(
            QPointF(center.x() + spot.x * room_x, center.y() + spot.y * room_y),
            spot.angle,
            spot.size * scale,
            spot.tint,
        )
        for spot in seed_spots(pit, count, limit, aspect)
    ]


def paint_seeds(
    painter: QPainter, rect: QRectF, pit: int, count: int, limit: int, geo: BoardGeometry
) -> None:
    """The seeds of one pit as small glossy ovals, scattered the same way every time."""
    for seed in place_seeds(rect, pit, count, limit, geo.pitch, geo.house_radius):
        painter.save()
        painter.translate(seed.center)
        paint_seed(painter, geo.pitch, seed.size, seed.angle, seed.tint)
        painter.restore()


def paint_seed(
    painter: QPainter, pitch: float, size: float, angle: float, tint: int, lift: float = 0.0
) -> None:
    """One glossy seed centred on the painter's origin, tilted by ``angle`` degrees; a
    lifted seed (``lift`` up to 1) is drawn larger, its shadow further off and fainter."""
    grow = 1.0 + 0.18 * lift
    rx = SEED_RX * pitch * size * grow
    ry = SEED_RY * pitch * size * grow
    painter.setPen(Qt.PenStyle.NoPen)
    drop = 0.3 * ry + lift * 0.16 * pitch
    painter.setBrush(QColor(15, 5, 0, round(90 - 45 * lift)))  # contact shadow
    painter.save()
    painter.translate(0.12 * rx + lift * 0.05 * pitch, drop)
    painter.rotate(angle)
    painter.drawEllipse(QPointF(0, 0), rx * (1.05 + 0.1 * lift), ry * (1.05 + 0.1 * lift))
    painter.restore()
    painter.save()
    painter.rotate(angle)
    base = SEED_TINTS[tint % len(SEED_TINTS)]
    gloss = QRadialGradient(QPointF(-0.35 * rx, -0.4 * ry), rx * 1.5)
    gloss.setColorAt(0.0, base.lighter(165))
    gloss.setColorAt(0.35, base)
    gloss.setColorAt(1.0, base.darker(175))
    painter.setBrush(gloss)
    painter.drawEllipse(QPointF(0, 0), rx, ry)
    painter.setBrush(QColor(255, 255, 255, 150))
    painter.drawEllipse(QPointF(-0.38 * rx, -0.38 * ry), rx * 0.26, ry * 0.2)
    painter.restore()


def paint_count(
    painter: QPainter, center: QPointF, count: int, pitch: float, scale: float
) -> None:
    """A seed count on a small ivory disc (a pill for two digits)."""
    text = str(count)
    height = 0.27 * pitch * scale
    width = max(height, height * (0.5 + 0.33 * len(text)))
    rect = QRectF(center.x() - width / 2, center.y() - height / 2, width, height)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(20, 8, 0, 90))
    painter.drawRoundedRect(rect.translated(0, 0.02 * pitch), height / 2, height / 2)
    face = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    face.setColorAt(0.0, BADGE.lighter(104))
    face.setColorAt(1.0, BADGE.darker(112))
    painter.setBrush(face)
    painter.drawRoundedRect(rect, height / 2, height / 2)
    painter.setPen(
        BADGE_TEXT
        if count
        else QColor(BADGE_TEXT.red(), BADGE_TEXT.green(), BADGE_TEXT.blue(), 120)
    )
    painter.setFont(_font(SANS, height * 0.68, QFont.Weight.Bold))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def paint_letter(painter: QPainter, center: QPointF, letter: str, pitch: float) -> None:
    """A house letter, engraved into the wood."""
    size = 0.28 * pitch
    rect = QRectF(center.x() - size, center.y() - size / 2, 2 * size, size)
    painter.setFont(_font(SERIF, size * 0.82, QFont.Weight.Bold))
    painter.setPen(LETTER_LIGHT)
    painter.drawText(rect.translated(0, 0.012 * pitch), Qt.AlignmentFlag.AlignCenter, letter)
    painter.setPen(LETTER)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, letter)


def paint_plate(
    painter: QPainter, rect: QRectF, name: str, active_text: str, pitch: float
) -> None:
    """A player's name on the table, lit with a glowing marker while it is their turn. A
    long name (two computers with their levels, a long language) is set smaller, down to
    just over half the size, and only then shortened with an ellipsis: never cut."""
    active = bool(active_text)
    text = f"{name}  ·  {active_text}" if active else name
    room = rect.width() - 0.7 * pitch  # the glowing markers on either side
    painter.setFont(fitted_font(SERIF, QFont.Weight.DemiBold, text, room, 0.2 * pitch,
                                0.12 * pitch, spacing=110.0))
    text = painter.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(room))
    painter.setPen(PLATE_ACTIVE if active else PLATE_TEXT)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
    if active:
        metrics = painter.fontMetrics()
        half = metrics.horizontalAdvance(text) / 2
        for side in (-1, 1):
            dot = QPointF(rect.center().x() + side * (half + 0.22 * pitch), rect.center().y())
            glow = QRadialGradient(dot, 0.11 * pitch)
            glow.setColorAt(0.0, QColor(255, 225, 140, 255))
            glow.setColorAt(0.35, QColor(255, 200, 90, 200))
            glow.setColorAt(1.0, QColor(255, 200, 90, 0))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(glow)
            painter.drawEllipse(dot, 0.11 * pitch, 0.11 * pitch)


def _badge_center(geo: BoardGeometry, house: int) -> QPointF:
    """Where a house's count sits: on its rim, towards the outside of the board."""
    center = geo.centers[house]
    offset = geo.house_radius * 0.74
    down = 1 if house < 6 else -1
    return QPointF(center.x() + offset, center.y() + down * offset)


def oval(rect: QRectF) -> QPainterPath:
    """The ellipse in ``rect`` as a path: the outline of a pit, house or store."""
    path = QPainterPath()
    path.addEllipse(rect)
    return path


def fitted_font(families: Sequence[str], weight: QFont.Weight, text: str, width: float,
                largest: float, smallest: float, spacing: float = 100.0,
                height: float | None = None) -> QFont:
    """The largest font (``largest`` pixels, shrinking down to ``smallest``) in which
    ``text`` fits in ``width`` on one line (with ``height``: wrapped at words, in lines
    that fit in ``height``)."""
    size = largest
    font = _font(families, size, weight, spacing)
    while size > smallest and not _fits(QFontMetricsF(font), text, width, height):
        size = max(smallest, size * 0.92)
        font = _font(families, size, weight, spacing)
    return font


def _fits(metrics: QFontMetricsF, text: str, width: float, height: float | None) -> bool:
    if height is None:
        return metrics.horizontalAdvance(text) <= width
    wrap = int(Qt.TextFlag.TextWordWrap.value)
    return metrics.boundingRect(QRectF(0, 0, width, 1e6), wrap, text).height() <= height


def _font(
    families: Sequence[str], pixels: float, weight: QFont.Weight, spacing: float = 100.0
) -> QFont:
    font = QFont()
    font.setFamilies(list(families))
    font.setPixelSize(max(6, round(pixels)))
    font.setWeight(weight)
    if spacing != 100.0:
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, spacing)
    return font
