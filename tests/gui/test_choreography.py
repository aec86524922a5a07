"""The timing of an animated move: every seed lifted, dropped in the plan's order, the
start house skipped on laps, captures carried to the store, no seed lost, and every count
following the seeds drawn."""

from __future__ import annotations

import random

import pytest

from wari_desktop.gui.board.choreography import (
    CueKind,
    Ease,
    Key,
    Timing,
    choreograph,
    collect,
    ease,
    sample,
)
from wari_desktop.rules import Game, Player, Position, sow

STORE_SOUTH, STORE_NORTH = 12, 13


def spot(pit: int, count: int, index: int) -> tuple[float, float]:
    return (pit * 100.0 + index, float(count))


def hand(pit: int) -> tuple[float, float]:
    return (pit * 100.0, -50.0)


def members(position: Position) -> list[list[int]]:
    pits: list[list[int]] = []
    seed = 0
    for count in (*position.houses, *position.stores):
        pits.append(list(range(seed, seed + count)))
        seed += count
    return pits


def play(position: Position, house: int) -> tuple[object, object]:
    after, plan = sow(position, house, Game().rules)
    store = STORE_SOUTH if house < 6 else STORE_NORTH
    chore = choreograph(members(position), house, plan.sown, plan.captures, store, spot, hand,
                        100.0)
    return chore, (after, plan)


def test_each_sown_house_gets_one_drop_in_the_plans_order() -> None:
    chore, (_, plan) = play(Position.start(), 2)
    drops = [c.pit for c in chore.cues if c.kind is CueKind.DROP]
    assert drops == list(plan.sown) == [3, 4, 5, 6]
    times = [c.t for c in chore.cues]
    assert times == sorted(times)
    assert chore.cues[0].kind is CueKind.LIFT and chore.cues[-1].kind is CueKind.END


def test_a_lap_of_twelve_or_more_skips_the_start_house() -> None:
    position = Position((0, 14, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3), (2, 2))
    chore, (after, _) = play(position, 1)
    drops = [c.pit for c in chore.cues if c.kind is CueKind.DROP]
    assert len(drops) == 14 and 1 not in drops
    assert [len(p) for p in chore.pits[:12]] == list(after.houses)


def test_captured_seeds_end_in_the_movers_store() -> None:
    position = Position((4, 0, 0, 1, 3, 1, 2, 1, 2, 0, 0, 6), (14, 14))
    chore, (after, plan) = play(position, 4)
    captures = [(c.pit, c.count, c.to) for c in chore.cues if c.kind is CueKind.CAPTURE]
    assert captures == [(h, n, STORE_SOUTH) for h, n in plan.captures] and captures
    assert [len(p) for p in chore.pits] == [*after.houses, *after.stores]


def random_move(seed: int, plies: int) -> tuple[Game, int] | None:
    """A game of up to ``plies`` random moves (seeded) and a random legal house to play
    next, or None if the game ended."""
    rng = random.Random(seed)
    game = Game()
    for _ in range(rng.randrange(0, plies)):
        if game.is_over():
            break
        game.play(rng.choice(game.legal_moves()))
    if game.is_over():
        return None
    return game, "ABCDEFabcdef".index(rng.choice(game.legal_moves()))


@pytest.mark.parametrize("seed", range(20))
def test_random_moves_keep_every_seed_and_end_on_the_new_position(seed: int) -> None:
    drawn = random_move(seed, 40)
    if drawn is None:
        return
    game, house = drawn
    chore, (after, _) = play(game.position, house)
    seeds = sorted(s for pit in chore.pits for s in pit)
    assert seeds == sorted(s for pit in members(game.position) for s in pit)
    assert [len(p) for p in chore.pits] == [*after.houses, *after.stores]
    for track in chore.tracks.values():
        assert [k.t for k in track] == sorted(k.t for k in track)
        assert track[-1].lift == 0.0  # every seed comes to rest


def test_a_wrong_board_is_refused() -> None:
    with pytest.raises(ValueError, match="holds"):
        choreograph([[]] * 14, 0, (1, 2), (), STORE_SOUTH, spot, hand, 100.0)


def test_slower_speeds_take_longer_and_long_sowings_go_faster_per_seed() -> None:
    position = Position.start()
    pits = members(position)
    normal = choreograph(pits, 2, (3, 4, 5, 6), (), 12, spot, hand, 100.0, Timing())
    slow = choreograph(pits, 2, (3, 4, 5, 6), (), 12, spot, hand, 100.0, Timing(scale=1.7))
    assert slow.duration > 1.6 * normal.duration
    assert Timing().step_factor(20) < Timing().step_factor(4)


