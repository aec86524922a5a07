"""The server's tournaments, from the lobby: upcoming, running and finished events, the
latest to start first, with their format, clock, rated or casual, players (of the
maximum), start (local time), round and stage; a tournament chosen (Enter, a double
click, or Open) opens its page (``tournament_page``); New Tournament… opens the
organiser's form (``tournament_form``: the server says who may create).

The list is asked when the dialog is shown and again every ``REFRESH_MS`` while it is
open (a page followed is live by itself); what was chosen stays chosen.

    tournaments = TournamentsDialog(connection, lobby)   # shown; asks the server
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, Qt, QTimer, Signal
from PySide6.QtGui import QShowEvent, QStandardItemModel
from PySide6.QtWidgets import QDialog, QHBoxLayout, QHeaderView, QVBoxLayout, QWidget

from ...protocol.messages import TournamentsFrame
from ...protocol.messages.fields import Fields
from ..platform.screen_fit import fit_to_screen
from ..platform.text_scale import scaled, scaled_style
from ..platform.theme import DIALOG_STYLE, LOBBY_STYLE, styled_label
from .connection import OnlineConnection
from .list_parts import plain_button, read_only_table
from .tournament_form import TournamentForm
from .tournament_models import ID_ROLE, fill, list_headers, list_row
from .tournament_page import TournamentPageDialog
from .tournament_words import tournament_refusal

#: How often the list is asked again while it is open (ms).
REFRESH_MS = 20_000


class TournamentsDialog(QDialog):
    """The tournaments of ``connection``'s server (see the module's words)."""

    #: A game of an event to watch (its ``game`` frame), as the lobby's Watch.
    watchStarted = Signal(dict)
    #: The path of a finished game's record to review on the main board.
    pastGameChosen = Signal(str)

    def __init__(self, connection: OnlineConnection, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.connection = connection
        self.ids: list[str] = []
        self.setWindowTitle(self.tr("Tournaments"))
        self.setStyleSheet(scaled_style(DIALOG_STYLE + LOBBY_STYLE))
        self.note = styled_label("note", wrap=True)
        self.note.setAccessibleName(self.tr("Tournaments message"))
        self.model = QStandardItemModel(0, 0, self)
        self.view = read_only_table(self, self.model, self.tr("Tournaments"))
        self.view.activated.connect(self._activated)
        self.open_button = plain_button(self, self.tr("&Open"), self.open_page)
        self.new_button = plain_button(self, self.tr("&New Tournament…"), self.new_tournament)
        self.new_button.setToolTip(self.tr("For organisers: the server's admin grants the "
                                           "role"))
        buttons = QHBoxLayout()
        buttons.addWidget(self.note, 1)
        for button in (self.new_button, self.open_button,
                       plain_button(self, self.tr("&Close"), self.accept)):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addWidget(styled_label("subheading", self.tr("Tournaments")))
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)
        self.timer = QTimer(self)
        self.timer.setInterval(REFRESH_MS)
        self.timer.timeout.connect(self.refresh)
        self.timer.start()
        fit_to_screen(self, scaled(980), scaled(480))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.show()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.refresh()

    def refresh(self) -> None:
        """Ask the list again."""
        pending = self.connection.calls.tournaments()
        pending.succeeded.connect(self.show_list)
        pending.refused.connect(lambda code, text: self.note.setText(
            tournament_refusal(code, text)))

    def show_list(self, answer: dict[str, Any]) -> None:
        """The server's list in the table (the tournament chosen stays chosen)."""
        try:
            listed = TournamentsFrame.read(Fields(answer, "tournaments"))
        except ValueError:
            self.note.setText(self.tr("The server's answer could not be read."))
            return
        chosen = self.chosen()
        self.ids = [info.id for info in listed.tournaments]
        fill(self.model, list_headers(), [list_row(info) for info in listed.tournaments])
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.note.setText("" if listed.tournaments else self.tr(
            "No tournament on this server yet."))
        if chosen in self.ids:
            self.view.selectRow(self.ids.index(chosen))
        elif self.ids:
            self.view.selectRow(0)

    def chosen(self) -> str | None:
        index = self.view.currentIndex()
        ident = index.sibling(index.row(), 0).data(ID_ROLE) if index.isValid() else None
        return ident if isinstance(ident, str) else None

    def _activated(self, _index: QModelIndex) -> None:
        self.open_page()

    def open_page(self, _checked: bool = False, tournament_id: str | None = None
                  ) -> TournamentPageDialog | None:
        """The page of the tournament chosen (or ``tournament_id``)."""
        ident = tournament_id or self.chosen()
        if ident is None:
            self.note.setText(self.tr("Choose a tournament in the list first."))
            return None
        page = TournamentPageDialog(self.connection, ident, self)
        page.watchStarted.connect(self.watchStarted)
        page.pastGameChosen.connect(self.pastGameChosen)
        return page

    def new_tournament(self) -> TournamentForm:
        form = TournamentForm(self.connection, self)
        form.created.connect(self._created)
        return form

    def _created(self, tournament_id: str) -> None:
        self.refresh()
        self.open_page(tournament_id=tournament_id)
