"""The games that ended lately on this server, kept in memory for the players who come back
for the end (a client that reconnects after the last move, a rematch): a cache bounded by
count (``MOST_GAMES``) and by size (``MOST_BYTES``, estimated from the events), the games
that ended longest ago dropped first. Only games that ended here enter it: a finished game
read back from the store for anyone (a ``sync`` or ``watch`` of an old game) is served and
forgotten, so reading thousands of old games costs the server no lasting memory.
"""

from __future__ import annotations

import json
from collections import OrderedDict

from .live_game import LiveGame

#: Games kept at most.
MOST_GAMES = 500
#: Bytes of memory the kept games may take at most (estimated).
MOST_BYTES = 32 * 1024 * 1024
#: Memory a game takes for each byte of its events as JSON (measured: a 90-move game's
#: events are about 16 kB as JSON and it takes about 107 kB of Python objects).
BYTES_PER_JSON_BYTE = 7


def estimated_bytes(live: LiveGame) -> int:
    """The memory ``live`` takes, estimated from its events."""
    size = sum(len(json.dumps(event, separators=(",", ":"))) for event in live.events)
    return 4096 + BYTES_PER_JSON_BYTE * size


class RecentGames:
    """Games ended lately, by id, newest last, within ``most_games`` and ``most_bytes``."""

    def __init__(self, most_games: int = MOST_GAMES, most_bytes: int = MOST_BYTES) -> None:
        self.most_games = most_games
        self.most_bytes = most_bytes
        self._games: OrderedDict[str, tuple[LiveGame, int]] = OrderedDict()
        self.bytes = 0

    def __len__(self) -> int:
        return len(self._games)

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._games

    def get(self, game_id: str) -> LiveGame | None:
        found = self._games.get(game_id)
        return None if found is None else found[0]

    def add(self, live: LiveGame) -> None:
        """Keep ``live`` (just ended), dropping the oldest games beyond the bounds."""
        old = self._games.pop(live.game_id, None)
        if old is not None:
            self.bytes -= old[1]
        size = estimated_bytes(live)
        self._games[live.game_id] = (live, size)
        self.bytes += size
        while self._games and (len(self._games) > self.most_games
                               or self.bytes > self.most_bytes):
            _, (_, dropped) = self._games.popitem(last=False)
            self.bytes -= dropped
