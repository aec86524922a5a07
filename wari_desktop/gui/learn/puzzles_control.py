"""Help, Puzzles: the action that opens the puzzles window (one, brought to the front),
with the board's sounds and the player's speed and counts settings."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction

from ..session.host import Host

if TYPE_CHECKING:
    from .puzzles_window import PuzzlesWindow

translate = QCoreApplication.translate
_CONTEXT = "PuzzlesController"


class PuzzlesController(QObject):
    """The Puzzles action of ``host``'s Help menu and the puzzles window."""

    def __init__(self, host: Host) -> None:
        super().__init__(host.widget())
        self.host = host
        self.puzzles_window: PuzzlesWindow | None = None
        self.action = QAction(translate(_CONTEXT, "&Puzzles…"), host.widget())
        self.action.triggered.connect(lambda *_: self.show_puzzles())
        host.add_action("help:learning", self.action)

    def show_puzzles(self) -> PuzzlesWindow:
        """Open the puzzles (one window, brought to the front; the puzzle of the day the
        first time)."""
        from .puzzles_window import open_puzzles  # built when first asked for

        host = self.host
        if self.puzzles_window is None:
            self.puzzles_window = open_puzzles(host.settings, host.widget(), host.sound)
        window = self.puzzles_window
        window.board.set_speed(host.settings.speed)  # as set meanwhile
        window.board.set_counts_visible(host.settings.show_counts)
        window.show()
        window.raise_()
        window.activateWindow()
        return window
