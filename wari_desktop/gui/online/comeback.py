"""Going back to the online game that was in progress when the program closed.

The rules:

- ``ComeBack`` keeps the note of the player's own online game (``game_note``) from the
  moment it is on the board (``OnlineGames.taken``) until its ``end`` event arrives.
  A game watched is never noted.
- At the start (``offer``, once the window is shown), a note found asks the player
  whether to go back. No forgets the note (the game goes on on the server without them).
  Yes signs in again: an account with its token from the keyring (none kept: the
  lobby's sign-in form opens at once in front of the window, no box to click first, the
  address and name filled in and the password focused, with the time left before the
  opponent may claim counting down; the game is fetched once signed in), a guest with the
  token of the note; a game hosted here starts its host again first, on the same port,
  with the same code and the same store, so that the other player's program, which
  keeps reconnecting, comes back on its own. The game is then fetched whole (``sync``)
  and put on the board: one still in progress goes on; one that ended meanwhile is shown
  at its end and its record saved like any other.
- Whatever fails on the way (the server away, the token refused, the port taken) is
  said over the window; the note stays, so the next start offers it again.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, QTimer, Slot
from PySide6.QtWidgets import QMessageBox

from ...protocol.messages import GameSnapshot
from ..dialogs.message_box import ask_yes_no, message_box
from ..platform.single_instance import bring_to_front
from ..session.host import Host
from .claim_countdown import ClaimCountdown
from .connection import Account, OnlineConnection
from .credentials import TokenKeeper
from .game_frames import my_side, seat_name
from .game_note import GameNote, HostedNote, clear_note, read_note, write_note
from .host_words import host_come_back_text
from .lan_common import Bridge, in_background, queued
from .online_game import OnlineGames
from .sign_in_flow import KeyringJobs

#: Words of the network's own errors, said in plain words for a game on this network.
RAW_WORDS = ("errno", "cannot reach", "timed out", "handshake")

if TYPE_CHECKING:  # the lobby is imported when first opened: not at the start
    from .lobby_window import LobbyWindow


class ComeBack(QObject):
    """The note of the online game in progress, and the way back to it (see the module's
    rules). ``open_lobby`` opens the window's lobby, for an account to sign in again."""

    def __init__(self, host: Host, games: OnlineGames, connection: OnlineConnection,
                 open_lobby: Callable[[], LobbyWindow | None],
                 tokens: TokenKeeper | None = None) -> None:
        super().__init__(host.widget())
        self.host, self.games, self.connection = host, games, connection
        self.open_lobby = open_lobby
        self.tokens = tokens or TokenKeeper()
        self.keyring = KeyringJobs(self)
        #: Asks the player whether to go back, and tells what failed (tests replace them).
        self.confirm: Callable[[str, str], bool] = self._ask
        self.tell: Callable[[str], None] = self._tell
        self.note: GameNote | None = None
        self._going: GameNote | None = None  # the note being gone back to
        self._followed: OnlineConnection | None = None
        self._bridge = Bridge()
        queued(self._bridge, hostStarted=self._host_started, hostFailed=self._failed)
        games.taken.connect(self._taken)
        games.finished.connect(self._stop_tables)
        self._hooks: dict[OnlineConnection, list[tuple[Any, Any]]] = {}
        self._tables: list[Any] = []  # the hosts started again here (``HostedTable``)

    # -- keeping the note ---------------------------------------------------------------
    @Slot(object, object)
    def _taken(self, connection: OnlineConnection, game: GameSnapshot) -> None:
        """The player's own game on the board: noted, and followed to its end."""
        account = connection.account
        if account is None or game.over:
            return
        client = connection.client
        token = client.client.token if client is not None and account.guest else None
        side = my_side(game, account.name)
        opponent = seat_name(game, side.opponent) if side is not None else ""
        self.note = GameNote(connection.url, account.name, account.guest, game.id,
                             opponent, token, connection.lan,
                             connection.hosted)
        write_note(self.note)
        self._follow(connection)

    def _follow(self, connection: OnlineConnection) -> None:
        if self._followed is not None:
            self._followed.gameEvent.disconnect(self._event)
        self._followed = connection
        connection.gameEvent.connect(self._event)

    @Slot(str, dict)
    def _event(self, game_id: str, event: dict[str, Any]) -> None:
        """The noted game's end: the note goes (and a hosted game's store with it, once
        the host has stopped)."""
        note = self.note
        if note is None or game_id != note.game or event.get("e") != "end":
            return
        self.note = None
        clear_note()

    # -- going back ---------------------------------------------------------------------
    def offer(self) -> bool:
        """At the start: ask to go back to the game noted, if any; True when going."""
        note = read_note()
        if note is None:
            return False
        where = note.url if not note.lan else self.tr("this network")
        question = host_come_back_text(note.opponent) if note.hosted else self.tr(
            "Your game against {name} ({where}) was in progress when Wari closed. Go "
            "back to it? If you don't, {name} may claim it once your time to come back "
            "is over.").format(name=note.opponent or "?", where=where)
        if not self.confirm(self.tr("Your Online Game"), question):
            clear_note()
            if note.hosted is not None:
                forget_hosted(note.hosted.data)
            return False
        self.go_back(note)
        return True

    def go_back(self, note: GameNote) -> None:
        """Sign in again where ``note`` says and fetch its game (see the module's rules)."""
        self._going, self.note = note, note
        if note.hosted is not None:
            hosted = note.hosted
            in_background(lambda: start_host(hosted), self._bridge.hostStarted.emit,
                          self._bridge.hostFailed.emit)
        elif note.guest:
            self._open(self._connection_for(note), note.url, note.token)
        else:
            self.keyring.run(lambda: self.tokens.token(note.url, note.name),
                             self._account_token)

    def _connection_for(self, note: GameNote) -> OnlineConnection:
        """The window's connection for a server's game, one of its own for this
        network's (kept as the window's child while the game lasts)."""
        if not note.lan:
            return self.connection
        connection = OnlineConnection(self.host.widget())
        connection.lan = True
        return connection

    def _account_token(self, token: object) -> None:
        note = self._going
        if note is None:
            return
        if not isinstance(token, str):  # nothing kept: the player signs in, then it comes
            self._hook(self.connection, failures=False)
            self._sign_in_form(note)
            return
        self._open(self.connection, note.url, token)

    def _sign_in_form(self, note: GameNote) -> None:
        """The lobby's sign-in form at once, in front of the window: the address and name
        of ``note`` filled in, the password focused, and the time left before the
        opponent may claim counting down (``claim_countdown``)."""
        lobby = self.open_lobby()
        if lobby is None:  # the player kept the game on the board
            return
        lobby.show_sign_in()
        form = lobby.form
        form.come_back(note.url, note.name)
        countdown = ClaimCountdown(form.claim_label, form)
        countdown.ask(note.url, note.game, note.name, note.opponent)
        self.connection.signedIn.connect(countdown.stop)
        bring_to_front(lobby)
        QTimer.singleShot(0, lambda: _focus_password(lobby))

    def _open(self, connection: OnlineConnection, url: str, token: str | None) -> None:
        self._hook(connection, failures=True)
        connection.open(url, token)

    def _hook(self, connection: OnlineConnection, failures: bool) -> None:
        """Hear ``connection`` sign in (and, with ``failures``, fail) until unhooked."""
        hooks: list[tuple[Any, Any]] = [(connection.signedIn, self._signed_in)]
        if failures:
            hooks += [(connection.openFailed, self._failed),
                      (connection.tokenRefused, self._token_refused)]
        for signal, slot in hooks:
            signal.connect(slot)
        self._hooks[connection] = hooks

    @Slot(object)
    def _host_started(self, lan_host: object) -> None:
        """The host runs again: the host's own connection signs in with its token, and
        the host stays with the game (``HostedTable``) until it is over."""
        from .host_dialog import HostedTable

        note = self._going
        if note is None or note.hosted is None:
            return
        connection = OnlineConnection(self.host.widget())
        connection.hosted = note.hosted
        self._tables.append(HostedTable(lan_host, None, connection,  # type: ignore[arg-type]
                                        self.host.widget(), opponent=note.opponent))
        self._open(connection, lan_host.local_url, note.token)  # type: ignore[attr-defined]

    @Slot(object)
    def _signed_in(self, account: Account) -> None:
        connection = self.sender()
        note = self._going
        if note is None or not isinstance(connection, OnlineConnection):
            return
        self._disconnect(connection)
        if account.name != note.name:
            self._failed(self.tr("signed in as {name}, not as {player}").format(
                name=account.name, player=note.name))
            return
        pending = connection.calls.sync(note.game)
        pending.succeeded.connect(lambda frame: self._fetched(connection, frame))
        pending.refused.connect(lambda _code, text: self._failed(text))

    def _fetched(self, connection: OnlineConnection, frame: dict[str, Any]) -> None:
        """The whole game: on the board (a game over is shown at its end and saved)."""
        if frame.get("t") != "game":
            self._failed(self.tr("the server did not send the game"))
            return
        note, self._going = self._going, None
        game = frame.get("game")
        over = isinstance(game, dict) and bool(game.get("over"))
        if over:  # it ended while the program was shut
            self.note = None
            clear_note()
        self.games.play(connection, frame)
        if note is not None and note.lan and note.hosted is None:  # the host waits for
            self._let_host_go(connection, over)  # this player to have the end

    def _let_host_go(self, connection: OnlineConnection, over: bool) -> None:
        """A game joined on this network: its connection closes once the game is over
        and answered (``lan_ending``): now, or when it ends."""
        from .lan_ending import close_when_answered

        if over:
            close_when_answered(connection)
        else:
            self.games.finished.connect(lambda _path: close_when_answered(connection))

    def _disconnect(self, connection: OnlineConnection) -> None:
        for signal, slot in self._hooks.pop(connection, []):
            signal.disconnect(slot)

    @Slot()
    def _token_refused(self) -> None:
        self._failed(self.tr("the sign-in kept for it is no longer taken"))

    @Slot(str)
    def _failed(self, reason: str) -> None:
        """The way back failed: said, and the note kept for the next start."""
        connection = self.sender()
        if isinstance(connection, OnlineConnection):
            self._disconnect(connection)
        note, self._going = self._going, None
        if note is None:
            return
        if note.lan and any(word in reason.lower() for word in RAW_WORDS):
            reason = lan_reason(note.url, reason)
        self.tell(self.tr("Your online game could not be resumed: {why}").format(
            why=reason))

    @Slot(str)
    def _stop_tables(self, _path: str) -> None:
        """A game over: the hosts started again here stop (their store removed) once
        the opponent has the end (``lan_ending``)."""
        tables, self._tables = self._tables, []
        for table in tables:
            table.game_over()

    def _tell(self, text: str) -> None:
        box = message_box(self.host.widget(), QMessageBox.Icon.Information,
                          self.tr("Your Online Game"), text, QMessageBox.StandardButton.Ok)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def _ask(self, title: str, question: str) -> bool:
        return ask_yes_no(self.host.widget(), title, question)


def _focus_password(lobby: LobbyWindow) -> None:
    """Once shown: the lobby in front, its password field focused."""
    bring_to_front(lobby)
    lobby.form.password.setFocus()


def start_host(hosted: HostedNote) -> object:
    """On a thread: the host of a game hosted here, started again as it was."""
    from ...lan import LanHost

    lan_host = LanHost(bind=hosted.bind, port=hosted.port, data=Path(hosted.data),
                       code=hosted.code)
    lan_host.start()
    return lan_host


def forget_hosted(data: str) -> None:
    """Remove a hosted game's store (its game is over or given up)."""
    shutil.rmtree(data, ignore_errors=True)


def lan_reason(url: str, reason: str) -> str:
    """Why a game on this network cannot be reached, in words (``lan_texts``)."""
    from .lan_texts import cannot_connect_text  # brings ``lan``: only when needed

    address = url.removeprefix("ws://").rstrip("/")
    return cannot_connect_text(address, reason)
