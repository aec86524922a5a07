"""The main window: two players take turns by clicking houses on one board."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from wari_desktop.gui.game_model import PEOPLE
from wari_desktop.gui.main_window import MainWindow
from wari_desktop.rules import Player, index

from .conftest import START


def click_house(qtbot: QtBot, window: MainWindow, letter: str) -> None:
    board = window.board
    qtbot.mouseClick(
        board, Qt.MouseButton.LeftButton, pos=board.house_center(index(letter)).toPoint()
    )


def test_window_shows_the_start_with_south_to_move(window: MainWindow) -> None:
    assert window.game.houses == START
    assert "South to move" in window.status_label.text()
    assert window.windowTitle() == "Wari"


def test_clicking_a_legal_house_plays_it(qtbot: QtBot, window: MainWindow) -> None:
    click_house(qtbot, window, "E")
    assert window.game.houses == [4, 4, 4, 4, 0, 5, 5, 5, 5, 4, 4, 4]
    assert window.game.to_move is Player.NORTH
    assert "North to move" in window.status_label.text()


def test_clicking_a_north_house_when_south_is_to_move_changes_nothing(
    qtbot: QtBot, window: MainWindow
) -> None:
    click_house(qtbot, window, "c")
    assert window.game.houses == START
    assert window.game.moves == []
    assert "South to move" in window.status_label.text()


def test_clicking_between_houses_changes_nothing(qtbot: QtBot, window: MainWindow) -> None:
    board = window.board
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.rect().topLeft())
    assert window.game.moves == []


def test_undo_restores_the_start(qtbot: QtBot, window: MainWindow) -> None:
    assert not window.undo_action.isEnabled()
    click_house(qtbot, window, "E")
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert window.game.houses == START
    assert "South to move" in window.status_label.text()
    assert not window.undo_action.isEnabled()


def test_new_game_starts_again(qtbot: QtBot, window: MainWindow) -> None:
    click_house(qtbot, window, "E")
    click_house(qtbot, window, "b")
    window.new_people_action.trigger()
    assert window.game.houses == START
    assert window.game.moves == []


def test_game_menu_shortcuts(window: MainWindow) -> None:
    shortcuts = {
        action.text(): action.shortcut().toString()
        for action in (window.new_action, window.new_people_action, window.undo_action,
                       window.redo_action, window.hint_action, window.quit_action)
    }
    assert shortcuts == {
        "&New Game Against the Computer": "Ctrl+N", "New Game for &Two Players": "Ctrl+Shift+N",
        "&Undo": "Ctrl+Z", "&Redo": "Ctrl+Shift+Z", "&Hint": "Ctrl+H", "&Quit": "Ctrl+Q",
    }


def test_status_shows_the_scores(qtbot: QtBot) -> None:
    from wari_desktop.notation.fen import parse_fen

    win = MainWindow(parse_fen("4-0-0-1-3-1-2-1-2-0-0-6-14-14-S"), PEOPLE)
    qtbot.addWidget(win)
    win.play_house(index("E"))  # captures b and a: 5 seeds
    assert win.game.scores == (19, 14)
    assert "South 19" in win.status_label.text()
    assert "North 14" in win.status_label.text()


def test_status_gives_the_result_and_its_reason(qtbot: QtBot) -> None:
    from wari_desktop.notation.fen import parse_fen

    win = MainWindow(parse_fen("1-1-0-2-1-0-0-0-0-0-0-0-20-23-S"), PEOPLE)
    qtbot.addWidget(win)
    text = win.status_label.text()
    assert win.game.is_over()
    assert "South wins 25-23" in text
    assert "famine" in text


def test_against_the_computer_a_click_gets_a_reply(qtbot: QtBot) -> None:
    win = MainWindow()
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    click_house(qtbot, win, "C")
    qtbot.waitUntil(lambda: len(win.game.moves) == 2, timeout=10_000)
    assert win.game.moves[0] == "C" and win.game.moves[1].islower()
    assert "South to move" in win.status_label.text()
    win.close()


def test_a_hint_rings_a_house_and_says_so(qtbot: QtBot, window: MainWindow) -> None:
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: "Hint:" in window.status_label.text(), timeout=10_000)
    assert window.board._hint is not None