def test_sampling_holds_before_and_after_and_eases_between() -> None:
    track = [Key(0.0, (0.0, 0.0)), Key(100.0, (10.0, 0.0), 1.0, Ease.LINEAR)]
    assert sample(track, -5.0) == ((0.0, 0.0), 0.0)
    assert sample(track, 500.0) == ((10.0, 0.0), 1.0)
    (x, _), lift = sample(track, 50.0)
    assert x == pytest.approx(5.0) and lift == pytest.approx(0.5)
    assert ease(Ease.FALL, 0.5) < 0.5 < ease(Ease.SMOOTH, 0.75)


def counted_by_sight(chore: object, pits: list[list[int]], t: float) -> list[int]:
    """The seeds a player sees in each pit at ``t``: resting there, or being lifted out
    of it (still rising); a seed in the hand, flying or falling is in no pit."""
    counts = [0] * 14
    moving = chore.tracks  # type: ignore[attr-defined]
    for pit, seeds in enumerate(pits):
        counts[pit] += sum(1 for s in seeds if s not in moving)
    for track in moving.values():
        (x, _), lift = sample(track, t)
        _, later = sample(track, t + 0.5)
        if lift == 0.0:
            counts[int(x // 100)] += 1
        elif lift < 1.0 and later > lift:  # rising from where it last rested
            rested = [k for k in track if k.t <= t][-1]
            counts[int(rested.point[0] // 100)] += 1
    return counts


def check_counts_follow_the_seeds(chore: object, pits: list[list[int]]) -> int:
    cue_times = {cue.t for cue in chore.cues}  # type: ignore[attr-defined]
    checked = 0
    t = 0.0
    while t <= chore.duration + 10:  # type: ignore[attr-defined]
        if all(abs(t - c) > 1e-6 for c in cue_times):
            assert chore.counts_at(t) == counted_by_sight(chore, pits, t), t  # type: ignore[attr-defined]
            checked += 1
        t += 3.0
    return checked


@pytest.mark.parametrize("seed", range(12))
def test_every_count_follows_the_seeds_drawn_at_every_moment(seed: int) -> None:
    drawn = random_move(seed, 60)
    if drawn is None:
        return
    game, house = drawn
    chore, (after, _) = play(game.position, house)
    assert check_counts_follow_the_seeds(chore, members(game.position)) > 50
    assert chore.counts_at(chore.duration) == [*after.houses, *after.stores]


def test_the_lifted_house_shows_its_seeds_until_they_are_in_the_hand() -> None:
    chore, _ = play(Position.start(), 2)
    lift = next(c.t for c in chore.cues if c.kind is CueKind.LIFT)
    assert lift > 0
    assert chore.counts_at(lift - 1)[2] == 4 and chore.counts_at(lift)[2] == 0
    first_drop = next(c.t for c in chore.cues if c.kind is CueKind.DROP)
    assert chore.counts_at(first_drop - 1)[3] == 4 and chore.counts_at(first_drop)[3] == 5


def test_a_capture_leaves_the_house_then_reaches_the_store() -> None:
    position = Position((4, 0, 0, 1, 3, 1, 2, 1, 2, 0, 0, 6), (14, 14))
    chore, _ = play(position, 4)
    take = next(c for c in chore.cues if c.kind is CueKind.TAKE)
    land = next(c for c in chore.cues if c.kind is CueKind.CAPTURE and c.pit == take.pit)
    assert take.t < land.t
    before, flying, after = (chore.counts_at(t) for t in (take.t - 1, take.t, land.t))
    assert flying[take.pit] == 0 and flying[STORE_SOUTH] == before[STORE_SOUTH]
    assert after[STORE_SOUTH] == before[STORE_SOUTH] + take.count


def test_the_end_of_game_collection_carries_each_side_to_its_store() -> None:
    position = Position((0, 0, 0, 0, 0, 1, 2, 0, 0, 1, 0, 0), (21, 23), Player.NORTH)
    pits = members(position)
    chore = collect(pits, [(5, STORE_SOUTH), (6, STORE_NORTH), (9, STORE_NORTH)], spot)
    assert [(c.pit, c.to) for c in chore.cues if c.kind is CueKind.COLLECT] == [
        (5, STORE_SOUTH), (6, STORE_NORTH), (9, STORE_NORTH)]
    assert chore.counts_at(chore.duration) == [0] * 12 + [22, 26]
    assert check_counts_follow_the_seeds(chore, pits) > 50
