"""Timed games: the model runs the clocks (charges, increments, undo), a flag ends the game
on time, the computer keeps within its time, the record and the autosave keep the clocks,
the cards show them without repainting the board, and the New Game dialog offers them."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject
from pytestqt.qtbot import QtBot

from wari_desktop.gui.dialogs.new_game_dialog import NewGameChoice, NewGameDialog
from wari_desktop.gui.game.game_clock import ClockStart
from wari_desktop.gui.game.game_model import PEOPLE, GameModel, Seat
from wari_desktop.gui.platform.autosave import read_autosave
from wari_desktop.gui.session.document import GameDocument
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.notation import dumps, loads
from wari_desktop.notation.annotations import Annotations
from wari_desktop.rules import Game, Player
from wari_desktop.rules.clock import TimeControl

from .conftest import INSTANT

SOUTH, NORTH = Player.SOUTH, Player.NORTH


class FakeTime:
    """A monotonic clock the test moves by hand."""

    def __init__(self) -> None:
        self.t = 50.0

    def __call__(self) -> float:
        return self.t

    def advance(self, seconds: float) -> None:
        self.t += seconds


def timed_model(control: TimeControl, seats: tuple[Seat, Seat] = PEOPLE,
                now: FakeTime | None = None) -> GameModel:
    model = GameModel(Game(), seats, seconds=0.2)
    if now is not None:
        model.clock.now = now
    model.new_game(Game(), seats, clock=ClockStart(control))
    return model


def test_an_untimed_game_has_no_clock() -> None:
    model = GameModel(Game(), PEOPLE)
    model.start()
    assert model.clock.control is None and model.clock.running is None
    assert model.clock.times() is None


def test_the_mover_is_charged_and_given_the_increment(qtbot: QtBot) -> None:
    now = FakeTime()
    model = timed_model(TimeControl(60, 2), now=now)
    assert model.clock.running is SOUTH
    now.advance(5)
    model.play("F")
    assert model.clock.running is NORTH
    now.advance(3)
    assert model.clock.times() == pytest.approx((57, 57))
    model.play("f")
    assert model.clock.times() == pytest.approx((57, 59))
    assert model.clock.history() == [(60, 60), (57, 60), (57, 59)]


def test_undo_and_redo_restore_the_times_of_that_move(qtbot: QtBot) -> None:
    now = FakeTime()
    model = timed_model(TimeControl(300), now=now)
    for move in ("F", "f", "E", "e"):
        now.advance(10)
        model.play(move)
    now.advance(40)  # South thinks 40 s, then North's last move is taken back
    model.undo()
    assert model.clock.times() == pytest.approx((280, 290))
    assert model.clock.running is NORTH
    model.redo()
    assert model.clock.times() == pytest.approx((280, 280))
    model.undo_all()
    assert model.clock.times() == pytest.approx((300, 300))


def test_a_side_whose_time_runs_out_loses_on_time(qtbot: QtBot) -> None:
    model = timed_model(TimeControl(0.3))
    with qtbot.waitSignal(model.gameOver, timeout=3000) as over:
        pass
    assert over.args == [None]
    assert model.lost_on_time is SOUTH
    assert model.is_over() and model.ended_early()
    assert model.clock.running is None and model.clock.remaining(SOUTH) == 0
    assert not model.play("F")  # the game is over
    assert not model.resign()


def test_undo_after_a_loss_on_time_gives_back_the_time_of_that_turn(qtbot: QtBot) -> None:
    now = FakeTime()
    model = timed_model(TimeControl(30), now=now)
    now.advance(4)
    model.play("F")
    now.advance(31)
    model.clock._check_flag()  # the watch would fire now: North's time is gone
    assert model.lost_on_time is NORTH
    model.undo()
    assert model.lost_on_time is None and not model.is_over()
    assert model.clock.times() == pytest.approx((26, 30))
    assert model.clock.running is NORTH


def test_a_persons_clock_waits_for_the_board_to_show_the_move(qtbot: QtBot) -> None:
    now = FakeTime()
    model = timed_model(TimeControl(60), now=now)
    busy = [True]
    model.clock.board_busy = lambda: busy[0]
    model.play("F")  # the board animates F: North's clock waits
    assert model.clock.running is None
    now.advance(2)
    busy[0] = False
    model.clock.board_still()
    assert model.clock.running is NORTH
    now.advance(1)
    assert model.clock.remaining(NORTH) == pytest.approx(59)


@pytest.mark.parametrize(("levels", "control", "plies"), [
    (("casual", "casual"), TimeControl(10), 400),  # a whole game at 10 s + 0
    (("master", "casual"), TimeControl(3), 24),  # master's usual 2 s a move would flag
])
def test_the_computer_never_loses_on_time(qtbot: QtBot, levels: tuple[str, str],
                                          control: TimeControl, plies: int) -> None:
    seats = (Seat(True, levels[0]), Seat(True, levels[1]))
    model = GameModel(Game(), seats)
    model.new_game(Game(), seats, clock=ClockStart(control))
    qtbot.waitUntil(lambda: model.is_over() or len(model.game.plies) >= plies,
                    timeout=60_000)
    model.shutdown()
    assert model.lost_on_time is None
    assert min(model.clock.times() or (0, 0)) > 0


def play_timed(document: GameDocument, now: FakeTime, moves: list[str]) -> None:
    document.model.clock.now = now
    document.start(Game(), PEOPLE, time_control=TimeControl(300, 3))
    for move in moves:
        now.advance(7.5)
        document.model.play(move)


def test_the_record_keeps_the_clocks_and_a_game_opened_from_it_has_them(qtbot: QtBot) -> None:
    now = FakeTime()
    document = GameDocument(GameModel(Game(), PEOPLE))
    play_timed(document, now, ["F", "f", "E"])
    document.set_tags({"Event": "Blitz night"})
    text = dumps(document.record())
    assert '[TimeControl "300+3"]' in text
    assert "{[%clk 0:04:55.5]}" in text
    record = loads(text)
    opened = GameDocument(GameModel(Game(), PEOPLE))
    opened.model.clock.now = now
    opened.start(record.game, PEOPLE, annotations=Annotations.of(record))
    clock = opened.model.clock
    assert clock.control == TimeControl(300, 3)
    assert clock.times() == pytest.approx((295.5 - 7.5 + 3, 295.5))
    assert clock.running is NORTH
    assert opened.comments() == {}  # the marks are the clock's, not comments to show
    assert dumps(opened.record()) == text  # saved again: the same record


def test_a_damaged_clock_in_a_record_leaves_the_game_untimed_with_its_moves() -> None:
    record = loads('[TimeControl "quick"]\n\n1. F {[%clk 0:04:55]} f *\n')
    document = GameDocument(GameModel(Game(), PEOPLE))
    document.start(record.game, PEOPLE, annotations=Annotations.of(record))
    assert document.model.game.moves == ["F", "f"]
    assert document.model.clock.control is None
    assert document.comments() == {1: "[%clk 0:04:55]"}  # kept as the comment it is


def test_a_game_lost_on_time_is_saved_and_opens_as_lost_on_time(qtbot: QtBot) -> None:
    now = FakeTime()
    document = GameDocument(GameModel(Game(), PEOPLE))
    play_timed(document, now, ["F", "f"])
    now.advance(301)
    document.model.clock._check_flag()
    assert document.model.lost_on_time is SOUTH
    assert document.has_unsaved_moves()
    text = dumps(document.record())
    assert '[Termination "South lost on time"]' in text
    record = loads(text)
    opened = GameDocument(GameModel(Game(), PEOPLE))
    opened.start(record.game, PEOPLE, annotations=Annotations.of(record))
    assert opened.model.lost_on_time is SOUTH and opened.model.is_over()
    assert opened.model.clock.running is None


def test_the_autosave_resumes_a_timed_game_with_its_times(qtbot: QtBot, tmp_path: Path) -> None:
    now = FakeTime()
    path = tmp_path / "autosave.ogn"
    document = GameDocument(GameModel(Game(), PEOPLE), autosave=path)
    play_timed(document, now, ["F", "f", "E"])
    now.advance(12.25)  # North thinks a while, then the window closes
    document.model.shutdown()
    document.keep_for_next_time()
    now.advance(3600)  # an hour later, the program starts again
    record = read_autosave(path)
    assert record is not None
    resumed = GameDocument(GameModel(Game(), PEOPLE), autosave=path)
    resumed.model.clock.now = now
    resumed.start(record.game, PEOPLE, annotations=Annotations.of(record))
    clock = resumed.model.clock
    assert clock.running is NORTH
    assert clock.times() == pytest.approx((295.5 - 7.5 + 3, 295.5 - 12.25), abs=0.051)
    assert clock.history() == document.model.clock.history()[:4]


class PaintCounter(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.paints = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.paints += 1
        return False


def test_the_cards_show_the_clocks_without_repainting_the_board(qtbot: QtBot) -> None:
    now = FakeTime()
    win = MainWindow(seats=PEOPLE, settings=INSTANT)
    qtbot.addWidget(win)
    win.resize(1200, 700)
    win.show()
    qtbot.waitExposed(win)
    # the clocks run while the window is the active one (clock_guard): make sure it is,
    # whatever window another test of this process left active
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=2000)
    assert not win.panel.bottom_card.clock.isVisible()  # untimed: no clock
    win.model.clock.now = now
    win.start_game(Game(), PEOPLE, time_control=TimeControl(300, 3))
    south, north = win.clocks.label(SOUTH), win.clocks.label(NORTH)
    assert south.isVisible() and north.isVisible()
    assert south.property("running") is True and north.property("running") is False
    assert (south.text(), north.text()) == ("5:00", "5:00")
    qtbot.wait(200)
    counter = PaintCounter()
    win.board.viewport().installEventFilter(counter)
    for shown in ("4:59", "4:58", "4:57"):  # the timer shows the clock counting down
        now.advance(1)
        qtbot.waitUntil(lambda shown=shown: south.text() == shown, timeout=2000)
    now.advance(291)
    qtbot.waitUntil(lambda: south.text() == "0:06.0", timeout=2000)
    assert south.property("low") is True
    assert north.text() == "5:00"
    assert counter.paints == 0  # ticks change the labels, never the board
    win.board.viewport().update()  # the counter does see the board painted
    qtbot.waitUntil(lambda: counter.paints > 0, timeout=2000)
    win.board.viewport().removeEventFilter(counter)
    win.play_house(5)  # F
    assert north.property("running") is True and south.property("running") is False
    assert south.text() == "0:09.0"  # the increment
    win.close()


def test_a_game_lost_on_time_shows_its_ending_on_the_board(qtbot: QtBot) -> None:
    win = MainWindow(seats=(Seat(), Seat(True, "club")), settings=INSTANT)
    qtbot.addWidget(win)
    win.show()
    win.start_game(Game(), win.model.seats, time_control=TimeControl(0.4))
    qtbot.waitUntil(lambda: win.model.is_over(), timeout=3000)
    banner = win.board.board.banner
    assert banner.isVisible()
    assert banner.headline == "You lose on time"
    assert "your time ran out" in win.panel.result.text()
    assert win.clocks.label(SOUTH).text() == "0:00.0"
    assert win.clocks.label(SOUTH).property("low") is True
    win.close()


def test_the_new_game_dialog_offers_a_clock(qtbot: QtBot) -> None:
    dialog = NewGameDialog(NewGameChoice(time_control=TimeControl(300, 3)))
    qtbot.addWidget(dialog)
    assert dialog.choice().time_control == TimeControl(300, 3)
    assert dialog.clock_choice.combo.currentText() == "5 min + 3 s a move"
    dialog.clock_choice.combo.setCurrentIndex(0)
    assert dialog.choice().time_control is None
    odd = NewGameDialog(NewGameChoice(time_control=TimeControl(90, 1)))
    qtbot.addWidget(odd)
    assert odd.choice().time_control == TimeControl(90, 1)
    assert NewGameDialog().choice().time_control is None  # no clock unless chosen


def test_the_clocks_hold_while_a_dialog_is_open_over_the_window(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QDialog

    win = MainWindow(seats=PEOPLE, settings=INSTANT)
    qtbot.addWidget(win)
    win.show()
    win.start_game(Game(), PEOPLE, time_control=TimeControl(300))
    dialog = QDialog(win)
    dialog.open()  # window-modal, as the window's dialogs are
    qtbot.waitUntil(lambda: win.model.clock.paused, timeout=2000)
    held = win.model.clock.remaining(SOUTH)
    qtbot.wait(300)
    assert win.model.clock.remaining(SOUTH) == held
    assert win.model.clock.running is None
    dialog.reject()
    qtbot.waitUntil(lambda: win.model.clock.running is SOUTH, timeout=2000)
    win.close()


def test_the_clocks_follow_the_cards_when_the_board_turns(qtbot: QtBot) -> None:
    now = FakeTime()
    win = MainWindow(seats=PEOPLE, settings=INSTANT)
    qtbot.addWidget(win)
    win.model.clock.now = now
    win.start_game(Game(), PEOPLE, time_control=TimeControl(600))
    now.advance(75)
    win.play_house(5)  # F: South has 8:45 left, North 10:00
    assert win.panel.bottom_card.clock.text() == "8:45"
    win.flip_board()
    assert win.panel.top_card.clock.text() == "8:45"
    assert win.panel.bottom_card.clock.text() == "10:00"
    assert win.panel.bottom_card.clock.property("running") is True
    win.close()


def test_the_program_resumes_an_autosaved_timed_game_with_its_clocks(
        run_program: Callable[[str | None], int], created: list[MainWindow]) -> None:
    from wari_desktop.gui.platform.autosave import autosave_path

    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('[TimeControl "180+2"]\n[WariClocks "171.5 95.2"]\n'
                    '[WariNorth "person"]\n[WariSouth "person"]\n\n'
                    '1. C {[%clk 0:02:51.5]} f {[%clk 0:01:44]} 2. E {[%clk 0:02:49]} *\n',
                    encoding="utf-8")
    assert run_program(None) == 0
    (window,) = created
    clock = window.model.clock
    assert window.game.moves == ["C", "f", "E"]
    assert clock.control == TimeControl(180, 2)
    assert clock.running is NORTH
    south, north = clock.times() or (0, 0)
    assert south == 171.5 and 94.0 < north <= 95.2  # as they stood, North's clock running
    assert clock.history()[1:] == [(171.5, 180), (171.5, 104), (169, 104)]
    assert window.document.comments() == {}
    window.close()


@pytest.mark.parametrize("value", ["", "12", "1 2 3", "-1 5", "nan 5", "inf 5", "a b",
                                   "1e9 5"])
def test_damaged_autosaved_clocks_are_ignored(value: str) -> None:
    from wari_desktop.gui.platform.autosave import clocks_from_tag

    assert clocks_from_tag(value) is None
    assert clocks_from_tag("171.5 95.2") == (171.5, 95.2)


def test_a_followed_clock_is_never_held_charged_excused_nor_flagged_here(qtbot: QtBot) -> None:
    """A server's clock (``GameClock.follow``): shown as the server counts it, from the
    moment its figure arrived; no pause, no charge for a move played here (the mover's
    clock runs on until the server's figure comes), no excuse, no flag."""
    now = FakeTime()
    model = timed_model(TimeControl(60, 2), now=now)
    clock = model.clock
    clock.pause("window")
    clock.follow((40.0, 50.0), SOUTH, since=now() - 1)  # the figure came a second ago
    assert clock.followed and not clock.paused and clock.running is SOUTH
    assert clock.times() == pytest.approx((39, 50))
    clock.pause("minimised")
    clock.excuse(10)
    now.advance(4)
    assert not clock.paused and clock.times() == pytest.approx((35, 50))
    clock.moved(1, SOUTH)  # played here, not yet taken by the server: not charged
    assert clock.running is SOUTH and clock.times() == pytest.approx((35, 50))
    now.advance(100)  # past zero: no flag falls here, the clock stays lit at 0
    with qtbot.assertNotEmitted(clock.flagFell):
        clock._check_flag()  # as its timer would, were it armed
    assert clock.running is SOUTH and clock.remaining(SOUTH) == 0
    clock.follow((0.0, 50.0), None)
    assert clock.running is None
    model.new_game(Game(), PEOPLE, clock=ClockStart(TimeControl(60, 2)))
    assert not clock.followed  # a game at one screen: its own clocks again
