"""How the server's reasons for an end that the rules do not know end the game on the
window's board, with no Qt: a game abandoned (its winner claimed it), called off, aborted,
or with no first move becomes the notation's ``Stop`` (``stop_of``), so the board, the
cards and the status bar say the game is over and who won, and no house glows for a move
any more. Resignation, time and agreement have the model's own endings."""

from __future__ import annotations

from ...notation import Stop, StopReason
from ...rules import Player

_STOPS = {"abandoned": StopReason.ABANDONED, "called-off": StopReason.CALLED_OFF,
          "aborted": StopReason.ABORTED, "no-first-move": StopReason.NO_FIRST_MOVE}


def stop_of(reason: str, winner: Player | None, to_move: Player,
            gone: Player | None) -> Stop | None:
    """The ``Stop`` of the server's ``reason`` (None: not a stop, or not one this program
    knows): the loser of an abandoned game, the side to move of a game with no first
    move, the side ``gone`` (when known) of a game called off."""
    kind = _STOPS.get(reason)
    if kind is StopReason.ABANDONED:
        return None if winner is None else Stop(kind, winner.opponent)
    if kind is StopReason.NO_FIRST_MOVE:
        return Stop(kind, to_move)
    if kind is StopReason.CALLED_OFF:
        return Stop(kind, gone)
    if kind is StopReason.ABORTED:
        return Stop(kind)
    return None
