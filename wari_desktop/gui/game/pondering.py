"""Thinking on the player's time: while a person thinks about their move against the
master, the computer searches the position on a worker thread. The compiled search keeps
its table between searches of the same settings (``ai.compiled``), so when the person
moves, the master's search starts from everything this one found about the replies it
now has to choose from. Stopped the moment the person moves (or anything else happens);
never a word on screen, and the window keeps its own processor (the search runs below
the window's priority and releases the interpreter lock).
"""

from __future__ import annotations

import threading

from ...ai.cancel import CancelEvent
from ...ai.levels import level_named
from ...ai.thinkers import Thinker
from ...rules import Game
from .workers import Workers

#: How long the computer's own search waits for a stopped ponder to let go of the table
#: (it stops within a few thousand nodes: well under a millisecond; this is the worst case).
HANDOVER = 0.25


def pays_at(level: str) -> bool:
    """Whether thinking ahead helps ``level``: only a search without a fixed depth (the
    master) starts from the table a ponder leaves; the other levels' fixed-depth searches
    start empty, so that they stay as weak as they are meant to be."""
    return level_named(level).depth is None


class Pondering:
    """One search at a time on ``workers``, of a position where a person is to move."""

    def __init__(self, engine: Thinker, workers: Workers) -> None:
        self._engine = engine
        self._workers = workers
        self._cancel: CancelEvent | None = None
        self._done = threading.Event()
        self._done.set()
        self._key: object = None  # what the search under way searches
        self.enabled = False

    @property
    def active(self) -> bool:
        """True from ``start`` until ``stop`` (the search may take a moment to end)."""
        return self._cancel is not None

    def start(self, game: Game) -> None:
        """Search ``game`` (a copy nobody else changes) until stopped; nothing when
        disabled. A search of another position already under way is stopped first; one
        of this position goes on."""
        key = (game.position, tuple(game.moves))
        if self.active and key == self._key:
            return
        self.stop()
        if not self.enabled or game.is_over():
            return
        cancel = CancelEvent()
        done = threading.Event()
        self._cancel, self._done, self._key = cancel, done, key
        engine = self._engine

        def work() -> None:
            try:
                engine.ponder(game, cancel)
            finally:
                done.set()

        self._workers.submit(work)

    def stop(self) -> threading.Event:
        """Stop the search (at once: the engine is told on this thread); returns an event
        set once it has let go of the table, for the computer's next search to wait on."""
        if self._cancel is not None:
            self._cancel.set()
            self._cancel = None
        return self._done
