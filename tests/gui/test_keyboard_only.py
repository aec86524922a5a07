"""A whole session with the keyboard alone (QTest key events only, typed into whatever has
the focus, as a person would): a new game between two people chosen in the New Game
dialog, every dialog of the menus opened and closed, a whole game played with house
letters, arrows and Enter (also from the move list), the game saved and opened again
through the file dialogs."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QFileDialog, QMenu, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from wari_desktop.gui.game.game_model import Seat
from wari_desktop.gui.platform.settings import Settings, Speed
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.gui.window.mnemonics import mnemonic
from wari_desktop.rules import index, sow

KEYS = {letter: getattr(Qt.Key, f"Key_{letter}") for letter in "ABCDEF"}
LETTER_KEYS = {chr(ord("a") + i): getattr(Qt.Key, f"Key_{chr(ord('A') + i)}")
               for i in range(26)}
NO = Qt.KeyboardModifier.NoModifier


def target() -> QWidget:
    """Where a key goes: an open menu, else the focused widget."""
    popup = QApplication.activePopupWidget()
    if popup is not None:
        return popup
    window = QApplication.activeModalWidget() or QApplication.activeWindow()
    focus = QApplication.focusWidget()
    if focus is not None and (window is None or focus.window() is window):
        return focus
    assert window is not None
    return window


def back_to(qtbot: QtBot, window: QWidget) -> None:
    """The window manager gives the focus back to ``window`` when a window above it
    closes (the offscreen platform has none, so the test does its part)."""
    if QApplication.activeWindow() is not window:
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def press(qtbot: QtBot, key: Qt.Key, modifier: Qt.KeyboardModifier = NO) -> None:
    qtbot.keyClick(target(), key, modifier)


def type_text(qtbot: QtBot, text: str) -> None:
    qtbot.keyClicks(target(), text)


def when_shown(kind: type[QWidget], answer: Callable[[QWidget], None],
               seconds: float = 10.0) -> list[QWidget]:
    """Call ``answer`` with the first ``kind`` window that becomes active (polling, since
    a modal dialog's exec() holds the caller); returns the list it is added to."""
    seen: list[QWidget] = []
    deadline = time.monotonic() + seconds

    def poll() -> None:
        active = QApplication.activeModalWidget() or QApplication.activeWindow()
        focus = QApplication.focusWidget()
        if isinstance(active, kind) and active.isVisible() and active.isActiveWindow() \
                and focus is not None and focus.window() is active:
            seen.append(active)
            answer(active)
        elif time.monotonic() < deadline:
            QTimer.singleShot(20, poll)

    QTimer.singleShot(20, poll)
    return seen


def menu_command(qtbot: QtBot, window: MainWindow, action: QAction) -> None:
    """Choose ``action`` from the menus the keyboard way: Alt and the menu's letter, then
    the entry's letter (through submenus if needed)."""
    path: list[QAction] = []

    def find(menu: QMenu) -> bool:
        for entry in menu.actions():
            sub = entry.menu()
            if entry is action or (isinstance(sub, QMenu) and find(sub)):
                path.insert(0, entry)
                return True
        return False

    top = next(a for a in window.menuBar().actions() if find(a.menu()))  # type: ignore[arg-type]
    press(qtbot, LETTER_KEYS[mnemonic(top.text())], Qt.KeyboardModifier.AltModifier)
    for entry in path:
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu), f"no menu open for {entry.text()!r}"
        press(qtbot, LETTER_KEYS[mnemonic(entry.text())])


def choose_move(window: MainWindow) -> str:
    """A simple player: the move that captures most, else the first legal one."""
    game = window.game
    return max(game.legal_moves(),
               key=lambda m: sow(game.position, index(m), game.rules)[1].captured)


def ringed(window: MainWindow) -> int | None:
    houses = [h for h, item in enumerate(window.board.board.marks) if item.marks.focus]
    return houses[0] if houses else None


def play_with_arrows(qtbot: QtBot, window: MainWindow, move: str) -> None:
    """Bring the keyboard ring to ``move`` with Left and Right, then press Enter."""
    press(qtbot, Qt.Key.Key_Right)  # shows the ring (and brings the focus to the board)
    goal = index(move)
    layout = window.board.board.layout
    for _ in range(12):
        here = ringed(window)
        assert here is not None
        if here == goal:
            break
        step = Qt.Key.Key_Right if layout.center(goal).x() > layout.center(here).x() \
            else Qt.Key.Key_Left
        press(qtbot, step)
    assert ringed(window) == goal
    press(qtbot, Qt.Key.Key_Return)


