"""Loading and replaying a 1,000-move OGN record (target: well under 100 ms).

Run: python benchmarks/bench_replay.py
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from long_game import long_game

from wari_desktop import notation


def main() -> None:
    game = long_game(1000)
    text = notation.dumps(notation.Record.from_game(game, {"Event": "Benchmark"}))
    assert len(notation.loads(text).game.moves) == 1000
    timings = []
    for _ in range(30):
        start = time.perf_counter()
        notation.loads(text)
        timings.append(time.perf_counter() - start)
    write = []
    record = notation.loads(text)
    for _ in range(30):
        start = time.perf_counter()
        notation.dumps(record)
        write.append(time.perf_counter() - start)
    print(f"record: 1000 moves, {len(text):,} characters, "
          f"{sum(p.plan.captured > 0 for p in game.plies)} captures")
    print(f"load+replay: median {statistics.median(timings) * 1000:.1f} ms, "
          f"max {max(timings) * 1000:.1f} ms over {len(timings)} runs (target < 100 ms)")
    print(f"write:       median {statistics.median(write) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
