"""``OnlineConnection``: the window's one connection to a ``wari-server``.

It wraps a ``client.ThreadedClient`` (the network runs on the client's own thread) and
turns everything that comes back into Qt signals delivered on the GUI thread through
queued connections: the frames the server sends of its own accord, the connection's
state, and the answer of each request. No method waits on the network: opening the
connection runs on a short-lived thread, and each request returns a ``PendingRequest``
whose ``succeeded`` or ``refused`` signal carries its answer.

    connection = OnlineConnection()
    connection.signedIn.connect(show_account)
    connection.open("ws://127.0.0.1:7531/")          # the ``opened`` signal follows
    connection.sign_up("ama", "a long password")      # a PendingRequest
    connection.follow_lobby()                         # ``lobbyChanged`` now and at changes
    connection.seek(TimeControl(300, 3), rated=True)

The rules: a slot here only routes (a frame to its signal, an answer to its request); a
request made while no connection is open is refused at once (``NOT_CONNECTED``), on the
GUI thread's next turn, like any other answer. Every frame, event and answer handed out
carries the monotonic time it came from the network (``arrived``), taken on the client's
thread, so a server's clock figure is counted from when it arrived, not from when the
window got round to it.
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import threading
import time
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot

from ...client import ConnectionLost, RequestRefused
from ...client.calls import Calls
from ...rules.clock import TimeControl
from .connect_errors import open_failure_text
from .game_note import HostedNote

if TYPE_CHECKING:
    from ...client import ThreadedClient  # with websockets: imported when first connecting

#: The code of a request refused because no connection is open (the server's are in
#: ``protocol.ErrorCode``).
NOT_CONNECTED = "not-connected"
#: The code of a request whose connection dropped before its answer.
CONNECTION_LOST = "connection-lost"
#: The key under which a frame, an event or an answer handed out keeps the monotonic time
#: it came (the connection's own: no protocol field starts with "_").
ARRIVED = "_arrived"


def arrived(message: dict[str, Any]) -> float:
    """The monotonic time ``message`` (a frame, an event or an answer this connection
    handed out) came from the network; now for one that did not come through it."""
    stamp = message.get(ARRIVED)
    return stamp if isinstance(stamp, float) else time.monotonic()


class ConnectionState(StrEnum):
    """Where the connection stands."""

    OFFLINE = "offline"
    CONNECTING = "connecting"
    CONNECTED = "connected"
    RECONNECTING = "reconnecting"


@dataclass(frozen=True, slots=True)
class Account:
    """Whom the connection speaks for: the name, the kind (``player``, ``guest``, ``bot``)
    and the server's rating (None for a guest), provisional while it settles."""

    name: str
    kind: str
    rating: int | None
    provisional: bool
    games: int

    @classmethod
    def from_frame(cls, frame: dict[str, Any]) -> Account:
        """The account of a ``signed-in`` frame; ValueError for a frame not as the
        protocol has it."""
        name, kind, rating = frame.get("name"), frame.get("kind"), frame.get("rating")
        if not isinstance(name, str) or not isinstance(kind, str):
            raise ValueError("a signed-in frame without a name or a kind")
        if rating is None:
            return cls(name, kind, None, True, 0)
        if not isinstance(rating, dict) or not isinstance(rating.get("rating"), int | float):
            raise ValueError("a signed-in frame with a rating not as the protocol has it")
        return cls(name, kind, round(rating["rating"]), bool(rating.get("provisional", True)),
                   int(rating.get("games", 0)))

    @property
    def guest(self) -> bool:
        return self.kind == "guest"


