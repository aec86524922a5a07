"""Search speed: nodes per second and the depth completed in a 1-second search, from the
start and from 8 middle-game positions (seeded random play of 20-40 plies).

Run: python benchmarks/bench_search.py [--seconds 1.0] [--seed 2024] [--table]

The search is the master level's (quiescence 6, best move only); ``--table`` probes the
endgame table if one is installed. Timings are wall-clock: note the machine's load.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from dataclasses import dataclass

from wari_desktop.ai.analysis import history_keys
from wari_desktop.ai.board import normalise
from wari_desktop.ai.openings import random_games
from wari_desktop.ai.search import Limits, Searcher
from wari_desktop.ai.tables import endgame_table
from wari_desktop.notation import to_fen
from wari_desktop.rules import Game


@dataclass(frozen=True, slots=True)
class Measure:
    """One timed search."""

    fen: str
    depth: int
    nodes: int
    seconds: float

    @property
    def nps(self) -> float:
        return self.nodes / self.seconds


def middle_games(count: int, seed: int) -> list[Game]:
    """``count`` games after 20-40 seeded random plies (not yet over)."""
    return random_games(count, seed, (20, 40))


def measure(game: Game, seconds: float, use_table: bool) -> Measure:
    """Search ``game`` for ``seconds`` as the master level would."""
    position = game.position
    mover = position.to_move
    searcher = Searcher(table=endgame_table(wait=True) if use_table else None)
    depth = 0
    start = time.perf_counter()
    for iteration in searcher.iterate(normalise(position), position.stores[mover],
                                      position.stores[mover.opponent], history_keys(game),
                                      Limits(None, seconds)):
        depth = iteration.depth
    elapsed = time.perf_counter() - start
    return Measure(to_fen(position), depth, searcher.nodes, elapsed)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--table", action="store_true", help="probe the endgame table")
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores; "
          f"{args.seconds:g} s per search; table {'on' if args.table else 'off'}")
    results = []
    for name, game in [("start", Game()), *(
            (f"middle {i + 1}", g) for i, g in enumerate(middle_games(8, args.seed)))]:
        result = measure(game, args.seconds, args.table)
        results.append(result)
        print(f"{name:9s} {result.fen:34s} depth {result.depth:2d}  "
              f"{result.nodes:8,d} nodes in {result.seconds:.2f} s = {result.nps:8,.0f} nps")
    rates = [r.nps for r in results]
    depths = [r.depth for r in results]
    print(f"nps: median {statistics.median(rates):,.0f}, min {min(rates):,.0f}, "
          f"max {max(rates):,.0f}; depth in {args.seconds:g} s: start {depths[0]}, "
          f"middle games median {statistics.median(depths[1:]):g} "
          f"(min {min(depths[1:])}, max {max(depths[1:])})")


if __name__ == "__main__":
    main()
