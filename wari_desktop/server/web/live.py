"""Live pages: the browsers that follow a game or a tournament, and telling them when it
changed (the page's script then fetches the page again).

- A game: the server calls ``game_changed`` with its id after each batch of events has
  been stored and sent to the players (``app.Server._send_events``: a move, a clock
  falling, the end); its followers are told at once.
- A tournament: its results and rounds are written by the tournament director, so the
  tournaments someone follows are read from the store every ``POLL_SECONDS`` (one job
  for all of them, and none while nobody follows one) and their followers told when what
  the page shows (stage, round, entries, boards) differs from the last reading.

A follower's socket only listens: what it sends is ignored, and a slow one is skipped
(``broadcast``), never waited for. At most ``MOST_FOLLOWERS`` sockets at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import defaultdict
from collections.abc import Awaitable, Callable
from functools import partial
from typing import Any

from websockets.asyncio.server import ServerConnection, broadcast

from ..storage import Store

log = logging.getLogger("wari.server.web")
POLL_SECONDS = 0.5
MOST_FOLLOWERS = 2000
#: What a follower is told: something changed, fetch the page again.
CHANGED = "changed"


class Followers:
    """The sockets following each game and each tournament (keys ``("game", ID)``,
    ``("tournament", ID)``)."""

    def __init__(self, read: Callable[[Callable[[Store], Any]], Awaitable[Any]]) -> None:
        self._read = read
        self._by_key: dict[tuple[str, str], set[ServerConnection]] = defaultdict(set)
        self._seen: dict[str, Any] = {}
        self._poller: asyncio.Task[None] | None = None

    @property
    def count(self) -> int:
        return sum(len(sockets) for sockets in self._by_key.values())

    async def follow(self, key: tuple[str, str], socket: ServerConnection) -> None:
        """Keep ``socket`` told of ``key``'s changes until it closes."""
        self._by_key[key].add(socket)
        if key[0] == "tournament":
            self._start_polling()
        try:
            async for _ in socket:
                pass  # a follower has nothing to say
        finally:
            followers = self._by_key.get(key)
            if followers is not None:
                followers.discard(socket)
                if not followers:
                    del self._by_key[key]
                    if key[0] == "tournament":
                        self._seen.pop(key[1], None)

    def game_changed(self, game_id: str) -> None:
        """The game ``game_id`` has new events: tell its followers."""
        followers = self._by_key.get(("game", game_id))
        if followers:
            broadcast(list(followers), CHANGED)

    def _start_polling(self) -> None:
        if self._poller is None or self._poller.done():
            self._poller = asyncio.get_running_loop().create_task(self._poll())

    async def _poll(self) -> None:
        """Read the followed tournaments now and then, while anyone follows one."""
        while True:
            ids = [key[1] for key in self._by_key if key[0] == "tournament"]
            if not ids:
                return
            try:
                readings = await self._read(partial(_readings, ids))
            except Exception:
                log.exception("the followed tournaments could not be read")
                return
            for tournament_id, reading in readings.items():
                before = self._seen.get(tournament_id)
                self._seen[tournament_id] = reading
                followers = self._by_key.get(("tournament", tournament_id))
                if before is not None and reading != before and followers:
                    broadcast(list(followers), CHANGED)
            await asyncio.sleep(POLL_SECONDS)

    async def close(self) -> None:
        if self._poller is not None:
            self._poller.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._poller


def _readings(ids: list[str], store: Store) -> dict[str, Any]:
    return {tournament_id: _reading(store, tournament_id) for tournament_id in ids}


def _reading(store: Store, tournament_id: str) -> Any:
    """What a tournament's page shows that may change: its row, entries and boards."""
    return (store.tournament(tournament_id), tuple(store.entries(tournament_id)),
            tuple(store.boards(tournament_id)))
