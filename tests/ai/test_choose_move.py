"""choose_move: a legal letter at every level, under every rule option."""

import random
import threading

import pytest

from wari_desktop.ai import NAMES, choose_move, think
from wari_desktop.ai.openings import random_games
from wari_desktop.rules import EmptySide, Game, GrandSlam, Player, Position, Rules, next_owners


def positions(count: int, seed: int, rules: Rules | None = None) -> list[Game]:
    return random_games(count, seed, (0, 50), rules)


@pytest.mark.parametrize("level", NAMES)
def test_every_level_returns_a_legal_letter(level: str) -> None:
    for game in positions(6, seed=len(level)):
        move = choose_move(game, level, seconds=0.05)
        assert move in game.legal_moves()


@pytest.mark.parametrize("rules", [
    Rules(grand_slam=GrandSlam.FORBIDDEN),
    Rules(end_on_repetition=False),
    Rules(empty_side=EmptySide.GAME_ENDS),
    Rules(empty_side=EmptySide.PASS),
    Rules(owners=next_owners(32, 16)),
])
def test_the_computer_plays_legally_under_every_rule_option(rules: Rules) -> None:
    for game in positions(4, seed=3, rules=rules):
        for level in ("beginner", "master"):
            assert choose_move(game, level, seconds=0.05) in game.legal_moves()


def test_every_level_takes_a_capture_that_wins_the_game() -> None:
    # South has 23; F drops its seed on a (1 seed): captures 2 and reaches 25.
    start = Position((0, 0, 0, 0, 3, 1, 1, 0, 0, 0, 4, 3), (23, 13), Player.SOUTH)
    for level in NAMES:
        assert choose_move(Game(start), level, seconds=0.2) == "F"


def test_north_to_move_gets_a_north_letter() -> None:
    game = Game()
    game.play("E")
    assert choose_move(game, "club").islower()


def test_a_single_legal_move_is_returned_at_once() -> None:
    # RULES.md example 5: only E feeds North.
    game = Game(Position((1, 1, 0, 2, 4, 0, 0, 0, 0, 0, 0, 0), (20, 20)))
    assert choose_move(game) == "E"


def test_a_finished_game_has_no_move_to_choose() -> None:
    game = Game(Position((1, 1, 0, 2, 1, 0, 0, 0, 0, 0, 0, 0), (20, 23)))
    with pytest.raises(ValueError, match="over"):
        choose_move(game)


def test_an_unknown_level_is_refused_with_the_choices() -> None:
    with pytest.raises(ValueError, match="beginner"):
        choose_move(Game(), "grandmaster")


def test_cancelled_thinking_still_returns_a_legal_move() -> None:
    cancel = threading.Event()
    cancel.set()
    game = positions(1, seed=9)[0]
    assert think(game, "master", seconds=30, cancel=cancel) in game.legal_moves()


def test_lower_levels_vary_among_near_best_moves_but_never_blunder_a_win() -> None:
    game = Game()
    chosen = {think(game, "beginner", rng=random.Random(seed)) for seed in range(40)}
    assert len(chosen) > 1  # a human-like beginner does not always open the same way
    master = {think(game, "expert", seconds=0.3, rng=random.Random(s)) for s in range(2)}
    assert len(master) >= 1
