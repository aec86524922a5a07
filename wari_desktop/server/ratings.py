"""Ratings between people: Glicko-2 (the ``rating`` package's), one pool per server,
each rated game its own rating period, as lichess does. A rating is *provisional* while
its deviation is above ``PROVISIONAL_DEVIATION``."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..protocol import messages
from ..protocol.limits import PROVISIONAL_DEVIATION
from ..rating import Opponent, Rating, rate
from ..rules import Player
from .storage import Account, RatingPoint, Store

__all__ = ["PROVISIONAL_DEVIATION", "account_rating", "provisional", "rate_game"]


def provisional(account: Account) -> bool:
    return account.deviation > PROVISIONAL_DEVIATION


def account_rating(account: Account) -> messages.Rating:
    """An account's rating as frames carry it."""
    return messages.Rating(round(account.rating), round(account.deviation),
                           provisional(account), account.games)


def rate_game(store: Store, south: str, north: str, winner: Player | None,
              game_id: str = "", at: float = 0.0) -> dict[str, Any] | None:
    """Rate a finished rated game between ``south`` and ``north`` and store both new
    ratings, each also as a point of the player's history (the game ``game_id``, ended
    at ``at``); each side's rating before and after. Runs on the store's thread, so two
    games ending together never lose an update."""
    first, second = store.account(south), store.account(north)
    if first is None or second is None:
        return None
    accounts = (first, second)
    scores = (0.5, 0.5) if winner is None else \
        ((1.0, 0.0) if winner is Player.SOUTH else (0.0, 1.0))
    result: dict[str, Any] = {}
    for player, side in zip(Player, ("south", "north"), strict=True):
        me, them = accounts[player], accounts[player.opponent]
        after = rate(Rating(me.rating, me.deviation, me.volatility),
                     [(Opponent(them.rating, them.deviation), scores[player])])
        updated = replace(me, rating=after.rating, deviation=after.deviation,
                          volatility=after.volatility, games=me.games + 1)
        store.set_rating(updated)
        store.add_rating_point(me.name, RatingPoint(at, game_id, updated.rating,
                                                    updated.deviation))
        result[side] = {"before": round(me.rating), "after": round(updated.rating),
                        "provisional": provisional(updated)}
    return result
