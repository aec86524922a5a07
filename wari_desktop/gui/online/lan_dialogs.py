"""Playing a person on this network: the host's waiting dialog and the joiner's dialog.

``HostDialog`` starts a ``lan.LanHost`` (the server's referee in this program) and
announces the game (``lan.Announcement``), both on threads of their own since they block
for seconds; it shows the address and the join code, the host's own ``OnlineConnection``
comes in with the code and opens the game on the host's terms, and when the other player
takes the seat the ``game`` frame goes to ``games.play``. Cancel stops hosting and the
announcement.

``JoinDialog`` lists the games announced nearby (a ``lan.GameBrowser`` that runs only
while the dialog is open; its callbacks come on zeroconf's thread and reach the list by
queued signals), and takes an address and a code typed by hand (``lan.parse_join``). Join
comes in with the code and takes the seat (``lan.take_seat`` on the connection's own
thread); the ``game`` frame goes to ``games.play``.

The rule: nothing here waits on the network on the GUI thread, and nothing from the
network is trusted: a host that answers what is not a game, a server of another version,
a wrong code each get a sentence (``lan_texts``) and change nothing.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QObject, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...client import ConnectionLost, RequestRefused
from ...lan import (
    AnnouncedGame,
    Announcement,
    GameBrowser,
    HostMisbehaved,
    JoinInputError,
    LanHost,
    NoOpenGame,
    parse_join,
    take_seat,
)
from ...protocol import GameTerms
from ..platform.text_scale import scaled_style
from ..platform.theme import DIALOG_STYLE, LOBBY_STYLE, styled_label
from . import lan_texts
from .connection import OnlineConnection
from .lan_list import game_line, game_tip
from .lan_style import LAN_STYLE
from .refusals import refusal_text

#: The error code of a guest refused for a wrong join code (``protocol.ErrorCode``).
JOIN_CODE = "join-code"


class OnlineGames(Protocol):
    """What plays the games started here (the window's ``OnlineGames``)."""

    def play(self, connection: OnlineConnection, game_frame: dict[str, Any]) -> None: ...

    def watch(self, connection: OnlineConnection, game_frame: dict[str, Any]) -> None: ...


def valid_game(frame: dict[str, Any]) -> bool:
    """A ``game`` frame as the protocol has it, at least its id (all a dialog reads)."""
    game = frame.get("game")
    return frame.get("t") == "game" and isinstance(game, dict) \
        and isinstance(game.get("id"), str)


def in_background(work: Callable[[], Any], done: Callable[[Any], None],
                  failed: Callable[[str], None]) -> None:
    """Run ``work`` on a thread of its own; ``done(result)`` or ``failed(reason)`` come
    back on the GUI thread (they must be a ``_Bridge``'s signals' ``emit``)."""
    def run() -> None:
        try:
            result = work()
        except Exception as error:  # whatever fails, the dialog says so
            failed(str(error) or type(error).__name__)
        else:
            done(result)
    threading.Thread(target=run, daemon=True, name="wari-lan-dialog").start()


class _Bridge(QObject):
    """Signals emitted on other threads, connected queued to the dialog's slots. It has
    no parent, so that a thread finishing after its dialog is gone still emits (to
    nobody) instead of failing."""

    hostStarted = Signal(object)
    hostFailed = Signal(str)
    announced = Signal(object)
    announceFailed = Signal(str)
    found = Signal(object)
    lost = Signal(str)
    seated = Signal(object)
    seatFailed = Signal(str)


def _queued(bridge: _Bridge, **slots: Callable[..., None]) -> None:
    for name, slot in slots.items():
        getattr(bridge, name).connect(slot, Qt.ConnectionType.QueuedConnection)


class HostedTable(QObject):
    """What a hosted game runs on once it has started: the host, its announcement and
    the host's connection, kept (as a child of the window) until ``stop``."""

    def __init__(self, host: LanHost, announcement: Announcement | None,
                 connection: OnlineConnection, parent: QObject | None) -> None:
        super().__init__(parent)
        self.host, self.announcement, self.connection = host, announcement, connection
        connection.setParent(self)

    @Slot()
    def stop(self) -> None:
        """Close the connection, withdraw the announcement, stop the host (on a thread:
        each may block a little)."""
        self.connection.close()
        stop_hosting(self.host, self.announcement)


def stop_hosting(host: LanHost | None, announcement: Announcement | None) -> None:
    """Withdraw ``announcement`` and stop ``host``, on a thread of their own."""
    def run() -> None:
        if announcement is not None:
            announcement.stop()
        if host is not None:
            host.stop()
    threading.Thread(target=run, daemon=True, name="wari-lan-stop").start()


class HostDialog(QDialog):
    """Host a game on ``terms`` as ``player`` (see the module's words); ``bind``: the
    address to listen on (every interface by default), ``announce``: say so on the
    network."""

    def __init__(self, terms: GameTerms, player: str, games: OnlineGames,
                 parent: QWidget | None = None, bind: str = "0.0.0.0",
                 announce: bool = True) -> None:
        super().__init__(parent)
        self.terms, self.player, self.games = terms, player, games
        self.bind, self.announce = bind, announce
        self._lock = threading.Lock()
        self._closed = False
        self._live: list[LanHost | Announcement] = []  # started, neither stopped nor kept
        self.host: LanHost | None = None
        self.announcement: Announcement | None = None
        self.table: HostedTable | None = None
        self.connection = OnlineConnection(self)
        self._bridge = _Bridge()
        _queued(self._bridge, hostStarted=self._host_started, hostFailed=self._failed,
                announced=self._announced, announceFailed=self._not_announced)
        self.setWindowTitle(self.tr("Host a Game"))
        self.setStyleSheet(scaled_style(DIALOG_STYLE + LOBBY_STYLE + LAN_STYLE))
        self._build()
        self.connection.opened.connect(self._opened)
        self.connection.openFailed.connect(self._failed)
        self.connection.gameReceived.connect(self._game_received)

    def _build(self) -> None:
        heading = styled_label("heading", self.tr("Waiting for the other player"))
        self.address_label = styled_label("address", "…")
        self.address_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code_label = styled_label("joinCode", "…")
        self.code_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        how = styled_label("note", self.tr(
            "On the other computer: New Game, “A person on another computer”, “Join a game "
            "on this network”; then choose this game in the list, or type this address "
            "and code."), wrap=True)
        self.status = styled_label("note", self.tr("Starting the game…"), wrap=True)
        self.status.setAccessibleName(self.tr("State of the hosted game"))
        form = QFormLayout()
        form.addRow(self.tr("Address:"), self.address_label)
        form.addRow(self.tr("Join code:"), self.code_label)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.cancel_button = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        self.cancel_button.setText(self.tr("Stop Hosting"))
        self.cancel_button.setAccessibleDescription(self.tr(
            "Stop hosting: the game is withdrawn from this network (Esc)"))
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for widget in (heading, how):
            layout.addWidget(widget)
        layout.addLayout(form)
        layout.addWidget(self.status)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(460)
        # The address and the code are read aloud by a screen reader with their labels.
        self.address_label.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.code_label.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.address_label.setAccessibleName(self.tr("Address"))
        self.code_label.setAccessibleName(self.tr("Join code"))

    # -- the steps, each on the GUI thread ----------------------------------------------
    def start(self) -> None:
        """Start the host on a thread of its own (``hostStarted`` or ``hostFailed``)."""
        host = LanHost(bind=self.bind)
        in_background(lambda: self._started(host, host.start),
                      self._bridge.hostStarted.emit, self._bridge.hostFailed.emit)

    def _started(self, thing: LanHost | Announcement, start: Callable[[], None]) -> Any:
        """On a thread: start ``thing``; if the dialog closed meanwhile, stop it again
        (else the dialog stops it at its close, unless a game keeps it)."""
        start()
        with self._lock:
            closed = self._closed
            if not closed:
                self._live.append(thing)
        if closed:
            thing.stop()
        return thing

    @Slot(object)
    def _host_started(self, host: LanHost) -> None:
        if self._closed:  # cancelled meanwhile: stopped by ``done``
            return
        self.host = host
        address, port = host.address
        self.address_label.setText(f"{address}:{port}")
        self.address_label.setAccessibleName(self.tr("Address: {address}").format(
            address=f"{address}:{port}"))
        self.code_label.setText(f"{host.code[:3]} {host.code[3:]}")
        self.code_label.setAccessibleName(self.tr("Join code: {code}").format(
            code=" ".join(host.code)))
        self.connection.open(host.local_url)
        if self.announce:
            announcement = Announcement(self.player, port=host.port, terms=self.terms)
            in_background(lambda: self._started(announcement, announcement.start),
                          self._bridge.announced.emit, self._bridge.announceFailed.emit)

    @Slot(object)
    def _announced(self, announcement: Announcement) -> None:
        if not self._closed:
            self.announcement = announcement

    @Slot(str)
    def _not_announced(self, reason: str) -> None:
        self.status.setText(lan_texts.not_announced_text(reason))

    @Slot(dict)
    def _opened(self, _welcome: dict[str, Any]) -> None:
        assert self.host is not None
        pending = self.connection.request("guest", code=self.host.code)
        pending.succeeded.connect(self._in)
        pending.refused.connect(lambda code, text: self._failed(refusal_text(code, text)))

    @Slot(dict)
    def _in(self, _answer: dict[str, Any]) -> None:
        pending = self.connection.request("seek", **self.terms.to_json())
        pending.succeeded.connect(self._waiting)
        pending.refused.connect(lambda code, text: self._failed(refusal_text(code, text)))

    @Slot(dict)
    def _waiting(self, _answer: dict[str, Any]) -> None:
        self.status.setText(self.tr("Waiting for the other player to join…"))

    @Slot(dict)
    def _game_received(self, frame: dict[str, Any]) -> None:
        """The other player took the seat: the game is handed on, the host kept."""
        if self.table is not None or self.host is None or not valid_game(frame):
            return
        with self._lock:
            self._live.clear()  # the table keeps them now
        self.table = HostedTable(self.host, self.announcement, self.connection,
                                 self.parent())
        finished = getattr(self.games, "finished", None)
        if finished is not None:
            finished.connect(self.table.stop)
        if self.announcement is not None:
            announcement = self.announcement
            in_background(lambda: announcement.set_state("full"), lambda _r: None,
                          lambda _r: None)
        self.games.play(self.connection, frame)
        self.accept()

    @Slot(str)
    def _failed(self, reason: str) -> None:
        self.status.setText(lan_texts.host_failed_text(reason))
        self.cancel_button.setText(self.tr("Close"))

    def done(self, result: int) -> None:
        """Closing before a game started stops hosting (what a game keeps is the
        table's)."""
        with self._lock:
            self._closed = True
            live, self._live = self._live, []
        if self.table is None:
            self.connection.close()
        hosts = [t for t in live if isinstance(t, LanHost)]
        announcements = [t for t in live if isinstance(t, Announcement)]
        stop_hosting(hosts[0] if hosts else None,
                     announcements[0] if announcements else None)
        super().done(result)


class JoinDialog(QDialog):
    """Join a game hosted on this network (see the module's words); ``interfaces``: where
    to look (None: ``WARI_LAN_INTERFACES``, else everywhere)."""

    def __init__(self, games: OnlineGames, parent: QWidget | None = None,
                 interfaces: list[str] | None = None) -> None:
        super().__init__(parent)
        self.games = games
        self.connection = OnlineConnection(self)
        self.browser: GameBrowser | None = None
        self._interfaces = interfaces
        self._code = ""
        self._joined = False
        self._bridge = _Bridge()
        _queued(self._bridge, found=self._found, lost=self._lost, seated=self._seated,
                seatFailed=self._say)
        self.setWindowTitle(self.tr("Join a Game"))
        self.setStyleSheet(scaled_style(DIALOG_STYLE + LOBBY_STYLE + LAN_STYLE))
        self._build()
        self.connection.opened.connect(self._opened)
        self.connection.openFailed.connect(
            lambda reason: self._say(lan_texts.cannot_connect_text(self._address(), reason)))

    def _build(self) -> None:
        heading = styled_label("heading", self.tr("Join a game on this network"))
        nearby = styled_label("subheading", self.tr("Games nearby"))
        self.list = QListWidget(self)
        self.list.setAccessibleName(self.tr("Games nearby"))
        self.list.setAccessibleDescription(self.tr(
            "The games announced on this network; choose one, then type its code"))
        self.list.currentItemChanged.connect(self._chosen)
        self.empty_note = styled_label("note", self.tr(
            "Looking for games… If none shows, type the address and the code the host "
            "shows."), wrap=True)
        nearby.setBuddy(self.list)
        self.address_field = QLineEdit(self)
        self.address_field.setPlaceholderText("192.168.1.20:7531")
        self.address_field.setAccessibleName(self.tr("Address"))
        self.code_field = QLineEdit(self)
        self.code_field.setPlaceholderText("K7M PQX")
        self.code_field.setAccessibleName(self.tr("Join code"))
        self.code_field.returnPressed.connect(self.join)
        self.list.itemActivated.connect(lambda _item: self.code_field.setFocus())
        form = QFormLayout()
        form.addRow(self.tr("&Address:"), self.address_field)
        form.addRow(self.tr("&Join code:"), self.code_field)
        self.message = styled_label("note", "", wrap=True)
        self.message.setAccessibleName(self.tr("Message"))
        self.buttons = QDialogButtonBox(self)
        self.join_button = QPushButton(self.tr("Join"), self)
        self.join_button.setDefault(True)
        self.buttons.addButton(self.join_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.cancel_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.cancel_button.setText(self.tr("Cancel"))
        self.join_button.clicked.connect(self.join)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for widget in (heading, nearby, self.list, self.empty_note):
            layout.addWidget(widget)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(520)

    # -- the list of games nearby -------------------------------------------------------
    def start(self) -> None:
        """Start listing the games nearby (until the dialog closes)."""
        browser = GameBrowser(on_found=self._bridge.found.emit,
                              on_lost=self._bridge.lost.emit, interfaces=self._interfaces)
        try:
            browser.start()
        except Exception as error:  # a wrong WARI_LAN_INTERFACES, no network at all
            self.empty_note.setText(lan_texts.list_failed_text(str(error)))
            return
        self.browser = browser

    @Slot(object)
    def _found(self, game: AnnouncedGame) -> None:
        if self.browser is None:
            return
        self._lost(game.name)
        item = QListWidgetItem(game_line(game))
        item.setData(Qt.ItemDataRole.UserRole, game)
        item.setToolTip(game_tip(game))
        if not game.playable:
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
        self.list.addItem(item)
        self.empty_note.setText(self.tr("Choose a game, then type the code its host shows."))

    @Slot(str)
    def _lost(self, name: str) -> None:
        for row in range(self.list.count()):
            game = self.list.item(row).data(Qt.ItemDataRole.UserRole)
            if isinstance(game, AnnouncedGame) and game.name == name:
                self.list.takeItem(row)
                return

    @Slot(QListWidgetItem, QListWidgetItem)
    def _chosen(self, item: QListWidgetItem | None, _before: object) -> None:
        game = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if isinstance(game, AnnouncedGame) and game.playable:
            self.address_field.setText(f"{game.address}:{game.port}")

    def done(self, result: int) -> None:
        """Closing stops the list (and a connection that has no game)."""
        browser, self.browser = self.browser, None
        if browser is not None:
            threading.Thread(target=browser.stop, daemon=True, name="wari-lan-stop").start()
        if not self._joined:
            self.connection.close()
        super().done(result)

    # -- joining --------------------------------------------------------------------------
    def _address(self) -> str:
        return self.address_field.text().strip()

    @Slot()
    def join(self) -> None:
        """Check what is typed, then come in with the code and take the seat."""
        try:
            target = parse_join(self.address_field.text(), self.code_field.text())
        except JoinInputError as error:
            self._say(lan_texts.problem_text(error))
            return
        self._code = target.code
        self.join_button.setEnabled(False)
        self.message.setText(self.tr("Joining…"))
        self.connection.open(target.url)

    @Slot(dict)
    def _opened(self, welcome: dict[str, Any]) -> None:
        client = self.connection.client
        if client is None:
            return
        if welcome.get("join_code") is not True:
            self._say(lan_texts.not_hosted_text())
            return
        future = client.run(take_seat(client.client, self._code))
        future.add_done_callback(self._seat_done)

    def _seat_done(self, future: Any) -> None:
        """On the connection's thread: the seat's answer, passed to the GUI thread."""
        if future.cancelled():
            self._bridge.seatFailed.emit(lan_texts.lost_text())
            return
        error = future.exception()
        if error is None:
            self._bridge.seated.emit(future.result())
        elif isinstance(error, RequestRefused) and error.code == JOIN_CODE:
            self._bridge.seatFailed.emit(lan_texts.wrong_code_text())
        elif isinstance(error, RequestRefused):
            self._bridge.seatFailed.emit(refusal_text(error.code or "", str(error)))
        elif isinstance(error, NoOpenGame):
            self._bridge.seatFailed.emit(lan_texts.no_open_game_text())
        elif isinstance(error, ConnectionLost):
            self._bridge.seatFailed.emit(lan_texts.lost_text())
        else:  # HostMisbehaved, or anything else a strange host brings about
            self._bridge.seatFailed.emit(lan_texts.misbehaved_text())

    @Slot(object)
    def _seated(self, frame: dict[str, Any]) -> None:
        if self._joined or not valid_game(frame):
            self._say(lan_texts.misbehaved_text())
            return
        self._joined = True
        self.connection.setParent(self.parent())
        self.games.play(self.connection, frame)
        self.accept()

    @Slot(str)
    def _say(self, text: str) -> None:
        """Something went wrong: say so, close the connection, let the player try again."""
        if not self._joined:
            self.connection.close()
        self.message.setText(text)
        self.join_button.setEnabled(True)


__all__ = ["HostDialog", "HostMisbehaved", "HostedTable", "JoinDialog", "OnlineGames"]
