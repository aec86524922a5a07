"""The gentle levels stay gentle: a player who captures whenever they can (the most seeds,
else a random move) beats the beginner level."""

from __future__ import annotations

import random

from wari_desktop.ai import think
from wari_desktop.rules import Game, Player


def greedy_move(game: Game, rng: random.Random) -> str:
    """A move taking the most seeds if any captures, else a random legal move."""
    mover = game.to_move
    gains: dict[str, int] = {}
    for move in game.legal_moves():
        before = game.scores[mover]
        game.play(move)
        gains[move] = game.scores[mover] - before
        game.undo()
    most = max(gains.values())
    return rng.choice([m for m, gain in gains.items() if gain == most]) if most > 0 else (
        rng.choice(list(gains)))


def test_a_player_who_always_captures_beats_the_beginner() -> None:
    points = 0.0
    games = 30
    for index in range(games):
        rng = random.Random(f"greedy-{index}")
        greedy_side = Player.SOUTH if index % 2 == 0 else Player.NORTH
        game = Game()
        while not game.is_over():
            if game.to_move is greedy_side:
                game.play(greedy_move(game, rng))
            else:
                game.play(think(game, "beginner", rng=rng))
        outcome = game.outcome
        assert outcome is not None
        points += 0.5 if outcome.winner is None else float(outcome.winner is greedy_side)
    assert points / games > 0.55, f"the greedy player scored {points}/{games}"
