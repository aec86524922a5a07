"""A list model of the board for views: rows 0..11 are the houses ``A..F a..f``, row 12
South's store and row 13 North's. The counts are those of a still board (after the
end-of-game collection, once a game has ended by a rule that collects)."""

from __future__ import annotations

from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QByteArray,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from ...rules import HOUSES, LETTERS, Player
from ..game.game_model import GameModel

ROWS = HOUSES + 2
SOUTH_STORE = HOUSES
NORTH_STORE = HOUSES + 1


class Role(IntEnum):
    """The data each row offers besides its display text."""

    SEEDS = Qt.ItemDataRole.UserRole + 1
    OWNER = Qt.ItemDataRole.UserRole + 2  # a Player
    LEGAL = Qt.ItemDataRole.UserRole + 3  # the player to move may play this house
    LAST_MOVE = Qt.ItemDataRole.UserRole + 4  # the last move started here
    HINT = Qt.ItemDataRole.UserRole + 5  # the engine's suggestion
    LETTER = Qt.ItemDataRole.UserRole + 6  # "A".."f", or "" for a store
    IS_STORE = Qt.ItemDataRole.UserRole + 7
    HINT_SCORE = Qt.ItemDataRole.UserRole + 8  # the engine's evaluation of the hint, in seeds


class HouseListModel(QAbstractListModel):
    """The 12 houses and 2 stores of the game in ``model``, kept up to date."""

    def __init__(self, model: GameModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self._hint: int | None = None
        self._hint_score = 0.0
        model.positionChanged.connect(self._refresh)
        model.hintReady.connect(self._show_hint)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex | None = None) -> int:
        return 0 if parent is not None and parent.isValid() else ROWS

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> Any:
        if not index.isValid() or not 0 <= index.row() < ROWS:
            return None
        row = index.row()
        game = self._model.game
        store = row >= HOUSES
        seeds = self._model.board_counts()[row]
        if role == Qt.ItemDataRole.DisplayRole:
            return str(seeds)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return self._spoken(row, seeds)
        if role == Role.SEEDS:
            return seeds
        if role == Role.OWNER:
            if store:
                return Player.SOUTH if row == SOUTH_STORE else Player.NORTH
            return game.rules.owners[row]
        if role == Role.LEGAL:
            return not store and LETTERS[row] in game.legal_moves()
        if role == Role.LAST_MOVE:
            return bool(game.plies) and not store and game.plies[-1].move == LETTERS[row]
        if role == Role.HINT:
            return self._hint == row
        if role == Role.HINT_SCORE:
            return self._hint_score if self._hint == row else None
        if role == Role.LETTER:
            return "" if store else LETTERS[row]
        if role == Role.IS_STORE:
            return store
        return None

    def roleNames(self) -> dict[int, QByteArray]:
        names = super().roleNames()
        names.update({role.value: QByteArray(role.name.lower().encode()) for role in Role})
        return names

    def _spoken(self, row: int, seeds: int) -> str:
        """What a screen reader says of a pit: "House C, 4 seeds, yours, playable"."""
        if row == SOUTH_STORE:
            return self.tr("South's store, %n seed(s)", "", seeds)
        if row == NORTH_STORE:
            return self.tr("North's store, %n seed(s)", "", seeds)
        game = self._model.game
        owner = game.rules.owners[row]
        people = self._model.people()
        if self._model.seat(owner).computer:
            whose = self.tr("the computer's")
        elif people == (owner,):
            whose = self.tr("yours")
        elif owner is Player.SOUTH:
            whose = self.tr("South's")
        else:
            whose = self.tr("North's")
        text = self.tr("House %1, %n seed(s), %2", "", seeds).replace(
            "%1", LETTERS[row]).replace("%2", whose)
        if self._model.awaits_person() and LETTERS[row] in game.legal_moves():
            text = self.tr("%1, playable").replace("%1", text)
        return text

    def _refresh(self) -> None:
        self._hint = None
        self.dataChanged.emit(self.index(0), self.index(ROWS - 1))

    def _show_hint(self, analysis: Any) -> None:
        self._hint = LETTERS.index(analysis.best)
        self._hint_score = float(analysis.score)
        self.dataChanged.emit(self.index(0), self.index(HOUSES - 1), [Role.HINT, Role.HINT_SCORE])
