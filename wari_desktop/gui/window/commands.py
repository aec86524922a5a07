"""The window's own commands: its actions in the menus' slots (New, Open, Save, Undo, Hint,
the computer's level, Flip, the animation speed, Full Screen, Settings, Help...) and the
Undo, Redo and Hint buttons under the move list that repeat three of them. What each
command does is the ``CommandTarget``'s business (the window); this module only says
where each one is, what it is called and which key gives it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

from ...ai import NAMES
from ..game.game_model import GameModel
from ..game.texts import level_title
from ..platform.settings import Settings, Speed
from .files import GameFiles
from .help_pages import HelpPages
from .menus import Menus
from .preferences import Preferences
from .side_panel import SidePanel

translate = QCoreApplication.translate
#: These words were first the window's: translations are keyed on this context.
_CONTEXT = "MainWindow"
Keys = QKeySequence | QKeySequence.StandardKey | str | None


class CommandTarget(Protocol):
    """What the window's commands call."""

    def new_game(self) -> None: ...
    def edit_details(self) -> bool: ...
    def propose_agreement(self) -> None: ...
    def resign(self) -> None: ...
    def close(self) -> bool: ...
    def hint(self) -> None: ...
    def choose_level(self) -> None: ...
    def flip_board(self) -> None: ...
    def toggle_full_screen(self) -> None: ...


