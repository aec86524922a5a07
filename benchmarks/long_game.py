"""A long game under the default rules, for benchmarks: a seeded random walk that prefers
quiet moves (a capture one time in twenty while
more than 36 seeds are on the board) and never takes a move that ends the game, so the board stays
full and positions rarely come back."""

from __future__ import annotations

import random

from wari_desktop.rules import Game


def long_game(plies: int = 1000, seed: int = 1) -> Game:
    """A legal, unfinished game of exactly ``plies`` moves from the standard start."""
    chooser = random.Random(seed)
    game = Game()
    while len(game.moves) < plies:
        quiet, loud = [], []
        for move in game.legal_moves():
            plan = game.play(move)
            if not game.is_over():
                (loud if plan.captured else quiet).append(move)
            game.undo()
        full = sum(game.houses) > 36
        capture = loud and (not quiet or (full and chooser.random() < 0.05))
        options = loud if capture else quiet
        if options:
            game.play(chooser.choice(options))
        else:  # every move ends the game: step back a little
            for _ in range(min(len(game.moves), chooser.randint(1, 6))):
                game.undo()
    return game
