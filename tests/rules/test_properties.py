"""Properties of random legal games under every combination of rule options, from the
start, from random set-up positions and from random endgames (hypothesis).

Hypothesis draws the rules, the starting position and a seed; the seed drives the choice
among the legal moves, so every game is played to its end (or ``MAX_PLIES``).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import pairwise

from hypothesis import given, settings
from hypothesis import strategies as st

from wari_desktop.rules import (
    LETTERS,
    SEEDS,
    STANDARD_OWNERS,
    EmptySide,
    EndReason,
    Game,
    GrandSlam,
    Player,
    Position,
    Rules,
    SowingPlan,
    legal_moves,
    next_owners,
)

from .boards import snapshot

COLLECTING = {EndReason.FAMINE, EndReason.REPETITION, EndReason.AGREEMENT, EndReason.EMPTY_SIDE}
OWNERS = [STANDARD_OWNERS, next_owners(32, 16), next_owners(16, 32), next_owners(27, 21)]
MAX_PLIES = 400  # without the repetition rule a game may go round for ever


def rules(end_on_repetition: bool | None = None) -> st.SearchStrategy[Rules]:
    """Every combination of options, with the repetition rule drawn unless given."""
    repetition = st.booleans() if end_on_repetition is None else st.just(end_on_repetition)
    return st.builds(
        Rules,
        grand_slam=st.sampled_from(GrandSlam),
        end_on_repetition=repetition,
        empty_side=st.sampled_from(EmptySide),
        owners=st.sampled_from(OWNERS),
    )


@st.composite
def set_up_positions(draw: st.DrawFn) -> Position:
    """12 house counts and 2 stores that make 48, and either player to move."""
    cuts = sorted(draw(st.lists(st.integers(0, SEEDS), min_size=13, max_size=13)))
    counts = [high - low for low, high in pairwise([0, *cuts, SEEDS])]
    return Position(tuple(counts[:12]), (counts[12], counts[13]), draw(st.sampled_from(Player)))


@st.composite
def endgame_positions(draw: st.DrawFn) -> Position:
    """1 to 12 seeds on the board and the rest in the stores, neither reaching 25: where
    grand slams, famine, passes and repetitions happen."""
    on_board = draw(st.integers(1, 12))
    sown = draw(st.lists(st.integers(0, 11), min_size=on_board, max_size=on_board))
    rest = SEEDS - on_board
    south = draw(st.integers(max(0, rest - 24), min(24, rest)))
    counts = tuple(sown.count(h) for h in range(12))
    return Position(counts, (south, rest - south), draw(st.sampled_from(Player)))


starts = st.one_of(st.just(Position.start()), set_up_positions(), endgame_positions())
games = st.builds(Game, starts, rules())
seeds = st.integers(0, 2**32 - 1)

PROPERTY = settings(max_examples=150, deadline=None)


def moves_of(game: Game, seed: int) -> Iterator[tuple[Position, SowingPlan]]:
    """Play random legal moves until the game ends (or MAX_PLIES); yield the position
    before each move and the move's sowing plan."""
    chooser = random.Random(seed)
    for _ in range(MAX_PLIES):
        legal = game.legal_moves()
        if not legal:
            return
        before = game.position
        yield before, game.play(chooser.choice(legal))


@PROPERTY
@given(games, seeds)
def test_the_board_and_stores_always_hold_48_seeds(game: Game, seed: int) -> None:
    for _ in moves_of(game, seed):
        assert sum(game.houses) + sum(game.scores) == SEEDS


@PROPERTY
@given(games, seeds)
def test_the_start_house_never_receives_a_seed_and_ends_empty(game: Game, seed: int) -> None:
    for before, plan in moves_of(game, seed):
        assert plan.start not in plan.sown
        assert len(plan.sown) == before.houses[plan.start]
        assert game.houses[plan.start] == 0


def sown_one_by_one(houses: tuple[int, ...], start: int) -> tuple[list[int], list[int]]:
    """The rule read literally: take the seeds and drop them one at a time in the houses
    that follow, passing over the start house. Returns the board and the houses sown."""
    board, sown = list(houses), []
    hand, board[start], house = board[start], 0, start
    while hand:
        house = (house + 1) % 12
        if house != start:
            board[house] += 1
            sown.append(house)
            hand -= 1
    return board, sown


