"""How a game ended off the board, as the game model keeps it: a resignation, a loss on
time, or a stop (a player left, the game was aborted: ``notation.record.Stop``). At most
one of them: as in a record, the first given counts."""

from __future__ import annotations

from dataclasses import dataclass

from ...notation.record import Stop
from ...rules import Player


@dataclass(frozen=True)
class EarlyEnd:
    """The player who resigned, the player whose time ran out, or how the game was
    stopped (all None: the game did not end off the board)."""

    resigned: Player | None = None
    lost_on_time: Player | None = None
    stop: Stop | None = None

    @classmethod
    def first(cls, resigned: Player | None = None, lost_on_time: Player | None = None,
              stop: Stop | None = None) -> EarlyEnd:
        """The first of ``resigned``, ``lost_on_time`` and ``stop`` given, alone."""
        if resigned is not None:
            return cls(resigned=resigned)
        if lost_on_time is not None:
            return cls(lost_on_time=lost_on_time)
        return cls(stop=stop)

    def __bool__(self) -> bool:
        """True when the game ended so."""
        return (self.resigned is not None or self.lost_on_time is not None
                or self.stop is not None)
