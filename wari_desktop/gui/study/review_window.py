"""The game review (Game, Review Game), a panel docked below the board (``ReviewDock``),
so the board it moves stays in sight: progress and cancel while the engine goes through
the game, then the evaluation graph and each player's summary on the left, every move
with its judgement, the better move and its line on the right. Clicking the graph or a
move shows that position on the main board; "Play from here" plays on from it against
the computer. The player may undock the panel (its title bar); the program never floats
it over the board."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QColor, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...ai import NAMES
from ...ai.review import BLUNDER, INACCURACY, MISTAKE, Judgement, MoveReview, Review
from ...rules import Player
from ..game.game_clock import HOLDS_CLOCK
from ..game.move_numbers import move_number, move_place
from ..game.texts import level_title, player_name
from ..platform.text_scale import scaled_style
from ..platform.theme import DOCK_STYLE, IVORY, REVIEW_STYLE, styled_label
from .review_graph import JUDGEMENT_LOOK, EvalGraph

#: Rows of the move list filled in one turn of the event loop.
ROWS_AT_ONCE = 30


class ReviewWindow(QWidget):
    """Shows one review. Signals: ``positionChosen(n)`` to show the board after ``n``
    moves; ``playFrom(n, level)`` to play on from there; ``cancelRequested()``; and
    ``closed()`` when it is closed (Close, Esc, or ``close()``: its dock hides)."""

    positionChosen = Signal(int)
    playFrom = Signal(int, str)
    cancelRequested = Signal()
    closed = Signal()

    def __init__(self, parent: QWidget | None = None, level: str = "club") -> None:
        super().__init__(parent)
        self.setObjectName("ReviewWindow")
        self.setWindowTitle(self.tr("Game review"))
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setStyleSheet(scaled_style(REVIEW_STYLE))
        self.review: Review | None = None
        self._filled = 0  # rows of the move list filled
        self._chosen = 0
        self._movers: list[Player] = []  # who made each move reviewed
        self.title = styled_label("Title", self.tr("Game review"), wrap=True)
        self.note = styled_label("Note", self.tr(
            "Each move is compared with the engine's best move in the same position. A move "
            "that loses at least {inaccuracy} seed is an inaccuracy, {mistake} seeds a "
            "mistake, {blunder} seeds a blunder.").format(
                inaccuracy=f"{INACCURACY:g}", mistake=f"{MISTAKE:g}", blunder=f"{BLUNDER:g}"),
            wrap=True)
        self._build_running()
        self.graph = EvalGraph(self)
        self.graph.positionChosen.connect(self.choose)
        self._build_summaries()
        self._build_table()
        buttons = self._build_buttons(level)
        # Three columns under the board: what it is and the summaries, the graph, the
        # moves; the buttons under them.
        about = QWidget(self)
        about.setObjectName("ReviewAbout")
        left = QVBoxLayout(about)
        left.setContentsMargins(0, 0, 6, 0)
        left.setSpacing(8)
        left.addWidget(self.title)
        left.addWidget(self.note)
        left.addWidget(self.running_row)
        left.addWidget(self.summary_row)
        left.addStretch(1)
        self.about = QScrollArea(self)  # a low window scrolls it, never cuts it
        self.about.setWidget(about)
        self.about.setWidgetResizable(True)
        self.about.setFrameShape(QFrame.Shape.NoFrame)
        self.about.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.about.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # text only, as the side panel's
        self.graph.setMinimumWidth(180)
        columns = QHBoxLayout()
        columns.setSpacing(14)
        columns.addWidget(self.about, 4)
        columns.addWidget(self.graph, 4)
        columns.addWidget(self.table, 5)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        layout.setSpacing(8)
        layout.addLayout(columns, 1)
        layout.addLayout(buttons)  # under all three: the columns keep their width
        self.show_running(0, 1)

    def sizeHint(self) -> QSize:
        """Wide and low: it lies under the board."""
        return QSize(900, 280)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closing the review hides its dock (the panel itself stays for next time)."""
        event.ignore()
        self.closed.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Esc closes the review."""
        if event.key() == Qt.Key.Key_Escape:
            self.close()
            return
        super().keyPressEvent(event)

    def _build_running(self) -> None:
        """The row shown while the review runs: its progress and Cancel."""
        self.progress = QProgressBar(self)
        self.cancel_button = QPushButton(self.tr("Cancel"), self)
        self.cancel_button.clicked.connect(self.cancelRequested)
        self.cancel_button.setAccessibleDescription(self.tr("Stop the review"))
        running = QHBoxLayout()
        running.addWidget(self.progress, 1)
        running.addWidget(self.cancel_button)
        self.running_row = QWidget(self)
        self.running_row.setLayout(running)

    def _build_summaries(self) -> None:
        """Each player's summary, one above the other."""
        self.summaries = {player: styled_label("Summary", wrap=True) for player in Player}
        self.summary_row = QWidget(self)
        summaries = QVBoxLayout(self.summary_row)
        summaries.setContentsMargins(0, 0, 0, 0)
        for player in Player:
            summaries.addWidget(self.summaries[player])

    def _build_table(self) -> None:
        """The list of judged moves, one row each."""
        self.table = QTableWidget(0, 5, self)
        self.table.setHorizontalHeaderLabels([
            self.tr("Move"), self.tr("Judgement"), self.tr("Seeds lost"), self.tr("Better"),
            self.tr("Best line")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.table.horizontalHeader()
        # Fixed widths: sizing columns to their contents reads every row, a stall for a
        # long game. Never narrower than the column's title (longer in some languages).
        self.table.ensurePolished()
        for column, width in enumerate((70, 110, 90, 70)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
            self.table.setColumnWidth(column, max(width, header.sectionSizeHint(column)))
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setDefaultSectionSize(24)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.cellClicked.connect(lambda row, _column: self._row_chosen(row))
        self.table.setAccessibleName(self.tr("Judged moves"))
        self.table.setAccessibleDescription(self.tr(
            "One row per judged move: the move, the judgement, the seeds it lost, the better "
            "move and the best line. Click a row to see the board there."))

    def _build_buttons(self, level: str) -> QHBoxLayout:
        """The bottom row: the level and "Play from Here", "Keep in the Record", Close."""
        self.level = QComboBox(self)
        for name in NAMES:
            self.level.addItem(level_title(name), name)
        self.level.setCurrentIndex(max(0, self.level.findData(level)))
        self.level.setAccessibleName(self.tr("Level"))
        self.level.setAccessibleDescription(
            self.tr("The computer's level when you play on from here"))
        self.play_button = QPushButton(self.tr("Play from Here"), self)
        self.play_button.setToolTip(self.tr("Play on from the position shown, against the "
                                            "computer at the level chosen"))
        self.play_button.clicked.connect(
            lambda: self.playFrom.emit(self._chosen, str(self.level.currentData())))
        self.keep_button = QPushButton(self.tr("Keep in the Record"), self)
        self.keep_button.setCheckable(True)
        self.keep_button.setToolTip(self.tr("Save the review with the game, as comments "
                                            "other Oware programs can read"))
        close = QPushButton(self.tr("Close"), self)
        close.setAccessibleDescription(self.tr("Close the review (Esc)"))
        close.clicked.connect(self.close)
        buttons = QHBoxLayout()
        buttons.addWidget(QLabel(self.tr("Level:"), self))
        buttons.addWidget(self.level)
        buttons.addWidget(self.play_button)
        buttons.addStretch(1)
        buttons.addWidget(self.keep_button)
        buttons.addWidget(close)
        return buttons

    # -- states ----------------------------------------------------------------------
    def show_running(self, done: int, total: int) -> None:
        """The engine is going through the game: ``done`` of ``total`` positions."""
        self.running_row.show()
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        self.progress.setFormat(self.tr("Reviewing: position {done} of {total}").format(
            done=done, total=total))
        self.summary_row.hide()
        self._set_ready(False)

    def show_stopped(self) -> None:
        """The review was cancelled."""
        self.running_row.show()
        self.progress.setFormat(self.tr("Review cancelled"))
        self.cancel_button.setEnabled(False)

    def show_review(self, review: Review, names: tuple[str, str]) -> None:
        """Show a finished ``review``; ``names`` are South's and North's."""
        self.review = review
        self._movers = [move.player for move in review.moves]
        self.running_row.hide()
        self.title.setText(self.tr("Game review · depth {depth}").format(depth=review.depth))
        self.graph.set_review(review)
        for player in Player:
            self.summaries[player].setText(self._summary_text(review, player, names[player]))
        self.summary_row.show()
        self.table.setRowCount(len(review.moves))
        self._filled = 0
        self._set_ready(True)
        self.choose(len(review.moves))
        QTimer.singleShot(0, self._fill_some)

    def _fill_some(self) -> None:
        """Fill the next rows of the move list; a long game's list is filled over a few
        turns of the event loop, so the window never stalls."""
        review = self.review
        if review is None or self.table.rowCount() != len(review.moves):
            return
        end = min(len(review.moves), self._filled + ROWS_AT_ONCE)
        for row in range(self._filled, end):
            self._fill_row(row, review.moves[row])
        self._filled = end
        if end < len(review.moves):
            QTimer.singleShot(0, self._fill_some)

    def is_filled(self) -> bool:
        """True once every move of the review is in the list."""
        return self.review is not None and self._filled == len(self.review.moves)

    def _set_ready(self, ready: bool) -> None:
        self.cancel_button.setEnabled(not ready)
        for widget in (self.play_button, self.keep_button, self.level, self.graph, self.table):
            widget.setEnabled(ready)

    # -- contents --------------------------------------------------------------------
    def judgement_text(self, judgement: Judgement | None) -> str:
        """A judgement in words."""
        return {
            None: "",
            Judgement.INACCURACY: self.tr("Inaccuracy"),
            Judgement.MISTAKE: self.tr("Mistake"),
            Judgement.BLUNDER: self.tr("Blunder"),
        }[judgement]

    def _summary_text(self, review: Review, player: Player, name: str) -> str:
        summary = review.summary(player)
        counts = summary.counts
        side = player_name(player)
        title = name if name == side else self.tr("{name} ({side})").format(name=name,
                                                                            side=side)
        return self.tr(
            "<b>{title}</b><br>Inaccuracies: {inaccuracies} · Mistakes: {mistakes}"
            " · Blunders: {blunders}<br>Average loss: {average} seeds a move").format(
                title=title,
                inaccuracies=counts[Judgement.INACCURACY], mistakes=counts[Judgement.MISTAKE],
                blunders=counts[Judgement.BLUNDER], average=f"{summary.average_loss:.2f}")

    def _fill_row(self, row: int, move: MoveReview) -> None:
        number = move_number(self._movers, move.ply)
        dots = "." if move.player is Player.SOUTH else "…"
        judgement = move.judgement
        cells = [f"{number}{dots} {move.move}", self.judgement_text(judgement),
                 f"{move.loss:.1f}" if move.loss else "",
                 move.best if move.best != move.move else "", " ".join(move.line)]
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if judgement is not None and column in (1, 2):
                item.setForeground(JUDGEMENT_LOOK[judgement][0])
            elif column == 0 and judgement is None:
                item.setForeground(QColor(IVORY))
            self.table.setItem(row, column, item)

    # -- choosing a position ---------------------------------------------------------
    def choose(self, index: int) -> None:
        """Show the position after ``index`` moves (on the graph and the main board); the
        row lit is the move that led there (none for the start)."""
        self._chosen = index
        self.graph.set_chosen(index)
        if 0 < index <= self.table.rowCount():
            self.table.selectRow(index - 1)
        else:
            self.table.clearSelection()
        n, side = move_place(self._movers, index)
        self.play_button.setText(self.tr("Play from Here (after move {n}, {side})").format(
            n=n, side=side) if n else self.tr("Play from the Start"))
        self.positionChosen.emit(index)

    def chosen(self) -> int:
        """The position chosen: after this many moves."""
        return self._chosen

    def _row_chosen(self, row: int) -> None:
        """A move of the list: show the position it led to."""
        self.choose(row + 1)


class ReviewDock(QDockWidget):
    """The dock below the board that holds the ``ReviewWindow`` (``view``). While it is
    shown the clocks of a timed game hold (``HOLDS_CLOCK``): the board shows the
    review's positions, not the game's."""

    def __init__(self, view: ReviewWindow, parent: QWidget | None = None) -> None:
        super().__init__(view.windowTitle(), parent)
        self.setObjectName("ReviewDock")
        self.setAllowedAreas(Qt.DockWidgetArea.BottomDockWidgetArea
                             | Qt.DockWidgetArea.TopDockWidgetArea)
        self.setProperty(HOLDS_CLOCK, True)
        self.setStyleSheet(scaled_style(DOCK_STYLE))
        self.setWidget(view)
        view.closed.connect(self.hide)
