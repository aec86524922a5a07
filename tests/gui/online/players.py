"""Other players on the test server: real ``ThreadedClient``s, and waiting for what an
``OnlineConnection`` hands the window."""

from __future__ import annotations

import queue
from collections.abc import Callable
from typing import Any

from pytestqt.qtbot import QtBot

from wari_desktop.client import ThreadedClient
from wari_desktop.gui.online.connection import OnlineConnection, PendingRequest

PASSWORD = "correct horse battery"
#: Milliseconds to wait for the network at most (a bound, not a measure).
PATIENCE = 20_000


class OtherPlayer:
    """A client on its own thread, its frames in a queue."""

    def __init__(self, url: str, name: str | None = None, token: str | None = None) -> None:
        self.frames: queue.Queue[dict[str, Any]] = queue.Queue()
        self.client = ThreadedClient(url, token, on_frame=self.frames.put)
        self.client.start()
        if name is not None and token is None:
            self.client.request("signup", name=name, password=PASSWORD).result(30)

    def ask(self, kind: str, **fields: Any) -> dict[str, Any]:
        return self.client.request(kind, **fields).result(30)

    def until(self, wanted: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
        """The next frame ``wanted`` accepts (the others are skipped)."""
        while True:
            frame = self.frames.get(timeout=PATIENCE / 1000)
            if wanted(frame):
                return frame

    def close(self) -> None:
        self.client.close()


def answered(qtbot: QtBot, pending: PendingRequest) -> PendingRequest:
    """``pending`` once its answer has come (to the GUI thread)."""
    qtbot.waitUntil(lambda: pending.done, timeout=PATIENCE)
    return pending


def signed_up(qtbot: QtBot, connection: OnlineConnection, url: str, name: str) -> None:
    """Open ``connection`` to ``url`` and sign up as ``name``."""
    with qtbot.waitSignal(connection.opened, timeout=PATIENCE):
        connection.open(url)
    with qtbot.waitSignal(connection.signedIn, timeout=PATIENCE):
        pending = connection.sign_up(name, PASSWORD)
    assert answered(qtbot, pending).answer is not None
    assert pending.answer["t"] == "signed-in"
