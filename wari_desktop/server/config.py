"""A server's settings: where it listens, where it keeps its data, and its limits."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True, slots=True)
class ServerConfig:
    """Everything ``wari-server serve`` can be told (each limit has its flag)."""

    data: Path
    #: A PostgreSQL database (``postgresql://user@host:port/dbname``) to keep the data in
    #: instead of the SQLite file in ``data`` (None: SQLite, the default).
    store_url: str | None = None
    host: str = "127.0.0.1"
    port: int = 7531
    tls_cert: Path | None = None
    tls_key: Path | None = None
    #: Sign-up needs an invitation code from ``wari-server invite``.
    invite_only: bool = False
    #: Whether anyone may come in as a guest. None (the default) decides by
    #: ``invite_only``: guests are welcome on an open server and not on an invite-only
    #: one. A game hosted with a ``join_code`` takes guests whatever this says. Read
    #: ``takes_guests``.
    allow_guests: bool | None = None
    #: Behind a reverse proxy on this machine: take the client's address from the last
    #: ``X-Forwarded-For`` entry of connections from 127.0.0.1 or ::1.
    trust_proxy: bool = False
    #: Connections at once from one address (0: no limit) and in all, counted from the TCP
    #: accept (``admission``); ``max_connections`` is lowered at start to what the
    #: open-files limit allows.
    per_address: int = 20
    max_connections: int = 5000
    #: Seconds a connection has to finish the WebSocket upgrade (and TLS) before it is
    #: closed; upgrades in progress at once from one address (0: no limit) and in all.
    handshake_seconds: float = 5.0
    handshakes_per_address: int = 10
    max_handshakes: int = 500
    #: Frames a connection may send: on average a second, and at once.
    frame_rate: float = 20.0
    frame_burst: float = 40.0
    #: Frames dropped for the rate before the connection is closed.
    rate_strikes: int = 50
    #: Chat lines a player may send in a game: a second, and at once.
    chat_rate: float = 0.5
    chat_burst: float = 3.0
    #: The lobby chat (``lobby_chat``): lines one account may write in any
    #: ``lobby_chat_seconds``, and the recent lines kept for those who join.
    lobby_chat_lines: int = 5
    lobby_chat_seconds: float = 10.0
    lobby_chat_kept: int = 50
    #: Rated games a player needs to be on the leaderboard (besides a rating that is no
    #: longer provisional).
    leaderboard_games: int = 10
    #: Seconds a player of a tournament game has for their first move before losing by
    #: forfeit (None: the game's claim window, ``timing.reconnect_window``).
    forfeit_seconds: float | None = None
    #: Open seeks one player may have; challenges one player may have sent, and received;
    #: games in progress on the server.
    seeks_per_player: int = 3
    challenges_per_player: int = 3
    challenges_to_player: int = 20
    #: Accounts (sign-ups and guests) made from one address in an hour (0: no limit).
    accounts_per_address: int = 30
    #: Sign-in attempts, right or wrong, from one address and for one account name within
    #: ``security.ATTEMPT_WINDOW`` (5 minutes; 0: no limit). Refused before the password
    #: is checked, which is the expensive part.
    sign_ins_per_address: int = 30
    sign_ins_per_name: int = 10
    #: Who may read ``/metrics`` besides the loopback (127.0.0.0/8, ::1): addresses or
    #: networks such as ``"10.0.0.0/8"``. Empty: the loopback only.
    metrics_from: tuple[str, ...] = ()
    max_games: int = 10000
    #: Seconds between pings, and before an unanswered one closes the connection.
    ping_interval: float = 20.0
    ping_timeout: float = 20.0
    #: Seconds between checks for accounts the admin has disabled.
    disabled_check: float = 15.0
    #: A game hosted from the desktop program (``wari_desktop.lan``): players come in
    #: only as guests who give this code (capitals and digits); no sign-up or sign-in,
    #: and visitors neither follow the lobby nor watch. None: an ordinary server.
    join_code: str | None = None
    #: Where the games are played, as the records' ``Site`` says it: the server's name,
    #: or for a game hosted from the desktop program its computer on the local network.
    site: str = "wari-server"
    #: The read-only website's port on the same address (``web``; 0: a free one), or
    #: None (the default) for no website.
    web_port: int | None = None

    @property
    def takes_guests(self) -> bool:
        """Whether a ``guest`` request may come in (the code aside, on a hosted game)."""
        if self.join_code is not None:
            return True
        return not self.invite_only if self.allow_guests is None else self.allow_guests
