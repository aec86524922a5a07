"""How moves are numbered wherever the program names one: as the move list numbers its
rows, a move number covering South's sowing and North's beside it, so "move 19" is always
row 19 of the list (the review's table and the status line say the same), with the side
that made it. A player who moves twice in a row (the other could not) starts a new row,
and a game from a set-up position where North moves first has North's move alone in row 1.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...rules import Player
from .texts import player_name


def ply_cells(movers: Sequence[Player]) -> list[tuple[int, int]]:
    """The (row, column) of each ply, given who made it: South in column 0, North in 1,
    a new row whenever a move cannot sit to the right of the previous one (a player who
    moves twice in a row, when the other passes, gets a row of their own)."""
    cells: list[tuple[int, int]] = []
    row = 0
    for ply, mover in enumerate(movers):
        column = int(mover is Player.NORTH)
        if ply and column <= cells[-1][1]:
            row += 1
        cells.append((row, column))
    return cells


def move_number(movers: Sequence[Player], plies: int) -> int:
    """The number (1-based row of the move list) of the last of the first ``plies``
    plies made by ``movers``; 0 for the start."""
    if plies <= 0:
        return 0
    return ply_cells(movers[:plies])[-1][0] + 1


def move_place(movers: Sequence[Player], plies: int) -> tuple[int, str]:
    """The number of the last of the first ``plies`` plies (as ``move_number``) and the
    translated side that made it ("South", "North"); (0, "") for the start."""
    if plies <= 0:
        return (0, "")
    return (move_number(movers, plies), player_name(movers[plies - 1]))
