"""The transposition table under the repetition rule (graph history): a value found below
one line is reused only where the same earlier positions can recur, so the search finds
exactly what plain minimax with the rule finds, however the line came to a position."""

import random

import pytest

from wari_desktop.ai.analysis import history_keys
from wari_desktop.ai.board import normalise
from wari_desktop.ai.search import Limits, Searcher
from wari_desktop.rules import Game

from .test_search import minimax


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


def scores_and_minimax(index: int, graph_history: bool) -> tuple[list[int], int]:
    """Each searcher's value of ending ``index`` at depth 10, and plain minimax's."""
    game = ENDINGS[index]
    position = game.position
    board = normalise(position)
    my, opp = position.stores[position.to_move], position.stores[position.to_move.opponent]
    seen = history_keys(game)
    expected = minimax(board, my, opp, 10, seen | {(board, 0)}, 0)
    scores = []
    for kind in searchers():
        search = kind(quiescence=0, graph_history=graph_history)
        scores.append(list(search.iterate(board, my, opp, set(seen), Limits(depth=10)))[-1].score)
    return scores, expected


@pytest.mark.parametrize("index", CHECKED)
def test_the_search_finds_minimax_under_the_repetition_rule(index: int) -> None:
    scores, expected = scores_and_minimax(index, graph_history=True)
    assert scores == [expected] * len(scores)


def test_without_graph_history_a_value_from_another_line_is_believed() -> None:
    # graph_history=False (the default: keys without the level's earlier positions, for
    # the depth it gives in cycling endings) is the search before graph history, in both
    # cores: it gives the ending that was once wrong its old wrong value.
    scores, expected = scores_and_minimax(ONCE_WRONG, graph_history=False)
    assert expected not in scores
