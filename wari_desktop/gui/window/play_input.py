"""The player's moves as they come in: a click on a house or its letter typed.

- During a sowing, a click for the next move, when that move is a person's at this screen
  and the board is showing the last move played, waits and is played once the board is
  still ("D will be played when the sowing ends").
- A click while the computer is to move (thinking, or its reply not yet shown: a click
  during one's own sowing against the computer) is refused: the computer's move comes
  first and changes the position the click was meant for. The status line says so
  ("D was not played: the computer moves first...") until the computer's move has been
  shown, then recalls it ("D was not played: choose your move now..."), so a click is
  never dropped without a word.
- A move that cannot be played is explained in the status line and changes nothing; a
  past position shown from the move list takes no moves."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Slot

from ...rules import LETTERS, Illegal
from ..board.board_view import GameBoardView
from ..game.game_model import GameModel
from ..game.seats import Refusal
from ..game.texts import refusal_text
from ..session.document import GameDocument
from .display import WindowDisplay

translate = QCoreApplication.translate
#: These words were first the window's: translations are keyed on this context.
_CONTEXT = "MainWindow"


class PlayInput(QObject):
    """Plays the houses clicked on ``board`` (or typed) in ``model``'s game, telling the
    player through ``display``; ``browsing()`` says whether a past position is shown and
    ``refresh()`` shows the game once the board is still."""

    def __init__(self, model: GameModel, board: GameBoardView, display: WindowDisplay,
                 document: GameDocument, browsing: Callable[[], int | None],
                 refresh: Callable[[], None]) -> None:
        super().__init__(board)
        self.model, self.board, self.display, self.document = model, board, display, document
        self._browsing = browsing
        self._refresh = refresh
        self._waiting: int | None = None  # a house clicked during a sowing, played after it
        self._refused: str | None = None  # a house clicked before the computer's move
        self._notice_while_sowing = False  # the notice is about the sowing: gone once still
        board.houseClicked.connect(self.play_house)
        board.animationFinished.connect(self._animation_finished)
        model.positionReset.connect(self._forget_waiting_click)

    @Slot(int)
    def play_house(self, house: int) -> None:
        """Play house ``house`` (0..11) for the person to move, now or once the sowing
        shown ends; or say why it cannot be played."""
        if self._browsing() is not None:
            return
        letter = LETTERS[house]
        animating = self.board.is_animating()
        refusal = self.model.refusal(letter, turn_only=animating)
        if animating and self.board.shown.plies() < len(self.model.game.plies):
            refusal = Refusal.NOT_YOUR_TURN  # the position clicked in is not the game's yet
        self._notice_while_sowing = animating
        if self._computer_first(refusal, animating):
            # The computer moves before this click could be played, in a position the
            # player has not seen: refused, and said so until the player may choose.
            self._waiting, self._refused = None, letter
            self.display.notice(translate(_CONTEXT, "{house} was not played: the computer "
                                          "moves first. Choose your move once its move "
                                          "has been shown.").format(house=letter))
        elif refusal is not None:
            self._waiting = None
            self.display.notice(refusal_text(refusal, letter, self.model,
                                             self.document.player_names()))
        elif animating:
            self._waiting = house
            self.display.notice(translate(_CONTEXT, "{house} will be played when the "
                                          "sowing ends.").format(house=letter))
        else:
            self._waiting = None
            self.display.notice("", show=False)
            self.model.play(letter)

    def _computer_first(self, refusal: Illegal | Refusal | None, animating: bool) -> bool:
        """True when the computer moves before a click now could be played: it is to
        move (thinking, or its reply not yet begun to be shown on the board)."""
        model = self.model
        if model.is_over() or not model.people():  # the computer against itself: no choice
            return False
        plies, shown = model.game.plies, self.board.shown.plies()
        if animating and shown < len(plies):  # a move the board has not begun to show
            return model.seat(plies[shown].before.to_move).computer
        return refusal is Refusal.NOT_YOUR_TURN and model.seat(model.game.to_move).computer

    def play_letter(self, letter: str) -> None:
        """Play the house of letter ``letter`` (either case) on the side of the player to
        move: house letters are A-F for South and a-f for North."""
        house = self.model.game.house_typed(letter)
        if house is not None:
            self.play_house(house)

    def game_moved(self) -> None:
        """The game moved on (the window calls this): the last click's notice goes,
        unless it is a refusal that is still true (the computer's move not yet shown)."""
        if self._refused is not None and self._computer_move_pending():
            return
        self.display.notice("", show=False)
        self._recall_refused()

    def _computer_move_pending(self) -> bool:
        """True until the computer's move that a refused click made way for is shown."""
        model, board = self.model, self.board
        if model.is_over():
            return False
        return (board.is_animating() or board.shown.plies() < len(model.game.plies)
                or not model.awaits_person())

    def _recall_refused(self) -> None:
        """Once the player may choose, say again that the refused click was not played."""
        refused, self._refused = self._refused, None
        if refused is not None and not self.model.is_over():
            self.display.notice(translate(_CONTEXT, "{house} was not played: choose your "
                                          "move now that the computer has moved.").format(
                                              house=refused))

    def _animation_finished(self) -> None:
        """The board is still: play a click that waited for it, and show the state; a
        click refused because the computer moved first is recalled once the player may
        choose (until then its notice stays: it is still true)."""
        waiting, self._waiting = self._waiting, None
        if self._refused is not None and self._computer_move_pending():
            self._refresh()
            return
        if self._notice_while_sowing:
            self._notice_while_sowing = False
            self.display.notice("", show=False)
        self._refresh()
        self._recall_refused()
        if waiting is not None:
            self.play_house(waiting)

    def _forget_waiting_click(self) -> None:
        self._waiting = self._refused = None