def test_a_whole_session_with_the_keyboard_alone(qtbot: QtBot, tmp_path: Path) -> None:
    window = MainWindow(None, (Seat(), Seat(True, "beginner")),
                        settings=Settings(speed=Speed.INSTANT, sound=False))
    qtbot.addWidget(window)
    window.resize(1200, 700)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)

    # Every dialog of the menus opens and closes from the keyboard.
    def escape(dialog: QWidget) -> None:
        press(qtbot, Qt.Key.Key_Tab)
        press(qtbot, Qt.Key.Key_Tab)
        press(qtbot, Qt.Key.Key_Escape)

    from wari_desktop.gui.dialogs.settings_dialog import SettingsDialog
    from wari_desktop.gui.dialogs.shortcuts_dialog import ShortcutsDialog

    settings_before = window.settings
    for action, kind in ((window.commands.shortcuts, ShortcutsDialog),
                         (window.commands.settings, SettingsDialog)):
        seen = when_shown(kind, escape)
        menu_command(qtbot, window, action)
        assert seen, kind.__name__
        assert not seen[0].isVisible()
        back_to(qtbot, window)
    assert window.settings == settings_before  # Esc changed nothing

    seen = when_shown(QMessageBox, lambda box: press(qtbot, Qt.Key.Key_Return))
    menu_command(qtbot, window, window.commands.about)
    assert seen  # and answered: the static about box deletes itself
    back_to(qtbot, window)

    menu_command(qtbot, window, window.commands.rules)  # a window beside the game
    rules = window.help.rules_window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is rules)
    press(qtbot, Qt.Key.Key_PageDown)
    assert rules.scroll_area.verticalScrollBar().value() > 0
    press(qtbot, Qt.Key.Key_Escape)
    assert not rules.isVisible()
    back_to(qtbot, window)

    # Help, Lessons: a window of its own.
    menu_command(qtbot, window, window.lessons.action)
    lessons = window.lessons.lessons_window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is lessons)
    press(qtbot, Qt.Key.Key_Escape)
    assert not lessons.isVisible()
    back_to(qtbot, window)

    # Resign asks first; Esc answers no.
    seen = when_shown(QMessageBox, lambda box: press(qtbot, Qt.Key.Key_Escape))
    menu_command(qtbot, window, window.commands.resign)
    assert seen and not window.model.is_over()
    back_to(qtbot, window)

    # A new game between two people, chosen in the New Game dialog.
    from wari_desktop.gui.dialogs.new_game_dialog import NewGameDialog

    def two_people(dialog: QWidget) -> None:
        assert isinstance(dialog, NewGameDialog)
        assert QApplication.focusWidget() is dialog.opponent_combo
        press(qtbot, Qt.Key.Key_End)  # the last opponent: a person on another computer,
        press(qtbot, Qt.Key.Key_Up)  # and just above it a friend at this screen
        press(qtbot, Qt.Key.Key_Return)  # Start

    seen = when_shown(NewGameDialog, two_people)
    press(qtbot, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert seen and not any(seat.computer for seat in window.model.seats)
    back_to(qtbot, window)
    assert not window.game.plies

    # The whole game, by letters, by arrows and Enter, and from the move list.
    plies = 0
    while not window.model.is_over() and plies < 400:
        move = choose_move(window)
        way = plies % 3
        if way == 0:
            press(qtbot, KEYS[move.upper()])
        elif way == 1:
            play_with_arrows(qtbot, window, move)
        else:
            if QApplication.focusWidget() is not window.panel.moves:
                press(qtbot, Qt.Key.Key_Tab)
            assert QApplication.focusWidget() is window.panel.moves
            press(qtbot, KEYS[move.upper()])
        plies += 1
        assert window.game.moves[-1] == move, (plies, move)
        last = window.moves.index_of(len(window.game.plies) - 1)
        assert window.panel.moves.currentIndex() == last  # the list marks the last move
    assert window.model.is_over()
    moves = list(window.game.moves)

    # Save with Ctrl+S, typing the name in the file dialog.
    path = tmp_path / "keyboard game.ogn"

    def type_name(dialog: QWidget) -> None:
        assert isinstance(dialog, QFileDialog)
        press(qtbot, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        type_text(qtbot, str(path))
        press(qtbot, Qt.Key.Key_Return)

    seen = when_shown(QFileDialog, type_name)
    press(qtbot, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert seen and path.is_file()
    back_to(qtbot, window)

    # A new game, then Ctrl+O brings the saved one back.
    seen = when_shown(NewGameDialog, lambda dialog: press(qtbot, Qt.Key.Key_Return))
    press(qtbot, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert seen and not window.game.plies
    back_to(qtbot, window)
    seen = when_shown(QFileDialog, type_name)
    press(qtbot, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    assert seen
    assert window.game.moves == moves
    assert window.model.is_over()
    assert window.document.path == path
