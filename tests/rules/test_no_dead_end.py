"""No dead end: in every small position, under every combination of rule options, the game
is either over or the player to move has a legal move, and every legal move can be played.

Exhaustive over every board holding at most ``MAX_SEEDS`` seeds (the stores hold the rest
of the 48), both players to move, a balanced and two unbalanced splits of the stores (neither
reaching 25), 2 grand-slam policies x 3 empty-side policies x repetition on/off, and the
standard and two *Case supplementari* ownerships. Endgames with few seeds are where a
player can run out of moves. ``MAX_SEEDS`` is 4, not 5: with 5 the sweep (6,188 boards per
combination instead of 1,820) took about 47 s on the 2-core development machine; with 4,
about 13 s. (One ply from a fresh game cannot repeat a position, so the repetition option
is swept for completeness only.)
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations_with_replacement, product

import pytest

from wari_desktop.rules import (
    HOUSES,
    SEEDS,
    STANDARD_OWNERS,
    EmptySide,
    Game,
    GrandSlam,
    Player,
    Position,
    Rules,
    next_owners,
)

MAX_SEEDS = 4
OWNERSHIPS = {"6-6": STANDARD_OWNERS, "8-4": next_owners(32, 16), "4-8": next_owners(16, 32)}


def small_positions() -> Iterator[Position]:
    """Every position with at most MAX_SEEDS seeds on the board, with the stores split
    evenly, and 24 for South or for North (the other gets the rest)."""
    for on_board in range(MAX_SEEDS + 1):
        rest = SEEDS - on_board
        half = SEEDS // 2
        splits = {(rest // 2, rest - rest // 2), (half, rest - half), (rest - half, half)}
        for houses in combinations_with_replacement(range(HOUSES), on_board):
            counts = tuple(houses.count(h) for h in range(HOUSES))
            for stores, to_move in product(sorted(splits), Player):
                yield Position(counts, stores, to_move)


POSITIONS = list(small_positions())

COMBINATIONS = [
    pytest.param(
        Rules(grand_slam, repetition, empty_side, owners),
        id=f"{grand_slam.value}-{empty_side.value}-rep={repetition}-{name}",
    )
    for grand_slam, empty_side, repetition, (name, owners) in product(
        GrandSlam, EmptySide, (True, False), OWNERSHIPS.items()
    )
]


def test_the_sweep_covers_every_small_board() -> None:
    # Boards with 0, 1, 2, 3, 4 seeds: 1, 12, 78, 364, 1365. Store splits: 24-24 alone,
    # then 23-24 and 24-23, then three. Both players to move.
    assert len(POSITIONS) == 2 * (1 * 1 + 12 * 2 + (78 + 364 + 1365) * 3)


@pytest.mark.parametrize("rules", COMBINATIONS)
def test_every_small_position_is_over_or_has_a_legal_move_that_can_be_played(
    rules: Rules,
) -> None:
    for position in POSITIONS:
        game = Game(position, rules)
        legal = game.legal_moves()
        assert game.is_over() or legal, position
        for move in legal:
            game.play(move)
            assert game.is_over() or game.legal_moves(), (position, move)
            game.undo()
