"""Depth in cycling endings with and without graph history: master's positions from the
endings of logged arena games (``--show-moves``) that ended by repetition.

Run: python benchmarks/bench_endings.py LOG [LOG ...] [--seconds 1] [--seeds 14] [--every 2]

Every ``--every``-th position of master's with at most ``--seeds`` seeds on the board is
searched for ``--seconds`` of CPU from an empty table, once with each setting of
``graph_history``; prints each position's depth, value and move, then the mean and median
depths and how often the move and the value differ.
"""

from __future__ import annotations

import argparse
import re
import statistics
from collections.abc import Iterator
from pathlib import Path

from wari_desktop.ai.analysis import history_keys
from wari_desktop.ai.board import normalise
from wari_desktop.ai.core import make_searcher
from wari_desktop.ai.search import Iteration, Limits
from wari_desktop.ai.tables import endgame_table
from wari_desktop.rules import Game

GAME_LINE = re.compile(r"game\s+(\d+): (\S+) \(S\) - (\S+) \(N\) .* repetition")


def repetition_games(log: Path) -> Iterator[tuple[str, bool, list[str]]]:
    """Each game of ``log`` that ended by repetition: its number, whether master played
    South, and its moves."""
    lines = log.read_text().splitlines()
    for i, line in enumerate(lines):
        found = GAME_LINE.match(line)
        if found and i + 1 < len(lines):
            yield found.group(1), found.group(2) == "master", lines[i + 1].split()


def searched(game: Game, seconds: float, graph_history: bool) -> Iteration:
    """The last depth completed in ``seconds`` of CPU."""
    position = game.position
    mover = position.to_move
    searcher = make_searcher(table=endgame_table(wait=True), graph_history=graph_history,
                             keep_table=False)
    iterations = list(searcher.iterate(normalise(position), position.stores[mover],
                                       position.stores[mover.opponent], history_keys(game),
                                       Limits(seconds=seconds, cpu=True)))
    return iterations[-1]  # a position with moves completes depth 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("logs", type=Path, nargs="+")
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--seeds", type=int, default=14)
    parser.add_argument("--every", type=int, default=2)
    args = parser.parse_args()
    rows: list[tuple[Iteration, Iteration]] = []
    for log in args.logs:
        for number, master_south, moves in repetition_games(log):
            game, count = Game(), 0
            for ply, move in enumerate(moves):
                masters = (ply % 2 == 0) == master_south
                if masters and 48 - sum(game.position.stores) <= args.seeds:
                    if count % args.every == 0:
                        row = (searched(game, args.seconds, True),
                               searched(game, args.seconds, False))
                        rows.append(row)
                        print(f"{log.name} game {number} ply {ply}: "
                              + "; ".join(f"{name} depth {it.depth} value {it.score} move "
                                          f"{'ABCDEF'[it.move]}" for name, it in
                                          zip(("with", "without"), row, strict=True)),
                              flush=True)
                    count += 1
                game.play(move)
    if not rows:
        print("no ending positions found")
        return
    for name, index in (("with graph history", 0), ("without", 1)):
        depths = [row[index].depth for row in rows]
        print(f"{name}: mean depth {statistics.mean(depths):.1f}, "
              f"median {statistics.median(depths)}")
    print(f"{len(rows)} positions; the move differs in "
          f"{sum(a.move != b.move for a, b in rows)}, the value in "
          f"{sum(a.score != b.score for a, b in rows)}")


if __name__ == "__main__":
    main()
