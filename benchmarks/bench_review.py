"""How long a game review takes in the window, and how smooth the window stays meanwhile:
a game of 60 moves (120 plies, the computer at club level against itself, a fixed seed)
is reviewed at the default review depth through Game, Review Game, with the engine the
program uses (``DesktopThinker``: a worker thread with the compiled core, a child process
with the pure-Python search), while a 16 ms timer on the GUI thread records its gaps.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_review.py [--moves 60] [--depth N]
        [--engine desktop|process|thread]

Prints the review's time (target: at most 30 s) and the gaps (target: none above 50 ms),
and for comparison the gaps of the same window left idle for a few seconds before: on a
machine busy with other work both grow, and the difference is the review's. The load
average is printed with them, and the window's own longest pieces of work (every event
the GUI thread delivers is timed): a gap with no long event in it was the machine's.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time

os.environ.setdefault("WARI_DATA_DIR", tempfile.mkdtemp(prefix="wari-bench-"))

from gui_gaps import GapMeter, TimedApplication, load_text
from PySide6.QtCore import QTimer

from wari_desktop.ai import think
from wari_desktop.ai.core import COMPILED
from wari_desktop.ai.thinkers import DesktopThinker, LocalThinker, ProcessThinker, Thinker
from wari_desktop.gui.app import create_application
from wari_desktop.gui.game.game_model import PEOPLE
from wari_desktop.gui.platform.settings import Settings, Speed
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.rules import Game

ENGINES: dict[str, type[Thinker]] = {"desktop": DesktopThinker, "process": ProcessThinker,
                                     "thread": LocalThinker}


def sample_game(plies: int, seed: int = 1) -> Game:
    """A game of ``plies`` plies between two club players (the first seed from ``seed``
    whose game lasts that long)."""
    while True:
        rng = random.Random(seed)
        game = Game()
        while not game.is_over() and len(game.moves) < plies:
            game.play(think(game, "club", 0.2, rng=rng))
        if len(game.moves) == plies:
            return game
        seed += 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=60, help="moves of each player")
    parser.add_argument("--depth", type=int, default=None,
                        help="review depth (default: the program's for the engine used)")
    parser.add_argument("--engine", choices=sorted(ENGINES), default="desktop",
                        help="the program's own engine (desktop), or to compare: always a "
                             "child process, always a thread of this process")
    args = parser.parse_args()
    timed = TimedApplication(sys.argv[:1])
    app = create_application(sys.argv[:1])
    assert app is timed
    print(f"at the start: {load_text()}", flush=True)
    game = sample_game(2 * args.moves)
    engine = ENGINES[args.engine]()
    window = MainWindow(None, PEOPLE, settings=Settings(speed=Speed.NORMAL, sound=False),
                        engine=engine)
    window.resize(1200, 700)
    window.show()
    window.start_game(game, PEOPLE)
    reviews = window.study.reviews
    reviews.runner.depth = args.depth
    idle = GapMeter()
    meter = GapMeter(lambda: f"(reviewing: {reviews.runner.is_running()})")
    times: dict[str, float] = {}
    idle_work: list[tuple[float, str]] = []
    loads: dict[str, str] = {}

    def start_idle() -> None:
        idle.start()
        timed.recording = True

    def start() -> None:
        idle.stop()
        idle_work.extend(timed.slow)
        timed.slow = []
        loads["review"] = load_text()
        meter.start()
        times["start"] = time.perf_counter()
        reviews.start()
        QTimer.singleShot(50, wait)

    def wait() -> None:
        if reviews.runner.is_running():
            QTimer.singleShot(50, wait)
            return
        times["end"] = time.perf_counter()
        meter.stop()
        timed.recording = False
        QTimer.singleShot(300, app.quit)  # the finished review shown (timed above)

    QTimer.singleShot(1000, start_idle)  # the window settles, then a few idle seconds
    QTimer.singleShot(6000, start)
    app.exec()
    review = reviews.review
    window.close()
    if review is None:
        print("the review did not finish")
        return 1
    seconds = times["end"] - times["start"]
    where = {"process": "a child process", "thread": "a thread"}.get(
        args.engine, "the program's engine (" + ("compiled core on a worker thread)"
                                                  if COMPILED else "child process)"))
    print(f"review of a {args.moves}-move game ({len(game.moves)} plies) at depth "
          f"{review.depth} in {where}: {seconds:.1f} s (target: at most 30 s), "
          f"{seconds / len(game.moves) * 1000:.0f} ms a position")
    print(f"while reviewing ({loads['review']} when it started):", meter.summary())
    print("the window's own work while reviewing:", timed.summary())
    print("idle, before (the machine's own noise):", idle.summary().split("\n")[0])
    print(f"  idle, events of 20 ms or more: {len(idle_work)}"
          + (f", longest {max(idle_work)[0]:.0f} ms {max(idle_work)[1]}" if idle_work else ""))
    print(f"at the end: {load_text()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
