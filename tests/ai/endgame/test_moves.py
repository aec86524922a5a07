"""The builder's moves (vectorised and scalar) against the public rules engine."""

from __future__ import annotations

import random

import numpy as np
import pytest

from wari_desktop.ai.endgame.moves import children, play

from .reference import moves as rules_moves


def _random_boards(count: int, seed: int) -> list[tuple[int, ...]]:
    rng = random.Random(seed)
    boards = []
    for _ in range(count):
        board = [0] * 12
        seeds = rng.choice([rng.randint(0, 8), rng.randint(0, 20), rng.randint(0, 48)])
        houses = rng.sample(range(12), rng.randint(1, 12))
        for _ in range(seeds):
            board[rng.choice(houses)] += 1
        boards.append(tuple(board))
    return boards


EDGE_CASES = [
    (0, 0, 0, 0, 0, 1) + (0,) * 6,  # must feed, F feeds
    (0, 0, 0, 0, 1, 0) + (0,) * 6,  # cannot feed: famine
    (1, 1, 0, 2, 4, 0, 1, 1, 1, 0, 0, 0),  # worked example 4: grand slam captures nothing
    (4, 0, 0, 1, 3, 1, 2, 1, 2, 0, 0, 6),  # worked example 3: chain capture of 5
    (6, 1, 7, 0, 14, 8, 0, 2, 8, 0, 0, 0),  # worked example 2: a lap skips the start
    (0, 13, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1),
    (0, 0, 0, 15, 0, 0, 1, 1, 2, 0, 2, 1),
    (0, 0, 0, 0, 0, 0, 3, 3, 3, 3, 3, 3),  # nothing to move
    (0,) * 12,
]


@pytest.mark.parametrize("seed", [1, 2])
def test_vectorised_moves_match_the_rules(seed: int) -> None:
    boards = EDGE_CASES + _random_boards(3000, seed)
    array = np.array(boards, dtype=np.uint8)
    played = [play(array, house) for house in range(6)]
    for row, board in enumerate(boards):
        mine = {
            house: (int(played[house].captured[row]), tuple(played[house].children[row].tolist()))
            for house in range(6)
            if played[house].legal[row]
        }
        reference = {house: (captured, child) for house, captured, child in rules_moves(board)}
        assert mine == reference, board


def test_scalar_moves_match_the_rules() -> None:
    for board in EDGE_CASES + _random_boards(3000, 3):
        expected = [(captured, child) for _, captured, child in rules_moves(board)]
        assert children(board) == expected, board


def _play_one(board: tuple[int, ...], house: int) -> tuple[bool, int, tuple[int, ...]]:
    move = play(np.array([board], dtype=np.uint8), house)
    return bool(move.legal[0]), int(move.captured[0]), tuple(move.children[0].tolist())


def test_worked_examples() -> None:
    # Example 3: E captures b then a (5 seeds); the child is seen from North.
    assert _play_one(EDGE_CASES[3], 4) == (True, 5, (0, 0, 2, 0, 0, 6, 4, 0, 0, 1, 0, 2))
    # Example 4: a grand slam captures nothing.
    assert _play_one(EDGE_CASES[2], 4) == (True, 0, (2, 2, 2, 0, 0, 0, 1, 1, 0, 2, 0, 1))
    # Example 2: 14 seeds lap the board and skip E.
    legal, captured, child = _play_one(EDGE_CASES[4], 4)
    assert (legal, captured) == (True, 0)
    assert child[6:] + child[:6] == (7, 2, 8, 1, 0, 10, 2, 4, 9, 1, 1, 1)
    # Feeding: with North empty only a move that reaches North is legal.
    assert _play_one(EDGE_CASES[0], 5)[0]
    assert not _play_one(EDGE_CASES[1], 4)[0]
