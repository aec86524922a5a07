"""Game review in the window: the engine goes through the game in the background with a
progress bar and a cancel button, then the graph, the summaries and the moves; a click
shows a position; play on from it; the review is kept in the record and reopens."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from wari_desktop.ai.review import Judgement
from wari_desktop.gui.game.game_model import PEOPLE
from wari_desktop.gui.study.review_control import ReviewController
from wari_desktop.gui.study.review_window import ReviewWindow
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.notation import load
from wari_desktop.rules import Game, Player

MOVES = "CfAbEaDc"


@pytest.fixture
def played(window: MainWindow) -> MainWindow:
    """A two-player window with a few moves played and the review at a shallow depth."""
    game = Game()
    for move in MOVES:
        game.play(move)
    window.start_game(game, PEOPLE)
    window.study.reviews.runner.depth = 3
    return window


def finished(qtbot: QtBot, reviews: ReviewController) -> None:
    qtbot.waitUntil(lambda: reviews.review is not None and not reviews.runner.is_running()
                    and reviews.review_window is not None
                    and reviews.review_window.is_filled(), timeout=20000)


def reviewed(window: MainWindow, qtbot: QtBot) -> ReviewWindow:
    """The review window once the review of the window's game is done."""
    reviews = window.study.reviews
    reviews.start()
    finished(qtbot, reviews)
    assert reviews.review_window is not None
    return reviews.review_window


def test_the_review_runs_in_the_background_and_shows_every_move(
        played: MainWindow, qtbot: QtBot) -> None:
    reviews = played.study.reviews
    assert reviews.action in played.menus.menu("game").actions()
    reviews.action.trigger()
    view = reviews.review_window
    assert view is not None and view.isVisible()
    assert view.running_row.isVisible() and view.cancel_button.isEnabled()
    assert not view.play_button.isEnabled()  # nothing to play from yet
    finished(qtbot, reviews)
    review = reviews.review
    assert review is not None and [m.move for m in review.moves] == list(MOVES)
    assert view.running_row.isHidden()
    assert view.table.rowCount() == len(MOVES)
    assert view.table.item(0, 0).text() == "1. C"
    assert view.table.item(1, 0).text() == "1… f"
    for row, move in enumerate(review.moves):
        assert view.table.item(row, 4).text() == " ".join(move.line)
        assert view.table.item(row, 1).text() == view.judgement_text(move.judgement)
    south = review.summary(Player.SOUTH)
    text = view.summaries[Player.SOUTH].text()
    assert f"Inaccuracies: {south.counts[Judgement.INACCURACY]}" in text
    assert f"{south.average_loss:.2f}" in text


def test_a_review_can_be_cancelled(played: MainWindow, qtbot: QtBot) -> None:
    reviews = played.study.reviews
    reviews.runner.depth = 12  # long enough to cancel
    reviews.start()
    view = reviews.review_window
    assert view is not None
    qtbot.mouseClick(view.cancel_button, Qt.MouseButton.LeftButton)
    assert not reviews.runner.is_running()
    assert reviews.review is None
    assert "cancelled" in view.progress.format()
    qtbot.wait(300)
    assert reviews.review is None  # the late answer is ignored


def test_clicking_the_graph_or_a_move_shows_that_position(
        played: MainWindow, qtbot: QtBot) -> None:
    view = reviewed(played, qtbot)
    graph = view.graph
    point = graph.point(3)
    qtbot.mouseClick(graph, Qt.MouseButton.LeftButton, pos=QPoint(int(point.x()), 20))
    assert view.chosen() == 3
    assert played.browsing == 3
    view.table.cellClicked.emit(5, 0)  # the sixth move: the position it led to
    assert played.browsing == 6
    view.choose(len(MOVES))
    assert played.browsing is None


def test_play_from_here_plays_on_against_the_computer(played: MainWindow, qtbot: QtBot) -> None:
    view = reviewed(played, qtbot)
    view.choose(3)
    view.level.setCurrentIndex(view.level.findData("beginner"))
    qtbot.mouseClick(view.play_button, Qt.MouseButton.LeftButton)
    game = played.game
    assert game.moves[:3] == list(MOVES[:3])  # from the position chosen, history kept
    mover = Player.NORTH  # after three moves North is to move
    assert not played.model.seat(mover).computer
    assert played.model.seat(mover.opponent) == played.model.seat(mover.opponent).__class__(
        True, "beginner")
    assert not view.isVisible()


