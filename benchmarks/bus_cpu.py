"""Processor time of an engine's processes over a round of ``bench_bus.py``, read from
``/proc/PID/stat`` (user + system) every 50 ms by a thread: backends that start during the
round count from zero, those that end count up to their last reading (at most 50 ms of
theirs missed). Divided by the messages of the round, it gives the engine's own cost of a
message, which tells how far one core of the engine goes whatever the clients' speed.
"""

from __future__ import annotations

import contextlib
import os
import threading
from collections.abc import Callable
from pathlib import Path

TICKS = os.sysconf("SC_CLK_TCK")
PERIOD = 0.05


def cpu_seconds(pid: int) -> tuple[str, float] | None:
    """(the process's start time, its processor seconds so far), or None if it is gone."""
    with contextlib.suppress(OSError, ValueError, IndexError):
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return fields[19], (int(fields[11]) + int(fields[12])) / TICKS
    return None


class CpuMeter:
    """Sample the processes ``pids()`` names until ``stop``; ``seconds`` is their
    processor time since ``start``."""

    def __init__(self, pids: Callable[[], list[int]]) -> None:
        self.pids = pids
        self.baseline: dict[tuple[int, str], float] = {}
        self.latest: dict[tuple[int, str], float] = {}
        self.done = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)

    def _sample(self, into: dict[tuple[int, str], float]) -> None:
        for pid in self.pids():
            found = cpu_seconds(pid)
            if found is not None:
                into[(pid, found[0])] = found[1]

    def _run(self) -> None:
        while not self.done.wait(PERIOD):
            self._sample(self.latest)

    def start(self) -> None:
        self._sample(self.baseline)
        self.thread.start()

    def stop(self) -> float:
        self.done.set()
        self.thread.join(timeout=5)
        self._sample(self.latest)
        return sum(value - self.baseline.get(key, 0.0) for key, value in self.latest.items())
