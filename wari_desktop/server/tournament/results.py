"""A tournament game's result on its board, written in the transaction that ends the game
(so a restart never finds a game ended without its board's result).

- A win scores 1 and a loss 0; a draw 1/2 each; the seeds each side holds at the end are
  kept for the tie-break of seeds captured.
- ``forfeit`` (no first move in time): the absent player 0, the other 1, or 0 each when
  neither came; the board is marked as not played.
- An end without a result (called off, which tournament games refuse) counts as a double
  forfeit, so that the round can go on.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ...protocol.terms import TournamentTag
from ...rules import Player
from .model import Board

if TYPE_CHECKING:
    from ..storage import Store


def decided(board: Board, winner: Player | None, counted: bool,
            totals: tuple[int, int]) -> Board:
    """``board`` with the result of its game (the module's rules)."""
    south_seeds, north_seeds = totals
    if not counted:
        south = "1" if winner is Player.SOUTH else "0"
        north = "1" if winner is Player.NORTH else "0"
        return replace(board, south_points=south, north_points=north, forfeit=True)
    if winner is None:
        south = north = "1/2"
    else:
        south, north = ("1", "0") if winner is Player.SOUTH else ("0", "1")
    return replace(board, south_points=south, north_points=north, forfeit=False,
                   south_seeds=south_seeds, north_seeds=north_seeds)


def record_board(store: Store, tag: TournamentTag, winner: Player | None,
                 counted: bool, totals: tuple[int, int]) -> None:
    """Write the ended game's result on its board (nothing when the board is gone)."""
    board = next((b for b in store.boards(tag.id, tag.round) if b.board == tag.board), None)
    if board is not None:
        store.set_board(tag.id, decided(board, winner, counted, totals))
