"""Listing the games announced on the local network (``_wari._tcp.local.``), only while
asked: nothing listens or asks before ``start``, and ``stop`` ends it.

    browser = GameBrowser(on_found=show, on_lost=hide)   # callbacks on zeroconf's thread
    browser.start()
    browser.games()            # what is announced now, by service name
    browser.stop()

``on_found(game)`` comes for a game newly announced and again when its announcement
changes (open to full); ``on_lost(name)`` when it is withdrawn or expires. Both are
called on zeroconf's own thread: a window passes them on to its own. What an
announcement says comes from anyone on the network: it is read by ``summary.read_game``
and never trusted further (joining still needs the code).
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from zeroconf import IPVersion, ServiceBrowser, ServiceStateChange, Zeroconf

from .announce import zeroconf_for
from .interfaces import chosen_interfaces, nearest_first
from .summary import SERVICE_TYPE, AnnouncedGame, read_game

#: Milliseconds to wait for a game's address and TXT entries once it is seen.
RESOLVE_MS = 3000
#: Games listed at most (more are left out: a network flooding announcements).
MOST_GAMES = 100


class GameBrowser:
    """Finds announced games on ``interfaces`` (IPv4 addresses; None: the setting's)."""

    def __init__(self, on_found: Callable[[AnnouncedGame], None] | None = None,
                 on_lost: Callable[[str], None] | None = None,
                 interfaces: list[str] | None = None) -> None:
        self.on_found = on_found
        self.on_lost = on_lost
        self.interfaces = interfaces
        self._games: dict[str, AnnouncedGame] = {}
        self._lock = threading.Lock()
        self._zeroconf: Zeroconf | None = None
        self._browser: ServiceBrowser | None = None

    def start(self) -> None:
        """Start looking (InterfaceSettingError for a wrong ``WARI_LAN_INTERFACES``)."""
        if self._zeroconf is not None:
            return
        interfaces = self.interfaces if self.interfaces is not None else \
            chosen_interfaces()
        self._zeroconf = zeroconf_for(interfaces)
        self._browser = ServiceBrowser(self._zeroconf, SERVICE_TYPE,
                                       handlers=[self._changed])

    def stop(self) -> None:
        """Stop looking; the list is emptied."""
        zeroconf, browser = self._zeroconf, self._browser
        self._zeroconf = self._browser = None
        if browser is not None:
            browser.cancel()
        if zeroconf is not None:
            zeroconf.close()
        with self._lock:
            self._games.clear()

    def games(self) -> dict[str, AnnouncedGame]:
        """The games announced now, by service name."""
        with self._lock:
            return dict(self._games)

    def _changed(self, zeroconf: Zeroconf, service_type: str, name: str,
                 state_change: ServiceStateChange) -> None:
        """zeroconf's handler (its thread): resolve a game seen, forget one gone."""
        with self._lock:
            full = len(self._games) >= MOST_GAMES and name not in self._games
        if full and state_change is not ServiceStateChange.Removed:
            return
        if state_change is ServiceStateChange.Removed:
            with self._lock:
                known = self._games.pop(name, None)
            if known is not None and self.on_lost is not None:
                self.on_lost(name)
            return
        info = zeroconf.get_service_info(service_type, name, RESOLVE_MS)
        if info is None or info.port is None:
            return
        addresses = nearest_first(info.parsed_addresses(IPVersion.V4Only))
        game = read_game(name, addresses, info.port, info.properties)
        if game is None:
            return
        with self._lock:
            self._games[name] = game
        if self.on_found is not None:
            self.on_found(game)
