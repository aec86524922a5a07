"""Moves are named by the row of the move list they sit in, with their side."""

from __future__ import annotations

from wari_desktop.gui.game.move_numbers import move_number, move_place, ply_cells
from wari_desktop.rules import Player

S, N = Player.SOUTH, Player.NORTH


def test_a_move_number_covers_south_and_north() -> None:
    movers = [S, N, S, N, S]
    assert [move_number(movers, plies) for plies in range(6)] == [0, 1, 1, 2, 2, 3]
    assert move_place(movers, 4) == (2, "North")
    assert move_place(movers, 0) == (0, "")


def test_north_first_and_a_double_move_start_new_rows() -> None:
    movers = [N, S, N, N]  # North began (a set-up position), then moved twice in a row
    assert ply_cells(movers) == [(0, 1), (1, 0), (1, 1), (2, 1)]
    assert [move_number(movers, plies) for plies in range(1, 5)] == [1, 2, 2, 3]
