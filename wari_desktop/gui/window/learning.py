"""The main window's learning and convenience actions, wired here to keep the window
small: Help, Lessons (offered once on the first start); Game, Set Up Position, Record
Details and Open Recent; Move, First and Last Position (Home, End); View, Full Screen
(F11)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMessageBox

from ..dialogs.message_box import describe_box
from ..learn.lesson_progress import mark_offered, was_offered
from ..platform.modal import modal
from ..platform.recent_files import clear_recent_files, forget_file, recent_files, remember_file
from ..platform.text_scale import scaled_style
from ..platform.theme import DIALOG_STYLE

if TYPE_CHECKING:
    from ..learn.lessons_window import LessonsWindow
    from .main_window import MainWindow


class Learning(QObject):
    """The learning and convenience actions of ``window``, added to its menus."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.lessons_window: LessonsWindow | None = None
        self._add_help_actions()
        self._add_game_actions()
        self._add_move_actions()
        self._add_view_actions()

    def _action(self, text: str, slot: object, shortcut: str | None = None) -> QAction:
        action = QAction(text, self.window)
        action.triggered.connect(lambda *_: slot())  # type: ignore[operator]
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        return action

    # -- menus -----------------------------------------------------------------------
    def _add_help_actions(self) -> None:
        window = self.window
        self.lessons_action = self._action(self.tr("&Lessons…"), self.show_lessons)
        window.help_menu.insertAction(window.about_action, self.lessons_action)
        window.help_menu.insertSeparator(window.about_action)

    def _add_game_actions(self) -> None:
        window = self.window
        menu = window.game_menu
        self.setup_action = self._action(self.tr("Set Up &Position…"), self.set_up_position)
        menu.insertAction(window.open_action, self.setup_action)
        self.recent_menu = QMenu(self.tr("Open Recen&t"), window)
        self.recent_menu.aboutToShow.connect(self.fill_recent_menu)
        after_open = menu.actions()[menu.actions().index(window.open_action) + 1]
        menu.insertMenu(after_open, self.recent_menu)
        self.details_action = self._action(self.tr("Record &Details…"), self.edit_details)
        after_save_as = menu.actions()[menu.actions().index(window.save_as_action) + 1]
        menu.insertAction(after_save_as, self.details_action)
        # A file opened or saved shows in the title: remember it then.
        window.windowTitleChanged.connect(self._title_changed)
        self.fill_recent_menu()

    def _add_move_actions(self) -> None:
        window = self.window
        self.first_action = self._action(self.tr("&First Position"), window.model.undo_all,
                                         "Home")
        self.last_action = self._action(self.tr("La&st Position"), window.model.redo_all, "End")
        after_redo = window.move_menu.actions()[
            window.move_menu.actions().index(window.redo_action) + 1]
        window.move_menu.insertAction(after_redo, self.first_action)
        window.move_menu.insertAction(after_redo, self.last_action)
        for action, follows in ((self.first_action, window.undo_action),
                                (self.last_action, window.redo_action)):
            follows.changed.connect(
                lambda action=action, follows=follows: action.setEnabled(follows.isEnabled()))
            action.setEnabled(follows.isEnabled())

    def _add_view_actions(self) -> None:
        window = self.window
        self.full_screen_action = self._action(self.tr("F&ull Screen"), self.toggle_full_screen,
                                               "F11")
        self.full_screen_action.setCheckable(True)
        window.view_menu.insertAction(window.settings_action, self.full_screen_action)
        window.view_menu.insertSeparator(window.settings_action)

    # -- lessons ---------------------------------------------------------------------
    def show_lessons(self) -> LessonsWindow:
        """Open the lessons (one window, brought to the front)."""
        from ..learn.lessons_window import LessonsWindow

        mark_offered()  # opened: no need to offer them any more
        window = self.window
        if self.lessons_window is None:
            self.lessons_window = LessonsWindow(window.settings, window)
            board = self.lessons_window.board
            board.seedDropped.connect(lambda _house: window.sound.play_drop())
            board.seedsCaptured.connect(lambda _house, _count: window.sound.play_capture())
        self.lessons_window.board.set_speed(window.settings.speed)  # as set meanwhile
        self.lessons_window.board.set_counts_visible(window.settings.show_counts)
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
        window = self.window
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Welcome to Wari"), self.tr(
            "New to Wari? Ten short lessons teach the rules on the board, one move at a "
            "time. You can open them later from Help, Lessons."), parent=window)
        start = box.addButton(self.tr("Start the Lessons"), QMessageBox.ButtonRole.AcceptRole)
        start.setAccessibleDescription(self.tr("Open the first lesson now"))
        later = box.addButton(self.tr("Not Now"), QMessageBox.ButtonRole.RejectRole)
        later.setAccessibleDescription(self.tr("Play; the lessons stay in the Help menu"))
        describe_box(box)
        box.setDefaultButton(start)
        box.setStyleSheet(scaled_style(DIALOG_STYLE))
        box.buttonClicked.connect(lambda button: self.show_lessons() if button is start
                                  else None)
        box.open()
        return box

    # -- the game --------------------------------------------------------------------
    def set_up_position(self) -> bool:
        """The board editor, from the position on the board; "Play" starts a game from the
        position set up, with the same players. True when a game was started."""
        from ..study.position_editor import PositionEditor

        window = self.window
        game = window.game
        editor = PositionEditor(game.position, game.rules, window)
        analysis = window.study.analysis
        analysis.follow_editor(editor)  # free to analyse there
        with modal(editor) as (_, accepted):
            analysis.leave_editor()
            if not accepted or not window._may_abandon():
                return False
            window.start_game(editor.game(), window.model.seats)
        return True

    def edit_details(self) -> bool:
        """The record's details; True when they were changed (kept on the next save, and
        in the autosave at once, so a resumed game has them too)."""
        from ..dialogs.record_details import RecordDetails

        window = self.window
        with modal(RecordDetails(window.game, window.tags, window.player_names(),
                                 window)) as (dialog, accepted):
            if not accepted:
                return False
            tags = dialog.tags()
        if tags == window.tags:
            return False
        window.tags = tags
        window.modified = True
        window._update_title()
        window.keep_for_next_time()
        return True

    # -- recent files ----------------------------------------------------------------
    def _title_changed(self, _title: str) -> None:
        path = self.window.path
        if path is not None and (not recent_files() or recent_files()[0] != path.absolute()):
            remember_file(path)

    def fill_recent_menu(self) -> None:
        """List the recent files in the menu (disabled when there are none)."""
        menu = self.recent_menu
        menu.clear()
        files = recent_files()
        for number, path in enumerate(files, start=1):
            action = menu.addAction(f"&{number} {path.name}")
            action.setToolTip(str(path))
            action.setStatusTip(str(path))
            action.triggered.connect(lambda *_, path=path: self.open_recent(path))
        if files:
            menu.addSeparator()
            menu.addAction(self.tr("&Clear List"), self.clear_recent)
        menu.setEnabled(bool(files))
        menu.setToolTipsVisible(True)

    def open_recent(self, path: Path) -> bool:
        """Open a recent file; one that cannot be opened any more leaves the list."""
        window = self.window
        if not window._may_abandon():
            return False
        if window.open_path(path):
            return True
        if not path.is_file():
            forget_file(path)
        self.fill_recent_menu()
        return False

    def clear_recent(self) -> None:
        """Forget every recent file."""
        clear_recent_files()
        self.fill_recent_menu()

    # -- the window ------------------------------------------------------------------
    def toggle_full_screen(self) -> None:
        """Fill the screen with the window, or give it back its size."""
        window = self.window
        if window.isFullScreen():
            window.setWindowState(window.windowState() & ~Qt.WindowState.WindowFullScreen)
        else:
            window.setWindowState(window.windowState() | Qt.WindowState.WindowFullScreen)
        self.full_screen_action.setChecked(window.isFullScreen())
