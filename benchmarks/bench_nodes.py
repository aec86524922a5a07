"""Nodes to a fixed depth over many positions: the work a setting saves to a depth, counted
the same on any load (each search starts from an empty table, one thread).

Run: python benchmarks/bench_nodes.py 20 [--count 24] [--seeds 2024,77] [--house-history]
     [--out FILE.json] [--base FILE.json]

The positions are ``--count`` middle games after 20-40 seeded random plies and half as many
later ones after 50-70 (the two seeds of ``--seeds``). ``--house-history`` orders by the
killers and history of the house alone (``seed_history=False``). ``--out`` writes each
position's nodes; ``--base`` compares with such a file: the total's ratio, the geometric
mean of the positions' ratios and how many positions took fewer nodes.
"""

from __future__ import annotations

import argparse
import json
import math
from pathlib import Path

from wari_desktop.ai.analysis import history_keys
from wari_desktop.ai.board import normalise
from wari_desktop.ai.core import CORE, make_searcher
from wari_desktop.ai.openings import random_games
from wari_desktop.ai.search import Limits


def nodes_to_depth(depth: int, count: int, seeds: tuple[int, int], seed_history: bool
                   ) -> list[int]:
    """Each position's nodes to ``depth``."""
    games = random_games(count, seeds[0], (20, 40)) + random_games(count // 2, seeds[1], (50, 70))
    found = []
    for game in games:
        position = game.position
        mover = position.to_move
        iterations = list(make_searcher(seed_history=seed_history).iterate(
            normalise(position), position.stores[mover], position.stores[mover.opponent],
            history_keys(game), Limits(depth=depth)))
        found.append(iterations[-1].nodes if iterations else 0)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("depth", type=int)
    parser.add_argument("--count", type=int, default=24)
    parser.add_argument("--seeds", default="2024,77")
    parser.add_argument("--house-history", action="store_true")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--base", type=Path)
    args = parser.parse_args()
    first, second = (int(seed) for seed in args.seeds.split(","))
    nodes = nodes_to_depth(args.depth, args.count, (first, second), not args.house_history)
    print(f"search core {CORE}; {len(nodes)} positions to depth {args.depth}: "
          f"{sum(nodes):,d} nodes")
    if args.out:
        args.out.write_text(json.dumps(nodes))
    if args.base:
        base = json.loads(args.base.read_text())
        ratios = [new / old for new, old in zip(nodes, base, strict=True) if new and old]
        mean = math.exp(sum(map(math.log, ratios)) / len(ratios))
        print(f"against {args.base}: total {sum(nodes) / sum(base):.4f}, geometric mean "
              f"{mean:.4f}, fewer nodes in {sum(r < 1 for r in ratios)} of {len(ratios)}")


if __name__ == "__main__":
    main()
