"""The search's own board: flat tuples normalised to the player to move.

A board is a tuple of 12 ints; indices 0..5 are the houses of the player to move in sowing
order, 6..11 the opponent's. For South to move that is ``A..F a..f``; for North
``a..f A..F``. Sowing is precomputed per (house, seeds) as an increment vector, so a
move is one ``map(add, ...)`` plus the capture walk. Standard ownership only; the two
grand-slam policies and feeding are the rules' (``wari_desktop.rules`` stays the
reference).
"""

from __future__ import annotations

from operator import add

from ..rules import GrandSlam, Player, Position

MAX_SEEDS = 48

Board = tuple[int, ...]
Child = tuple[int, int, Board]  # (house 0..5, seeds captured, child board for the opponent)


def _increments(start: int, seeds: int) -> tuple[tuple[int, ...], int]:
    """The change to every house when ``start`` holding ``seeds`` is sown, and the last
    house sown: the start house is emptied and skipped on every lap."""
    change = [0] * 12
    change[start] = -seeds
    house = start
    for _ in range(seeds):
        house = (house + 1) % 12
        if house == start:
            house = (house + 1) % 12
        change[house] += 1
    return tuple(change), house


_TABLE = [[_increments(h, s) for s in range(MAX_SEEDS + 1)] for h in range(6)]
INCREMENTS: list[list[tuple[int, ...]]] = [[inc for inc, _ in row] for row in _TABLE]
LAST: list[list[int]] = [[last for _, last in row] for row in _TABLE]
# The same, seen from the opponent (who moves next): index i here is house (i + 6) % 12.
TURNED: list[list[tuple[int, ...]]] = [[inc[6:] + inc[:6] for inc in row] for row in INCREMENTS]
TURNED_LAST: list[list[int]] = [[(last + 6) % 12 for last in row] for row in LAST]


def normalise(position: Position) -> Board:
    """The board of ``position`` seen from the player to move."""
    houses = position.houses
    return houses if position.to_move is Player.SOUTH else houses[6:] + houses[:6]


def children(board: Board, grand_slam: GrandSlam = GrandSlam.CAPTURES_NOTHING) -> list[Child]:
    """Every legal move of the player to move with what it captures and the board it
    leaves (normalised for the opponent). Empty when the game ends here (famine).

    Rules: a non-empty house of one's own; if the opponent has no seeds only moves that
    reach them; a grand slam (taking every opponent seed) captures nothing, and under the
    "forbidden" policy is legal only if nothing else is.
    """
    turned = board[6:] + board[:6]  # the board as the opponent will see it
    must_feed = not (board[6] or board[7] or board[8] or board[9] or board[10] or board[11])
    result: list[Child] = []
    slams: list[Child] = []
    for house in range(6):
        seeds = board[house]
        if not seeds or (must_feed and seeds < 6 - house):
            continue
        after = tuple(map(add, turned, TURNED[house][seeds]))
        last = TURNED_LAST[house][seeds]  # < 6: the seed fell on the opponent's side
        if last < 6 and 2 <= after[last] <= 3:
            first = last
            captured = after[last]
            while first > 0 and 2 <= after[first - 1] <= 3:
                first -= 1
                captured += after[first]
            if captured == after[0] + after[1] + after[2] + after[3] + after[4] + after[5]:
                slams.append((house, 0, after))
                continue
            after = (0,) * (last + 1 - first) + after[last + 1:] if first == 0 else (
                after[:first] + (0,) * (last + 1 - first) + after[last + 1:])
            result.append((house, captured, after))
        else:
            result.append((house, 0, after))
    if slams:
        if grand_slam is GrandSlam.FORBIDDEN and result:
            return result
        result.extend(slams)
        result.sort()
    return result
