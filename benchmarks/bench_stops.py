"""How soon a stop is obeyed: the timings the unit tests no longer assert (they check
that each stop happens; how soon is a matter of the machine's load).

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_stops.py [--runs 5]

Prints, for each kind of stop, the median and the worst of ``--runs`` stops, against the
targets the tests once asserted:

- a cancel of an analysis in the child process (``ProcessThinker``), 0.3 s into a search
  with no limit: back within 1.5 s;
- a cancel of the compiled search with no limit (``CompiledSearcher``): within 5 s;
- a cancel of pondering (``DesktopThinker.ponder``, compiled core only): within 0.25 s;
- ``GameModel.shutdown`` while the master thinks: within 1 s.

Timings are wall-clock: note the machine's load (``uptime``) beside them.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable

os.environ.setdefault("WARI_DATA_DIR", tempfile.mkdtemp(prefix="wari-bench-"))

from wari_desktop.ai.core import COMPILED
from wari_desktop.ai.search import Limits
from wari_desktop.ai.thinkers import DesktopThinker, ProcessThinker
from wari_desktop.rules import Game

#: How long each search runs before it is told to stop.
RUNNING = 0.3


def stop_latency(start: Callable[[threading.Event], object]) -> float:
    """Seconds from setting the cancel to ``start(cancel)`` returning, ``RUNNING``
    seconds after it began (on another thread)."""
    cancel = threading.Event()
    worker = threading.Thread(target=start, args=(cancel,))
    worker.start()
    time.sleep(RUNNING)
    asked = time.perf_counter()
    cancel.set()
    worker.join()
    return time.perf_counter() - asked


def child_cancel(engine: ProcessThinker) -> Callable[[threading.Event], object]:
    return lambda cancel: engine.analyse(Game(), None, None, cancel)


def compiled_cancel(cancel: threading.Event) -> object:
    from wari_desktop.ai.compiled import CompiledSearcher

    return list(CompiledSearcher().iterate((4,) * 12, 0, 0, limits=Limits(cancel=cancel)))


def ponder(engine: DesktopThinker) -> Callable[[threading.Event], object]:
    game = Game()
    game.play("C")
    return lambda cancel: engine.ponder(game, cancel)


def shutdown_seconds() -> float:
    """Seconds ``GameModel.shutdown`` takes while the master thinks (an hour to think)."""
    from PySide6.QtWidgets import QApplication

    from wari_desktop.gui.game.game_model import GameModel, Seat
    from wari_desktop.notation.fen import parse_fen

    QApplication.instance() or QApplication(sys.argv)
    # A middle game, out of the opening book (which would answer at once).
    game = Game(parse_fen("1-20-2-0-3-1-5-0-2-1-4-1-4-4-S"))
    model = GameModel(game, seats=(Seat(), Seat(True, "master")), seconds=3600.0)
    model.play("B")
    time.sleep(RUNNING)
    if not model.is_thinking():
        print("  (the computer was not thinking any more: this run measures nothing)")
    started = time.perf_counter()
    model.shutdown(timeout=120.0)
    seconds = time.perf_counter() - started
    if model._workers.busy():
        print("  (the workers were still busy after the shutdown)")
    return seconds


def report(name: str, times: list[float], target: float) -> None:
    worst = max(times)
    verdict = "within" if worst <= target else "OVER"
    print(f"{name:38} median {statistics.median(times) * 1000:7.1f} ms, worst "
          f"{worst * 1000:7.1f} ms ({verdict} the {target * 1000:.0f} ms target)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.2f}, {args.runs} runs each")
    child = ProcessThinker()
    try:
        child.think(Game(), "beginner", 0.1, None)  # the child is up
        report("cancel in the child process", [stop_latency(child_cancel(child))
                                               for _ in range(args.runs)], 1.5)
    finally:
        child.shutdown()
    if COMPILED:
        report("cancel of the compiled search", [stop_latency(compiled_cancel)
                                                 for _ in range(args.runs)], 5.0)
        desktop = DesktopThinker()
        try:
            report("cancel of pondering", [stop_latency(ponder(desktop))
                                           for _ in range(args.runs)], 0.25)
        finally:
            desktop.shutdown()
    else:
        print("compiled core not built: its cancel and pondering not measured")
    report("GameModel.shutdown while thinking", [shutdown_seconds()
                                                 for _ in range(args.runs)], 1.0)
    return 0


if __name__ == "__main__":
    sys.exit(main())
