"""Game, Set Up Position: the board editor adds, removes and moves seeds, checks the 48,
explains positions the rules cannot continue from, copies and pastes FEN, and plays."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication, QWheelEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from wari_desktop.gui import position_editor
from wari_desktop.gui.main_window import MainWindow
from wari_desktop.gui.position_editor import PositionEditor
from wari_desktop.notation import load
from wari_desktop.notation.fen import parse_fen
from wari_desktop.rules import GrandSlam, Player, Position, Rules

START_FEN = "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S"


@pytest.fixture
def editor(qtbot: QtBot) -> PositionEditor:
    dialog = PositionEditor(Position.start())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def click(qtbot: QtBot, editor: PositionEditor, pit: int,
          button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
    qtbot.mouseClick(editor.board, button, pos=editor.board.pit_center(pit).toPoint())


def test_clicks_add_and_remove_seeds_and_the_total_is_checked(qtbot: QtBot,
                                                              editor: PositionEditor) -> None:
    assert editor.play_button.isEnabled()
    click(qtbot, editor, 0)
    assert editor.board.counts[0] == 5
    assert "49 seeds of 48: 1 too many" in editor.status.text()
    assert not editor.play_button.isEnabled()
    click(qtbot, editor, 0, Qt.MouseButton.RightButton)
    click(qtbot, editor, 0, Qt.MouseButton.RightButton)
    assert editor.board.counts[0] == 3
    assert "47 seeds of 48: 1 missing" in editor.status.text()
    click(qtbot, editor, 12)  # South's store
    assert editor.board.counts[12] == 1 and editor.play_button.isEnabled()
    assert editor.fen() == "3-4-4-4-4-4-4-4-4-4-4-4-1-0-S"


def test_an_empty_pit_stays_at_zero(qtbot: QtBot, editor: PositionEditor) -> None:
    editor.board.set_counts([0] * 14)
    click(qtbot, editor, 5, Qt.MouseButton.RightButton)
    assert editor.board.counts == [0] * 14
    assert "0 seeds of 48: 48 missing" in editor.status.text()


def test_the_wheel_adds_and_removes(editor: PositionEditor) -> None:
    board = editor.board
    where = board.pit_center(7)
    for delta in (240, -120):
        event = QWheelEvent(where, board.mapToGlobal(where), QPoint(), QPoint(0, delta),
                            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                            Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.sendEvent(board, event)
    assert board.counts[7] == 5


def test_a_drag_moves_a_seed_and_shift_moves_them_all(qtbot: QtBot,
                                                      editor: PositionEditor) -> None:
    board = editor.board
    source, target = board.pit_center(2).toPoint(), board.pit_center(13).toPoint()
    qtbot.mousePress(board, Qt.MouseButton.LeftButton, pos=source)
    qtbot.mouseRelease(board, Qt.MouseButton.LeftButton, pos=target)
    assert board.counts[2] == 3 and board.counts[13] == 1
    qtbot.mousePress(board, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier, source)
    qtbot.mouseRelease(board, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier,
                       target)
    assert board.counts[2] == 0 and board.counts[13] == 4
    assert editor.play_button.isEnabled()  # still 48


def test_a_position_the_rules_cannot_continue_from_is_explained(editor: PositionEditor) -> None:
    assert editor.set_fen("1-1-0-2-1-0-0-0-0-0-0-0-20-23-S")
    assert "cannot continue" in editor.status.text() and "famine" in editor.status.text()
    assert "25–23" in editor.status.text()
    assert not editor.play_button.isEnabled()
    with pytest.raises(ValueError):
        editor.game()
    editor.set_to_move(Player.NORTH)  # North has no seeds at all: famine too
    assert "cannot continue" in editor.status.text()


def test_the_player_to_move_and_the_rules_are_chosen(editor: PositionEditor) -> None:
    editor.north_radio.setChecked(True)
    assert editor.fen().endswith("-N")
    editor.grand_slam_combo.setCurrentIndex(1)
    editor.repetition_check.setChecked(False)
    game = editor.game()
    assert game.to_move is Player.NORTH
    assert game.rules == Rules(grand_slam=GrandSlam.FORBIDDEN, end_on_repetition=False)


def test_fen_is_copied_and_pasted(editor: PositionEditor) -> None:
    editor.copy_fen()
    assert QGuiApplication.clipboard().text() == START_FEN
    QGuiApplication.clipboard().setText("1-20-2-0-3-1-5-0-2-1-4-1-4-4-N")
    editor.paste_fen()
    assert editor.board.counts == [1, 20, 2, 0, 3, 1, 5, 0, 2, 1, 4, 1, 4, 4]
    assert editor.to_move() is Player.NORTH
    assert editor.fen_edit.text() == "1-20-2-0-3-1-5-0-2-1-4-1-4-4-N"


def test_a_bad_fen_says_why_and_changes_nothing(editor: PositionEditor) -> None:
    QGuiApplication.clipboard().setText("4-4-4-S")
    editor.paste_fen()
    assert "not a position" in editor.status.text() and "fields" in editor.status.text()
    assert editor.fen() == START_FEN
    editor.fen_edit.setText("9-4-4-4-4-4-4-4-4-4-4-4-0-0-S")
    editor.apply_fen_text()
    assert "48" in editor.status.text() and editor.fen() == START_FEN


def test_play_starts_a_game_saved_with_its_fen(window: MainWindow, tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    fen = "1-20-2-0-3-1-5-0-2-1-4-1-4-4-N"

    def exec_(dialog: PositionEditor) -> int:
        assert dialog.fen() == START_FEN  # it opens on the board's position
        dialog.set_fen(fen)
        return 1

    monkeypatch.setattr(position_editor.PositionEditor, "exec", exec_)
    assert window.learning.setup_action in window.game_menu.actions()
    assert window.learning.set_up_position()
    assert window.game.start == parse_fen(fen)
    assert window.board.counts() == [1, 20, 2, 0, 3, 1, 5, 0, 2, 1, 4, 1, 4, 4]
    window.play_house(6)  # North's a
    path = tmp_path / "set-up.ogn"
    assert window.save_path(path)
    text = path.read_text(encoding="utf-8")
    assert f'[FEN "{fen}"]' in text
    assert load(path).game.moves == ["a"] and load(path).game.start == parse_fen(fen)


def test_cancel_keeps_the_game(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    window.play_house(4)
    monkeypatch.setattr(position_editor.PositionEditor, "exec", lambda dialog: 0)
    assert not window.learning.set_up_position()
    assert window.game.moves == ["E"]
