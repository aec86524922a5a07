"""A player's page, read from the store: the name, the kind of account, the rating with
its deviation (provisional or not) and its history, the record (won, drawn, lost), the
latest ended games and the latest tournaments entered. A plain function over a ``Store``:
the ``player`` request answers with it, and a web page may read it the same way.

    page = player_page(store, "ama")     # None: no such account
"""

from __future__ import annotations

from dataclasses import dataclass

from ..protocol.messages import FinishedGame, Rating, RatingPoint, Record, TournamentInfo
from .history import NO_RESULT, summary
from .ratings import account_rating
from .storage import AccountKind, Store
from .tournament.frames import info

#: Ratings after rated games in a page's history (the latest), and ended games listed.
HISTORY_POINTS = 200
RECENT_GAMES = 10
#: Tournaments listed (the latest to start).
RECENT_TOURNAMENTS = 10


@dataclass(frozen=True, slots=True)
class PlayerPage:
    """What a player's page shows (``rating`` None for a guest; ``history`` oldest
    first, ``games`` latest first)."""

    name: str
    kind: str
    rating: Rating | None
    history: tuple[RatingPoint, ...]
    record: Record
    games: tuple[FinishedGame, ...]
    tournaments: tuple[TournamentInfo, ...] = ()


def player_page(store: Store, name: str) -> PlayerPage | None:
    """The page of the account ``name`` (any case), or None when there is none such (a
    job for the store's thread: a few reads by index, each bounded)."""
    account = store.account(name)
    if account is None:
        return None
    guest = account.kind is AccountKind.GUEST
    history = tuple(RatingPoint(int(point.at * 1000), point.game, round(point.rating),
                                None if point.deviation is None else round(point.deviation))
                    for point in store.rating_history(account.name, HISTORY_POINTS))
    tally = store.tally(account.name, NO_RESULT)
    games = tuple(summary(row, account.name)
                  for row in store.games_of(account.name, None, RECENT_GAMES) or [])
    events = tuple(info(t, store.entries(t.id))
                   for t in store.tournaments_of(account.name, RECENT_TOURNAMENTS))
    return PlayerPage(account.name, account.kind.value,
                      None if guest else account_rating(account), history,
                      Record(tally.won, tally.drawn, tally.lost), games, events)
