"""The timing of an animated move: every seed lifted, dropped in the plan's order, the
start house skipped on laps, captures carried to the store, no seed lost."""

from __future__ import annotations

import random

import pytest

from wari_desktop.gui.choreography import CueKind, Ease, Key, Timing, choreograph, ease, sample
from wari_desktop.rules import Game, Position, sow

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


@pytest.mark.parametrize("seed", range(20))
def test_random_moves_keep_every_seed_and_end_on_the_new_position(seed: int) -> None:
    rng = random.Random(seed)
    game = Game()
    for _ in range(rng.randrange(0, 40)):
        if game.is_over():
            break
        game.play(rng.choice(game.legal_moves()))
    if game.is_over():
        return
    move = rng.choice(game.legal_moves())
    house = "ABCDEFabcdef".index(move)
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
