"""Help, Puzzles: the puzzle of the day on a live board; a right answer is marked solved
with the count and streak shown, a wrong one is sown with its refutation."""

from __future__ import annotations

import datetime
import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from wari_desktop.gui.learn.lessons_window import Stage
from wari_desktop.gui.learn.puzzles_window import PuzzlesWindow, open_puzzles
from wari_desktop.puzzles.collection import load_puzzles
from wari_desktop.puzzles.daily import puzzle_of_the_day
from wari_desktop.puzzles.progress import Progress, load_progress
from wari_desktop.puzzles.puzzle import Grade, Puzzle
from wari_desktop.rules import LETTERS, Game

from .conftest import INSTANT

DAY = datetime.date(2026, 11, 24)
PUZZLES = load_puzzles()


@pytest.fixture
def progress(tmp_path: Path) -> Progress:
    return load_progress(tmp_path / "progress.json")


@pytest.fixture
def puzzles(qtbot: QtBot, progress: Progress) -> PuzzlesWindow:
    win = PuzzlesWindow(INSTANT, puzzles=PUZZLES, progress=progress, today=DAY)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def verdict(win: PuzzlesWindow) -> str:
    return str(win.feedback.property("verdict"))


def counts_after(puzzle: Puzzle, *moves: str) -> list[int]:
    game = puzzle.game()
    for move in moves:
        game.play(move)
    return [*game.houses, *game.scores]


def test_it_opens_on_the_puzzle_of_the_day(puzzles: PuzzlesWindow) -> None:
    daily = puzzle_of_the_day(PUZZLES, DAY)
    assert puzzles.puzzle == daily
    assert puzzles.board.counts() == counts_after(daily)
    assert puzzles.daily_button.isChecked()
    assert puzzles.heading.text() == "Puzzle of the day"
    assert puzzles.board.is_flipped() == (daily.player.value == 1)
    assert puzzles.tally.text() == f"0 of {len(PUZZLES)} solved"


def test_a_wrong_answer_shows_the_refutation_then_a_right_one_solves(
        puzzles: PuzzlesWindow, progress: Progress) -> None:
    puzzle = puzzles.puzzle
    assert puzzle is not None
    start = puzzles.board.counts()
    wrong, reply = next(iter(puzzle.replies.items()))
    puzzles.answer(LETTERS.index(wrong))
    assert puzzles.stage is Stage.ANSWERED
    assert verdict(puzzles) == "wrong"
    assert "Not this one." in puzzles.feedback.text()
    assert puzzles.model.game.moves == [wrong, *reply.line]  # the refutation was played
    assert puzzles.board.counts() == counts_after(puzzle, wrong, *reply.line)
    assert not progress.is_solved(puzzle.key) and progress.streak == 0
    assert puzzles.answer_button.isEnabled() and puzzles.retry_button.isEnabled()
    puzzles.retry()
    assert puzzles.board.counts() == start and puzzles.stage is Stage.ASKING
    puzzles.answer(LETTERS.index(puzzle.move))
    assert verdict(puzzles) == "right"
    assert f"Right! {puzzle.move} wins." in puzzles.feedback.text()
    assert progress.is_solved(puzzle.key)
    assert progress.streak == 0  # solved only after a miss
    assert puzzles.tally.text() == f"1 of {len(PUZZLES)} solved"
    assert "✓" in puzzles.daily_button.text()
    puzzles.next_puzzle()
    puzzles.show_daily()  # shown again: marked solved
    assert puzzles.heading.text() == "Puzzle of the day  ✓"
    assert load_progress(progress.path).solved == {puzzle.key}  # kept at once


def test_first_tries_make_a_streak_shown_with_the_list_ticked(
        puzzles: PuzzlesWindow, progress: Progress) -> None:
    puzzles.show_grade(Grade.HARD)
    hard = [p for p in PUZZLES if p.grade is Grade.HARD][:3]
    for number, puzzle in enumerate(hard, start=1):
        puzzles.list.setCurrentRow(number - 1)
        assert puzzles.puzzle == puzzle
        puzzles.answer(LETTERS.index(puzzle.move))
        assert verdict(puzzles) == "right"
        assert progress.streak == number
        assert puzzles.list.item(number - 1).text().startswith("✓")
    assert "Streak: 3" in puzzles.stats.text() and "Best streak: 3" in puzzles.stats.text()
    puzzles.next_puzzle()
    assert puzzles.puzzle == [p for p in PUZZLES if p.grade is Grade.HARD][3]
    wrong = next(iter(puzzles.puzzle.replies))
    puzzles.answer(LETTERS.index(wrong))
    assert "Streak: 0" in puzzles.stats.text() and "Best streak: 3" in puzzles.stats.text()


def test_show_answer_plays_the_winning_move(puzzles: PuzzlesWindow) -> None:
    puzzle = puzzles.puzzle
    assert puzzle is not None
    puzzles.answer(LETTERS.index(next(iter(puzzle.replies))))
    puzzles.show_answer()
    assert puzzles.model.game.moves == [puzzle.move]
    assert f"The answer: {puzzle.move}." in puzzles.feedback.text()
    assert not puzzles.progress.is_solved(puzzle.key)  # shown, not solved


