"""The search finds exactly the minimax value, scores repetitions by the rule, and stops
when told."""

import threading
from dataclasses import replace

import pytest

from wari_desktop.ai.board import Board, children, normalise
from wari_desktop.ai.evaluate import evaluate, final_value
from wari_desktop.ai.openings import random_games
from wari_desktop.ai.search import (
    HISTORY_SIZE,
    Key,
    Limits,
    Searcher,
    move_id,
    next_depth_fits,
)


def minimax(board: Board, my: int, opp: int, depth: int, path: set[Key] | None = None,
            ply: int = 0) -> int:
    """Plain minimax with no pruning, no table, no quiescence: the reference. With a
    ``path`` (the positions so far as ``(board, ply parity)`` keys, the game's included),
    under the repetition rule: a move to a position already on it ends the game, each
    player taking the seeds on their own side."""
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
        if path is None:
            value = -minimax(child, opp, my + captured, depth - 1)
        elif key in path:
            value = final_value(my + captured + sum(child[6:]), opp + sum(child[:6]))
        else:
            path.add(key)
            value = -minimax(child, opp, my + captured, depth - 1, path, ply + 1)
            path.discard(key)
        best = max(best, value)
    return best


def random_positions(count: int, seed: int) -> list[tuple[Board, int, int]]:
    found = []
    for game in random_games(count, seed, (0, 60)):
        position = game.position
        mover = position.to_move
        stores = position.stores
        found.append((normalise(position), stores[mover], stores[mover.opponent]))
    return found


@pytest.mark.parametrize("depth", [1, 2, 3, 4])
def test_alpha_beta_with_every_refinement_finds_the_minimax_value(depth: int) -> None:
    # Late move reductions are a bet (a reduced search may miss a better move), so they
    # are off here; every other refinement must be exact.
    for board, my, opp in random_positions(25, seed=depth):
        searcher = Searcher(repetition=False, quiescence=0, reductions=False)
        iterations = list(searcher.iterate(board, my, opp, limits=Limits(depth=depth)))
        assert iterations[-1].depth == depth
        assert iterations[-1].score == minimax(board, my, opp, depth)


@pytest.mark.parametrize("depth", [3, 4, 5])
def test_mtdf_finds_the_minimax_value_and_a_move_that_reaches_it(depth: int) -> None:
    # MTD(f)'s null-window passes must meet at the same value as the full-window search,
    # from any first guess (the iterations before give it), under the repetition rule too.
    for board, my, opp in random_positions(20, seed=40 + depth):
        for repetition in (False, True):
            searcher = Searcher(repetition=repetition, quiescence=0, mtdf=True)
            last = list(searcher.iterate(board, my, opp, limits=Limits(depth=depth)))[-1]
            path = {(board, 0)} if repetition else None
            assert last.score == minimax(board, my, opp, depth, path)
            kid = next(k for k in children(board) if k[0] == last.move)
            if path is not None:
                path.add((kid[2], 1))
            assert -minimax(kid[2], opp, my + kid[1], depth - 1, path, 1) == last.score


def test_a_move_id_is_its_house_and_its_seeds() -> None:
    board = (3, 0, 12, 4, 4, 4, 4, 4, 4, 4, 4, 1)
    assert len({move_id(board, house) for house in range(6)}) == 6
    assert move_id(board, 2) != move_id((3, 0, 13, 4, 4, 4, 4, 4, 4, 4, 4, 0), 2)
    assert move_id(board, 2, 0) == move_id((3, 0, 13, 4, 4, 4, 4, 4, 4, 4, 4, 0), 2, 0)
    assert max(move_id((48,) * 6 + (0,) * 6, house) for house in range(6)) < HISTORY_SIZE


def test_the_history_by_seeds_changes_the_order_not_the_values() -> None:
    # Killers and history only order the moves: every depth's value stays that of the
    # order by house alone (among equal moves another may come first), while the nodes
    # searched differ.
    changed = 0
    for board, my, opp in random_positions(12, seed=61):
        runs = [list(Searcher(seed_history=flag).iterate(board, my, opp, limits=Limits(depth=7)))
                for flag in (True, False)]
        assert [i.score for i in runs[0]] == [i.score for i in runs[1]]
        changed += runs[0][-1].nodes != runs[1][-1].nodes
    assert changed > 0


