"""The clocks hold whenever the board cannot be played (``ClockGuard``): behind the Rules
and the Puzzles windows, while a dialog is open, while the window is minimised or
hidden, and for the time the machine slept; back at the board they run again. The time
is a fake one moved by hand, so nothing here depends on how fast the machine is."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDockWidget
from pytestqt.qtbot import QtBot

from wari_desktop.gui.game.game_clock import HOLDS_CLOCK
from wari_desktop.gui.game.game_model import PEOPLE, Seat
from wari_desktop.gui.window.clock_guard import BEAT_MS, SLEEP_GAP, reasons_to_hold
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.rules import Game, Player
from wari_desktop.rules.clock import TimeControl

from .conftest import INSTANT
from .test_clocks import FakeTime

SOUTH, NORTH = Player.SOUTH, Player.NORTH


def timed_window(qtbot: QtBot, seats: tuple[Seat, Seat] = PEOPLE) -> tuple[MainWindow, FakeTime]:
    """A shown window with a 3+2 game, its clocks on a fake time; South's clock runs."""
    now = FakeTime()
    win = MainWindow(seats=seats, settings=INSTANT)
    qtbot.addWidget(win)
    win.resize(1200, 700)
    win.show()
    qtbot.waitExposed(win)
    win.model.clock.now = now  # the watcher keeps the real time: a jump of the fake
    # time alone is a test moving time, not the machine asleep
    win.start_game(Game(), seats, time_control=TimeControl(180, 2))
    win.activateWindow()
    qtbot.waitUntil(lambda: win.model.clock.running is SOUTH, timeout=3000)
    return win, now


def back_to_the_board(qtbot: QtBot, win: MainWindow) -> None:
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win, timeout=3000)
    qtbot.waitUntil(lambda: win.model.clock.running is not None, timeout=3000)


def test_the_clock_does_not_run_behind_the_rules_window(qtbot: QtBot) -> None:
    win, now = timed_window(qtbot)
    now.advance(20)  # South thinks 20 s at the board: charged
    assert win.model.clock.remaining(SOUTH) == 160
    win.help.show_rules()
    rules = win.help.rules_window
    assert rules is not None
    qtbot.waitUntil(lambda: win.model.clock.held_for("window"), timeout=3000)
    now.advance(60)  # a minute reading the rules
    assert win.model.clock.running is None
    assert win.model.clock.remaining(SOUTH) == 160
    rules.close()
    back_to_the_board(qtbot, win)
    assert win.model.clock.running is SOUTH and not win.model.clock.paused
    now.advance(5)  # back at the board, South's clock runs again
    assert win.model.clock.remaining(SOUTH) == 155
    win.close()


def test_the_clock_does_not_run_behind_the_puzzles_against_the_computer(qtbot: QtBot) -> None:
    win, now = timed_window(qtbot, (Seat(), Seat(True, "casual")))
    puzzles = win.puzzles.show_puzzles()
    qtbot.waitUntil(lambda: win.model.clock.held_for("window"), timeout=3000)
    now.advance(600)  # longer than the whole game's time: no flag falls
    qtbot.wait(BEAT_MS * 2)
    assert not win.model.is_over()
    assert win.model.clock.remaining(SOUTH) == 180
    puzzles.close()
    back_to_the_board(qtbot, win)
    now.advance(1)
    assert win.model.clock.remaining(SOUTH) == 179
    win.close()


def test_a_minimised_window_holds_the_clocks_and_they_run_again_once_restored(
        qtbot: QtBot) -> None:
    win, now = timed_window(qtbot)
    win.setWindowState(Qt.WindowState.WindowMinimized)
    qtbot.waitUntil(lambda: win.model.clock.held_for("minimised"), timeout=3000)
    assert reasons_to_hold(win) >= {"minimised"}
    now.advance(30)
    assert win.model.clock.remaining(SOUTH) == 180
    win.setWindowState(Qt.WindowState.WindowNoState)
    back_to_the_board(qtbot, win)
    assert not win.model.clock.held_for("minimised")
    now.advance(3)
    assert win.model.clock.remaining(SOUTH) == 177
    win.close()


def test_a_hidden_window_holds_the_clocks(qtbot: QtBot) -> None:
    win, now = timed_window(qtbot)
    win.hide()
    qtbot.waitUntil(lambda: win.model.clock.held_for("hidden"), timeout=3000)
    now.advance(30)
    assert win.model.clock.remaining(SOUTH) == 180
    win.show()
    back_to_the_board(qtbot, win)
    assert not win.clock_guard.held()
    now.advance(2)
    assert win.model.clock.remaining(SOUTH) == 178
    win.close()


def test_a_panel_marked_to_hold_the_clocks_holds_them_while_open(qtbot: QtBot) -> None:
    win, now = timed_window(qtbot)
    panel = QDockWidget("Review", win)
    panel.setProperty(HOLDS_CLOCK, True)
    win.add_dock(panel)
    panel.show()
    qtbot.waitUntil(lambda: win.model.clock.held_for("study"), timeout=3000)
    now.advance(10)
    assert win.model.clock.remaining(SOUTH) == 180
    panel.hide()
    qtbot.waitUntil(lambda: win.model.clock.running is SOUTH, timeout=3000)
    win.close()


def test_a_floating_analysis_panel_leaves_the_clock_running(qtbot: QtBot) -> None:
    win, _now = timed_window(qtbot)
    dock = win.study.analysis.dock
    dock.setFloating(True)
    dock.show()
    dock.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dock, timeout=3000)
    win.clock_guard.check()
    assert "window" not in reasons_to_hold(win)
    assert win.model.clock.running is SOUTH
    win.close()


def test_the_time_the_machine_slept_is_not_charged(qtbot: QtBot) -> None:
    win, now = timed_window(qtbot)
    guard = win.clock_guard
    guard.now = now  # asleep, both clocks jump
    guard.beat()
    for _ in range(40):  # ten seconds at the board, seen beat by beat: charged
        now.advance(0.25)
        guard.beat()
    assert win.model.clock.remaining(SOUTH) == 170
    now.advance(3600)  # an hour asleep between two beats: the flag would have fallen
    guard.beat()
    assert not win.model.is_over()
    assert 170 - BEAT_MS / 1000 <= win.model.clock.remaining(SOUTH) <= 170
    left = win.model.clock.remaining(SOUTH)
    now.advance(SLEEP_GAP / 2)  # a short gap is played time: charged
    guard.beat()
    assert win.model.clock.remaining(SOUTH) == left - SLEEP_GAP / 2
    win.close()


def test_a_flag_falling_after_sleep_looks_first_and_does_not_fall(qtbot: QtBot) -> None:
    win, now = timed_window(qtbot)
    win.clock_guard.now = now
    win.clock_guard.beat()
    now.advance(7200)
    win.model.clock._check_flag()  # the flag's timer wakes first after the sleep
    assert not win.model.is_over()
    assert win.model.clock.running is SOUTH
    win.close()
