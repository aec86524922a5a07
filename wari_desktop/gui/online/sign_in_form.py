"""The lobby's first page: the server's address, a name and a password, and three ways
in: sign in, sign up (a new account), or play as a guest (casual games, no password).

The form checks what it can before anything is sent (an address ``credentials.server_url``
takes, a name as the protocol allows, a password long enough) and says what is wrong
beside the buttons; what the server says comes back through ``show_message``. It asks by
signals and never talks to the network itself.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...protocol import NAME_PATTERN, PASSWORD_CHARS
from ..platform.text_scale import scaled
from ..platform.theme import styled_label
from .credentials import KeptSignIn, server_url


class SignInForm(QWidget):
    """Address, name, password; ``signInAsked``, ``signUpAsked`` (url, name, password)
    and ``guestAsked`` (url) once what was typed passes the checks."""

    signInAsked = Signal(str, str, str)
    signUpAsked = Signal(str, str, str)
    guestAsked = Signal(str)

    def __init__(self, kept: KeptSignIn, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.address = self._field(self.tr("Server"), self.tr(
            "The server's address, such as club.example.org or 192.168.1.20:7531"))
        self.address.setText(kept.server.removeprefix("ws://").removesuffix("/"))
        self.name = self._field(self.tr("Name"), self.tr(
            "Your name on the server: 3 to 20 letters, digits, _ or -"))
        self.name.setText(kept.name)
        self.password = self._field(self.tr("Password"), self.tr(
            "Your password on the server (it is never kept on this computer)"))
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.sign_in_button = self._button(self.tr("Sign &In"), self._sign_in)
        self.sign_in_button.setDefault(True)
        self.sign_up_button = self._button(self.tr("Sign &Up"), self._sign_up)
        self.sign_up_button.setToolTip(self.tr("Make a new account on this server"))
        self.guest_button = self._button(self.tr("Play as a &Guest"), self._guest)
        self.guest_button.setToolTip(self.tr(
            "Play casual games without an account (no rating)"))
        self.message = styled_label("note", wrap=True)
        self.message.setAccessibleName(self.tr("Sign-in message"))
        #: How long before the opponent may claim, when going back to a game.
        self.claim_label = styled_label("challenge", wrap=True)
        self.claim_label.setAccessibleName(self.tr("Time to come back"))
        self.claim_label.hide()
        form = QFormLayout()
        form.addRow(self.tr("&Server:"), self.address)
        form.addRow(self.tr("&Name:"), self.name)
        form.addRow(self.tr("&Password:"), self.password)
        buttons = QHBoxLayout()
        for button in (self.sign_in_button, self.sign_up_button, self.guest_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        card = QFrame(self)
        card.setObjectName("card")
        card.setMinimumWidth(scaled(480))
        card.setMaximumWidth(scaled(600))
        outer = QGridLayout(self)
        outer.addWidget(card, 1, 1)
        outer.setRowStretch(0, 1)
        outer.setRowStretch(2, 2)
        outer.setColumnStretch(0, 1)
        outer.setColumnStretch(2, 1)
        layout = QVBoxLayout(card)
        layout.setContentsMargins(24, 20, 24, 20)
        layout.addWidget(styled_label("subheading", self.tr("Play on a server")))
        layout.addWidget(styled_label("note", self.tr(
            "Sign in to a Wari server to play people there, with clocks and a rating. "
            "Your password is sent to the server only; this computer keeps the server's "
            "address, your name and, where the system has a keyring, a sign-in token."),
            wrap=True))
        layout.addWidget(self.claim_label)
        layout.addLayout(form)
        layout.addLayout(buttons)
        layout.addWidget(self.message)
        (self.name if kept.server else self.address).setFocus()

    def _field(self, name: str, tip: str) -> QLineEdit:
        field = QLineEdit(self)
        field.setAccessibleName(name)
        field.setToolTip(tip)
        field.setAccessibleDescription(tip)
        field.returnPressed.connect(self._sign_in)
        return field

    def _button(self, text: str, slot: object) -> QPushButton:
        button = QPushButton(text, self)
        button.setAccessibleName(text.replace("&", ""))
        button.clicked.connect(slot)
        return button

    def come_back(self, url: str, name: str) -> None:
        """Going back to a game: its server's address and the player's name filled in,
        the password to type (focused)."""
        self.address.setText(url.removeprefix("ws://").removesuffix("/"))
        self.name.setText(name)
        self.password.clear()
        self.password.setFocus()

    # -- checks -----------------------------------------------------------------------
    def checked_url(self) -> str | None:
        """The server's address, or None (with the reason shown)."""
        try:
            return server_url(self.address.text())
        except ValueError as error:
            self.show_message(self.tr("The server's address: {reason}").format(reason=error))
            self.address.setFocus()
            return None

    def checked_account(self) -> tuple[str, str] | None:
        """The name and password, or None (with the reason shown)."""
        name, password = self.name.text().strip(), self.password.text()
        if not NAME_PATTERN.fullmatch(name):
            self.show_message(self.tr(
                "A name has 3 to 20 letters, digits, _ or -, and starts with a letter."))
            self.name.setFocus()
            return None
        low, high = PASSWORD_CHARS
        if not low <= len(password) <= high:
            self.show_message(self.tr("A password has {low} to {high} characters.").format(
                low=low, high=high))
            self.password.setFocus()
            return None
        return name, password

    def _sign_in(self) -> None:
        url = self.checked_url()
        account = self.checked_account() if url else None
        if url and account:
            self.signInAsked.emit(url, *account)

    def _sign_up(self) -> None:
        url = self.checked_url()
        account = self.checked_account() if url else None
        if url and account:
            self.signUpAsked.emit(url, *account)

    def _guest(self) -> None:
        url = self.checked_url()
        if url:
            self.guestAsked.emit(url)

    # -- what comes back --------------------------------------------------------------
    def show_message(self, text: str) -> None:
        """Say ``text`` under the buttons (and to a screen reader)."""
        self.message.setText(text)

    def set_busy(self, busy: bool) -> None:
        """While a sign-in is on its way the buttons wait; the fields stay as typed."""
        for button in (self.sign_in_button, self.sign_up_button, self.guest_button):
            button.setEnabled(not busy)

    def clear_password(self) -> None:
        self.password.clear()
