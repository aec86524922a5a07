"""Game, Set Up Position: the board editor adds, removes and moves seeds, checks the 48,
explains positions the rules cannot continue from, copies and pastes FEN, and plays."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication, QWheelEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from wari_desktop.gui.study import position_editor
from wari_desktop.gui.study.position_editor import PositionEditor
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.notation import load
from wari_desktop.notation.fen import parse_fen
from wari_desktop.rules import GrandSlam, Player, Position, Rules

START_FEN = "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S"


@pytest.fixture
def editor(qtbot: QtBot) -> PositionEditor:
    from wari_desktop.gui.platform.i18n import install_translators

    install_translators(QApplication.instance(), "en")  # English plurals: "4 seeds"
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
    assert editor.status.text() == "Seeds: 49 of 48; 1 too many. Take it away to play."
    assert not editor.play_button.isEnabled()
    click(qtbot, editor, 0, Qt.MouseButton.RightButton)
    click(qtbot, editor, 0, Qt.MouseButton.RightButton)
    assert editor.board.counts[0] == 3
    assert editor.status.text() == "Seeds: 47 of 48; 1 missing. Add it to play."
    click(qtbot, editor, 12)  # South's store
    assert editor.board.counts[12] == 1 and editor.play_button.isEnabled()
    assert editor.fen() == "3-4-4-4-4-4-4-4-4-4-4-4-1-0-S"


def test_an_empty_pit_stays_at_zero(qtbot: QtBot, editor: PositionEditor) -> None:
    editor.board.set_counts([0] * 14)
    click(qtbot, editor, 5, Qt.MouseButton.RightButton)
    assert editor.board.counts == [0] * 14
    assert editor.status.text() == "Seeds: 0 of 48; 48 missing. Add them to play."


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
    assert window.study.editor.action in window.menus.menu("game").actions()
    assert window.study.editor.set_up_position()
    assert window.game.start == parse_fen(fen)
    assert window.board.counts() == [1, 20, 2, 0, 3, 1, 5, 0, 2, 1, 4, 1, 4, 4]
    window.play_house(6)  # North's a
    path = tmp_path / "set-up.ogn"
    assert window.files.save_path(path)
    text = path.read_text(encoding="utf-8")
    assert f'[FEN "{fen}"]' in text
    assert load(path).game.moves == ["a"] and load(path).game.start == parse_fen(fen)


def test_cancel_keeps_the_game(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    window.play_house(4)
    monkeypatch.setattr(position_editor.PositionEditor, "exec", lambda dialog: 0)
    assert not window.study.editor.set_up_position()
    assert window.game.moves == ["E"]


def board_name(editor: PositionEditor) -> str:
    """What a screen reader reads of the editor's board, in English ("4 seeds")."""
    from PySide6.QtGui import QAccessible

    return QAccessible.queryAccessibleInterface(editor.board).text(QAccessible.Text.Name)


def test_the_keyboard_moves_a_ring_over_the_pits_and_says_what_each_holds(
    qtbot: QtBot, editor: PositionEditor
) -> None:
    board = editor.board
    assert board.focusPolicy() == Qt.FocusPolicy.StrongFocus
    board.setFocus()
    qtbot.waitUntil(board.hasFocus)
    assert not board.ring_shown()  # the focus came without a key: no ring yet
    qtbot.keyClick(board, Qt.Key.Key_Right)
    assert board.focus_pit == 1 and board.ring_shown()
    assert board_name(editor) == "House B, 4 seeds, South's"
    qtbot.keyClick(board, Qt.Key.Key_Up)  # above B on screen: North's e
    assert board.focus_pit == 10 and board_name(editor) == "House e, 4 seeds, North's"
    for _ in range(3):
        qtbot.keyClick(board, Qt.Key.Key_Right)  # d, c, b ... then the store at the right
    qtbot.keyClick(board, Qt.Key.Key_Right)
    qtbot.keyClick(board, Qt.Key.Key_Right)
    assert board.focus_pit == 12 and board_name(editor) == "South's store, 0 seeds"
    qtbot.keyClick(board, Qt.Key.Key_Right)  # the edge: it stays
    assert board.focus_pit == 12
    qtbot.keyClick(board, Qt.Key.Key_Left)
    assert board.focus_pit == 5  # F, the nearest house to the left of the store
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.pit_center(0).toPoint())
    assert not board.ring_shown()  # the mouse hides it until the next key


