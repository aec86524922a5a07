"""A request that another process decides: carried over the bus to the process that
referees the game (or holds the seek or challenge), run there by the same handlers as a
request of its own connections, and answered back to the connection that sent it.

Rules:

- The process that received the request keeps it ``pending`` under a key of its own
  until an answer comes: a frame said to that connection alone (``reply``: a refusal, an
  ``ok``, a game frame), or the acknowledgement carried with the game's stored events
  (``out``'s ``ack``). When the process it went to dies first (its heartbeat stops), the
  request is routed again, to the game's next referee; a move it had stored is answered
  as resent, never played twice. With no answer within ``ANSWER_SECONDS``, the request is
  refused ``not-stored``: nothing the client can count on was done, and it tries again.
- On the deciding process the request's author is a ``RemoteSession``: it has the
  author's account (without its password hash), and what is sent to it goes back to the
  author's process, to that connection only. It never counts as a listener of a game
  there: the author's own process passes on the game's events to its connections.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ...protocol.messages import ServerMessage
from ..session import encode
from ..storage import Account

if TYPE_CHECKING:
    from .bus import Bus

#: Seconds a forwarded request waits for its answer (a process that dies meanwhile is
#: noticed sooner, and the request routed again: ``node``).
ANSWER_SECONDS = 10.0


@dataclass(eq=False)
class RemoteSession:
    """The author of a request decided here but sent to another process (``origin``),
    where the connection is known by ``key``."""

    bus: Bus
    origin: str
    key: int
    account: Account | None
    address: str = "another process"
    greeted: bool = True
    closing: bool = False
    lobby: bool = False
    strikes: int = 0
    watching: set[str] = field(default_factory=set)
    token_digest: str | None = None

    @property
    def name(self) -> str | None:
        return self.account.name if self.account else None

    def send(self, frame: ServerMessage | str) -> None:
        """Send ``frame`` back to the author's connection, through its process."""
        text = frame if isinstance(frame, str) else encode(frame)
        self.bus.send(self.origin, {"k": "reply", "key": self.key, "x": text})

    def strike(self, most: int) -> None:
        """Strikes are counted by the author's own process (where the frame came in)."""

    def close(self, code: int, reason: str) -> None:
        """The connection is the author's process's to close."""
