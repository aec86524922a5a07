"""The main window: the board, a status line and the Game menu; a person plays the
computer, or two people play at one screen."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Slot
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QWidget

from ..ai import NAMES, Analysis
from ..rules import EndReason, Game, Player, Position, index, letter
from .board_widget import BoardWidget
from .game_model import PEOPLE, GameModel, Seat
from .theme import WINDOW_STYLE

DEFAULT_LEVEL = "club"

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

    By default a person plays South against the computer (North, at the club level);
    ``seats`` chooses otherwise (``PEOPLE``: two players on one screen).
    """

    def __init__(
        self,
        position: Position | None = None,
        seats: tuple[Seat, Seat] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.model = GameModel(Game(position), seats or (Seat(), Seat(True, DEFAULT_LEVEL)),
                               parent=self)
        self.board = BoardWidget(self)
        self.setCentralWidget(self.board)
        self.status_label = QLabel(self)
        self.statusBar().addWidget(self.status_label, 1)
        self.statusBar().setSizeGripEnabled(False)
        self._hint_text = ""
        self._build_menus()
        self.board.houseClicked.connect(self.play_house)
        self.model.positionChanged.connect(self.refresh)
        self.model.thinkingStarted.connect(self.refresh)
        self.model.thinkingFinished.connect(self.refresh)
        self.model.hintReady.connect(self.show_hint)
        self.setWindowTitle(self.tr("Wari"))
        self.setStyleSheet(WINDOW_STYLE)
        self.resize(1200, 700)
        self.model.start()

    @property
    def game(self) -> Game:
        """The game being played."""
        return self.model.game

    def _build_menus(self) -> None:
        menu = self.menuBar().addMenu(self.tr("&Game"))
        self.new_action = self._action(self.tr("&New Game Against the Computer"),
                                       self.tr("Ctrl+N"), self.new_game)
        self.new_people_action = self._action(self.tr("New Game for &Two Players"),
                                              self.tr("Ctrl+Shift+N"), self.new_people_game)
        self.undo_action = self._action(self.tr("&Undo"), self.tr("Ctrl+Z"), self.undo)
        self.redo_action = self._action(self.tr("&Redo"), self.tr("Ctrl+Shift+Z"), self.redo)
        self.hint_action = self._action(self.tr("&Hint"), self.tr("Ctrl+H"), self.hint)
        self.quit_action = self._action(self.tr("&Quit"), self.tr("Ctrl+Q"), self.close)
        for action in (self.new_action, self.new_people_action, None, self.undo_action,
                       self.redo_action, self.hint_action, None):
            menu.addAction(action) if action else menu.addSeparator()
        levels = menu.addMenu(self.tr("Computer &Level"))
        self.level_group = QActionGroup(self)
        for name in NAMES:
            action = QAction(level_title(name), self, checkable=True)
            action.setData(name)
            action.setChecked(name == self.computer_level())
            action.triggered.connect(self.choose_level)
            self.level_group.addAction(action)
            levels.addAction(action)
        menu.addSeparator()
        menu.addAction(self.quit_action)

    def _action(self, text: str, shortcut: str, slot: Callable[[], object]) -> QAction:
        action = QAction(text, self)
        action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def computer_level(self) -> str:
        """The level of the computer seat (the default level when two people play)."""
        seat = next((s for s in self.model.seats if s.computer), None)
        return seat.level if seat else DEFAULT_LEVEL

    # -- actions ---------------------------------------------------------------------
    @Slot(int)
    def play_house(self, house: int) -> None:
        """Play house ``house`` (0..11) for the person to move; anything else does
        nothing."""
        self.model.play(letter(house))

    @Slot()
    def new_game(self) -> None:
        """A new game: you play South against the computer at the chosen level."""
        self.model.new_game(Game(), (Seat(), Seat(True, self.computer_level())))

    @Slot()
    def new_people_game(self) -> None:
        """A new game for two players at this screen."""
        self.model.new_game(Game(), PEOPLE)

    @Slot()
    def choose_level(self) -> None:
        """Give the computer seat the level picked in the menu."""
        action = self.level_group.checkedAction()
        if action is None:
            return
        level = str(action.data())
        seats = tuple(Seat(True, level) if s.computer else s for s in self.model.seats)
        self.model.set_seats((seats[0], seats[1]))

    @Slot()
    def undo(self) -> None:
        """Take back the last move (and the computer's reply)."""
        self.model.undo()

    @Slot()
    def redo(self) -> None:
        """Play again what was taken back."""
        self.model.redo()

    @Slot()
    def hint(self) -> None:
        """Ask the engine which house to play."""
        if self.model.awaits_person():
            self._hint_text = self.tr("Looking for a good move…")
            self.status_label.setText(self.status_text())
            self.model.request_hint()

    @Slot(object)
    def show_hint(self, analysis: Analysis) -> None:
        """Ring the suggested house and say how good it looks."""
        self.board.show_hint(index(analysis.best))
        self._hint_text = self.tr("Hint: {move} (about {score:+.1f} seeds)").format(
            move=analysis.best, score=analysis.score)
        self.status_label.setText(self.status_text())

    def closeEvent(self, event: QCloseEvent) -> None:
        """Stop the computer's thinking before the window goes."""
        self.model.shutdown()
        super().closeEvent(event)

    # -- display ---------------------------------------------------------------------
    def refresh(self) -> None:
        """Show the game's current state on the board, the status line and the menu."""
        game = self.game
        model = self.model
        legal = [index(move) for move in game.legal_moves()] if model.awaits_person() else []
        self.board.show_position(
            game.houses, game.scores, legal, None if game.is_over() else game.to_move
        )
        self._hint_text = ""
        self.status_label.setText(self.status_text())
        self.undo_action.setEnabled(game.can_undo())
        self.redo_action.setEnabled(game.can_redo() and not model.is_thinking())
        self.hint_action.setEnabled(model.awaits_person())

    def status_text(self) -> str:
        """Whose turn it is and the scores, or the result and why the game ended."""
        game = self.game
        south, north = game.scores
        outcome = game.outcome
        if outcome is None:
            if self.model.is_thinking():
                turn = self.tr("{player} (computer) is thinking…").format(
                    player=player_name(game.to_move))
            else:
                turn = self.tr("{player} to move").format(player=player_name(game.to_move))
            text = self.tr("{turn}  —  South {south} · North {north}").format(
                turn=turn, south=south, north=north)
            return f"{text}  —  {self._hint_text}" if self._hint_text else text
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


def level_title(name: str) -> str:
    """The translated name of a computer level."""
    titles = {
        "beginner": QCoreApplication.translate(_CONTEXT, "Beginner"),
        "casual": QCoreApplication.translate(_CONTEXT, "Casual"),
        "club": QCoreApplication.translate(_CONTEXT, "Club"),
        "expert": QCoreApplication.translate(_CONTEXT, "Expert"),
        "master": QCoreApplication.translate(_CONTEXT, "Master"),
    }
    return titles.get(name, name)
