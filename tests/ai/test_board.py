"""The search's fast board plays exactly as the rules engine."""

import random

import pytest

from wari_desktop.ai.board import children, normalise
from wari_desktop.rules import LETTERS, Game, GrandSlam, Player, Rules


def letter_for(game: Game, house: int) -> str:
    return LETTERS[house if game.to_move is Player.SOUTH else house + 6]


@pytest.mark.parametrize("policy", list(GrandSlam))
def test_children_match_the_rules_engine_move_for_move(policy: GrandSlam) -> None:
    rng = random.Random(7)
    checked = 0
    for _ in range(40):
        game = Game(rules=Rules(grand_slam=policy))
        while not game.is_over():
            kids = children(normalise(game.position), policy)
            assert sorted(letter_for(game, h) for h, _, _ in kids) == sorted(game.legal_moves())
            for house, captured, child in kids:
                plan = game.play(letter_for(game, house))
                assert plan.captured == captured
                assert normalise(game.position) == child
                game.undo()
                checked += 1
            game.play(rng.choice(game.legal_moves()))
    assert checked > 5000


def test_a_famine_position_has_no_children() -> None:
    # South to move with one seed in A: it cannot reach North's empty side.
    board = (1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    assert children(board) == []


def test_a_grand_slam_child_captures_nothing() -> None:
    board = (1, 1, 0, 2, 4, 0, 1, 1, 1, 0, 0, 0)  # RULES.md example 4
    kids = {h: (c, b) for h, c, b in children(board)}
    assert kids[4][0] == 0
    assert kids[4][1] == (2, 2, 2, 0, 0, 0, 1, 1, 0, 2, 0, 1)
