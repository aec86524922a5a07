"""The main window's learning actions, wired here to keep the window small: Help, Lessons
(offered once on the first start); Game, Set Up Position.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox

from .lesson_progress import mark_offered, was_offered

if TYPE_CHECKING:
    from .lessons_window import LessonsWindow
    from .main_window import MainWindow


class Learning(QObject):
    """The learning actions of ``window``, added to its menus."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.lessons_window: LessonsWindow | None = None
        self.lessons_action = QAction(self.tr("&Lessons…"), window)
        self.lessons_action.triggered.connect(lambda *_: self.show_lessons())
        window.help_menu.insertAction(window.about_action, self.lessons_action)
        window.help_menu.insertSeparator(window.about_action)
        self.setup_action = QAction(self.tr("Set Up &Position…"), window)
        self.setup_action.triggered.connect(lambda *_: self.set_up_position())
        window.game_menu.insertAction(window.open_action, self.setup_action)

    def set_up_position(self) -> bool:
        """The board editor, from the position on the board; "Play" starts a game from the
        position set up, with the same players. True when a game was started."""
        from .position_editor import PositionEditor

        window = self.window
        game = window.game
        editor = PositionEditor(game.position, game.rules, window)
        self.editor = editor
        if not editor.exec() or not window._may_abandon():
            return False
        window.start_game(editor.game(), window.model.seats)
        return True

    def show_lessons(self) -> LessonsWindow:
        """Open the lessons (one window, brought to the front)."""
        from .lessons_window import LessonsWindow

        if self.lessons_window is None:
            self.lessons_window = LessonsWindow(self.window.settings, self.window)
        self.lessons_window.show()
        self.lessons_window.raise_()
        self.lessons_window.activateWindow()
        return self.lessons_window

    def offer_lessons(self) -> QMessageBox | None:
        """On the first start only: offer the lessons in a message that does not block the
        window. Returns the message shown, or None when the course was offered before."""
        if was_offered():
            return None
        mark_offered()
        window = self.window
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Welcome to Wari"), self.tr(
            "New to Wari? Ten short lessons teach the rules on the board, one move at a "
            "time. You can open them later from Help, Lessons."), parent=window)
        start = box.addButton(self.tr("Start the Lessons"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("Not Now"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(start)
        box.buttonClicked.connect(lambda button: self.show_lessons() if button is start
                                  else None)
        box.open()
        return box
