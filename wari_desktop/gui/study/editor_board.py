"""The board of Game, Set Up Position: a wooden board whose houses and stores are edited
with the mouse (click, right-click, wheel, drag) or the keyboard (the arrows move a ring
of corners between the pits; + and -, Page Up and Page Down, a number typed, Delete), and
that tells a screen reader what the ringed pit holds. The dialog around it is
``position_editor``."""

from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QColor,
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QWheelEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...rules import HOUSES, LETTERS, SEEDS, STANDARD_OWNERS, Player
from ..board.board_geometry import SCENE_H, SCENE_W, BoardGeometry
from ..board.board_painter import BoardPicture, paint_board, paint_focus_brackets
from ..board.keyboard import ARROWS

PITS = HOUSES + 2
#: The most seeds one pit may hold in the editor (all of them).
MOST = SEEDS
#: The keys that add seeds to the ringed pit, and how many.
ADD_KEYS = {Qt.Key.Key_Plus: 1, Qt.Key.Key_Equal: 1, Qt.Key.Key_Minus: -1,
            Qt.Key.Key_Underscore: -1, Qt.Key.Key_PageUp: 5, Qt.Key.Key_PageDown: -5}
#: Digits typed within this many seconds make one number ("1", "2": 12 seeds).
TYPING_PAUSE = 1.2


