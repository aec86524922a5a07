"""The move list: a table model of the game's moves, one row per move number, South's
move and North's side by side, each with its capture (``C +3``). With a displayed
position, it lists only the moves whose sowing has begun on the board."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from ..board.displayed import DisplayedPosition
from ..game.game_model import GameModel
from ..game.move_numbers import ply_cells as ply_cells  # kept importable here

Index = QModelIndex | QPersistentModelIndex

#: Follows a move that has a comment (the comment is in the move's tooltip).
COMMENT_MARK = "\u270e"


class MoveListModel(QAbstractTableModel):
    """The moves of ``model``'s game, kept up to date; with ``shown``, only the first
    ``shown.plies()`` of them (the moves the board has begun to show)."""

    def __init__(self, model: GameModel, parent: QObject | None = None,
                 shown: DisplayedPosition | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self._shown = shown
        self._cells: list[tuple[int, int]] = []
        self._texts: list[str] = []
        self._comments: dict[int, str] = {}
        model.positionChanged.connect(self.refresh)
        if shown is not None:
            shown.pliesChanged.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        """Read the game's moves again."""
        plies = self._model.game.plies
        if self._shown is not None:
            plies = plies[: self._shown.plies()]
        texts = [f"{ply.move} +{ply.plan.captured}" if ply.plan.captured else ply.move
                 for ply in plies]
        cells = ply_cells([ply.before.to_move for ply in plies])
        if (texts, cells) == (self._texts, self._cells):
            return
        self.beginResetModel()
        self._cells = cells
        self._texts = texts
        self.endResetModel()

    def set_comments(self, comments: dict[int, str]) -> None:
        """Show the record's comments: the one written after n moves goes with move n
        (a mark after the move, the words in its tooltip)."""
        if comments != self._comments:
            self._comments = dict(comments)
            self.layoutChanged.emit()

    def comment(self, ply: int) -> str | None:
        """The comment written after move ``ply`` (0-based), if any."""
        return self._comments.get(ply + 1)

    def ply_count(self) -> int:
        """How many moves the list shows."""
        return len(self._cells)

    def rowCount(self, parent: Index | None = None) -> int:
        if parent is not None and parent.isValid():
            return 0
        return self._cells[-1][0] + 1 if self._cells else 0

    def columnCount(self, parent: Index | None = None) -> int:
        return 0 if parent is not None and parent.isValid() else 2

    def ply_at(self, index: Index) -> int | None:
        """The ply (0-based) shown in the cell ``index``, or None for an empty cell."""
        if not index.isValid():
            return None
        cell = (index.row(), index.column())
        try:
            return self._cells.index(cell)
        except ValueError:
            return None

    def index_of(self, ply: int) -> QModelIndex:
        """The cell showing ``ply`` (0-based)."""
        if not 0 <= ply < len(self._cells):
            return QModelIndex()
        row, column = self._cells[ply]
        return self.index(row, column)

    def data(self, index: Index, role: int = 0) -> Any:
        ply = self.ply_at(index)
        if ply is None:
            return None
        comment = self.comment(ply)
        if role == Qt.ItemDataRole.DisplayRole:
            return f"{self._texts[ply]} {COMMENT_MARK}" if comment else self._texts[ply]
        if role == Qt.ItemDataRole.ToolTipRole:
            click = self.tr("Click to see the board after this move")
            return f"{comment}\n\n{click}" if comment else click
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if self.ply_at(index) is None:
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Vertical:
            return str(section + 1)
        return self.tr("South") if section == 0 else self.tr("North")
