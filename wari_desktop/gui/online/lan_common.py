"""What the host and join dialogs share: the window's ``OnlineGames`` as they see it
(``play`` and ``watch``), the check of a ``game`` frame, and the way work that blocks
(starting a host, an announcement) runs on a thread of its own and comes back to the GUI
thread by a queued signal (``in_background``, ``Bridge``)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QObject, Qt, Signal

from .connection import OnlineConnection


class OnlineGames(Protocol):
    """What plays the games started here (the window's ``OnlineGames``)."""

    def play(self, connection: OnlineConnection, game_frame: dict[str, Any]) -> None: ...

    def watch(self, connection: OnlineConnection, game_frame: dict[str, Any]) -> None: ...


def valid_game(frame: dict[str, Any]) -> bool:
    """A ``game`` frame as the protocol has it, at least its id (all a dialog reads)."""
    game = frame.get("game")
    return frame.get("t") == "game" and isinstance(game, dict) \
        and isinstance(game.get("id"), str)


def in_background(work: Callable[[], Any], done: Callable[[Any], None],
                  failed: Callable[[str], None]) -> None:
    """Run ``work`` on a thread of its own; ``done(result)`` or ``failed(reason)`` come
    back on the GUI thread (they must be a ``_Bridge``'s signals' ``emit``)."""
    def run() -> None:
        try:
            result = work()
        except Exception as error:  # whatever fails, the dialog says so
            failed(str(error) or type(error).__name__)
        else:
            done(result)
    threading.Thread(target=run, daemon=True, name="wari-lan-dialog").start()


class Bridge(QObject):
    """Signals emitted on other threads, connected queued to the dialog's slots. It has
    no parent, so that a thread finishing after its dialog is gone still emits (to
    nobody) instead of failing."""

    hostStarted = Signal(object)
    hostFailed = Signal(str)
    announced = Signal(object)
    announceFailed = Signal(str)
    found = Signal(object)
    lost = Signal(str)
    seated = Signal(object)
    seatFailed = Signal(str)


def queued(bridge: Bridge, **slots: Callable[..., None]) -> None:
    """Connect each of ``bridge``'s signals named to its slot, queued."""
    for name, slot in slots.items():
        getattr(bridge, name).connect(slot, Qt.ConnectionType.QueuedConnection)


