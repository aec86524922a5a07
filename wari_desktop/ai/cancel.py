"""A cancel event that stops a compiled search the moment it is set.

The C search cannot look at a Python event while it runs without the interpreter lock,
so for a plain ``threading.Event`` a watcher thread waits on the event and passes it on.
``CancelEvent.set`` instead calls the stops that searches registered with ``on_set``: no
watcher thread, no wake-ups taking the interpreter lock from the window, and the search
hears the cancel at once.
"""

from __future__ import annotations

import threading
from collections.abc import Callable


class CancelEvent(threading.Event):
    """A ``threading.Event`` whose ``set`` also calls the registered stops."""

    def __init__(self) -> None:
        super().__init__()
        self._guard = threading.Lock()
        self._stops: list[Callable[[], None]] = []

    def on_set(self, stop: Callable[[], None]) -> Callable[[], None]:
        """Call ``stop`` when the event is set (at once if it is); returns a function
        that forgets ``stop`` (for a search that ended)."""
        with self._guard:
            if not self.is_set():
                self._stops.append(stop)
                return lambda: self._forget(stop)
        stop()
        return lambda: None

    def _forget(self, stop: Callable[[], None]) -> None:
        with self._guard:
            if stop in self._stops:
                self._stops.remove(stop)

    def set(self) -> None:
        """Set the event and call every registered stop (on the caller's thread)."""
        super().set()
        with self._guard:
            stops, self._stops = self._stops, []
        for stop in stops:
            stop()
