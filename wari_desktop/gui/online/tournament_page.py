"""A tournament's page, from the lobby's Tournaments list: its settings and stage in a
line, then tabs with the standings (tie-breaks by name), the crosstable, the pairings of
a round (the last paired at first), the player's own games and the organisers' log
(``tournament_models`` makes the rows); Enter, Withdraw, Watch and Review Game; and for
the event's organiser, the Organiser menu (``tournament_organiser``).

The rules:
- Live: the page asks ``tournament`` with ``follow`` when it opens (and again after the
  connection comes back, the server having forgotten), shows each frame the server
  pushes for it (``id`` null), and says ``tournament-unfollow`` when it closes.
- Enter shows only to a signed-in player (not a guest) not in the event, while it takes
  entries (registration open; before the start, or any time for a Swiss or an arena);
  a closed event asks for its invitation code first. Withdraw shows only to a player in
  it, not withdrawn, before its end. A refusal is said in words (``tournament_words``).
- A board chosen (Enter, a double click, or the buttons) is watched while its game is
  played, as the lobby's Watch (``watchStarted``; not the player's own game, which is
  on the board already, to play), and once it has ended its record is fetched and
  opens on the main board to review (``pastGameChosen``, as a player's page's games).

    page = TournamentPageDialog(connection, "t1", lobby)   # shown; asks the server
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLineEdit,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...protocol.messages import BoardLine, TournamentFrame
from ...protocol.messages.fields import Fields
from ..platform.screen_fit import fit_to_screen
from ..platform.text_scale import scaled, scaled_style
from ..platform.theme import (
    BOX_EDGE,
    CREAM,
    DIALOG_STYLE,
    FIELD,
    GOLD_LIGHT,
    HOVER,
    IVORY,
    LOBBY_STYLE,
    styled_label,
)
from .connection import ConnectionState, OnlineConnection
from .list_parts import plain_button, read_only_table
from .player_page import keep_record
from .tournament_models import (
    ID_ROLE,
    Row,
    crosstable,
    fill,
    log_headers,
    log_rows,
    own_headers,
    own_rows,
    pairing_headers,
    pairing_rows,
    standings_headers,
    standings_rows,
)
from .tournament_organiser import OrganiserMenu
from .tournament_words import (
    clock_text,
    format_text,
    players_text,
    round_text,
    stage_text,
    tournament_refusal,
    when_text,
)

#: The formats that take entries after their start.
LATE_ENTRIES = frozenset({"swiss", "arena"})
#: The column of each table that takes the width left (the players' names; None: the
#: last column).
STRETCHED = {"standings": 2, "crosstable": 1, "pairings": None, "own": 2, "log": None}
#: The tabs' look (the lobby's style sheets have no tabs).
TAB_STYLE = f"""
QTabBar::tab {{ background: {FIELD}; color: {IVORY}; border: 1px solid {BOX_EDGE};
               border-bottom: none; border-top-left-radius: 6px;
               border-top-right-radius: 6px; padding: 6px 14px; margin-right: 2px; }}
