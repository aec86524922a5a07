"""A player's page, from the lobby: the rating with its deviation (and what "?" means),
its chart game after game (``dialogs.rating_chart``'s, without the computer's levels),
the record (won, drawn, lost) and the latest games; a game chosen opens on the main board
to review (its record is fetched from the server and kept in the ``server-games`` folder,
apart from the player's own games: ``pastGameChosen`` gives its path).

    page = PlayerPageDialog(connection, "kofi", lobby)   # shown; asks the server
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QDateTime, QModelIndex, Qt, Signal
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

from ...paths import data_dir
from ...protocol.messages import FinishedGame, PlayerFrame, RatingPoint, RecordFrame
from ...protocol.messages.fields import Fields
from ...rating import PlayedGame, Rating, Result
from ...rules.clock import TimeControl
from ..dialogs.clock_choice import clock_title
from ..dialogs.rating_chart import RatingChart
from ..platform.screen_fit import fit_to_screen
from ..platform.text_scale import scaled, scaled_style
from ..platform.theme import DIALOG_STYLE, LOBBY_STYLE, styled_label
from .connection import OnlineConnection
from .list_parts import plain_button, read_only_table
from .lobby_models import provisional_tip
from .refusals import refusal_text
from .tournament_words import stage_text

#: The folder of games fetched from a server to review, under the data folder (apart
#: from ``games``, the player's own).
SERVER_GAMES = "server-games"
_RESULTS = {"win": Result.WIN, "loss": Result.LOSS, "draw": Result.DRAW}


def server_games_folder() -> Path:
    return data_dir() / SERVER_GAMES


def save_server_game(folder: Path, game: FinishedGame, ogn: str) -> Path:
    """Write a fetched record in ``folder`` as ``SOUTH-NORTH-ID.ogn`` (letters, digits,
    ``-`` and ``_`` only; atomically); its path, or ``OSError``."""
    stem = "-".join(re.sub(r"[^A-Za-z0-9_-]", "", part) or "game"
                    for part in (game.south, game.north, game.id))
    path = folder / f"{stem}.ogn"
    folder.mkdir(parents=True, exist_ok=True)
    part = path.with_name(path.name + ".part")
    part.write_text(ogn, encoding="utf-8")
    os.replace(part, path)
    return path


def chart_games(history: tuple[RatingPoint, ...],
                games: tuple[FinishedGame, ...]) -> list[PlayedGame]:
    """The history as the chart's games (the result where the game is among ``games``;
    a deviation the server did not keep drawn as none)."""
    results = {game.id: game.result for game in games}
    return [PlayedGame(datetime.fromtimestamp(point.at / 1000, UTC), point.game,
                       _RESULTS.get(results.get(point.game, ""), Result.DRAW), False,
                       float(point.rating), float(point.deviation or 0))
            for point in history]


class ServerRatingChart(RatingChart):
    """The rating chart of a player of a server: no computer's levels, and each game's
    tool tip says when it ended and the rating after it."""

    show_levels = False

    def empty_text(self) -> str:
        return self.tr("No rated games yet")

    def set_games(self, games: Sequence[PlayedGame], start: Rating | None = None) -> None:
        """The games, described for a screen reader as the player's (not "your")."""
        super().set_games(games, start)
        if self._games:
            ratings = [round(game.rating) for game in self._games]
            self.setAccessibleDescription(self.tr(
                "The rating game after game, over {count} rated games: from {start} to "
                "{now}; highest {best}, lowest {worst}.").format(
                    count=len(ratings), start=round(self._start.rating), now=ratings[-1],
                    best=max(ratings), worst=min(ratings)))

    def game_count(self) -> int:
        return len(self._games)

    def game_text(self, number: int) -> str:
        game = self._games[number - 1]
        when = QDateTime.fromSecsSinceEpoch(int(game.when.timestamp())).toLocalTime()
        return self.tr("Game {number}, {date}\nRating after it: {rating}").format(
            number=number, date=self.locale().toString(when.date(),
                                                       self.locale().FormatType.ShortFormat),
            rating=round(game.rating))