def test_keys_add_take_away_and_type_seeds(qtbot: QtBot, editor: PositionEditor) -> None:
    board = editor.board
    board.setFocus()
    qtbot.waitUntil(board.hasFocus)
    qtbot.keyClick(board, Qt.Key.Key_Plus)
    assert board.counts[0] == 5 and board_name(editor) == "House A, 5 seeds, South's"
    assert "Seeds: 49 of 48; 1 too many" in editor.status.text()
    qtbot.keyClick(board, Qt.Key.Key_Minus)
    qtbot.keyClick(board, Qt.Key.Key_Minus)
    assert board.counts[0] == 3
    qtbot.keyClick(board, Qt.Key.Key_PageUp)
    assert board.counts[0] == 8
    qtbot.keyClick(board, Qt.Key.Key_PageDown)
    qtbot.keyClick(board, Qt.Key.Key_PageDown)
    assert board.counts[0] == 0  # never below zero
    qtbot.keyClicks(board, "12")  # two digits typed at once make one number
    assert board.counts[0] == 12 and board_name(editor) == "House A, 12 seeds, South's"
    qtbot.keyClicks(board, "9")  # 129 is more than 48: a new number
    assert board.counts[0] == 9
    qtbot.keyClick(board, Qt.Key.Key_Delete)
    assert board.counts[0] == 0 and board_name(editor) == "House A, 0 seeds, South's"
    assert editor.fen().startswith("0-4-4-")


def test_digits_typed_after_a_pause_start_a_new_number(editor: PositionEditor) -> None:
    board = editor.board
    board.type_digit("2", now=100.0)
    board.type_digit("4", now=100.5)
    assert board.counts[0] == 24
    board.type_digit("3", now=110.0)
    assert board.counts[0] == 3


def test_a_position_is_set_up_and_played_with_the_keyboard_alone(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Empty the board, put 40 seeds in A and 8 in f, North to move, and play: Tab,
    Space, arrows, digits and Enter only."""
    from PySide6.QtCore import QTimer

    failures: list[BaseException] = []

    def by_keys() -> None:
        editor = QApplication.activeModalWidget()
        assert isinstance(editor, PositionEditor)
        try:
            keys(editor)
        except BaseException as error:  # report it after the dialog is closed
            failures.append(error)
            editor.reject()

    def keys(editor: PositionEditor) -> None:
        order = [editor.board, editor.south_radio, editor.repetition_check,
                 editor.grand_slam_combo, editor.empty_side_combo, editor.fen_edit,
                 editor.copy_button, editor.paste_button, editor.empty_button]
        qtbot.waitUntil(lambda: QApplication.focusWidget() is editor.board)  # it opens there
        for widget in order[1:]:  # Tab goes through the dialog in reading order
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
            assert QApplication.focusWidget() is widget
        qtbot.keyClick(editor.empty_button, Qt.Key.Key_Space)
        assert editor.board.counts == [0] * 14
        for _ in order[1:]:  # and Shift+Tab back
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backtab)
        assert QApplication.focusWidget() is editor.board
        qtbot.keyClicks(editor.board, "40")
        qtbot.keyClick(editor.board, Qt.Key.Key_Up)  # f, above A
        qtbot.keyClicks(editor.board, "8")
        qtbot.keyClick(editor.board, Qt.Key.Key_Tab)  # the South radio: the arrow picks North
        qtbot.keyClick(editor.south_radio, Qt.Key.Key_Right)
        assert editor.north_radio.isChecked()
        assert editor.play_button.isEnabled(), editor.status.text()
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)

    QTimer.singleShot(100, by_keys)
    window.study.editor.set_up_position()
    assert failures == []
    assert window.game.position.houses == (40, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8)
    assert window.game.to_move is Player.NORTH


@pytest.mark.parametrize("width", [960, 700])
def test_the_board_keeps_its_size_whatever_the_message_says(
        qtbot: QtBot, editor: PositionEditor, width: int) -> None:
    """The message under the board has room for its longest text (two lines at the
    editor's least width): a long message never shrinks the board, a short one never
    grows it."""
    editor.resize(max(width, editor.minimumWidth()), 700)
    qtbot.waitUntil(lambda: editor.width() == max(width, editor.minimumWidth()))
    QApplication.processEvents()
    where = editor.board.geometry()
    editor.set_fen("1-1-0-2-1-0-0-0-0-0-0-0-20-23-S")  # the longest: famine, cannot go on
    QApplication.processEvents()
    assert "cannot continue" in editor.status.text()
    assert editor.board.geometry() == where
    assert editor.status.heightForWidth(editor.status.width()) <= editor.status.height()
    editor.set_fen(START_FEN)
    QApplication.processEvents()
    assert editor.board.geometry() == where
