"""The lobby window: first the sign-in form (``sign_in_form``), then the lobby of the
server: open seeks to accept, players online to challenge, games in progress to watch,
a seek of one's own (``seek_form``), a challenge received to accept or decline, the
player's name and rating (following the players list), a quiet banner while the
connection comes back, the lobby chat (``lobby_chat``), a player's page (``player_page``,
whose past games open for review: ``pastGameChosen``) and the leaderboard
(``leaderboard_view``), and the server's tournaments (``tournaments_view``).

Every control is reached with the keyboard (Tab, and Enter on a table's row does what its
button does) and has an accessible name. The window sends requests through the
``OnlineConnection`` and shows what comes back; a game that starts or a game to watch is
handed on by ``gameStarted`` and ``watchStarted`` (the window that plays it is not here).

    lobby = open_lobby(host)      # shown; signs in with a kept token, or asks
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QModelIndex, QPoint, QSettings, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QMenu,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...protocol import NAME_PATTERN, ErrorCode
from ...protocol.messages import Seat
from ..platform.screen_fit import fit_to_screen
from ..platform.text_scale import scaled, scaled_style
from ..platform.theme import DIALOG_STYLE, LOBBY_STYLE, styled_label
from .connection import Account, OnlineConnection, PendingRequest
from .credentials import TokenKeeper
from .leaderboard_view import LeaderboardDialog
from .list_parts import plain_button, read_only_table
from .lobby_chat import LobbyChatPane
from .lobby_models import (
    ID_ROLE,
    LobbyTable,
    games_model,
    players_model,
    provisional_tip,
    rating_text,
    read_offer,
    seeks_model,
)
from .offer_words import offer_sentence
from .player_page import PlayerPageDialog
from .refusals import refusal_text
from .seek_form import TermsForm
from .sign_in_flow import SignInFlow
from .sign_in_form import SignInForm
from .table_fit import LastColumnFit
from .tournaments_view import TournamentsDialog


class _HasWidget(Protocol):
    """What ``open_lobby`` needs of the window's ``Host``: the widget to stand over."""

    @property
    def widget(self) -> QWidget: ...


