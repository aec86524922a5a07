"""Which TCP connections the server takes: counted from the accept, not from the WebSocket
upgrade, so that sockets that never finish their upgrade cannot exhaust the server.

The rules (``Admission``):

- Every TCP connection counts from its accept until it closes, against its address and
  against all. At most ``max_connections`` (lowered at start to what the open-files limit
  allows: ``fit_file_limit``) are open at once; one in ``RESERVE_SHARE`` of them is kept
  for the addresses of players with a game in progress (``known``).
- At most ``handshakes_per_address`` connections of one address and ``max_handshakes`` in
  all may be upgrading at once; each has ``handshake_seconds`` to finish (``connection``).
  Connections of known addresses are not held by ``max_handshakes``.
- A connection over any of these caps is closed at once, unanswered: an answer would cost
  the server what the flood wants it to spend.
- Once its request has come, a connection whose address holds more than ``per_address``
  connections (itself included) is answered 429; the handshake caps bound how many such
  refusals may be pending.
- Behind a trusted reverse proxy (``trust_proxy``), the proxy's connections (from
  127.0.0.1 or ::1) are not capped by address at the accept: the proxy itself waits for a
  whole request. Once the request has come, the connection counts against the client's
  address (the last ``X-Forwarded-For`` entry).

So a player whose connection dropped gets back in, before the opponent may claim, while
strangers hold any number of half-open sockets: from one address, they hold at most
``handshakes_per_address`` upgrades for ``handshake_seconds``; from many, the reserve and
the handshakes of known addresses stay open to players of games in progress. (Not covered:
a flood from the player's own address, or a player who comes back from a new address while
many addresses flood.)
"""

from __future__ import annotations

import logging
from collections import defaultdict
from collections.abc import Callable
from typing import Protocol

from .config import ServerConfig
from .metrics import Metrics

log = logging.getLogger("wari.server")
#: Files the server needs besides its connections: the database and its journal, the
#: logs, the event loop's own, and the connections the event loop accepts in one go
#: (up to 100) before the caps close them.
OTHER_FILES = 256
#: The most open files macOS grants a process whose hard limit is "unlimited".
MACOS_MOST_FILES = 10240
#: One connection in this many is kept for the players of games in progress.
RESERVE_SHARE = 20
#: Peers that are a reverse proxy on this machine (with ``trust_proxy``).
LOOPBACK = ("127.0.0.1", "::1")


class Counted(Protocol):
    """What the admission keeps on a connection it counts."""

    address: str
    admitted: bool
    upgrading: bool


class Admission:
    """The counts of open and upgrading TCP connections, and the caps on them."""

    def __init__(self, config: ServerConfig, metrics: Metrics,
                 known: Callable[[], set[str]] = set) -> None:
        self.config = config
        self.metrics = metrics
        #: The addresses of players with a game in progress (asked only when a cap is near).
        self.known = known
        #: Open connections in all (may be lowered at start: ``fit_file_limit``).
        self.max_connections = config.max_connections
        #: Open connections of each address (only addresses that hold one).
        self.by_address: dict[str, int] = defaultdict(int)
        #: Connections of each address that are still upgrading.
        self.upgrading: dict[str, int] = defaultdict(int)
        self.open = 0
        self.upgrades = 0
        #: Told of each change of an address's connections here, and asked for its
        #: connections on the server's other processes (``cluster.shared_limits``).
        self.on_change: Callable[[str, int], None] | None = None
        self.elsewhere: Callable[[str], int] = lambda address: 0

    @property
    def reserve(self) -> int:
        """Connections kept for the players of games in progress."""
        return self.max_connections // RESERVE_SHARE

    def proxied(self, address: str) -> bool:
        """True for a connection from a trusted reverse proxy on this machine."""
        return self.config.trust_proxy and address in LOOPBACK

    def admit(self, connection: Counted) -> bool:
        """Count a connection just accepted; False (nothing counted: close it) over a cap."""
        address = connection.address
        per_address = self.config.handshakes_per_address
        if per_address and not self.proxied(address) and \
                self.upgrading.get(address, 0) >= per_address:
            return self._refuse()
        if self.open >= self.max_connections:
            return self._refuse()
        if (self.upgrades >= self.config.max_handshakes or
                self.open >= self.max_connections - self.reserve) and \
                address not in self.known():
            return self._refuse()
        connection.admitted = connection.upgrading = True
        self.open += 1
        self.upgrades += 1
        self.by_address[address] += 1
        self.upgrading[address] += 1
        self._changed(address, 1)
        self._gauges()
        return True

    def request_came(self, connection: Counted, address: str) -> bool:
        """The upgrade request of ``connection`` has come from the client ``address`` (the
        proxy's client, or the peer): count it there; False when ``address`` then holds
        more than ``per_address`` connections (answer 429)."""
        if connection.admitted and address != connection.address:
            self._drop(self.by_address, connection.address)
            self.by_address[address] += 1
            self._changed(connection.address, -1)
            self._changed(address, 1)
            if connection.upgrading:
                self._drop(self.upgrading, connection.address)
                self.upgrading[address] += 1
            connection.address = address
        most = self.config.per_address
        return not most or self.by_address.get(address, 0) + self.elsewhere(address) <= most

    def upgraded(self, connection: Counted) -> None:
        """``connection`` has finished its upgrade (or been answered otherwise)."""
        if connection.admitted and connection.upgrading:
            connection.upgrading = False
            self.upgrades -= 1
            self._drop(self.upgrading, connection.address)
            self._gauges()

    def closed(self, connection: Counted) -> None:
        """``connection`` has closed: it counts no more."""
        if not connection.admitted:
            return
        self.upgraded(connection)
        connection.admitted = False
        self.open -= 1
        self._drop(self.by_address, connection.address)
        self._changed(connection.address, -1)
        self._gauges()

    def _changed(self, address: str, change: int) -> None:
        if self.on_change is not None:
            self.on_change(address, change)

    def _refuse(self) -> bool:
        self.metrics.refused_at_accept += 1
        return False

    def _gauges(self) -> None:
        self.metrics.sockets = self.open
        self.metrics.handshakes = self.upgrades

    @staticmethod
    def _drop(counts: dict[str, int], address: str) -> None:
        counts[address] -= 1
        if counts[address] <= 0:
            del counts[address]


def fit_file_limit(connections: int) -> int:
    """Raise the soft limit of open files to what ``connections`` need (with
    ``OTHER_FILES`` besides); when the hard limit forbids it, log one sentence and return
    the connections that fit (else ``connections``)."""
    try:
        import resource
    except ImportError:  # Windows: no such limit to raise
        return connections
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    need = connections + OTHER_FILES
    if soft == resource.RLIM_INFINITY or soft >= need:
        return connections
    wanted = need if hard == resource.RLIM_INFINITY else min(need, hard)
    target = soft
    for candidate in (wanted, min(wanted, MACOS_MOST_FILES)):
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (candidate, hard))
        except (ValueError, OSError):  # macOS: at most its OPEN_MAX under "unlimited"
            continue
        target = candidate
        break
    if target >= need:
        return connections
    fit = max(1, target - min(OTHER_FILES, target // 2))
    log.warning("The open-files limit (%d, hard limit %s) leaves room for %d connections, "
                "not the %d of --max-connections: the server takes at most %d (raise "
                "LimitNOFILE= in its systemd unit, or 'ulimit -n', to %d).",
                target, "none" if hard == resource.RLIM_INFINITY else hard, fit,
                connections, fit, need)
    return fit
