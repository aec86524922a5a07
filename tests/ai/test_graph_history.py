"""The transposition table under the repetition rule (graph history): a value found below
one line is reused only where the same earlier positions can recur, so the search finds
exactly what plain minimax with the rule finds, however the line came to a position."""

import random

import pytest

from wari_desktop.ai.analysis import history_keys
from wari_desktop.ai.board import Board, children, normalise
from wari_desktop.ai.evaluate import evaluate, final_value
from wari_desktop.ai.search import Key, Limits, Searcher
from wari_desktop.rules import Game


def minimax(board: Board, my: int, opp: int, depth: int, path: set[Key], ply: int) -> int:
    """Plain minimax under the repetition rule: a move to a position already on the path
    (or in the game) ends the game, each player taking the seeds on their own side."""
    if my >= 25 or opp >= 25 or my == opp == 24:
        return final_value(my, opp)
    kids = children(board)
    if not kids:
        return final_value(my + sum(board[:6]), opp + sum(board[6:]))
    if depth == 0:
        return evaluate(board, my, opp)
    best = -(1 << 30)
    for _house, captured, child in kids:
        key = (child, (ply + 1) & 1)
        if key in path:
            value = final_value(my + captured + sum(child[6:]), opp + sum(child[:6]))
        else:
            path.add(key)
            value = -minimax(child, opp, my + captured, depth - 1, path, ply + 1)
            path.discard(key)
        best = max(best, value)
    return best


def sparse_games(count: int, seed: int, most_seeds: int) -> list[Game]:
    """Seeded random games stopped at random once at most ``most_seeds`` are on the board:
    endings where positions recur."""
    rng = random.Random(seed)
    found: list[Game] = []
    while len(found) < count:
        game = Game()
        while not game.is_over():
            if 48 - sum(game.position.stores) <= most_seeds and rng.random() < 0.15:
                break
            game.play(rng.choice(game.legal_moves()))
        if not game.is_over():
            found.append(game)
    return found


ENDINGS = sparse_games(60, 1, 10)
ONCE_WRONG = 37  # the table once gave this ending a value true only on another line
CHECKED = (ONCE_WRONG, *range(0, 60, 6))


def searchers() -> list[type[Searcher]]:
    """The reference search, and the compiled one where it is built."""
    try:
        from wari_desktop.ai.compiled import CompiledSearcher
    except ImportError:
        return [Searcher]
    return [Searcher, CompiledSearcher]


@pytest.mark.parametrize("index", CHECKED)
def test_the_search_finds_minimax_under_the_repetition_rule(index: int) -> None:
    game = ENDINGS[index]
    position = game.position
    board = normalise(position)
    my, opp = position.stores[position.to_move], position.stores[position.to_move.opponent]
    seen = history_keys(game)
    expected = minimax(board, my, opp, 10, seen | {(board, 0)}, 0)
    for kind in searchers():
        last = list(kind(quiescence=0).iterate(board, my, opp, set(seen), Limits(depth=10)))[-1]
        assert last.score == expected, kind.__name__

