"""Whether a game may end by agreement: the players agree that no more captures are
possible, so each takes the seeds on their side. No Qt.

The computer accepts only when it can prove it: every position reachable from here, by
any moves of either side, is searched, and none allows a capture.
"""

from __future__ import annotations

from collections import deque

from ..rules import Game, Position, legal_moves, sow

#: Positions searched before giving up (and declining): endgames with few seeds have far
#: fewer.
LIMIT = 50_000


def captures_possible(game: Game, limit: int = LIMIT) -> bool:
    """True when some sequence of legal moves from the game's position captures seeds,
    or when that cannot be ruled out within ``limit`` positions."""
    if game.is_over():
        return False
    rules = game.rules
    start = game.position
    seen = {start.key}
    queue: deque[Position] = deque([start])
    while queue:
        position = queue.popleft()
        for house in legal_moves(position, rules):
            after, plan = sow(position, house, rules)
            if plan.captures:
                return True
            if after.key not in seen:
                if len(seen) >= limit:
                    return True
                seen.add(after.key)
                queue.append(after)
    return False
