"""Search speed: nodes per second and the depth completed in a 1-second search, from the
start and from 8 middle-game positions (seeded random play of 20-40 plies).

Run: python benchmarks/bench_search.py [--seconds 1.0] [--seed 2024] [--table] [--python]
     [--cpu] [--threads N] [--to-depth N [--tt-depth 4] [--aspiration-lag 2] [--mtdf]]

The search is the master level's (quiescence 6, best move only) on the core the program
uses (the first line says which; ``--python`` forces the pure-Python reference);
``--table`` probes the endgame table if one is installed. Rates are given per wall-clock
second and per second of this process's CPU time: on a shared machine the second is what
one core does. With ``--cpu`` each search's limit is its own CPU time rather than the wall
clock, so that the depth reached does not depend on what else the machine runs.
``--threads N`` gives the compiled core's timed searches N threads (Lazy SMP; the depth is
the main thread's): compare N against 1 on the wall clock on an otherwise idle machine
(with ``--cpu`` only the main thread's time would count). Targets
(compiled core): median 5,000,000 nodes a second, depth 18 from the start in 1 s.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from dataclasses import dataclass

from wari_desktop.ai.analysis import history_keys
from wari_desktop.ai.board import normalise
from wari_desktop.ai.core import CORE, make_searcher
from wari_desktop.ai.openings import random_games
from wari_desktop.ai.search import ASPIRATION_LAG, TT_DEPTH, Limits
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
    cpu: float

    @property
    def nps(self) -> float:
        return self.nodes / self.seconds

    @property
    def cpu_nps(self) -> float:
        return self.nodes / max(self.cpu, 1e-9)



def load_average() -> float:
    """The one-minute load average (NaN on Windows, which has none: the benchmark also
    runs there, under Wine, against the Windows build of the core)."""
    return os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")

def middle_games(count: int, seed: int) -> list[Game]:
    """``count`` games after 20-40 seeded random plies (not yet over)."""
    return random_games(count, seed, (20, 40))


def measure(game: Game, seconds: float, use_table: bool, compiled: bool, cpu: bool = False,
            threads: int = 1) -> Measure:
    """Search ``game`` for ``seconds`` as the master level would (on ``threads``)."""
    position = game.position
    mover = position.to_move
    searcher = make_searcher(table=endgame_table(wait=True) if use_table else None,
                             compiled=compiled, threads=threads)
    depth = 0
    start = time.perf_counter()
    cpu_start = time.process_time()
    for iteration in searcher.iterate(normalise(position), position.stores[mover],
                                      position.stores[mover.opponent], history_keys(game),
                                      Limits(None, seconds, cpu=cpu)):
        depth = iteration.depth
    elapsed = time.perf_counter() - start
    return Measure(to_fen(position), depth, searcher.nodes, elapsed,
                   time.process_time() - cpu_start)


def to_depth(depth: int, settings: dict[str, int], seed: int) -> None:
    """Search the start position to ``depth`` on one thread, printing each depth's
    nodes and the CPU time so far, then the 8 middle games to the same depth, and the
    nodes of all nine: how the search's settings change the work to a depth."""
    searcher = make_searcher(**settings)  # type: ignore[arg-type]
    start = time.thread_time()
    nodes = 0
    for iteration in searcher.iterate((4,) * 12, 0, 0, set(), Limits(depth=depth)):
        nodes = iteration.nodes
        print(f"depth {iteration.depth:2d}: {iteration.nodes:12,d} nodes, "
              f"{time.thread_time() - start:7.3f} s of CPU, value {iteration.score}")
    total = nodes
    for i, game in enumerate(middle_games(8, seed)):
        position = game.position
        mover = position.to_move
        start = time.thread_time()
        iterations = list(make_searcher(**settings).iterate(  # type: ignore[arg-type]
            normalise(position), position.stores[mover], position.stores[mover.opponent],
            history_keys(game), Limits(depth=depth)))
        last = iterations[-1] if iterations else None
        if last is not None:
            total += last.nodes
            print(f"middle {i + 1}: {last.nodes:12,d} nodes, "
                  f"{time.thread_time() - start:7.3f} s of CPU, value {last.score}, "
                  f"move {last.move}")
    print(f"all nine to depth {depth}: {total:,d} nodes")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--table", action="store_true", help="probe the endgame table")
    parser.add_argument("--python", action="store_true", help="the pure-Python search")
    parser.add_argument("--cpu", action="store_true",
                        help="limit each search by its CPU time, not the wall clock")
    parser.add_argument("--threads", type=int, default=1,
                        help="search threads of the compiled core (Lazy SMP), default 1")
    parser.add_argument("--to-depth", type=int, metavar="N",
                        help="instead: the start position searched to depth N, each depth's "
                             "nodes and CPU time")
    parser.add_argument("--tt-depth", type=int, default=TT_DEPTH,
                        help="with --to-depth: the search's tt_depth")
    parser.add_argument("--aspiration-lag", type=int, default=ASPIRATION_LAG,
                        help="with --to-depth: the search's aspiration_lag")
    parser.add_argument("--mtdf", action="store_true",
                        help="with --to-depth: deepen by MTD(f) instead of aspiration windows")
    args = parser.parse_args()
    print(f"search core: {'pure Python (forced)' if args.python else CORE}")
    if args.to_depth:
        print(f"load average {load_average():.2f}; tt_depth {args.tt_depth}, "
              f"aspiration_lag {args.aspiration_lag}{', MTD(f)' if args.mtdf else ''}")
        to_depth(args.to_depth, {"tt_depth": args.tt_depth,
                                 "aspiration_lag": args.aspiration_lag, "mtdf": args.mtdf,
                                 "compiled": not args.python and CORE != "pure Python"},
                 args.seed)
        return
    print(f"load average {load_average():.2f} on {os.cpu_count()} cores; "
          f"{args.seconds:g} s {'of CPU time' if args.cpu else 'wall-clock'} per search; "
          f"table {'on' if args.table else 'off'}; {args.threads} thread(s)")
    results = []
    for name, game in [("start", Game()), *(
            (f"middle {i + 1}", g) for i, g in enumerate(middle_games(8, args.seed)))]:
        result = measure(game, args.seconds, args.table, not args.python and CORE != "pure Python",
                         args.cpu, args.threads)
        results.append(result)
        print(f"{name:9s} {result.fen:34s} depth {result.depth:2d}  "
              f"{result.nodes:10,d} nodes in {result.seconds:.2f} s = {result.nps:10,.0f} nps "
              f"({result.cpu_nps:10,.0f} per CPU second)")
    rates = [r.nps for r in results]
    cpu_rates = [r.cpu_nps for r in results]
    depths = [r.depth for r in results]
    print(f"nps: median {statistics.median(rates):,.0f}, min {min(rates):,.0f}, "
          f"max {max(rates):,.0f}; per CPU second median {statistics.median(cpu_rates):,.0f}; "
          f"depth in {args.seconds:g} s: start {depths[0]}, "
          f"middle games median {statistics.median(depths[1:]):g} "
          f"(min {min(depths[1:])}, max {max(depths[1:])})")


if __name__ == "__main__":
    main()
