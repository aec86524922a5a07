"""The host's waiting dialog: ``HostDialog`` starts a ``lan.LanHost`` (the server's referee
in this program) and announces the game (``lan.Announcement``), both on threads of their
own since they block for seconds; it shows the address and the join code, the host's own
``OnlineConnection`` comes in with the code and opens the game on the host's terms, and
when the other player takes the seat the ``game`` frame goes to ``games.play``; the host
goes on (``HostedTable``) until the game is over. Cancel stops hosting and the
announcement. Nothing here waits on the network on the GUI thread.
"""

from __future__ import annotations

import shutil
import tempfile
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Slot
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QWidget

from ...lan import Announcement, InterfaceSettingError, LanHost, table_name
from ...paths import data_dir
from ...protocol import GameTerms
from ..dialogs.dialog_parts import dialog_column, tidy_form
from ..platform.text_scale import scaled_style
from ..platform.theme import DIALOG_STYLE, LOBBY_STYLE, styled_label
from . import lan_texts
from .connection import OnlineConnection
from .game_note import HostedNote
from .lan_common import Bridge, OnlineGames, in_background, queued, valid_game
from .lan_ending import Linger, close_when_answered
from .lan_style import LAN_STYLE
from .refusals import refusal_text


class HostedTable(QObject):
    """What a hosted game runs on once it has started: the host, its announcement and
    the host's connection, kept (as a child of the window) until ``stop``. At the
    game's end (``game_over``) the host stays a while for ``opponent`` to learn it
    (``lan_ending``'s rules)."""

    def __init__(self, host: LanHost, announcement: Announcement | None,
                 connection: OnlineConnection, parent: QObject | None,
                 opponent: str = "") -> None:
        super().__init__(parent)
        self.host, self.announcement, self.connection = host, announcement, connection
        self.opponent = opponent
        self.linger: Linger | None = None
        connection.setParent(self)

    @Slot()
    def game_over(self) -> None:
        """The game is over: the host's requests answered, its connection closes; the
        announcement goes at once, the host once the opponent has the end."""
        if self.linger is not None or not self.host.running:
            return
        close_when_answered(self.connection)
        announcement, self.announcement = self.announcement, None
        stop_hosting(None, announcement)
        self.linger = Linger(self.host, self.opponent, self.stop, parent=self)

    @Slot()
    def stop(self) -> None:
        """Close the connection, withdraw the announcement, stop the host (on a thread:
        each may block a little) and remove its store."""
        self.connection.close()
        stop_hosting(self.host, self.announcement)


def stop_hosting(host: LanHost | None, announcement: Announcement | None) -> None:
    """Withdraw ``announcement`` and stop ``host``, then remove the store it was given
    (kept in the data folder while the game may be gone back to), on a thread of their
    own. A program closed during the game stops neither: its store stays for the next
    start (``comeback``)."""
    def run() -> None:
        if announcement is not None:
            announcement.stop()
        if host is not None:
            host.stop()
            if host.data_folder is not None:
                shutil.rmtree(host.data_folder, ignore_errors=True)
    threading.Thread(target=run, daemon=True, name="wari-lan-stop").start()


def opponent_of(frame: dict[str, Any], connection: OnlineConnection) -> str:
    """The name of the other player of a ``game`` frame ("" when not found)."""
    me = connection.account.name if connection.account is not None else None
    game = frame.get("game", {})
    names = [seat.get("name") for seat in (game.get("south"), game.get("north"))
             if isinstance(seat, dict)]
    return next((n for n in names if isinstance(n, str) and n != me), "")


def hosted_store() -> Path | None:
    """A new folder in the data folder for a hosted game's store (None, for a
    temporary one, when the data folder cannot be written)."""
    try:
        (data_dir() / "online").mkdir(parents=True, exist_ok=True)
        return Path(tempfile.mkdtemp(prefix="hosted-", dir=data_dir() / "online"))
    except OSError:
        return None


