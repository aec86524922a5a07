"""The live analysis dock: it analyses the position shown, follows moves, undo and
browsing, puts a score on each legal house, previews the best line, and marks a game
against the computer as assisted."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from wari_desktop.ai.review import position_after
from wari_desktop.gui.game.game_model import PEOPLE, Seat
from wari_desktop.gui.session.document import ASSISTED_TAG
from wari_desktop.gui.study.analysis_control import AnalysisController
from wari_desktop.gui.study.dock_room import SMALLEST
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.notation import load
from wari_desktop.rules import LETTERS, Game

from .conftest import INSTANT


def analysed_moves(control: AnalysisController) -> list[str] | None:
    return None if control._analysed is None else list(control._analysed.moves)


def wait_for_analysis(qtbot: QtBot, control: AnalysisController, moves: list[str]) -> None:
    """Wait until an analysis of the game after ``moves`` is shown."""
    qtbot.waitUntil(lambda: analysed_moves(control) == moves
                    and control._analysis is not None, timeout=10000)


def scores_on_board(window: MainWindow) -> dict[str, str]:
    marks = [item.marks for item in window.board.board.marks]
    return {LETTERS[house]: mark.score for house, mark in enumerate(marks)
            if mark.score is not None}


def test_the_analysis_is_off_until_asked(window: MainWindow) -> None:
    control = window.study.analysis
    assert not control.is_on()
    assert control.dock.isHidden()
    assert control.action in window.menus.menu("view").actions()


def test_turned_on_it_shows_an_evaluation_a_line_and_a_score_per_house(
        window: MainWindow, qtbot: QtBot) -> None:
    control = window.study.analysis
    for move in "CfA":
        window.play_house(LETTERS.index(move))
    control.action.trigger()
    assert control.dock.isVisible()
    wait_for_analysis(qtbot, control, list("CfA"))
    analysis = control._analysis
    assert analysis is not None
    south, north = control.dock.bar.split() or (0, 0)
    assert south + north == 48
    assert control.dock.line_moves() == analysis.pv
    assert analysis.best in control.dock.line.text()
    shown = scores_on_board(window)
    assert set(shown) == set(window.game.legal_moves())
    best = window.board.board.marks[LETTERS.index(analysis.best)].marks
    assert best.best and best.score == f"{analysis.move_scores[analysis.best]:+.1f}"
    # It deepens: a later report goes deeper than the first.
    first = analysis.depth
    qtbot.waitUntil(lambda: control._analysis is not None and control._analysis.depth > first,
                    timeout=10000)


def test_it_follows_moves_undo_and_browsing(window: MainWindow, qtbot: QtBot) -> None:
    control = window.study.analysis
    control.set_on(True)
    wait_for_analysis(qtbot, control, [])
    window.play_house(LETTERS.index("C"))
    wait_for_analysis(qtbot, control, ["C"])
    assert set(scores_on_board(window)) == set(window.game.legal_moves())
    window.play_house(LETTERS.index("f"))
    wait_for_analysis(qtbot, control, ["C", "f"])
    window.show_ply(1)
    wait_for_analysis(qtbot, control, ["C"])
    assert set(scores_on_board(window)) == set(position_after(window.game, 1).legal_moves())
    window.show_ply(None)
    wait_for_analysis(qtbot, control, ["C", "f"])
    window.model.undo()
    wait_for_analysis(qtbot, control, ["C"])


def test_pointing_at_the_line_previews_the_board_after_it(
        window: MainWindow, qtbot: QtBot) -> None:
    control = window.study.analysis
    control.set_on(True)
    wait_for_analysis(qtbot, control, [])
    # the first depths come at once; a line of two moves is there from depth 2 on
    qtbot.waitUntil(lambda: control._analysis is not None and len(control._analysis.pv) >= 2,
                    timeout=10000)
    analysis = control._analysis
    assert analysis is not None
    before = window.board.counts()
    control.dock._hovered("2")  # the second move of the line
    ahead = Game()
    for move in analysis.pv[:2]:
        ahead.play(move)
    assert window.board.counts() == [*ahead.houses, *ahead.scores]
    assert scores_on_board(window) == {}
    control.dock._hovered("")
    assert window.board.counts() == before
    assert scores_on_board(window)


def test_turning_it_off_stops_and_clears(window: MainWindow, qtbot: QtBot) -> None:
    control = window.study.analysis
    control.set_on(True)
    wait_for_analysis(qtbot, control, [])
    control.set_on(False)
    assert control.dock.isHidden()
    assert not control.runner.is_running()
    assert scores_on_board(window) == {}
    window.play_house(LETTERS.index("C"))
    qtbot.wait(200)
    assert analysed_moves(control) == []  # it did not follow while off


def test_a_finished_game_shows_the_final_split(window: MainWindow, qtbot: QtBot) -> None:
    game = Game()
    for move in "CfAb":
        game.play(move)
    game.agree_to_end()
    window.start_game(game, PEOPLE)
    control = window.study.analysis
    control.set_on(True)
    assert game.outcome is not None
    assert control.dock.bar.split() == game.outcome.totals
    assert not control.runner.is_running()


def test_against_the_computer_it_starts_off_and_marks_the_record_assisted(
        qtbot: QtBot, tmp_path: Path) -> None:
    window = MainWindow(seats=PEOPLE, settings=INSTANT)
    qtbot.addWidget(window)
    window.show()
    control = window.study.analysis
    control.set_on(True)
    assert ASSISTED_TAG not in window.document.extra_tags  # two people: free
    window.start_game(Game(), (Seat(), Seat(True, "beginner")))
    assert not control.is_on()  # off by default against the computer
    assert not control.dock.assisted.isVisible()
    control.set_on(True)
    assert window.document.extra_tags[ASSISTED_TAG]
    assert control.dock.assisted.isVisible()
    window.play_house(LETTERS.index("C"))
    qtbot.waitUntil(lambda: len(window.game.moves) == 2, timeout=10000)
    path = tmp_path / "assisted.ogn"
    assert window.files.save_path(path)
    assert load(path).tags[ASSISTED_TAG] == window.document.extra_tags[ASSISTED_TAG]
    # The mark stays with the record when it is opened again.
    window.start_game(Game(), (Seat(), Seat(True, "beginner")))
    assert ASSISTED_TAG not in window.document.extra_tags
    assert window.open_path(path)
    assert ASSISTED_TAG in window.document.extra_tags
    window.close()


def global_rect(widget: QWidget) -> QRect:
    """Where ``widget`` is on the screen."""
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


@pytest.mark.parametrize("size", [(1024, 640), (800, 460), (1200, 700)])
def test_the_dock_stands_beside_the_board_never_over_it(
        qtbot: QtBot, size: tuple[int, int]) -> None:
    win = MainWindow(seats=PEOPLE, settings=INSTANT)
    qtbot.addWidget(win)
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    control = win.study.analysis
    control.action.trigger()  # Ctrl+Shift+A
    qtbot.waitUntil(lambda: control.dock.isVisible(), timeout=3000)
    qtbot.wait(50)  # the layout settles
    dock, board = control.dock, win.board
    assert not dock.isFloating()
    assert not global_rect(dock).intersects(global_rect(board))
    assert not global_rect(dock).intersects(global_rect(win.menuBar()))
    assert board.width() >= SMALLEST.width() and board.height() >= SMALLEST.height()
    assert global_rect(win).contains(global_rect(dock))
    control.set_on(False)
    qtbot.waitUntil(lambda: board.minimumSize() == control.room.usual, timeout=3000)
    win.resize(1200, 700)  # larger again: opened once more, it docks beside the board
    control.set_on(True)
    qtbot.wait(50)
    assert not dock.isFloating()
    assert not global_rect(dock).intersects(global_rect(board))
    win.close()