def test_an_illegal_move_is_explained_and_nothing_is_played(puzzles: PuzzlesWindow) -> None:
    puzzle = puzzles.puzzle
    assert puzzle is not None
    game = Game(puzzle.position, puzzle.rules)
    theirs = next(h for h in range(12) if puzzle.rules.owners[h] is not game.to_move)
    before = puzzles.board.counts()
    puzzles.answer(theirs)
    assert verdict(puzzles) == "illegal"
    assert puzzles.board.counts() == before and puzzles.model.game.moves == []
    assert puzzles.stage is Stage.ASKING


def test_a_letter_key_on_the_board_answers(puzzles: PuzzlesWindow, qtbot: QtBot) -> None:
    puzzle = puzzles.puzzle
    assert puzzle is not None
    assert puzzles.focusWidget() is puzzles.board  # the board has the keyboard at first
    qtbot.keyClick(puzzles.board, puzzle.move.lower(), Qt.KeyboardModifier.NoModifier)
    assert puzzles.model.game.moves == [puzzle.move]
    assert verdict(puzzles) == "right"


def test_a_letter_typed_after_choosing_in_the_list_answers(
        puzzles: PuzzlesWindow, qtbot: QtBot) -> None:
    """Chosen with a click in the list, the puzzle asks "type its letter": a letter typed
    then plays, though the list has the keyboard (its arrows still move in it)."""
    row = 4
    rect = puzzles.list.visualItemRect(puzzles.list.item(row))
    qtbot.mouseClick(puzzles.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    puzzle = puzzles.puzzle
    assert puzzle is not None and puzzles.list.currentRow() == row
    assert puzzles.stage is Stage.ASKING
    qtbot.keyClick(puzzles.list, Qt.Key.Key_Down)  # the next puzzle of the list
    assert puzzles.list.currentRow() == row + 1 and puzzles.puzzle is not puzzle
    puzzle = puzzles.puzzle
    assert puzzle is not None
    qtbot.keyClick(puzzles.list, puzzle.move.lower(), Qt.KeyboardModifier.NoModifier)
    assert puzzles.model.game.moves[:1] == [puzzle.move]
    assert verdict(puzzles) == "right"


def test_a_damaged_progress_file_is_said_and_its_rest_kept(qtbot: QtBot,
                                                            tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    key = PUZZLES[0].key
    path.write_text(json.dumps({"version": 1, "solved": [key]})[:-2] + "@@@")
    win = PuzzlesWindow(INSTANT, puzzles=PUZZLES, progress=load_progress(path), today=DAY)
    qtbot.addWidget(win)
    assert "damaged" in win.feedback.text()
    assert win.progress.is_solved(key)
    assert win.tally.text() == f"1 of {len(PUZZLES)} solved"


def test_a_solved_puzzle_no_longer_in_the_collection_is_kept_but_not_counted(
        qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    path.write_text(json.dumps({"version": 1, "solved": [PUZZLES[0].key, "p0000000000"]}))
    win = PuzzlesWindow(INSTANT, puzzles=PUZZLES, progress=load_progress(path), today=DAY)
    qtbot.addWidget(win)
    assert win.progress.is_solved("p0000000000")  # kept: nothing the player did is lost
    assert win.tally.text() == f"1 of {len(PUZZLES)} solved"


def test_a_damaged_puzzle_file_is_said_and_nothing_breaks(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "puzzles").mkdir()
    (tmp_path / "puzzles" / "puzzles.json").write_text('{"format": "wari-puzzles", "vers')
    monkeypatch.setenv("WARI_RESOURCES", str(tmp_path))
    win = open_puzzles(INSTANT)
    qtbot.addWidget(win)
    assert win.puzzles == [] and win.puzzle is None
    assert "could not be loaded" in win.feedback.text() and "damaged JSON" in win.feedback.text()
    assert verdict(win) == "illegal"
    win.answer(0)  # nothing to answer: ignored
    assert win.model.game.moves == []
    assert not win.next_button.isEnabled()


def test_the_board_stays_where_it_is_as_the_verdict_and_proof_come(
        puzzles: PuzzlesWindow) -> None:
    from PySide6.QtWidgets import QApplication

    puzzle = puzzles.puzzle
    assert puzzle is not None
    QApplication.processEvents()
    where = puzzles.board.geometry()
    puzzles.answer(LETTERS.index(next(iter(puzzle.replies))))  # wrong: several lines
    QApplication.processEvents()
    assert puzzles.board.geometry() == where
    puzzles.retry()
    puzzles.answer(LETTERS.index(puzzle.move))  # right: the proof shows under it
    QApplication.processEvents()
    assert puzzles.proof_note.text() and puzzles.board.geometry() == where


@pytest.mark.parametrize("won", [True, False])
def test_a_search_puzzle_is_called_strong_evidence_as_the_readme_says(
        puzzles: PuzzlesWindow, won: bool) -> None:
    """A deep search's judgement is strong evidence, not a proof: the window says so, in
    the words of the README (and docs/playing.md)."""
    from wari_desktop.puzzles.puzzle import SearchProof

    puzzle = next(p for p in PUZZLES
                  if isinstance(p.proof, SearchProof) and p.proof.won is won)
    puzzles.show_puzzle(puzzle)
    puzzles.answer(LETTERS.index(puzzle.move))
    text = puzzles.proof_note.text()
    assert "Proven" not in text
    assert "14-ply search (strong evidence, not a proof)" in text
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text()
    assert "14-ply search" in readme
    assert "strong evidence, not a proof" in " ".join(readme.split())
