"""Self-play tuning of the evaluation weights at the compiled core's depths.

Step 1, games: the master search (default weights, ``--seconds`` of CPU time a move)
plays itself from seeded random openings, and every position reached is written down
with the game's result for the player to move:

    python benchmarks/tune_eval.py games --games 400 --seconds 0.05 --jobs 2 --out pos.csv

Step 2, fit: the positions where the player to move has no capture (quiet: the static
evaluation is what the search's quiescence returns there) fit the weights by logistic
regression. The win probability is modelled as ``1 / (1 + exp(-value / K))``; ``K`` is
first fitted with the default weights (the store difference is worth 100 a seed), then
the four weights with ``K`` fixed, minimising the mean squared error between the
predicted and the actual results (the "Texel" method). It prints the error of the
defaults and of the fitted weights, on the positions fitted and on a held-out fifth:

    python benchmarks/tune_eval.py fit pos.csv

Step 3, a match decides: the fitted weights replace the defaults only if they win,
``python benchmarks/ab_match.py --a side_seed=..,vulnerable=..,kroo=..,empty=.. --cpu``.
"""

from __future__ import annotations

import argparse
import csv
import random
import sys
from collections.abc import Callable
from dataclasses import astuple, fields
from multiprocessing import Pool

import numpy as np
from ab_match import choose  # this folder's match tool (a script's folder is on the path)

from wari_desktop.ai.board import children, normalise
from wari_desktop.ai.evaluate import DEFAULT_WEIGHTS, SEED, evaluate
from wari_desktop.ai.openings import random_opening
from wari_desktop.rules import Game

NAMES = tuple(f.name for f in fields(DEFAULT_WEIGHTS))


def play(spec: tuple[int, float, int, int]) -> list[tuple[object, ...]]:
    """One self-play game: per position its board (mover first), stores and result."""
    index, seconds, plies, seed = spec
    game = Game()
    for move in random_opening(plies, random.Random(f"{seed}-{index}")):
        game.play(move)
    positions = []
    while not game.is_over():
        position = game.position
        mover = position.to_move
        positions.append((normalise(position), position.stores[mover],
                          position.stores[mover.opponent], mover))
        game.play(choose(game, seconds, {}, cpu=True))
    outcome = game.outcome
    assert outcome is not None
    rows: list[tuple[object, ...]] = []
    for board, mine, theirs, mover in positions:
        result = 0.5 if outcome.winner is None else 1.0 if outcome.winner is mover else 0.0
        rows.append((index, "-".join(map(str, board)), mine, theirs, result))
    return rows


def games(args: argparse.Namespace) -> None:
    specs = [(index, args.seconds, args.openings, args.seed) for index in range(args.games)]
    with open(args.out, "w", newline="") as file, Pool(args.jobs) as pool:
        writer = csv.writer(file)
        writer.writerow(("game", "board", "mine", "theirs", "result"))
        for done, rows in enumerate(pool.imap_unordered(play, specs), 1):
            writer.writerows(rows)
            print(f"game {done}/{args.games}: {len(rows)} positions", flush=True)


def features(board: tuple[int, ...], mine: int, theirs: int) -> list[float]:
    """The evaluation's terms for the player to move, in ``Weights`` order, and the
    store difference (a fixed 100 a seed) last."""
    own, other = board[:6], board[6:]
    return [sum(own) - sum(other),
            sum(1 for s in other if s in (1, 2)) - sum(1 for s in own if s in (1, 2)),
            (max(own) >= 12) - (max(other) >= 12),
            other.count(0) - own.count(0),
            (mine - theirs) * SEED]


def per_count(board: tuple[int, ...], mine: int, theirs: int) -> list[float]:
    """An exploratory, richer evaluation: for each seed count 0-12 and for 13 or more,
    own houses holding it minus the opponent's; then the store difference."""
    own, other = board[:6], board[6:]
    return [sum(min(s, 13) == n for s in own) - sum(min(s, 13) == n for s in other)
            for n in range(14)] + [(mine - theirs) * SEED]


