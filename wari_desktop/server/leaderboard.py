"""The server's leaderboard, read from the store: people (no bots, guests or disabled
accounts) whose rating is settled (not provisional: a deviation of at most
``ratings.PROVISIONAL_DEVIATION``) after at least ``min_games`` rated games (the server's
``leaderboard_games``, 10 by default: a few games say little of a player), best rating
first. A plain function over a ``Store``: the ``leaderboard`` request answers with it, and
a web page may read it the same way.

    rows = leaderboard(store, min_games=10, limit=100)
"""

from __future__ import annotations

from ..protocol.limits import LEADERBOARD_LIMIT
from ..protocol.messages import LeaderboardEntry
from .ratings import PROVISIONAL_DEVIATION
from .storage import Store

__all__ = ["LEADERBOARD_LIMIT", "leaderboard"]


def leaderboard(store: Store, min_games: int,
                limit: int = LEADERBOARD_LIMIT) -> list[LeaderboardEntry]:
    """The best ``limit`` players as the module says, ranked from 1 (a job for the store's
    thread: one read of the index ``accounts_by_rating``)."""
    accounts = store.leaderboard(min_games, PROVISIONAL_DEVIATION, limit)
    return [LeaderboardEntry(rank, account.name, round(account.rating),
                             round(account.deviation), account.games)
            for rank, account in enumerate(accounts, start=1)]