class LobbyWindow(QDialog):
    """The lobby of one server (see the module's words)."""

    #: A game this player plays has started (its first ``game`` frame; once a game).
    gameStarted = Signal(dict)
    #: A game the player asked to watch (its ``game`` frame).
    watchStarted = Signal(dict)
    #: A past game to review on the main board (the path of its record, fetched).
    pastGameChosen = Signal(str)

    def __init__(self, connection: OnlineConnection | None = None,
                 tokens: TokenKeeper | None = None, store: QSettings | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Play on a Server"))
        self.setObjectName("LobbyWindow")
        self.setStyleSheet(scaled_style(DIALOG_STYLE + LOBBY_STYLE))
        self.connection = connection or OnlineConnection(self)
        self.flow = SignInFlow(self.connection, tokens or TokenKeeper(), store, self)
        self.form = SignInForm(self.flow.kept(), self)
        self.pages = QStackedWidget(self)
        self.pages.addWidget(self.form)
        self.pages.addWidget(self._lobby_page())
        self._challenges: list[dict[str, Any]] = []
        self._my_seek: str | None = None
        self._started: set[str] = set()  # the games handed on by ``gameStarted``
        self._owns_connection = connection is None
        self._unfollowed = False  # closed while signed in: no longer following the lobby
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages)
        self._connect()
        fit_to_screen(self, scaled(1100), scaled(660))

    # -- building -------------------------------------------------------------------------
    def _lobby_page(self) -> QWidget:
        page = QWidget(self)
        self.account_label = styled_label("subheading")
        self.account_label.setAccessibleName(self.tr("Your account"))
        self.sign_out_button = self._button(self.tr("Sign &Out"), self._sign_out)
        self._club_parts(page)
        self.banner = styled_label("banner", wrap=True)
        self.banner.hide()
        self.challenge_label = styled_label("challenge", wrap=True)
        self.accept_challenge_button = self._button(self.tr("Acc&ept Challenge"),
                                                    self._accept_challenge)
        self.decline_challenge_button = self._button(self.tr("&Decline"),
                                                     self._decline_challenge)
        self.challenge_bar = self._row(self.challenge_label, self.accept_challenge_button,
                                       self.decline_challenge_button)
        self.challenge_bar.hide()
        self.seeks, self.players, self.games = (seeks_model(self, self._my_name),
                                                players_model(self), games_model(self))
        self.seeks_view = self._table(self.seeks, self.tr("Open seeks"))
        self.players_view = self._table(self.players, self.tr("Players online"))
        self.games_view = self._table(self.games, self.tr("Games in progress"))
        self.accept_button = self._button(self.tr("&Accept Seek"), self._accept_seek)
        self.challenge_button = self._button(self.tr("&Challenge"), self._challenge)
        self.challenge_name = QLineEdit(self)
        self.challenge_name.setPlaceholderText(self.tr("Name"))
        self.challenge_name.setAccessibleName(self.tr("Player to challenge"))
        self.challenge_name.setToolTip(self.tr(
            "The name of the player to challenge: the one chosen in the list, or any "
            "other typed here"))
        self.challenge_name.returnPressed.connect(self._challenge)
        self.watch_button = self._button(self.tr("&Watch"), self._watch)
        self.terms = TermsForm(page)
        self.seek_button = self._button(self.tr("&New Seek"), self._seek)
        self.cancel_seek_button = self._button(self.tr("Cancel My Seek"), self._cancel_seek)
        self.cancel_seek_button.setEnabled(False)
        self.message = styled_label("note", wrap=True)
        self.message.setAccessibleName(self.tr("Lobby message"))
        grid = QGridLayout()
        grid.addWidget(self._group(self.tr("Open seeks"), self.seeks_view,
                                   self.accept_button), 0, 0)
        grid.addWidget(self._group(self.tr("Players online"), self.players_view,
                                   self.challenge_name, self.challenge_button), 0, 1)
        grid.addWidget(self._group(self.tr("Games in progress"), self.games_view,
                                   self.watch_button), 1, 0)
        grid.addWidget(self._group(self.tr("Your seek"), self._terms_column(page),
                                   self.seek_button, self.cancel_seek_button), 1, 1)
        grid.addWidget(self.chat, 0, 2, 2, 1)
        # The middle column (the players, the seek's terms and buttons) a little the widest.
        for column, stretch in enumerate((4, 5, 2)):
            grid.setColumnStretch(column, stretch)
        layout = QVBoxLayout(page)
        layout.addWidget(self._row(self.account_label, self.tournaments_button,
                                   self.player_page_button, self.leaderboard_button,
                                   self.sign_out_button))
        layout.addWidget(self.banner)
        layout.addWidget(self.challenge_bar)
        layout.addLayout(grid, 1)
        layout.addWidget(self.message)
        return page

    def _club_parts(self, page: QWidget) -> None:
        """The tournaments', the leaderboard's and the chosen player's page's buttons,
        and the lobby chat."""
        self.tournaments_button = self._button(self.tr("&Tournaments"),
                                               self.open_tournaments)
        self.tournaments_button.setToolTip(self.tr(
            "The server's tournaments: enter, follow the standings, watch the games"))
        self.leaderboard_button = self._button(self.tr("&Leaderboard"), self.open_leaderboard)
        self.player_page_button = self._button(self.tr("Player &Page"),
                                               self.open_player_page)
        self.player_page_button.setToolTip(self.tr(
            "The page of the player chosen in the list (else your own): rating and its "
            "chart, record, latest games"))
        self.chat = LobbyChatPane(self.connection, page)
        self.chat.setMinimumWidth(scaled(160))

    def _my_name(self) -> str | None:
        account = self.connection.account
        return account.name if account is not None else None

    def _terms_column(self, page: QWidget) -> QWidget:
        """The terms of a seek (and of a challenge) with a word on what they are."""
        column = QWidget(page)
        layout = QVBoxLayout(column)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(styled_label("note", self.tr(
            "A seek offers a game to anyone in the lobby; a challenge, to the player "
            "chosen. Both offer this clock, rated or casual."), wrap=True))
        layout.addWidget(self.terms)
        layout.addStretch(1)
        return column

    def _button(self, text: str, slot: Any) -> QPushButton:
        return plain_button(self, text, slot)

    def _table(self, model: LobbyTable[Any], name: str) -> QTableView:
        view = read_only_table(self, model, name)
        view.horizontalHeader().setStretchLastSection(True)
        LastColumnFit(view)
        return view

    def _group(self, title: str, *widgets: QWidget) -> QGroupBox:
        box = QGroupBox(title, self)
        layout = QVBoxLayout(box)
        layout.addWidget(widgets[0], 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for widget in widgets[1:]:
            if isinstance(widget, QPushButton):  # a narrow window narrows the field, not it
                widget.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
            elif isinstance(widget, QLineEdit):
                widget.setMinimumWidth(scaled(90))
            buttons.addWidget(widget)
        layout.addLayout(buttons)
        return box

    def _row(self, *widgets: QWidget) -> QWidget:
        row = QWidget(self)
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(widgets[0], 1)
        for widget in widgets[1:]:
            layout.addWidget(widget)
        return row

    def _connect(self) -> None:
        """Route the form, the flow and the connection's signals to what shows them."""
        self.form.signInAsked.connect(self.flow.sign_in)
        self.form.signUpAsked.connect(self.flow.sign_up)
        self.form.guestAsked.connect(self.flow.play_as_guest)
        self.flow.message.connect(self.form.show_message)
        self.flow.busy.connect(self.form.set_busy)
        connection = self.connection
        connection.signedIn.connect(self.show_account)
        connection.signedOut.connect(self.show_sign_in)
        connection.bannerChanged.connect(self.show_banner)
        connection.lobbyChanged.connect(self.show_lobby)
        connection.gameReceived.connect(self._game_received)
        connection.challengeReceived.connect(self._challenge_received)
        connection.challengeGone.connect(self._challenge_gone)
        connection.challengeAnswered.connect(self._challenge_answered)
        self.seeks_view.activated.connect(self._accept_seek)
        self.players_view.activated.connect(self._challenge)
        self.games_view.activated.connect(self._watch)
        self.games_view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.games_view.customContextMenuRequested.connect(self._show_pages_menu)
        self.players_view.selectionModel().currentRowChanged.connect(self._player_chosen)

    # -- what comes in --------------------------------------------------------------------
    def show_account(self, account: Account) -> None:
        """Signed in: the lobby page, the account's name and rating, and the lobby."""
        self.form.clear_password()
        self.account_label.setText(self.account_text(account))
        self.account_label.setToolTip("" if account.guest else provisional_tip())
        self.terms.allow_rated(not account.guest)
        self.pages.setCurrentIndex(1)
        self.seeks_view.setFocus()
        self._answer(self.connection.follow_lobby())

    def account_text(self, account: Account, seat: Seat | None = None) -> str:
        """The header: the name and the rating (``seat``'s, the players list's, when
        given: it follows each rated game)."""
        if account.guest:
            return self.tr("{name}, playing as a guest (casual games)").format(
                name=account.name)
        rating = rating_text(seat or Seat(account.name, account.rating, account.provisional))
        return self.tr("{name}, rated {rating} on this server").format(
            name=account.name, rating=rating)

    def show_sign_in(self) -> None:
        self._my_seek = None
        self.cancel_seek_button.setEnabled(False)
        self.pages.setCurrentIndex(0)
        self.form.set_busy(False)

    def show_banner(self, text: str) -> None:
        self.banner.setText(text)
        self.banner.setVisible(bool(text))

    def show_lobby(self, frame: dict[str, Any]) -> None:
        """A lobby frame: the three tables (what the player had chosen stays chosen)."""
        for model, view, key in ((self.seeks, self.seeks_view, "seeks"),
                                 (self.players, self.players_view, "players"),
                                 (self.games, self.games_view, "games")):
            chosen = self.chosen(view)
            model.set_rows(frame.get(key))
            self._choose(view, chosen)
        if self._my_seek is not None and all(s.id != self._my_seek for s in self.seeks.rows):
            self._my_seek = None
            self.cancel_seek_button.setEnabled(False)
        self._follow_own_rating()

    def _follow_own_rating(self) -> None:
        """The header shows the rating the players list shows for this player."""
        account = self.connection.account
        mine = next((p for p in self.players.rows
                     if account is not None and p.name == account.name), None)
        if account is not None and mine is not None:
            self.account_label.setText(self.account_text(account, mine))

    def chosen(self, view: QTableView) -> str | None:
        """The id of the row chosen in ``view`` (None: none)."""
        index = view.currentIndex()
        data = index.data(ID_ROLE) if index.isValid() else None
        return data if isinstance(data, str) else None

    def _choose(self, view: QTableView, ident: str | None) -> None:
        model = view.model()
        for row in range(model.rowCount()):
            if ident is not None and model.index(row, 0).data(ID_ROLE) == ident:
                view.selectRow(row)
                return

    def _game_received(self, frame: dict[str, Any]) -> None:
        """A game of this player's not handed on yet goes on by ``gameStarted``."""
        game = frame["game"]
        account = self.connection.account
        seats = [seat.get("name") for seat in (game.get("south"), game.get("north"))
                 if isinstance(seat, dict)]
        game_id = str(game.get("id", ""))
        if account is not None and account.name in seats and game_id not in self._started:
            self._started.add(game_id)
            self.say("")  # "Your seek is open…" and the like are over with it
            self.gameStarted.emit(frame)

    def _challenge_received(self, offer: dict[str, Any]) -> None:
        self._challenges.append(offer)
        self._show_challenge()

    def _challenge_gone(self, challenge_id: str, reason: str) -> None:
        self._challenges = [c for c in self._challenges if c.get("id") != challenge_id]
        self._show_challenge()
        self.say(reason)

    def _challenge_answered(self, challenge_id: str) -> None:
        """Answered here or on the main window's notice: no longer waiting."""
        self._challenges = [c for c in self._challenges if c.get("id") != challenge_id]
        self._show_challenge()

    def _show_challenge(self) -> None:
        """The first challenge waiting for an answer, in words (the bar hides when none)."""
        if not self._challenges:
            self.challenge_bar.hide()
            return
        self.challenge_label.setText(self.challenge_text(self._challenges[0]))
        self.challenge_bar.show()
        self.accept_challenge_button.setFocus()

    def challenge_text(self, offer: dict[str, Any]) -> str:
        """"kofi (1500?) challenges you: 10 min + 5 s a move, rated, standard rules; you
        play North." (``offer_words``; the name alone when the offer is not as the
        protocol has it)."""
        try:
            challenge = read_offer(offer)
        except ValueError:
            return self.tr("{name} challenges you to a game.").format(name="?")
        return offer_sentence(challenge)

    # -- what goes out --------------------------------------------------------------------
    def _answer(self, pending: PendingRequest,
                words: dict[str, str] | None = None) -> PendingRequest:
        """Show the words of a refusal of ``pending`` (``words`` for the codes whose
        meaning this request makes plain)."""
        said = words or {}
        pending.refused.connect(
            lambda code, text: self.say(said.get(code) or refusal_text(code, text)))
        return pending

    def say(self, text: str) -> None:
        self.message.setText(text)

    def _accept_seek(self, _index: QModelIndex | None = None) -> None:
        seek = self.chosen(self.seeks_view)
        if seek is None:
            self.say(self.tr("Choose a seek in the list first."))
        elif seek == self._my_seek:
            self.say(self.tr("That is your own seek: it waits for another player."))
        else:
            self._answer(self.connection.accept_seek(seek))

    def _player_chosen(self, current: QModelIndex, _previous: QModelIndex) -> None:
        """A player chosen in the list is the one to challenge (never oneself)."""
        name = current.data(ID_ROLE) if current.isValid() else None
        account = self.connection.account
        if isinstance(name, str) and (account is None or name != account.name):
            self.challenge_name.setText(name)

    def _challenge(self, _index: QModelIndex | None = None) -> None:
        """Challenge the player named in the field (the one chosen in the list)."""
        name = self.challenge_name.text().strip()
        if not name:
            self.say(self.tr("Choose a player in the list first."))
            return
        if not NAME_PATTERN.fullmatch(name):
            self.say(self.tr("No player can have that name."))
            return
        pending = self._answer(self.connection.challenge(
            name, self.terms.control(), self.terms.rated(), self.terms.side()),
            {ErrorCode.NOT_FOUND.value: self.tr("{name} is not online.").format(name=name)})
        pending.succeeded.connect(lambda _answer: self.say(
            self.tr("Challenge sent to {name}.").format(name=name)))

    def _watch(self, _index: QModelIndex | None = None) -> None:
        game = self.chosen(self.games_view)
        if game is None:
            self.say(self.tr("Choose a game in the list first."))
        else:
            self._answer(self.connection.watch(game)).succeeded.connect(self.watchStarted)

    def _seek(self) -> None:
        pending = self._answer(self.connection.seek(self.terms.control(), self.terms.rated(),
                                                    self.terms.side()))
        pending.succeeded.connect(self._seek_open)

    def _seek_open(self, answer: dict[str, Any]) -> None:
        seek = answer.get("seek")
        self._my_seek = str(seek.get("id")) if isinstance(seek, dict) else None
        self.cancel_seek_button.setEnabled(self._my_seek is not None)
        self.say(self.tr("Your seek is open: the game starts when someone accepts it."))

    def _cancel_seek(self) -> None:
        if self._my_seek is not None:
            self._answer(self.connection.cancel_seek(self._my_seek))
            self._my_seek = None
            self.cancel_seek_button.setEnabled(False)

    def _accept_challenge(self) -> None:
        if self._challenges:
            self._answer(self.connection.accept_challenge(str(self._challenges[0].get("id"))))

    def _decline_challenge(self) -> None:
        if self._challenges:
            self._answer(self.connection.decline_challenge(str(self._challenges[0].get("id"))))

    def _sign_out(self) -> None:
        self.flow.sign_out()

    def open_player_page(self, _checked: bool = False, name: str | None = None) -> None:
        """The page of ``name`` (by default the player chosen in the list, else the one
        typed to challenge, else this player's own)."""
        account = self.connection.account
        name = name or self.chosen(self.players_view) or self.challenge_name.text().strip() \
            or (account.name if account is not None else "")
        if NAME_PATTERN.fullmatch(name):
            page = PlayerPageDialog(self.connection, name, self)
            page.pastGameChosen.connect(self.pastGameChosen)

    def _show_pages_menu(self, where: QPoint) -> None:
        """The pages menu of the game pointed at (from the keyboard's menu key: the
        chosen one)."""
        view = self.games_view
        index = view.indexAt(where)
        self.pages_menu(index if index.isValid() else view.currentIndex()).popup(
            view.viewport().mapToGlobal(where))

    def pages_menu(self, index: QModelIndex) -> QMenu:
        """The menu of a game in progress (its context menu): each player's page."""
        menu = QMenu(self)
        row = index.row() if index.isValid() else -1
        if 0 <= row < len(self.games.rows):
            for seat in (self.games.rows[row].south, self.games.rows[row].north):
                action = menu.addAction(self.tr("Page of {name}").format(name=seat.name))
                action.triggered.connect(
                    lambda _checked=False, name=seat.name: self.open_player_page(name=name))
        return menu

    def open_leaderboard(self) -> None:
        board = LeaderboardDialog(self.connection, self)
        board.pastGameChosen.connect(self.pastGameChosen)

    def open_tournaments(self) -> TournamentsDialog:
        tournaments = TournamentsDialog(self.connection, self)
        tournaments.pastGameChosen.connect(self.pastGameChosen)
        tournaments.watchStarted.connect(self.watchStarted)
        return tournaments

    def start(self) -> None:
        """The lobby of a connection signed in already (a game gone back to, say), else
        sign in with the token kept from last time, or show the form."""
        if self.connection.account is not None:
            self.show_account(self.connection.account)
        elif not self.flow.resume():
            self.pages.setCurrentIndex(0)

    def done(self, result: int) -> None:
        """Closing the lobby (the window's close button, or Esc) stops following it; the
        connection stays for the games started from it (one the lobby made itself, with
        no game, is closed)."""
        if self._owns_connection and not self._started:
            self.connection.close()
        elif self.connection.account is not None:
            self.connection.follow_lobby(False)
            self._unfollowed = True
        super().done(result)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._follow_again()

    def _follow_again(self) -> None:
        """Shown again after it was closed while signed in: follow the lobby again, so its
        lists, the header's rating and the chat are live (the server sends them now)."""
        if self._unfollowed and self.connection.account is not None:
            self._unfollowed = False
            self._answer(self.connection.follow_lobby())


def open_lobby(host: _HasWidget | None = None,
               connection: OnlineConnection | None = None) -> LobbyWindow:
    """The lobby window over the window of ``host`` (the ``session.Host`` door), shown,
    signing in with a kept token or asking; the caller connects ``gameStarted`` and
    ``watchStarted`` to what plays and shows the games."""
    lobby = LobbyWindow(connection, parent=host.widget if host is not None else None)
    lobby.setWindowFlag(Qt.WindowType.Window, True)
    lobby.show()
    lobby.start()
    return lobby
