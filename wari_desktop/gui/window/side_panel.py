"""The panel beside the board: both players with their scores, whose turn it is (and a
"thinking" indicator), the result at the end, the move list and the main buttons."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QHeaderView,
    QPushButton,
    QScrollArea,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..platform.text_scale import scaled, scaled_style, text_scale
from ..platform.theme import PANEL_STYLE, styled_label
from .move_list import MoveListModel

#: The panel's width in a large window, and at the least (a small window's board needs
#: the room more than the panel does).
WIDEST, NARROWEST = 290, 210


def panel_width(window_width: int) -> int:
    """The panel's width beside a window ``window_width`` wide: about a quarter of it,
    between ``NARROWEST`` and ``WIDEST``."""
    scale = text_scale()  # large text needs a wider panel
    return max(round(NARROWEST * scale), min(round(WIDEST * scale), round(window_width * 0.26)))


class PlayerCard(QFrame):
    """One player: name, role ("You", "Computer · Club"), score, a thinking line, and in
    a timed game the player's clock on a line of its own (``show_clock``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PlayerCard")
        self.name = styled_label("PlayerName")
        self.role = styled_label("PlayerRole")
        for label in (self.name, self.role):  # on a narrow panel, two lines rather than cut
            label.setWordWrap(True)
        self.score = styled_label("PlayerScore", "0")
        self.score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.thinking = styled_label("Thinking")
        self.clock = styled_label("Clock")
        self.clock.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.clock.hide()
        # The clock has a line of its own under the thinking line (a hidden clock takes no
        # room): the names and what the computer thinks keep their width.
        grid = QGridLayout(self)
        grid.setContentsMargins(12, 8, 12, 8)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(1)
        grid.addWidget(self.name, 0, 0)
        grid.addWidget(self.role, 1, 0)
        grid.addWidget(self.score, 0, 1, 2, 1)
        grid.addWidget(self.thinking, 2, 0, 1, 2)
        grid.addWidget(self.clock, 3, 0, 1, 2, Qt.AlignmentFlag.AlignRight)
        grid.setColumnStretch(0, 1)

    def show_clock(self, text: str) -> None:
        """Show the clock's ``text``, in a width kept for the widest face (so a clock
        going from ``0:10`` to ``0:09.9`` moves nothing else on the card)."""
        if self.clock.isHidden():
            self.clock.ensurePolished()
            metrics = self.clock.fontMetrics()
            self.clock.setMinimumWidth(metrics.horizontalAdvance("00:00.0") + 16)
            self.clock.show()
        if self.clock.text() != text:
            self.clock.setText(text)

    def set_active(self, active: bool) -> None:
        """Light the card while it is this player's turn."""
        if self.property("active") != active:
            self.setProperty("active", active)
            self.style().unpolish(self)
            self.style().polish(self)


class MoveTable(QTableView):
    """The move list's table: its highlight marks the move shown on the board (the last
    one, or the one clicked), never a keyboard cursor; the arrow keys and letters play on
    the board instead (``keyboard.WindowKeys``)."""

    def sizeHint(self) -> QSize:
        """No more than its minimum: the list takes what room the panel has left (it
        stretches), so a short window scrolls the panel only when the rest does not fit."""
        return self.minimumSizeHint()

    def moveCursor(self, action: QAbstractItemView.CursorAction,
                   modifiers: Qt.KeyboardModifier) -> QModelIndex:
        return self.currentIndex()

    def keyboardSearch(self, search: str) -> None:
        """Typed letters are moves, not a search in the list."""


