"""How smooth the window stays while the computer thinks at master level and a move is
animated: a 16 ms QTimer on the GUI thread records the gaps between its ticks.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_gui_gaps.py [--moves 4]
        [--threads | --process] [--idle 3] [--no-ponder]

The computer thinks as the program has it (``DesktopThinker``: a worker thread with the
compiled core, a child process with the pure-Python search); ``--threads`` forces a
thread and ``--process`` a child process, to compare. Prints the largest gap, the 99th
percentile and every gap above 50 ms (target: none), each with how much of it the
window's thread was on the processor; then the same window left idle for ``--idle``
seconds just before, while the master thinks on the person's time (pondering, on as in
the program unless ``--no-ponder``), and the load average before and after, so that a
busy machine shows.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile

os.environ.setdefault("WARI_DATA_DIR", tempfile.mkdtemp(prefix="wari-bench-"))

from gui_gaps import GapMeter
from PySide6.QtCore import QTimer

from wari_desktop.ai.core import CORE
from wari_desktop.ai.thinkers import DesktopThinker, LocalThinker, ProcessThinker
from wari_desktop.gui.app import create_application
from wari_desktop.gui.game.game_model import Seat
from wari_desktop.gui.platform.autosave import autosave_path
from wari_desktop.gui.platform.settings import Settings, Speed
from wari_desktop.gui.window.main_window import MainWindow


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=4, help="moves the person plays")
    parser.add_argument("--idle", type=float, default=3.0,
                        help="seconds of the idle window measured first (the baseline)")
    parser.add_argument("--no-ponder", action="store_true",
                        help="the master does not think on the person's time")
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--threads", action="store_true",
                       help="think on a thread of this process (to compare)")
    where.add_argument("--process", action="store_true",
                       help="think in a child process (to compare)")
    args = parser.parse_args()
    load_before = os.getloadavg()[0]
    app = create_application(sys.argv[:1])
    engine = (LocalThinker() if args.threads else ProcessThinker() if args.process
              else DesktopThinker())
    window = MainWindow(None, (Seat(), Seat(True, "master")),
                        settings=Settings(speed=Speed.NORMAL, sound=False,
                                          ponder=not args.no_ponder), engine=engine)
    # As the program: each move kept (in a temporary folder).
    window.document.autosave = autosave_path()
    window.resize(1200, 700)
    window.show()
    thinking_ticks = [0]

    def describe() -> str:
        return (f"after {len(window.game.moves)} moves (thinking: "
                f"{window.model.is_thinking()}, animating: {window.board.is_animating()})")

    def count() -> None:
        if window.model.is_thinking() and window.board.is_animating():
            thinking_ticks[0] += 1

    meter = GapMeter(describe, count)
    idle = GapMeter(lambda: "(idle window)")
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
        idle.stop()
        meter.start()
        play()

    # The window settles, then sits idle (the baseline), then a player moves.
    QTimer.singleShot(1000, idle.start)
    QTimer.singleShot(1000 + round(args.idle * 1000) + 500, start)
    app.exec()
    meter.stop()
    window.model.shutdown()
    thread = args.threads or (not args.process and CORE == "compiled C")
    print(f"search core: {CORE}; computer thinking in "
          f"{'a thread' if thread else 'a child process'}; load average "
          f"{load_before:.2f} before, {os.getloadavg()[0]:.2f} after; niceness "
          f"{os.nice(0)}")
    print(f"{args.moves} moves against master ({thinking_ticks[0]} ticks while the computer "
          f"thought and a move was animated)")
    print(meter.summary(shown=None))
    print(f"idle window, {args.idle:g} s before ("
          f"{'no pondering' if args.no_ponder else 'the master pondering'}): "
          + idle.summary(shown=None))
    return 0


if __name__ == "__main__":
    sys.exit(main())
