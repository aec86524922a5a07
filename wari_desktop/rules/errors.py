"""The rules engine's errors: both are ValueErrors, so callers may catch either."""

from __future__ import annotations

from enum import Enum


class Illegal(Enum):
    """Why a move cannot be played."""

    NOT_A_HOUSE = "not-a-house"  # not one of the letters A-F, a-f
    GAME_OVER = "game-over"
    OPPONENTS_HOUSE = "opponents-house"  # a house of the player not to move
    EMPTY = "empty"
    MUST_FEED = "must-feed"  # the opponent has no seeds and this move gives them none
    GRAND_SLAM = "grand-slam"  # a grand slam, forbidden while another move exists
    OTHER = "other"


class IllegalMoveError(ValueError):
    """A move that is malformed or not legal in the position; the game is left unchanged.
    ``reason`` says why, for interfaces that explain it in their own words."""

    def __init__(self, message: str, reason: Illegal = Illegal.OTHER) -> None:
        super().__init__(message)
        self.reason = reason


class InvalidPositionError(ValueError):
    """A position that cannot occur: wrong house count, negative counts, not 48 seeds."""