class Commands(QObject):
    """The window's actions, made and put in ``menus`` for ``target`` (``files`` opens and
    saves, ``model`` takes moves back)."""

    def __init__(
        self, menus: Menus, target: CommandTarget, files: GameFiles, help: HelpPages,
        preferences: Preferences, model: GameModel,
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self.menus = menus
        self._game_actions(target, files)
        self._move_actions(target, model)
        self._view_actions(target, preferences)
        self._help_actions(help)

    def _action(
        self, slot: str, text: str, keys: Keys, call: Callable[[], object], checkable: bool = False
    ) -> QAction:
        action = QAction(text, self.parent(), checkable=checkable)
        if keys is not None:
            action.setShortcut(QKeySequence(keys) if isinstance(keys, str) else keys)
        action.triggered.connect(lambda *_: call())
        return self.menus.add(slot, action)

    def _game_actions(self, target: CommandTarget, files: GameFiles) -> None:
        keys = QKeySequence.StandardKey
        self.new = self._action(
            "game:start", translate(_CONTEXT, "&New Game…"), keys.New, target.new_game
        )
        self.open = self._action(
            "game:files", translate(_CONTEXT, "&Open…"), keys.Open, files.open_game
        )
        self.recent_menu = QMenu(translate("Learning", "Open Recen&t"), self.menus.bar)
        self.menus.add_menu("game:files", self.recent_menu)
        self.save = self._action(
            "game:files", translate(_CONTEXT, "&Save"), keys.Save, files.save_game
        )
        self.save_as = self._action(
            "game:files", translate(_CONTEXT, "Save &As…"), keys.SaveAs, files.save_game_as
        )
        self.details = self._action(
            "game:files", translate("Learning", "Record &Details…"), None, target.edit_details
        )
        self.agree = self._action(
            "game:ending",
            translate(_CONTEXT, "Propose to &End by Agreement"),
            None,
            target.propose_agreement,
        )
        self.resign = self._action(
            "game:ending", translate(_CONTEXT, "Resi&gn"), None, target.resign
        )
        self.quit = self._action(
            "game:quit", translate(_CONTEXT, "&Quit"), keys.Quit, target.close
        )

    def _move_actions(self, target: CommandTarget, model: GameModel) -> None:
        keys = QKeySequence.StandardKey
        self.undo = self._action(
            "move:history", translate(_CONTEXT, "&Undo"), keys.Undo, model.undo
        )
        self.redo = self._action(
            "move:history", translate(_CONTEXT, "&Redo"), keys.Redo, model.redo
        )
        self.first = self._action(
            "move:history", translate("Learning", "&First Position"), "Home", model.undo_all
        )
        self.last = self._action(
            "move:history", translate("Learning", "La&st Position"), "End", model.redo_all
        )
        for action, follows in ((self.first, self.undo), (self.last, self.redo)):
            follows.changed.connect(
                lambda action=action, follows=follows: action.setEnabled(follows.isEnabled())
            )
        self.hint = self._action(
            "move:hint", translate(_CONTEXT, "&Hint"), translate(_CONTEXT, "Ctrl+H"), target.hint
        )
        levels = self.menus.add_menu(
            "move:level", QMenu(translate(_CONTEXT, "Computer &Level"), self.menus.bar)
        )
        self.level_group = QActionGroup(self)
        for name in NAMES:
            action = QAction(level_title(name), self.parent(), checkable=True)
            action.setData(name)
            action.triggered.connect(target.choose_level)
            self.level_group.addAction(action)
            levels.addAction(action)

    def _view_actions(self, target: CommandTarget, preferences: Preferences) -> None:
        self.flip = self._action(
            "view:board",
            translate(_CONTEXT, "&Flip Board"),
            translate(_CONTEXT, "Ctrl+T"),
            target.flip_board,
        )
        self.counts = self._action(
            "view:board",
            translate(_CONTEXT, "Show Seed &Counts"),
            None,
            lambda: preferences.change(show_counts=self.counts.isChecked()),
            checkable=True,
        )
        speeds = self.menus.add_menu(
            "view:board", QMenu(translate(_CONTEXT, "Animation &Speed"), self.menus.bar)
        )
        self.speed_group = QActionGroup(self)
        for speed, title in (
            (Speed.SLOW, translate(_CONTEXT, "Slow")),
            (Speed.NORMAL, translate(_CONTEXT, "Normal")),
            (Speed.FAST, translate(_CONTEXT, "Fast")),
            (Speed.INSTANT, translate(_CONTEXT, "Instant")),
        ):
            action = QAction(title, self.parent(), checkable=True)
            action.setData(speed.value)
            action.triggered.connect(lambda *_, speed=speed: preferences.change(speed=speed))
            self.speed_group.addAction(action)
            speeds.addAction(action)
        self.sound = self._action(
            "view:board",
            translate(_CONTEXT, "S&ound"),
            translate(_CONTEXT, "Ctrl+M"),
            lambda: preferences.change(sound=self.sound.isChecked()),
            checkable=True,
        )
        self.full_screen = self._action(
            "view:window",
            translate("Learning", "F&ull Screen"),
            "F11",
            target.toggle_full_screen,
            checkable=True,
        )
        self.settings = self._action(
            "view:settings",
            translate(_CONTEXT, "Se&ttings…"),
            QKeySequence.StandardKey.Preferences,
            preferences.edit,
        )

    def _help_actions(self, help: HelpPages) -> None:
        self.rules = self._action(
            "help:reference",
            translate(_CONTEXT, "&Rules of Wari"),
            QKeySequence.StandardKey.HelpContents,
            help.show_rules,
        )
        self.shortcuts = self._action(
            "help:reference",
            translate(_CONTEXT, "&Keyboard Shortcuts"),
            None,
            help.show_shortcuts,
        )
        self.about = self._action(
            "help:about", translate(_CONTEXT, "&About Wari"), None, help.about
        )

    def dress_buttons(self, panel: SidePanel) -> None:
        """The Undo, Redo and Hint buttons: their names, the keys of their commands in the
        tooltips, and what a screen reader says of them."""
        panel.undo_button.setText(translate(_CONTEXT, "Undo"))
        panel.redo_button.setText(translate(_CONTEXT, "Redo"))
        panel.hint_button.setText(translate(_CONTEXT, "Hint"))
        for button, action in (
            (panel.undo_button, self.undo),
            (panel.redo_button, self.redo),
            (panel.hint_button, self.hint),
        ):
            keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            button.setToolTip(
                translate(_CONTEXT, "{command} ({keys})").format(command=button.text(), keys=keys)
            )
            button.clicked.connect(action.trigger)
        panel.undo_button.setAccessibleDescription(
            translate(
                _CONTEXT, "Take back the last move (against the computer, your move and its reply)"
            )
        )
        panel.redo_button.setAccessibleDescription(
            translate(_CONTEXT, "Play again the move taken back")
        )
        panel.hint_button.setAccessibleDescription(
            translate(_CONTEXT, "Ask the computer for the best move; the board rings it")
        )

    def follow(self, *, undo: bool, redo: bool, hint: bool, agree: bool, resign: bool) -> None:
        """Enable the commands that can be used now (and their buttons follow)."""
        self.undo.setEnabled(undo)
        self.redo.setEnabled(redo)
        self.hint.setEnabled(hint)
        self.agree.setEnabled(agree)
        self.resign.setEnabled(resign)

    def show_settings(self, settings: Settings, level: str) -> None:
        """Check the switches, the speed and the level as they are now."""
        self.counts.setChecked(settings.show_counts)
        self.sound.setChecked(settings.sound)
        for action in self.speed_group.actions():
            action.setChecked(action.data() == settings.speed.value)
        for action in self.level_group.actions():
            action.setChecked(action.data() == level)
