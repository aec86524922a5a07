"""Keys that play wherever the keyboard focus is in the main window.

A house letter (A-F, a-f) plays that house of the side to move, the arrows move the board's
keyboard ring between the houses of the person to move (and bring the focus to the board),
and Enter plays the ringed house. A text field keeps every key it types; a button keeps
Enter and Space; a slider, a spin box or a combo box keeps its arrows; menus and popups keep
all their keys. Shortcuts (Ctrl+Z, Alt+G, ...) are matched by Qt before any of this.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QMenuBar,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

#: Widgets that take the keys typed into them.
TEXT_INPUTS = (QLineEdit, QTextEdit, QPlainTextEdit, QAbstractSpinBox, QMenuBar)
#: Widgets that use the arrow keys themselves.
ARROW_USERS = (QAbstractSlider, QComboBox)
#: The arrow keys and the step each takes on screen (right, down).
ARROWS = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0),
          Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}
ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
HOUSE_KEYS = "ABCDEF"


class KeyboardCursor(Protocol):
    """What the window's keys act on (the board view provides it)."""

    def move_cursor(self, dx: int, dy: int) -> None:
        """Move the keyboard ring one house in the direction (dx, dy) on screen."""

    def play_cursor(self) -> None:
        """Play the ringed house."""


class WindowKeys(QObject):
    """Routes the playing keys of ``window`` (see the module's docstring): letters go to
    ``play_letter``, arrows and Enter to ``cursor``. Installed on the application, so it
    sees a key before the focused widget does."""

    def __init__(self, window: QWidget, cursor: KeyboardCursor,
                 play_letter: Callable[[str], None]) -> None:
        super().__init__(window)
        self._window = window
        self._cursor = cursor
        self._play_letter = play_letter
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(watched, QWidget):
            return False
        if watched.window() is not self._window or QApplication.activePopupWidget():
            return False
        assert isinstance(event, QKeyEvent)
        focus = QApplication.focusWidget()
        if focus is None or focus.window() is not self._window:
            focus = watched
        return self.handle(event, focus)

    def handle(self, event: QKeyEvent, focus: QWidget) -> bool:
        """Act on ``event`` typed while ``focus`` has the focus; True when it was used."""
        if isinstance(focus, TEXT_INPUTS):
            return False
        modifiers = event.modifiers() & ~(Qt.KeyboardModifier.ShiftModifier
                                          | Qt.KeyboardModifier.KeypadModifier)
        if modifiers != Qt.KeyboardModifier.NoModifier:
            return False
        key = Qt.Key(event.key())
        text = event.text()
        if len(text) == 1 and text.upper() in HOUSE_KEYS:
            self._play_letter(text)
            return True
        if key in ARROWS and not isinstance(focus, ARROW_USERS):
            self._cursor.move_cursor(*ARROWS[key])
            return True
        if key in ENTER and not isinstance(focus, (QAbstractButton, QComboBox)):
            self._cursor.play_cursor()
            return True
        return False
