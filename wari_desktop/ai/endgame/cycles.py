"""The repetition rule searched exactly: the first-cycle game of a level.

Under the repetition rule the game ends as soon as a position (board and player to move)
recurs, and each side takes the seeds on its own side *of that position*. From a fresh
start (no history, as after a capture) this is a finite game, the "first-cycle game", whose
value depends on the board only. The retrograde bounds (``build``) settle it wherever one
side can force the game out of the level; the rest needs a search over paths, which grows
exponentially with the size of the level, so ``build`` uses it for small levels only.

The search is negamax with alpha-beta over paths from the root. It is exact: besides the
rule itself it uses two sound facts.

* A subgame depends only on the current board and the *set* of positions already on the
  path, so results are shared between paths that visit the same set in another order.
* If a board's retrograde lower bound ``k`` can be forced (an attractor strategy, every step
  getting strictly closer to leaving the level, so no position can repeat) and no position
  on the path lies in that attractor, the mover gets at least ``k``; likewise for the upper
  bound. In particular the root's value lies within its bounds.
"""

from __future__ import annotations

from collections.abc import Iterable
from contextlib import suppress

import numpy as np
import numpy.typing as npt

from .indexing import level_start, rank, unrank_level
from .moves import children

Board = tuple[int, ...]
_NONE = (-1, -1)  # no path board yet: every bound is unconstrained
_ALL = (99, 99)


class BudgetExceeded(Exception):
    """A search visited more positions than it was allowed."""


class FirstCycleGame:
    """Exact values of boards with ``seeds`` seeds under the repetition rule.

    ``values`` holds the (exact) values of every lower level; ``lower`` and ``upper`` are the
    retrograde bounds of this level, computed from those exact values.
    """

    def __init__(self, seeds: int, values: npt.NDArray[np.uint8],
                 lower: npt.NDArray[np.int16], upper: npt.NDArray[np.int16]) -> None:
        self.seeds = seeds
        self.values = values
        self.lower: list[int] = lower.tolist()
        self.upper: list[int] = upper.tolist()
        self._start = level_start(seeds)
        self._moves: dict[int, list[tuple[int, int, Board]]] = {}
        # Keyed by (index, parity, path); a path is a bit set of 2 * index + parity.
        self._memo: dict[tuple[int, int, int], tuple[int, int]] = {}
        self._left: int | None = None

    def solve(self, indices: Iterable[int], budget: int | None = None) -> dict[int, int]:
        """The value of every board of the level whose in-level index is listed; with a
        ``budget`` (positions per board), boards whose search exceeds it are left out."""
        indices = np.asarray(list(indices), dtype=np.int64)
        boards = unrank_level(self.seeds, indices)
        result = {}
        for index, board in zip(indices.tolist(), boards.tolist(), strict=True):
            self._left = budget
            with suppress(BudgetExceeded):
                result[index] = self._value(tuple(board), index)
            self._memo.clear()
        return result

    def _value(self, board: Board, index: int) -> int:
        """Bisect the root's bounds with null-window searches (cheaper than a full one)."""
        low, high = self.lower[index], self.upper[index]
        while low < high:
            guess = (low + high + 1) // 2
            if self._search(board, index, 0, 1 << (2 * index), _NONE, _ALL, guess - 1,
                            guess) >= guess:
                low = guess
            else:
                high = guess - 1
        return low

    def _moves_of(self, board: Board, index: int) -> list[tuple[int, int, Board]]:
        """``(value if a capture else -1, in-level index or -1, child)`` per legal move,
        the most promising first (captures by value, quiet moves by their bounds)."""
        moves = self._moves.get(index)
        if moves is None:
            n = self.seeds
            moves = []
            for captured, child in children(board):
                if captured:
                    moves.append((n - int(self.values[rank(child)]), -1, child))
                else:
                    moves.append((-1, rank(child) - self._start, child))
            moves.sort(key=self._promise, reverse=True)
            self._moves[index] = moves
        return moves

    def _promise(self, move: tuple[int, int, Board]) -> int:
        value, index, child = move
        if index < 0:
            return value
        own = sum(child[:6])
        return self.seeds - max(self.lower[index], min(self.upper[index], own))

    def _search(self, board: Board, index: int, parity: int,
                path: int, top_lower: tuple[int, int],
                bottom_upper: tuple[int, int], alpha: int, beta: int) -> int:
        """Negamax value for the mover of ``board`` given the path (fail-hard in the window
        ``alpha, beta``). ``top_lower[p]``/``bottom_upper[p]``: the largest lower and the
        smallest upper bound among earlier path boards of parity ``p``."""
        n = self.seeds
        if self._left is not None:
            self._left -= 1
            if self._left < 0:
                raise BudgetExceeded
        moves = self._moves_of(board, index)
        if not moves:
            return sum(board[:6])
        # Bounds that hold with this history (see the module docstring).
        lower, upper = self.lower[index], self.upper[index]
        other = 1 - parity
        low = lower if top_lower[parity] < lower and bottom_upper[other] > n - lower else 0
        high = upper if bottom_upper[parity] > upper and top_lower[other] < n - upper else n
        key = (index, parity, path)
        known = self._memo.get(key)
        if known is not None:
            low, high = max(low, known[0]), min(high, known[1])
        if low >= beta or low == high:
            return low
        if high <= alpha:
            return high
        alpha, beta = max(alpha, low - 1), min(beta, high + 1)
        best = -1
        for value, child_index, child in moves:  # a repetition ends the game at once
            if value < 0 and path >> (2 * child_index + other) & 1:
                best = max(best, n - sum(child[:6]))
        if best < beta:
            tops = list(top_lower)
            bottoms = list(bottom_upper)
            tops[parity] = max(tops[parity], lower)
            bottoms[parity] = min(bottoms[parity], upper)
            new_top, new_bottom = (tops[0], tops[1]), (bottoms[0], bottoms[1])
            for value, child_index, child in moves:
                if value < 0:
                    bit = 1 << (2 * child_index + other)
                    if path & bit:
                        continue
                    value = n - self._search(child, child_index, other, path | bit,
                                             new_top, new_bottom, n - beta,
                                             n - max(alpha, best))
                if value > best:
                    best = value
                    if best >= beta:
                        break
        if best <= alpha:
            self._memo[key] = (low, min(high, best))
        elif best >= beta:
            self._memo[key] = (max(low, best), high)
        else:
            self._memo[key] = (best, best)
        return best
