"""The server: WebSocket connections in, checked requests to the referees, events stored
before anyone hears of them, and out to the players and watchers of each game.

    server = Server(ServerConfig(data=Path("data"), port=0))
    await server.start()           # resumes every game in progress from the store
    server.port                    # the port it listens on (0 asks for a free one)
    await server.stop()

``/health`` and ``/metrics`` answer plain HTTP on the same port (``/metrics`` only to the
loopback and ``ServerConfig.metrics_from``, a 404 to anyone else; ``/health`` to all, with
nothing but the status); every other path is the WebSocket endpoint. No Qt here: the
desktop program runs the same class in a thread of its own to host a game on the local
network.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import ipaddress
import json
import logging
import ssl
import time
from collections import defaultdict
from collections.abc import Callable
from dataclasses import replace
from functools import partial
from http import HTTPStatus
from typing import TYPE_CHECKING, Any

from websockets.asyncio.server import Server as WsServer
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request as HttpRequest
from websockets.http11 import Response

from .. import __version__
from ..protocol import (
    MAX_FRAME_BYTES,
    CloseCode,
    ErrorCode,
    GameTerms,
    ProtocolError,
    Request,
    parse_request,
)
from ..protocol import messages as m
from ..protocol.log_privacy import WEBSOCKETS_LOGGER_NAME, websockets_logger
from ..protocol.requests import frame_id
from ..protocol.schema import schema_text
from . import account_requests
from .admission import Admission, fit_file_limit
from .cluster.remote import RemoteSession
from .config import ServerConfig
from .connection import GuardedConnection
from .dispatch import HANDLERS, HOSTED_NEEDS_ACCOUNT, NEEDS_ACCOUNT
from .live_game import Ending, LiveGame, Seat, public
from .lobby import Lobby
from .lobby_chat import LobbyChat
from .log_filter import OncePerPeriod, install
from .memory import TIDY_SECONDS, tidy
from .metrics import Metrics
from .ratings import rate_game
from .recent import RecentGames
from .referees import Referees
from .restore import games_in_progress, restore, resume
from .security import NewAccountLimiter, SignInLimiter, TokenBucket
from .session import Session, encode
from .storage import AsyncStore, Store, StoreFailed
from .storage.choice import open_store
from .storage.leases import LeaseLost, LeaseStore
from .tournament.director import Director
from .tournament.results import record_board

if TYPE_CHECKING:
    from .cluster.node import Node

log = logging.getLogger("wari.server")
#: Seconds a connection has to say hello.
HELLO_SECONDS = 10.0
#: Seconds a connection closed for abuse has to go before it is dropped (it is not read
#: meanwhile).
ABUSE_GRACE = 2.0
#: Seconds the addresses of the players of games in progress are kept between lookups.
KNOWN_SECONDS = 1.0
#: Codes of refusals that count as abuse (after ``rate_strikes`` of them, the close).
STRIKES = {ErrorCode.BAD_FRAME, ErrorCode.UNKNOWN_TYPE, ErrorCode.BAD_FIELD,
           ErrorCode.RATE_LIMITED, ErrorCode.HELLO_FIRST}


class Server:
    """A running ``wari-server``: its store, games, sessions and lobby."""

    def __init__(self, config: ServerConfig, store: Store | None = None) -> None:
        self.config = config
        self.store = AsyncStore(store or open_store(config.data, config.store_url,
                                                    serving=True))
        #: This process among the server's processes (a PostgreSQL store), else None.
        self.node: Node | None = None
        if config.store_url is not None and isinstance(self.store.store, LeaseStore):
            from .cluster.node import Node  # psycopg: only a server on PostgreSQL has it
            self.node = Node(self, config.store_url)
        self.games: dict[str, LiveGame] = {}
        #: Each player's games in progress (ids), so a sign-in does not scan every game.
        self.by_player: dict[str, set[str]] = defaultdict(set)
        #: Each player's chat allowance, whichever connection they chat from.
        self.chat_limits: dict[str, TokenBucket] = {}
        #: Accounts made from each address lately (sign-ups and guests).
        self.new_accounts = NewAccountLimiter(config.accounts_per_address)
        self.sessions: dict[str, set[Session]] = defaultdict(set)
        self.watchers: dict[str, set[Session]] = defaultdict(set)
        self.lobby = Lobby(self)
        self.metrics = Metrics()
        #: The lobby chat's recent lines and each account's rate.
        self.lobby_chat = LobbyChat(config, self.metrics)
        #: Runs the tournaments (``tournament.director``).
        self.director = Director(self, config.forfeit_seconds)
        self.limiter = SignInLimiter(config.sign_ins_per_name, config.sign_ins_per_address)
        #: Who may read /metrics besides the loopback.
        self.metrics_from = [ipaddress.ip_network(net, strict=False)
                             for net in config.metrics_from]
        #: The caps on TCP connections, counted from the accept.
        self.admission = Admission(config, self.metrics, self._player_addresses)
        #: The last address of each player of a game in progress who has left it.
        self.returning: dict[str, str] = {}
        self._known: tuple[float, set[str]] = (-KNOWN_SECONDS, set())
        self._unfilters: list[Callable[[], None]] = []
        #: Games ended lately, kept for clients that come back for the end (bounded).
        self.recent = RecentGames()
        self._timers: dict[str, asyncio.TimerHandle] = {}
        #: Each game's lock: one request at a time decides and stores (``referees``).
        self.referees = Referees()
        self._ws: WsServer | None = None
        #: Told the id of each game whose events have gone out (the website's live pages).
        self.game_changed: list[Callable[[str], None]] = []
        self.website: Any = None
        self._tasks: set[asyncio.Task[Any]] = set()
        self.port = config.port

    # -- lifecycle ---------------------------------------------------------------------
    async def start(self) -> None:
        """Resume the games in progress (or, one of several processes, join the others:
        the games nobody referees are taken over), then listen."""
        if self.node is not None:
            await self.node.start()
        else:
            await self._resume_games()
            await self.director.resume()
        context = None
        if self.config.tls_cert is not None:
            context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
            context.load_cert_chain(self.config.tls_cert, self.config.tls_key)
        self.admission.max_connections = fit_file_limit(self.config.max_connections)
        # The connection's own deadline (``handshake_seconds`` from the accept) closes slow
        # upgrades; ``open_timeout`` is the library's, a second later, in case.
        self._ws = await serve(
            self._connection, self.config.host, self.config.port, ssl=context,
            max_size=MAX_FRAME_BYTES, max_queue=16, compression=None,
            ping_interval=self.config.ping_interval, ping_timeout=self.config.ping_timeout,
            open_timeout=self.config.handshake_seconds + 1,
            create_connection=GuardedConnection.guarded_by(self.admission),
            process_request=self._http, server_header="wari-server",
            logger=websockets_logger())
        sockets = list(self._ws.sockets)
        if sockets:
            self.port = sockets[0].getsockname()[1]
        self._quiet_floods([str(sock.getsockname()) for sock in sockets])
        if self.config.web_port is not None:
            from .web import WebSite  # Jinja2 is loaded only by a server with a website
            self.website = WebSite(self)
            await self.website.start()
        self.background(self._check_disabled())
        self.background(self._tidy())
        _quiet_collector()
        log.info("wari-server %s listening on %s:%s with %d games in progress",
                 __version__, self.config.host, self.port, len(self.games))

    def _quiet_floods(self, listening: list[str]) -> None:
        """Log a failed accept (asyncio logs each, with a traceback) and a refused upgrade
        (websockets logs each) at most once a minute, with a count."""
        def accept_error() -> None:
            self.metrics.accept_errors += 1

        for address in listening:
            self._unfilters.append(install("asyncio", OncePerPeriod(
                "socket.accept() out of system resource", f"laddr={address}",
                on_record=accept_error)))
        self._unfilters.append(install(WEBSOCKETS_LOGGER_NAME,
                                       OncePerPeriod("connection rejected")))

    async def stop(self) -> None:
        """Close every connection, wait for the store to finish, close it."""
        for unfilter in self._unfilters:
            unfilter()
        self._unfilters.clear()
        if self.website is not None:
            await self.website.stop()
        if self._ws is not None:
            self._ws.close()
            with contextlib.suppress(Exception):
                await self._ws.wait_closed()
        for task in list(self._tasks):
            task.cancel()
        for timer in self._timers.values():
            timer.cancel()
        self.director.stop()
        if self.node is not None:
            await self.node.stop()
        await asyncio.to_thread(self.store.close)

    def background(self, coroutine: Any) -> None:
        """Run ``coroutine`` as a task the server keeps (and cancels when it stops)."""
        task = asyncio.get_running_loop().create_task(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _resume_games(self) -> None:
        """Every game in progress back from the store; a game whose rows are damaged (not
        JSON, or moves the rules refuse) is set aside: logged, counted in /metrics
        (``games_set_aside``), left in the store as it is, and the others are served."""
        games, set_aside = resume(await self.store.run(games_in_progress), time.monotonic,
                                   self.config.site)
        for problem in set_aside:
            self.metrics.games_set_aside += 1
            log.error("game set aside, left in the store as it is: %s", problem)
        for live in games:
            self.add_game(live)
            if live.over:
                await self.commit(live, [])
            else:
                self.schedule(live)

    async def _tidy(self) -> None:
        """Now and then, give back what closed connections and ended games left
        (``memory.tidy``)."""
        while True:
            await asyncio.sleep(TIDY_SECONDS)
            tidy()

    async def _check_disabled(self) -> None:
        """Close the connections of accounts the admin has disabled meanwhile, and those
        whose token was replaced (the next request that changes something would be
        refused at once anyway: ``account_requests.confirm_standing``)."""
        while True:
            await asyncio.sleep(self.config.disabled_check)
            names = [name for name, sessions in self.sessions.items() if sessions]
            if not names:
                continue
            for name in await self.store.run(partial(_disabled_among, names)):
                for session in list(self.sessions.get(name, ())):
                    session.close(CloseCode.DISABLED, "this account has been disabled")
            await account_requests.close_revoked(self)

    # -- HTTP and connections ----------------------------------------------------------
    def _http(self, connection: ServerConnection, request: HttpRequest) -> Response | None:
        """``/health`` and ``/metrics`` as plain HTTP; the cap on connections from one
        address (the others are applied at the accept: ``admission``)."""
        path = request.path.split("?")[0]
        if path == "/metrics" and not self.may_read_metrics(self.address_of(connection)):
            return connection.respond(HTTPStatus.NOT_FOUND, "Not Found\n")
        if path == "/protocol.json":
            return _typed(connection.respond(HTTPStatus.OK, schema_text()),
                          "application/schema+json")
        if path in ("/health", "/metrics"):
            body = self.health() if path == "/health" else self.metrics_json()
            return _typed(connection.respond(HTTPStatus.OK, json.dumps(body) + "\n"),
                          "application/json")
        assert isinstance(connection, GuardedConnection)
        if not self.admission.request_came(connection, self.address_of(connection)):
            self.metrics.refused_connections += 1
            connection.hush()  # counted: a line each would let a flood fill the log
            return connection.respond(HTTPStatus.TOO_MANY_REQUESTS,
                                      "too many connections from your address\n")
        return None

    @property
    def per_address(self) -> dict[str, int]:
        """Open TCP connections of each address (from the accept)."""
        return self.admission.by_address

    def _player_addresses(self) -> set[str]:
        """The addresses of the players of games in progress: where they are connected
        from, or where they were when they left (looked up at most once a second)."""
        now = time.monotonic()
        if now - self._known[0] < KNOWN_SECONDS:
            return self._known[1]
        found = set(self.returning.values())
        for name in self.by_player:
            found.update(session.address for session in self.sessions.get(name, ()))
        self._known = (now, found)
        return found

    def health(self) -> dict[str, Any]:
        """What anyone may know: the server is up, its protocol, the games in progress
        (the lobby shows them too); no version, no load."""
        return {"status": "ok", "protocol": 1, "games_in_progress": self.games_count()}

    def may_read_metrics(self, address: str) -> bool:
        """``/metrics`` is for the loopback and the networks of ``metrics_from``."""
        try:
            ip = ipaddress.ip_address(address.split("%")[0])
        except ValueError:
            return False
        if ip.is_loopback or (ip.version == 6 and ip.ipv4_mapped is not None and
                              ip.ipv4_mapped.is_loopback):
            return True
        return any(ip in network for network in self.metrics_from)

    def metrics_json(self) -> dict[str, Any]:
        signed_in = sum(1 for sessions in self.sessions.values() if sessions)
        store = {"commits": self.store.commits, "jobs": self.store.jobs_done}
        figures = self.metrics.to_json(sum(not g.over for g in self.games.values()),
                                       signed_in, store)
        if self.node is not None:
            figures["cluster"] = self.node.figures()
        return figures

    def address_of(self, connection: ServerConnection) -> str:
        """The client's address: the peer's, or, behind a reverse proxy on this machine
        (``trust_proxy``), the last one the proxy added to ``X-Forwarded-For`` (the last
        entry of its last line: a proxy may add a line of its own after the client's)."""
        peer = str(connection.remote_address[0]) if connection.remote_address else "?"
        if self.config.trust_proxy and peer in ("127.0.0.1", "::1") and \
                connection.request is not None:
            lines = connection.request.headers.get_all("X-Forwarded-For")
            last = (lines[-1] if lines else "").split(",")[-1].strip()
            if last:
                return last[:64]
        return peer

    async def _connection(self, ws: ServerConnection) -> None:
        address = self.address_of(ws)
        session = Session(ws, address, self.config)
        if isinstance(ws, GuardedConnection):
            ws.on_frame = partial(self.control_frame, session)
        self.metrics.connections += 1
        self.metrics.connections_total += 1
        hello = asyncio.get_running_loop().call_later(HELLO_SECONDS, _no_hello, session)
        try:
            async for frame in ws:
                await self.receive(session, frame)
        except ConnectionClosed:
            pass
        finally:
            hello.cancel()
            session.stop()
            self._forget(session, address)

    def _forget(self, session: Session, address: str) -> None:
        self.metrics.connections -= 1
        for game_id in session.watching:
            watchers = self.watchers.get(game_id)
            if watchers is not None:
                watchers.discard(session)
                if not watchers:  # no empty entry left behind for each game once watched
                    del self.watchers[game_id]
        self.lobby.unwatch(session)
        self.director.unfollow(session)
        self.signed_out(session)

    async def receive(self, session: Session, frame: str | bytes) -> None:
        """Check one frame, run it, answer it; never lets an error reach the connection."""
        self.metrics.frames_in += 1
        if session.closing:
            return
        try:
            if not session.bucket.take():
                limited = ProtocolError(ErrorCode.RATE_LIMITED, "too many frames: slow down")
                limited.request_id = frame_id(frame)
                raise limited
            request = parse_request(frame)
        except ProtocolError as error:
            self.refuse(session, error)
            return
        try:
            if not session.greeted and request.kind != "hello":
                raise ProtocolError(ErrorCode.HELLO_FIRST, "say hello first")
            if session.account is None and (request.kind in NEEDS_ACCOUNT or (
                    self.config.join_code and request.kind in HOSTED_NEEDS_ACCOUNT)):
                raise ProtocolError(ErrorCode.SIGN_IN_FIRST,
                                    "sign in (or play as a guest) first")
        except ProtocolError as error:
            error.request_id = request.id
            self.refuse(session, error)
            return
        await self.serve_request(session, request)

    async def serve_request(self, session: Session, request: Request,
                            again: bool = True) -> None:
        """Run a checked request and answer it (a refusal, ``not-stored`` or an internal
        error in words); a request another process must decide is carried there
        (``cluster.node.route``), and routed once more when its game went to another
        process while it waited here. Never lets an error out."""
        node = self.node
        try:
            try:
                if node is not None and not isinstance(session, RemoteSession) and \
                        await node.route(session, request):
                    return
                await HANDLERS[request.kind](self, session, request)
            except ProtocolError as error:
                error.request_id = request.id
                if again and node is not None and error.code is ErrorCode.NOT_FOUND and \
                        not isinstance(session, RemoteSession) and node.let_go_of(request):
                    await self.serve_request(session, request, again=False)
                    return
                raise
        except ProtocolError as error:
            self.refuse(session, error)
        except StoreFailed as error:
            log.warning("not stored, for %s: %s", session.address, error)
            refusal = ProtocolError(ErrorCode.NOT_STORED, "the server could not store this, "
                                    "so nothing changed: try again")
            refusal.request_id = request.id
            self.refuse(session, refusal)
        except Exception:
            self.metrics.internal_errors += 1
            log.exception("internal error on a frame from %s", session.address)
            failed = ProtocolError(ErrorCode.INTERNAL, "the server failed on this request")
            failed.request_id = request.id
            session.send(m.ErrorFrame.of(failed))

    def refuse(self, session: Session, error: ProtocolError) -> None:
        """Answer a refused request; close a connection that keeps sending bad frames."""
        self.metrics.errors_sent += 1
        session.send(m.ErrorFrame.of(error))
        if error.code in STRIKES:
            self.strike(session)

    def control_frame(self, session: Session) -> None:
        """A frame that is not a whole message (ping, pong, a fragment) has come: it spends
        the connection's allowance like a message; over it, a strike (no answer)."""
        self.metrics.control_frames += 1
        if not session.closing and not session.bucket.take():
            self.strike(session)

    def strike(self, session: Session) -> None:
        """One bad or excessive frame: after ``rate_strikes`` of them, the connection is
        closed, and not read any more meanwhile."""
        session.strike(self.config.rate_strikes)
        if session.strikes >= self.config.rate_strikes and not session.closing:
            self.metrics.closed_for_abuse += 1
            session.close(1008, "too many bad or excessive frames")
            if isinstance(session.ws, GuardedConnection):
                session.ws.go_deaf(ABUSE_GRACE)

    # -- who is here -------------------------------------------------------------------
    def signed_in(self, session: Session) -> None:
        """``session`` now speaks for its account: its games learn the player is here."""
        name = session.name
        assert name is not None
        self.sessions[name].add(session)
        self.returning.pop(name, None)
        for live in self.games_of(name):
            player = live.seat_of(name)
            if player is not None and not live.presence[player].online:
                live.set_online(player, True)
                self.tell_presence(live)
        self.lobby.changed()

    async def share_lobby(self) -> None:
        """Tell the server's other processes of this one's lobby now (a challenge made
        here, before its player hears of it)."""
        if self.node is not None:
            await self.node.save_part()

    def online(self, name: str) -> bool:
        """Whether ``name`` has a connection to this server (to any of its processes)."""
        return bool(self.sessions.get(name)) or (
            self.node is not None and self.node.online_elsewhere(name))

    def signed_out(self, session: Session) -> None:
        """``session`` no longer speaks for its account (closed, or signed out)."""
        name = session.name
        if name is None:
            return
        self.lobby.forget_session(session)
        sessions = self.sessions.get(name)
        if sessions is not None:
            sessions.discard(session)
            if sessions:
                return
            del self.sessions[name]
        self.chat_limits.pop(name, None)
        if not self.online(name):  # still on another process: the offers made here stand
            self.lobby.player_left(name)
        else:
            self.lobby.changed()
        if self.games_of(name):
            self.returning[name] = session.address
        for live in self.games_of(name):
            player = live.seat_of(name)
            if player is not None and not self.online(name):
                live.set_online(player, False)
                self.tell_presence(live)

    def tell(self, name: str, frame: m.ServerMessage) -> None:
        """Send ``frame`` to every session of the account ``name`` (on every process)."""
        text = encode(frame)
        for session in self.sessions.get(name, ()):
            session.send(text)
        if self.node is not None:
            self.node.tell(self.node.out([name], None, [(text, False)]))

    encode = staticmethod(encode)

    async def refresh_accounts(self, names: list[str], told: bool = False) -> None:
        """Read ``names``' accounts again (after a rated game) into their sessions, here
        and (unless ``told`` by another process) on the server's other processes."""
        if self.node is not None and not told:
            self.node.tell({"k": "accounts", "p": self.node.process, "n": names})

        def read(store: Store) -> list[Any]:
            return [store.account(name) for name in names]

        for account in await self.store.run(read):
            if account is None:
                continue
            for session in self.sessions.get(account.name, ()):
                session.account = account
        self.lobby.changed()

    def add_game(self, live: LiveGame) -> None:
        """A game in progress joins the server (started, resumed or reloaded)."""
        self.games[live.game_id] = live
        for seat in live.seats:
            self.by_player[seat.name].add(live.game_id)

    def games_of(self, name: str) -> list[LiveGame]:
        """The games in progress that ``name`` plays."""
        found = (self.games.get(game_id) for game_id in self.by_player.get(name, ()))
        return [live for live in found if live is not None and not live.over]

    def chat_limit(self, name: str) -> TokenBucket:
        """``name``'s allowance of chat lines (one for all their connections)."""
        bucket = self.chat_limits.get(name)
        if bucket is None:
            bucket = self.chat_limits[name] = TokenBucket(self.config.chat_rate,
                                                          self.config.chat_burst)
        return bucket

    # -- games -------------------------------------------------------------------------
    def audience(self, live: LiveGame) -> list[Session]:
        """Every session that hears a game's events: both players' and the watchers'."""
        found = set(self.watchers.get(live.game_id, ()))
        for seat in live.seats:
            found |= self.sessions.get(seat.name, set())
        return list(found)

    def tell_presence(self, live: LiveGame) -> None:
        frame = encode(m.PresenceFrame(live.game_id, live.presence_now()))
        for session in self.audience(live):
            session.send(frame)
        if self.node is not None:
            self.node.tell(self.node.out([s.name for s in live.seats], live.game_id,
                                         [(frame, True)]))

    async def commit(self, live: LiveGame, events: list[dict[str, Any]],
                     session: Session | None = None, request_id: int | None = None) -> None:
        """Store ``events`` (and, when the game has just ended, its end, the ratings and
        the record) in one transaction, then send them to the game's audience; the
        request's author gets the first with its ``id``, which acknowledges it. The
        caller holds the game's turn (``referees.turn``), so nothing else changes the game
        meanwhile; the store gets copies of the events and hands the ratings back, so no
        dict is shared between the store's thread and this one."""
        finishing = live.over and not live.closed
        if finishing:
            events = [*events, live.close(None)]
        if not events:
            return
        handed = [dict(event) for event in events]
        ending, seats, terms = live.ending, live.seats, live.terms
        lease = None if live.generation is None or self.node is None else \
            (self.node.process, live.generation)
        told = self._told_in(live, session, request_id)
        try:
            ratings = await self.store.run(
                lambda store: self._write(store, live.game_id, handed, ending, seats, terms,
                                          finishing, lease, told))
        except LeaseLost:
            if self.node is not None:
                self.node.lost(live, "another process took it over")
            raise ProtocolError(ErrorCode.NOT_STORED, "the game moved to another of the "
                                "server's processes, so nothing changed: try again") from None
        except Exception:
            log.exception("could not store events of game %s", live.game_id)
            await self._reload(live)
            raise ProtocolError(ErrorCode.NOT_STORED, "the server could not store this, so "
                                "nothing changed: try again") from None
        if finishing:
            events[-1]["ratings"] = ratings
        live.stored = live.version
        for event in events:
            if event["e"] == "move":
                self.metrics.moved()
        if finishing:
            self.finished(live)
            if live.terms.rated:
                self.background(self.refresh_accounts([seat.name for seat in live.seats]))
            if live.terms.tournament is not None:
                self.director.game_ended(live.terms.tournament,
                                         [seat.name for seat in live.seats])
        else:
            self.schedule(live)
        self._send_events(live, events, session, request_id)

    async def _reload(self, live: LiveGame) -> None:
        """Put a game back as its store holds it (after a write that failed), so the game
        in memory never holds what was not stored."""
        def load(store: Store) -> tuple[Any, list[dict[str, Any]]] | None:
            rows = [row for row in store.games_in_progress() if row.id == live.game_id]
            return (rows[0], store.events(live.game_id)) if rows else None

        found = await self.store.run(load)
        if found is None:
            return
        again = restore(found[0], found[1], time.monotonic, self.config.site)
        again.generation = live.generation  # still this process's to referee
        for player in (0, 1):
            again.presence[player].online = live.presence[player].online
        self.add_game(again)
        self.schedule(again)

    def _told_in(self, live: LiveGame, session: Session | None, request_id: int | None
                 ) -> Callable[[Store, list[dict[str, Any]]], None] | None:
        """What tells the other processes of a game's new events, in the transaction that
        stores them (None: a server of one process). A request that came from another
        process is acknowledged with them (its first event, answering its id)."""
        node = self.node
        if node is None:
            return None
        names = [seat.name for seat in live.seats]
        remote = session if isinstance(session, RemoteSession) else None
        ply = live.ply

        def tell(store: Store, events: list[dict[str, Any]]) -> None:
            frames = [m.EventFrame(live.game_id, m.event_from_json(public(e))) for e in events]
            texts = [(encode(f), e["e"] != "chat") for f, e in zip(frames, events, strict=True)]
            ack = None if remote is None or request_id is None else \
                (remote, encode(replace(frames[0], id=request_id)))
            message = node.out(names, live.game_id, texts, ack)
            message["v"], message["ply"] = events[-1]["v"], ply
            node.told_in(store, message)
        return tell

    def told_of_start(self, live: LiveGame, text: str, session: Session | None,
                      answered: str) -> Callable[[Store], int] | None:
        """For a game starting (one of several processes): what, in the transaction that
        stores the game, takes its lease (the generation, returned) and tells the other
        processes' connections of its players its ``game`` frame (``text``; ``answered``
        to the request's author when it came from another process). None for a server
        of one process."""
        node = self.node
        if node is None:
            return None
        remote = (session, answered) if isinstance(session, RemoteSession) else None
        message = node.out([seat.name for seat in live.seats], live.game_id, [(text, True)],
                           remote)

        def tell(store: Store) -> int:
            generation = store.take_lease(  # type: ignore[attr-defined]
                live.game_id, node.process, node.lease_seconds)
            assert generation is not None  # a new game: nobody else can hold it
            node.told_in(store, message)
            return int(generation)
        return tell

    @staticmethod
    def _write(store: Store, game_id: str, events: list[dict[str, Any]],
               ending: Ending | None, seats: tuple[Seat, Seat], terms: GameTerms,
               finishing: bool, lease: tuple[str, int] | None = None,
               told: Callable[[Store, list[dict[str, Any]]], None] | None = None
               ) -> dict[str, Any] | None:
        """The store's job for ``commit`` (on the store's thread, on its own copies of the
        events): the events, and for the game's end its row, the ratings (returned) and a
        tournament game's result on its board. The store itself refuses a second end and
        any event after the end; a leased game's writes carry its ``lease``'s generation
        (refused, ``LeaseLost``, once another process holds it), its end releases the
        lease, and ``told`` tells the other processes in the same transaction."""
        fence: dict[str, Any] = {} if lease is None else {"generation": lease[1]}
        ratings = None
        if finishing:
            end, now = events[-1], time.time()
            assert ending is not None
            if terms.rated and ending.counted:
                ratings = rate_game(store, seats[0].name, seats[1].name, ending.winner,
                                    game_id, now)
            end["ratings"] = ratings
            store.finish_game(game_id, ending.reason, end["winner"], end["ogn"], now,
                              **fence)
            if terms.tournament is not None:
                totals = end.get("totals") or (0, 0)
                record_board(store, terms.tournament, ending.winner, ending.counted,
                             (int(totals[0]), int(totals[1])))
        for event in events:
            store.add_event(game_id, event, **fence)
        if finishing and lease is not None:
            store.release_lease(game_id, lease[0])  # type: ignore[attr-defined]
        if told is not None:
            told(store, events)
        return ratings

    def _send_events(self, live: LiveGame, events: list[dict[str, Any]],
                     session: Session | None, request_id: int | None) -> None:
        frames = [m.EventFrame(live.game_id, m.event_from_json(public(e))) for e in events]
        texts = [encode(frame) for frame in frames]
        for listener in self.audience(live):
            player = listener.name is not None and live.seat_of(listener.name) is not None
            for index, text in enumerate(texts):
                if not player and events[index]["e"] == "chat":
                    continue
                if index == 0 and listener is session and request_id is not None:
                    listener.send(replace(frames[0], id=request_id))
                else:
                    listener.send(text)
        if session is not None and request_id is not None and session not in \
                self.audience(live) and not isinstance(session, RemoteSession):
            session.send(m.Ok(request_id))
        for changed in self.game_changed:
            changed(live.game_id)

    def finished(self, live: LiveGame) -> None:
        """A game has ended: no more timer; it leaves the lobby's list."""
        self.metrics.games_finished += 1
        for name in self.drop_game(live):
            self.returning.pop(name, None)
        self.recent.add(live)

    async def adopted(self, live: LiveGame) -> None:
        """A game taken over from another process (``cluster.node.adopt``): refereed here
        from now, its players' presence as the server's processes know it."""
        self.add_game(live)
        for player, seat in enumerate(live.seats):
            live.presence[player].online = self.online(seat.name)
        if live.over:
            await self.commit(live, [])
        else:
            self.schedule(live)
            self.tell_presence(live)
        if self.node is not None:
            self.node.part_changed()
        self.lobby.changed()

    def drop_game(self, live: LiveGame) -> list[str]:
        """Stop refereeing a game here (it ended, or another process referees it now): no
        timer, not listed; the names of its players left with no game here."""
        timer = self._timers.pop(live.game_id, None)
        if timer is not None:
            timer.cancel()
        if self.games.get(live.game_id) is live:
            del self.games[live.game_id]
        idle = []
        for seat in live.seats:
            games = self.by_player.get(seat.name)
            if games is not None:
                games.discard(live.game_id)
                if not games:
                    del self.by_player[seat.name]
                    idle.append(seat.name)
        self.lobby.changed()
        return idle

    def watch_here(self, session: Session, game_id: str) -> None:
        """``session`` watches ``game_id``, refereed by another process: this process
        passes on its events (the referee answers with the game)."""
        if len(session.watching) >= 20 and game_id not in session.watching:
            raise ProtocolError(ErrorCode.BUSY, "you watch 20 games already")
        session.watching.add(game_id)
        self.watchers[game_id].add(session)

    async def games_in_progress_of(self, name: str) -> list[tuple[str, int, bool]]:
        """The games in progress ``name`` plays: each game's id, its version, and whether
        ``name`` plays South. Among several processes, as the store has them (whoever
        referees them, or nobody for the moment: a process died and its games wait for
        the lease to run out)."""
        if self.node is None:
            return [(live.game_id, live.stored, live.seats[0].name == name)
                    for live in self.games_of(name)]
        return await self.store.run(
            lambda store: store.games_in_play(name))  # type: ignore[attr-defined]

    def games_count(self) -> int:
        """Games in progress on the server (on every process)."""
        here = sum(not g.over for g in self.games.values())
        return here + (0 if self.node is None else len(self.node.games_elsewhere()))

    async def find_game(self, game_id: str) -> LiveGame:
        """The game ``game_id``: in progress, ended lately, or read back from the store
        (for this request only: not kept); ProtocolError when there is none."""
        live = self.games.get(game_id) or self.recent.get(game_id)
        if live is not None:
            return live

        def load(store: Store) -> tuple[Any, list[dict[str, Any]]] | None:
            rows = store.finished_games(game_id)
            return (rows[0], store.events(game_id)) if rows else None

        try:
            found = await self.store.run(load)
            if found is None:
                raise ProtocolError(ErrorCode.NOT_FOUND, f"no game {game_id}")
            return restore(found[0], found[1], time.monotonic, self.config.site)
        except ValueError as error:  # rows that do not read or replay (DamagedGame)
            log.error("game %s cannot be read back: %s", game_id, error)
            raise ProtocolError(ErrorCode.NOT_FOUND, f"the record of game {game_id} is "
                                "damaged on this server") from None

    def schedule(self, live: LiveGame) -> None:
        """Set the game's one timer to its next deadline (a first move, a flag)."""
        timer = self._timers.pop(live.game_id, None)
        if timer is not None:
            timer.cancel()
        deadline = live.next_deadline()
        if deadline is None:
            return
        loop = asyncio.get_running_loop()
        delay = max(0.0, deadline - time.monotonic()) + 0.005
        self._timers[live.game_id] = loop.call_later(
            delay, lambda: self.background(self._on_time(live)))

    async def _on_time(self, live: LiveGame) -> None:
        async with self.referees.turn(live.game_id):
            live = self.games.get(live.game_id, live)  # reloaded meanwhile, perhaps
            self._timers.pop(live.game_id, None)
            events = live.on_time()
            if live.over and not live.closed:
                await self.commit(live, events)
            elif not live.over:
                self.schedule(live)


def _typed(response: Response, content_type: str) -> Response:
    """``response`` with ``content_type`` as its one Content-Type (``respond`` gives it
    one of its own, text/plain)."""
    del response.headers["Content-Type"]
    response.headers["Content-Type"] = content_type
    return response


def _disabled_among(names: list[str], store: Store) -> list[str]:
    return store.disabled_among(names)


def _no_hello(session: Session) -> None:
    """Close a connection that said nothing in ``HELLO_SECONDS``."""
    if not session.greeted:
        session.close(1008, "no hello")


def _quiet_collector() -> None:
    """Python's cycle collector, set for a long-running server: what exists at start is
    frozen out of its scans, and a full scan waits for many more new objects, so that a
    heap of thousands of games is not walked every few seconds (each walk holds every
    game's answers for tens of milliseconds)."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(50_000, 20, 100)
