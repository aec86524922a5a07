"""The levels the computer truly played at, side by side: each move the computer makes is
noted with its level then (the ply it was), so that a level changed in the middle of a
game never renames the moves made before: North that played every move at Beginner is
"Computer (Beginner)" in the review and the record, even once the level is Master; it is
"Computer (Beginner, Master)" once it has made a move at each.

Noted by ply, a move taken back and played again (redo) keeps its level; a new move at
that ply replaces it. The autosave keeps them (``MOVE_LEVELS_TAG``: "2:casual 4:master",
the moves numbered from 1), so a game resumed at the next start names them as before;
moves of a record opened from a file have none noted: the seat's level, or the names the
file gives, name them.
"""

from __future__ import annotations

from ...ai.levels import NAMES
from ...rules import Game, Player

#: The autosave's tag of the level of each computer move (not written in saved files).
MOVE_LEVELS_TAG = "WariMoveLevels"


class ComputerLevels:
    """The level of each computer move of one game, by ply."""

    def __init__(self) -> None:
        self._by_ply: dict[int, str] = {}

    def clear(self) -> None:
        """A new game: nothing noted."""
        self._by_ply.clear()

    def note(self, ply: int, level: str | None) -> None:
        """Move ``ply`` (0-based) was made by the computer at ``level`` (None: by a
        person)."""
        if level is None:
            self._by_ply.pop(ply, None)
        else:
            self._by_ply[ply] = level

    def of(self, game: Game, player: Player) -> tuple[str, ...]:
        """The levels ``player``'s moves in ``game`` were made at, weakest first, each
        once; () when none of its moves has a level noted."""
        played = {level for ply, level in self._by_ply.items()
                  if ply < len(game.plies) and game.plies[ply].before.to_move is player}
        return tuple(name for name in NAMES if name in played)

    def tag(self) -> str:
        """The levels noted, for ``MOVE_LEVELS_TAG``: "2:casual 4:master" (moves from 1)."""
        return " ".join(f"{ply + 1}:{level}" for ply, level in sorted(self._by_ply.items()))

    def read(self, text: str) -> None:
        """Note the levels of a ``MOVE_LEVELS_TAG`` value (words that are not "n:level",
        with a known level, are left out)."""
        for word in text.split():
            number, _, level = word.partition(":")
            if number.isdigit() and int(number) > 0 and level in NAMES:
                self._by_ply[int(number) - 1] = level
