"""Time control: does ``choose_move`` keep to its budget, and how fast does ``think``
return once cancelled?

Run: python benchmarks/bench_time_control.py [--moves 200] [--cancels 50] [--level master]
        [--fresh 3]

Targets (printed as PASS/FAIL, not asserted): a move never takes more than its budget
plus 10% plus 50 ms, the first move of a fresh process included (``--fresh`` new
processes per budget time their first move, imports excluded); a cancelled search
returns within 50 ms. Timings are wall-clock: note the machine's load (a busy machine
delays the thread that sets the cancel event).
"""

from __future__ import annotations

import argparse
import math
import os
import random
import subprocess
import sys
import threading
import time

from wari_desktop.ai import choose_move, think
from wari_desktop.ai.cancel import CancelEvent
from wari_desktop.ai.openings import random_games
from wari_desktop.rules import Game

BUDGETS = (0.05, 0.1, 0.5)
CANCEL_TARGET = 0.050


def allowed(budget: float) -> float:
    """The longest a move may take: the budget plus 10% plus 50 ms."""
    return budget * 1.1 + 0.050


def percentile(values: list[float], fraction: float) -> float:
    """The value below which ``fraction`` of ``values`` lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(fraction * len(ordered)) - 1))]


def varied_positions(count: int, seed: int) -> list[Game]:
    """``count`` games after 0-60 seeded random plies, with at least two legal moves."""
    return random_games(count, seed, (0, 60), keep=lambda game: len(game.legal_moves()) >= 2)


def budget_run(games: list[Game], level: str, budget: float) -> list[float]:
    """The wall time of ``choose_move`` in each game at ``budget`` seconds."""
    times = []
    for game in games:
        start = time.perf_counter()
        choose_move(game, level, seconds=budget)
        times.append(time.perf_counter() - start)
    return times


FIRST_MOVE = """
import sys, time
from wari_desktop.ai import choose_move
from wari_desktop.rules import Game
game = Game()
for move in sys.argv[3:]:
    game.play(move)
start = time.perf_counter()
choose_move(game, sys.argv[1], seconds=float(sys.argv[2]))
print(time.perf_counter() - start)
"""


def first_move(game: Game, level: str, budget: float) -> float:
    """The wall time of the first ``choose_move`` of a new Python process (everything it
    makes on first use counted: tables, threads, the endgame-table loader)."""
    done = subprocess.run([sys.executable, "-c", FIRST_MOVE, level, str(budget), *game.moves],
                          capture_output=True, text=True, check=True)
    return float(done.stdout.strip().splitlines()[-1])


def cancel_latency(game: Game, level: str, delay: float,
                   event: type[threading.Event] = threading.Event) -> float:
    """Seconds from setting the cancel event to ``think`` returning."""
    cancel = event()
    worker = threading.Thread(target=think, args=(game, level, 60.0, cancel))
    worker.start()
    time.sleep(delay)
    start = time.perf_counter()
    cancel.set()
    worker.join()
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=200, help="moves per budget")
    parser.add_argument("--cancels", type=int, default=50)
    parser.add_argument("--level", default="master")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--fresh", type=int, default=3,
                        help="new processes per budget timing their first move")
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores; "
          f"level {args.level}")
    games = varied_positions(args.moves, args.seed)
    for budget in BUDGETS:
        times = budget_run(games, args.level, budget)
        firsts = [first_move(games[i % len(games)], args.level, budget)
                  for i in range(args.fresh)]
        if firsts:
            print(f"budget {budget:.2f} s: first move of {len(firsts)} new processes: "
                  + ", ".join(f"{t * 1000:.0f}" for t in firsts) + " ms (overruns "
                  + ", ".join(f"{(t - budget) * 1000:+.0f}" for t in firsts) + " ms)")
        times += firsts
        overruns = [t - budget for t in times]
        worst = max(times)
        verdict = "PASS" if worst <= allowed(budget) else "FAIL"
        late = sum(t > allowed(budget) for t in times)
        print(f"budget {budget:.2f} s: {len(times)} moves, mean {sum(times) / len(times):.3f} s,"
              f" max overrun {max(overruns) * 1000:+.0f} ms, p99 overrun "
              f"{percentile(overruns, 0.99) * 1000:+.0f} ms; limit {allowed(budget):.3f} s, "
              f"{late} over: {verdict}")
    # A plain threading.Event (a watcher thread passes it on to the compiled search) and
    # the program's CancelEvent (its set() stops the search itself).
    for event in (threading.Event, CancelEvent):
        rng = random.Random(args.seed)
        latencies = [cancel_latency(rng.choice(games), args.level, rng.uniform(0.05, 1.0),
                                    event) for _ in range(args.cancels)]
        verdict = "PASS" if max(latencies) <= CANCEL_TARGET else "FAIL"
        print(f"cancel ({event.__name__}): {len(latencies)} searches, latency max "
              f"{max(latencies) * 1000:.1f} ms, p99 {percentile(latencies, 0.99) * 1000:.1f} "
              f"ms, median {sorted(latencies)[len(latencies) // 2] * 1000:.1f} ms (target "
              f"{CANCEL_TARGET * 1000:.0f} ms): {verdict}")
    print(f"load average at the end {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