def test_the_review_is_kept_in_the_record_and_reopens(
        played: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    reviews = played.study.reviews
    view = reviewed(played, qtbot)
    review = reviews.review
    path = tmp_path / "reviewed.ogn"
    played.files.save_path(path)
    assert "Review" not in path.read_text()  # not kept unless asked
    view.keep_button.setChecked(True)
    assert played.document.modified
    played.files.save_path(path)
    text = path.read_text()
    assert "{Review at depth 3" in text
    record = load(path)
    assert len(record.comments) == len(MOVES) + 1
    # Reopened: the review comes back from the comments, without the engine.
    played.start_game(Game(), PEOPLE)
    assert reviews.review is None
    played.open_path(path)
    assert not reviews.offer.isVisible()  # an unfinished game: no "Review This Game"
    assert reviews.action.isEnabled()  # its moves may be reviewed all the same
    assert reviews.review == review
    reviews.start()
    assert not reviews.runner.is_running()
    qtbot.waitUntil(view.is_filled)
    assert view.table.item(len(MOVES) - 1, 0).text() == "4… c"


def test_the_review_is_offered_when_a_game_ends(window: MainWindow, qtbot: QtBot) -> None:
    reviews = window.study.reviews
    assert not reviews.offer.isVisible()
    for move in "CfAb":
        window.model.play(move)
    assert not reviews.offer.isVisible()
    window.model.propose_agreement()  # two people: the game ends at once
    assert window.model.is_over()
    assert reviews.offer.isVisible()


def global_rect(widget: QWidget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


@pytest.mark.parametrize("size", [(1200, 700), (1024, 640), (800, 460)])
def test_the_review_lies_below_the_board_it_moves_never_over_it(
        played: MainWindow, qtbot: QtBot, size: tuple[int, int]) -> None:
    played.resize(*size)
    played.study.analysis.set_on(True)  # the analysis beside it too
    view = reviewed(played, qtbot)
    qtbot.wait(50)  # the layout settles
    dock = played.study.reviews.dock
    assert dock is not None and dock.isVisible() and not dock.isFloating()
    board = played.board
    assert not global_rect(dock).intersects(global_rect(board))
    assert not global_rect(played.study.analysis.dock).intersects(global_rect(board))
    assert board.height() >= 170 and board.width() >= 300
    for scroll in (played.study.analysis.dock.widget(), view.about):  # text scrolls, never cut
        assert isinstance(scroll, QScrollArea)
        body = scroll.widget()
        assert body.height() >= body.minimumSizeHint().height()
    view.graph.positionChosen.emit(3)  # a click on the graph: the board, in sight, moves
    assert played.browsing == 3
    assert board.isVisible() and global_rect(played).contains(global_rect(board))
    view.close()  # Close (or Esc): the dock goes, the board has its room back
    assert not dock.isVisible() and not view.isVisible()
    played.study.analysis.set_on(False)
    assert board.minimumSize() == played.study.reviews.room.usual


def test_the_clock_holds_while_the_review_is_open(played: MainWindow, qtbot: QtBot) -> None:
    from wari_desktop.rules.clock import TimeControl

    played.start_game(Game(), PEOPLE, time_control=TimeControl(300))
    played.play_house(2)
    played.study.reviews.start()
    qtbot.waitUntil(lambda: played.model.clock.held_for("study"), timeout=3000)
    assert played.model.clock.running is None
    played.study.reviews.review_window.close()
    qtbot.waitUntil(lambda: not played.model.clock.held_for("study"), timeout=3000)


def test_the_move_named_is_the_row_of_the_lists(played: MainWindow, qtbot: QtBot) -> None:
    view = reviewed(played, qtbot)
    view.choose(7)  # the 7th half-move: South's 4th move, in row 4 of both lists
    assert "after move 4, South" in view.play_button.text()
    assert view.table.item(6, 0).text() == "4. D"
    view.choose(8)
    assert "after move 4, North" in view.play_button.text()
    view.choose(0)
    assert view.play_button.text() == "Play from the Start"


def test_the_row_lit_is_the_move_that_led_to_the_position_shown(
        played: MainWindow, qtbot: QtBot) -> None:
    view = reviewed(played, qtbot)

    def lit() -> list[int]:
        return sorted({index.row() for index in view.table.selectedIndexes()})

    view.choose(3)  # after the third move, "2. A"
    assert played.browsing == 3 and lit() == [2]
    assert view.table.item(2, 0).text() == "2. A"
    view.table.cellClicked.emit(4, 0)  # "3. E": the board after it
    assert played.browsing == 5 and lit() == [4] and view.chosen() == 5
    view.choose(0)  # the start: no move led there
    assert lit() == []
    view.choose(len(MOVES))  # the last move's row
    assert lit() == [len(MOVES) - 1]


def test_closing_the_review_brings_the_game_back_playable(
        window: MainWindow, qtbot: QtBot) -> None:
    from wari_desktop.gui.game.game_model import Seat
    from wari_desktop.rules.clock import TimeControl

    window.start_game(Game(), (Seat(), Seat(True, "beginner")), time_control=TimeControl(300))
    window.study.reviews.runner.depth = 3
    window.play_house(2)
    qtbot.waitUntil(lambda: len(window.game.plies) == 2 and window.model.awaits_person(),
                    timeout=10000)
    view = reviewed(window, qtbot)
    view.choose(1)
    assert window.browsing == 1
    view.close()  # the review's Close (or Esc)
    assert window.browsing is None  # the live position, not a past one
    qtbot.waitUntil(lambda: window.model.clock.running is Player.SOUTH, timeout=3000)
    window.play_house(3)  # playable at once: no Esc needed
    assert len(window.game.plies) >= 3