def test_the_next_depth_is_predicted_from_the_last_depths_growth() -> None:
    # Depths ending at 0.125, 0.25 and 0.5 s: the last took 0.25 s, twice the one before,
    # so the next is expected to take 0.5 s and end at 1 s.
    assert next_depth_fits([0.125, 0.25, 0.5], 1.0)
    assert not next_depth_fits([0.125, 0.25, 0.5], 0.99)
    # A depth cheaper than the one before is still expected to cost as much as the last.
    assert next_depth_fits([0.125, 0.5, 0.75], 1.0)
    assert not next_depth_fits([0.125, 0.5, 0.75], 0.99)
    # Too few depths, or a clock that did not move, predict nothing.
    assert not next_depth_fits([0.125, 0.25], 10.0)
    assert not next_depth_fits([0.25, 0.25, 0.5], 10.0)


def test_the_best_move_achieves_the_reported_score() -> None:
    for board, my, opp in random_positions(15, seed=11):
        last = list(Searcher(repetition=False, quiescence=0, reductions=False).iterate(
            board, my, opp, limits=Limits(depth=3)))[-1]
        kid = next(k for k in children(board) if k[0] == last.move)
        assert -minimax(kid[2], opp, my + kid[1], 2) == last.score


def test_a_fixed_depth_search_is_deterministic() -> None:
    board, my, opp = random_positions(1, seed=5)[0]
    limits = Limits(depth=7)
    runs = [[replace(i, seconds=0.0) for i in Searcher().iterate(board, my, opp, limits=limits)]
            for _ in range(2)]
    assert runs[0] == runs[1]  # moves, scores, lines and node counts; only the clock differs


def test_a_line_that_repeats_the_position_is_scored_as_the_game_ending_there() -> None:
    # One seed each on F and f, 23-23: every move is forced and the position comes back
    # after 12 plies; the repetition rule ends it 24-24, a draw.
    # Past the cycle, at every depth from 12 to 16, the rule scores that draw; without the
    # rule the search scores the position at its horizon instead, as plain minimax does,
    # which at odd depths (the horizon falls where one side holds both seeds) is not 0.
    board = (0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1)
    limits = Limits(depth=16)
    with_rule = {i.depth: i.score for i in Searcher().iterate(board, 23, 23, limits=limits)}
    without_rule = {i.depth: i.score
                    for i in Searcher(repetition=False).iterate(board, 23, 23, limits=limits)}
    for depth in range(12, 17):
        assert with_rule[depth] == minimax(board, 23, 23, depth, {(board, 0)}) == 0
        assert without_rule[depth] == minimax(board, 23, 23, depth)
    assert any(without_rule[depth] != 0 for depth in range(12, 17))


def test_an_earlier_position_of_the_game_counts_as_a_repetition() -> None:
    board = (0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1)
    after_f = children(board)[0][2]  # the only move; the opponent is then to move
    # If the position after F already occurred in the game, playing F ends the game there:
    # South's side is then empty and North collects its 2 seeds, so South loses 23-25.
    seen = {(after_f, 1)}
    last = list(Searcher().iterate(board, 23, 23, seen, Limits(depth=3)))[-1]
    assert last.score == final_value(23, 25)
    fresh = list(Searcher().iterate(board, 23, 23, set(), Limits(depth=3)))[-1]
    assert fresh.score != last.score


def test_a_set_cancel_event_stops_the_search_before_it_starts_a_depth() -> None:
    board, my, opp = random_positions(1, seed=3)[0]
    cancel = threading.Event()
    cancel.set()
    iterations = list(Searcher().iterate(board, my, opp, limits=Limits(depth=30, cancel=cancel)))
    assert len(iterations) < 30


def test_cancelling_from_another_thread_ends_a_long_search() -> None:
    board, my, opp = random_positions(1, seed=4)[0]
    cancel = threading.Event()
    timer = threading.Timer(0.2, cancel.set)
    timer.start()
    iterations = list(Searcher().iterate(board, my, opp, limits=Limits(cancel=cancel)))
    timer.join()
    assert cancel.is_set()
    assert iterations  # the depths finished before the cancel are kept
    assert iterations[-1].depth < 64
