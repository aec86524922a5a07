"""Signing in, from the form's request to the lobby: open the connection to the server
typed (if it is not open already), send the sign-in, sign-up or guest request, and once
signed in keep the address and name (``credentials.save_server``) and the token
(``credentials.TokenKeeper``); a refusal is told in words (``refusals``) and nothing is
kept. A token kept from last time signs in at once (``resume``); one the server no
longer takes is forgotten and the form asks again.

The keyring is reached on a short thread of its own, one call after the other
(``KeyringJobs``): a keyring may ask the desktop's services, or the person to unlock it,
and the window never waits on that.
"""

from __future__ import annotations

import logging
import threading
from collections import deque
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QSettings, Qt, Signal

from .connection import Account, ConnectionState, OnlineConnection, PendingRequest
from .credentials import KeptSignIn, TokenKeeper, load_server, save_server
from .refusals import refusal_text

log = logging.getLogger("wari.online")


class KeyringJobs(QObject):
    """Calls to the keyring, run in order on a thread that lives while there are some;
    each result goes to its ``then`` on the GUI thread."""

    _done = Signal(object, object)  # then, the result

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._done.connect(self._finish, Qt.ConnectionType.QueuedConnection)
        self._lock = threading.Lock()
        self._jobs: deque[tuple[Callable[[], Any], Callable[[Any], None] | None]] = deque()
        self.running = False

    def run(self, job: Callable[[], Any], then: Callable[[Any], None] | None = None) -> None:
        with self._lock:
            self._jobs.append((job, then))
            if not self.running:
                self.running = True
                threading.Thread(target=self._work, daemon=True, name="wari-keyring").start()

    def _work(self) -> None:
        while True:
            with self._lock:
                if not self._jobs:
                    self.running = False
                    return
                job, then = self._jobs.popleft()
            try:
                result = job()
            except Exception as error:  # a keyring's own failure: the token is not kept
                log.info("keyring: %s", error)
                result = None
            if then is not None:
                try:
                    self._done.emit(then, result)
                except RuntimeError:  # the window was closed meanwhile
                    return

    def _finish(self, then: Callable[[Any], None], result: Any) -> None:
        then(result)


class SignInFlow(QObject):
    """Between the form and the connection: ``message`` says what happened (for the
    form), ``busy`` says whether a sign-in is on its way."""

    message = Signal(str)
    busy = Signal(bool)

    def __init__(self, connection: OnlineConnection, tokens: TokenKeeper,
                 store: QSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.connection = connection
        self.tokens = tokens
        self.store = store
        self._asked: Callable[[], PendingRequest] | None = None
        self._name = ""
        self.keyring = KeyringJobs(self)
        connection.opened.connect(self._send_asked)
        connection.openFailed.connect(self._open_failed)
        connection.signedIn.connect(self._signed_in)
        connection.tokenRefused.connect(self._token_refused)

    def kept(self) -> KeptSignIn:
        return load_server(self.store)

    def resume(self) -> bool:
        """Sign in with the token kept for the address and name of last time, once the
        keyring has given it; False (nothing done) when no address and name are kept."""
        kept = self.kept()
        if not kept.server or not kept.name:
            return False
        self._name = kept.name
        self.busy.emit(True)
        self.keyring.run(lambda: self.tokens.token(kept.server, kept.name),
                         lambda token: self._resume_with(kept.server, token))
        return True

    def _resume_with(self, server: str, token: str | None) -> None:
        if token is None:
            self.busy.emit(False)
            return
        self._asked = None
        self.connection.open(server, token)

    def sign_in(self, url: str, name: str, password: str) -> None:
        self._ask(url, name, lambda: self.connection.sign_in(name, password))

    def sign_up(self, url: str, name: str, password: str) -> None:
        self._ask(url, name, lambda: self.connection.sign_up(name, password))

    def play_as_guest(self, url: str) -> None:
        self._ask(url, "", self.connection.play_as_guest)

    def _ask(self, url: str, name: str, send: Callable[[], PendingRequest]) -> None:
        """Send ``send``'s request on a connection to ``url``, opening it first."""
        self._name = name
        self.busy.emit(True)
        if self.connection.url == url and self.connection.state in (
                ConnectionState.CONNECTED, ConnectionState.RECONNECTING):
            self._watch(send())
            return
        self._asked = send
        self.message.emit(self.tr("Connecting to the server…"))
        self.connection.open(url)

    def _send_asked(self) -> None:
        send, self._asked = self._asked, None
        if send is not None:
            self._watch(send())

    def _watch(self, pending: PendingRequest) -> None:
        pending.refused.connect(self._refused)

    def _refused(self, code: str, text: str) -> None:
        self.busy.emit(False)
        self.message.emit(refusal_text(code, text))

    def _open_failed(self, reason: str) -> None:
        self._asked = None
        self.busy.emit(False)
        self.message.emit(reason)  # a sentence of its own (``connect_errors``)

    def _signed_in(self, account: Account) -> None:
        """Keep the address, the name and the token (never the password)."""
        self.busy.emit(False)
        self.message.emit("")
        client = self.connection.client
        token = client.client.token if client is not None else None
        url = self.connection.url
        name = self.kept().name if account.guest else account.name
        save_server(KeptSignIn(url, name), self.store)
        if token and not account.guest:
            self.keyring.run(lambda: self.tokens.keep(url, name, token))

    def _token_refused(self) -> None:
        self.busy.emit(False)
        url, name = self.connection.url, self._name
        self.keyring.run(lambda: self.tokens.forget(url, name))
        self.message.emit(self.tr("Please sign in again."))

    def sign_out(self) -> None:
        """Sign out: the server and this computer forget the token."""
        account = self.connection.account
        if account is not None and not account.guest:
            url, name = self.connection.url, account.name
            self.keyring.run(lambda: self.tokens.forget(url, name))
        self.connection.sign_out()
