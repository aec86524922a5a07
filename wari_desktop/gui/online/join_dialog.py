"""The joiner's dialog: ``JoinDialog`` lists the games announced nearby (a
``lan.GameBrowser`` that runs only while the dialog is open; its callbacks come on
zeroconf's thread and reach the list by queued signals), and takes an address and a code
typed by hand (``lan.parse_join``). Join comes in with the code and takes the seat
(``lan.take_seat`` on the connection's own thread); the ``game`` frame goes to
``games.play``. Nothing from the network is trusted: a host that answers what is not a
game, a server that is not a hosted game, a wrong code each get a sentence
(``lan_texts``) and change nothing.
"""

from __future__ import annotations

import threading
from typing import Any

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QWidget,
)

from ...client import ConnectionLost, RequestRefused
from ...lan import AnnouncedGame, GameBrowser, JoinInputError, NoOpenGame, parse_join, take_seat
from ..dialogs.dialog_parts import dialog_column, tidy_form
from ..platform.text_scale import scaled_style
from ..platform.theme import DIALOG_STYLE, LOBBY_STYLE, styled_label
from . import lan_texts
from .connection import OnlineConnection
from .lan_common import Bridge, OnlineGames, queued, valid_game
from .lan_ending import close_when_answered
from .lan_list import game_line, game_tip
from .lan_style import LAN_STYLE
from .refusals import refusal_text

#: The error code of a guest refused for a wrong join code (``protocol.ErrorCode``).
JOIN_CODE = "join-code"
#: The error code of a computer refused for a while after too many wrong codes.
TOO_MANY = "too-many-attempts"


class JoinDialog(QDialog):
    """Join a game hosted on this network (see the module's words); ``interfaces``: where
    to look (None: ``WARI_LAN_INTERFACES``, else everywhere)."""

    def __init__(self, games: OnlineGames, parent: QWidget | None = None,
                 interfaces: list[str] | None = None, player: str = "") -> None:
        super().__init__(parent)
        self.games, self.player = games, player
        self.connection = OnlineConnection(self)
        self.connection.lan = True  # a game on this network: gone back to as a guest
        self.browser: GameBrowser | None = None
        self._interfaces = interfaces
        self._code = ""
        self._joined = False
        self._bridge = Bridge()
        queued(self._bridge, found=self._found, lost=self._lost, seated=self._seated,
                seatFailed=self._say)
        self.setWindowTitle(self.tr("Join a Game"))
        self.setStyleSheet(scaled_style(DIALOG_STYLE + LOBBY_STYLE + LAN_STYLE))
        self._build()
        self.connection.opened.connect(self._opened)
        self.connection.openFailed.connect(self._say)  # in words already (connect_errors)

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
        self.message = styled_label("lanMessage", "", wrap=True)
        self.message.setAccessibleName(self.tr("Message"))
        self.buttons = QDialogButtonBox(self)
        self.join_button = QPushButton(self.tr("Join"), self)
        self.join_button.setDefault(True)
        self.buttons.addButton(self.join_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.cancel_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.cancel_button.setText(self.tr("Cancel"))
        self.join_button.clicked.connect(self.join)
        self.buttons.rejected.connect(self.reject)
        tidy_form(form)
        dialog_column(self, heading, nearby, self.list, self.empty_note, form, self.message,
                      self.buttons)
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMinimumWidth(620)

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
        if self.browser is not None:  # else a late word of a list stopped
            self.add_game(game)

    def add_game(self, game: AnnouncedGame) -> None:
        """List ``game`` (in place of what its announcement said before); one that
        cannot be joined is listed greyed, saying why."""
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
        if not self.join_button.isEnabled():  # already joining
            return
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
        future = client.run(take_seat(client.client, self._code, name=self.player))
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
        elif isinstance(error, RequestRefused) and error.code == TOO_MANY:
            self._bridge.seatFailed.emit(lan_texts.too_many_codes_text(
                lan_texts.wait_in(error.message)))
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
        finished = getattr(self.games, "finished", None)  # the host stops at the end:
        if finished is not None:  # no reconnecting to it for ever (once answered)
            connection = self.connection
            finished.connect(lambda _path: close_when_answered(connection))
        self.games.play(self.connection, frame)
        self.accept()

    @Slot(str)
    def _say(self, text: str) -> None:
        """Something went wrong: say so, close the connection, let the player try again."""
        if not self._joined:
            self.connection.close()
        self.message.setText(text)
        self.join_button.setEnabled(True)
