"""A plain alpha-beta over the public rules engine, for rule variants the fast board does
not model (*Tutti a casa*, *Libertà al più forte*, *Case supplementari* ownership). Slower,
but it plays by exactly the rules of the game it is given."""

from __future__ import annotations

import time

from ..rules import Game, Player
from .evaluate import SEED, final_value
from .search import INFINITY, Limits, SearchAborted


def _value(game: Game, me: Player) -> int:
    """Exact result once the game is over, else the store difference plus a little for
    seeds kept on one's own side."""
    outcome = game.outcome
    if outcome is not None:
        mine, theirs = outcome.totals[me], outcome.totals[me.opponent]
        return final_value(mine, theirs)
    position = game.position
    rules = game.rules
    own = position.seeds_of(me, rules) - position.seeds_of(me.opponent, rules)
    return (position.stores[me] - position.stores[me.opponent]) * SEED + own * 10


def variant_scores(game: Game, limits: Limits) -> tuple[dict[str, int], int]:
    """A score per legal move (for the player to move) from the deepest search that
    finished within ``limits``, and that depth."""
    work = Game(game.start, game.rules)
    for move in game.moves:
        work.play(move)
    deadline = time.perf_counter() + limits.seconds if limits.seconds else float("inf")
    nodes = [0]

    def search(depth: int, alpha: int, beta: int) -> int:
        """Value for the player to move in ``work``."""
        nodes[0] += 1
        if not nodes[0] & 127 and (time.perf_counter() > deadline or (
                limits.cancel is not None and limits.cancel.is_set())):
            raise SearchAborted
        if depth == 0 or work.is_over():
            return _value(work, work.to_move)
        best = -INFINITY
        for move in work.legal_moves():
            value = after(move, depth, alpha, beta)
            best = max(best, value)
            alpha = max(alpha, value)
            if alpha >= beta:
                break
        return best

    def after(move: str, depth: int, alpha: int, beta: int) -> int:
        """Value of ``move`` for the player making it. Under Libertà the same player may
        move again (the other passes): then the value is not negated."""
        mover = work.to_move
        work.play(move)
        try:
            if work.to_move is mover:
                return search(depth - 1, alpha, beta)
            return -search(depth - 1, -beta, -alpha)
        finally:
            work.undo()

    scores: dict[str, int] = {}
    reached = 0
    for depth in range(1, (limits.depth or 12) + 1):
        try:
            current = {move: after(move, depth, -INFINITY, INFINITY)
                       for move in work.legal_moves()}
        except SearchAborted:
            break
        scores, reached = current, depth
    if not scores:  # not even depth 1 finished: the moves' immediate results
        scores = {move: after(move, 1, -INFINITY, INFINITY) for move in work.legal_moves()}
    return scores, reached
