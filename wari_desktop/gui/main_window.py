"""The main window: the board, a status line and the Game menu, for two players on one
screen."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QWidget

from ..rules import EndReason, Game, IllegalMoveError, Player, Position, index, letter
from .board_widget import BoardWidget
from .theme import WINDOW_STYLE

_CONTEXT = "MainWindow"


def player_name(player: Player) -> str:
    """The translated name of a side."""
    if player is Player.SOUTH:
        return QCoreApplication.translate(_CONTEXT, "South")
    return QCoreApplication.translate(_CONTEXT, "North")


def reason_text(reason: EndReason) -> str:
    """Why a game ended, in a few translated words."""
    texts = {
        EndReason.MAJORITY: QCoreApplication.translate(
            _CONTEXT, "more than half the seeds captured"
        ),
        EndReason.EVEN_SPLIT: QCoreApplication.translate(_CONTEXT, "24 seeds each"),
        EndReason.FAMINE: QCoreApplication.translate(
            _CONTEXT, "famine: no move could be played; each player takes the seeds on their side"
        ),
        EndReason.REPETITION: QCoreApplication.translate(
            _CONTEXT, "the position repeated; each player takes the seeds on their side"
        ),
        EndReason.AGREEMENT: QCoreApplication.translate(
            _CONTEXT, "ended by agreement; each player takes the seeds on their side"
        ),
        EndReason.EMPTY_SIDE: QCoreApplication.translate(
            _CONTEXT, "a side was emptied; each player takes the seeds on their side"
        ),
    }
    return texts[reason]


class MainWindow(QMainWindow):
    """The board in the middle, whose turn and the scores below, and a Game menu.

    ``game`` is the game being played; clicks on the board play for whoever is to move.
    """

    def __init__(self, position: Position | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = Game(position)
        self.board = BoardWidget(self)
        self.setCentralWidget(self.board)
        self.status_label = QLabel(self)
        self.statusBar().addWidget(self.status_label, 1)
        self.statusBar().setSizeGripEnabled(False)
        self._build_menus()
        self.board.houseClicked.connect(self.play_house)
        self.setWindowTitle(self.tr("Wari"))
        self.setStyleSheet(WINDOW_STYLE)
        self.resize(1200, 700)
        self.refresh()

    def _build_menus(self) -> None:
        menu = self.menuBar().addMenu(self.tr("&Game"))
        self.new_action = QAction(self.tr("&New"), self)
        self.new_action.setShortcut(QKeySequence(self.tr("Ctrl+N")))
        self.new_action.triggered.connect(self.new_game)
        self.undo_action = QAction(self.tr("&Undo"), self)
        self.undo_action.setShortcut(QKeySequence(self.tr("Ctrl+Z")))
        self.undo_action.triggered.connect(self.undo)
        self.quit_action = QAction(self.tr("&Quit"), self)
        self.quit_action.setShortcut(QKeySequence(self.tr("Ctrl+Q")))
        self.quit_action.triggered.connect(self.close)
        menu.addAction(self.new_action)
        menu.addAction(self.undo_action)
        menu.addSeparator()
        menu.addAction(self.quit_action)

    # -- actions ---------------------------------------------------------------------
    @Slot(int)
    def play_house(self, house: int) -> None:
        """Play house ``house`` (0..11) for the player to move; an illegal click does
        nothing."""
        try:
            self.game.play(letter(house))
        except IllegalMoveError:
            return
        self.refresh()

    @Slot()
    def new_game(self) -> None:
        """Start a new game from the standard opening."""
        self.game = Game()
        self.refresh()

    @Slot()
    def undo(self) -> None:
        """Take back the last move, if there is one."""
        if self.game.can_undo():
            self.game.undo()
            self.refresh()

    # -- display ---------------------------------------------------------------------
    def refresh(self) -> None:
        """Show the game's current state on the board, the status line and the menu."""
        game = self.game
        legal = [index(move) for move in game.legal_moves()]
        self.board.show_position(
            game.houses, game.scores, legal, None if game.is_over() else game.to_move
        )
        self.status_label.setText(self.status_text())
        self.undo_action.setEnabled(game.can_undo())

    def status_text(self) -> str:
        """Whose turn it is and the scores, or the result and why the game ended."""
        game = self.game
        south, north = game.scores
        outcome = game.outcome
        if outcome is None:
            return self.tr("{player} to move  —  South {south} · North {north}").format(
                player=player_name(game.to_move), south=south, north=north
            )
        south, north = outcome.totals
        if outcome.winner is None:
            result = self.tr("Draw, {south}-{north}").format(south=south, north=north)
        else:
            won, lost = (south, north) if outcome.winner is Player.SOUTH else (north, south)
            result = self.tr("{player} wins {won}-{lost}").format(
                player=player_name(outcome.winner), won=won, lost=lost
            )
        return self.tr("Game over: {result} ({reason})").format(
            result=result, reason=reason_text(outcome.reason)
        )
