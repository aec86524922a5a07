"""Transposition-table size: what each size costs a search, measured without the noise of
a clock.

Run: python benchmarks/bench_table.py [--seconds 2.0] [--sizes 1,4,16,64,256] [--seed 2024]

For the start position and the 8 middle games of ``bench_search.py``, the master search
(compiled core, one thread) first finds the depth it completes in ``--seconds`` of CPU
time with the default 64 MB table. Each size then searches every position to exactly
that depth, which is deterministic: the figures are the nodes it needed, its CPU time,
and its evictions (entries of the same search overwritten because their bucket was
full). With no evictions a larger table cannot change a single node, so it cannot play
differently; more nodes to the same depth is what a table too small costs.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

from wari_desktop.ai.analysis import history_keys
from wari_desktop.ai.board import normalise
from wari_desktop.ai.compiled import DEFAULT_HASH_MB
from wari_desktop.ai.core import CORE, make_searcher
from wari_desktop.ai.openings import random_games
from wari_desktop.ai.search import Limits
from wari_desktop.rules import Game


def search(game: Game, hash_mb: int, limits: Limits) -> tuple[int, int, float, int]:
    """The depth completed, nodes, CPU seconds and evictions of one search of ``game``."""
    position = game.position
    mover = position.to_move
    searcher = make_searcher(hash_mb=hash_mb, compiled=True)
    depth = 0
    started = time.thread_time()
    for iteration in searcher.iterate(normalise(position), position.stores[mover],
                                      position.stores[mover.opponent], history_keys(game),
                                      limits):
        depth = iteration.depth
    cpu = time.thread_time() - started
    return depth, searcher.nodes, cpu, searcher.evictions  # type: ignore[attr-defined]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=2.0,
                        help="CPU time that sets each position's depth (default: master's 2 s)")
    parser.add_argument("--sizes", default="1,4,16,64,256", help="table sizes in MB")
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args()
    if CORE == "pure Python":
        print("the compiled core is not built: nothing to measure", file=sys.stderr)
        return 1
    sizes = [int(size) for size in args.sizes.split(",")]
    games = [("start", Game()), *((f"middle {i + 1}", g)
                                  for i, g in enumerate(random_games(8, args.seed, (20, 40))))]
    print(f"search core {CORE}; load average {os.getloadavg()[0]:.2f}; depths: what "
          f"{args.seconds:g} s of CPU completes with {DEFAULT_HASH_MB} MB")
    depths = [search(game, DEFAULT_HASH_MB, Limits(seconds=args.seconds, cpu=True))[0]
              for _, game in games]
    print("position   depth " + "".join(f"{f'{size} MB: nodes, evictions':>34s}"
                                        for size in sizes))
    runs: dict[int, list[tuple[int, float, int]]] = {size: [] for size in sizes}
    for (name, game), depth in zip(games, depths, strict=True):
        row = f"{name:10s} {depth:5d} "
        for size in sizes:
            _, nodes, cpu, evictions = search(game, size, Limits(depth=depth))
            runs[size].append((nodes, cpu, evictions))
            row += f"{nodes:14,d} {cpu:6.2f} s {evictions:10,d}"
        print(row, flush=True)
    base = DEFAULT_HASH_MB if DEFAULT_HASH_MB in runs else sizes[-1]
    for size in sizes:
        nodes, cpu, evictions = (sum(column) for column in zip(*runs[size], strict=True))
        relative = statistics.median(run[0] / ref[0]
                                     for run, ref in zip(runs[size], runs[base], strict=True))
        print(f"{size:5d} MB: {nodes:14,.0f} nodes in {cpu:6.2f} s of CPU, "
              f"{evictions:10,.0f} evictions; median nodes relative to {base} MB: "
              f"{relative:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
