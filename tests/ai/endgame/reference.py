"""An independent reference for the endgame table, written on the public rules engine.

Nothing here uses ``wari_desktop.ai``: moves come from ``wari_desktop.rules`` (``legal_moves``
and ``sow`` on real ``Position`` objects), boards are enumerated and indexed with dicts, and
the repetition rule is applied on the path (``Position.key``).

* ``path_value`` is the plain exhaustive search of the game from a fresh start: negamax over
  every line, a position recurring on the path ends the game with each side taking the seeds
  on its own side, no legal move ends it the same way. Its only shortcut is sound: after a
  capture no earlier position can recur, so the value there is that of a fresh start.
* ``Reference`` recomputes the whole table definition for small boards: the retrograde
  bounds of every level by plain (Jacobi) iteration, the first-cycle game of boards with at
  most ``EXACT_CYCLE_SEEDS`` seeds by path search (pruned by those bounds, which is sound),
  and the convention above that.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator

import numpy as np

from wari_desktop.rules import Player, Position, Rules, legal_moves, sow

RULES = Rules()
EXACT_CYCLE_SEEDS = 4
Board = tuple[int, ...]
Move = tuple[int, int, Board]  # (house, seeds captured, child board normalised)

sys.setrecursionlimit(max(sys.getrecursionlimit(), 20_000))


def position_of(board: Board) -> Position:
    """A legal 48-seed position with ``board`` (mover's view) and South to move."""
    return Position(tuple(board), (48 - sum(board), 0), Player.SOUTH)


def normalised(position: Position) -> Board:
    """The houses seen from the player to move."""
    houses = position.houses
    return houses if position.to_move is Player.SOUTH else houses[6:] + houses[:6]


_MOVES: dict[Board, list[Move]] = {}


def moves(board: Board) -> list[Move]:
    """Legal moves of ``board`` by the rules engine (cached)."""
    known = _MOVES.get(board)
    if known is None:
        position = position_of(board)
        known = []
        for house in legal_moves(position, RULES):
            after, plan = sow(position, house, RULES)
            known.append((house, plan.captured, normalised(after)))
        _MOVES[board] = known
    return known


def compositions(seeds: int, houses: int = 12) -> Iterator[Board]:
    """Every way to put ``seeds`` seeds in ``houses`` houses."""
    if houses == 1:
        yield (seeds,)
        return
    for first in range(seeds + 1):
        for rest in compositions(seeds - first, houses - 1):
            yield (first, *rest)


# -- the plain exhaustive search ------------------------------------------------------------
Key = tuple[tuple[int, ...], Player]
_FRESH: dict[Key, int] = {}


class BudgetExceeded(Exception):
    """The search visited more positions than it was allowed."""


class _Budget:
    def __init__(self, nodes: int | None) -> None:
        self.left = nodes

    def spend(self) -> None:
        if self.left is not None:
            self.left -= 1
            if self.left < 0:
                raise BudgetExceeded


def path_value(board: Board, order: Callable[[Board], int] | None = None,
               budget: int | None = None) -> int:
    """Seeds the mover of ``board`` gains under perfect play from a fresh start, by plain
    exhaustive search with the repetition rule on the path. ``order`` (a guess of a child's
    value, e.g. the table's; smallest first) only orders moves: the result does not depend
    on it. BudgetExceeded after ``budget`` positions (finished sub-results stay cached)."""
    return _fresh(position_of(board), order, _Budget(budget))


def _fresh(position: Position, order: Callable[[Board], int] | None, budget: _Budget) -> int:
    key = position.key
    if key not in _FRESH:
        seeds = sum(position.houses)
        _FRESH[key] = _negamax(position, {key}, -1, seeds + 1, order, budget)
    return _FRESH[key]


def _negamax(position: Position, path: set[Key], alpha: int, beta: int,
             order: Callable[[Board], int] | None, budget: _Budget) -> int:
    """Gain of the mover of ``position`` (fail-hard in ``alpha, beta``)."""
    budget.spend()
    mover = position.to_move
    legal = legal_moves(position, RULES)
    if not legal:  # famine: each side takes its own seeds
        return position.seeds_of(mover, RULES)
    results = [sow(position, house, RULES) for house in legal]
    if order is not None:
        results.sort(key=lambda result: order(normalised(result[0])))
    best = -1
    for after, plan in results:
        taken = plan.captured
        left = sum(after.houses)
        if taken:
            gain = taken + left - _fresh(after, order, budget)
        elif after.key in path:  # repetition: each side takes its own seeds
            gain = after.seeds_of(mover, RULES)
        else:
            path.add(after.key)
            gain = left - _negamax(after, path, left - beta, left - max(alpha, best), order,
                                   budget)
            path.discard(after.key)
        if gain > best:
            best = gain
            if best >= beta:
                break
    return best


# -- the whole definition, level by level ---------------------------------------------------
class Reference:
    """Values, proven bounds and convention of every board with at most ``max_seeds``."""

    def __init__(self, max_seeds: int) -> None:
        self.max_seeds = max_seeds
        self.value: dict[Board, int] = {}
        self.low: dict[Board, int] = {}  # proven bounds of the path-based value
        self.high: dict[Board, int] = {}
        for seeds in range(max_seeds + 1):
            self._level(seeds)

    def exact(self, board: Board) -> bool:
        return self.low[board] == self.high[board]

    def _level(self, n: int) -> None:
        boards = list(compositions(n))
        index = {board: i for i, board in enumerate(boards)}
        size = len(boards)
        # exits[kind][i]: best capture/famine result, -1 if none (kind: value, low, high)
        exits = np.full((3, size), -1, dtype=np.int64)
        children = []
        for i, board in enumerate(boards):
            legal = moves(board)
            if not legal:
                exits[:, i] = sum(board[:6])
            quiet = []
            for _, captured, child in legal:
                if captured:
                    exits[0, i] = max(exits[0, i], n - self.value[child])
                    exits[1, i] = max(exits[1, i], n - self.high[child])
                    exits[2, i] = max(exits[2, i], n - self.low[child])
                else:
                    quiet.append(index[child])
            children.append(quiet)
        lower, upper = _bounds(n, exits[0], exits[0], children)
        proven_low, proven_high = _bounds(n, exits[1], exits[2], children)
        value = {}
        for i, board in enumerate(boards):
            value[board] = min(max(sum(board[:6]), lower[i]), upper[i])
        if n <= EXACT_CYCLE_SEEDS:
            search = _CycleSearch(n, index, lower, upper, self.value)
            for i, board in enumerate(boards):
                if lower[i] < upper[i]:
                    exact = search.value(board)
                    value[board] = exact
                    proven_low[i] = proven_high[i] = exact
        else:  # the convention for boards whose opponent must be fed
            feeding = {}
            for i, board in enumerate(boards):
                if lower[i] < upper[i] and not any(board[6:]):
                    best = max(n - (value[child] if not captured else self.value[child])
                               for _, captured, child in moves(board))
                    feeding[board] = min(max(best, lower[i]), upper[i])
            value.update(feeding)
        for i, board in enumerate(boards):
            self.value[board] = value[board]
            self.low[board] = int(proven_low[i])
            self.high[board] = int(proven_high[i])


def _bounds(n: int, exit_low: np.ndarray, exit_high: np.ndarray,
            children: list[list[int]]) -> tuple[np.ndarray, np.ndarray]:
    """Least fixpoint of lower = max(exit, n - upper(child)), upper = max(exit, n -
    lower(child)) by Jacobi iteration from lower = 0 (or the exit) and upper = n."""
    size = len(children)
    width = max((len(c) for c in children), default=0)
    table = np.full((size, max(width, 1)), size, dtype=np.int64)  # size: no child
    for i, quiet in enumerate(children):
        table[i, : len(quiet)] = quiet
    has = np.array([bool(c) for c in children])
    lower = np.append(np.where(has, np.maximum(exit_low, 0), exit_low), 10 * n + 99)
    upper = np.append(np.where(has, n, exit_high), 10 * n + 99)
    while True:
        new_lower = np.maximum(exit_low, (n - upper[table]).max(axis=1))
        new_upper = np.maximum(exit_high, (n - lower[table]).max(axis=1))
        if (new_lower == lower[:size]).all() and (new_upper == upper[:size]).all():
            return new_lower, new_upper
        lower[:size], upper[:size] = new_lower, new_upper


class _CycleSearch:
    """Exact first-cycle-game values of one level: path search where a repetition ends the
    game, pruned by the retrograde bounds where they provably hold (a board in one side's
    attractor that no earlier path board belongs to) and sharing results between paths
    through the same set of boards."""

    def __init__(self, n: int, index: dict[Board, int], lower: np.ndarray,
                 upper: np.ndarray, below: dict[Board, int]) -> None:
        self.n = n
        self.index = index
        self.lower = [int(x) for x in lower]
        self.upper = [int(x) for x in upper]
        self.below = below
        self.memo: dict[tuple[Board, int, frozenset[tuple[Board, int]]], tuple[int, int]] = {}

    def value(self, board: Board) -> int:
        self.memo.clear()
        i = self.index[board]
        return self._search(board, 0, frozenset({(board, 0)}), (-1, -1), (99, 99),
                            self.lower[i] - 1, self.upper[i] + 1)

    def _search(self, board: Board, parity: int, path: frozenset[tuple[Board, int]],
                top: tuple[int, int], bottom: tuple[int, int], alpha: int, beta: int) -> int:
        """``top[p]``/``bottom[p]``: largest lower / smallest upper bound among the earlier
        path boards of parity p (relative to the root)."""
        n = self.n
        legal = moves(board)
        if not legal:
            return sum(board[:6])
        i = self.index[board]
        lower, upper = self.lower[i], self.upper[i]
        other = 1 - parity
        # The mover's attractor for ``lower`` contains no earlier path board: the bound holds.
        low = lower if top[parity] < lower and bottom[other] > n - lower else 0
        high = upper if bottom[parity] > upper and top[other] < n - upper else n
        key = (board, parity, path)
        if key in self.memo:
            low, high = max(low, self.memo[key][0]), min(high, self.memo[key][1])
        if low >= beta or low == high:
            return low
        if high <= alpha:
            return high
        alpha, beta = max(alpha, low - 1), min(beta, high + 1)
        best = -1
        for _, captured, child in legal:
            if not captured and (child, other) in path:
                best = max(best, n - sum(child[:6]))
        if best < beta:
            new_top = (max(top[0], lower), top[1]) if parity == 0 else (top[0], max(top[1], lower))
            new_bottom = ((min(bottom[0], upper), bottom[1]) if parity == 0
                          else (bottom[0], min(bottom[1], upper)))
            for _, captured, child in legal:
                if captured:
                    gain = n - self.below[child]
                elif (child, other) in path:
                    continue
                else:
                    gain = n - self._search(child, other, path | {(child, other)}, new_top,
                                            new_bottom, n - beta, n - max(alpha, best))
                if gain > best:
                    best = gain
                    if best >= beta:
                        break
        if best <= alpha:
            self.memo[key] = (low, min(high, best))
        elif best >= beta:
            self.memo[key] = (max(low, best), high)
        else:
            self.memo[key] = (best, best)
        return best
