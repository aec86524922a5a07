"""Games offered to the player, shown where the player is looking: a notice over the top
of the main window's board with Accept and Decline, the program's icon asking for
attention, and a sound.

The rules:

- Every challenge to the player (a rematch is one) shows on the notice, the oldest first,
  with its words (``offer_words``: who, rematch, clock, rated or casual, rules, the side
  the player would get) and how many more wait. The lobby shows the same offers; an offer
  answered in either place (``OnlineConnection.challengeAnswered``), withdrawn or void
  (``challengeGone``) leaves both, and signing out or closing the connection
  (``signedOut``) clears them.
- An offer that arrives asks for attention once: ``QApplication.alert`` on the main
  window (its icon in the task bar, as desktop programs do) and the offer's sound (silent
  where no sound can be played). ``Attention.asked`` tells when, for the tests.
- Accept first asks to leave the player's own online game in progress (it goes on on the
  server, the clock running) and a game on the board with unsaved moves (No or Cancel
  keeps the offer); the game accepted comes to the board. A refusal (the author gone meanwhile) is
  said on the notice until closed.
- The notice is general: a title, a line of terms and the two answers (or, for news
  that asks no answer, ``show_news``: Close alone; ``tournament_notice`` uses it). It never covers
  the board whole: it stands over its top edge, centred, no wider than ``WIDEST`` nor
  than the board.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...protocol.messages import Offer
from ..dialogs.message_box import ask_yes_no
from ..platform.sound import SoundPlayer
from ..platform.text_scale import scaled, scaled_style
from ..platform.theme import (
    AMBER,
    BUTTON,
    CARD_EDGE,
    CREAM,
    DEFAULT_BUTTON,
    FIELD_EDGE,
    GOLD,
    GOLD_LIGHT,
    HEADLINE,
    HOVER,
    IVORY,
    PANEL,
    SERIF,
)
from ..session.host import Host
from .connection import OnlineConnection
from .lobby_models import read_offer
from .offer_words import offer_terms, offer_title, side_line
from .refusals import refusal_text

#: The gap between the notice and the board's edges (before text scaling).
MARGIN = 12
#: The widest the notice grows (before text scaling).
WIDEST = 720

_FONTS = ", ".join(f'"{family}"' for family in SERIF)
STYLE = f"""
QFrame#OfferNotice {{ background: {PANEL}; border: 2px solid {GOLD};
                      border-radius: 12px; }}
QLabel#OfferTitle {{ color: {HEADLINE}; font-family: {_FONTS}; font-size: 17px;
                     font-weight: 700; }}
QLabel#OfferTerms {{ color: {IVORY}; font-size: 13px; }}
QLabel#OfferSide {{ color: {GOLD_LIGHT}; font-size: 13px; font-weight: 600; }}
QLabel#OfferMore {{ color: {AMBER}; font-size: 12px; }}
QLabel#OfferMark {{ color: {GOLD_LIGHT}; font-size: 22px; }}
QPushButton {{ background: {BUTTON}; color: {IVORY}; border: 1px solid {FIELD_EDGE};
               border-radius: 6px; padding: 6px 16px; font-size: 13px; }}
QPushButton:hover {{ background: {HOVER}; }}
QPushButton:focus {{ border: 2px solid {CREAM}; }}
QPushButton#OfferAccept {{ background: {DEFAULT_BUTTON}; border-color: {GOLD};
                           font-weight: 600; }}
