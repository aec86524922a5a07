"""Accessibility: menus by mnemonic, the Keyboard Shortcuts page, and an accessible name and
description for every control, read through Qt's accessibility interface."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QDialog,
    QMenu,
    QMessageBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from wari_desktop.gui.dialogs.message_box import message_box, problem_box, save_question_box
from wari_desktop.gui.dialogs.new_game_dialog import NewGameDialog
from wari_desktop.gui.dialogs.record_details import RecordDetails
from wari_desktop.gui.dialogs.settings_dialog import SettingsDialog
from wari_desktop.gui.dialogs.shortcuts_dialog import ShortcutsDialog
from wari_desktop.gui.learn.rules_window import RulesWindow
from wari_desktop.gui.study.position_editor import PositionEditor
from wari_desktop.gui.study.watch import WatchDialog
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.gui.window.mnemonics import mnemonic, with_mnemonic


def all_menus(window: MainWindow) -> list[QMenu]:
    found: list[QMenu] = []

    def visit(menu: QMenu) -> None:
        menu.aboutToShow.emit()
        found.append(menu)
        for action in menu.actions():
            if isinstance(action.menu(), QMenu):
                visit(action.menu())  # type: ignore[arg-type]

    for action in window.menuBar().actions():
        visit(action.menu())  # type: ignore[arg-type]
    return found


def test_a_free_letter_is_underlined() -> None:
    assert with_mnemonic("Slow", set()) == "&Slow"
    assert with_mnemonic("Save As", {"s"}) == "Save &As"
    assert with_mnemonic("Club", {"c"}) == "C&lub"
    assert with_mnemonic("&Undo", {"u"}) == "&Undo"
    assert mnemonic("Drag && &Drop") == "d"


def test_every_menu_entry_has_a_letter_of_its_own(window: MainWindow) -> None:
    bar_letters = [mnemonic(a.text()) for a in window.menuBar().actions()]
    assert "" not in bar_letters and len(set(bar_letters)) == len(bar_letters)
    for menu in all_menus(window):
        entries = [a for a in menu.actions() if not a.isSeparator() and a.text()]
        letters = [mnemonic(a.text()) for a in entries]
        assert "" not in letters, [a.text() for a in entries]
        assert len(set(letters)) == len(letters), [a.text() for a in entries]


def test_the_shortcuts_page_lists_the_menus_keys_and_closes_with_escape(
    qtbot: QtBot, window: MainWindow
) -> None:
    dialog = ShortcutsDialog(window.menuBar(), window)
    qtbot.addWidget(dialog)
    listed = {(command, keys) for _, command, keys in dialog.rows}
    assert ("New Game", "Ctrl+N") in listed
    assert ("Undo", "Ctrl+Z") in listed
    assert ("Hint", "Ctrl+H") in listed
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()
    assert dialog.result() == QDialog.DialogCode.Rejected


def unnamed_controls(top: QWidget) -> list[str]:
    """The controls (widgets that take the focus) under ``top`` that a screen reader
    would find without a name or a description."""
    missing = []
    for widget in [top, *top.findChildren(QWidget)]:
        if widget.focusPolicy() == Qt.FocusPolicy.NoFocus or not widget.isVisibleTo(top):
            continue
        if widget.focusProxy() is not None:  # a viewport: its view takes the focus
            continue
        iface = QAccessible.queryAccessibleInterface(widget)
        assert iface is not None and iface.isValid()
        name = iface.text(QAccessible.Text.Name)
        description = iface.text(QAccessible.Text.Description)
        if not name.strip() or not description.strip():
            missing.append(f"{type(widget).__name__} {widget.objectName()!r} "
                           f"name={name!r} description={description!r}")
    return missing


def test_every_control_of_the_main_window_has_a_name_and_description(
    window: MainWindow,
) -> None:
    window.play_house(0)  # Undo enabled
    assert unnamed_controls(window) == []


def test_the_board_speaks_the_position_and_the_focused_house(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.board.setFocus()
    qtbot.waitUntil(window.board.hasFocus)
    qtbot.keyClick(window.board, Qt.Key.Key_Right)
    iface = QAccessible.queryAccessibleInterface(window.board)
    assert iface.text(QAccessible.Text.Name).startswith("House B, 4 seed")
    assert "South" in iface.text(QAccessible.Text.Name) or "yours" in iface.text(
        QAccessible.Text.Name)
    description = iface.text(QAccessible.Text.Description)
    assert "A: 4 seed" in description and "North's store: 0 seed" in description
    focused = QAccessible.queryAccessibleInterface(window).focusChild()
    assert focused is not None and focused.object() is window.board


def test_the_accessibility_tree_reaches_every_control(window: MainWindow) -> None:
    root = QAccessible.queryAccessibleInterface(window)
    seen = set()

    def walk(iface: QAccessible.QAccessibleInterface, depth: int = 0) -> None:  # type: ignore[name-defined]
        seen.add(iface.object())
        for i in range(iface.childCount()):
            child = iface.child(i)
            if child is not None and depth < 12:
                walk(child, depth + 1)

    walk(root)
    panel = window.panel
    for control in (window.board, panel.moves, panel.undo_button, panel.redo_button,
                    panel.hint_button, window.menuBar()):
        assert control in seen, control


def test_every_control_of_every_dialog_has_a_name_and_description(
    qtbot: QtBot, window: MainWindow
) -> None:
    dialogs: list[QWidget] = [
        NewGameDialog(parent=window), SettingsDialog(window.settings, window),
        RulesWindow(window), ShortcutsDialog(window.menuBar(), window),
        PositionEditor(window.game.position, window.game.rules, window),
        RecordDetails(window.game, window.document.tags, window.document.player_names(), window),
        WatchDialog("club", window), window.help.about_box(),
        problem_box(window, "The file cannot be read", "Line 3: no such move"),
        save_question_box(window, "Leave this game?", "Not saved"),
        message_box(window, QMessageBox.Icon.Question, "Resign?", "The game ends.",
                    QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No),
    ]
    offer = window.lessons.offer_lessons()
    if offer is not None:  # the first start's welcome (once per settings folder)
        dialogs.append(offer)
    dialogs.append(window.lessons.show_lessons())
    # The game review, and the analysis dock in the window.
    for move in "CbE":
        window.model.play(move)
    window.study.analysis.dock.show()
    window.study.reviews.start()
    dialogs.append(window.study.reviews.review_window)
    assert unnamed_controls(window) == []
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert unnamed_controls(dialog) == [], type(dialog).__name__
        dialog.close()
    window.study.shutdown()


def test_message_boxes_are_answered_from_the_keyboard(qtbot: QtBot, window: MainWindow) -> None:
    window.play_house(0)
    window.confirm = window._ask  # the real question, answered with keys

    def answer() -> None:
        box = QApplication.activeModalWidget()
        assert box is not None
        qtbot.keyClick(box, Qt.Key.Key_Escape)

    QTimer.singleShot(50, answer)
    window.resign()
    assert not window.model.is_over()


def test_the_editor_opened_from_the_window_names_its_analysis_switch_in_tab_order(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from wari_desktop.gui.study import position_editor

    seen: list[object] = []

    def exec_(editor: PositionEditor) -> int:
        editor.show()
        qtbot.waitExposed(editor)
        seen.append(unnamed_controls(editor))
        switches = [w for w in editor.findChildren(QCheckBox) if w is not editor.repetition_check]
        seen.append(len(switches))
        if switches:
            editor.activateWindow()
            editor.start_button.setFocus()
            qtbot.waitUntil(lambda: QApplication.focusWidget() is editor.start_button)
            qtbot.keyClick(editor.start_button, Qt.Key.Key_Tab)
            seen.append(QApplication.focusWidget() is switches[0])
            qtbot.keyClick(switches[0], Qt.Key.Key_Tab)
            seen.append(QApplication.focusWidget() is editor.cancel_button)
        return 0

    monkeypatch.setattr(position_editor.PositionEditor, "exec", exec_)
    window.study.editor.set_up_position()
    assert seen == [[], 1, True, True]  # the live analysis adds its switch beside them
