"""Legal moves: which houses the player to move may play."""

from __future__ import annotations

from .board import SOWING_ORDERS
from .options import EmptySide, GrandSlam, Rules
from .position import Position
from .sowing import would_grand_slam


def feeds(position: Position, start: int, rules: Rules) -> bool:
    """True when sowing ``start`` drops at least one seed on the opponent's side."""
    owners = rules.owners
    mover = position.to_move
    seeds = position.houses[start]
    for step, house in enumerate(SOWING_ORDERS[start]):
        if step >= seeds:
            return False
        if owners[house] is not mover:
            return True
    return False


def legal_moves(position: Position, rules: Rules) -> list[int]:
    """The houses the player to move may play, in canonical order.

    A move starts from a non-empty house of the mover's own. When the opponent's side is
    empty the mover must feed it (only moves that sow a seed there are legal), unless a
    variant says otherwise. Under the "forbidden" grand-slam policy a grand slam is legal
    only when every other legal move is one too. An empty list means the game is over.
    """
    houses = position.houses
    mover = position.to_move
    moves = [h for h in rules.houses_of(mover) if houses[h]]
    if not moves:
        return moves
    if rules.empty_side is EmptySide.MUST_FEED and not position.seeds_of(mover.opponent, rules):
        moves = [h for h in moves if feeds(position, h, rules)]
    if rules.grand_slam is GrandSlam.FORBIDDEN and moves:
        safe = [h for h in moves if not would_grand_slam(position, h, rules)]
        if safe:
            moves = safe
    return moves
