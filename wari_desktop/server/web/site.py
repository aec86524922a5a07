"""The website on its own port (``ServerConfig.web_port``), beside the game port and on
the same address: plain HTTP pages (``routes``) and, at ``/live``, the WebSocket of the
live pages (``live``), both served by the ``websockets`` library the server already uses.

Read only, and kept from hurting the games: one request per connection (the answer
closes it), no request body, at most ``PAGES_AT_ONCE`` pages being read at once (more:
503, try again), each page's reads one bounded job of the store's thread. Every answer
carries a Content-Security-Policy that allows the page's own inline style and script
only (``style``).
"""

from __future__ import annotations

import email.utils
import logging
import time
from collections.abc import Callable
from http import HTTPStatus
from typing import TYPE_CHECKING, Any, Protocol

from websockets.asyncio.server import Server as WsServer
from websockets.asyncio.server import ServerConnection, serve
from websockets.datastructures import Headers
from websockets.http11 import Request, Response

from ..config import ServerConfig
from ..live_game import LiveGame
from ..recent import RecentGames
from ..restore import restore
from ..storage import AsyncStore, GameRow, Store
from . import routes
from .live import MOST_FOLLOWERS, Followers
from .pages import Page
from .style import CONTENT_SECURITY_POLICY

if TYPE_CHECKING:
    from ..cluster.parts import GameShown
    from ..hub import NodeDoor

log = logging.getLogger("wari.server.web")
PAGES_AT_ONCE = 16
#: The library's own log of each answer ("connection rejected") says nothing useful here.
_QUIET = logging.getLogger("wari.server.web.http")
_QUIET.setLevel(logging.WARNING)


class Watched(Protocol):
    """What the website needs of the server: its settings, store and games, and where to
    be told of a game's new events."""

    config: ServerConfig
    store: AsyncStore
    games: dict[str, LiveGame]
    recent: RecentGames
    game_changed: list[Callable[[str], None]]
    @property
    def node(self) -> NodeDoor | None: ...


class WebSite:
    """The website of ``server``: ``await start()``, ``port``, ``await stop()``."""

    def __init__(self, server: Watched) -> None:
        self.server = server
        self.followers = Followers(server.store.run)
        self.port = server.config.web_port or 0
        self._busy = 0
        self._ws: WsServer | None = None

    # -- what the pages read (``pages.Door``) -------------------------------------------
    @property
    def store(self) -> AsyncStore:
        return self.server.store

    @property
    def games(self) -> dict[str, LiveGame]:
        return self.server.games

    def games_elsewhere(self) -> list[GameShown]:
        """The games in progress on the server's other processes (``cluster``)."""
        node = self.server.node
        return [] if node is None else node.games_elsewhere()

    async def in_progress_elsewhere(self, game_id: str) -> LiveGame | None:
        """A game in progress refereed by another of the server's processes, as its
        store holds it (None: no such game in progress)."""
        def read(store: Store) -> tuple[GameRow | None, list[dict[str, Any]]]:
            row = store.game(game_id)
            if row is None or row.finished:
                return None, []
            return row, store.events(game_id)

        if self.server.node is None:
            return None
        row, events = await self.server.store.run(read)
        return None if row is None else restore(row, events, time.monotonic,
                                                self.server.config.site)

    @property
    def recent(self) -> RecentGames:
        return self.server.recent

    @property
    def site(self) -> str:
        return self.server.config.site

    @property
    def leaderboard_games(self) -> int:
        return self.server.config.leaderboard_games

    # -- serving ------------------------------------------------------------------------
    async def start(self) -> None:
        """Listen on the game port's address, at ``web_port`` (0: a free one)."""
        self.server.game_changed.append(self.followers.game_changed)
        self._ws = await serve(
            self._follow, self.server.config.host, self.port, process_request=self._http,
            max_size=1024, max_queue=4, compression=None, server_header="wari-server",
            open_timeout=self.server.config.handshake_seconds, logger=_QUIET,
            ping_interval=self.server.config.ping_interval,
            ping_timeout=self.server.config.ping_timeout)
        sockets = list(self._ws.sockets)
        if sockets:
            self.port = sockets[0].getsockname()[1]
        log.info("website on %s:%s", self.server.config.host, self.port)

    async def stop(self) -> None:
        if self.followers.game_changed in self.server.game_changed:
            self.server.game_changed.remove(self.followers.game_changed)
        await self.followers.close()
        if self._ws is not None:
            self._ws.close()
            await self._ws.wait_closed()

    async def _http(self, connection: ServerConnection, request: Request) -> Response | None:
        """A page, or None to let a live page's WebSocket open."""
        method = str(getattr(request, "method", "GET"))
        key = routes.live_key(request.path)
        if key is not None and method == "GET" and "websocket" in \
                request.headers.get("Upgrade", "").lower():
            if self.followers.count >= MOST_FOLLOWERS:
                return _response(Page(HTTPStatus.SERVICE_UNAVAILABLE, "text/plain", "busy\n"))
            return None
        if self._busy >= PAGES_AT_ONCE:
            return _response(Page(HTTPStatus.SERVICE_UNAVAILABLE, "text/plain; charset=utf-8",
                                  "The server is busy: try again in a moment.\n"))
        self._busy += 1
        try:
            page = await routes.answer(self, method, request.path)
        except Exception:
            log.exception("the page %s failed", request.path[:200])
            page = Page(HTTPStatus.INTERNAL_SERVER_ERROR, "text/plain; charset=utf-8",
                        "This page failed on the server.\n")
        finally:
            self._busy -= 1
        return _response(page)

    async def _follow(self, socket: ServerConnection) -> None:
        """A live page's WebSocket: told of each change of what it follows."""
        key = routes.live_key(socket.request.path if socket.request else "")
        if key is None:
            await socket.close(1008, "follow a game or a tournament")
            return
        await self.followers.follow(key, socket)


def _response(page: Page) -> Response:
    """``page`` as an HTTP answer (closing the connection), with the site's headers."""
    body = page.body.encode()
    headers: list[tuple[str, Any]] = [
        ("Date", email.utils.formatdate(usegmt=True)), ("Connection", "close"),
        ("Content-Length", str(len(body))), ("Content-Type", page.content_type),
        ("Cache-Control", "no-store"), ("Content-Security-Policy", CONTENT_SECURITY_POLICY),
        ("X-Content-Type-Options", "nosniff"), ("Referrer-Policy", "no-referrer")]
    if page.download is not None:
        headers.append(("Content-Disposition", f'attachment; filename="{page.download}"'))
    if page.status is HTTPStatus.METHOD_NOT_ALLOWED:
        headers.append(("Allow", "GET"))
    return Response(page.status.value, page.status.phrase, Headers(headers), body)
