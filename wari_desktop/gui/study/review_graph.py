"""The evaluation graph of a reviewed game: South's evaluation before each move (above
the middle line South is ahead), the moves judged as inaccuracy, mistake or blunder
marked by colour and size; a click chooses a position (``positionChosen``)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...ai.review import Judgement, Review
from ..platform.theme import AMBER, IVORY_LIGHT, MUTED, PALE, TABLE, with_alpha

#: The colour and dot radius (pixels) of each judgement.
JUDGEMENT_LOOK: dict[Judgement, tuple[QColor, float]] = {
    Judgement.INACCURACY: (QColor(232, 205, 90), 3.5),
    Judgement.MISTAKE: (QColor(236, 140, 60), 4.5),
    Judgement.BLUNDER: (QColor(222, 70, 60), 5.5),
}
SOUTH_FILL = with_alpha(IVORY_LIGHT, 170)
NORTH_FILL = QColor(110, 80, 50, 200)
MARGIN = 10.0


class EvalGraph(QWidget):
    """Draws a ``Review``; ``positionChosen(n)``: the position after ``n`` moves."""

    positionChosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._values: list[float] = []
        self._marks: dict[int, Judgement] = {}  # position index (after the move): judgement
        self._chosen: int | None = None
        self.setMinimumHeight(150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(self.tr("Click to see the position"))

    def sizeHint(self) -> QSize:
        return QSize(520, 180)

    def set_review(self, review: Review | None) -> None:
        """Show ``review`` (None: nothing)."""
        self._values = review.evaluations() if review is not None else []
        self._marks = {m.ply: m.judgement for m in review.moves
                       if m.judgement is not None} if review is not None else {}
        self._chosen = None
        self.update()

    def set_chosen(self, index: int | None) -> None:
        """Mark position ``index`` (0: the start)."""
        self._chosen = index
        self.update()

    def scale(self) -> float:
        """Seeds from the middle line to the top (at least 6, at most 24)."""
        biggest = max((abs(v) for v in self._values), default=0.0)
        return min(24.0, max(6.0, biggest * 1.1))

    def _area(self) -> QRectF:
        return QRectF(self.rect()).adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)

    def point(self, index: int) -> QPointF:
        """Where position ``index`` is drawn."""
        area = self._area()
        count = max(1, len(self._values) - 1)
        value = max(-self.scale(), min(self.scale(), self._values[index]))
        x = area.left() + area.width() * index / count
        y = area.center().y() - area.height() / 2 * value / self.scale()
        return QPointF(x, y)

    def index_at(self, x: float) -> int | None:
        """The position drawn nearest to ``x``."""
        if not self._values:
            return None
        area = self._area()
        count = max(1, len(self._values) - 1)
        index = round((x - area.left()) / max(1.0, area.width()) * count)
        return max(0, min(len(self._values) - 1, index))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        index = self.index_at(event.position().x())
        if index is not None:
            self.set_chosen(index)
            self.positionChosen.emit(index)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor(TABLE))
        area = self._area()
        middle = area.center().y()
        if len(self._values) >= 2:
            points = [self.point(i) for i in range(len(self._values))]
            line = QPainterPath(points[0])
            for point in points[1:]:
                line.lineTo(point)
            fill = QPainterPath(line)
            fill.lineTo(points[-1].x(), middle)
            fill.lineTo(points[0].x(), middle)
            fill.closeSubpath()
            painter.save()
            painter.setClipRect(QRectF(area.left(), 0, area.width() + 1, middle))
            painter.fillPath(fill, SOUTH_FILL)
            painter.setClipRect(QRectF(area.left(), middle, area.width() + 1, self.height()))
            painter.fillPath(fill, NORTH_FILL)
            painter.restore()
            painter.setPen(QPen(QColor(AMBER), 1.6))
            painter.drawPath(line)
            for index, judgement in self._marks.items():
                colour, radius = JUDGEMENT_LOOK[judgement]
                painter.setPen(QPen(QColor(20, 20, 20), 1))
                painter.setBrush(colour)
                painter.drawEllipse(points[index], radius, radius)
        painter.setPen(QPen(QColor(120, 140, 128), 1, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(area.left(), middle), QPointF(area.right(), middle))
        if self._chosen is not None and self._values:
            x = self.point(self._chosen).x()
            painter.setPen(QPen(QColor(PALE), 1.5))
            painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()))
        painter.setPen(QColor(MUTED))
        painter.drawText(area.adjusted(4, 0, 0, 0), Qt.AlignmentFlag.AlignTop
                         | Qt.AlignmentFlag.AlignLeft, self.tr("South ahead"))
        painter.drawText(area.adjusted(4, 0, 0, 0), Qt.AlignmentFlag.AlignBottom
                         | Qt.AlignmentFlag.AlignLeft, self.tr("North ahead"))