class HostDialog(QDialog):
    """Host a game on ``terms`` as ``player`` (the name the player gave, "" for none;
    see the module's words); ``bind``: the
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
        self._bridge = Bridge()
        queued(self._bridge, hostStarted=self._host_started, hostFailed=self._failed,
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
        self.announce_note = styled_label("lanMessage", "", wrap=True)
        self.announce_note.hide()
        self.attempts_note = styled_label("lanMessage", "", wrap=True)
        self.attempts_note.setAccessibleName(self.tr("Wrong codes typed"))
        self.attempts_note.hide()
        self._attempts_timer = QTimer(self)
        self._attempts_timer.setInterval(1000)
        self._attempts_timer.timeout.connect(self.show_wrong_codes)
        form = QFormLayout()
        how.setMaximumWidth(560)
        form.addRow(self.tr("Address:"), self.address_label)
        form.addRow(self.tr("Join code:"), self.code_label)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.cancel_button = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        self.cancel_button.setText(self.tr("Stop Hosting"))
        self.cancel_button.setAccessibleDescription(self.tr(
            "Stop hosting: the game is withdrawn from this network (Esc)"))
        self.buttons.rejected.connect(self.reject)
        tidy_form(form)
        dialog_column(self, heading, how, form, self.status, self.announce_note,
                      self.attempts_note, self.buttons)
        self.setMinimumWidth(520)
        # The address and the code are read aloud by a screen reader with their labels.
        self.address_label.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.code_label.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.address_label.setAccessibleName(self.tr("Address"))
        self.code_label.setAccessibleName(self.tr("Join code"))

    # -- the steps, each on the GUI thread ----------------------------------------------
    def start(self) -> None:
        """Start the host on a thread of its own (``hostStarted`` or ``hostFailed``)."""
        host = LanHost(bind=self.bind, data=hosted_store())

        def start_or_forget() -> None:  # a host that cannot start leaves no store behind
            try:
                host.start()
            except BaseException:
                if host.data_folder is not None:
                    shutil.rmtree(host.data_folder, ignore_errors=True)
                raise
        in_background(lambda: self._started(host, start_or_forget),
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
        try:
            addresses, port = host.addresses, host.port
        except InterfaceSettingError as error:  # a WARI_LAN_INTERFACES this computer lacks:
            self._closed_host(host)  # it cannot be told where: it listens no more
            self.status.setText(lan_texts.not_hosted_interfaces_text(str(error)))
            self.cancel_button.setText(self.tr("Close"))
            return
        self.host = host
        self.show_address("\n".join(addresses), host.code)
        self._attempts_timer.start()
        self.connection.lan = True
        if host.data_folder is not None:  # kept: the game can be gone back to
            self.connection.hosted = HostedNote(self.bind, port, host.code,
                                                str(host.data_folder))
        self.connection.open(host.local_url)
        if self.announce:
            announcement = Announcement(self.player or "Wari", port=host.port,
                                        terms=self.terms)
            in_background(lambda: self._started(announcement, announcement.start),
                          self._bridge.announced.emit, self._bridge.announceFailed.emit)

    def _closed_host(self, host: LanHost) -> None:
        """Stop ``host`` (started, but not to be used)."""
        with self._lock:
            if host in self._live:
                self._live.remove(host)
        stop_hosting(host, None)

    @Slot()
    def show_wrong_codes(self) -> None:
        """The wrong codes typed lately, by computer, and how long each is refused."""
        seen = self.host.wrong_codes() if self.host is not None else []
        self.attempts_note.setText("\n".join(lan_texts.wrong_codes_text(
            w.address, w.count, w.refused_for) for w in seen))
        self.attempts_note.setVisible(bool(seen))

    def show_address(self, address: str, code: str) -> None:
        """Show where to join and the code (in two groups of three, read letter by letter
        by a screen reader)."""
        self.address_label.setText(address)
        self.address_label.setAccessibleName(self.tr("Address: {address}").format(
            address=address))
        self.code_label.setText(f"{code[:3]} {code[3:]}")
        self.code_label.setAccessibleName(self.tr("Join code: {code}").format(
            code=" ".join(code)))

    @Slot(object)
    def _announced(self, announcement: Announcement) -> None:
        if not self._closed:
            self.announcement = announcement

    @Slot(str)
    def _not_announced(self, reason: str) -> None:
        self.announce_note.setText(lan_texts.not_announced_text(reason))
        self.announce_note.show()

    @Slot(dict)
    def _opened(self, _welcome: dict[str, Any]) -> None:
        assert self.host is not None
        name = table_name(self.player)  # known at the table by name (none: Guest-…)
        pending = self.connection.calls.guest(self.host.code, name or None)
        pending.succeeded.connect(self._in)
        pending.refused.connect(lambda code, text: self._failed(refusal_text(code, text)))

    @Slot(dict)
    def _in(self, _answer: dict[str, Any]) -> None:
        pending = self.connection.calls.seek(**self.terms.to_json())
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
                                 self.parent(), opponent=opponent_of(frame, self.connection))
        finished = getattr(self.games, "finished", None)
        if finished is not None:
            finished.connect(self.table.game_over)
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
