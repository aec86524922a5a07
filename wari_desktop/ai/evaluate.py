"""Static evaluation of a position for the player to move, in hundredths of a seed.

Terms (weights in ``Weights``): the store difference; seeds kept on one's own side (they
are collected at a famine or repetition, and feed later moves); houses with 1 or 2 seeds
on each side; a kroo (a house of 12 seeds or more, which laps the board and can strike
many houses) on each side; and empty houses (mobility: every non-empty house can be
played, so fewer moves means being squeezed). The weights were fitted by self-play at the
compiled search's depths (``benchmarks/tune_eval.py``): the fit gives houses of 1-2 seeds
a small value to their owner (cheap moves that wait and feed) rather than a cost as
targets, and a kroo three times the weight it had before.
"""

from __future__ import annotations

from dataclasses import dataclass

from .board import Board

SEED = 100  # one seed, in evaluation units
WIN = 100_000  # a won game's bonus, far above any evaluation


@dataclass(frozen=True, slots=True)
class Weights:
    """Evaluation weights, in hundredths of a seed (fitted by self-play, kept by matches).
    ``vulnerable`` is what a house of 1-2 seeds costs its owner: negative, a gain."""

    side_seed: int = 5
    vulnerable: int = -30
    kroo: int = 235
    empty: int = 105


DEFAULT_WEIGHTS = Weights()


def evaluate(board: Board, my_store: int, opp_store: int, w: Weights = DEFAULT_WEIGHTS) -> int:
    """Heuristic value of ``board`` for the player to move (positive is good for them)."""
    value = (my_store - opp_store) * SEED
    mine = board[:6]
    theirs = board[6:]
    value += (sum(mine) - sum(theirs)) * w.side_seed
    my_weak = sum(1 for s in mine if s == 1 or s == 2)
    their_weak = sum(1 for s in theirs if s == 1 or s == 2)
    value += (their_weak - my_weak) * w.vulnerable
    value += ((max(mine) >= 12) - (max(theirs) >= 12)) * w.kroo
    my_empty = mine.count(0)
    their_empty = theirs.count(0)
    value += (their_empty - my_empty) * w.empty
    return value


def final_value(my_total: int, opp_total: int) -> int:
    """The exact value of a finished game: a win or loss bonus plus the seed margin."""
    margin = my_total - opp_total
    if margin > 0:
        return WIN + margin * SEED
    if margin < 0:
        return -WIN + margin * SEED
    return 0


def likely_value(my_total: int, opp_total: int) -> int:
    """The value of an ending the endgame table settles only by its cycle convention
    (each side credited with the seeds on its own side): half a win's bonus plus the
    margin, so that it ranks below every proven result and above every evaluation."""
    margin = my_total - opp_total
    if margin > 0:
        return WIN // 2 + margin * SEED
    if margin < 0:
        return -WIN // 2 + margin * SEED
    return 0
