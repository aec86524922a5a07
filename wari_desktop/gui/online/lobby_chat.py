"""The lobby chat pane: the server's one room, read by everyone in the lobby.

What it shows: the recent lines the server sends on joining the lobby, then each new one
(the time, the name in gold, the text; the text escaped, never read as markup), at most
``SHOWN_LINES`` (the oldest go). The recent lines come again each time the lobby is
followed again (after a dropped connection): a line already shown is not shown twice. What
it sends: one line typed in its field (Enter or Send), through the connection's
``lobby-chat`` request; a line refused (too many lines, muted, not showable) stays in the
field and the pane says why in words. A guest reads only: the field is closed and says
how to write (the server's rule, ``server.lobby_chat``).
"""

from __future__ import annotations

import html
from collections import deque
from typing import Any

from PySide6.QtCore import QDateTime, Qt
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...protocol import ErrorCode
from ...protocol.limits import CHAT_CHARS
from ...protocol.messages import ChatLine, LobbyChatFrame
from ...protocol.messages.fields import Fields
from ..platform.theme import GOLD_LIGHT, MUTED, styled_label
from .connection import Account, OnlineConnection
from .refusals import refusal_text

#: Lines the pane keeps on screen.
SHOWN_LINES = 200


def chat_lines(frame: dict[str, Any]) -> tuple[ChatLine, ...]:
    """The lines of a ``lobby-chat`` frame (none when it is not as the protocol has it)."""
    try:
        return LobbyChatFrame.read(Fields(frame, "lobby-chat")).lines
    except ValueError:
        return ()


class LobbyChatPane(QGroupBox):
    """The lobby chat of ``connection``'s server (see the module's words)."""

    def __init__(self, connection: OnlineConnection, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Lobby chat"))
        self.connection = connection
        #: The lines shown (who, when, what), to show none twice.
        self._shown: deque[tuple[str, int, str]] = deque(maxlen=SHOWN_LINES)
        self.lines = QTextBrowser(self)
        self.lines.setAccessibleName(self.tr("Lobby chat lines"))
        self.lines.setOpenLinks(False)
        self.lines.document().setMaximumBlockCount(SHOWN_LINES)
        self.lines.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.line = QLineEdit(self)
        self.line.setMaxLength(CHAT_CHARS)
        self.line.setAccessibleName(self.tr("Line to say in the lobby"))
        self.line.returnPressed.connect(self.send)
        self.send_button = QPushButton(self.tr("&Send"), self)
        self.send_button.setAccessibleName(self.tr("Send"))
        self.send_button.setAutoDefault(False)
        self.send_button.clicked.connect(self.send)
        self.note = styled_label("note", wrap=True)
        self.note.setAccessibleName(self.tr("Lobby chat message"))
        self.note.hide()
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.send_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.lines, 1)
        layout.addWidget(self.note)
        layout.addWidget(self.line)
        layout.addLayout(row)
        connection.frameReceived.connect(self._frame)
        connection.signedIn.connect(self.show_account)
        self.show_account(connection.account)

    def show_account(self, account: Account | None) -> None:
        """People write; a guest (or a bot) reads, and the closed field says how to write."""
        may_write = account is not None and account.kind == "player"
        self.line.setEnabled(may_write)
        self.send_button.setEnabled(may_write)
        self.line.setPlaceholderText(self.tr("Say something") if may_write else
                                     self.tr("Read only"))
        self.line.setToolTip(self.tr("A line for everyone in the lobby (Enter sends it)"))
        self.say("" if may_write or account is None else
                 self.tr("Guests read the chat: sign up to write in it."))

    def _frame(self, frame: dict[str, Any]) -> None:
        if frame.get("t") == "lobby-chat":
            self.add_lines(chat_lines(frame))

    def add_lines(self, lines: tuple[ChatLine, ...]) -> None:
        """Show ``lines`` after those shown (the oldest go beyond ``SHOWN_LINES``)."""
        for line in lines:
            key = (line.by, line.at, line.text)
            if key in self._shown:
                continue
            self._shown.append(key)
            self.lines.append(self.line_html(line))
        bar = self.lines.verticalScrollBar()
        bar.setValue(bar.maximum())

    def line_html(self, line: ChatLine) -> str:
        """One line as shown: the time (muted), the name (gold), the text; every part
        escaped."""
        when = QDateTime.fromMSecsSinceEpoch(line.at).toLocalTime()
        return (f'<span style="color:{MUTED}">{html.escape(when.toString("HH:mm"))}</span> '
                f'<b style="color:{GOLD_LIGHT}">{html.escape(line.by)}</b> '
                f"{html.escape(line.text)}")

    def text(self) -> str:
        """Every line shown, one a line (what a screen reader would read through)."""
        return self.lines.toPlainText()

    def send(self) -> None:
        """Send the line typed; it leaves the field once the server has taken it."""
        text = self.line.text().strip()
        if not text:
            return
        pending = self.connection.calls.lobby_chat(text)
        pending.succeeded.connect(lambda _answer: self._sent(text))
        pending.refused.connect(self._refused)

    def _sent(self, text: str) -> None:
        if self.line.text().strip() == text:
            self.line.clear()
        self.say("")

    def _refused(self, code: str, message: str) -> None:
        self.say(self.refusal(code, message))

    def refusal(self, code: str, message: str) -> str:
        """Why a line was refused, in words."""
        words = {
            ErrorCode.RATE_LIMITED.value: self.tr(  # the limit is the server's setting
                "Too many lines at once in the lobby chat: wait a moment before the next."),
            ErrorCode.MUTED.value: self.tr(
                "The server's admin has muted you in the lobby chat."),
            ErrorCode.GUESTS_READ_ONLY.value: self.tr(
                "Guests read the chat: sign up to write in it."),
            ErrorCode.BAD_FIELD.value: self.tr(
                "That line cannot be shown to others (no control characters)."),
        }
        return words.get(code) or refusal_text(code, message)

    def say(self, text: str) -> None:
        self.note.setText(text)
        self.note.setVisible(bool(text))
