"""The server's rules of time: when clocks start, how lag is refunded, when a flag falls,
how long a player whose connection dropped has to come back. All in seconds.

- **Clocks start with the third move.** Neither player's first move is charged; each has
  ``FIRST_MOVE_SECONDS`` to make it, or the game is aborted without a result. From the
  second move on, the side to move has its clock running.
- **Lag.** With each move the client reports how long its player thought (``think_ms``).
  The server refunds the difference between the time it measured (from sending the
  opponent's move to receiving this one) and that report, but never more than
  ``MAX_REFUND`` for one move and never more than the player's *lag quota*. The quota
  starts at ``QUOTA_CAP``, is spent by refunds, and refills by ``QUOTA_REFILL`` after each
  move, up to ``QUOTA_CAP``. A client that reports nothing is refunded nothing.
- **Flag.** A side's flag falls when its clock reads zero and the refund it could still
  get has run out too: at zero plus ``min(quota, MAX_REFUND)``. A move that arrives by then
  is charged its measured time less its refund; if that leaves no time, the flag falls.
- **Dropped connection.** A player with no connection to a game in progress has
  ``reconnect_window(control)`` to come back; once it has passed the opponent may claim the
  game (a win) or call it off (no result). A clock that runs goes on running meanwhile.
- **Server stopped.** A game resumed after a restart has the clocks as they stood after
  its last move; the side to move runs again from the restart, so the time the server was
  down is charged to no one, and both players have their reconnection window from then.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules.clock import TimeControl

FIRST_MOVE_SECONDS = 60.0
MAX_REFUND = 1.0
QUOTA_CAP = 2.0
QUOTA_REFILL = 0.1


def reconnect_window(control: TimeControl | None) -> float:
    """How long a player whose connection dropped has to come back before the opponent may
    claim: 30 s for a game of 3 minutes or less, 60 s up to 15 minutes, 120 s for longer
    games and games without a clock."""
    if control is None or control.base > 15 * 60:
        return 120.0
    return 30.0 if control.base <= 3 * 60 else 60.0


@dataclass(slots=True)
class LagQuota:
    """One player's lag quota (seconds)."""

    quota: float = QUOTA_CAP

    def refund(self, measured: float, thought: float | None) -> float:
        """The refund for a move the server measured at ``measured`` seconds and the client
        reports as ``thought`` (None: no report): the lag, capped by ``MAX_REFUND`` and the
        quota; the quota is spent by it, then refilled by ``QUOTA_REFILL``."""
        lag = 0.0 if thought is None else max(0.0, measured - thought)
        given = min(lag, MAX_REFUND, self.quota)
        self.quota = min(QUOTA_CAP, self.quota - given + QUOTA_REFILL)
        return given

    def could_refund(self) -> float:
        """The most a move could still be refunded now."""
        return min(self.quota, MAX_REFUND)