class EditorBoard(QWidget):
    """A wooden board whose houses and stores are edited with the mouse or the keyboard.

    ``counts`` are the 14 pits (houses ``A..f``, South's store, North's store);
    ``countsChanged`` is emitted after each change. The keyboard's pit (``focus_pit``)
    wears the corner brackets while keys are in use; the widget's accessible name says
    what it holds, like the main board's.
    """

    countsChanged = Signal()

    def __init__(self, counts: list[int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.counts = list(counts)
        self.to_move = Player.SOUTH
        self.names = ("", "")
        self.owners = STANDARD_OWNERS
        self._hover: int | None = None
        self._pressed: int | None = None
        self.focus_pit = 0
        self._keyboard = False  # keys in use: the brackets are shown
        self._typed = ""  # the digits typed so far, and when the last one was
        self._typed_at = 0.0
        self.setMouseTracking(True)
        self.setMinimumSize(520, 240)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Board to set up"))
        self.setAccessibleDescription(self.tr(
            "The arrow keys move between the houses and the stores; + and - add or take "
            "away a seed, Page Up and Page Down five; type a number to set the count, "
            "Delete to empty the pit."))

    def sizeHint(self) -> QSize:
        return QSize(880, 340)

    def board_geometry(self) -> BoardGeometry:
        """Where the board lies in the widget."""
        return BoardGeometry.fit(QRectF(self.rect()))

    def pit_at(self, point: QPointF) -> int | None:
        """The house (0..11) or store (12: South's, 13: North's) under ``point``."""
        geo = self.board_geometry()
        house = geo.house_at(point)
        if house is not None:
            return house
        for player in Player:
            if geo.stores[player].contains(point):
                return HOUSES + player
        return None

    def pit_center(self, pit: int) -> QPointF:
        """The centre of a pit in widget coordinates (for tests and tools)."""
        geo = self.board_geometry()
        return geo.centers[pit] if pit < HOUSES else geo.stores[pit - HOUSES].center()

    # -- editing ---------------------------------------------------------------------
    def set_counts(self, counts: list[int]) -> None:
        """Show ``counts`` (14 pits)."""
        self.counts = list(counts)
        self.update()
        self.countsChanged.emit()

    def add(self, pit: int, seeds: int) -> None:
        """Add ``seeds`` to ``pit`` (a negative number takes them away, down to 0)."""
        self.set_count(pit, self.counts[pit] + seeds)

    def set_count(self, pit: int, seeds: int) -> None:
        """Put ``seeds`` in ``pit`` (kept between 0 and 48)."""
        value = min(MOST, max(0, seeds))
        if value != self.counts[pit]:
            self.counts[pit] = value
            self.update()
            self.countsChanged.emit()
            if pit == self.focus_pit:
                self._speak()

    def move_seeds(self, source: int, target: int, every: bool = False) -> None:
        """Move one seed (``every``: all of them) from ``source`` to ``target``."""
        seeds = self.counts[source] if every else min(1, self.counts[source])
        if seeds and source != target:
            self.counts[source] -= seeds
            self.counts[target] += seeds
            self.update()
            self.countsChanged.emit()

    # -- keyboard --------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Arrows move the ring to the nearest pit on screen in their direction; + and -
        (or = and _) add or take away a seed, Page Up and Page Down five; digits set the
        count (typed quickly, several make one number); Delete and Backspace empty the
        pit. Other keys (Tab, Enter, Esc) go to the dialog."""
        key = Qt.Key(event.key())
        text = event.text()
        if key in ARROWS:
            self._keyboard = True
            self.focus_on(self.neighbour(self.focus_pit, *ARROWS[key]))
        elif key in ADD_KEYS:
            self._keyboard = True
            self.add(self.focus_pit, ADD_KEYS[key])
            self._speak()
        elif text.isdigit() and len(text) == 1:
            self._keyboard = True
            self.type_digit(text)
        elif key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self._keyboard = True
            self.set_count(self.focus_pit, 0)
            self._speak()
        else:
            event.ignore()
            return
        self._typed = self._typed if text.isdigit() else ""

    def type_digit(self, digit: str, now: float | None = None) -> None:
        """Set the ringed pit's count to the number typed: a digit within
        ``TYPING_PAUSE`` seconds of the last one adds to it ("1", "2": 12) while the
        number stays at most 48, else starts a new one."""
        now = time.monotonic() if now is None else now
        typed = self._typed + digit if now - self._typed_at <= TYPING_PAUSE else digit
        if int(typed) > MOST:
            typed = digit
        self._typed, self._typed_at = typed, now
        self.set_count(self.focus_pit, int(typed))
        self._speak()

    def focus_on(self, pit: int) -> None:
        """Put the ring on ``pit`` and tell screen readers what it holds."""
        self.focus_pit = pit
        self._typed = ""
        self.update()
        self._speak()

    def neighbour(self, pit: int, dx: int, dy: int) -> int:
        """The nearest pit on screen in the direction (dx, dy) from ``pit`` (straight
        ahead counts more than sideways), or ``pit`` itself at the edge."""
        here = self.pit_center(pit)
        best, cost = pit, float("inf")
        for other in range(PITS):
            there = self.pit_center(other)
            ahead = (there.x() - here.x()) * dx + (there.y() - here.y()) * dy
            aside = abs((there.x() - here.x()) * dy) + abs((there.y() - here.y()) * dx)
            if ahead > 1 and ahead + 2 * aside < cost:
                best, cost = other, ahead + 2 * aside
        return best

    def spoken(self, pit: int) -> str:
        """What a screen reader says of a pit: "House c, 7 seeds, North's"."""
        seeds = self.counts[pit]
        if pit == HOUSES:
            return QCoreApplication.translate("HouseListModel", "South's store, %n seed(s)",
                                              "", seeds)
        if pit == HOUSES + 1:
            return QCoreApplication.translate("HouseListModel", "North's store, %n seed(s)",
                                              "", seeds)
        whose = (QCoreApplication.translate("HouseListModel", "South's")
                 if self.owners[pit] is Player.SOUTH
                 else QCoreApplication.translate("HouseListModel", "North's"))
        return QCoreApplication.translate(
            "HouseListModel", "House %1, %n seed(s), %2", "", seeds).replace(
            "%1", LETTERS[pit]).replace("%2", whose)

    def _speak(self) -> None:
        if not self.hasFocus():
            return
        self.setAccessibleName(self.spoken(self.focus_pit))
        QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.NameChanged))

    def ring_shown(self) -> bool:
        """True while the brackets are drawn: the board has the focus and keys (or Tab)
        brought it there or were used since the mouse."""
        return self._keyboard and self.hasFocus()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if event.reason() in (Qt.FocusReason.TabFocusReason,
                              Qt.FocusReason.BacktabFocusReason):
            self._keyboard = True
        self._speak()
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self._typed = ""
        self.update()

    # -- mouse -----------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._keyboard = False  # the mouse is in use: no ring until a key is
        self._pressed = self.pit_at(event.position())

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        pressed, self._pressed = self._pressed, None
        pit = self.pit_at(event.position())
        if pit is None or pressed is None:
            return
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        if pit != pressed and event.button() is Qt.MouseButton.LeftButton:
            self.move_seeds(pressed, pit, every=shift)
        elif pit == pressed:
            step = 5 if shift else 1
            if event.button() is Qt.MouseButton.LeftButton:
                self.add(pit, step)
            elif event.button() is Qt.MouseButton.RightButton:
                self.add(pit, -step)

    def wheelEvent(self, event: QWheelEvent) -> None:
        pit = self.pit_at(event.position())
        steps = event.angleDelta().y() // 120
        if pit is not None and steps:
            self.add(pit, steps)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        pit = self.pit_at(event.position())
        if pit != self._hover:
            self._hover = pit
            self.update()

    def leaveEvent(self, event: object) -> None:
        self._hover = None
        self.update()

    # -- painting --------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        geo = self.board_geometry()
        area = QRectF(self.rect())
        scene = QRectF(0, 0, SCENE_W * geo.pitch, SCENE_H * geo.pitch)
        scene.moveCenter(area.center())
        hover = self._hover
        view = BoardPicture(
            houses=tuple(self.counts[:HOUSES]),
            stores=(self.counts[HOUSES], self.counts[HOUSES + 1]),
            legal=frozenset({hover}) if hover is not None and hover < HOUSES else frozenset(),
            to_move=self.to_move,
            hover=hover if hover is not None and hover < HOUSES else None,
            names=self.names,
            to_move_text=self.tr("to move"),
        )
        painter = QPainter(self)
        paint_board(painter, area, geo, view)
        if hover is not None and hover >= HOUSES:
            store = geo.stores[hover - HOUSES].adjusted(-3, -3, 3, 3)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(255, 226, 160, 190), 0.03 * geo.pitch))
            painter.drawRoundedRect(store, store.width() / 2, store.width() / 2)
        if self.ring_shown():
            pit = self.focus_pit
            if pit < HOUSES:
                paint_focus_brackets(painter, geo.centers[pit], geo.house_radius, geo.pitch)
            else:
                store = geo.stores[pit - HOUSES]
                paint_focus_brackets(painter, store.center(), store.width() / 2, geo.pitch,
                                     (store.height() - store.width()) / 2)
        painter.end()
