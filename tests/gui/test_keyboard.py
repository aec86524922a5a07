"""Keyboard play: letters, arrows and Enter play wherever the focus is in the main window,
Tab goes round the board, the move list and the buttons, and the keyboard ring shows only
once the keyboard is used, only on the person's houses."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDockWidget, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from wari_desktop.gui.game.game_model import PEOPLE, Seat
from wari_desktop.gui.platform.i18n import install_translators, remove_translators
from wari_desktop.gui.platform.settings import Settings, Speed
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.rules import index

SETTINGS = Settings(speed=Speed.INSTANT, sound=False)


@pytest.fixture
def english(qapp: QApplication) -> Iterator[None]:
    """The program in English, with its plural forms ("1 seed", "5 seeds")."""
    install_translators(qapp, "en")
    yield
    remove_translators(qapp)


def shown_window(qtbot: QtBot, seats: tuple[Seat, Seat] = PEOPLE) -> MainWindow:
    win = MainWindow(None, seats, settings=SETTINGS)
    qtbot.addWidget(win)
    win.resize(1200, 700)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    win.board.setFocus()
    qtbot.waitUntil(win.board.hasFocus)
    return win


def ringed(win: MainWindow) -> list[int]:
    """The houses drawn with the keyboard ring."""
    return [house for house, item in enumerate(win.board.board.marks) if item.marks.focus]


def key(qtbot: QtBot, k: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
        ) -> None:
    """A key typed into whatever has the focus, as a person would."""
    target = QApplication.focusWidget()
    assert target is not None
    qtbot.keyClick(target, k, modifier)


def test_no_ring_until_the_keyboard_is_used(qtbot: QtBot) -> None:
    win = shown_window(qtbot)
    assert ringed(win) == []
    key(qtbot, Qt.Key.Key_Right)
    assert ringed(win) == [index("B")]


def test_a_click_hides_the_ring(qtbot: QtBot) -> None:
    win = shown_window(qtbot)
    key(qtbot, Qt.Key.Key_Right)
    board = win.board
    qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton,
                     pos=board.house_center(index("E")).toPoint())
    assert win.game.moves == ["E"]
    assert ringed(win) == []


def test_the_ring_stays_on_the_persons_houses(qtbot: QtBot) -> None:
    win = shown_window(qtbot, (Seat(True, "beginner"), Seat()))  # the person plays North
    qtbot.waitUntil(lambda: win.model.awaits_person(), timeout=10_000)
    qtbot.waitUntil(lambda: not win.board.is_animating(), timeout=10_000)
    seen = set()
    for k in (Qt.Key.Key_Left, Qt.Key.Key_Up) + (Qt.Key.Key_Right,) * 7 + (Qt.Key.Key_Down,):
        key(qtbot, k)
        seen.update(ringed(win))
    assert seen == set(range(6, 12))  # a..f, every one of them, and none of South's
    win.model.shutdown()


def test_the_ring_moves_across_when_the_other_person_is_to_move(qtbot: QtBot) -> None:
    win = shown_window(qtbot)
    key(qtbot, Qt.Key.Key_Right)  # B
    key(qtbot, Qt.Key.Key_C)
    assert win.game.moves == ["C"]
    assert ringed(win) == [index("b")]


def test_letters_arrows_and_enter_play_from_the_move_list(qtbot: QtBot) -> None:
    win = shown_window(qtbot)
    key(qtbot, Qt.Key.Key_D)
    key(qtbot, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is win.panel.moves
    key(qtbot, Qt.Key.Key_B)  # North to move: b
    assert win.game.moves == ["D", "b"]
    assert QApplication.focusWidget() is win.panel.moves
    key(qtbot, Qt.Key.Key_Right)  # back to the board, ring on the next house
    assert QApplication.focusWidget() is win.board
    key(qtbot, Qt.Key.Key_Tab)
    key(qtbot, Qt.Key.Key_Return)
    assert len(win.game.moves) == 3


def test_the_move_list_highlight_marks_the_last_move_not_the_keys(qtbot: QtBot) -> None:
    win = shown_window(qtbot)
    for letter in (Qt.Key.Key_A, Qt.Key.Key_F, Qt.Key.Key_B):
        key(qtbot, letter)
    key(qtbot, Qt.Key.Key_Tab)
    moves = win.panel.moves
    last = win.moves.index_of(2)
    # (Home and End are the First and Last Position shortcuts: they change the game.)
    for k in (Qt.Key.Key_Up, Qt.Key.Key_PageUp, Qt.Key.Key_Left):
        key(qtbot, k)
        assert moves.currentIndex() == last
    assert win.panel.moves.selectionModel().isSelected(last)


def test_tab_goes_round_board_moves_and_buttons(qtbot: QtBot) -> None:
    win = shown_window(qtbot)
    key(qtbot, Qt.Key.Key_A)  # Undo is enabled now
    order: list[QWidget | None] = []
    for _ in range(6):
        key(qtbot, Qt.Key.Key_Tab)
        order.append(QApplication.focusWidget())
    panel = win.panel
    assert order[:3] == [panel.moves, panel.undo_button, panel.hint_button] or order[:4] == [
        panel.moves, panel.undo_button, panel.redo_button, panel.hint_button]
    assert win.board in order
    assert ringed(win) == [] or QApplication.focusWidget() is win.board


def test_tab_into_the_board_shows_the_ring(qtbot: QtBot) -> None:
    win = shown_window(qtbot)
    key(qtbot, Qt.Key.Key_Tab)
    assert ringed(win) == []  # the move list has the focus
    key(qtbot, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is win.board
    assert ringed(win) == [index("A")]


def test_enter_on_a_focused_button_presses_it(qtbot: QtBot) -> None:
    win = shown_window(qtbot)
    key(qtbot, Qt.Key.Key_C)
    win.panel.undo_button.setFocus(Qt.FocusReason.TabFocusReason)
    key(qtbot, Qt.Key.Key_Return)
    assert win.game.moves == []


def test_a_text_field_keeps_its_letters(qtbot: QtBot) -> None:
    win = shown_window(qtbot)
    dock = QDockWidget("Notes", win)
    field = QLineEdit(dock)
    dock.setWidget(field)
    win.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dock)
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    for k in (Qt.Key.Key_C, Qt.Key.Key_A, Qt.Key.Key_Left, Qt.Key.Key_B):
        key(qtbot, k)
    assert field.text() == "cba"
    assert win.game.moves == []


@pytest.mark.usefixtures("english")
def test_each_move_and_the_result_are_announced(qtbot: QtBot) -> None:
    from wari_desktop.notation.fen import parse_fen

    # South's F sows 5 seeds into a..e: e ends on 2 (capture), d on 3, c on 2, b on 1 (stop).
    win = MainWindow(parse_fen("0-0-0-0-0-5-0-0-1-2-1-1-20-18-S"), PEOPLE, settings=SETTINGS)
    qtbot.addWidget(win)
    win.play_house(index("F"))
    assert win.announcer.spoken[0] == "South sows F, 5 seeds, captures 7 from e, d and c"
    assert win.model.is_over()
    assert win.announcer.spoken[1].startswith("South wins 27–")
    assert len(win.announcer.spoken) == 2


@pytest.mark.usefixtures("english")
def test_the_focused_house_is_spoken_with_its_seeds_and_owner(qtbot: QtBot) -> None:
    win = shown_window(qtbot, (Seat(), Seat(True, "beginner")))
    key(qtbot, Qt.Key.Key_Right)
    assert win.board.accessibleName() == "House B, 4 seeds, yours, playable"
    win.model.shutdown()


def test_the_arrows_skip_houses_that_cannot_be_played(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtGui import QAccessible

    from wari_desktop.rules import Game, Player, Position

    win = shown_window(qtbot)
    houses = (4, 0, 0, 4, 0, 4, 4, 4, 4, 4, 4, 4)  # B, C and E are empty
    win.start_game(Game(Position(houses, (12, 0), Player.SOUTH)), PEOPLE)
    win.board.setFocus()
    seen = []
    for _ in range(4):
        key(qtbot, Qt.Key.Key_Right)
        seen.extend(ringed(win))
    assert seen == [index("D"), index("F"), index("F"), index("F")]  # from A, past B, C, E
    key(qtbot, Qt.Key.Key_Left)
    assert ringed(win) == [index("D")]
    # With a screen reader on, every house can be reached and heard.
    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    key(qtbot, Qt.Key.Key_Left)
    assert ringed(win) == [index("C")]
    assert "C" in win.board.accessibleName()


def test_tab_into_the_board_rings_a_house_that_can_be_played(qtbot: QtBot) -> None:
    from wari_desktop.rules import Game, Player, Position

    win = shown_window(qtbot)
    houses = (0, 0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4)  # A and B are empty
    win.start_game(Game(Position(houses, (8, 0), Player.SOUTH)), PEOPLE)
    win.board.setFocus()
    key(qtbot, Qt.Key.Key_Tab)
    key(qtbot, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is win.board
    assert ringed(win) == [index("C")]
