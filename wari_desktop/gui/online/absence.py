"""Who of a game's players is away, with no Qt: the opponent (for a watcher, either side)
whose connection the server says is lost, and when the game may be claimed (the
``claim_in`` seconds of the ``presence`` frame, from when it was read)."""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

from ...protocol import Side
from ...protocol.messages import Presence
from ...rules import Player


@dataclass
class Absence:
    """The player away (None: nobody) and the monotonic time the claim opens."""

    absent: Player | None = None
    claim_at: float | None = None

    def clear(self) -> None:
        self.absent, self.claim_at = None, None

    def read(self, presence: Presence, side: Player | None) -> None:
        """Note ``presence`` as seen by the player of ``side`` (None: a watcher)."""
        self.clear()
        for player in Player:
            state = presence.of(Side.of(player))
            if player is not side and not state.online:
                wait = max(0.0, state.claim_in or 0.0)
                self.absent, self.claim_at = player, time.monotonic() + wait

    def seconds_left(self) -> int | None:
        """Whole seconds until the claim opens (0: open); None while nobody is away."""
        if self.claim_at is None or self.absent is None:
            return None
        return max(0, math.ceil(self.claim_at - time.monotonic()))

    def claim_open(self) -> bool:
        """True once the absent player's window is over."""
        return self.claim_at is not None and time.monotonic() >= self.claim_at
