"""Help, Lessons: the action that opens the lessons window (one, brought to the front),
with the board's sounds and the player's speed and counts settings; and, on the first
start only, a message over the new game offering the lessons."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox

from ..dialogs.message_box import describe_box
from ..platform.text_scale import scaled_style
from ..platform.theme import DIALOG_STYLE
from ..session.host import Host
from .lesson_progress import mark_offered, was_offered

if TYPE_CHECKING:
    from .lessons_window import LessonsWindow


translate = QCoreApplication.translate
#: These words were first the window's learning actions': translations are keyed on this context.
_CONTEXT = "Learning"


class LessonsController(QObject):
    """The Lessons action of ``host``'s Help menu and the lessons window."""

    def __init__(self, host: Host) -> None:
        super().__init__(host.widget())
        self.host = host
        self.lessons_window: LessonsWindow | None = None
        self.action = QAction(translate(_CONTEXT, "&Lessons…"), host.widget())
        self.action.triggered.connect(lambda *_: self.show_lessons())
        host.add_action("help:learning", self.action)

    def show_lessons(self) -> LessonsWindow:
        """Open the lessons (one window, brought to the front)."""
        from .lessons_window import LessonsWindow  # built when first asked for

        mark_offered()  # opened: no need to offer them any more
        host = self.host
        if self.lessons_window is None:
            self.lessons_window = LessonsWindow(host.settings, host.widget())
            board = self.lessons_window.board
            board.seedDropped.connect(lambda _house: host.sound.play_drop())
            board.seedsCaptured.connect(lambda _house, _count: host.sound.play_capture())
        self.lessons_window.board.set_speed(host.settings.speed)  # as set meanwhile
        self.lessons_window.board.set_counts_visible(host.settings.show_counts)
        self.lessons_window.show()
        self.lessons_window.raise_()
        self.lessons_window.activateWindow()
        return self.lessons_window

    def offer_lessons(self) -> QMessageBox | None:
        """On the first start only: offer the lessons in a message over the new game (the
        program does not wait on it). Returns the message shown, or None when the course
        was offered before."""
        if was_offered():
            return None
        mark_offered()
        box = QMessageBox(
            QMessageBox.Icon.Question,
            translate(_CONTEXT, "Welcome to Wari"),
            translate(
                _CONTEXT,
                "New to Wari? Ten short lessons teach the rules on the board, one move at a "
                "time. You can open them later from Help, Lessons.",
            ),
            parent=self.host.widget(),
        )
        start = box.addButton(
            translate(_CONTEXT, "Start the Lessons"), QMessageBox.ButtonRole.AcceptRole
        )
        start.setAccessibleDescription(translate(_CONTEXT, "Open the first lesson now"))
        later = box.addButton(translate(_CONTEXT, "Not Now"), QMessageBox.ButtonRole.RejectRole)
        later.setAccessibleDescription(
            translate(_CONTEXT, "Play; the lessons stay in the Help menu")
        )
        describe_box(box)
        box.setDefaultButton(start)
        box.setStyleSheet(scaled_style(DIALOG_STYLE))
        box.buttonClicked.connect(lambda button: self.show_lessons() if button is start else None)
        box.open()
        return box
