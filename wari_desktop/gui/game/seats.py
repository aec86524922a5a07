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
    """Who plays a side: a person at this screen, or the computer at ``level``."""

    computer: bool = False
    level: str = "club"


PEOPLE = (Seat(), Seat())


def replay(game: Game) -> Game:
    """An independent copy of ``game`` for a worker thread (``Game.copy``: no move is
    replayed, so a long game costs the window no time)."""
    return game.copy()
