"""Games after seeded random moves: varied openings for matches, positions for tests and
benchmarks."""

from __future__ import annotations

import random
from collections.abc import Callable

from ..rules import Game, Rules


def random_play(game: Game, plies: int, rng: random.Random) -> Game:
    """Play up to ``plies`` random legal moves in ``game`` (fewer if it ends); returns it."""
    for _ in range(plies):
        if game.is_over():
            break
        game.play(rng.choice(game.legal_moves()))
    return game


def random_opening(plies: int, rng: random.Random) -> list[str]:
    """``plies`` random legal moves from the start that do not end the game."""
    while True:
        game = random_play(Game(), plies, rng)
        if not game.is_over():
            return game.moves


def random_games(
    count: int,
    seed: int,
    plies: tuple[int, int] = (0, 60),
    rules: Rules | None = None,
    keep: Callable[[Game], bool] = lambda game: not game.is_over(),
) -> list[Game]:
    """``count`` games, each after a seeded random number of random plies in ``plies``
    (inclusive), kept when ``keep`` says so (by default: not over)."""
    rng = random.Random(seed)
    games: list[Game] = []
    while len(games) < count:
        game = random_play(Game(rules=rules), rng.randint(*plies), rng)
        if keep(game):
            games.append(game)
    return games
