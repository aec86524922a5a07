"""The main window: clicks and keys play moves, the computer replies, undo and redo, the
panel, resigning and agreeing, and files (save, open, damaged files, autosave)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from wari_desktop.gui.game.game_model import PEOPLE, Seat
from wari_desktop.gui.platform.autosave import read_autosave
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.notation.fen import parse_fen
from wari_desktop.rules import EndReason, Game, Player, index

from .conftest import INSTANT, START


def click_house(qtbot: QtBot, window: MainWindow, letter: str) -> None:
    board = window.board
    qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton,
                     pos=board.house_center(index(letter)).toPoint())


def make_window(qtbot: QtBot, *args: object, **kwargs: object) -> MainWindow:
    kwargs.setdefault("settings", INSTANT)
    win = MainWindow(*args, **kwargs)  # type: ignore[arg-type]
    qtbot.addWidget(win)
    win.confirm = lambda title, question: True
    return win


def test_window_shows_the_start_with_south_to_move(window: MainWindow) -> None:
    assert window.game.houses == START
    assert window.board.counts() == [*START, 0, 0]
    assert "South to move" in window.panel.status.text()
    assert window.windowTitle() == "New game — Wari"


def test_clicking_a_legal_house_plays_it(qtbot: QtBot, window: MainWindow) -> None:
    click_house(qtbot, window, "E")
    assert window.game.houses == [4, 4, 4, 4, 0, 5, 5, 5, 5, 4, 4, 4]
    assert window.board.counts()[:12] == window.game.houses
    assert window.game.to_move is Player.NORTH
    assert "North to move" in window.panel.status.text()
    assert window.moves.ply_count() == 1


def test_clicking_a_north_house_when_south_is_to_move_changes_nothing(
    qtbot: QtBot, window: MainWindow
) -> None:
    click_house(qtbot, window, "c")
    assert window.game.houses == START
    assert window.game.moves == []
    assert window.panel.status.text() == "c is not South's house: South plays A–F."


def test_clicking_between_houses_changes_nothing(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.mouseClick(window.board.viewport(), Qt.MouseButton.LeftButton,
                     pos=window.board.rect().topLeft())
    assert window.game.moves == []


def test_typing_a_letter_plays_that_house_of_the_side_to_move(
    qtbot: QtBot, window: MainWindow
) -> None:
    qtbot.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.NoModifier)
    assert window.game.moves == ["D"]
    qtbot.keyClick(window, Qt.Key.Key_B)  # North to move: "b" is North's house b
    assert window.game.moves == ["D", "b"]


def test_undo_and_redo_from_the_menu(qtbot: QtBot, window: MainWindow) -> None:
    click_house(qtbot, window, "E")
    click_house(qtbot, window, "b")
    window.commands.undo.trigger()
    assert window.game.moves == ["E"]
    assert window.board.counts()[:12] == window.game.houses
    window.commands.redo.trigger()
    assert window.game.moves == ["E", "b"]
    window.commands.undo.trigger()
    window.commands.undo.trigger()
    assert window.game.houses == START
    assert not window.commands.undo.isEnabled()


def test_standard_shortcuts(window: MainWindow) -> None:
    from PySide6.QtGui import QKeySequence

    def has(action: object, key: QKeySequence.StandardKey) -> bool:
        return any(s in action.shortcuts() for s in QKeySequence.keyBindings(key))  # type: ignore[attr-defined]

    assert has(window.commands.new, QKeySequence.StandardKey.New)
    assert has(window.commands.open, QKeySequence.StandardKey.Open)
    assert has(window.commands.save, QKeySequence.StandardKey.Save)
    assert has(window.commands.undo, QKeySequence.StandardKey.Undo)
    assert has(window.commands.redo, QKeySequence.StandardKey.Redo)
    assert window.commands.hint.shortcut().toString() == "Ctrl+H"


def test_the_panel_shows_the_scores(qtbot: QtBot) -> None:
    win = make_window(qtbot, parse_fen("4-0-0-1-3-1-2-1-2-0-0-6-14-14-S"), PEOPLE)
    win.play_house(index("E"))  # captures b and a: 5 seeds
    assert win.game.scores == (19, 14)
    assert win.panel.bottom_card.score.text() == "19"
    assert win.panel.top_card.score.text() == "14"


def test_the_result_and_its_reason_show_at_the_end(qtbot: QtBot) -> None:
    win = make_window(qtbot, parse_fen("1-1-0-2-1-0-0-0-0-0-0-0-20-23-S"), PEOPLE)
    text = win.panel.result.text()
    assert win.game.is_over()
    assert not win.panel.result.isHidden()
    assert "South wins 25–23" in text and "famine" in text


def test_against_the_computer_a_click_gets_a_reply(qtbot: QtBot) -> None:
    win = make_window(qtbot, None, (Seat(), Seat(True, "beginner")))
    win.show()
    qtbot.waitExposed(win)
    click_house(qtbot, win, "C")
    qtbot.waitUntil(lambda: len(win.game.moves) == 2, timeout=10_000)
    assert win.game.moves[0] == "C" and win.game.moves[1].islower()
    assert "Your move" in win.panel.status.text()
    assert win.panel.top_card.name.text().startswith("Computer")
    win.close()


def test_playing_north_against_the_computer_turns_the_board(qtbot: QtBot) -> None:
    win = make_window(qtbot, None, (Seat(True, "beginner"), Seat()))
    assert win.board.is_flipped()
    qtbot.waitUntil(lambda: len(win.game.moves) == 1, timeout=10_000)
    win.commands.flip.trigger()
    assert not win.board.is_flipped()
    win.close()


def test_a_hint_rings_a_house_with_its_evaluation(qtbot: QtBot, window: MainWindow) -> None:
    window.commands.hint.trigger()
    qtbot.waitUntil(lambda: "is the best move" in window.panel.status.text(), timeout=10_000)
    marked = [item.marks for item in window.board.board.marks if item.marks.hint is not None]
    assert len(marked) == 1 and marked[0].legal
    assert marked[0].hint.startswith(("+", "-"))


def test_resigning_ends_the_game_and_undo_takes_it_back(qtbot: QtBot) -> None:
    win = make_window(qtbot, None, (Seat(), Seat(True, "beginner")))
    win.commands.resign.trigger()
    assert win.model.is_over()
    assert "You resigned" in win.panel.result.text()
    win.play_house(index("A"))
    assert win.game.moves == []
    win.commands.undo.trigger()
    assert not win.model.is_over()
    win.close()


def test_two_people_may_end_by_agreement(qtbot: QtBot) -> None:
    win = make_window(qtbot, parse_fen("0-0-0-0-0-1-0-0-0-0-0-1-23-23-S"), PEOPLE)
    win.commands.agree.trigger()
    assert win.game.outcome is not None
    assert win.game.outcome.reason is EndReason.AGREEMENT


def test_the_computer_accepts_an_agreement_only_without_captures_ahead(qtbot: QtBot) -> None:
    # One seed each on F and f: best play captures nothing more (24-24 either way).
    win = make_window(qtbot, parse_fen("0-0-0-0-0-1-0-0-0-0-0-1-23-23-S"),
                      (Seat(), Seat(True, "beginner")))
    with qtbot.waitSignal(win.model.agreementAnswered, timeout=10_000) as answer:
        win.commands.agree.trigger()
    assert answer.args == [True]
    assert win.game.outcome is not None and win.game.outcome.reason is EndReason.AGREEMENT

    # At the start, captures lie ahead: the computer declines and the game goes on.
    win2 = make_window(qtbot, None, (Seat(), Seat(True, "beginner")))
    with qtbot.waitSignal(win2.model.agreementAnswered, timeout=10_000) as answer:
        win2.commands.agree.trigger()
    assert answer.args == [False]
    assert not win2.model.is_over()
    assert "declines" in win2.panel.status.text()
    win.close()
    win2.close()


def test_the_move_shown_is_named_as_its_row_of_the_list(qtbot: QtBot,
                                                         window: MainWindow) -> None:
    for letter in "EbC":
        window.play_house(index(letter))
    qtbot.waitUntil(lambda: len(window.model.game.plies) == 3)
    window.show_ply(2)  # North's answer sits in row 1 beside South's move: move 1
    assert "after move 1 (North)" in window.panel.status.text()
    assert window.panel.moves.currentIndex().row() == 0


def test_clicking_a_move_in_the_list_shows_that_position(qtbot: QtBot, window: MainWindow) -> None:
    for letter in "Eb":
        window.play_house(index(letter))
    window.show_ply(1)
    assert window.board.counts()[:12] == [4, 4, 4, 4, 0, 5, 5, 5, 5, 4, 4, 4]
    assert "after move 1 (South)" in window.panel.status.text()
    window.play_house(index("A"))  # a past position is only looked at
    assert window.game.moves == ["E", "b"]
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert window.board.counts()[:12] == window.game.houses


def test_save_and_open_round_trip(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    for letter in "EbC":
        window.play_house(index(letter))
    path = tmp_path / "game.ogn"
    assert window.files.save_path(path)
    assert "game.ogn" in window.windowTitle()
    other = make_window(qtbot, None, PEOPLE)
    assert other.open_path(path)
    assert other.game.moves == ["E", "b", "C"]
    assert other.game.houses == window.game.houses
    assert other.model.seats == PEOPLE
    other.commands.undo.trigger()
    assert other.game.moves == ["E", "b"]


def test_a_damaged_file_names_its_problem_and_leaves_the_game(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.play_house(index("E"))
    problems: list[tuple[str, str]] = []
    monkeypatch.setattr(window.files, "problem",
                        lambda title, text: problems.append((title, text)))
    path = tmp_path / "bad.ogn"
    path.write_text('[Event "x"]\n\n1. A b 2. Q *\n', encoding="utf-8")
    assert not window.open_path(path)
    assert window.game.moves == ["E"]
    (title, text), = problems
    assert "bad.ogn" in title and "line 3" in text
    assert not window.open_path(tmp_path / "missing.ogn")
    assert window.game.moves == ["E"]


def test_saving_to_an_unwritable_place_says_so_and_keeps_the_game(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.play_house(index("E"))
    problems: list[str] = []
    monkeypatch.setattr(window.files, "problem", lambda title, text: problems.append(title))
    assert not window.files.save_path(tmp_path / "no" / "such" / "folder" / "g.ogn")
    assert problems and window.document.path is None and window.game.moves == ["E"]


def test_autosave_keeps_every_move_and_resumes_exactly(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "autosave.ogn"
    seats = (Seat(), Seat(True, "expert"))
    win = make_window(qtbot, None, PEOPLE, autosave=path)
    win.model.set_seats(seats)
    for letter in "AfB":
        win.model.set_seats(PEOPLE)
        win.play_house(index(letter))
    win.model.set_seats(seats)
    record = read_autosave(path)  # written after the last move, before any quit
    assert record is not None and record.game.moves == ["A", "f", "B"]
    win.model.shutdown()

    resumed = make_window(qtbot, None, PEOPLE)
    from wari_desktop.gui.platform.autosave import seats_of

    resumed.start_game(record.game, seats_of(record, PEOPLE))
    assert resumed.game.moves == ["A", "f", "B"]
    assert resumed.model.seats == seats
    resumed.model.shutdown()


def test_a_finished_game_is_not_resumed(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "autosave.ogn"
    win = make_window(qtbot, parse_fen("0-0-0-0-0-2-1-0-0-0-0-0-22-23-S"), PEOPLE,
                      autosave=path)
    win.play_house(index("F"))  # captures 2 from a: 24-23, then North cannot move...
    assert read_autosave(path) is None


def test_a_damaged_autosave_is_ignored(tmp_path: Path) -> None:
    path = tmp_path / "autosave.ogn"
    path.write_bytes(b"\xff\xfe garbage")
    assert read_autosave(path) is None
    assert path.exists()  # left for the player to look at


def test_start_game_accepts_a_game_under_other_rules(qtbot: QtBot, window: MainWindow) -> None:
    from wari_desktop.rules import GrandSlam, Rules

    game = Game(rules=Rules(grand_slam=GrandSlam.FORBIDDEN))
    window.start_game(game, PEOPLE)
    assert window.game.rules.grand_slam is GrandSlam.FORBIDDEN
    assert window.board.counts() == [*START, 0, 0]


def test_the_status_says_which_computer_is_to_move(qtbot: QtBot) -> None:
    window = MainWindow(seats=(Seat(True, "casual"), Seat(True, "club")), settings=INSTANT)
    qtbot.addWidget(window)
    window.model.set_autoplay(False)
    window.refresh()
    assert window.panel.status.text() == "Computer South (Casual) to move"