@PROPERTY
@given(games, seeds)
def test_sowing_matches_dropping_the_seeds_one_at_a_time(game: Game, seed: int) -> None:
    for before, plan in moves_of(game, seed):
        board, sown = sown_one_by_one(before.houses, plan.start)
        assert list(plan.sown) == sown
        captured = dict(plan.captures)
        assert all(board[house] == seeds for house, seeds in captured.items())
        assert [0 if h in captured else board[h] for h in range(12)] == game.houses


@PROPERTY
@given(games, seeds)
def test_captures_come_only_from_houses_the_opponent_owns_and_go_to_the_mover(
    game: Game, seed: int
) -> None:
    owners = game.rules.owners
    for before, plan in moves_of(game, seed):
        mover = before.to_move
        assert all(owners[house] is mover.opponent for house, _ in plan.captures)
        assert all(seeds in (2, 3) for _, seeds in plan.captures)
        assert not (plan.grand_slam and plan.captures)
        assert game.scores[mover] - before.stores[mover] == plan.captured
        assert game.scores[mover.opponent] == before.stores[mover.opponent]


@PROPERTY
@given(games, seeds)
def test_undo_restores_exactly_and_redo_replays(game: Game, seed: int) -> None:
    chooser = random.Random(seed)
    for _ in range(MAX_PLIES):
        legal = game.legal_moves()
        if not legal:
            break
        before = snapshot(game)
        plan = game.play(chooser.choice(legal))
        after = snapshot(game)
        game.undo()
        assert snapshot(game)[:-1] == before[:-1]  # all but can_redo, which is now true
        assert game.redo() == plan
        assert snapshot(game) == after


@PROPERTY
@given(games, seeds)
def test_a_game_not_over_has_a_legal_move_and_a_game_over_has_none(
    game: Game, seed: int
) -> None:
    for _ in [None, *moves_of(game, seed)]:
        if game.is_over():
            assert game.legal_moves() == []
            assert game.result() is not None
        else:
            houses = [LETTERS.index(move) for move in game.legal_moves()]
            assert houses
            assert all(game.rules.owners[h] is game.to_move for h in houses)
            assert all(game.houses[h] for h in houses)
            assert game.result() is None
    if game.outcome is not None and game.outcome.reason is EndReason.FAMINE:
        assert legal_moves(game.position, game.rules) == []


@PROPERTY
@given(games, seeds)
def test_results_add_up_to_48_when_the_board_is_collected(game: Game, seed: int) -> None:
    for _ in moves_of(game, seed):
        pass
    if not game.is_over():
        game.agree_to_end()
    outcome = game.outcome
    assert outcome is not None
    if outcome.reason in COLLECTING:
        assert sum(outcome.totals) == SEEDS
    else:
        assert outcome.totals == game.scores
        assert max(outcome.totals) >= 25 or outcome.totals == (24, 24)
    south, north = outcome.totals
    if south == north:
        assert outcome.winner is None
    else:
        assert outcome.winner is (Player.SOUTH if south > north else Player.NORTH)


@PROPERTY
@given(games, seeds)
def test_under_the_repetition_rule_a_position_recurs_only_to_end_the_game(
    game: Game, seed: int
) -> None:
    for _ in moves_of(game, seed):
        pass
    keys = [game.start.key, *(ply.after.key for ply in game.plies)]
    recurred = keys[-1] in keys[:-1]
    ended_by_repetition = game.outcome is not None and game.outcome.reason is EndReason.REPETITION
    if game.rules.end_on_repetition:
        assert len(set(keys[:-1])) == len(keys) - 1
        assert recurred == ended_by_repetition
    else:
        assert not ended_by_repetition


@settings(max_examples=60, deadline=None)
@given(st.builds(Game, starts, rules(end_on_repetition=True)), seeds)
def test_random_games_end_within_5000_plies_under_the_repetition_rule(
    game: Game, seed: int
) -> None:
    chooser = random.Random(seed)
    for _ in range(5000):
        if game.is_over():
            break
        game.play(chooser.choice(game.legal_moves()))
    assert game.is_over()
