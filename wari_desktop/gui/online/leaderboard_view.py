"""The server's leaderboard, from the lobby: rank, player, rating, deviation and rated
games of the best players whose rating is settled, with a line saying who is listed (the
server's rule: ``server.leaderboard``); a player chosen (Enter, a double click, or Player
Page) opens their page (``player_page``), whose past games open for review as the
lobby's do (``pastGameChosen``)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...protocol.messages import LeaderboardFrame
from ...protocol.messages.fields import Fields
from ..platform.screen_fit import fit_to_screen
from ..platform.text_scale import scaled, scaled_style
from ..platform.theme import DIALOG_STYLE, LOBBY_STYLE, styled_label
from .connection import OnlineConnection
from .list_parts import read_only_table
from .player_page import PlayerPageDialog
from .refusals import refusal_text


class LeaderboardDialog(QDialog):
    """The leaderboard of ``connection``'s server (see the module's words)."""

    #: The path of a past game's record opened from a player's page.
    pastGameChosen = Signal(str)

    def __init__(self, connection: OnlineConnection, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.connection = connection
        self.setWindowTitle(self.tr("Leaderboard"))
        self.setStyleSheet(scaled_style(DIALOG_STYLE + LOBBY_STYLE))
        self.note = styled_label("note", wrap=True)
        self.table = QStandardItemModel(0, 5, self)
        self.table.setHorizontalHeaderLabels([
            self.tr("Rank"), self.tr("Player"), self.tr("Rating"), self.tr("Deviation"),
            self.tr("Rated games")])
        self.view = self._view()
        self.page_button = QPushButton(self.tr("&Player Page"), self)
        self.page_button.setAccessibleName(self.tr("Player Page"))
        self.page_button.setAutoDefault(False)
        self.page_button.clicked.connect(self.open_page)
        close = QPushButton(self.tr("&Close"), self)
        close.setAutoDefault(False)
        close.clicked.connect(self.accept)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.page_button)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(styled_label("subheading", self.tr("Leaderboard")))
        layout.addWidget(self.note)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)
        fit_to_screen(self, scaled(560), scaled(560))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.show()
        pending = connection.calls.leaderboard()
        pending.succeeded.connect(self.show_board)
        pending.refused.connect(lambda code, text: self.note.setText(refusal_text(code, text)))

    def _view(self) -> QTableView:
        view = read_only_table(self, self.table, self.tr("Leaderboard"))
        view.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        view.activated.connect(self.open_page)
        return view

    def show_board(self, answer: dict[str, Any]) -> None:
        """The server's leaderboard in the table, and who is listed in words."""
        try:
            board = LeaderboardFrame.read(Fields(answer, "leaderboard"))
        except ValueError:
            self.note.setText(self.tr("The server's answer could not be read."))
            return
        self.note.setText(self.tr(
            "Players whose rating is settled (not provisional), with {count} or more rated "
            "games, best first.").format(count=board.min_games))
        self.table.removeRows(0, self.table.rowCount())
        for entry in board.players:
            cells = [str(entry.rank), entry.name, str(entry.rating), f"± {entry.deviation}",
                     str(entry.games)]
            items = [QStandardItem(cell) for cell in cells]
            for item in (items[0], *items[2:]):
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                      | Qt.AlignmentFlag.AlignVCenter)
            self.table.appendRow(items)
        for column in (0, 2, 3, 4):  # the rows came after the view was laid out
            self.view.resizeColumnToContents(column)
        if not board.players:
            self.note.setText(self.note.text() + " " + self.tr("Nobody is listed yet."))
        else:
            self.view.selectRow(0)

    def open_page(self, _index: QModelIndex | None = None) -> None:
        """The page of the player chosen."""
        row = self.view.currentIndex().row()
        if not 0 <= row < self.table.rowCount():
            return
        page = PlayerPageDialog(self.connection, str(self.table.item(row, 1).text()), self)
        page.pastGameChosen.connect(self.pastGameChosen)
