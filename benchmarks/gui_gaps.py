"""Measuring how smooth the window stays: a 16 ms QTimer on the GUI thread records the
gaps between its ticks (a gap above 50 ms is a stall a player can see). Shared by the
GUI benchmarks."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from PySide6.QtCore import QTimer

TICK_MS = 16
STALL_MS = 50


class GapMeter:
    """Records the gaps between ticks once ``start()`` is called; ``describe()`` says what
    the program was doing when a gap above ``STALL_MS`` ended (for the report)."""

    def __init__(self, describe: Callable[[], str] = lambda: "",
                 each_tick: Callable[[], None] | None = None) -> None:
        self.gaps: list[float] = []
        self.slow: list[str] = []
        self._describe = describe
        self._last = time.perf_counter()
        self._timer = QTimer()
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)
        if each_tick is not None:
            self._timer.timeout.connect(each_tick)

    def start(self) -> None:
        """Start measuring (forgetting anything measured before)."""
        self.gaps.clear()
        self.slow.clear()
        self._last = time.perf_counter()
        self._timer.start()

    def stop(self) -> None:
        """Stop measuring."""
        self._timer.stop()

    def _tick(self) -> None:
        now = time.perf_counter()
        gap = (now - self._last) * 1000
        self._last = now
        self.gaps.append(gap)
        if gap > STALL_MS:
            self.slow.append(f"  {gap:.0f} ms {self._describe()}")

    def largest(self) -> float:
        """The largest gap, in milliseconds."""
        return max(self.gaps, default=0.0)

    def summary(self) -> str:
        """Median, 99th percentile and largest gap, and the gaps above the target."""
        gaps = sorted(self.gaps)
        if not gaps:
            return "no ticks measured"
        p99 = gaps[min(len(gaps) - 1, int(len(gaps) * 0.99))]
        lines = [f"{len(gaps)} ticks of {TICK_MS} ms; gap: median {statistics.median(gaps):.1f} "
                 f"ms, 99th percentile {p99:.1f} ms, largest {gaps[-1]:.1f} ms "
                 f"(target: none above {STALL_MS} ms)"]
        if self.slow:
            shown = self.slow[:10]
            more = f"  ... and {len(self.slow) - 10} more" if len(self.slow) > 10 else ""
            lines += [f"{len(self.slow)} gaps above {STALL_MS} ms:", *shown]
            lines += [more] if more else []
        return "\n".join(lines)
