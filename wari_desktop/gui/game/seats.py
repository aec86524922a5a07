"""Who plays each side (``Seat``), why a move is refused besides the rules' reasons, and
the copy of a game a worker thread gets."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ...rules import Game


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
