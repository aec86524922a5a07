"""The displayed position: what the board shows at this moment, which every number on
screen follows.

The game model is ahead of the screen while a move is animated (the game has already
moved on, the computer may even have replied). The board view sets this object frame by
frame from the animation's progress; the count badges, the players' scores and the move
list read it, so no number runs ahead of the seeds drawn.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal

from ...rules import HOUSES, Player

PITS = HOUSES + 2


class DisplayedPosition(QObject):
    """The counts of the 12 houses and 2 stores as drawn, and how many of the game's
    moves have begun to be shown (a move enters the move list when its sowing begins)."""

    countsChanged = Signal()
    pliesChanged = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._counts = [0] * PITS
        self._plies = 0

    def counts(self) -> list[int]:
        """The 14 counts drawn: houses ``A..f``, then South's and North's stores."""
        return list(self._counts)

    def store(self, player: Player) -> int:
        """The seeds drawn in ``player``'s store."""
        return self._counts[HOUSES + player]

    def plies(self) -> int:
        """How many of the game's moves have begun to be shown."""
        return self._plies

    def set_counts(self, counts: Sequence[int]) -> None:
        """Show ``counts`` (14 numbers)."""
        counts = list(counts)
        if len(counts) != PITS:
            raise ValueError(f"a board shows {PITS} counts, not {len(counts)}")
        if counts != self._counts:
            self._counts = counts
            self.countsChanged.emit()

    def set_plies(self, plies: int) -> None:
        """The game's first ``plies`` moves are on show."""
        if plies != self._plies:
            self._plies = plies
            self.pliesChanged.emit()
