"""Ranking boards: a bijection between boards with at most N seeds and 0..size(N)-1."""

from __future__ import annotations

import random

import numpy as np

from wari_desktop.ai.endgame.indexing import (
    level_size,
    level_start,
    rank,
    rank_in_level,
    rank_many,
    table_size,
    unrank,
    unrank_level,
)

from .reference import compositions


def test_sizes() -> None:
    assert table_size(15) == 17_383_860
    assert level_size(15) == 7_726_160
    assert [level_size(n) for n in range(4)] == [1, 12, 78, 364]
    assert all(level_start(n + 1) - level_start(n) == level_size(n) for n in range(30))
    assert level_start(0) == 0


def test_small_levels_are_enumerated_exactly_once() -> None:
    for seeds in range(6):
        boards = unrank_level(seeds, np.arange(level_size(seeds)))
        expected = set(compositions(seeds))
        assert {tuple(b) for b in boards.tolist()} == expected
        assert len(expected) == level_size(seeds)
        assert (rank_in_level(boards) == np.arange(level_size(seeds))).all()
        assert (rank_many(boards) == level_start(seeds) + np.arange(level_size(seeds))).all()
        assert [rank(tuple(b)) for b in boards.tolist()] == list(
            range(level_start(seeds), level_start(seeds + 1)))


def test_round_trip_on_random_boards() -> None:
    rng = random.Random(7)
    boards = []
    for _ in range(2000):
        board = [0] * 12
        for _ in range(rng.randint(0, 48)):
            board[rng.randrange(12)] += 1
        boards.append(tuple(board))
    indices = rank_many(np.array(boards, dtype=np.uint8))
    assert indices.tolist() == [rank(b) for b in boards]
    for board, index in zip(boards[:200], indices.tolist()[:200], strict=True):
        assert unrank(index) == board


def test_unrank_of_random_ranks_in_a_large_level() -> None:
    seeds = 30
    ranks = np.random.default_rng(3).integers(0, level_size(seeds), 5000)
    boards = unrank_level(seeds, ranks)
    assert (boards.sum(axis=1) == seeds).all()
    assert (rank_in_level(boards) == ranks).all()


def test_order_of_levels() -> None:
    assert rank((0,) * 12) == 0
    assert rank((0,) * 11 + (1,)) < rank((1,) + (0,) * 11) < level_start(2)
    assert rank((0,) * 11 + (48,)) == level_start(48)
    assert rank((48,) + (0,) * 11) == table_size(48) - 1
