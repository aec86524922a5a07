"""The live analysis follows the board editor: the position set up is analysed as it
changes, a position that cannot be played is explained instead, and the game's position
comes back when the editor closes; switched on in the editor during a game against the
computer, it does not mark the game."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from wari_desktop.gui.session.document import ASSISTED_TAG
from wari_desktop.gui.study import position_editor
from wari_desktop.gui.study.analysis_control import AnalysisController
from wari_desktop.gui.study.position_editor import PositionEditor
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.notation.fen import parse_fen
from wari_desktop.rules import Position

from .test_analysis_dock import scores_on_board, wait_for_analysis

PLAYABLE = "1-20-2-0-3-1-5-0-2-1-4-1-4-4-N"
FAMINE = "0-0-0-0-0-0-1-0-0-0-0-0-23-24-S"  # South to move with no seed: over at once


def analysed_start(control: AnalysisController) -> Position | None:
    game = control._analysed
    return None if game is None or control._analysis is None else game.start


def in_editor(monkeypatch: pytest.MonkeyPatch, steps: Callable[[PositionEditor], int]) -> None:
    """Make Set Up Position run ``steps`` on the shown editor instead of waiting for a
    person; their answer closes it (1: Play, 0: Cancel)."""

    def exec_(editor: PositionEditor) -> int:
        editor.show()
        answer = steps(editor)
        editor.done(answer)
        return answer

    monkeypatch.setattr(position_editor.PositionEditor, "exec", exec_)


def test_the_dock_follows_the_position_set_up_and_returns_to_the_game(
        window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    control = window.study.analysis
    window.play_house(2)  # C
    control.set_on(True)
    wait_for_analysis(qtbot, control, ["C"])
    assert scores_on_board(window)
    seen: dict[str, object] = {}

    def steps(editor: PositionEditor) -> int:
        dock = control.dock
        assert dock.source.isVisible()
        qtbot.waitUntil(dock.isFloating, timeout=2000)  # beside the editor, once shown
        assert scores_on_board(window) == {}  # the window's board shows the game
        editor.set_fen(PLAYABLE)
        qtbot.waitUntil(lambda: analysed_start(control) == parse_fen(PLAYABLE),
                        timeout=10000)
        assert control._analysed is not None and control._analysed.moves == []
        assert dock.line_moves() and not dock.line_note.isVisible()
        analysis = control._analysis
        assert analysis is not None and dock.scores.isVisible()
        for move, score in analysis.move_scores.items():  # listed, the board has no room
            assert f"{move}&nbsp;{score:+.1f}" in dock.scores.text()
        seen["line"] = dock.line_moves()
        editor.board.add(0, 1)  # 49 seeds
        qtbot.waitUntil(
            lambda: "Nothing to analyse. Seeds: 49 of 48; 1 too many" in dock.words.text(),
            timeout=2000)
        assert not control.runner.is_running() and dock.bar.split() is None
        editor.board.add(0, -2)  # 47
        qtbot.waitUntil(lambda: "1 missing" in dock.words.text(), timeout=2000)
        editor.set_fen(FAMINE)
        qtbot.waitUntil(lambda: "over at once" in dock.words.text(), timeout=2000)
        assert "famine" in dock.words.text() and "23–25" in dock.words.text()
        return 0

    in_editor(monkeypatch, steps)
    assert not window.study.editor.set_up_position()
    assert control.is_on() and seen["line"]
    assert not control.dock.isFloating() and not control.dock.source.isVisible()
    wait_for_analysis(qtbot, control, ["C"])  # the game's position again
    qtbot.waitUntil(lambda: bool(scores_on_board(window)), timeout=5000)
    assert control.dock.line_note.isVisible() and not control.dock.scores.isVisible()


def test_switched_on_in_the_editor_against_the_computer_it_marks_nothing(
        window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    from wari_desktop.gui.game.game_model import Seat

    control = window.study.analysis
    window.start_game(window.game, (Seat(), Seat(True, "beginner")))
    assert not control.is_on()

    def steps(editor: PositionEditor) -> int:
        switch = control._switch
        assert switch is not None and switch.parent() is editor and not switch.isChecked()
        assert control.action in editor.actions()  # Ctrl+Shift+A works over the editor
        switch.click()
        assert control.is_on() and control.dock.isVisible()
        qtbot.waitUntil(lambda: analysed_start(control) == Position.start(), timeout=10000)
        return 0

    in_editor(monkeypatch, steps)
    window.study.editor.set_up_position()
    assert not control.is_on() and control.dock.isHidden()
    assert ASSISTED_TAG not in window.document.extra_tags
    assert not control.runner.is_running()


def test_play_from_the_editor_analyses_the_new_game_when_two_people_play(
        window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    control = window.study.analysis

    def steps(editor: PositionEditor) -> int:
        control._switch.setChecked(True)  # type: ignore[union-attr]
        editor.set_fen(PLAYABLE)
        qtbot.waitUntil(lambda: analysed_start(control) == parse_fen(PLAYABLE),
                        timeout=10000)
        return 1

    in_editor(monkeypatch, steps)
    assert window.study.editor.set_up_position()
    assert control.is_on() and window.game.start == parse_fen(PLAYABLE)
    wait_for_analysis(qtbot, control, [])
    assert control._analysed is not None and control._analysed.start == parse_fen(PLAYABLE)
    assert scores_on_board(window)
    # Off in the editor: the dock goes and stays off.
    def switch_off(editor: PositionEditor) -> int:
        assert control._switch is not None
        control._switch.setChecked(False)
        return 0

    in_editor(monkeypatch, switch_off)
    window.study.editor.set_up_position()
    assert not control.is_on() and control.dock.isHidden()


def test_a_computer_move_while_the_editor_analyses_marks_nothing(
        window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    from wari_desktop.gui.game.game_model import Seat

    control = window.study.analysis
    window.start_game(window.game, (Seat(True, "beginner"), Seat()))  # the computer starts

    def steps(editor: PositionEditor) -> int:
        assert control._switch is not None
        control._switch.setChecked(True)
        qtbot.waitUntil(lambda: len(window.game.moves) == 1, timeout=15000)
        assert ASSISTED_TAG not in window.document.extra_tags
        return 0

    in_editor(monkeypatch, steps)
    window.study.editor.set_up_position()
    assert not control.is_on() and ASSISTED_TAG not in window.document.extra_tags
