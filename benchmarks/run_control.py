"""What the long benchmarks share: stopping cleanly on a signal or the overall timeout, and
a nearest-rank percentile."""

from __future__ import annotations

import signal
from typing import Any


class Stopped(Exception):
    """The overall timeout, or SIGTERM/SIGINT/SIGHUP: clean up and leave."""


def stop_on_signal(signum: int, _frame: Any) -> None:
    """A signal handler that raises ``Stopped`` (so ``finally`` blocks clean up)."""
    raise Stopped(signal.Signals(signum).name)


def percentile(values: list[float], fraction: float) -> float:
    """Nearest-rank percentile of ``values`` (0.0 for none)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(fraction * len(ordered) + 0.5) - 1))]