QPushButton#OfferAccept:hover {{ background: {HOVER}; }}
QFrame#OfferNotice[kind="refused"] {{ border-color: {CARD_EDGE}; }}
"""


class Attention(QObject):
    """Asks the player to look: the window's icon asks for attention and the offer's
    sound plays. ``asked`` (the window) says it was asked."""

    asked = Signal(object)

    def __init__(self, sound: SoundPlayer | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.sound = sound

    def call(self, widget: QWidget) -> None:
        window = widget.window()
        QApplication.alert(window, 0)  # until the window is activated
        if self.sound is not None:
            self.sound.play_offer()
        self.asked.emit(window)


class OfferNotice(QFrame):
    """The notice over the top of ``board``: a mark, a title, a line of terms, the side,
    "and N more waiting", Accept and Decline (``acceptClicked``, ``declineClicked``)."""

    acceptClicked = Signal()
    declineClicked = Signal()

    def __init__(self, board: QWidget) -> None:
        # the board's sibling, not its child: a scroll area's children other than its
        # viewport are not in the accessibility tree, and a screen reader must read this
        super().__init__(board.parentWidget())
        self.board = board
        self.setObjectName("OfferNotice")
        self.setStyleSheet(scaled_style(STYLE))
        self.setAccessibleName(self.tr("Game offered"))
        self.mark = QLabel("⚑", self)
        self.mark.setObjectName("OfferMark")
        self.title = self._label("OfferTitle")
        self.terms = self._label("OfferTerms")
        self.side = self._label("OfferSide")
        self.more = self._label("OfferMore")
        self.accept_button = self._button(self.tr("&Accept"), "OfferAccept",
                                          self.acceptClicked.emit)
        self.decline_button = self._button(self.tr("&Decline"), "OfferDecline",
                                           self.declineClicked.emit)
        self.accept_button.setAccessibleDescription(self.tr(
            "Play the game offered: it starts on this board"))
        self.decline_button.setAccessibleDescription(self.tr(
            "Say no to the game offered; the one who offered it is told"))
        words = QVBoxLayout()
        words.setSpacing(scaled(2))
        for label in (self.title, self.terms, self.side, self.more):
            words.addWidget(label)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(scaled(16), scaled(10), scaled(14), scaled(10))
        layout.setSpacing(scaled(12))
        layout.addWidget(self.mark, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(words, 1)
        layout.addWidget(self.accept_button, 0, Qt.AlignmentFlag.AlignVCenter)
        layout.addWidget(self.decline_button, 0, Qt.AlignmentFlag.AlignVCenter)
        board.installEventFilter(self)
        self.hide()

    def _label(self, name: str) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        return label

    def _button(self, text: str, name: str, slot: Callable[[], None]) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setAccessibleName(text.replace("&", ""))
        button.setAutoDefault(False)
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.clicked.connect(slot)
        return button

    def show_offer(self, title: str, terms: str, side: str, waiting: int) -> None:
        """Show an offer: its ``title``, ``terms`` and the ``side`` the player would get,
        and how many more are ``waiting``."""
        self.setProperty("kind", "offer")
        self.title.setText(title)
        self.terms.setText(terms)
        self.side.setText(side)
        self.side.setVisible(bool(side))
        self.more.setText(self.tr("and %n more waiting", "", waiting) if waiting else "")
        self.more.setVisible(bool(waiting))
        self.accept_button.show()
        self.decline_button.setText(self.tr("&Decline"))
        self.decline_button.setAccessibleName(self.tr("Decline"))
        self._show()

    def show_refusal(self, text: str) -> None:
        """Say why an offer accepted could not start (Close hides the notice)."""
        self.setProperty("kind", "refused")
        self.title.setText(self.tr("The game could not start"))
        self.terms.setText(text)
        self.side.hide()
        self.more.hide()
        self.accept_button.hide()
        self.decline_button.setText(self.tr("&Close"))
        self.decline_button.setAccessibleName(self.tr("Close"))
        self._show()

    def show_news(self, title: str, terms: str, side: str) -> None:
        """Tell something that asks no answer (a tournament's game paired: ``title``,
        ``terms``, ``side``); Close hides the notice."""
        self.setProperty("kind", "news")
        self.setAccessibleName(self.tr("Your tournament game"))
        self.title.setText(title)
        self.terms.setText(terms)
        self.side.setText(side)
        self.side.setVisible(bool(side))
        self.more.hide()
        self.accept_button.hide()
        self.decline_button.setText(self.tr("&Close"))
        self.decline_button.setAccessibleName(self.tr("Close"))
        self._show()

    def text(self) -> str:
        """What the notice says, its lines joined (for the tests and screen readers)."""
        lines = (self.title.text(), self.terms.text(),
                 self.side.text() if self.side.isVisibleTo(self) else "", self.more.text())
        return "\n".join(line for line in lines if line)

    def _show(self) -> None:
        self.setAccessibleDescription(self.text())
        self.style().unpolish(self)
        self.style().polish(self)
        self.place()
        self.show()
        self.raise_()

    def place(self) -> None:
        """Over the top of the board, centred, as wide as its words need (at most the
        board's width less the margins)."""
        area = self.board.geometry()  # in the coordinates of the parent they share
        margin = scaled(MARGIN)
        width = max(1, min(area.width() - 2 * margin, scaled(WIDEST)))
        height = self.heightForWidth(width)
        if height < 0:
            height = self.sizeHint().height()
        self.setGeometry(area.x() + (area.width() - width) // 2, area.y() + margin,
                         width, height)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.board and event.type() in (QEvent.Type.Resize, QEvent.Type.Move):
            self.place()
        return False


class OfferNotices(QObject):
    """The offers to the player of ``connection``, on the notice over ``host``'s board
    (see the module's rules). ``start`` takes the ``game`` frame of an offer accepted."""

    def __init__(self, host: Host, connection: OnlineConnection,
                 start: Callable[[dict[str, Any]], None],
                 playing: Callable[[], bool] = lambda: False) -> None:
        super().__init__(host.widget())
        self.host, self.connection, self.start = host, connection, start
        #: Whether the player's own online game is in progress on the board.
        self.playing = playing
        #: Asks a yes/no question (tests replace it).
        self.confirm: Callable[[str, str], bool] = self._ask
        self.offers: list[Offer] = []
        self.attention = Attention(host.sound, self)
        self.notice = OfferNotice(host.board)
        self.notice.acceptClicked.connect(self.accept)
        self.notice.declineClicked.connect(self.decline)
        connection.challengeReceived.connect(self._received)
        connection.challengeGone.connect(self._gone)
        connection.challengeAnswered.connect(self._answered)
        connection.signedOut.connect(self.clear)

    @Slot(dict)
    def _received(self, value: dict[str, Any]) -> None:
        self.add(value)

    def add(self, value: dict[str, Any]) -> None:
        """An offer from the server: on the notice (after those waiting), with a call for
        attention; one not as the protocol has it is passed over."""
        try:
            offer = read_offer(value)
        except ValueError:
            return
        self.offers = [o for o in self.offers if o.id != offer.id] + [offer]
        self.show_first()
        self.attention.call(self.host.widget())

    @Slot(str, str)
    def _gone(self, offer_id: str, _reason: str) -> None:
        self.remove(offer_id)

    @Slot(str)
    def _answered(self, offer_id: str) -> None:
        self.remove(offer_id)

    def remove(self, offer_id: str) -> None:
        """The offer ``offer_id`` is no longer open: off the notice."""
        if any(o.id == offer_id for o in self.offers):
            self.offers = [o for o in self.offers if o.id != offer_id]
            self.show_first()

    @Slot()
    def clear(self) -> None:
        self.offers = []
        self.notice.hide()

    def show_first(self) -> None:
        """The oldest offer on the notice (hidden when none waits)."""
        if not self.offers:
            self.notice.hide()
            return
        first = self.offers[0]
        self.notice.show_offer(offer_title(first), offer_terms(first),
                               side_line(first.accepter_side), len(self.offers) - 1)

    @Slot()
    def accept(self) -> None:
        """Accept the offer shown (after leaving the game on the board, if the player
        lets it go): its game comes to the board."""
        if not self.offers:
            self.notice.hide()
            return
        if self.playing() and not self.confirm(self.tr("Your Online Game"), self.tr(
                "Your game in progress goes on on the server without you, your clock "
                "running. Accept this offer all the same?")):
            return
        if not self.host.may_abandon():
            return
        pending = self.connection.accept_challenge(self.offers[0].id)
        pending.succeeded.connect(self._accepted)
        pending.refused.connect(self._refused)

    def _ask(self, title: str, question: str) -> bool:
        return ask_yes_no(self.host.widget(), title, question)

    @Slot(dict)
    def _accepted(self, frame: dict[str, Any]) -> None:
        if frame.get("t") == "game":
            self.start(frame)

    @Slot(str, str)
    def _refused(self, code: str, text: str) -> None:
        self.notice.show_refusal(refusal_text(code, text))

    @Slot()
    def decline(self) -> None:
        """Decline the offer shown (or close a refusal's words)."""
        if self.offers and self.notice.accept_button.isVisible():
            self.connection.decline_challenge(self.offers[0].id)
        else:
            self.show_first()
