"""The player's rating against the computer, without Qt.

    from wari_desktop.rating import record_game, load_record, suggested_level
    recorded = record_game("club", "win", assisted=False)   # rates and saves the game
    recorded.after.rating                                    # the new rating
    suggested_level(load_record().record.current.rating)    # "match my level"

``glicko2`` is the rating system, ``ladder`` the computer's levels as rated opponents,
``record`` the player's record and ``store`` its file, ``rating.json`` in the data folder.
"""

from __future__ import annotations

from .glicko2 import Opponent, Rating, expected_score, rate
from .ladder import LEVEL_RATINGS, level_opponent, suggested_level
from .record import PlayedGame, PlayerRecord, Result, Tally
from .store import (
    Damage,
    Loaded,
    Problem,
    Recorded,
    load_record,
    rating_path,
    record_game,
    save_record,
)

__all__ = [
    "LEVEL_RATINGS",
    "Damage",
    "Loaded",
    "Opponent",
    "PlayedGame",
    "PlayerRecord",
    "Problem",
    "Rating",
    "Recorded",
    "Result",
    "Tally",
    "expected_score",
    "level_opponent",
    "load_record",
    "rate",
    "rating_path",
    "record_game",
    "save_record",
    "suggested_level",
]
