"""The counters a server's admin reads at ``/health`` and ``/metrics``."""

from __future__ import annotations

import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any

#: Moves a second are averaged over this many seconds.
RATE_WINDOW = 10.0


@dataclass
class Metrics:
    """Counts since the server started."""

    started: float = field(default_factory=time.monotonic)
    connections: int = 0
    connections_total: int = 0
    refused_connections: int = 0
    frames_in: int = 0
    errors_sent: int = 0
    closed_for_abuse: int = 0
    moves: int = 0
    games_started: int = 0
    games_finished: int = 0
    internal_errors: int = 0
    #: Games in progress whose stored rows did not replay at start (left in the store).
    games_set_aside: int = 0
    #: TCP connections open, and of those still upgrading to WebSocket (``admission``).
    sockets: int = 0
    handshakes: int = 0
    #: Connections closed at the accept by a cap; upgrades not done in time.
    refused_at_accept: int = 0
    handshakes_timed_out: int = 0
    #: Frames that are not whole messages (ping, pong, fragments), charged as frames.
    control_frames: int = 0
    #: Bytes read, and dropped unparsed, from connections being closed for abuse.
    abuse_bytes_ignored: int = 0
    #: Failed accepts (out of files or memory): logged at most once a minute.
    accept_errors: int = 0
    #: Lines said in the lobby chat, and lines refused for the rate.
    lobby_chat_lines: int = 0
    lobby_chat_refused: int = 0
    _recent_moves: deque[float] = field(default_factory=deque)

    def moved(self) -> None:
        """One move acknowledged."""
        self.moves += 1
        now = time.monotonic()
        self._recent_moves.append(now)
        while self._recent_moves and self._recent_moves[0] < now - RATE_WINDOW:
            self._recent_moves.popleft()

    def moves_per_second(self) -> float:
        now = time.monotonic()
        while self._recent_moves and self._recent_moves[0] < now - RATE_WINDOW:
            self._recent_moves.popleft()
        return len(self._recent_moves) / RATE_WINDOW

    def to_json(self, games: int, signed_in: int, store: dict[str, int]) -> dict[str, Any]:
        """Every counter, with the games in progress and the memory in use."""
        return {
            "uptime_s": round(time.monotonic() - self.started, 1),
            "connections": self.connections, "connections_total": self.connections_total,
            "refused_connections": self.refused_connections, "signed_in": signed_in,
            "games_in_progress": games, "games_started": self.games_started,
            "games_finished": self.games_finished, "moves": self.moves,
            "moves_per_second": round(self.moves_per_second(), 1),
            "frames_in": self.frames_in, "errors_sent": self.errors_sent,
            "closed_for_abuse": self.closed_for_abuse, "internal_errors": self.internal_errors,
            "games_set_aside": self.games_set_aside,
            "sockets": self.sockets, "handshakes": self.handshakes,
            "refused_at_accept": self.refused_at_accept,
            "handshakes_timed_out": self.handshakes_timed_out,
            "control_frames": self.control_frames,
            "abuse_bytes_ignored": self.abuse_bytes_ignored,
            "accept_errors": self.accept_errors,
            "lobby_chat_lines": self.lobby_chat_lines,
            "lobby_chat_refused": self.lobby_chat_refused,
            "max_rss_kib": max_rss_kib(),
            "store": store,
        }


def max_rss_kib() -> int | None:
    """The process's peak memory in KiB (None where the system does not say)."""
    try:
        import resource
    except ImportError:  # Windows
        return None
    return int(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
