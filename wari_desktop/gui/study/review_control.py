"""Game review in the main window: Game, Review Game (and a button offering it when a
game ends or a record is opened) runs the review in the background and shows it in a
``ReviewWindow`` docked below the board (``ReviewDock``), so the board it moves stays in
sight. A review kept in the record is saved as OGN comments and comes back
when the record is opened again, without the engine going through the game again."""

from __future__ import annotations

from PySide6.QtCore import QObject, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QPushButton

from ...ai.review import Review, position_after
from ...ai.review_notes import review_from_comments, with_review
from ...notation import Record
from ...rules import Game, Player
from ..game.fair_play import engine_help_allowed
from ..game.seats import Seat
from ..session.host import Host
from .dock_room import DockRoom
from .review_runner import ReviewRunner
from .review_window import ReviewDock, ReviewWindow
from .thinking_jobs import thinker_like


def common_prefix(first: list[str], second: list[str]) -> int:
    """How many moves two games share from the start."""
    shared = 0
    for a, b in zip(first, second, strict=False):
        if a != b:
            break
        shared += 1
    return shared


class ReviewController(QObject):
    """The Review Game action, the offer button, the runner and the review window."""

    def __init__(self, host: Host, room: DockRoom | None = None) -> None:
        super().__init__(host.widget())
        self.host = host
        # Makes room for the review's dock below the board (shared with the analysis).
        self.room = room or DockRoom(host.widget(), host.board)
        self.dock: ReviewDock | None = None
        self.runner = ReviewRunner(lambda: thinker_like(host.model.engine), self)
        self.review: Review | None = None
        self.keep = False  # save the review in the record
        self.review_window: ReviewWindow | None = None
        self._comments: dict[int, str] = {}  # the opened record's comments
        self._commented: list[str] = []  # the moves they were written for
        self.action = QAction(self.tr("&Review Game…"), host.widget())
        self.action.setShortcut(QKeySequence(self.tr("Ctrl+R")))
        self.action.triggered.connect(self.start)
        host.add_action("game:study", self.action)
        self.offer = QPushButton(self.tr("Review This Game"), host.widget())
        self.offer.setToolTip(self.tr("The engine goes through every move and shows where "
                                      "the game was won and lost"))
        self.offer.clicked.connect(self.start)
        host.add_panel_widget("after-result", self.offer)
        self.offer.hide()
        self.runner.progress.connect(self._progress)
        self.runner.finished.connect(self._finished)
        self.runner.stopped.connect(self._stopped)
        host.shownChanged.connect(self.refresh)
        host.gameStarted.connect(self._game_started)

    # -- offering --------------------------------------------------------------------
    @Slot()
    def refresh(self) -> None:
        """Offer the review ("Review This Game", under the result) once the game is over;
        Game, Review Game reviews the moves of any game."""
        host = self.host
        plies = host.model.game.plies
        offered = bool(plies) and host.model.is_over()
        self.offer.setVisible(offered)
        self.action.setEnabled(bool(plies) and engine_help_allowed(host.model))

    @Slot()
    def _game_started(self) -> None:
        self.runner.cancel()
        self.review = None
        self.keep = False
        self._comments = {}
        self._commented = []
        if self.review_window is not None:
            self.review_window.close()
        self.refresh()

    # -- the record ------------------------------------------------------------------
    def opened(self, record: Record) -> None:
        """Keep the record's comments, and the review they hold, if any."""
        self._comments = dict(record.comments)
        self._commented = list(record.game.moves)
        self.review = review_from_comments(record.game, record.comments)
        self.keep = self.review is not None
        self.refresh()

    def annotate(self, record: Record) -> Record:
        """``record`` with the opened record's comments (those of the moves still played)
        and the review, when it is kept and covers exactly the game's moves."""
        moves = list(record.game.moves)
        shared = common_prefix(moves, self._commented)
        comments = {ply: text for ply, text in self._comments.items() if ply <= shared}
        comments.update(record.comments)
        review = self.review if self.keep and self.covers(moves) else None
        record.comments = with_review(comments, review)
        return record

    def covers(self, moves: list[str]) -> bool:
        """True when the review is of exactly these moves."""
        return self.review is not None and [m.move for m in self.review.moves] == moves

    # -- reviewing -------------------------------------------------------------------
    @Slot()
    def start(self) -> None:
        """Show the review of the game, going through it first unless already done."""
        game = self.host.model.game
        if not game.plies or not engine_help_allowed(self.host.model):
            return
        view = self._window()
        if self.covers(list(game.moves)):
            assert self.review is not None
            view.show_review(self.review, self.host.document.player_names())
        else:
            self.review = None
            view.show_running(0, len(game.plies) + (0 if game.is_over() else 1))
            self.runner.start(game)
        view.keep_button.setChecked(self.keep)
        dock = self.dock
        assert dock is not None
        self.room.make_room(dock, below=True)  # under the board, never over it
        dock.show()
        dock.raise_()

    def _window(self) -> ReviewWindow:
        if self.review_window is None:
            view = ReviewWindow(None, self.host.computer_level())
            view.positionChosen.connect(self._show_position)
            view.playFrom.connect(self.play_from)
            view.cancelRequested.connect(self.runner.cancel)
            view.keep_button.toggled.connect(self._keep_toggled)
            self.dock = ReviewDock(view, self.host.widget())
            self.host.add_dock(self.dock, below=True)
            self.dock.visibilityChanged.connect(self._dock_visibility)
            self.review_window = view
        return self.review_window

    def _dock_visibility(self, visible: bool) -> None:
        dock = self.dock
        if not visible and dock is not None and dock.isHidden():  # closed, not a tab
            self.closed()

    def closed(self) -> None:
        """The review closed: its work stops, the board has its room and shows the game
        itself again (the live position, playable at once)."""
        self.runner.cancel()
        self.room.give_back()
        if self.host.browsing is not None:
            self.host.show_ply(None)

    @Slot(int, int)
    def _progress(self, done: int, total: int) -> None:
        if self.review_window is not None:
            self.review_window.show_running(done, total)

    @Slot(object)
    def _finished(self, review: Review) -> None:
        self.review = review
        if self.review_window is not None:
            self.review_window.show_review(review, self.host.document.player_names())

    @Slot()
    def _stopped(self) -> None:
        if self.review_window is not None:
            self.review_window.show_stopped()

    def _keep_toggled(self, keep: bool) -> None:
        if keep != self.keep and self.review is not None:
            self.keep = keep
            self.host.document.mark_modified()

    @Slot(int)
    def _show_position(self, index: int) -> None:
        plies = len(self.host.model.game.plies)
        self.host.show_ply(index if index < plies else None)

    @Slot(int, str)
    def play_from(self, index: int, level: str) -> None:
        """Play on from the position after ``index`` moves: the person takes the side to
        move there, the computer the other at ``level``."""
        game: Game = position_after(self.host.model.game, index)
        if game.is_over():
            return
        person = game.to_move
        south, north = (Seat() if player is person else Seat(True, level) for player in Player)
        if self.review_window is not None:
            self.review_window.close()
        self.host.start_game(game, (south, north))

    def shutdown(self) -> None:
        """Stop the review and release its engine."""
        self.runner.shutdown()