class PendingRequest(QObject):
    """One request on its way: ``succeeded`` with the answer frame, or ``refused`` with
    the error's code and message (the server's, or ``NOT_CONNECTED`` /
    ``CONNECTION_LOST``). Exactly one of them is emitted, once."""

    succeeded = Signal(dict)
    refused = Signal(str, str)

    def __init__(self, kind: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.kind = kind
        self.answer: dict[str, Any] | None = None
        self.error: tuple[str, str] | None = None

    @property
    def done(self) -> bool:
        return self.answer is not None or self.error is not None

    def resolve(self, answer: dict[str, Any] | None, error: tuple[str, str] | None) -> None:
        """Hand out the answer (the connection calls this on the GUI thread)."""
        if self.done:
            return
        if error is not None:
            self.error = error
            self.refused.emit(*error)
        else:
            self.answer = answer or {}
            self.succeeded.emit(self.answer)


def error_of(failure: BaseException) -> tuple[str, str]:
    """A failed request's code and message."""
    if isinstance(failure, RequestRefused):
        return failure.code or "refused", str(failure)
    if isinstance(failure, ConnectionLost):
        return CONNECTION_LOST, str(failure)
    return CONNECTION_LOST, str(failure) or type(failure).__name__


class _Bridge(QObject):
    """Signals emitted on the client's threads; connected with queued connections, so
    their slots run on the GUI thread."""

    frame = Signal(int, dict, float)  # the opening it belongs to, the frame, its arrival
    state = Signal(str)
    # PendingRequest, answer or None, error or None, its arrival
    answer = Signal(object, object, object, float)
    opened = Signal(int, object, dict, object)  # attempt, ThreadedClient, welcome, Account
    openFailed = Signal(int, object, str)  # attempt, ThreadedClient or None, the reason


class _ConnectionCalls(Calls["PendingRequest"]):
    """The protocol's requests by name (``client.calls``) sent through a connection: each
    gives the connection's ``PendingRequest``."""

    def __init__(self, connection: OnlineConnection) -> None:
        self._connection = connection

    def _call(self, kind: str, fields: dict[str, Any]) -> PendingRequest:
        return self._connection.request(kind, **fields)


class OnlineConnection(QObject):
    """The connection to one server at a time, as signals (see the module's words)."""

    #: Every frame the server sends of its own accord, whatever its kind.
    frameReceived = Signal(dict)
    #: A ``lobby`` frame: open seeks, players online, games in progress.
    lobbyChanged = Signal(dict)
    #: A ``game`` frame: a game that starts, or one watched or caught up on (the same
    #: game may come again, after a reconnection: the frame is its whole state).
    gameReceived = Signal(dict)
    #: A game's event: the game's id and the event.
    gameEvent = Signal(str, dict)
    #: A challenge to this player (its offer: id, by, clock, rated, rules, side).
    challengeReceived = Signal(dict)
    #: A challenge that is no longer open: its id and why.
    challengeGone = Signal(str, str)
    #: A challenge to this player answered from here (accepted or declined): its id.
    challengeAnswered = Signal(str)
    #: The ``ConnectionState`` changed (its value).
    stateChanged = Signal(str)
    #: The quiet banner's text ("" when there is nothing to say).
    bannerChanged = Signal(str)
    #: The connection is open: the server's welcome.
    opened = Signal(dict)
    #: The connection could not be opened: why, in a sentence (``connect_errors``).
    openFailed = Signal(str)
    #: Signed in (an ``Account``), or signed out.
    signedIn = Signal(object)
    signedOut = Signal()
    #: The token kept from before was not accepted: the player signs in again.
    tokenRefused = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._bridge = _Bridge(self)
        #: Every request by name, with its fields as the protocol has them.
        self.calls = _ConnectionCalls(self)
        queued = Qt.ConnectionType.QueuedConnection
        self._bridge.frame.connect(self._route_frame, queued)
        self._bridge.state.connect(self._route_state, queued)
        self._bridge.answer.connect(self._route_answer, queued)
        self._bridge.opened.connect(self._route_opened, queued)
        self._bridge.openFailed.connect(self._route_open_failed, queued)
        self.client: ThreadedClient | None = None
        self.url = ""
        #: A game on this network (joined), and a game hosted in this program: where.
        self.lan = False
        self.hosted: HostedNote | None = None
        self._offered_token: str | None = None
        self.state = ConnectionState.OFFLINE
        self.account: Account | None = None
        self.welcome: dict[str, Any] = {}
        self._pending: set[PendingRequest] = set()
        self._attempt = 0  # counts the openings: the answer of an older one is dropped
        self._following_lobby = False
        self._watching: set[str] = set()
        self._early: list[dict[str, Any]] = []  # frames that came before ``opened``

    # -- opening and closing ------------------------------------------------------------
    def open(self, url: str, token: str | None = None) -> None:
        """Connect to ``url`` (signing in with ``token`` if given) on a thread of its
        own; ``opened`` or ``openFailed`` follows. An open connection is closed first."""
        self.close()
        self.url = url
        self._offered_token = token
        self._set_state(ConnectionState.CONNECTING)
        threading.Thread(target=self._open_blocking, args=(self._attempt, url, token),
                         daemon=True, name="wari-online-open").start()

    def _open_blocking(self, attempt: int, url: str, token: str | None) -> None:
        """On the opening thread: connect and say hello with the token, which signs in
        (``start`` returns once signed in); a token the server refuses is dropped and the
        connection made again without it, to sign in by name (``tokenRefused``)."""
        client: ThreadedClient | None = None
        try:
            client = self._connect(attempt, url, token)
            try:
                welcome = client.start()
            except RequestRefused:
                if not token:
                    raise
                client.close()
                client = self._connect(attempt, url, None)
                welcome = client.start()
            account = client.client.account
            self._bridge.opened.emit(attempt, client, welcome,
                                     Account.from_frame(account) if account else None)
        except Exception as error:  # whatever a strange server does, the window hears of it
            self._bridge.openFailed.emit(attempt, client,
                                         open_failure_text(error, url, self.lan))

    def _connect(self, attempt: int, url: str, token: str | None) -> ThreadedClient:
        from ...client import ThreadedClient

        return ThreadedClient(url, token,
                              on_frame=lambda frame: _emit(self._bridge.frame, attempt, frame,
                                                           time.monotonic()),
                              on_state=lambda state: _emit(self._bridge.state, state))

    def close(self) -> None:
        """Close the connection (on a thread of its own: a dead network never holds the
        window); the requests still waiting are refused."""
        self._attempt += 1
        client, self.client = self.client, None
        if client is not None:
            threading.Thread(target=client.close, daemon=True, name="wari-online-close").start()
        self._following_lobby = False
        self._watching.clear()
        self._early.clear()
        for pending in list(self._pending):
            pending.resolve(None, (CONNECTION_LOST, "the connection was closed"))
        self._pending.clear()
        if self.account is not None:
            self.account = None
            self.signedOut.emit()
        self._set_state(ConnectionState.OFFLINE)

    @property
    def answering(self) -> bool:
        """True while a request sent waits for its answer."""
        return bool(self._pending)

    # -- requests -------------------------------------------------------------------------
    def request(self, kind: str, **fields: Any) -> PendingRequest:
        """Send any request of the protocol; its answer comes as the returned object's
        signal."""
        pending = PendingRequest(kind)  # Python owns it: gone once answered and dropped
        self._pending.add(pending)
        if self.client is None:
            QTimer.singleShot(0, self, lambda: self._route_answer(
                pending, None, (NOT_CONNECTED, "not connected to a server"),
                time.monotonic()))
            return pending
        future = self.client.request(kind, **fields)
        future.add_done_callback(lambda done: self._finished(pending, done))
        return pending

    def _finished(self, pending: PendingRequest,
                  future: concurrent.futures.Future[dict[str, Any]]) -> None:
        """On the client's thread: pass the answer to the GUI thread."""
        now = time.monotonic()
        if future.cancelled():
            self._bridge.answer.emit(pending, None, (CONNECTION_LOST, "cancelled"), now)
            return
        failure = future.exception()
        if failure is not None:
            self._bridge.answer.emit(pending, None, error_of(failure), now)
        else:
            self._bridge.answer.emit(pending, future.result(), None, now)

    def sign_up(self, name: str, password: str, invite: str | None = None) -> PendingRequest:
        return self.calls.signup(name, password, invite or None)

    def sign_in(self, name: str, password: str) -> PendingRequest:
        return self.calls.signin(name, password)

    def play_as_guest(self) -> PendingRequest:
        return self.calls.guest()

    def sign_out(self) -> PendingRequest:
        """Sign out: the server forgets this connection's token."""
        pending = self.calls.signout()
        pending.succeeded.connect(self._signed_out)
        return pending

    def follow_lobby(self, follow: bool = True) -> PendingRequest:
        """Follow the lobby (``lobbyChanged`` now and at each change), or stop."""
        self._following_lobby = follow
        pending = self.calls.lobby(follow)
        if follow:
            pending.succeeded.connect(self._dispatch)
        return pending

    def seek(self, control: TimeControl | None, rated: bool,
             side: str = "random") -> PendingRequest:
        return self.calls.seek(**terms(control, rated, side))

    def cancel_seek(self, seek_id: str) -> PendingRequest:
        return self.calls.seek_cancel(seek_id)

    def accept_seek(self, seek_id: str) -> PendingRequest:
        """Accept an open seek: the game's frame comes as ``gameReceived``."""
        return self.calls.seek_accept(seek_id)

    def challenge(self, name: str, control: TimeControl | None, rated: bool,
                  side: str = "random") -> PendingRequest:
        return self.calls.challenge(name, **terms(control, rated, side))

    def accept_challenge(self, challenge_id: str) -> PendingRequest:
        """Accept a challenge (``challengeAnswered`` at once, for every place showing it):
        the game's frame answers."""
        pending = self.calls.challenge_accept(challenge_id)
        self.challengeAnswered.emit(challenge_id)
        return pending

    def decline_challenge(self, challenge_id: str, reason: str = "") -> PendingRequest:
        """Decline a challenge (``challengeAnswered`` at once)."""
        pending = self.calls.challenge_decline(challenge_id, reason=reason or None)
        self.challengeAnswered.emit(challenge_id)
        return pending

    def watch(self, game_id: str) -> PendingRequest:
        """Watch a game in progress: its frame comes as ``gameReceived``, then its
        events as ``gameEvent``."""
        self._watching.add(game_id)
        return self.calls.watch(game_id)

    def unwatch(self, game_id: str) -> PendingRequest:
        self._watching.discard(game_id)
        return self.calls.unwatch(game_id)

    def drop(self) -> None:
        """Cut the connection as a failing network would; it comes back on its own."""
        if self.client is not None:
            self.client.drop()

    # -- routing (GUI thread) -------------------------------------------------------------
    @Slot(int, object, dict, object)
    def _route_opened(self, attempt: int, client: ThreadedClient, welcome: dict[str, Any],
                      account: Account | None) -> None:
        if attempt != self._attempt or self.client is not None:
            threading.Thread(target=client.close, daemon=True).start()  # closed meanwhile
            return
        self.client, self.welcome = client, welcome
        self._set_state(ConnectionState.CONNECTED)
        self.opened.emit(welcome)
        if account is not None:
            self._set_account(account)
        elif self._offered_token:
            self.tokenRefused.emit()
        early, self._early = self._early, []
        for frame in early:
            self._dispatch(frame)

    @Slot(int, object, str)
    def _route_open_failed(self, attempt: int, client: ThreadedClient | None,
                           reason: str) -> None:
        if client is not None:
            threading.Thread(target=client.close, daemon=True).start()
        if attempt == self._attempt and self.client is None:
            self._set_state(ConnectionState.OFFLINE)
            self.openFailed.emit(reason)

    @Slot(object, object, object, float)
    def _route_answer(self, pending: PendingRequest, answer: dict[str, Any] | None,
                      error: tuple[str, str] | None, stamp: float) -> None:
        self._pending.discard(pending)
        if answer is not None:
            answer[ARRIVED] = stamp
        pending.resolve(answer, error)

    @Slot(str)
    def _route_state(self, state: str) -> None:
        if self.client is None:
            return
        back = self.state is ConnectionState.RECONNECTING and state == "connected"
        self._set_state(ConnectionState(state))
        if back:
            self._follow_again()

    def _follow_again(self) -> None:
        """Back after a drop: the server forgot that this connection followed the lobby
        and watched games (the client catches up on the games' events itself)."""
        if self._following_lobby:
            self.follow_lobby()
        for game_id in sorted(self._watching):
            self.calls.watch(game_id)

    @Slot(int, dict, float)
    def _route_frame(self, attempt: int, frame: dict[str, Any], stamp: float) -> None:
        """A frame of the current connection, once it is open (those that come before
        ``opened`` wait for it; those of a connection closed since are dropped)."""
        if attempt != self._attempt:
            return
        frame[ARRIVED] = stamp
        if isinstance(frame.get("event"), dict):
            frame["event"][ARRIVED] = stamp
        if self.client is None:
            self._early.append(frame)
        else:
            self._dispatch(frame)

    @Slot(dict)
    def _dispatch(self, frame: dict[str, Any]) -> None:
        """One frame to its signal (and every frame to ``frameReceived``)."""
        kind = frame.get("t")
        if kind == "lobby":
            self.lobbyChanged.emit(frame)
        elif kind == "game" and isinstance(frame.get("game"), dict):
            self.gameReceived.emit(frame)
        elif kind == "event" and isinstance(frame.get("event"), dict):
            self.gameEvent.emit(str(frame.get("game", "")), frame["event"])
        elif kind == "challenge" and isinstance(frame.get("challenge"), dict):
            self.challengeReceived.emit(frame["challenge"])
        elif kind == "challenge-gone":
            self.challengeGone.emit(str(frame.get("challenge", "")),
                                    str(frame.get("reason", "")))
        elif kind == "signed-in":
            self._signed_in_frame(frame)
        self.frameReceived.emit(frame)

    def _signed_in_frame(self, frame: dict[str, Any]) -> None:
        try:
            account = Account.from_frame(frame)
        except ValueError:
            return
        self._set_account(account)

    def _set_account(self, account: Account) -> None:
        if account != self.account:
            self.account = account
            self.signedIn.emit(account)

    @Slot(dict)
    def _signed_out(self, _answer: dict[str, Any]) -> None:
        if self.account is not None:
            self.account = None
            self.signedOut.emit()

    def _set_state(self, state: ConnectionState) -> None:
        if state is self.state:
            return
        self.state = state
        self.stateChanged.emit(state.value)
        self.bannerChanged.emit(self.banner_text())

    def banner_text(self) -> str:
        """The quiet banner's words for the connection's state ("" when all is well)."""
        if self.state is ConnectionState.RECONNECTING:
            return self.tr("Connection lost: reconnecting…")
        if self.state is ConnectionState.CONNECTING:
            return self.tr("Connecting to the server…")
        return ""


def _emit(signal: Any, *values: Any) -> None:
    """Emit on the bridge from the client's thread; once the connection is gone with its
    window (a client still closing, a server stopping), there is nobody to tell."""
    with contextlib.suppress(RuntimeError):
        signal.emit(*values)


def terms(control: TimeControl | None, rated: bool, side: str = "random") -> dict[str, Any]:
    """The fields of a seek or a challenge as the protocol writes them."""
    return {"clock": control.format() if control is not None else None, "rated": rated,
            "side": side}