class SidePanel(QWidget):
    """The panel's widgets; the main window fills them. ``plyChosen(n)`` asks to see the
    board after move ``n`` (1-based), from a click in the move list."""

    plyChosen = Signal(int)

    def __init__(self, moves: MoveListModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SidePanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setStyleSheet(scaled_style(PANEL_STYLE))
        # A fixed width: text changing in the panel never resizes (and so repaints) the board.
        self.setFixedWidth(scaled(WIDEST))
        self.top_card = PlayerCard(self)
        self.bottom_card = PlayerCard(self)
        self.status = styled_label("Status", wrap=True)
        self.result = styled_label("Result", wrap=True)
        self.result.hide()
        self.moves = MoveTable(self)
        self.moves.setModel(moves)
        self.moves.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.moves.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.moves.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.moves.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.moves.verticalHeader().setDefaultSectionSize(scaled(24))
        self.moves.setAccessibleName(self.tr("Moves"))
        self.moves.setAccessibleDescription(self.tr(
            "The moves played, South's and North's side by side; the last move is "
            "highlighted. Click a move to see the board after it."))
        # Only Tab brings the focus here: a click in the list leaves it on the board.
        self.moves.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.moves.clicked.connect(self._clicked)
        # The status line above grows and shrinks with its text, and rows come and go: keep
        # the current move whole in view whenever the list's scrolling range changes.
        self.moves.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.moves.verticalScrollBar().rangeChanged.connect(self._keep_current_in_view)
        self.undo_button = QPushButton(self)
        self.redo_button = QPushButton(self)
        self.hint_button = QPushButton(self)
        self._buttons = QGridLayout()
        self._buttons.setSpacing(10)
        self._rows: tuple[tuple[int, int, int, int], ...] = ()
        for button in (self.undo_button, self.redo_button, self.hint_button):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves the focus be
            button.setAutoDefault(True)  # Enter presses a focused button
        self._arrange_buttons()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 14, 14, 14)
        layout.setSpacing(10)
        layout.addWidget(self.top_card)
        layout.addWidget(self.bottom_card)
        layout.addWidget(self.result)
        layout.addWidget(self.status)
        layout.addWidget(self.moves, 1)
        layout.addLayout(self._buttons)
        self._dots = 0
        self._pulse = QTimer(self)
        self._pulse.setInterval(400)
        self._pulse.timeout.connect(self._tick)

    def insert(self, place: str, widget: QWidget) -> None:
        """Put ``widget`` under the result ("after-result") or over the status line
        ("above-status")."""
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        if place == "after-result":
            layout.insertWidget(layout.indexOf(self.result) + 1, widget)
        elif place == "above-status":
            layout.insertWidget(layout.indexOf(self.status), widget)
        else:
            raise ValueError(f"no panel place {place!r}")

    def card(self, top: bool) -> PlayerCard:
        """The card at the top (the far side of the board) or the bottom."""
        return self.top_card if top else self.bottom_card

    def set_thinking(self, card: PlayerCard | None, text: str) -> None:
        """Show ``text`` (animated dots after it) on ``card``, or nothing with None."""
        for each in (self.top_card, self.bottom_card):
            each.thinking.setText("")
            each.thinking.setProperty("base", "")
        if card is None:
            self._pulse.stop()
            return
        card.thinking.setProperty("base", text)
        card.thinking.setText(text)
        self._pulse.start()

    def show_ply(self, ply: int | None) -> None:
        """Select move ``ply`` (1-based) in the list, or the last one with None."""
        model = self.moves.model()
        assert isinstance(model, MoveListModel)
        count = model.ply_count()
        index = model.index_of((ply if ply is not None else count) - 1)
        if index.isValid():
            self.moves.setCurrentIndex(index)
            self.moves.scrollTo(index)
        else:
            self.moves.clearSelection()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange_buttons()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._arrange_buttons()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange) \
                and hasattr(self, "_buttons"):  # not while __init__ sets the style
            self._arrange_buttons()

    def _arrange_buttons(self) -> None:
        """Undo, Redo and Hint side by side when their words fit the panel's width; else
        Undo and Redo above a wide Hint, or all three one above the other, so that no
        button's word is cut (a narrow window, a translation's longer words)."""
        buttons = (self.undo_button, self.redo_button, self.hint_button)
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else None
        room = self.width() - (margins.left() + margins.right() if margins else 0)
        spacing = self._buttons.horizontalSpacing()
        widths = [button.sizeHint().width() for button in buttons]
        if sum(widths) + 2 * spacing <= room:
            places = ((0, 0, 1, 1), (0, 1, 1, 1), (0, 2, 1, 1))
        elif widths[0] + widths[1] + spacing <= room and widths[2] <= room:
            places = ((0, 0, 1, 1), (0, 1, 1, 1), (1, 0, 1, 2))
        else:
            places = ((0, 0, 1, 1), (1, 0, 1, 1), (2, 0, 1, 1))
        if places == self._rows:
            return
        self._rows = places
        for button in buttons:
            self._buttons.removeWidget(button)
        columns = max(column + span for _, column, _, span in places)
        for column in range(3):
            self._buttons.setColumnStretch(column, 1 if column < columns else 0)
        for button, (row, column, rows, span) in zip(buttons, places, strict=True):
            self._buttons.addWidget(button, row, column, rows, span)

    def _keep_current_in_view(self) -> None:
        current = self.moves.currentIndex()
        if current.isValid():
            self.moves.scrollTo(current)

    def _clicked(self, index: QModelIndex) -> None:
        model = self.moves.model()
        assert isinstance(model, MoveListModel)
        ply = model.ply_at(index)
        if ply is not None:
            self.plyChosen.emit(ply + 1)

    def _tick(self) -> None:
        self._dots = (self._dots + 1) % 4
        for card in (self.top_card, self.bottom_card):
            base = card.thinking.property("base")
            if base:
                card.thinking.setText(f"{base}{'.' * self._dots}")


class PanelScroll(QScrollArea):
    """The side panel in a frameless scroll area: on a window too short for everything the
    panel shows (two cards with their clocks, a long result, the move list), it scrolls
    instead of squeezing its words; otherwise it looks exactly like the panel alone."""

    def __init__(self, panel: SidePanel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.panel = panel
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setWidgetResizable(True)
        self.setWidget(panel)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.viewport().setAutoFillBackground(False)
        self.verticalScrollBar().rangeChanged.connect(lambda *_: self._fit())

    def set_width(self, width: int) -> None:
        """Give the panel ``width`` pixels (a scroll bar, when one shows, takes its own
        width from the panel's). The scroll area's width is fixed, so text changing in
        the panel never resizes (and so repaints) the board."""
        self.setFixedWidth(width)
        self._fit()

    def _fit(self) -> None:
        """The panel as wide as the scroll area, less the scroll bar while it shows."""
        bar = self.verticalScrollBar()
        scrolling = bar.maximum() > bar.minimum()
        self.panel.setFixedWidth(self.width() - (bar.sizeHint().width() if scrolling else 0))
