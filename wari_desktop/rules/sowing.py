"""Sowing and capturing: what one move does to a position.

These functions apply a move without asking whether it is legal (``moves`` decides that);
they return the new position and a ``SowingPlan`` that an interface can animate.
"""

from __future__ import annotations

from dataclasses import dataclass

from .board import SOWING_ORDERS, Player
from .options import EmptySide, Rules
from .position import Position


@dataclass(frozen=True, slots=True)
class SowingPlan:
    """What a move did, step by step.

    ``sown`` lists the houses that received a seed, in order (the start house never
    appears). ``captures`` lists ``(house, seeds)`` in the order they are taken: the house
    of the last seed first, then backwards (clockwise). ``grand_slam`` is true when the move
    would have taken every seed on the opponent's side and so captured nothing.
    """

    start: int
    sown: tuple[int, ...]
    captures: tuple[tuple[int, int], ...]
    grand_slam: bool = False

    @property
    def captured(self) -> int:
        """Seeds captured by the move."""
        return sum(seeds for _, seeds in self.captures)

    @property
    def last(self) -> int:
        """The house that received the last seed."""
        return self.sown[-1]


def sow_seeds(houses: tuple[int, ...], start: int) -> tuple[list[int], tuple[int, ...]]:
    """Lift every seed from ``start`` and drop one in each following house, skipping the
    start house on every lap. Returns the new house counts and the houses sown, in order."""
    seeds = houses[start]
    board = list(houses)
    board[start] = 0
    order = SOWING_ORDERS[start]
    laps, rest = divmod(seeds, 11)
    if laps:
        for h in order:
            board[h] += laps
    for h in order[:rest]:
        board[h] += 1
    sown = order * laps + order[:rest]
    return board, sown


def capture_chain(board: list[int], last: int, mover: Player, rules: Rules) -> list[int]:
    """Houses captured by a sowing that ended in ``last``: that house if it is the
    opponent's and now holds 2 or 3, then each previous (clockwise) house while it is the
    opponent's and holds 2 or 3. The chain stops at the first house that is not."""
    owners = rules.owners
    chain: list[int] = []
    house = last
    while owners[house] is not mover and 2 <= board[house] <= 3:
        chain.append(house)
        house = (house - 1) % 12
    return chain


def is_grand_slam(board: list[int], chain: list[int], mover: Player, rules: Rules) -> bool:
    """True when ``chain`` would take every seed left on the opponent's side."""
    if not chain:
        return False
    taken = sum(board[h] for h in chain)
    return taken == sum(board[h] for h in rules.houses_of(mover.opponent))


def would_grand_slam(position: Position, start: int, rules: Rules) -> bool:
    """True when playing ``start`` would capture every seed on the opponent's side."""
    board, sown = sow_seeds(position.houses, start)
    chain = capture_chain(board, sown[-1], position.to_move, rules)
    return is_grand_slam(board, chain, position.to_move, rules)


def sow(position: Position, start: int, rules: Rules) -> tuple[Position, SowingPlan]:
    """Play the house ``start`` for the player to move: sow, capture, pass the turn.

    A grand slam captures nothing (under either grand-slam policy: where it is forbidden it
    is only ever played as the last resort). Under *Libertà al più forte* a player whose
    side is empty after the move passes, so the mover moves again.
    """
    mover = position.to_move
    board, sown = sow_seeds(position.houses, start)
    chain = capture_chain(board, sown[-1], mover, rules)
    grand_slam = is_grand_slam(board, chain, mover, rules)
    captures: tuple[tuple[int, int], ...] = ()
    stores = position.stores
    if chain and not grand_slam:
        captures = tuple((h, board[h]) for h in chain)
        taken = 0
        for h, seeds in captures:
            taken += seeds
            board[h] = 0
        stores = (stores[0] + taken, stores[1]) if mover is Player.SOUTH else (
            stores[0], stores[1] + taken)
    houses = tuple(board)
    following = turn_after(houses, mover, rules)
    return Position(houses, stores, following), SowingPlan(start, sown, captures, grand_slam)


def turn_after(houses: tuple[int, ...], mover: Player, rules: Rules) -> Player:
    """Who moves after ``mover``: the opponent, except under *Libertà al più forte* when the
    opponent's side is empty and the mover still has seeds (the opponent passes)."""
    opponent = mover.opponent
    if rules.empty_side is EmptySide.PASS and not any(
        houses[h] for h in rules.houses_of(opponent)
    ) and any(houses[h] for h in rules.houses_of(mover)):
        return mover
    return opponent
