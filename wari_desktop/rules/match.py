"""*Case supplementari*: house ownership for the next game of a match.

After a game each player fills houses with 4 of the seeds they won, starting from their
own first house and going on in sowing order. A remainder of 3 seeds earns one more house;
1 or 2 do not. The player who won more than 24 seeds takes over the opponent's first houses
(32 seeds: ``A..F`` plus ``a b`` for South), which belong to them in the next game; the
other player owns the rest. Captures then happen in the opponent's houses, whichever those
are.
"""

from __future__ import annotations

from .board import HOUSES, SEEDS, SEEDS_PER_HOUSE, Player
from .options import STANDARD_OWNERS


class MatchDecidedError(ValueError):
    """One player would own every house: the match is won outright."""


def houses_won(seeds: int) -> int:
    """Houses filled by ``seeds``: one per 4, plus one for a remainder of 3."""
    if seeds < 0:
        raise ValueError("seed counts cannot be negative")
    full, remainder = divmod(seeds, SEEDS_PER_HOUSE)
    return full + (1 if remainder == 3 else 0)


def next_owners(south_seeds: int, north_seeds: int) -> tuple[Player, ...]:
    """House owners ``A..f`` for the next game after a game won ``south``-``north``.

    Raises ValueError unless the two totals make 48, and MatchDecidedError when the winner
    would take every house.
    """
    if south_seeds < 0 or north_seeds < 0 or south_seeds + north_seeds != SEEDS:
        raise ValueError(f"a game's totals add up to {SEEDS}, got {south_seeds}+{north_seeds}")
    if south_seeds == north_seeds:
        return STANDARD_OWNERS
    winner = Player.SOUTH if south_seeds > north_seeds else Player.NORTH
    count = houses_won(max(south_seeds, north_seeds))
    if count >= HOUSES:
        raise MatchDecidedError(f"{winner.label} wins every house: the match is decided")
    count = max(count, HOUSES // 2)
    first = 0 if winner is Player.SOUTH else HOUSES // 2
    won = {(first + i) % HOUSES for i in range(count)}
    return tuple(winner if h in won else winner.opponent for h in range(HOUSES))
