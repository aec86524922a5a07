"""What playing the sounds costs where they cannot be heard: 100 rounds of a drop, a
capture and the game's end, on this machine's QtMultimedia (muted), with QtMultimedia
reporting no audio output, and without QtMultimedia. The tests (tests/gui/test_sound.py)
check that nothing is started there; this prints how long the calls take (targets: under
5 ms for 300 calls without a device or QtMultimedia, under 500 ms muted here).

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_sound.py
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Callable
from typing import Any

os.environ.setdefault("WARI_DATA_DIR", tempfile.mkdtemp(prefix="wari-bench-"))

from PySide6.QtWidgets import QApplication

from wari_desktop.gui.platform import sound
from wari_desktop.gui.platform.sound import SoundPlayer

ROUNDS = 100


def timed(player: SoundPlayer) -> float:
    """Seconds for ``ROUNDS`` rounds of the three sounds (best of 5)."""
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        for _ in range(ROUNDS):
            player.play_drop()
            player.play_capture()
            player.play_game_over()
        best = min(best, time.perf_counter() - start)
    return best


ORIGINAL = sound._multimedia


def no_output() -> tuple[Any, Any] | None:
    """QtMultimedia as on a machine with no audio output."""
    found = ORIGINAL()
    if found is None:
        return None

    class Devices:
        @staticmethod
        def audioOutputs() -> list[object]:
            return []

        @staticmethod
        def defaultAudioOutput() -> None:
            return None

    return Devices, found[1]


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    cases: list[tuple[str, Callable[[], tuple[Any, Any] | None], float]] = [
        ("this machine, muted", ORIGINAL, 0.5),
        ("no audio output", no_output, 0.005),
        ("no QtMultimedia", lambda: None, 0.005),
    ]
    for name, multimedia, target in cases:
        sound._multimedia = multimedia  # type: ignore[assignment]
        try:
            player = SoundPlayer()
            player.set_muted(name.endswith("muted"))
            seconds = timed(player)
        finally:
            sound._multimedia = ORIGINAL  # type: ignore[assignment]
        verdict = "within" if seconds < target else "OVER"
        print(f"{name:22} {3 * ROUNDS} calls: {seconds * 1000:8.2f} ms "
              f"({verdict} the {target * 1000:.0f} ms target)")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
