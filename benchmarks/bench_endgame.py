"""The endgame table: build time, peak memory, file size, load time, probe speed, and how
far its values agree with exhaustive search under the repetition rule.

Run: python benchmarks/bench_endgame.py [--seeds 15] [--engine c|numpy]
[--verify 2000 --verify-seeds 10]; ``--compare`` builds the table with each engine in a
process of its own (so that each peak memory is its own), reports both and checks that
the two tables are byte for byte the same.
Targets for 15 seeds: build within 15 minutes on 2 cores and 4 GB, at most 20 MB on disk.
"""

from __future__ import annotations

import argparse
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tqdm import tqdm

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.ai.endgame.reference import BudgetExceeded, path_value
from wari_desktop.ai.endgame import EndgameTable, build_table
from wari_desktop.ai.endgame.build import CONVENTION, ENGINES, default_engine
from wari_desktop.ai.endgame.indexing import level_size, level_start, unrank


def _random_board(rng: random.Random, seeds: int) -> tuple[int, ...]:
    """A board drawn uniformly among the boards holding ``seeds`` seeds."""
    return unrank(level_start(seeds) + rng.randrange(level_size(seeds)))


def measure_build(seeds: int, out: Path, engine: str) -> EndgameTable:
    start = time.perf_counter()
    with tqdm(total=1, unit=" boards", unit_scale=True, desc=f"build {seeds} ({engine})",
              file=sys.stderr) as bar:

        def progress(done: int, total: int) -> None:
            bar.total = total
            bar.update(done - bar.n)

        table = build_table(seeds, progress, engine)
    built = time.perf_counter() - start
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    table.save(out)
    size = out.stat().st_size
    loads = []
    for _ in range(3):
        start = time.perf_counter()
        EndgameTable.load(out)
        loads.append(time.perf_counter() - start)
    print(f"build:  {seeds} seeds ({engine}), {len(table.data):,} boards in {built:.1f} s "
          f"(target 900 s), peak memory {peak:.0f} MB (target 4096 MB)")
    print(f"file:   {size / 1e6:.2f} MB (target 20 MB), load {statistics.median(loads):.2f} s")
    return table


def measure_probes(table: EndgameTable) -> None:
    rng = random.Random(1)
    inside = [_random_board(rng, rng.randint(0, table.max_seeds)) for _ in range(20_000)]
    outside = [_random_board(rng, rng.randint(table.max_seeds + 1, 48)) for _ in range(20_000)]
    for name, boards in (("within the table", inside), ("above it (None)", outside)):
        best = float("inf")
        for _ in range(5):
            start = time.perf_counter()
            for board in boards:
                table.probe(board)
            best = min(best, time.perf_counter() - start)
        print(f"probe:  {best / len(boards) * 1e6:.2f} us per board {name}")


def report_exactness(table: EndgameTable) -> None:
    data = table.data
    shares = []
    for seeds in range(table.max_seeds + 1):
        level = data[level_start(seeds): level_start(seeds + 1)]
        shares.append(f"{seeds}:{100 * float((level & CONVENTION == 0).mean()):.0f}%")
    total = 100 * float((data & CONVENTION == 0).mean())
    print(f"proven exact (path-based value), by seeds: {' '.join(shares)}; all {total:.1f}%")


def verify(table: EndgameTable, count: int, most: int, budget: int) -> None:
    """Plain exhaustive search with the repetition rule (rules engine, no table values but
    for move ordering) on ``count`` random boards of 1..``most`` seeds, each level equally
    represented; boards whose search exceeds ``budget`` positions stay undecided."""
    rng = random.Random(5)
    rows = []
    totals = {"exact": [0, 0, 0], "convention": [0, 0, 0]}  # drawn, decided, agreeing
    for seeds in range(1, most + 1):
        per = {"exact": [0, 0, 0], "convention": [0, 0, 0]}
        for _ in range(count // most):
            board = _random_board(rng, seeds)
            kind = "exact" if table.is_exact(board) else "convention"
            per[kind][0] += 1
            try:
                value = path_value(board, order=table.probe, budget=budget)
            except BudgetExceeded:
                continue
            per[kind][1] += 1
            per[kind][2] += value == table.probe(board)
        for kind in per:
            for i in range(3):
                totals[kind][i] += per[kind][i]
        rows.append(f"  {seeds:2d} seeds: exact {per['exact'][2]}/{per['exact'][1]} agree "
                    f"({per['exact'][0]} drawn), convention {per['convention'][2]}/"
                    f"{per['convention'][1]} agree ({per['convention'][0]} drawn)")
    print(f"verify: {count} random boards of 1..{most} seeds, plain path search with a budget"
          f" of {budget:,} positions (agreeing/decided):")
    print("\n".join(rows))
    for kind, (drawn, decided, agree) in totals.items():
        print(f"  {kind}: {drawn} drawn, {decided} decided, {agree} agree")


def compare_engines(seeds: int, folder: Path) -> None:
    """Build with each engine in its own process; report both; check the bytes agree."""
    files = {}
    for engine in ENGINES:
        files[engine] = folder / f"endgame-{seeds}-{engine}.bin"
        subprocess.run([sys.executable, __file__, "--seeds", str(seeds), "--engine", engine,
                        "--out", str(files[engine]), "--build-only"], check=True)
    tables = {engine: EndgameTable.load(path) for engine, path in files.items()}
    same = all((table.data == tables["numpy"].data).all() for table in tables.values())
    print(f"compare: the {', '.join(ENGINES)} tables are "
          f"{'byte for byte the same' if same else 'DIFFERENT'}")
    if not same:
        raise SystemExit(1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=15)
    parser.add_argument("--out", help="where to write the table (default: a temporary file)")
    parser.add_argument("--verify", type=int, default=0, metavar="COUNT",
                        help="also search COUNT random boards exhaustively")
    parser.add_argument("--verify-seeds", type=int, default=10)
    parser.add_argument("--budget", type=int, default=5000)
    parser.add_argument("--engine", choices=ENGINES,
                        help="the builder (default: C when it is built)")
    parser.add_argument("--compare", action="store_true",
                        help="build with each engine, each in its own process, and compare")
    parser.add_argument("--build-only", action="store_true", help="no probes or statistics")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        if args.compare:
            compare_engines(args.seeds, Path(folder))
            return
        out = Path(args.out) if args.out else Path(folder) / f"endgame-{args.seeds}.bin"
        table = measure_build(args.seeds, out, args.engine or default_engine(args.seeds))
        if args.build_only:
            return
        measure_probes(table)
        report_exactness(table)
        if args.verify:
            verify(table, args.verify, min(args.verify_seeds, args.seeds), args.budget)


if __name__ == "__main__":
    main()
