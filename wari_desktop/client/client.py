"""``Client``: one connection to a server, kept up.

    client = Client("ws://127.0.0.1:7531/", token=saved_token)
    await client.start()                     # connects, says hello, signs in with the token
    await client.request("signin", name="ama", password="...")   # if there was no token
    game = await client.request("seek-accept", seek="Ab12")       # the ``game`` frame
    await client.request("move", game=gid, ply=0, move="F", think_ms=2300)
    frame = await client.next_frame()        # events, presence, lobby, challenges...

Every request also by name (``calls.Calls``), its answer typed:

    await client.signin("ama", "...")
    await client.move(gid, 0, "F", think_ms=2300)

The same, typed (``protocol.messages``): each frame is read once, when it comes, into its
dataclass, and a program may take either form (not both: they come from one queue).

    answer = await client.ask("seek-accept", seek="Ab12")   # a ``GameFrame``
    message = await client.next_message()    # an ``EventFrame``, ``PresenceFrame``...
    client.signed_in                         # the last ``SignedIn`` (``account``: its dict)

``ask`` raises what ``request`` raises, and ``MessageUnreadable`` for an answer that is
not of its type's shape; ``next_message`` passes over, with a warning, a frame not of its
type's shape or of a type this version does not know (``next_frame`` still hands those
out as they came). After the events of an ``events`` frame (a catch-up) both hand out a
``clocks`` frame the client makes itself (``delivery.Clocks``).

Every game the client has seen is followed: its last version is kept, each event is handed
out once and in order (``event`` frames), and after a reconnection the events missed are
fetched (``sync``) and handed out the same way.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import logging
import ssl
from collections.abc import Callable, Coroutine
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from .. import __version__
from ..protocol import PROTOCOL_VERSION, CloseCode, ErrorCode
from ..protocol.log_privacy import websockets_logger
from ..protocol.messages import (
    EndEvent,
    ErrorFrame,
    Event,
    EventFrame,
    EventsFrame,
    GameFrame,
    MessageError,
    OtherMessage,
    ServerMessage,
    SignedIn,
    parse_message,
)
from .calls import Calls
from .delivery import ClientMessage, Clocks, Delivery
from .errors import AnswerTimeout, ClientClosed, ConnectionLost, MessageUnreadable, RequestRefused

log = logging.getLogger("wari.client")
#: Requests sent again after a reconnection (the server makes them safe to repeat).
RESENT = frozenset({"move", "sync", "watch", "lobby"})
#: Seconds between reconnection attempts: doubling from the first to the last.
BACKOFF = (0.25, 5.0)
#: Closes after which coming back is pointless: the error each stands for.
FINAL_CLOSES = {CloseCode.PROTOCOL_VERSION: ErrorCode.PROTOCOL_VERSION,
                CloseCode.DISABLED: ErrorCode.DISABLED,
                CloseCode.TOKEN_REVOKED: ErrorCode.BAD_CREDENTIALS}
#: The logger handed to websockets: it never logs a frame's content (a token, a password).
WEBSOCKETS_LOGGER = "wari.client.websockets"
#: Seconds to wait for an answer.
ANSWER_SECONDS = 30.0
#: How long closing waits for the server to answer the closing handshake before cutting.
CLOSE_SECONDS = 3.0


class Client(Calls[Coroutine[Any, Any, ServerMessage]]):
    """A client connection to ``url`` (``ws://`` or ``wss://``)."""

    def __init__(self, url: str, token: str | None = None, *, reconnect: bool = True,
                 ssl_context: ssl.SSLContext | None = None, agent: str = "wari-desktop",
                 on_state: Callable[[str], None] | None = None) -> None:
        self.url = url
        self.token = token
        self.reconnect = reconnect
        self.ssl_context = ssl_context
        self.agent = f"{agent} {__version__}"
        self.on_state = on_state
        self.account: dict[str, Any] | None = None
        #: The last ``signed-in`` typed (``account`` is the same as its JSON gave it).
        self.signed_in: SignedIn | None = None
        self.versions: dict[str, int] = {}
        self.connected = asyncio.Event()
        self._ws: ClientConnection | None = None
        self._ids = itertools.count(1)
        self._waiting: dict[int, tuple[asyncio.Future[Delivery], dict[str, Any]]] = {}
        self._frames: asyncio.Queue[Delivery] = asyncio.Queue()
        self._runner: asyncio.Task[None] | None = None
        self._closing = False
        self.reconnections = 0
        #: Why the server stopped signing this client in (then it stops reconnecting).
        self.refused: RequestRefused | None = None

    # -- life --------------------------------------------------------------------------
    async def start(self) -> dict[str, Any]:
        """Connect and say hello (signing in with the token, if any): the ``welcome``
        frame. ConnectionLost when the server cannot be reached."""
        welcome = await self._open()
        self._runner = asyncio.get_running_loop().create_task(self._run())
        return welcome

    async def close(self) -> None:
        """Close the connection for good."""
        self._closing = True
        if self._ws is not None:
            await self._ws.close()
        if self._runner is not None:
            self._runner.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._runner
        self._fail_waiting(ClientClosed("the client was closed"), everything=True)

    def drop(self) -> None:
        """Cut the connection as a failing network would (for tests and the
        'reconnect now' command); the client reconnects on its own."""
        if self._ws is not None:
            self._ws.transport.abort()

    async def _open(self) -> dict[str, Any]:
        try:
            secure: dict[str, Any] = {} if self.ssl_context is None else \
                {"ssl": self.ssl_context}  # wss:// without one: the system's CAs
            # A closing handshake the server does not answer within CLOSE_SECONDS is cut:
            # closing never waits on a server that has stopped.
            ws = await connect(self.url, max_size=2**22, open_timeout=10, compression=None,
                               close_timeout=CLOSE_SECONDS, user_agent_header=self.agent,
                               logger=websockets_logger(WEBSOCKETS_LOGGER), **secure)
        except (OSError, InvalidHandshake, InvalidURI, TimeoutError) as error:
            raise ConnectionLost(f"cannot reach {self.url}: {error}") from None
        self._ws = ws
        hello: dict[str, Any] = {"t": "hello", "id": 0, "protocol": PROTOCOL_VERSION,
                                 "client": self.agent}
        if self.token:
            hello["token"] = self.token
        await ws.send(json.dumps(hello))
        welcome = await self._read_welcome(ws, signing_in=bool(self.token))
        self.connected.set()
        self._state("connected")
        return welcome

    async def _read_welcome(self, ws: ClientConnection, signing_in: bool) -> dict[str, Any]:
        """The ``welcome`` frame; with a token, also its answer: ``signed-in`` (kept), or
        the refusal (RequestRefused: an unknown token, a disabled account)."""
        welcome: dict[str, Any] | None = None
        try:
            async with asyncio.timeout(ANSWER_SECONDS):
                while True:
                    frame = json.loads(await ws.recv())
                    if frame.get("t") == "error" and frame.get("id") == 0:
                        await ws.close()
                        raise RequestRefused(frame)
                    if frame.get("t") == "welcome":
                        welcome = dict(frame)
                        if not signing_in:
                            return welcome
                    elif frame.get("t") == "signed-in" and welcome is not None:
                        self._dispatch(frame)
                        return welcome
        except (ConnectionClosed, TimeoutError) as error:
            raise ConnectionLost(f"the server did not say welcome: {error}") from None

    async def _run(self) -> None:
        """Read frames; after a drop, reconnect with growing pauses and catch up."""
        while not self._closing:
            ws = self._ws
            if ws is not None:
                with contextlib.suppress(ConnectionClosed):
                    async for text in ws:
                        self._dispatch(_decoded(text))
            self.connected.clear()
            if ws is not None and ws.close_code in FINAL_CLOSES:
                self.refused = RequestRefused({
                    "code": FINAL_CLOSES[CloseCode(ws.close_code)].value,
                    "message": ws.close_reason or "closed"})
                self._closing = True
                self._state("refused")
            if self._closing or not self.reconnect:
                self._fail_waiting(ConnectionLost("the connection was closed"), everything=True)
                return
            self._state("reconnecting")
            self._fail_waiting(ConnectionLost("the connection dropped"))
            await self._reconnect()

    async def _reconnect(self) -> None:
        pause = BACKOFF[0]
        while not self._closing:
            try:
                await self._open()
            except RequestRefused as refused:  # the token no longer signs in: stop
                log.warning("the server refused to sign in again: %s", refused)
                self.refused = refused
                self._closing = True
                self._state("refused")
                self._fail_waiting(ConnectionLost(str(refused)), everything=True)
                return
            except ConnectionLost as error:
                log.info("reconnecting to %s: %s", self.url, error)
                await asyncio.sleep(pause)
                pause = min(BACKOFF[1], pause * 2)
                continue
            self.reconnections += 1
            await self._catch_up()
            return

    async def _catch_up(self) -> None:
        """After a reconnection: send again what is safe to, and fetch each game's missed
        events."""
        assert self._ws is not None
        for request_id, (_, frame) in list(self._waiting.items()):
            with contextlib.suppress(ConnectionClosed):
                await self._ws.send(json.dumps({**frame, "id": request_id}))
        for game_id, version in list(self.versions.items()):
            with contextlib.suppress(ConnectionClosed):
                await self._ws.send(json.dumps({"t": "sync", "game": game_id,
                                                "since": version}))

    def _state(self, state: str) -> None:
        if self.on_state is not None:
            self.on_state(state)

    def _fail_waiting(self, error: Exception, everything: bool = False) -> None:
        for request_id, (future, frame) in list(self._waiting.items()):
            if everything or frame["t"] not in RESENT:
                del self._waiting[request_id]
                if not future.done():
                    future.set_exception(error)

    # -- frames ------------------------------------------------------------------------
    def _dispatch(self, frame: dict[str, Any] | None) -> None:
        """Route one frame: read it once into its type, hand it to the request it answers,
        and its events in order to the queue (a frame that is no JSON object: passed
        over)."""
        if frame is None:
            return
        message = self._read(frame)
        if isinstance(message, SignedIn):
            self.account = frame
            self.signed_in = message
            self.token = message.token or self.token
        delivered = self._follow(frame, message)
        request_id = frame.get("id")
        waiting = self._waiting.pop(request_id, None) if isinstance(request_id, int) else None
        if waiting is not None:
            future = waiting[0]
            if not future.done():
                if isinstance(message, ErrorFrame) or frame.get("t") == "error":
                    future.set_exception(RequestRefused(frame))
                else:
                    future.set_result(Delivery(frame, message))
        for item in delivered:
            self._frames.put_nowait(item)

    @staticmethod
    def _read(frame: dict[str, Any]) -> ServerMessage | None:
        """The typed frame; None (with a warning) when it is not of its type's shape."""
        try:
            return parse_message(frame)
        except MessageError as error:
            log.warning("a %r frame from the server not of its shape: %s", frame.get("t"),
                        error)
            return None

    def _follow(self, frame: dict[str, Any], message: ServerMessage | None) -> list[Delivery]:
        """What to hand out for ``frame``: a game's events once each, in order."""
        if isinstance(message, GameFrame):
            self.versions[message.game.id] = message.game.version
            return [Delivery(frame, message)]
        if isinstance(message, EventFrame):
            return self._new_events(message.game, [(frame["event"], message.event)],
                                    live=True)
        if isinstance(message, EventsFrame):
            fresh = self._new_events(message.game, list(zip(frame["events"], message.events,
                                                            strict=True)), live=False)
            clocks = Clocks(message.game, message.clocks, message.running, message.presence)
            return [*fresh, Delivery({"t": "clocks", "game": message.game,
                                      "clocks": frame.get("clocks"),
                                      "running": frame.get("running"),
                                      "presence": frame.get("presence")}, clocks)]
        kind = frame.get("t")
        if kind in ("signed-in", "welcome", "pong") or frame.get("id") is not None:
            return [Delivery(frame, message)] if kind == "signed-in" else []
        return [Delivery(frame, message)]

    def _new_events(self, game_id: str, events: list[tuple[dict[str, Any], Event]],
                    live: bool) -> list[Delivery]:
        """The events not handed out yet (each as it came and typed). A live event after
        a gap asks for what is missing (``sync``); the answer, an ``events`` frame, is the
        server's whole account since the version asked (a spectator's has no chat), so it
        is taken as it is."""
        known = self.versions.get(game_id, 0)
        fresh = []
        for raw, event in events:
            if event.v <= known:
                continue
            if live and event.v > known + 1 and self._ws is not None:
                asyncio.get_running_loop().create_task(self._ws.send(json.dumps(
                    {"t": "sync", "game": game_id, "since": known})))
                break
            known = event.v
            fresh.append(Delivery({"t": "event", "game": game_id, "event": raw},
                                  EventFrame(game_id, event)))
            if isinstance(event, EndEvent):  # nothing more will come: stop following it
                self.versions.pop(game_id, None)
                return fresh
        self.versions[game_id] = known
        return fresh

    # -- asking ------------------------------------------------------------------------
    async def request(self, kind: str, **fields: Any) -> dict[str, Any]:
        """Send a request and wait for its answer (as JSON gave it: ``ask`` gives it
        typed). Raises RequestRefused for an
        ``error``; ConnectionLost if the connection drops first and the request is not
        safe to send again (a move, sync, watch or lobby request is sent again after
        reconnecting); ClientClosed once the client is closed (or has stopped for good:
        ``refused``); AnswerTimeout when no connection or no answer comes in time."""
        return (await self._answer(kind, fields)).frame

    async def ask(self, kind: str, **fields: Any) -> ServerMessage:
        """``request``, the answer typed (``protocol.messages``): raises what
        ``request`` raises, and MessageUnreadable for an answer not of its type's
        shape."""
        answer = await self._answer(kind, fields)
        if answer.message is None or isinstance(answer.message, Clocks):
            raise MessageUnreadable(f"the answer to {kind} was not of its type's shape")
        return answer.message

    def _call(self, kind: str, fields: dict[str, Any]) -> Coroutine[Any, Any, ServerMessage]:
        """The named requests (``Calls``: ``await client.move(game, ply, move)``) are
        ``ask``."""
        return self.ask(kind, **fields)

    async def _answer(self, kind: str, fields: dict[str, Any]) -> Delivery:
        if self._closing:
            raise ClientClosed(str(self.refused) if self.refused else "the client is closed")
        try:
            await asyncio.wait_for(self.connected.wait(), ANSWER_SECONDS)
        except TimeoutError:
            raise AnswerTimeout(f"no connection to {self.url} in {ANSWER_SECONDS:.0f} s") \
                from None
        request_id = next(self._ids)
        frame = {"t": kind, **fields}
        future: asyncio.Future[Delivery] = asyncio.get_running_loop().create_future()
        self._waiting[request_id] = (future, frame)
        assert self._ws is not None
        with contextlib.suppress(ConnectionClosed):
            await self._ws.send(json.dumps({**frame, "id": request_id}))
        try:
            return await asyncio.wait_for(future, ANSWER_SECONDS * 4)
        except TimeoutError:
            raise AnswerTimeout(f"no answer to {kind} in {ANSWER_SECONDS * 4:.0f} s") \
                from None
        finally:
            self._waiting.pop(request_id, None)

    async def next_frame(self, timeout: float | None = None) -> dict[str, Any]:
        """The next frame the server sent of its own accord (events, games, presence,
        lobby, challenges), as JSON gave it; TimeoutError after ``timeout`` seconds."""
        return (await asyncio.wait_for(self._frames.get(), timeout)).frame

    async def next_message(self, timeout: float | None = None) -> ClientMessage:
        """``next_frame`` typed: the next message the server sent of its own accord,
        passing over (logged) a frame not of its type's shape or of an unknown type;
        TimeoutError after ``timeout`` seconds."""
        async with asyncio.timeout(timeout):
            while True:
                message = (await self._frames.get()).message
                if message is not None and not isinstance(message, OtherMessage):
                    return message

    def pending_frames(self) -> int:
        return self._frames.qsize()


def _decoded(text: str | bytes) -> dict[str, Any] | None:
    """A frame's JSON object; None (with a warning) for anything else."""
    try:
        frame = json.loads(text)
    except ValueError:
        frame = None
    if not isinstance(frame, dict):
        log.warning("a frame from the server that is no JSON object: passed over")
        return None
    return frame
