"""The live analysis: View, Analysis opens a dock beside the board that analyses the
position shown (the game, or a past position from the move list), deeper and deeper on a
worker thread, and follows every move, undo and browse. Each legal move's score is shown
on its house; pointing at a move of the best line previews the board after it.

In a game against the computer the analysis starts off; turning it on while such a game
is in progress marks the record as assisted (the ``Assisted`` tag, kept on save). Two
people at one screen, a finished game and a past position are free to analyse.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Slot
from PySide6.QtGui import QAction, QKeySequence

from ..ai import Analysis
from ..ai.review import position_after
from ..rules import LETTERS, Game, IllegalMoveError
from .analysis_dock import AnalysisDock
from .analysis_runner import AnalysisRunner
from .engine_jobs import engine_like

if TYPE_CHECKING:
    from .main_window import MainWindow

ASSISTED_TAG = "Assisted"
ASSISTED_VALUE = "analysis"


def shown_game(window: MainWindow) -> Game:
    """The game as far as the board shows it (a past position while browsing)."""
    game = window.game
    if window.browsing is None:
        return game
    return position_after(game, window.browsing)


def board_counts(game: Game) -> list[int]:
    """The 12 houses and 2 stores of ``game``'s position, as the board shows them."""
    return [*game.houses, *game.scores]


class AnalysisController(QObject):
    """Owns the analysis dock, its menu action and its runner."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.dock = AnalysisDock(window)
        window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.dock)
        self.dock.hide()
        self.runner = AnalysisRunner(lambda: engine_like(window.model.engine), self)
        self.action = QAction(self.tr("&Analysis"), window, checkable=True)
        self.action.setShortcut(QKeySequence(self.tr("Ctrl+Shift+A")))
        self.action.setToolTip(self.tr("Show what the engine thinks of the position"))
        menu = window.view_menu
        first = menu.actions()[0]
        menu.insertAction(first, self.action)
        menu.insertSeparator(first)
        self._key: object = None
        self._analysed: Game | None = None
        self._analysis: Analysis | None = None
        self._previewing = False
        self.action.toggled.connect(self.set_on)
        self.dock.visibilityChanged.connect(self._dock_visibility)
        self.dock.previewRequested.connect(self.preview)
        self.runner.updated.connect(self._updated)
        window.shownChanged.connect(self.follow)
        window.gameStarted.connect(self._game_started)
        window.model.movePlayed.connect(self._move_played)

    def is_on(self) -> bool:
        """True while the analysis runs."""
        return self.action.isChecked()

    @Slot(bool)
    def set_on(self, on: bool) -> None:
        """Turn the analysis on (the dock shows and follows the position) or off."""
        if self.action.isChecked() != on:
            self.action.setChecked(on)  # comes back here through toggled
            return
        if on and not self.dock.isFloating() and not self._fits_beside():
            # A small window cannot lose the dock's width: the dock floats over it.
            self.dock.setFloating(True)
            self.dock.resize(self.dock.widget().width(), 340)
            self.dock.move(self.window.mapToGlobal(self.window.rect().topLeft()))
        self.dock.setVisible(on)
        if on:
            self._key = None
            self._mark_assisted()
            self.follow()
        else:
            self.runner.stop()
            self._key = None
            self._end_preview()
            self.window.board.set_move_scores({})

    def _fits_beside(self) -> bool:
        """True when the window is wide enough for the dock beside the board."""
        window = self.window
        needed = (window.board.minimumWidth() + window.panel.width()
                  + self.dock.widget().width())
        return window.width() >= needed + 40

    def _dock_visibility(self, visible: bool) -> None:
        # The dock's own close button turns the analysis off (a hidden window does not).
        if not visible and self.dock.isHidden() and self.window.isVisible():
            self.set_on(False)

    # -- following the position ------------------------------------------------------
    @Slot()
    def follow(self) -> None:
        """Analyse the position shown, unless it is the one analysed already."""
        if not self.is_on():
            return
        game = shown_game(self.window)
        key = (game.start, game.rules, tuple(game.moves))
        if key == self._key:
            return
        self._key = key
        self._end_preview()
        self.window.board.set_move_scores({})
        self._analysed = position_after(game, len(game.moves))  # a copy that stays put
        self._analysis = None
        if game.outcome is not None:
            self.runner.stop()
            self.dock.show_final(game.outcome.totals)
        elif game.is_over():
            self.runner.stop()
            self.dock.show_message(self.tr("The game is over."))
        else:
            self.dock.show_message(self.tr("Analysing…"))
            self.runner.start(game)

    @Slot(object)
    def _updated(self, analysis: Analysis) -> None:
        game = self._analysed
        if game is None:
            return
        self._analysis = analysis
        self.dock.show_analysis(game, analysis)
        if not self._previewing:
            self._show_scores()

    def _show_scores(self) -> None:
        analysis = self._analysis
        if analysis is None:
            self.window.board.set_move_scores({})
            return
        scores = {LETTERS.index(move): f"{score:+.1f}"
                  for move, score in analysis.move_scores.items()}
        self.window.board.set_move_scores(scores, LETTERS.index(analysis.best))

    # -- the record ------------------------------------------------------------------
    def _mark_assisted(self) -> None:
        """Mark a game against the computer, still being played, as assisted."""
        window = self.window
        model = window.model
        against_computer = any(seat.computer for seat in model.seats) and bool(model.people())
        if against_computer and not model.is_over() and window.browsing is None \
                and ASSISTED_TAG not in window.extra_tags:
            window.extra_tags[ASSISTED_TAG] = ASSISTED_VALUE
        self.dock.set_assisted(ASSISTED_TAG in window.extra_tags)

    def _move_played(self, *_: object) -> None:
        if self.is_on():
            self._mark_assisted()

    @Slot()
    def _game_started(self) -> None:
        model = self.window.model
        if any(seat.computer for seat in model.seats) and model.people() \
                and not model.is_over():
            self.set_on(False)
        self._key = None
        self.follow()
        self.dock.set_assisted(ASSISTED_TAG in self.window.extra_tags)

    # -- previewing the best line ----------------------------------------------------
    @Slot(object)
    def preview(self, moves: int | None) -> None:
        """Show the board after the first ``moves`` moves of the best line (None: back to
        the position analysed). Nothing happens while a move is being animated."""
        board = self.window.board
        analysis, game = self._analysis, self._analysed
        if moves is None or analysis is None or game is None or board.is_animating():
            self._end_preview()
            return
        ahead = position_after(game, len(game.moves))  # the analysed game stays put
        try:
            for move in analysis.pv[:moves]:
                ahead.play(move)
        except IllegalMoveError:  # a line from an older analysis: show nothing
            return
        self._previewing = True
        board.set_move_scores({})
        board.show_frozen(board_counts(ahead))

    def _end_preview(self) -> None:
        if not self._previewing:
            return
        self._previewing = False
        window = self.window
        if window.browsing is None:
            window.board.show_frozen(None)
        else:
            window.board.show_frozen(board_counts(shown_game(window)))
        self._show_scores()

    def shutdown(self) -> None:
        """Stop analysing and release the engine."""
        self.runner.shutdown()
