"""Measuring how smooth the window stays: a 16 ms QTimer on the GUI thread records the
gaps between its ticks (a gap above 50 ms is a stall a player can see). Shared by the
GUI benchmarks."""

from __future__ import annotations

import os
import statistics
import threading
import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

TICK_MS = 16
STALL_MS = 50
SCHEDSTAT = "/proc/thread-self/schedstat"  # Linux: ns on the processor, ns waiting for it


def run_times() -> tuple[float, float]:
    """The calling thread's time on the processor and time spent ready but waiting for
    it, in seconds (Linux's schedstat; elsewhere its CPU time and 0)."""
    try:
        with open(SCHEDSTAT, "rb") as stat:
            ran, waited, _ = stat.read().split()
        return int(ran) / 1e9, int(waited) / 1e9
    except (OSError, ValueError):
        return time.thread_time(), 0.0


class GapMeter:
    """Records the gaps between ticks once ``start()`` is called; ``describe()`` says what
    the program was doing when a gap above ``STALL_MS`` ended (for the report), with when
    it ended, how much of it the window's thread spent on the processor, how long it was
    ready but waited for the processor (the machine's other work), and how long it slept
    (until the tick was due, or waiting for the interpreter lock)."""

    def __init__(self, describe: Callable[[], str] = lambda: "",
                 each_tick: Callable[[], None] | None = None) -> None:
        self.gaps: list[float] = []
        self.slow: list[str] = []
        self._describe = describe
        self._last = self._started = time.perf_counter()
        self._run_last = (0.0, 0.0)
        self._timer = QTimer()
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)
        if each_tick is not None:
            self._timer.timeout.connect(each_tick)

    def start(self) -> None:
        """Start measuring (forgetting anything measured before)."""
        self.gaps.clear()
        self.slow.clear()
        self._last = self._started = time.perf_counter()
        self._run_last = run_times()
        self._timer.start()

    def stop(self) -> None:
        """Stop measuring."""
        self._timer.stop()

    def _tick(self) -> None:
        now, (ran, waited) = time.perf_counter(), run_times()
        gap = (now - self._last) * 1000
        busy = (ran - self._run_last[0]) * 1000
        queued = (waited - self._run_last[1]) * 1000
        self._last, self._run_last = now, (ran, waited)
        self.gaps.append(gap)
        if gap > STALL_MS:
            self.slow.append(
                f"  {gap:.0f} ms at {now - self._started:.2f} s (window thread: ran {busy:.0f}, "
                f"waited for a processor {queued:.0f}, asleep {gap - busy - queued:.0f} ms) "
                f"{self._describe()}")

    def largest(self) -> float:
        """The largest gap, in milliseconds."""
        return max(self.gaps, default=0.0)

    def summary(self, shown: int | None = 10) -> str:
        """Median, 99th percentile and largest gap, and the gaps above the target (the
        first ``shown`` of them; None: all)."""
        gaps = sorted(self.gaps)
        if not gaps:
            return "no ticks measured"
        p99 = gaps[min(len(gaps) - 1, int(len(gaps) * 0.99))]
        lines = [f"{len(gaps)} ticks of {TICK_MS} ms; gap: median {statistics.median(gaps):.1f} "
                 f"ms, 99th percentile {p99:.1f} ms, largest {gaps[-1]:.1f} ms "
                 f"(target: none above {STALL_MS} ms)"]
        if self.slow:
            limit = len(self.slow) if shown is None else shown
            more = (f"  ... and {len(self.slow) - limit} more"
                    if len(self.slow) > limit else "")
            lines += [f"{len(self.slow)} gaps above {STALL_MS} ms:", *self.slow[:limit]]
            lines += [more] if more else []
        return "\n".join(lines)


def load_text() -> str:
    """The machine's load average (1, 5 and 15 minutes) and its processors, for reports:
    on a shared machine the gaps grow with the load whatever the program does."""
    try:
        one, five, fifteen = os.getloadavg()
    except OSError:
        return "load average unknown"
    return (f"load average {one:.1f} {five:.1f} {fifteen:.1f} on {os.cpu_count()} "
            f"processors")


class TimedApplication(QApplication):
    """A QApplication that times every event it delivers on the GUI thread (the outermost
    delivery, which includes everything it sets off). A gap of the ``GapMeter`` with no
    long event in it was the machine's (the process was not given the processor); a long
    event is the window's own work, and says what it was."""

    def __init__(self, argv: list[str], slow_ms: float = 20.0) -> None:
        super().__init__(argv)
        self.recording = False
        self.slow_ms = slow_ms
        self.slow: list[tuple[float, str]] = []  # (milliseconds, what)
        self._depth = 0
        self._thread = threading.get_ident()

    def notify(self, receiver: QObject, event: QEvent) -> bool:
        if self._depth or not self.recording or threading.get_ident() != self._thread:
            self._depth += 1
            try:
                return super().notify(receiver, event)
            finally:
                self._depth -= 1
        self._depth += 1
        start, cpu = time.perf_counter(), time.thread_time()
        try:
            return super().notify(receiver, event)
        finally:
            self._depth -= 1
            took = (time.perf_counter() - start) * 1000
            if took >= self.slow_ms:
                ran = (time.thread_time() - cpu) * 1000
                name = receiver.objectName() if isinstance(receiver, QObject) else ""
                self.slow.append((took, f"{event.type().name} to {type(receiver).__name__} "
                                        f"{name} (on the processor {ran:.0f} ms)"))

    def summary(self) -> str:
        """The longest pieces of the window's own work recorded."""
        if not self.slow:
            return f"no event took {self.slow_ms:.0f} ms or more on the GUI thread"
        longest = sorted(self.slow, reverse=True)[:8]
        return "\n".join([f"{len(self.slow)} events took {self.slow_ms:.0f} ms or more on "
                          f"the GUI thread; the longest:",
                          *(f"  {took:.0f} ms {what}" for took, what in longest)])
