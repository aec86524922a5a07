"""How long a player going back to an online game has before the opponent may claim it,
said on the sign-in form and counted down live.

The rules:

- The figure is the server's own: a visitor's connection (no sign-in needed) watches the
  game once and reads the player's ``presence``: ``claim_in``, the seconds left of the
  reconnection window (``protocol.md``, "presence"). Nothing here guesses the window.
- From then on the form counts down each second from that figure ("You have 0:42 to sign
  in before kofi may claim the game."); at zero it says the opponent may now claim, and
  that signing in shows whether the game goes on.
- When the server cannot be asked, or does not say (the game unknown, over, the player
  online elsewhere), the form says so truthfully: how long is not known.
- Once the player is signed in the words go.
"""

from __future__ import annotations

import contextlib
import math
import threading
import time
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import QLabel

if TYPE_CHECKING:
    from ...client import ThreadedClient

#: Seconds to wait for the server's answer at most.
ASK_TIMEOUT = 10.0


def claim_in(url: str, game_id: str, name: str, timeout: float = ASK_TIMEOUT) -> float | None:
    """On a thread: the seconds before the opponent of ``name`` may claim ``game_id``, as
    the server at ``url`` says it to a visitor; None when it cannot be known. (The client
    is imported here, when first used: not at the program's start.)"""
    from ...client import ThreadedClient

    client: ThreadedClient | None = None
    try:
        client = ThreadedClient(url)
        client.start(timeout)
        frame = client.request("watch", game=game_id).result(timeout)
        return claim_of(frame, name)
    except Exception:  # the server away, the game unknown: not known
        return None
    finally:
        if client is not None:
            with contextlib.suppress(Exception):
                client.close()


def claim_of(frame: Any, name: str) -> float | None:
    """``claim_in`` of ``name``'s side in a ``game`` frame (None: not there, online, or
    the game over)."""
    game = frame.get("game") if isinstance(frame, dict) else None
    if not isinstance(game, dict) or game.get("over"):
        return None
    for side in ("south", "north"):
        seat, presence = game.get(side), game.get("presence", {}).get(side)
        if isinstance(seat, dict) and seat.get("name") == name and isinstance(presence, dict):
            left = presence.get("claim_in")
            return float(left) if isinstance(left, int | float) else None
    return None


class ClaimCountdown(QObject):
    """The words on ``label`` (see the module's rules): ``ask`` the server, then count
    down; ``stop`` hides them."""

    _found = Signal(object)

    def __init__(self, label: QLabel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.label = label
        self.opponent = ""
        self.deadline: float | None = None
        self._asking = 0  # the latest ask; an older answer is passed over
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self._tick)
        self._found.connect(self._answered, Qt.ConnectionType.QueuedConnection)

    def ask(self, url: str, game_id: str, name: str, opponent: str) -> None:
        """Ask the server how long ``name`` has in ``game_id``, and say it."""
        self._asking += 1
        asking, self.opponent, self.deadline = self._asking, opponent or "?", None
        self.timer.stop()
        self.label.setText(self.tr(
            "Asking the server how long you have before {name} may claim the game…").format(
            name=self.opponent))
        self.label.show()

        def work() -> None:
            left = claim_in(url, game_id, name)
            with contextlib.suppress(RuntimeError):  # the form gone meanwhile
                self._found.emit((asking, left))
        threading.Thread(target=work, daemon=True, name="wari-claim-time").start()

    @Slot(object)
    def _answered(self, answer: tuple[int, float | None]) -> None:
        asking, left = answer
        if asking != self._asking or not self.label.isVisible():
            return
        if left is None:
            self.label.setText(self.tr(
                "How long you have before {name} may claim the game is not known (the "
                "server did not say): sign in as soon as you can.").format(name=self.opponent))
            return
        self.deadline = time.monotonic() + left
        self._tick()
        self.timer.start()

    @Slot()
    def _tick(self) -> None:
        if self.deadline is not None:
            self.label.setText(self.words(self.deadline - time.monotonic()))
            if self.deadline <= time.monotonic():
                self.timer.stop()

    def stop(self) -> None:
        """Signed in (or gone elsewhere): no more words."""
        self._asking += 1
        self.timer.stop()
        self.deadline = None
        self.label.hide()

    def words(self, left: float) -> str:
        """"You have 0:42 to sign in before kofi may claim the game.", or, with none
        left, that kofi may claim it now."""
        if left <= 0:
            return self.tr("{name} may claim the game now: sign in to see whether it goes "
                           "on.").format(name=self.opponent)
        seconds = math.ceil(left)
        return self.tr("You have {time} to sign in before {name} may claim the game.").format(
            time=f"{seconds // 60}:{seconds % 60:02d}", name=self.opponent)
