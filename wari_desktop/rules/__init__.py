"""The rules of Wari (Oware abapa), with the variants of the seed documents. No Qt.

Typical use::

    from wari_desktop.rules import Game, IllegalMoveError
    g = Game()            # standard start, default rules, South to move
    g.legal_moves()       # ['A', 'B', 'C', 'D', 'E', 'F']
    plan = g.play("E")    # a SowingPlan for the interface to animate
    g.undo()
"""

from .board import HOUSES, LETTERS, SEEDS, Player, index, letter, sowing_order
from .errors import Illegal, IllegalMoveError, InvalidPositionError
from .game import Game, Ply
from .match import MatchDecidedError, houses_won, next_owners
from .moves import feeds, legal_moves
from .options import STANDARD_OWNERS, EmptySide, GrandSlam, Rules
from .outcome import COLLECTING, EndReason, Outcome, collection, outcome_of
from .position import Position
from .sowing import SowingPlan, sow

__all__ = [
    "COLLECTING",
    "HOUSES",
    "LETTERS",
    "SEEDS",
    "STANDARD_OWNERS",
    "EmptySide",
    "EndReason",
    "Game",
    "GrandSlam",
    "Illegal",
    "IllegalMoveError",
    "InvalidPositionError",
    "MatchDecidedError",
    "Outcome",
    "Player",
    "Ply",
    "Position",
    "Rules",
    "SowingPlan",
    "collection",
    "feeds",
    "houses_won",
    "index",
    "legal_moves",
    "letter",
    "next_owners",
    "outcome_of",
    "sow",
    "sowing_order",
]
