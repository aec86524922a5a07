"""A small wooden board for the rules and the lessons: a position, with the house played
ringed and its sowing drawn as an arrow round the board, and other houses (such as captured
ones) ringed in coral. It keeps the board's proportions at any size."""

from __future__ import annotations

import math
from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...rules import HOUSES, Position, Rules, index, sow
from ..board.board_geometry import BOARD_H, BOARD_W, SCENE_H, SCENE_W, BoardGeometry
from ..board.board_painter import BoardPicture, paint_board

#: Felt around a mini board, in pitches.
FRAME = 0.24
#: A mini board's width over its height.
ASPECT = (BOARD_W + 2 * FRAME) / (BOARD_H + 2 * FRAME)
ARROW = QColor(255, 214, 110, 235)
ARROW_SHADOW = QColor(30, 12, 0, 170)
MARK = QColor(255, 128, 96)


class MiniBoard(QWidget):
    """A small wooden board showing ``position``, with the house ``move`` (an index or a
    letter; kept as the index ``played``) ringed and its sowing drawn as an arrow, and the
    houses in ``marks`` (such as captured ones) ringed in coral. It keeps the board's
    proportions at any size."""

    def __init__(
        self,
        position: Position,
        move: int | str | None = None,
        marks: Iterable[int] = (),
        rules: Rules | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.position = position
        self.played = index(move) if isinstance(move, str) else move
        self.marks = frozenset(marks)
        self.rules = rules or Rules()
        self.sown: tuple[int, ...] = ()
        if self.played is not None:
            self.sown = sow(position, self.played, self.rules)[1].sown
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    # -- size ------------------------------------------------------------------------
    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return math.ceil(width / ASPECT)

    def sizeHint(self) -> QSize:
        return QSize(420, self.heightForWidth(420))

    def minimumSizeHint(self) -> QSize:
        return QSize(260, self.heightForWidth(260))

    def card(self) -> QRectF:
        """The rectangle of felt the board sits on: the largest of the board's proportions
        centred in the widget."""
        area = QRectF(self.rect())
        width = min(area.width(), area.height() * ASPECT)
        height = width / ASPECT
        return QRectF(area.center().x() - width / 2, area.center().y() - height / 2,
                      width, height)

    def board_geometry(self) -> BoardGeometry:
        """The layout of the board on its card (the name plates fall outside it)."""
        card = self.card()
        pitch = card.width() / (BOARD_W + 2 * FRAME)
        scene = QRectF(0, 0, SCENE_W * pitch, SCENE_H * pitch)
        scene.moveCenter(card.center())
        return BoardGeometry.fit(scene)

    # -- painting --------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        card = self.card()
        geo = self.board_geometry()
        scene = QRectF(0, 0, SCENE_W * geo.pitch, SCENE_H * geo.pitch)
        scene.moveCenter(card.center())
        view = BoardPicture(
            houses=self.position.houses,
            stores=self.position.stores,
            legal=frozenset() if self.played is None else frozenset({self.played}),
            to_move=None,
            hover=None,
            names=("", ""),
            to_move_text="",
        )
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = QPainterPath()
        corner = 0.3 * geo.pitch
        frame.addRoundedRect(card, corner, corner)
        painter.setClipPath(frame)
        paint_board(painter, scene, geo, view)
        painter.setClipping(False)
        for house in sorted(self.marks):
            self._paint_mark(painter, geo, house)
        if self.played is not None and self.sown:
            self._paint_arrow(painter, geo)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 235, 200, 40), 1.0))
        painter.drawPath(frame)
        painter.end()

    def sowing_distance(self) -> int:
        """How many houses the sowing travels round the circuit, skipped ones included."""
        distance, previous = 0, self.played if self.played is not None else 0
        for house in self.sown:
            distance += (house - previous) % HOUSES
            previous = house
        return distance

    def sowing_path(self, geo: BoardGeometry) -> QPainterPath:
        """The arrow's line: from the house played round the board, counter-clockwise, to
        the house of the last seed; each further lap runs a little further inside."""
        assert self.played is not None
        pitch = geo.pitch
        distance = self.sowing_distance()
        steps = max(2, distance * 12)
        path = QPainterPath()
        for step in range(steps + 1):
            s = self.played + distance * step / steps
            inset = (0.17 + 0.16 * (s - self.played) / HOUSES) * pitch
            point = _track_point(geo, s, inset)
            if step == 0:
                path.moveTo(point)
            else:
                path.lineTo(point)
        return path

    def _paint_arrow(self, painter: QPainter, geo: BoardGeometry) -> None:
        pitch = geo.pitch
        path = self.sowing_path(geo)
        tip = path.pointAtPercent(1.0)
        back = path.pointAtPercent(max(0.0, 1.0 - 0.12 * pitch / max(1.0, path.length())))
        angle = math.atan2(tip.y() - back.y(), tip.x() - back.x())
        size = 0.23 * pitch
        head = QPainterPath(tip)
        for turn in (2.55, -2.55):
            head.lineTo(tip.x() + size * math.cos(angle + turn),
                        tip.y() + size * math.sin(angle + turn))
        head.closeSubpath()
        # Shorten the line so it ends inside the head.
        line = QPainterPath()
        cut = path.percentAtLength(max(0.0, path.length() - 0.5 * size))
        line.moveTo(path.pointAtPercent(0.0))
        samples = 60 + int(path.length() / 3)
        for step in range(1, samples + 1):
            line.lineTo(path.pointAtPercent(cut * step / samples))
        start = path.pointAtPercent(0.0)
        cap = Qt.PenCapStyle.RoundCap
        join = Qt.PenJoinStyle.RoundJoin
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(ARROW_SHADOW, 0.13 * pitch, Qt.PenStyle.SolidLine, cap, join))
        painter.drawPath(line)
        painter.setPen(QPen(ARROW, 0.07 * pitch, Qt.PenStyle.SolidLine, cap, join))
        painter.drawPath(line)
        painter.setPen(QPen(ARROW_SHADOW, 0.035 * pitch, Qt.PenStyle.SolidLine, cap, join))
        painter.setBrush(ARROW)
        painter.drawPath(head)
        painter.drawEllipse(start, 0.07 * pitch, 0.07 * pitch)

    @staticmethod
    def _paint_mark(painter: QPainter, geo: BoardGeometry, house: int) -> None:
        center = geo.centers[house]
        ring = geo.house_radius + 0.05 * geo.pitch
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for width, alpha in ((0.14, 50), (0.08, 110)):
            color = QColor(MARK)
            color.setAlpha(alpha)
            painter.setPen(QPen(color, width * geo.pitch))
            painter.drawEllipse(center, ring, ring)
        painter.setPen(QPen(MARK, 0.035 * geo.pitch, Qt.PenStyle.DashLine))
        painter.drawEllipse(center, ring, ring)


def _track_point(geo: BoardGeometry, s: float, inset: float) -> QPointF:
    """A point on the sowing circuit: ``s`` counts houses from ``A`` (0) round to ``f``
    (11) and back; rows are joined by half circles at the ends. ``inset`` moves the point
    towards the middle of the board."""
    s %= HOUSES
    c = geo.centers
    half = (c[0].y() - c[6].y()) / 2
    if s <= 5:
        t = s / 5
        return QPointF(c[0].x() + (c[5].x() - c[0].x()) * t, c[0].y() - inset)
    if s <= 6:
        middle, theta = (c[5] + c[6]) / 2, math.pi / 2 - math.pi * (s - 5)
    elif s <= 11:
        t = (s - 6) / 5
        return QPointF(c[6].x() + (c[11].x() - c[6].x()) * t, c[6].y() + inset)
    else:
        middle, theta = (c[11] + c[0]) / 2, -math.pi / 2 - math.pi * (s - 11)
    radius = half - inset
    return QPointF(middle.x() + radius * math.cos(theta), middle.y() + radius * math.sin(theta))
