"""What the window-wide playing keys cost: ``keyboard.WindowKeys`` sees every event of the
application (to catch a key before the focused widget does); this times it while four
moves are animated at normal speed.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_key_filter.py

Prints the events filtered, the time spent in the filter and its share of the animation.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time

os.environ.setdefault("WARI_DATA_DIR", tempfile.mkdtemp(prefix="wari-bench-"))

from PySide6.QtCore import QEvent, QEventLoop, QObject, QTimer

from wari_desktop.gui.app import create_application
from wari_desktop.gui.board import keyboard
from wari_desktop.gui.game.game_model import PEOPLE
from wari_desktop.gui.platform.settings import Settings, Speed
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.rules import index

MOVES = "CbEa"


def main() -> int:
    spent = [0.0]
    count = [0]
    original = keyboard.WindowKeys.eventFilter

    def timed(self: keyboard.WindowKeys, watched: QObject, event: QEvent) -> bool:
        start = time.perf_counter()
        try:
            return original(self, watched, event)
        finally:
            spent[0] += time.perf_counter() - start
            count[0] += 1

    keyboard.WindowKeys.eventFilter = timed  # type: ignore[method-assign]
    app = create_application(["wari"])
    window = MainWindow(None, PEOPLE, settings=Settings(speed=Speed.NORMAL, sound=False))
    window.resize(1200, 700)
    window.show()
    app.processEvents()
    started = time.perf_counter()
    for move in MOVES:
        loop = QEventLoop()
        window.board.animationFinished.connect(loop.quit)
        QTimer.singleShot(15_000, loop.quit)
        window.play_house(index(move))
        loop.exec()
        window.board.animationFinished.disconnect(loop.quit)
    wall = time.perf_counter() - started
    print(f"{count[0]} events through the key filter in {wall:.2f} s of animation "
          f"({len(MOVES)} moves): {spent[0] * 1000:.1f} ms in the filter, "
          f"{100 * spent[0] / wall:.2f}% of the time, "
          f"{1e6 * spent[0] / max(1, count[0]):.1f} us an event")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
