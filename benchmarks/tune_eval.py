"""Self-play tuning of the evaluation weights: a candidate against the defaults, both at a
fixed depth (deterministic), from paired random openings with sides swapped.

Run: python benchmarks/tune_eval.py [depth] [pairs] [name=value ...]
e.g. python benchmarks/tune_eval.py 6 20 empty=60 kroo=80
"""

from __future__ import annotations

import random
import sys
from dataclasses import replace

from wari_desktop.ai.board import normalise
from wari_desktop.ai.evaluate import DEFAULT_WEIGHTS, Weights
from wari_desktop.ai.search import Limits, Searcher
from wari_desktop.rules import LETTERS, Game, Player


def opening(seed: int, plies: int = 4) -> list[str]:
    """A random legal opening of ``plies`` moves."""
    rng = random.Random(seed)
    game = Game()
    for _ in range(plies):
        game.play(rng.choice(game.legal_moves()))
    return game.moves


def play(moves: list[str], south: Weights, north: Weights, depth: int) -> tuple[int, int]:
    """Final totals of a game from ``moves``, each side searching to ``depth``."""
    game = Game()
    for move in moves:
        game.play(move)
    searchers = {Player.SOUTH: Searcher(south), Player.NORTH: Searcher(north)}
    while not game.is_over() and len(game.moves) < 400:
        position = game.position
        mover = position.to_move
        last = list(searchers[mover].iterate(
            normalise(position), position.stores[mover], position.stores[mover.opponent],
            limits=Limits(depth=depth)))[-1]
        game.play(LETTERS[last.move + (0 if mover is Player.SOUTH else 6)])
    return game.result() or game.position.collected(game.rules)


def main(argv: list[str]) -> None:
    depth = int(argv[0]) if argv else 6
    pairs = int(argv[1]) if len(argv) > 1 else 20
    changes = {k: int(v) for k, v in (a.split("=") for a in argv[2:])}
    candidate = replace(DEFAULT_WEIGHTS, **changes)
    points = 0.0
    for pair in range(pairs):
        moves = opening(pair)
        for cand_side in (Player.SOUTH, Player.NORTH):
            south, north = (candidate, DEFAULT_WEIGHTS) if cand_side is Player.SOUTH else (
                DEFAULT_WEIGHTS, candidate)
            totals = play(moves, south, north, depth)
            mine, theirs = totals[cand_side], totals[cand_side.opponent]
            points += 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
    games = 2 * pairs
    print(f"candidate {changes} vs defaults {DEFAULT_WEIGHTS}, depth {depth}: "
          f"{points}/{games} = {100 * points / games:.1f}%")


if __name__ == "__main__":
    main(sys.argv[1:])