def load(path: str, terms: Callable[[tuple[int, ...], int, int], list[float]] = features
         ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Quiet positions' features, results and game numbers."""
    rows, results, game_ids = [], [], []
    with open(path, newline="") as file:
        for row in csv.DictReader(file):
            board = tuple(int(s) for s in row["board"].split("-"))
            moves = children(board)
            if not moves or any(captured for _, captured, _ in moves):
                continue
            rows.append(terms(board, int(row["mine"]), int(row["theirs"])))
            results.append(float(row["result"]))
            game_ids.append(int(row["game"]))
    return np.array(rows), np.array(results), np.array(game_ids)


def check_features(path: str) -> None:
    """The linear model is the program's evaluation: with the default weights the
    features give ``evaluate`` exactly (checked on the first positions of the file)."""
    weights = np.array(astuple(DEFAULT_WEIGHTS), dtype=float)
    with open(path, newline="") as file:
        for _, row in zip(range(500), csv.DictReader(file), strict=False):
            board = tuple(int(s) for s in row["board"].split("-"))
            mine, theirs = int(row["mine"]), int(row["theirs"])
            x = features(board, mine, theirs)
            modelled = float(np.dot(x[:-1], weights) + x[-1])
            if modelled != evaluate(board, mine, theirs):
                raise SystemExit(f"features of {board} disagree with evaluate(): fix features()")


def error(x: np.ndarray, y: np.ndarray, weights: np.ndarray, k: float) -> float:
    """Mean squared error of the predicted results."""
    value = x[:, :-1] @ weights + x[:, -1]
    return float(np.mean((y - 1 / (1 + np.exp(-value / k))) ** 2))


def fit_weights(x: np.ndarray, y: np.ndarray, start: np.ndarray, k: float,
                steps: int = 4000) -> np.ndarray:
    """Gradient descent (Adam) on the mean squared error, ``k`` fixed."""
    w = start.astype(float).copy()
    m = np.zeros_like(w)
    v = np.zeros_like(w)
    rate = 2.0
    for step in range(1, steps + 1):
        value = x[:, :-1] @ w + x[:, -1]
        p = 1 / (1 + np.exp(-value / k))
        grad = (-2 * (y - p) * p * (1 - p) / k) @ x[:, :-1] / len(y)
        m = 0.9 * m + 0.1 * grad
        v = 0.999 * v + 0.001 * grad ** 2
        w -= rate * (m / (1 - 0.9 ** step)) / (np.sqrt(v / (1 - 0.999 ** step)) + 1e-12)
    return w


def fit_k(x: np.ndarray, y: np.ndarray) -> float:
    """The scale that best fits the default weights' values to the results."""
    defaults = np.array(astuple(DEFAULT_WEIGHTS), dtype=float)
    return float(min(np.arange(50, 2001, 10), key=lambda k: error(x, y, defaults, float(k))))


def explore(args: argparse.Namespace) -> None:
    """Fit a value per seed count (the richer evaluation of ``per_count``) and compare its
    error with the four-term evaluation's: how much a new shape could gain."""
    x, y, game_ids = load(args.positions)
    held = game_ids % 5 == 0
    k = fit_k(x[~held], y[~held])
    four = fit_weights(x[~held], y[~held], np.array(astuple(DEFAULT_WEIGHTS), float), k)
    rich_x, _, _ = load(args.positions, per_count)
    rich = fit_weights(rich_x[~held], y[~held], np.zeros(rich_x.shape[1] - 1), k)
    print(f"K = {k:g}; four terms fitted: error {error(x[~held], y[~held], four, k):.5f}, "
          f"held out {error(x[held], y[held], four, k):.5f}")
    print(f"a value per seed count: error {error(rich_x[~held], y[~held], rich, k):.5f}, "
          f"held out {error(rich_x[held], y[held], rich, k):.5f}")
    print("values: " + " ".join(f"{n if n < 13 else '13+'}:{v:.0f}" for n, v in enumerate(rich)))


def fit(args: argparse.Namespace) -> None:
    if args.per_count:
        explore(args)
        return
    check_features(args.positions)
    x, y, game_ids = load(args.positions)
    held = game_ids % 5 == 0  # a fifth of the games, never fitted
    train_x, train_y = x[~held], y[~held]
    defaults = np.array(astuple(DEFAULT_WEIGHTS), dtype=float)
    k = fit_k(train_x, train_y)
    fitted = fit_weights(train_x, train_y, defaults, k)
    rounded = np.round(fitted / 5) * 5
    print(f"{len(y)} quiet positions from {len(set(game_ids))} games "
          f"({int(held.sum())} held out); K = {k:g}")
    for label, w in (("defaults", defaults), ("fitted", fitted), ("rounded", rounded)):
        print(f"{label:9s} " + " ".join(f"{n}={v:.1f}" for n, v in zip(NAMES, w, strict=True))
              + f"  error {error(train_x, train_y, w, k):.5f}"
              f"  held out {error(x[held], y[held], w, k):.5f}")
    print("candidate for ab_match: --a "
          + ",".join(f"{n}={int(v)}" for n, v in zip(NAMES, rounded, strict=True)))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    steps = parser.add_subparsers(dest="step", required=True)
    play_parser = steps.add_parser("games", help="self-play games, positions to a CSV file")
    play_parser.add_argument("--games", type=int, default=400)
    play_parser.add_argument("--seconds", type=float, default=0.05,
                             help="CPU time a move (0.05 s: depth 15-20)")
    play_parser.add_argument("--openings", type=int, default=6, help="random plies first")
    play_parser.add_argument("--seed", type=int, default=1)
    play_parser.add_argument("--jobs", type=int, default=1)
    play_parser.add_argument("--out", default="positions.csv")
    fit_parser = steps.add_parser("fit", help="fit the weights to the positions")
    fit_parser.add_argument("positions")
    fit_parser.add_argument("--per-count", action="store_true",
                            help="instead: how much a value per seed count would fit better")
    args = parser.parse_args(argv)
    if args.step == "games":
        games(args)
    else:
        fit(args)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
