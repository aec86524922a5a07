"""Watching the computer: a game of the computer against itself with pause, step and
pace; Move now; the thinking computer's depth and best move on its card."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from wari_desktop.gui.dialogs.settings_dialog import SettingsDialog
from wari_desktop.gui.game.game_model import PEOPLE, Seat
from wari_desktop.gui.study.watch import PACES, WatchDialog
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.rules import Game, Player

from .conftest import INSTANT

BEGINNERS = (Seat(True, "beginner"), Seat(True, "casual"))


@pytest.fixture
def no_book(monkeypatch: pytest.MonkeyPatch) -> None:
    """Master searches its opening moves instead of taking them from the opening book
    (which answers at once): these tests need it thinking."""
    monkeypatch.setattr("wari_desktop.ai.analysis.book_move", lambda game: None)


def fastest(window: MainWindow) -> None:
    window.study.watch.bar.pace.setValue(len(PACES) - 1)


def test_the_computer_plays_itself_and_can_be_paused_and_stepped(
        window: MainWindow, qtbot: QtBot) -> None:
    watch = window.study.watch
    assert watch.action in window.menus.menu("game").actions()
    assert not watch.bar.isVisible()
    fastest(window)
    watch.start(BEGINNERS)
    assert watch.watching and watch.bar.isVisible()
    assert window.model.seats == BEGINNERS
    qtbot.waitUntil(lambda: len(window.game.moves) >= 4, timeout=15000)
    watch.set_paused(True)
    assert watch.bar.step_button.isEnabled()
    qtbot.waitUntil(lambda: not window.model.is_thinking(), timeout=10000)
    paused_at = len(window.game.moves)
    qtbot.wait(400)
    assert len(window.game.moves) == paused_at  # paused: no move
    watch.step()
    qtbot.waitUntil(lambda: len(window.game.moves) == paused_at + 1, timeout=10000)
    qtbot.wait(400)
    assert len(window.game.moves) == paused_at + 1  # one step, one move
    watch.set_paused(False)
    qtbot.waitUntil(lambda: len(window.game.moves) >= paused_at + 3, timeout=15000)


def test_the_pace_waits_between_moves(window: MainWindow, qtbot: QtBot) -> None:
    watch = window.study.watch
    watch.bar.pace.setValue(0)  # the slowest pace
    assert watch.pace() == PACES[0] >= 2000
    watch.start(BEGINNERS)
    qtbot.waitUntil(lambda: len(window.game.moves) >= 1, timeout=10000)
    first = len(window.game.moves)
    qtbot.wait(800)
    assert len(window.game.moves) == first  # still waiting out the pause
    assert watch._next.isActive()


def test_a_person_in_the_game_stops_the_watching(window: MainWindow, qtbot: QtBot) -> None:
    watch = window.study.watch
    watch.start(BEGINNERS)
    window.start_game(Game(), PEOPLE)
    assert not watch.watching and not watch.bar.isVisible()
    window.start_game(Game(), (Seat(True, "beginner"), Seat()))
    # Against a person the computer moves on its own, at once.
    qtbot.waitUntil(lambda: len(window.game.moves) == 1, timeout=10000)


def test_the_dialog_gives_each_side_its_level(qtbot: QtBot) -> None:
    dialog = WatchDialog("club")
    qtbot.addWidget(dialog)
    dialog.levels[Player.NORTH].setCurrentIndex(dialog.levels[Player.NORTH].findData("master"))
    assert dialog.seats() == (Seat(True, "club"), Seat(True, "master"))


def test_move_now_plays_the_best_move_found_so_far(qtbot: QtBot, no_book: None) -> None:
    window = MainWindow(seats=(Seat(True, "master"), Seat()), settings=INSTANT)
    qtbot.addWidget(window)
    window.show()
    window.model._seconds = 30.0  # would think for half a minute
    window.model.set_seats((Seat(True, "master"), Seat()))
    watch = window.study.watch
    qtbot.waitUntil(window.model.is_thinking, timeout=5000)
    assert watch.move_now_action.isEnabled()
    qtbot.wait(600)
    watch.move_now_action.trigger()
    qtbot.waitUntil(lambda: len(window.game.moves) == 1, timeout=3000)
    assert window.game.moves[0] in Game().legal_moves()
    assert not watch.move_now_action.isEnabled()
    window.close()


def test_the_card_shows_the_depth_and_best_move_while_thinking(qtbot: QtBot,
                                                              no_book: None) -> None:
    window = MainWindow(seats=(Seat(), Seat(True, "master")), settings=INSTANT)
    qtbot.addWidget(window)
    window.show()
    window.model._seconds = 30.0
    window.play_house(2)  # C
    card = window.panel.card(top=True)
    qtbot.waitUntil(lambda: "depth" in card.thinking.text(), timeout=10000)
    assert "best" in card.thinking.text()
    window.model.move_now()
    qtbot.waitUntil(lambda: len(window.game.moves) == 2, timeout=5000)
    assert "depth" not in card.thinking.text()
    # Turned off in the settings: only "thinking".
    window.apply_settings(window.settings.with_(show_thinking=False))
    window.play_house(window.game.legal_moves()[0] and "ABCDEF".index(
        window.game.legal_moves()[0]))
    qtbot.waitUntil(window.model.is_thinking, timeout=5000)
    qtbot.wait(800)
    assert "depth" not in card.thinking.text()
    window.model.move_now()
    window.close()


def test_the_settings_dialog_switches_the_thinking_display(qtbot: QtBot) -> None:
    dialog = SettingsDialog(INSTANT)
    qtbot.addWidget(dialog)
    assert dialog.thinking_check.isChecked()
    dialog.thinking_check.setChecked(False)
    assert dialog.edited().show_thinking is False


def test_undo_pauses_the_match_and_takes_back_one_move(window: MainWindow,
                                                          qtbot: QtBot) -> None:
    watch = window.study.watch
    fastest(window)
    watch.start(BEGINNERS)
    qtbot.waitUntil(lambda: len(window.game.moves) >= 5, timeout=20000)
    window.commands.undo.trigger()
    assert watch.paused and watch.bar.pause_button.text() == "Resume"
    qtbot.waitUntil(lambda: not window.model.is_thinking(), timeout=10000)
    played = list(window.game.moves)
    assert played and window.game.can_redo()
    qtbot.wait(300)
    assert window.game.moves == played  # paused: the computers wait
    window.commands.undo.trigger()
    assert window.game.moves == played[:-1]  # one move at a time, not a pair
    window.commands.redo.trigger()
    assert window.game.moves == played
    window.commands.last.trigger()
    full = list(window.game.moves)
    assert full[:len(played)] == played and len(full) > len(played)
    assert not window.game.can_redo()
    window.commands.first.trigger()
    assert window.game.moves == [] and watch.paused
    window.commands.last.trigger()
    assert window.game.moves == full
    window.commands.undo.trigger()
    window.commands.undo.trigger()
    assert window.game.moves == full[:-2] and window.game.can_redo()
    watch.set_paused(False)  # Resume plays on from the position shown
    qtbot.waitUntil(lambda: len(window.game.moves) >= len(full), timeout=15000)
    assert window.game.moves[:len(full) - 2] == full[:-2]
    assert not window.game.can_redo()  # a new move there: the moves taken back are gone


def test_pause_is_off_once_the_computers_game_is_over(window: MainWindow,
                                                      qtbot: QtBot) -> None:
    """South's last seed sown, North cannot feed it: the game is over after one move, and
    Pause (menu and bar) is greyed, as there is nothing left to pause."""
    from wari_desktop.notation.fen import parse_fen

    watch = window.study.watch
    fastest(window)
    watch.start(BEGINNERS, Game(parse_fen("0-0-0-0-0-1-0-0-0-0-0-0-23-24-S")))
    assert watch.pause_action.isEnabled() and watch.bar.pause_button.isEnabled()
    qtbot.waitUntil(window.model.is_over, timeout=10000)
    assert not watch.pause_action.isEnabled()
    assert not watch.bar.pause_button.isEnabled() and not watch.bar.step_button.isEnabled()
    window.model.undo()  # taken back: the game goes on (paused), Pause again offered
    assert not window.model.is_over() and watch.pause_action.isEnabled()
