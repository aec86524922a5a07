"""The lobby frame as three table models: open seeks, players online, games in progress.

Each row is read from the frame into the protocol's own typed record
(``protocol.messages``: an ``Offer``, a ``Seat``, a ``LobbyGame``), row by row: a row not
as the protocol has it (a server of another version, a hostile one) is left out and
counted in ``skipped``, never shown half-read. A rating is shown with "?" while it is
provisional (its tool tip says what that means); a guest has none ("guest"); a bot is
marked "bot"; a player in a game now is marked "playing". The id of each row (the
seek's, the player's name, the game's) is its ``ID_ROLE`` data.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from ...protocol import GameTerms, Side
from ...protocol.limits import PROVISIONAL_DEVIATION
from ...protocol.messages import LobbyGame, Offer, Seat
from ...protocol.messages.fields import Fields
from ..dialogs.clock_choice import clock_title

_CONTEXT = "LobbyModels"
translate = QCoreApplication.translate
#: The role holding a row's id.
ID_ROLE = Qt.ItemDataRole.UserRole + 1
Index = QModelIndex | QPersistentModelIndex


def read_offer(value: Any) -> Offer:
    """A seek or a challenge of a frame; ValueError (``MessageError``) naming what is
    wrong."""
    return Offer.read(Fields(value, "seek"))


def read_player(value: Any) -> Seat:
    return Seat.read(Fields(value, "player"))


def read_game(value: Any) -> LobbyGame:
    return LobbyGame.read(Fields(value, "game"))


def rating_text(player: Seat) -> str:
    """"1520", "1500?" while provisional, "guest" for a guest."""
    if player.guest or player.rating is None:
        return translate(_CONTEXT, "guest")
    return f"{player.rating}?" if player.provisional else str(player.rating)


def provisional_tip() -> str:
    """What "?" after a rating means (the rule of ``protocol.limits``)."""
    return translate(_CONTEXT, "A rating with \"?\" is provisional: the server is not yet "
                     "sure of it, as its deviation is above {deviation}. About 10 rated "
                     "games against settled players settle it.").format(
                         deviation=round(PROVISIONAL_DEVIATION))


def playing_text(player: Seat) -> str:
    """"playing" for a player in a game now, else nothing."""
    return translate(_CONTEXT, "playing") if player.playing else ""


def player_text(player: Seat) -> str:
    """The name with its rating, and "bot" for a bot: "ama (1500?)", "oware-bot (bot)"."""
    if player.bot:
        return translate(_CONTEXT, "{name} ({rating}, bot)").format(
            name=player.name, rating=rating_text(player))
    return translate(_CONTEXT, "{name} ({rating})").format(name=player.name,
                                                          rating=rating_text(player))


def kind_text(player: Seat) -> str:
    if player.bot:
        return translate(_CONTEXT, "bot")
    if player.guest:
        return translate(_CONTEXT, "guest")
    return translate(_CONTEXT, "player")


def mode_text(terms: GameTerms) -> str:
    return translate(_CONTEXT, "rated") if terms.rated else translate(_CONTEXT, "casual")


Row = TypeVar("Row", Offer, Seat, LobbyGame)


class LobbyTable(QAbstractTableModel, Generic[Row]):
    """One list of the lobby frame: its rows, its column titles and the text of each
    cell. ``set_rows`` takes the frame's list; ``row_id`` reads a row's id."""

    def __init__(self, parse: Callable[[Any], Row], columns: Sequence[str],
                 cells: Callable[[Row], Sequence[str]], ident: Callable[[Row], str],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._parse: Callable[[Any], Row] = parse
        self._columns = list(columns)
        self._cells: Callable[[Row], Sequence[str]] = cells
        self._ident: Callable[[Row], str] = ident
        self.rows: list[Row] = []
        self.skipped = 0

    def set_rows(self, values: Any) -> None:
        """Show the rows of a frame's list (a list that is not one shows none)."""
        rows, skipped = [], 0
        for value in values if isinstance(values, list) else []:
            try:
                rows.append(self._parse(value))
            except ValueError:  # not as the protocol has it
                skipped += 1
        self.beginResetModel()
        self.rows, self.skipped = rows, skipped
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._columns)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        row = self.rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return self._cells(row)[index.column()]
        if role == ID_ROLE:
            return self._ident(row)
        if role == Qt.ItemDataRole.ToolTipRole and "?" in self._cells(row)[index.column()]:
            return provisional_tip()
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if (role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal
                and 0 <= section < len(self._columns)):
            return self._columns[section]
        return None

    def row_id(self, row: int) -> str | None:
        return self._ident(self.rows[row]) if 0 <= row < len(self.rows) else None


def side_cell(offer: Offer, me: str | None) -> str:
    """The side the one looking plays in ``offer``'s game: an author's own seek, the side
    asked; another's, the side its accepter gets ("South", "North", "by lot")."""
    side = offer.terms.side if offer.by.name == me else offer.accepter_side
    if side is Side.SOUTH:
        return translate(_CONTEXT, "South")
    if side is Side.NORTH:
        return translate(_CONTEXT, "North")
    return translate(_CONTEXT, "by lot")


def seeks_model(parent: QObject | None = None,
                me: Callable[[], str | None] = lambda: None) -> LobbyTable[Offer]:
    """Open seeks: who, their rating, the clock, rated or casual, and the side the player
    named by ``me`` would play (``side_cell``)."""
    columns = [translate(_CONTEXT, "Player"), translate(_CONTEXT, "Rating"),
               translate(_CONTEXT, "Clock"), translate(_CONTEXT, "Game"),
               translate(_CONTEXT, "Your side")]
    return LobbyTable(read_offer, columns, lambda s: (
        s.by.name, rating_text(s.by), clock_title(s.terms.control), mode_text(s.terms),
        side_cell(s, me())), lambda s: s.id, parent)


def players_model(parent: QObject | None = None) -> LobbyTable[Seat]:
    """Players online: name, rating, whether a person, a guest or a bot, and "playing"
    for those in a game now."""
    columns = [translate(_CONTEXT, "Player"), translate(_CONTEXT, "Rating"),
               translate(_CONTEXT, "Kind"), translate(_CONTEXT, "Now")]
    return LobbyTable(read_player, columns, lambda p: (
        p.name, rating_text(p), kind_text(p), playing_text(p)), lambda p: p.name, parent)


def games_model(parent: QObject | None = None) -> LobbyTable[LobbyGame]:
    """Games in progress: both players, the clock, rated or casual, the moves played."""
    columns = [translate(_CONTEXT, "South"), translate(_CONTEXT, "North"),
               translate(_CONTEXT, "Clock"), translate(_CONTEXT, "Game"),
               translate(_CONTEXT, "Moves")]
    return LobbyTable(read_game, columns, lambda g: (
        player_text(g.south), player_text(g.north), clock_title(g.terms.control),
        mode_text(g.terms), str(g.ply)), lambda g: g.id, parent)
