"""One referee at a time for each game: every request that may change a game, the clock's
timer, and every read of a game in progress (``sync``, ``watch``) hold the game's lock
from the moment they look at the game until what they changed is stored and told.

So two requests on one game (a chat and a resignation sent at the same instant from two
connections of one player, say) are decided one after the other: the second sees the
first's outcome, stored, and a game that has ended refuses it (``game-over``); a reader
never sees an event the store has not written. A lock lives only while someone holds or
awaits it, so reading thousands of finished games leaves nothing behind.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator


class Referees:
    """A lock for each game id, made on first use and dropped when no one needs it."""

    def __init__(self) -> None:
        self._locks: dict[str, tuple[asyncio.Lock, int]] = {}

    def __len__(self) -> int:
        """Games whose lock is held or awaited now."""
        return len(self._locks)

    @contextlib.asynccontextmanager
    async def turn(self, game_id: str) -> AsyncIterator[None]:
        """Hold ``game_id``'s lock for the ``async with`` block (waiting for the request
        before, if one is being decided)."""
        lock, users = self._locks.get(game_id, (None, 0))
        if lock is None:
            lock = asyncio.Lock()
        self._locks[game_id] = (lock, users + 1)
        try:
            async with lock:
                yield
        finally:
            lock_now, users_now = self._locks[game_id]
            if users_now <= 1:
                del self._locks[game_id]
            else:
                self._locks[game_id] = (lock_now, users_now - 1)

    def busy(self, game_id: str) -> bool:
        """True while a request on ``game_id`` holds its lock."""
        entry = self._locks.get(game_id)
        return entry is not None and entry[0].locked()
