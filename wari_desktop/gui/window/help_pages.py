"""The Help menu's pages: the rules window (one, brought to the front), the Keyboard
Shortcuts page (read from the menus when it opens) and the About box."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QMenuBar, QMessageBox, QWidget

from ... import __version__
from ...ai.core import COMPILED
from ..dialogs.message_box import describe_box
from ..platform.modal import modal

if TYPE_CHECKING:
    from ..learn.rules_window import RulesWindow

translate = QCoreApplication.translate
#: These words were first the window's: translations are keyed on this context.
_CONTEXT = "MainWindow"


class HelpPages(QObject):
    """The help pages of ``window``, whose menus are ``bar``."""

    def __init__(self, window: QWidget, bar: QMenuBar) -> None:
        super().__init__(window)
        self.window = window
        self.bar = bar
        self.rules_window: RulesWindow | None = None

    def show_rules(self) -> None:
        """The rules window."""
        from ..learn.rules_window import RulesWindow  # built when first asked for

        if self.rules_window is None:
            self.rules_window = RulesWindow(self.window)
        self.rules_window.show()
        self.rules_window.raise_()
        self.rules_window.activateWindow()

    def show_shortcuts(self) -> None:
        """The Keyboard Shortcuts page."""
        from ..dialogs.shortcuts_dialog import ShortcutsDialog

        with modal(ShortcutsDialog(self.bar, self.window)):
            pass

    def about(self) -> None:
        """Who made this."""
        with modal(self.about_box()):
            pass

    def about_box(self) -> QMessageBox:
        """The About box (not yet shown)."""
        text = translate(_CONTEXT, "<h3>Wari {version}</h3><p>Oware abapa, the Mancala game "
                         "of West Africa and the Caribbean, on a wooden board.</p><p>Rules "
                         "after the Oware Society, with the Italian variants. Game records "
                         "in OGN.</p>").format(version=__version__)
        if COMPILED:
            text += translate(_CONTEXT, "<p>The computer thinks with the compiled C search "
                              "core.</p>")
        else:
            text += translate(_CONTEXT, "<p>The computer thinks with the pure-Python search "
                              "(the compiled core was not built).</p>")
        box = QMessageBox(QMessageBox.Icon.NoIcon, translate(_CONTEXT, "About Wari"), text,
                          QMessageBox.StandardButton.Ok, self.window)
        box.setIconPixmap(self.window.windowIcon().pixmap(64, 64))  # as QMessageBox.about
        describe_box(box)
        return box
