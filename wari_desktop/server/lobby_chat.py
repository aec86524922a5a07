"""The lobby chat: one room per server, read by everyone who follows the lobby.

Rules:

- Who writes: accounts with a password (people); guests read only (a guest costs nothing
  to make, so a person muted or rate-limited could come back as one), bots do not chat.
  An account the admin muted (``wari-server account mute NAME``) is refused, ``muted``;
  the mark is read from the store at each line, so a mute holds at once, even on a
  connection signed in before it.
- How much: ``lobby_chat_lines`` lines in any ``lobby_chat_seconds`` per account, all its
  connections together (5 in 10 s by default); over that, ``rate-limited``. The count
  does not reset when the account signs out and in again.
- What: one line of ``CHAT_CHARS`` characters at most, cleaned by ``protocol.text``'s
  rule (the request's check); names are not free text.
- Kept: the last ``lobby_chat_kept`` lines, in memory only (a restart forgets them); a
  client that starts following the lobby gets them in one ``lobby-chat`` frame, then
  each new line as it comes.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable

from ..protocol import ErrorCode, ProtocolError
from ..protocol import messages as m
from .config import ServerConfig
from .metrics import Metrics

#: Accounts whose recent lines are remembered for the rate, beyond which those quiet for
#: longer than the window are forgotten.
RATE_MEMORY = 1000


class LobbyChat:
    """The room: its recent lines and each account's latest lines (for the rate)."""

    def __init__(self, config: ServerConfig, metrics: Metrics,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.config = config
        self.metrics = metrics
        self.recent: deque[m.ChatLine] = deque(maxlen=config.lobby_chat_kept)
        self._clock = clock
        self._said: dict[str, deque[float]] = {}
        #: Told of each line said here (the server's other processes keep it and count
        #: it: ``cluster.shared_limits``).
        self.share: Callable[[m.ChatLine], None] | None = None

    def check_rate(self, name: str) -> None:
        """Count one line of ``name``'s; ``rate-limited`` when it has written
        ``lobby_chat_lines`` in the last ``lobby_chat_seconds`` (nothing counted then)."""
        now, window = self._clock(), self.config.lobby_chat_seconds
        said = self._said.get(name.lower())
        if said is None:
            self._forget_quiet(now)
            said = self._said[name.lower()] = deque(maxlen=self.config.lobby_chat_lines)
        if len(said) == said.maxlen and said[0] > now - window:
            self.metrics.lobby_chat_refused += 1
            raise ProtocolError(ErrorCode.RATE_LIMITED, (
                f"at most {self.config.lobby_chat_lines} lines in {window:g} seconds in the "
                "lobby chat: wait a moment"))
        said.append(now)

    def _forget_quiet(self, now: float) -> None:
        if len(self._said) < RATE_MEMORY:
            return
        window = self.config.lobby_chat_seconds
        for key in [k for k, said in self._said.items() if said[-1] <= now - window]:
            del self._said[key]

    def add(self, name: str, text: str) -> m.LobbyChatFrame:
        """Keep a line of ``name``'s (already checked); the frame that carries it."""
        line = m.ChatLine(name, text, int(time.time() * 1000))
        self.recent.append(line)
        self.metrics.lobby_chat_lines += 1
        if self.share is not None:
            self.share(line)
        return m.LobbyChatFrame((line,))

    def heard(self, line: m.ChatLine) -> m.LobbyChatFrame:
        """A line said on another of the server's processes: kept, and counted against
        its author's rate here too; the frame that carries it."""
        self.recent.append(line)
        said = self._said.get(line.by.lower())
        if said is None:
            said = self._said[line.by.lower()] = deque(maxlen=self.config.lobby_chat_lines)
        said.append(self._clock())
        return m.LobbyChatFrame((line,))

    def history(self) -> m.LobbyChatFrame:
        """The recent lines, oldest first, for a client that joins the lobby."""
        return m.LobbyChatFrame(tuple(self.recent))
