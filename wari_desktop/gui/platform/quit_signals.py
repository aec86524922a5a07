"""Quitting on a signal from the system: ``kill`` (SIGTERM), Ctrl+C in the terminal
(SIGINT) or the terminal closing (SIGHUP) end the program the way the Quit menu does,
keeping the game for the next start, and the program exits with status 0.

Python runs a signal handler only between bytecodes, which a Qt event loop waiting for
events never executes; so the handler's wake-up byte goes down a socket that Qt watches.
"""

from __future__ import annotations

import signal
import socket
import sys
from collections.abc import Callable

from PySide6.QtCore import QObject, QSocketNotifier

SIGNALS = ("SIGTERM", "SIGINT", "SIGHUP")


class QuitOnSignal(QObject):
    """Calls ``quit`` (on the Qt thread) when one of ``SIGNALS`` arrives."""

    def __init__(self, quit: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._quit = quit
        self._reader, self._writer = socket.socketpair()
        for end in (self._reader, self._writer):
            end.setblocking(False)
        self._previous_fd = signal.set_wakeup_fd(self._writer.fileno())
        self.signals = [getattr(signal, name) for name in SIGNALS if hasattr(signal, name)]
        self._previous = {number: signal.signal(number, lambda *_: None)  # the byte acts
                          for number in self.signals}
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read,
                                         self)
        self._notifier.activated.connect(self._woken)

    def _woken(self) -> None:
        try:
            received = self._reader.recv(64)
        except OSError:
            return
        if any(byte in self.signals for byte in received):
            self._quit()

    def stop(self) -> None:
        """Put back the handlers found at the start."""
        self._notifier.setEnabled(False)
        signal.set_wakeup_fd(self._previous_fd)
        for number, handler in self._previous.items():
            signal.signal(number, handler)
        self._reader.close()
        self._writer.close()


def quit_on_signals(quit: Callable[[], None],
                    parent: QObject | None = None) -> QuitOnSignal | None:
    """Install ``QuitOnSignal`` (None on Windows, where these signals do not end a
    windowed program)."""
    if sys.platform == "win32":
        return None
    return QuitOnSignal(quit, parent)

