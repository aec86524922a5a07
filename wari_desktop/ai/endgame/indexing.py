"""Ranking boards: every board with at most N seeds gets one index in 0..size(N)-1.

A board with exactly n seeds in 12 houses is a composition of n into 12 parts ("stars and
bars"): the 11 bars sit at slots ``p_j = b_0 + ... + b_j + j`` (j = 0..10) among n + 11
slots, and the board's rank within its level is the combinatorial number
``sum_j C(p_j, j + 1)``, a bijection onto ``0 .. C(n + 11, 11) - 1``. Levels are
concatenated in order n = 0, 1, 2, ...: level n starts at ``C(n + 11, 12)``.

``rank`` is the scalar form for probes; ``rank_many`` and ``unrank_level`` are the
vectorised forms for the build.
"""

from __future__ import annotations

from math import comb

import numpy as np
import numpy.typing as npt

HOUSES = 12
MAX_SEEDS = 48

Boards = npt.NDArray[np.uint8]
Indices = npt.NDArray[np.int64]


def level_size(seeds: int) -> int:
    """The number of boards holding exactly ``seeds`` seeds."""
    return comb(seeds + HOUSES - 1, HOUSES - 1)


def level_start(seeds: int) -> int:
    """The index of the first board with ``seeds`` seeds (all fewer-seed boards precede)."""
    return comb(seeds + HOUSES - 1, HOUSES)


def table_size(max_seeds: int) -> int:
    """The number of boards holding at most ``max_seeds`` seeds."""
    return level_start(max_seeds + 1)


# C(p, k) for slot p (0 .. MAX_SEEDS + 11) and k = 1..11, flattened as p * 12 + k.
_SLOTS = MAX_SEEDS + HOUSES
_BINOMIAL: list[int] = [comb(p, k) if k <= p else 0 for p in range(_SLOTS) for k in range(HOUSES)]
BINOMIAL = np.array(_BINOMIAL, dtype=np.int64).reshape(_SLOTS, HOUSES)
_START: list[int] = [level_start(n) for n in range(MAX_SEEDS + 2)]
_STARTS = np.array(_START, dtype=np.int64)
# For the scalar rank: the term of bar j at slot p, C(p, j + 1), flattened as p * 11 + j.
_TERM: list[int] = [comb(p, j + 1) for p in range(_SLOTS) for j in range(HOUSES - 1)]


def rank(board: tuple[int, ...] | list[int]) -> int:
    """The global index of ``board`` (12 counts, any seed total up to 48)."""
    term = _TERM
    slot = 0
    index = 0
    for j in range(11):
        slot += board[j]
        index += term[slot * 11 + j]
        slot += 1
    return _START[slot - 11 + board[11]] + index


def rank_many(boards: Boards | npt.NDArray[np.integer]) -> Indices:
    """Global indices of the boards in the rows of ``boards`` (shape ``(m, 12)``): the rank
    within the level plus where the level starts."""
    boards = np.asarray(boards)
    totals = boards.sum(axis=1, dtype=np.int64)
    index: Indices = rank_in_level(boards) + _STARTS[totals]
    return index


def rank_in_level(boards: Boards | npt.NDArray[np.integer]) -> Indices:
    """Ranks within their own level of the boards in ``boards`` (shape ``(m, 12)``)."""
    boards = np.asarray(boards)
    slots = np.cumsum(boards[:, :11], axis=1, dtype=np.int64)
    slots += np.arange(11, dtype=np.int64)
    index = np.zeros(len(boards), dtype=np.int64)
    for j in range(11):
        index += BINOMIAL[slots[:, j], j + 1]
    return index


def unrank_level(seeds: int, ranks: npt.NDArray[np.integer]) -> Boards:
    """The boards with ``seeds`` seeds whose ranks within the level are ``ranks``."""
    rest = np.array(ranks, dtype=np.int64)
    boards = np.empty((len(rest), HOUSES), dtype=np.uint8)
    after = np.full(len(rest), seeds + HOUSES - 1, dtype=np.int64)  # slot past the last bar
    for j in range(10, -1, -1):
        column = BINOMIAL[: seeds + HOUSES - 1, j + 1]
        slot = np.searchsorted(column, rest, side="right") - 1
        rest -= column[slot]
        boards[:, j + 1] = after - slot - 1
        after = slot
    boards[:, 0] = after
    return boards


def unrank(index: int) -> tuple[int, ...]:
    """The board with global index ``index`` (scalar; for tests and tools)."""
    seeds = 0
    while level_start(seeds + 1) <= index:
        seeds += 1
    board = unrank_level(seeds, np.array([index - level_start(seeds)]))[0]
    return tuple(int(x) for x in board)