QTabBar::tab:selected {{ background: {HOVER}; color: {GOLD_LIGHT}; font-weight: 600; }}
QTabBar::tab:focus {{ border-color: {CREAM}; }}
QTabWidget::pane {{ border: 1px solid {BOX_EDGE}; top: -1px; }}
"""


class TournamentPageDialog(QDialog):
    """The page of the tournament ``tournament_id`` (see the module's rules)."""

    #: A game of the event to watch (its ``game`` frame), as the lobby's Watch.
    watchStarted = Signal(dict)
    #: The path of a finished game's record, fetched to open on the main board.
    pastGameChosen = Signal(str)

    def __init__(self, connection: OnlineConnection, tournament_id: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.connection, self.tournament_id = connection, tournament_id
        self.frame: TournamentFrame | None = None
        self._round = 0  # the round whose pairings are shown (0: the last paired)
        #: Asks the invitation code of a closed event (None: cancelled; tests replace it).
        self.ask_code: Callable[[], str | None] = self._ask_code
        self.setWindowTitle(self.tr("Tournament"))
        self.setStyleSheet(scaled_style(DIALOG_STYLE + LOBBY_STYLE + TAB_STYLE))
        self.title = styled_label("subheading")
        self.summary = styled_label("Body", wrap=True)
        self.summary.setAccessibleName(self.tr("About the tournament"))
        self.tabs = QTabWidget(self)
        self.tables: dict[str, tuple[QStandardItemModel, QTableView]] = {}
        for key, name in (("standings", self.tr("Standings")),
                          ("crosstable", self.tr("Crosstable")),
                          ("pairings", self.tr("Pairings")), ("own", self.tr("Your Games")),
                          ("log", self.tr("Log"))):
            self.tables[key] = self._table(name)
        self.round_choice = QComboBox(self)
        self.round_choice.setAccessibleName(self.tr("Round shown"))
        self.round_choice.activated.connect(self._round_chosen)
        self._tabs()
        self.message = styled_label("note", wrap=True)
        self.message.setAccessibleName(self.tr("Tournament message"))
        self.enter_button = plain_button(self, self.tr("&Enter"), self.enter)
        self.withdraw_button = plain_button(self, self.tr("&Withdraw"), self.withdraw)
        self.watch_button = plain_button(self, self.tr("W&atch"), self.watch)
        self.review_button = plain_button(self, self.tr("&Review Game"), self.review)
        self.review_button.setToolTip(self.tr(
            "Open the chosen finished game on the board to review it"))
        self.organiser = OrganiserMenu(connection, tournament_id, self.chosen_board,
                                       self.message.setText, self._refused, self)
        self.organiser_button = plain_button(self, self.tr("&Organiser"), lambda: None)
        self.organiser_button.setMenu(self.organiser)
        self.organiser_button.setToolTip(self.tr("What the organiser of this event may do"))
        self._lay_out()
        self._show_buttons()
        connection.frameReceived.connect(self._pushed)
        connection.stateChanged.connect(self._state_changed)
        fit_to_screen(self, scaled(860), scaled(620))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.show()
        self.follow()

    # -- building -----------------------------------------------------------------------
    def _table(self, name: str) -> tuple[QStandardItemModel, QTableView]:
        model = QStandardItemModel(0, 0, self)
        view = read_only_table(self, model, name)
        view.setWordWrap(False)
        view.activated.connect(self._board_activated)
        return model, view

    def _tabs(self) -> None:
        pairings = QWidget(self)
        layout = QVBoxLayout(pairings)
        layout.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        row.addWidget(styled_label("Body", self.tr("Round:")))
        row.addWidget(self.round_choice)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addWidget(self.tables["pairings"][1], 1)
        for key, widget in (("standings", self.tables["standings"][1]),
                            ("crosstable", self.tables["crosstable"][1]),
                            ("pairings", pairings), ("own", self.tables["own"][1]),
                            ("log", self.tables["log"][1])):
            self.tabs.addTab(widget, self.tables[key][1].accessibleName())

    def _lay_out(self) -> None:
        buttons = QHBoxLayout()
        buttons.addWidget(self.message, 1)
        for button in (self.organiser_button, self.enter_button, self.withdraw_button,
                       self.watch_button, self.review_button):
            buttons.addWidget(button)
        buttons.addWidget(plain_button(self, self.tr("&Close"), self.accept))
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.summary)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(buttons)

    # -- following ----------------------------------------------------------------------
    def follow(self) -> None:
        """Ask the tournament, and each change of it after."""
        pending = self.connection.calls.tournament(self.tournament_id, follow=True)
        pending.succeeded.connect(self.show_frame)
        pending.refused.connect(self._refused)

    def _state_changed(self, state: str) -> None:
        if state == ConnectionState.CONNECTED.value and self.frame is not None:
            self.follow()  # back after a drop: the server forgot the follower

    def _pushed(self, frame: dict[str, Any]) -> None:
        """A tournament frame the server pushed for this page's tournament."""
        body = frame.get("tournament")
        if frame.get("t") == "tournament" and frame.get("id") is None \
                and isinstance(body, dict) and body.get("id") == self.tournament_id:
            self.show_frame(frame)

    def done(self, result: int) -> None:
        """Closing stops following."""
        self.connection.frameReceived.disconnect(self._pushed)
        self.connection.stateChanged.disconnect(self._state_changed)
        if self.connection.account is not None or self.connection.client is not None:
            self.connection.calls.tournament_unfollow(self.tournament_id)
        super().done(result)

    # -- showing ------------------------------------------------------------------------
    def show_frame(self, answer: dict[str, Any]) -> None:
        """The whole tournament in every tab, what was chosen staying chosen."""
        try:
            frame = TournamentFrame.read(Fields(answer, "tournament"))
        except ValueError:
            self.message.setText(self.tr("The server's answer could not be read."))
            return
        self.frame = frame
        info = frame.tournament
        self.setWindowTitle(self.tr("Tournament: {name}").format(name=info.name))
        self.title.setText(info.name)
        self.summary.setText(self.summary_text(frame))
        self._fill("standings", standings_headers(frame.standings),
                   standings_rows(frame.standings))
        self._fill("crosstable", *crosstable(frame))
        self._show_rounds(frame)
        name = self._my_name()
        self._fill("own", own_headers(), own_rows(frame, name) if name else [])
        self._fill("log", log_headers(), log_rows(frame))
        self._show_buttons()

    def summary_text(self, frame: TournamentFrame) -> str:
        """"Round robin · 5 min + 3 s a move · rated · 4 players · starts 28/11/26 18:30 ·
        Round 2 of 3 · Running", organised by whom."""
        info = frame.tournament
        parts = [format_text(info.format), clock_text(info.clock),
                 self.tr("rated") if info.rated else self.tr("casual"),
                 self.tr("players: {count}").format(count=players_text(info)),
                 self.tr("starts {when}").format(when=when_text(info.starts_at)),
                 round_text(info), stage_text(info.stage)]
        line = " · ".join(parts)
        return line + "\n" + self.tr("Organised by {name}").format(name=info.organiser)

    def _fill(self, key: str, headers: list[str], rows: list[Row]) -> None:
        model, view = self.tables[key]
        chosen = view.currentIndex().row()
        fill(model, headers, rows)
        header = view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        stretched = STRETCHED[key]
        header.setStretchLastSection(stretched is None)
        if stretched is not None and stretched < model.columnCount():
            header.setSectionResizeMode(stretched, QHeaderView.ResizeMode.Stretch)
        if 0 <= chosen < model.rowCount():
            view.selectRow(chosen)

    def _show_rounds(self, frame: TournamentFrame) -> None:
        rounds = sorted({board.round for board in frame.boards})
        self.round_choice.clear()
        for number in rounds:
            self.round_choice.addItem(self.tr("Round {round}").format(round=number), number)
        shown = self._round if self._round in rounds else (rounds[-1] if rounds else 0)
        if rounds:
            self.round_choice.setCurrentIndex(rounds.index(shown))
        self._fill("pairings", pairing_headers(), pairing_rows(frame, shown))

    def _round_chosen(self, index: int) -> None:
        self.show_round(int(self.round_choice.itemData(index) or 0))

    def show_round(self, number: int) -> None:
        """The pairings of round ``number``."""
        self._round = number
        if self.frame is not None:
            self._fill("pairings", pairing_headers(), pairing_rows(self.frame, number))

    def _my_name(self) -> str | None:
        account = self.connection.account
        return account.name if account is not None else None

    def entered(self) -> bool | None:
        """True: in the event (not withdrawn); False: withdrawn; None: not in it."""
        name = (self._my_name() or "").lower()
        line = next((s for s in self.frame.standings if s.name.lower() == name), None) \
            if self.frame is not None and name else None
        return None if line is None else not line.withdrawn

    def _show_buttons(self) -> None:
        """Enter and Withdraw only where they apply (see the module's rules)."""
        info = self.frame.tournament if self.frame is not None else None
        account = self.connection.account
        player = account is not None and not account.guest
        entered = self.entered()
        open_now = info is not None and info.registration_open and (
            info.stage == "upcoming" or (info.stage in ("running", "paused")
                                         and info.format in LATE_ENTRIES))
        again = entered is False and info is not None and info.stage == "upcoming"
        self.enter_button.setVisible(player and ((entered is None and open_now) or again))
        self.withdraw_button.setVisible(player and entered is True and info is not None
                                        and info.stage != "finished")
        organiser = info is not None and account is not None and \
            account.name.lower() == info.organiser.lower()
        self.organiser_button.setVisible(organiser)
        if organiser and self.frame is not None:
            self.organiser.show_state(self.frame.tournament, [
                s.name for s in self.frame.standings if not s.withdrawn])
        if info is not None and info.closed:
            self.enter_button.setToolTip(self.tr("A closed event: it asks for the "
                                                 "invitation code"))

    def _refused(self, code: str, text: str) -> None:
        self.message.setText(tournament_refusal(code, text))

    # -- entering and withdrawing ---------------------------------------------------------
    def enter(self) -> None:
        """Enter (asking the code of a closed event first)."""
        code = None
        if self.frame is not None and self.frame.tournament.closed:
            code = self.ask_code()
            if code is None:
                return
        pending = self.connection.calls.tournament_enter(self.tournament_id, code or None)
        pending.succeeded.connect(lambda _answer: self.message.setText(
            self.tr("You are in: your games start on your board by themselves.")))
        pending.refused.connect(self._refused)

    def _ask_code(self) -> str | None:
        code, ok = QInputDialog.getText(
            self, self.tr("Invitation Code"),
            self.tr("This tournament is closed: its invitation code, from its organiser:"),
            QLineEdit.EchoMode.Normal)
        return code.strip() if ok else None

    def withdraw(self) -> None:
        pending = self.connection.calls.tournament_withdraw(self.tournament_id)
        pending.succeeded.connect(lambda _answer: self.message.setText(self.tr(
            "You have withdrawn: you are not paired again (a game in progress goes on).")))
        pending.refused.connect(self._refused)

    # -- the games ---------------------------------------------------------------------
    def chosen_board(self) -> BoardLine | None:
        """The board of the row chosen in the tab shown (pairings, or own games)."""
        key = {2: "pairings", 3: "own"}.get(self.tabs.currentIndex())
        if key is None or self.frame is None:
            return None
        index = self.tables[key][1].currentIndex()
        game = index.sibling(index.row(), 0).data(ID_ROLE) if index.isValid() else None
        return next((b for b in self.frame.boards if game and b.game == game), None)

    def _board_activated(self, _index: QModelIndex) -> None:
        board = self.chosen_board()
        if board is not None and board.result is None:
            self.watch()
        elif board is not None:
            self.review()

    def watch(self) -> None:
        """Watch the chosen game in progress."""
        board = self.chosen_board()
        if board is None or board.game is None or board.result is not None:
            self.message.setText(self.tr(
                "Choose a game in progress in the pairings first."))
            return
        if self._my_name() in (board.south, board.north):
            self.message.setText(self.tr("That is your own game: it is on your board."))
            return
        pending = self.connection.watch(board.game)
        pending.succeeded.connect(self.watchStarted)
        pending.refused.connect(self._refused)

    def review(self) -> None:
        """Fetch the chosen finished game's record; ``pastGameChosen`` once kept."""
        board = self.chosen_board()
        if board is None or board.game is None or board.result is None:
            self.message.setText(self.tr("Choose a finished game first."))
            return
        pending = self.connection.calls.record(board.game)
        pending.succeeded.connect(self._record_came)
        pending.refused.connect(self._refused)

    def _record_came(self, answer: dict[str, Any]) -> None:
        path, trouble = keep_record(answer)
        self.message.setText(trouble)
        if path is not None:
            self.pastGameChosen.emit(str(path))
