"""How a game on this network ends, so that both players are answered and learn the
result. The rules:

- **Answered first.** At the end of a game on this network a player's connection is
  closed only once every request it sent is answered (a resignation, a claim, an abort
  is acknowledged by the very ``end`` event that closes the game), and at most
  ``ANSWER_SECONDS`` after the end: ``close_when_answered``.
- **The host stays until the other player has the end.** The host's server is not
  stopped at the end: the announcement is withdrawn at once (nobody can join a game
  over), but the server keeps answering until the other player has been connected
  since the end and has left (their program closes its connection once it has the
  result and has saved the record), and at most ``LINGER_SECONDS`` after the end. So a
  player who was away when the game ended (claimed after a cut, a program killed)
  learns the result when their program comes back: it reconnects, or is started again
  and goes back to the game, and is sent the game as it ended. The host's program
  closing stops the server sooner (nothing outlives the program).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Slot

from ...lan import LanHost
from .connection import OnlineConnection

#: Seconds a connection waits for its answers at the end before it is closed anyway.
ANSWER_SECONDS = 10.0
#: Seconds the host keeps answering after the end, at most, for the other player to
#: come back and learn it.
LINGER_SECONDS = 600.0
#: Milliseconds between two looks.
LOOK_MS = 100


class _Closer(QObject):
    """Closes ``connection`` once nothing it sent waits for an answer (or the time is
    up); then goes."""

    def __init__(self, connection: OnlineConnection, seconds: float) -> None:
        super().__init__(connection)
        self.connection = connection
        self.deadline = time.monotonic() + seconds
        self.timer = QTimer(self)
        self.timer.setInterval(LOOK_MS // 2)
        self.timer.timeout.connect(self.look)
        self.timer.start()
        self.look()

    @Slot()
    def look(self) -> None:
        if self.connection.answering and time.monotonic() < self.deadline:
            return
        self.timer.stop()
        self.connection.close()
        self.deleteLater()


def close_when_answered(connection: OnlineConnection,
                        seconds: float = ANSWER_SECONDS) -> None:
    """Close ``connection`` once its requests are answered, at most ``seconds`` from now
    (see the module's rules)."""
    if connection.client is None:
        connection.close()
        return
    _Closer(connection, seconds)


class Linger(QObject):
    """After the end of a hosted game: calls ``stop`` once ``opponent`` has been
    connected to ``host`` and has left, or ``seconds`` have passed (see the module's
    rules)."""

    def __init__(self, host: LanHost, opponent: str, stop: Callable[[], None],
                 seconds: float = LINGER_SECONDS, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host, self.opponent, self._stop = host, opponent, stop
        self.deadline = time.monotonic() + seconds
        self.arrived = host.arrivals(opponent) if opponent else 0
        self.seen = False
        self.timer = QTimer(self)
        self.timer.setInterval(LOOK_MS)
        self.timer.timeout.connect(self.look)
        self.timer.start()
        self.look()

    @property
    def lingering(self) -> bool:
        return self.timer.isActive()

    @Slot()
    def look(self) -> None:
        """Stop once the opponent has come and gone since the end, or the time is up."""
        here = bool(self.opponent) and self.host.is_connected(self.opponent)
        came = bool(self.opponent) and self.host.arrivals(self.opponent) > self.arrived
        self.seen = self.seen or here or came
        if (self.seen and not here) or time.monotonic() >= self.deadline \
                or not self.host.running:
            self.timer.stop()
            self._stop()
