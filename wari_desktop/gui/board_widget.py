"""The board widget: paints the position it is given and reports clicks on houses."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..rules import HOUSES, Player
from .board_geometry import BoardGeometry
from .board_painter import BoardView, paint_board


class BoardWidget(QWidget):
    """A wooden Wari board seen from South's seat.

    It shows what ``show_position`` pushes to it and emits ``houseClicked(index)`` (canonical
    index 0..11, ``A..F a..f``) when a house is clicked; it never consults the rules.
    """

    houseClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._houses: tuple[int, ...] = (0,) * HOUSES
        self._stores: tuple[int, int] = (0, 0)
        self._legal: frozenset[int] = frozenset()
        self._to_move: Player | None = None
        self._hover: int | None = None
        self._hint: int | None = None
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(480, 260)

    def show_position(
        self,
        houses: Sequence[int],
        stores: tuple[int, int],
        legal: Iterable[int],
        to_move: Player | None,
    ) -> None:
        """Show ``houses`` (12 counts), ``stores`` (South's, North's), the playable house
        indexes and the player to move (None once the game is over)."""
        self._houses = tuple(houses)
        self._stores = (stores[0], stores[1])
        self._legal = frozenset(legal)
        self._to_move = to_move
        self._hint = None
        self._update_cursor()
        self.update()

    def show_hint(self, house: int | None) -> None:
        """Ring the house the engine suggests (None removes the ring)."""
        self._hint = house
        self.update()

    # -- layout ----------------------------------------------------------------------
    def board_geometry(self) -> BoardGeometry:
        """The layout for the widget's current size."""
        return BoardGeometry.fit(QRectF(self.rect()))

    def house_center(self, index: int) -> QPointF:
        """The centre of house ``index`` (0..11), in widget coordinates."""
        return self.board_geometry().centers[index]

    def house_at(self, point: QPointF) -> int | None:
        """The house under ``point`` (widget coordinates), or None."""
        return self.board_geometry().house_at(point)

    def sizeHint(self) -> QSize:
        return QSize(1200, 640)

    # -- events ----------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        view = BoardView(
            houses=self._houses,
            stores=self._stores,
            legal=self._legal,
            to_move=self._to_move,
            hover=self._hover,
            names=(self.tr("South"), self.tr("North")),
            to_move_text=self.tr("to move"),
            hint=self._hint,
        )
        painter = QPainter(self)
        paint_board(painter, QRectF(self.rect()), self.board_geometry(), view)
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() is not Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        house = self.house_at(event.position())
        if house is not None:
            self.houseClicked.emit(house)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self._set_hover(self.house_at(event.position()))
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._set_hover(None)
        super().leaveEvent(event)

    def _set_hover(self, house: int | None) -> None:
        if house != self._hover:
            self._hover = house
            self._update_cursor()
            self.update()

    def _update_cursor(self) -> None:
        playable = self._hover is not None and self._hover in self._legal
        if playable:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.unsetCursor()
