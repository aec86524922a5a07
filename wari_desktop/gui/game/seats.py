"""Who plays each side (``Seat``), why a move is refused besides the rules' reasons (and
``refusal``, every reason a move is not taken now), and the copy of a game a worker
thread gets."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Protocol

from ...rules import LETTERS, Game, Illegal


class Refusal(Enum):
    """Why a person's move is not taken, besides the rules' ``Illegal`` reasons."""

    NOT_YOUR_TURN = "not-your-turn"  # the computer is to move, or thinking


@dataclass(frozen=True, slots=True)
class Seat:
    """Who plays a side: a person at this screen, the computer at ``level``, or
    (``remote``) a person on another computer, whose moves come from a server: no click
    plays for them and the computer never thinks for them."""

    computer: bool = False
    level: str = "club"
    remote: bool = False


#: The seat of a person on another computer (an online game's opponent).
REMOTE = Seat(remote=True)


PEOPLE = (Seat(), Seat())


def replay(game: Game) -> Game:
    """An independent copy of ``game`` for a worker thread (``Game.copy``: no move is
    replayed, so a long game costs the window no time)."""
    return game.copy()


class Playing(Protocol):
    """What ``refusal`` reads of the game model."""

    @property
    def game(self) -> Game: ...
    def is_over(self) -> bool: ...
    def is_thinking(self) -> bool: ...
    def awaits_person(self) -> bool: ...


def refusal(model: Playing, move: str, turn_only: bool = False) -> Illegal | Refusal | None:
    """Why ``model.play(move)`` would not be taken now, or None when it would: the game is
    over, it is not a person's turn, or the rules' reason (``turn_only``: only whether the
    house belongs to the person to move, for a click that waits for the board)."""
    game = model.game
    if model.is_over():
        return Illegal.GAME_OVER
    if model.is_thinking() or not model.awaits_person():
        return Refusal.NOT_YOUR_TURN
    if not turn_only:
        return game.why_illegal(move)
    if move not in LETTERS:
        return Illegal.NOT_A_HOUSE
    if game.rules.owners[LETTERS.index(move)] is not game.to_move:
        return Illegal.OPPONENTS_HOUSE
    return None
