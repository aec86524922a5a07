"""How smooth the window stays while the computer thinks at master level and a move is
animated: a 16 ms QTimer on the GUI thread records the gaps between its ticks.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_gui_gaps.py [--moves 4]

Prints the largest gap and the 99th percentile (target: no gap above 50 ms).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time

os.environ.setdefault("WARI_DATA_DIR", tempfile.mkdtemp(prefix="wari-bench-"))

from PySide6.QtCore import QTimer

from wari_desktop.ai.engines import LocalEngine, ProcessEngine
from wari_desktop.gui.app import create_application
from wari_desktop.gui.game_model import Seat
from wari_desktop.gui.main_window import MainWindow
from wari_desktop.gui.settings import Settings, Speed

TICK_MS = 16


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=4, help="moves the person plays")
    parser.add_argument("--threads", action="store_true",
                        help="think on a thread of this process (to compare)")
    args = parser.parse_args()
    app = create_application(sys.argv[:1])
    engine = LocalEngine() if args.threads else ProcessEngine()
    window = MainWindow(None, (Seat(), Seat(True, "master")),
                        settings=Settings(speed=Speed.NORMAL, sound=False), engine=engine)
    window.resize(1200, 700)
    window.show()
    gaps: list[float] = []
    last = [time.perf_counter()]
    thinking_ticks = [0]

    slow: list[str] = []

    def tick() -> None:
        now = time.perf_counter()
        gap = (now - last[0]) * 1000
        gaps.append(gap)
        last[0] = now
        if gap > 50:
            slow.append(f"  {gap:.0f} ms after {len(window.game.moves)} moves "
                        f"(thinking: {window.model.is_thinking()}, "
                        f"animating: {window.board.is_animating()})")
        if window.model.is_thinking() and window.board.is_animating():
            thinking_ticks[0] += 1

    timer = QTimer()
    timer.setInterval(TICK_MS)
    timer.timeout.connect(tick)
    played = [0]

    def play() -> None:
        model = window.model
        if played[0] >= args.moves or model.is_over():
            app.quit()
            return
        if model.awaits_person() and not window.board.is_animating():
            move = model.game.legal_moves()[played[0] % len(model.game.legal_moves())]
            window.play_house("ABCDEFabcdef".index(move))
            played[0] += 1
        QTimer.singleShot(50, play)

    def start() -> None:
        last[0] = time.perf_counter()
        gaps.clear()
        timer.start()
        play()

    QTimer.singleShot(1500, start)  # a player takes a moment before the first move
    app.exec()
    window.model.shutdown()
    gaps.sort()
    p99 = gaps[min(len(gaps) - 1, int(len(gaps) * 0.99))]
    where = "a thread" if args.threads else "a child process"
    print(f"computer thinking in {where}")
    print(f"{len(gaps)} ticks of {TICK_MS} ms over {args.moves} moves against master "
          f"({thinking_ticks[0]} while the computer thought and a move was animated)")
    print(f"gap: median {statistics.median(gaps):.1f} ms, 99th percentile {p99:.1f} ms, "
          f"largest {gaps[-1]:.1f} ms (target: none above 50 ms)")
    if slow:
        print("gaps above 50 ms:", *slow, sep="\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
