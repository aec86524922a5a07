"""Room for the study docks beside and below the board, so a dock never lies over it.

The Analysis dock stands beside the board, the game review below it; each takes its room
from the board. Before a dock is shown docked (``make_room``):

- the board may shrink below its usual minimum size, down to ``SMALLEST``, while a dock
  is shown (the board is drawn in vectors and scales);
- where the board would be left smaller than its usual minimum, the window grows by the
  difference, as far as its screen allows, and is moved to stay whole on the screen; a
  maximised or full-screen window does not grow, the board shrinks instead.

Once no dock is shown docked any more (``give_back``), the board has its usual minimum
again. A dock floats only when the player undocks it (its title bar's float button, or a
double click on it); the program never floats one on its own over the window.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QDockWidget, QWidget

#: The smallest the board gets while a dock takes its room.
SMALLEST = QSize(300, 170)
#: The part of a window's growth in width that the side panel takes (about a quarter:
#: ``window.side_panel.panel_width``), so the board gets the rest.
PANEL_SHARE = 0.26


class DockRoom:
    """Makes room for docks beside (or below) ``board`` in ``window``."""

    def __init__(self, window: QWidget, board: QWidget) -> None:
        self.window, self.board = window, board
        self.usual = board.minimumSize()

    def make_room(self, dock: QDockWidget, below: bool = False) -> None:
        """``dock`` is about to be shown beside the board (below it with ``below``): let
        the board shrink, and grow the window where the board would be smaller than its
        usual minimum."""
        self.board.setMinimumSize(self.usual.boundedTo(SMALLEST))
        window = self.window
        if dock.isFloating() or window.isMaximized() or window.isFullScreen():
            return
        if dock.isVisible():
            return  # it has its room already
        hint = dock.sizeHint()
        if below:
            short = hint.height() - (self.board.height() - self.usual.height())
            grow = QSize(0, max(0, short))
        else:
            short = hint.width() - (self.board.width() - self.usual.width())
            grow = QSize(max(0, math.ceil(short / (1 - PANEL_SHARE))), 0)
        if not grow.width() and not grow.height():
            return
        self._grow(grow)

    def give_back(self) -> None:
        """The board's usual minimum again, once no dock is shown docked beside it."""
        docked = [dock for dock in self.window.findChildren(QDockWidget)
                  if dock.isVisible() and not dock.isFloating()]
        if not docked:
            self.board.setMinimumSize(self.usual)

    def _grow(self, grow: QSize) -> None:
        """Grow the window by ``grow``, within its screen, and keep it whole on it."""
        window = self.window
        screen = window.screen()
        if screen is None:
            return
        room = screen.availableGeometry()
        frame = window.frameGeometry()
        edges = frame.size() - window.size()  # the title bar and borders
        size = QSize(min(window.width() + grow.width(), room.width() - edges.width()),
                     min(window.height() + grow.height(), room.height() - edges.height()))
        size = size.expandedTo(window.size())
        if size == window.size():
            return
        window.resize(size)
        wanted = QRect(frame.topLeft(), size + edges)
        dx = min(0, room.right() - wanted.right()) or max(0, room.left() - wanted.left())
        dy = min(0, room.bottom() - wanted.bottom()) or max(0, room.top() - wanted.top())
        if dx or dy:
            window.move(frame.left() + dx, frame.top() + dy)
