"""The player's moves as they come in: a click on a house or its letter typed. During the
sowing of the last move, a click for the next move waits and is played once the board is
still (a click while a reply is still to be shown is refused); a move that cannot be
played is explained in the status line and changes nothing; a past position shown from
the move list takes no moves."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Slot

from ...rules import LETTERS
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
            # A reply the board has not begun to show comes first: the player has not
            # seen the position this click would be played in.
            refusal = Refusal.NOT_YOUR_TURN
        self._notice_while_sowing = animating
        if refusal is not None:
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

    def play_letter(self, letter: str) -> None:
        """Play the house of letter ``letter`` (either case) on the side of the player to
        move: house letters are A-F for South and a-f for North."""
        house = self.model.game.house_typed(letter)
        if house is not None:
            self.play_house(house)

    def _animation_finished(self) -> None:
        """The board is still: play a click that waited for it, and show the state."""
        waiting, self._waiting = self._waiting, None
        if self._notice_while_sowing:
            self._notice_while_sowing = False
            self.display.notice("", show=False)
        self._refresh()
        if waiting is not None:
            self.play_house(waiting)

    def _forget_waiting_click(self) -> None:
        self._waiting = None
