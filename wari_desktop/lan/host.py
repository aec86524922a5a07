"""``LanHost``: the referee of ``wari-server`` run inside the program, to host a game on
the local network.

    host = LanHost()                  # every interface, port 7531 (or a free one)
    host.start()                      # the server runs on a thread with its own loop
    host.code, host.address, host.url # 'K7MPQX', ('192.168.1.20', 7531), 'ws://...'
    ...                               # the host's own client connects to host.local_url
    host.stop()

It is the same ``wari_desktop.server.Server`` with a join code (``ServerConfig.join_code``):
players come in only as guests who give the code, so games are casual and nobody needs
an account; nobody without the code sees the lobby or the games. The data (a SQLite file)
lives in a temporary folder removed at ``stop`` unless a folder is given. Whoever hosts
opens the game with ``table.open_table`` (the host's terms: rules and clock), and the
joiner takes it with ``table.take_seat``.
"""

from __future__ import annotations

import shutil
import socket
import tempfile
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from ..client.loop_thread import LoopThread
from ..server import Server, ServerConfig
from ..server.security import FAILURE_WINDOW, SignInLimiter
from ..server.session import Session
from .code import new_code
from .interfaces import shown_address, shown_addresses

#: The port tried first (the protocol's default); a free one when it is taken.
LAN_PORT = 7531
#: Seconds allowed for the server to start or stop.
START_SECONDS = 15.0


def local_site() -> str:
    """Where a hosted game is played, as its record's ``Site`` says it: this computer's
    name on the local network."""
    return f"{socket.gethostname() or 'a computer'} on the local network"


def address_text(host: str, port: int) -> str:
    """An address as a person types it to join: the port only when it is not
    ``LAN_PORT`` (which a joiner takes when none is typed); IPv6 in brackets then."""
    if port == LAN_PORT:
        return host
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


#: The key under which the server counts an address's wrong join codes.
CODE_KEY = "join-code@"


@dataclass(frozen=True, slots=True)
class WrongCodes:
    """The wrong join codes typed from one ``address`` within the server's window of
    failures: how many, seconds since the last, and seconds it is still refused (0:
    it may try again)."""

    address: str
    count: int
    last_ago: float
    refused_for: float


class CodeLimiter(SignInLimiter):
    """The server's limiter of sign-ins, noting besides each wrong join code and where
    it came from (for the host to see)."""

    def __init__(self, attempts_per_name: int = 0, attempts_per_address: int = 0) -> None:
        super().__init__(attempts_per_name, attempts_per_address)
        self.wrong_codes: list[tuple[float, str]] = []

    def failed(self, name: str, address: str) -> None:
        if name.startswith(CODE_KEY):
            self.wrong_codes.append((time.monotonic(), address))
        super().failed(name, address)

    def seen(self) -> list[WrongCodes]:
        """The wrong codes of the window of failures, by address (read from any
        thread: a copy of a list)."""
        now = time.monotonic()
        recent = [(t, a) for t, a in list(self.wrong_codes) if t > now - FAILURE_WINDOW]
        found = []
        for address in dict.fromkeys(a for _t, a in recent):
            times = [t for t, a in recent if a == address]
            found.append(WrongCodes(address, len(times), now - max(times),
                                    self.wait(CODE_KEY + address, address)))
        return found


class HostServer(Server):
    """The server of a hosted game, counting each player's comings (sign-ins), so the
    host can tell that a player came back, however briefly, and noting wrong codes."""

    def __init__(self, config: ServerConfig) -> None:
        super().__init__(config)
        self.arrivals: Counter[str] = Counter()
        self.limiter = self.codes = CodeLimiter(config.sign_ins_per_name,
                                                config.sign_ins_per_address)

    def signed_in(self, session: Session) -> None:
        if session.name is not None:
            self.arrivals[session.name] += 1
        super().signed_in(session)


