"""Help → Keyboard Shortcuts: the keys that play on the board, and every menu command
with its shortcut, read from the window's menus when the page opens (so it never lists a
key the menus do not have)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMenu,
    QMenuBar,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..platform.screen_fit import fit_to_screen
from ..platform.text_scale import scaled_style
from ..platform.theme import DIALOG_STYLE, SHORTCUTS_STYLE


def plain(text: str) -> str:
    """A menu text without its accelerator or trailing dots: "&Save As…" → "Save As"."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip(".…")


def menu_shortcuts(bar: QMenuBar) -> list[tuple[str, str, str]]:
    """(menu, command, keys) for every command of the menus that has a shortcut."""
    rows: list[tuple[str, str, str]] = []

    def visit(menu: QMenu, title: str) -> None:
        for action in menu.actions():
            submenu = action.menu()
            if isinstance(submenu, QMenu):
                visit(submenu, f"{title} › {plain(action.text())}")
            elif isinstance(action, QAction) and not action.isSeparator() \
                    and action.shortcuts():
                keys = ", ".join(s.toString(QKeySequence.SequenceFormat.NativeText)
                                 for s in action.shortcuts())
                rows.append((title, plain(action.text()), keys))

    for action in bar.actions():
        menu = action.menu()
        if isinstance(menu, QMenu):
            visit(menu, plain(action.text()))
    return rows


class ShortcutsDialog(QDialog):
    """The keyboard shortcuts of ``bar``'s window, in a table a screen reader can walk."""

    def __init__(self, bar: QMenuBar, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard Shortcuts"))
        self.setStyleSheet(scaled_style(DIALOG_STYLE + SHORTCUTS_STYLE))
        heading = QLabel(self.tr("Keyboard shortcuts"), self)
        heading.setObjectName("heading")
        note = QLabel(self.tr(
            "Everything can be done from the keyboard. Alt and an underlined letter open a "
            "menu; Tab moves between the board, the move list and the buttons."), self)
        note.setObjectName("note")
        note.setWordWrap(True)
        rows = self._rows(bar)
        self._build_table(rows)
        self.rows = rows
        buttons = self._build_buttons()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 18)
        layout.setSpacing(10)
        layout.addWidget(heading)
        layout.addWidget(note)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        fit_to_screen(self, 640, 620)

    def _rows(self, bar: QMenuBar) -> list[tuple[str, str, str]]:
        """(where, command, keys): the keys of the board, the window and the dialogs,
        then every menu command of ``bar`` with a shortcut."""
        board = self.tr("Board")
        return [
            (board, self.tr("Play a house of the side to move"), self.tr("A to F (either case)")),
            (board, self.tr("Move the keyboard ring between your houses"),
             self.tr("Left, Right")),
            (board, self.tr("Play the ringed house"), self.tr("Enter or Space")),
            (board, self.tr("Back to the game from a past position"), self.tr("Esc")),
            (self.tr("Window"), self.tr("Next or previous part of the window"),
             self.tr("Tab, Shift+Tab")),
            (self.tr("Dialogs"), self.tr("Confirm, or close without changes"),
             self.tr("Enter, Esc")),
            *menu_shortcuts(bar),
        ]

    def _build_table(self, rows: list[tuple[str, str, str]]) -> None:
        """The table of ``rows``, read-only, its long texts wrapped."""
        self.table = QTableWidget(len(rows), 3, self)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Where"), self.tr("Command"), self.tr("Keys")])
        for row, texts in enumerate(rows):
            for column, text in enumerate(texts):
                item = QTableWidgetItem(text)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                self.table.setItem(row, column, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(True)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)  # long texts wrap
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setTabKeyNavigation(False)
        self.table.setAccessibleName(self.tr("Keyboard shortcuts"))
        self.table.setAccessibleDescription(self.tr(
            "One row per command: where it applies, what it does and its keys."))
        self.table.verticalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)  # wrapped lines get their height

    def _build_buttons(self) -> QDialogButtonBox:
        """The Close button."""
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        self.close_button.setText(self.tr("Close"))
        self.close_button.setToolTip(self.tr("Close this page (Esc)"))
        self.close_button.setDefault(True)
        buttons.rejected.connect(self.reject)
        return buttons