class PlayerPageDialog(QDialog):
    """The page of the player ``name`` on ``connection``'s server (see the module)."""

    #: The path of a past game's record, fetched to open on the main board.
    pastGameChosen = Signal(str)

    def __init__(self, connection: OnlineConnection, name: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.connection, self.name, self.loaded = connection, name, False
        self._games: tuple[FinishedGame, ...] = ()
        self.setWindowTitle(self.tr("Player: {name}").format(name=name))
        self.setStyleSheet(scaled_style(DIALOG_STYLE + LOBBY_STYLE))
        self.title = styled_label("subheading", name)
        self.rating_label = styled_label("Body", wrap=True)
        self.record_label = styled_label("Body")
        self.tournaments_label = styled_label("Body", wrap=True)
        self.tournaments_label.setAccessibleName(self.tr("Tournaments entered"))
        self.chart = ServerRatingChart(self)
        self.games = QStandardItemModel(0, 5, self)
        self.games.setHorizontalHeaderLabels([
            self.tr("Ended"), self.tr("Opponent"), self.tr("Result"), self.tr("Clock"),
            self.tr("Game")])
        self.games_view = self._table()
        self.review_button = self._button(self.tr("&Review Game"), self.review)
        self.review_button.setToolTip(self.tr("Open the chosen game on the board to review it"))
        self.message = styled_label("note", wrap=True)
        self._lay_out()
        fit_to_screen(self, scaled(760), scaled(620))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.show()
        pending = connection.calls.player(name)
        pending.succeeded.connect(self.show_page)
        pending.refused.connect(self._refused)

    def _lay_out(self) -> None:
        buttons = QHBoxLayout()
        buttons.addWidget(self.message, 1)
        buttons.addWidget(self.review_button)
        buttons.addWidget(self._button(self.tr("&Close"), self.accept))
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.rating_label)
        layout.addWidget(self.chart, 3)
        layout.addWidget(self.record_label)
        layout.addWidget(self.tournaments_label)
        layout.addWidget(self.games_view, 2)
        layout.addLayout(buttons)

    def _table(self) -> QTableView:
        view = read_only_table(self, self.games, self.tr("Latest games"))
        view.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        view.activated.connect(self.review)
        return view

    def _button(self, text: str, slot: Any) -> QPushButton:
        return plain_button(self, text, slot)

    # -- what comes in -----------------------------------------------------------------
    def show_page(self, answer: dict[str, Any]) -> None:
        """The server's page: every part of the dialog filled from it."""
        try:
            page = PlayerFrame.read(Fields(answer, "player"))
        except ValueError:
            self.message.setText(self.tr("The server's answer could not be read."))
            return
        self.name, self.loaded, self._games = page.name, True, page.games
        self.setWindowTitle(self.tr("Player: {name}").format(name=page.name))
        self.title.setText(self.title_text(page))
        self.rating_label.setText(self.rating_text(page))
        self.rating_label.setToolTip(provisional_tip() if page.rating is not None
                                     and page.rating.provisional else "")
        self.record_label.setText(self.tr("{won} won · {drawn} drawn · {lost} lost").format(
            won=page.record.won, drawn=page.record.drawn, lost=page.record.lost))
        self.tournaments_label.setText(self.tournaments_text(page))
        self.tournaments_label.setVisible(bool(page.tournaments))
        self.chart.set_games(chart_games(page.history, page.games))
        self.chart.setVisible(page.rating is not None)  # a guest has no rating
        self.games.removeRows(0, self.games.rowCount())
        for game in page.games:
            self.games.appendRow(self.game_row(game))
        for column in (0, 2, 3, 4):  # the rows came after the view was laid out
            self.games_view.resizeColumnToContents(column)
        self.review_button.setEnabled(bool(page.games))

    def tournaments_text(self, page: PlayerFrame) -> str:
        """"Tournaments: Club night (finished), Friday arena (running)"."""
        events = [self.tr("{name} ({stage})").format(name=t.name,
                                                     stage=stage_text(t.stage).lower())
                  for t in page.tournaments]
        return self.tr("Tournaments: {events}").format(events=", ".join(events))

    def title_text(self, page: PlayerFrame) -> str:
        if page.playing:
            return self.tr("{name} · playing now").format(name=page.name)
        if page.online:
            return self.tr("{name} · online").format(name=page.name)
        return page.name

    def rating_text(self, page: PlayerFrame) -> str:
        """"Rating 1662? ± 180 (provisional) · rated games: 2" and the like."""
        rating = page.rating
        if rating is None:
            return self.tr("A guest: no rating, casual games only.")
        if rating.provisional:
            return self.tr("Rating {rating}? ± {deviation} (provisional) · rated games: "
                           "{games}").format(rating=rating.rating, deviation=rating.deviation,
                                             games=rating.games)
        return self.tr("Rating {rating} ± {deviation} · rated games: {games}").format(
            rating=rating.rating, deviation=rating.deviation, games=rating.games)

    def game_row(self, game: FinishedGame) -> list[QStandardItem]:
        """A game's cells: when it ended, the opponent, the result, the clock, rated."""
        opponent = game.north if game.side is not None and game.side.value == "south" \
            else game.south
        results = {"win": self.tr("won"), "loss": self.tr("lost"), "draw": self.tr("drawn")}
        when = QDateTime.fromMSecsSinceEpoch(game.ended_at or game.started_at).toLocalTime()
        ended = self.tr("{date} {time}").format(
            date=self.locale().toString(when.date(), self.locale().FormatType.ShortFormat),
            time=when.toString("HH:mm"))
        cells = [ended, opponent,
                 results.get(game.result, self.tr("no result")),
                 clock_title(None) if game.clock is None else _clock_text(game.clock),
                 self.tr("rated") if game.rated else self.tr("casual")]
        items = [QStandardItem(cell) for cell in cells]
        items[0].setData(game.id, Qt.ItemDataRole.UserRole)
        return items

    def _refused(self, code: str, message: str) -> None:
        words = self.tr("There is no player {name} on this server.").format(name=self.name)
        self.message.setText(words if code == "not-found" else refusal_text(code, message))

    # -- a past game -------------------------------------------------------------------
    def chosen_game(self) -> FinishedGame | None:
        row = self.games_view.currentIndex().row()
        return self._games[row] if 0 <= row < len(self._games) else None

    def review(self, _index: QModelIndex | None = None) -> None:
        """Fetch the chosen game's record; ``pastGameChosen`` once it is kept."""
        game = self.chosen_game()
        if game is None:
            self.message.setText(self.tr("Choose a game in the list first."))
            return
        pending = self.connection.calls.record(game.id)
        pending.succeeded.connect(self._record_came)
        pending.refused.connect(lambda code, text: self.message.setText(
            refusal_text(code, text)))

    def _record_came(self, answer: dict[str, Any]) -> None:
        path, trouble = keep_record(answer)
        self.message.setText(trouble)
        if path is not None:
            self.pastGameChosen.emit(str(path))


def keep_record(answer: dict[str, Any]) -> tuple[Path | None, str]:
    """A ``record`` answer's game kept in the server games' folder: its path, or None and
    why not in words (a record that does not read, a folder that cannot be written)."""
    try:
        record = RecordFrame.read(Fields(answer, "record"))
        return save_server_game(server_games_folder(), record.game, record.ogn), ""
    except (ValueError, OSError) as error:
        return None, QCoreApplication.translate(
            "PlayerPageDialog", "The game could not be kept: {reason}").format(reason=error)


def _clock_text(clock: str) -> str:
    """A clock as the protocol writes it ("300+3") in words, or as it is when unreadable."""
    try:
        return clock_title(TimeControl.parse(clock))
    except ValueError:
        return clock