class LanHost:
    """A server for one table: bound to ``bind`` (all interfaces by default), on
    ``port`` (None: ``LAN_PORT``, else a free one; 0: a free one)."""

    def __init__(self, bind: str = "0.0.0.0", port: int | None = None,
                 data: Path | None = None, code: str | None = None) -> None:
        self.bind = bind
        self.code = code or new_code()
        self._port = port
        self._given_data = data
        self._data: Path | None = None
        self._thread: LoopThread | None = None
        self._server: HostServer | None = None

    # -- state -------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self._server is not None

    @property
    def port(self) -> int:
        if self._server is None:
            raise RuntimeError("the host is not running")
        return self._server.port

    @property
    def data_folder(self) -> Path | None:
        """The folder given for the store (kept at ``stop``), or None (a temporary one)."""
        return self._given_data

    @property
    def address(self) -> tuple[str, int]:
        """The address and port to tell the other player."""
        return shown_address(self.bind), self.port

    @property
    def addresses(self) -> list[str]:
        """Every address to tell the other player, best first, as typed to join (the
        port only when it is not the default)."""
        return [address_text(a, self.port) for a in shown_addresses(self.bind)]

    @property
    def url(self) -> str:
        """The address as a WebSocket URL (for a joiner)."""
        host, port = self.address
        return f"ws://{host}:{port}/"

    @property
    def local_url(self) -> str:
        """The URL the host's own client uses (over the loopback where bound to all)."""
        host = "127.0.0.1" if self.bind in ("0.0.0.0", "") else self.bind
        return f"ws://{host}:{self.port}/"

    def is_connected(self, name: str) -> bool:
        """True while ``name`` has a connection signed in to the server (read from any
        thread: one look at the server's table, nothing waited for)."""
        server = self._server
        return server is not None and bool(server.sessions.get(name))

    def arrivals(self, name: str) -> int:
        """How many times ``name`` has signed in since the start (read from any thread)."""
        server = self._server
        return 0 if server is None else server.arrivals[name]

    def wrong_codes(self) -> list[WrongCodes]:
        """The wrong codes typed lately, by address (none while not running)."""
        server = self._server
        return [] if server is None else server.codes.seen()

    # -- life --------------------------------------------------------------------------
    def start(self) -> None:
        """Start the server (blocking until it listens, at most ``START_SECONDS``);
        OSError when no port can be had."""
        if self._server is not None:
            raise RuntimeError("the host is running already")
        self._data = self._given_data or Path(tempfile.mkdtemp(prefix="wari-lan-"))
        thread = LoopThread("wari-lan-host")
        try:
            server = thread.call(self._serve(), START_SECONDS)
        except BaseException:
            thread.stop(START_SECONDS)
            self._forget_data()
            raise
        self._thread, self._server = thread, server

    async def _serve(self) -> HostServer:
        """The server listening on the port asked, or on ``LAN_PORT`` and else a free
        one."""
        if self._port is not None:
            return await self._listen(self._port)
        try:
            return await self._listen(LAN_PORT)
        except OSError:
            return await self._listen(0)

    async def _listen(self, port: int) -> HostServer:
        server = HostServer(self._config(port))
        try:
            await server.start()
        except BaseException:
            await server.stop()
            raise
        return server

    def _config(self, port: int) -> ServerConfig:
        assert self._data is not None
        return ServerConfig(data=self._data, host=self.bind, port=port,
                            join_code=self.code, per_address=8, max_connections=64,
                            max_games=8, seeks_per_player=1, site=local_site())

    def stop(self) -> None:
        """Stop the server (its games end with it) and remove its temporary data."""
        server, thread = self._server, self._thread
        self._server = self._thread = None
        if server is None or thread is None:
            return
        try:
            thread.call(server.stop(), START_SECONDS)
        finally:
            thread.stop(START_SECONDS)
            self._forget_data()

    def _forget_data(self) -> None:
        if self._data is not None and self._given_data is None:
            shutil.rmtree(self._data, ignore_errors=True)
        self._data = None

    def __enter__(self) -> LanHost:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
