"""Vectorised moves: every legal move of many boards at once (default rules).

Boards are rows of a ``(m, 12)`` uint8 array normalised to the player to move (houses
0..5 the mover's, 6..11 the opponent's, sowing i -> i + 1, 11 -> 0). A move takes every
seed of a non-empty house 0..5 and sows one per house, skipping the start house on every
lap. If the last seed lands in an opponent house now holding 2 or 3, that house and the
unbroken run of opponent houses before it holding 2 or 3 are captured, unless that would
take every seed on the opponent's side (a grand slam captures nothing). When the opponent's
side is empty only moves that sow into it are legal; a board with no legal move ends the
game (famine) and each side takes the seeds on its own side.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from ..board import children as board_children
from .indexing import Boards


@dataclass(frozen=True, slots=True)
class Moves:
    """The outcome of playing one house on every board of a batch.

    ``legal``: the move may be played; ``captured``: seeds it captures (0 for a grand
    slam); ``children``: the boards it leaves, normalised for the opponent (rows of illegal
    moves are meaningless).
    """

    legal: npt.NDArray[np.bool_]
    captured: npt.NDArray[np.uint8]
    children: Boards


def play(boards: Boards, house: int) -> Moves:
    """Play ``house`` (0..5) on every board of ``boards`` (see the module docstring)."""
    seeds = boards[:, house].astype(np.int16)
    legal = seeds > 0
    opponent_empty = ~boards[:, 6:].any(axis=1)
    legal &= ~opponent_empty | (seeds >= 6 - house)
    after = boards.copy()
    after[:, house] = 0
    laps, rest = np.divmod(seeds, 11)
    for step in range(1, 12):
        target = (house + step) % 12
        after[:, target] += (laps + (rest >= step)).astype(np.uint8)
    last = (house + (seeds - 1) % 11 + 1) % 12
    # Capture chain: house j is taken if it holds 2 or 3 and either the last seed fell there
    # or house j + 1 was taken (the chain runs back from the last house).
    captured = np.zeros(len(boards), dtype=np.uint8)
    taken = np.zeros(len(boards), dtype=bool)
    chain = np.zeros((len(boards), 6), dtype=bool)
    for j in range(11, 5, -1):
        count = after[:, j]
        taken = ((count == 2) | (count == 3)) & ((last == j) | taken)
        chain[:, j - 6] = taken
        captured += np.where(taken, count, 0).astype(np.uint8)
    opponent = after[:, 6:].sum(axis=1, dtype=np.uint8)
    grand_slam = captured == opponent
    captured[grand_slam] = 0
    chain[grand_slam] = False
    after[:, 6:][chain] = 0
    children = np.concatenate((after[:, 6:], after[:, :6]), axis=1)
    return Moves(legal, captured, children)


def children(board: tuple[int, ...]) -> list[tuple[int, tuple[int, ...]]]:
    """Every legal move of ``board`` as ``(captured, child)``, the child normalised for the
    opponent; empty when the game ends here (the scalar form of ``play``: the search's own
    move generator, in house order)."""
    return [(captured, child) for _, captured, child in board_children(board)]
