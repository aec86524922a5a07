"""The notice of the player's tournament game, which cannot be missed: when a game of a
tournament is put on the board (it starts there by itself, ``OnlineGames.taken``), a
notice over the top of the board says which event and round, the side and the
opponent, whose move it is and the time left for the first move before a loss by
forfeit, counting down; the window's icon asks for attention and the offer's sound
plays (``offer_notice.Attention``).

The rules, so that it is true at every moment:
- "your move" and the player's own countdown show while the player's first move is due
  (South at once, North once South has moved); while the opponent's first move is due,
  their countdown shows instead.
- The notice goes with the player's own first move (the forfeit is no longer at
  stake), with the game's end (a forfeit included), with another game on the board,
  with signing out, and with Close.
- The countdown is counted from the game frame's ``first_move_left`` (from when it
  reached the board), then, for North, the time for a first move from South's first
  move on the board; it never goes below 0. The moves are read from the board's model
  (``movePlayed``: the player's own move is acknowledged by an answer, not pushed as
  an event); the end from the model's ``gameOver`` and the server's ``end`` event.
"""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QObject, QTimer, Slot

from ...protocol import Side
from ...protocol.messages import GameSnapshot
from ..session.host import Host
from .connection import OnlineConnection
from .offer_notice import Attention, OfferNotice
from .tournament_words import forfeit_line, paired_line, paired_title


class TournamentNotice(QObject):
    """The notice of the player's tournament game over ``host``'s board (see the
    module's rules); ``take`` is connected to ``OnlineGames.taken``."""

    def __init__(self, host: Host) -> None:
        super().__init__(host.widget())
        self.host = host
        self.notice = OfferNotice(host.board)
        self.notice.declineClicked.connect(self.close)
        self.attention = Attention(host.sound, self)
        self.connection: OnlineConnection | None = None
        self.game: GameSnapshot | None = None
        self.side: Side | None = None
        self.ply = 0  # the moves made so far (only the first two matter)
        self.deadline = 0.0  # monotonic: the first move due now must come by then
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self.show)
        host.gameStarted.connect(self._board_taken)  # before ``taken``, for any game

    @Slot(object, object)
    def take(self, connection: OnlineConnection, game: GameSnapshot) -> None:
        """The player's game ``game`` is on the board: told, if a tournament's whose
        first moves are not both made."""
        self.close()
        name = connection.account.name if connection.account is not None else ""
        side = game.side_of(name)
        if game.terms.tournament is None or side is None or game.over \
                or len(game.moves) >= 2:
            return
        self.connection, self.game, self.side, self.ply = connection, game, side, \
            len(game.moves)
        left = game.timing.first_move_left
        seconds = game.terms.tournament.forfeit_seconds if left is None else left / 1000
        self.deadline = time.monotonic() + seconds
        connection.gameEvent.connect(self._event)
        connection.signedOut.connect(self.close)
        self.host.model.movePlayed.connect(self._move_played)
        self.host.model.gameOver.connect(self._over)
        self.timer.start()
        self.show()
        self.attention.call(self.host.widget())

    def mine_due(self) -> bool:
        """Whether the first move due now is the player's."""
        return (self.ply == 0) == (self.side is Side.SOUTH)

    def seconds_left(self) -> int:
        return max(0, round(self.deadline - time.monotonic()))

    @Slot()
    def show(self) -> None:
        """The notice's words now (the countdown where it stands)."""
        game, side = self.game, self.side
        if game is None or side is None or game.terms.tournament is None:
            return
        tag = game.terms.tournament
        opponent = game.seat(Side.NORTH if side is Side.SOUTH else Side.SOUTH).name
        mine = self.mine_due()
        self.notice.show_news(paired_title(tag.name, tag.round),
                              paired_line(side is Side.SOUTH, opponent, mine),
                              forfeit_line(self.seconds_left(), mine, opponent))

    @Slot(str, dict)
    def _event(self, game_id: str, event: dict[str, Any]) -> None:
        if self.game is None or game_id != self.game.id:
            return
        if event.get("e") == "end":
            self.close()

    @Slot(str, object)
    def _move_played(self, _letter: str, _plan: object) -> None:
        self.moved(len(self.host.model.game.plies), time.monotonic())

    @Slot(object)
    def _over(self, _outcome: object) -> None:
        self.close()

    def moved(self, plies: int, when: float) -> None:
        """The board's game has ``plies`` moves now (the last came at ``when``)."""
        was_mine = self.mine_due()
        self.ply = max(self.ply, plies)
        if was_mine or self.ply >= 2:
            self.close()
            return
        assert self.game is not None and self.game.terms.tournament is not None
        self.deadline = when + self.game.terms.tournament.forfeit_seconds
        self.show()

    @Slot()
    def _board_taken(self) -> None:
        """A game came to the board: the one told of goes (``take`` follows for the
        player's own game, once it is there)."""
        self.close()

    @Slot()
    def close(self) -> None:
        """The notice goes (see the module's rules)."""
        self.timer.stop()
        if self.connection is not None:
            self.connection.gameEvent.disconnect(self._event)
            self.connection.signedOut.disconnect(self.close)
            self.host.model.movePlayed.disconnect(self._move_played)
            self.host.model.gameOver.disconnect(self._over)
        self.connection, self.game, self.side = None, None, None
        self.notice.hide()

    def text(self) -> str:
        """What the notice says ("" when hidden), for the tests."""
        return self.notice.text() if self.notice.isVisible() else ""
