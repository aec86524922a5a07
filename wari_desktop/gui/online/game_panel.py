"""The online game's part of the side panel: the connection's quiet banner, the
opponent's presence, the player's move on its way (sent, not yet answered), what happened
last (an offer, a refusal), the buttons of an online
game (Resign, Offer to End, Accept/Decline an offer, Abort, Claim Win, Call Off, and
Rematch once it is over) and the
chat (its last lines and a line to write, 140 characters at most, the protocol's).

It only shows and asks: ``OnlineGames`` decides which buttons may be used
(``allow``) and what they do (the signals)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..dialogs.message_box import ask_yes_no

#: The longest chat line the server takes.
CHAT_CHARACTERS = 140
#: The chat lines kept on show.
CHAT_LINES = 50


class OnlineGamePanel(QWidget):
    """The buttons, notices and chat of the online game on the board."""

    resignClicked = Signal()
    offerClicked = Signal()
    answered = Signal(bool)  # the answer to the opponent's offer to end
    abortClicked = Signal()
    claimed = Signal(str)  # "win" or "abort"
    chatWritten = Signal(str)
    rematchClicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("onlineGame")
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 4, 0, 4)
        self.banner, self.presence, self.pending, self.notice = (
            self._label() for _ in range(4))
        for label in (self.banner, self.presence, self.pending, self.notice):
            column.addWidget(label)
        grid = QGridLayout()
        self.resign = self._button(
            self.tr("Resign"), self.tr("Give up this game: your opponent wins"),
            self.resignClicked.emit)
        self.offer = self._button(
            self.tr("Offer to End"),
            self.tr("Offer to end the game now, each taking the seeds on their side"),
            self.offerClicked.emit)
        self.accept = self._button(
            self.tr("Accept the End"), self.tr("Agree to end the game as your opponent offers"),
            lambda: self.answered.emit(True))
        self.decline = self._button(
            self.tr("Decline"), self.tr("Play on: refuse your opponent's offer"),
            lambda: self.answered.emit(False))
        self.abort = self._button(
            self.tr("Abort"),
            self.tr("Call the game off before it counts (before the second move)"),
            self.abortClicked.emit)
        self.claim_win = self._button(
            self.tr("Claim Win"), self.tr("Your opponent has not come back in time: win the game"),
            lambda: self.claimed.emit("win"))
        self.call_off = self._button(
            self.tr("Call Off"),
            self.tr("Your opponent has not come back in time: end the game without a result"),
            lambda: self.claimed.emit("abort"))
        self.rematch = self._button(
            self.tr("Rematch"), self.tr("Offer your opponent another game, colours swapped"),
            self.rematchClicked.emit)
        buttons = (self.resign, self.offer, self.accept, self.decline, self.abort,
                   self.claim_win, self.call_off, self.rematch)
        for index, button in enumerate(buttons):  # one a row: long words are never cut
            grid.addWidget(button, index, 0)
        column.addLayout(grid)
        self.chat = QPlainTextEdit(self)
        self.chat.setReadOnly(True)
        self.chat.setMaximumBlockCount(CHAT_LINES)
        self.chat.setMaximumHeight(64)
        self.chat.setAccessibleName(self.tr("Chat"))
        column.addWidget(self.chat)
        self.line = QLineEdit(self)
        self.line.setMaxLength(CHAT_CHARACTERS)
        # A short hint, whole in a narrow panel (800 px wide); the tool tip says it all.
        self.line.setPlaceholderText(self.tr("Say something"))
        self.line.setToolTip(self.tr("Say something to your opponent (Enter sends it)"))
        self.line.setAccessibleName(self.tr("Chat line"))
        self.line.returnPressed.connect(self._send)
        column.addWidget(self.line)

    def _label(self) -> QLabel:
        label = QLabel(self)
        label.setObjectName("Status")  # styled as the panel's status line
        label.setWordWrap(True)
        label.hide()
        return label

    def _button(self, text: str, description: str, slot: object) -> QPushButton:
        """A push button with what it does said to a screen reader and in its tooltip."""
        button = QPushButton(text, self)
        button.setToolTip(description)
        button.setAccessibleDescription(description)
        button.clicked.connect(slot)
        return button

    def _send(self) -> None:
        text = self.line.text().strip()
        if text:
            self.chatWritten.emit(text)

    # -- what it shows ----------------------------------------------------------------
    def allow(self, *, resign: bool, offer: bool, answer: bool, abort: bool, claim: bool,
              chat: bool, rematch: bool = False, call_off: bool | None = None) -> None:
        """Show the buttons that may be used now (the others are hidden); Call Off goes
        with Claim Win unless told (``call_off``: a tournament game is never called
        off)."""
        self.resign.setVisible(resign)
        self.offer.setVisible(offer)
        self.accept.setVisible(answer)
        self.decline.setVisible(answer)
        self.abort.setVisible(abort)
        self.claim_win.setVisible(claim)
        self.call_off.setVisible(claim if call_off is None else call_off)
        self.rematch.setVisible(rematch)
        self.line.setEnabled(chat)

    def show_chat(self, shown: bool) -> None:
        """The chat and its line shown to a player, not to a watcher (who gets no chat
        from the server, and whose typing must never reach the board through a line it
        cannot write in)."""
        self.chat.setVisible(shown)
        self.line.setVisible(shown)

    @staticmethod
    def say(label: QLabel, text: str) -> None:
        """Show ``text`` on ``label`` (hidden when there is nothing to say)."""
        label.setText(text)
        label.setVisible(bool(text))

    def add_chat(self, who: str, text: str) -> None:
        """A chat line at the end of the chat."""
        self.chat.appendPlainText(f"{who}: {text}")

    def ask(self, title: str, question: str) -> bool:
        """Ask a yes/no ``question`` over the window; True for Yes."""
        return ask_yes_no(self.window(), title, question)

    def clear(self) -> None:
        """A new game: nothing said, nothing shown."""
        self.chat.clear()
        self.line.clear()
        for label in (self.banner, self.presence, self.pending, self.notice):
            self.say(label, "")
