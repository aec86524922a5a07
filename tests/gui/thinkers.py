"""Engines for window tests: they answer at once (or when released), so a test controls
when the computer's move arrives."""

from __future__ import annotations

import threading

from wari_desktop.ai import Analysis
from wari_desktop.ai.thinkers import Report
from wari_desktop.rules import Game, Position


class QuickThinker:
    """Plays the first legal move at once (after ``gate`` is set, when one is given);
    suggests ``hint`` with ``score``."""

    def __init__(self, gate: threading.Event | None = None, hint: str = "D",
                 score: float = -12.04) -> None:
        self.gate = gate
        self.hint, self.score = hint, score
        self.pondered: list[Position] = []  # the positions pondered, in order

    def think(self, game: Game, level: str, seconds: float | None,
              cancel: threading.Event | None, report: Report | None = None) -> str:
        if self.gate is not None:
            while not self.gate.wait(0.01):
                if cancel is not None and cancel.is_set():
                    break
        return game.legal_moves()[0]

    def best(self, game: Game, seconds: float,
             cancel: threading.Event | None) -> Analysis | None:
        return Analysis(1, self.hint, self.score, (0.0, 0.0), (self.hint,), {}, 1, 0.0)

    def analyse(self, game: Game, depth: int | None, seconds: float | None,
                cancel: threading.Event | None,
                report: Report | None = None) -> Analysis | None:
        return self.best(game, seconds or 0.0, cancel)

    def ponder(self, game: Game, cancel: threading.Event) -> None:
        """Thinks on the person's time as a search does: until told to stop."""
        self.pondered.append(game.position)
        cancel.wait()

    def shutdown(self) -> None:
        if self.gate is not None:
            self.gate.set()
