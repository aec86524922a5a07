"""Sowing and capturing (RULES.md, "A move", steps 1-4)."""

from __future__ import annotations

import pytest

from wari_desktop.rules import Game, GrandSlam, Player, Rules, sow

from .boards import at, board, houses

A, B, E, F = at("A", "B", "E", "F")


@pytest.mark.parametrize("seeds", [11, 12, 22, 23, 25, 33, 34])
def test_the_start_house_is_skipped_on_every_lap_and_ends_empty(seeds: int) -> None:
    rest = 48 - seeds
    others = [rest // 11 + (1 if i < rest % 11 else 0) for i in range(11)]
    before = board(" ".join(str(n) for n in [seeds, *others]), "0-0")
    after, plan = sow(before, A, Rules())
    # From A the seeds go B C D E F a b c d e f, then B again: A itself is never sown.
    assert plan.sown == tuple(1 + step % 11 for step in range(seeds))
    assert A not in plan.sown
    assert after.houses[A] == 0
    assert after.houses[B] == before.houses[B] + len(range(0, seeds, 11))


def test_sowing_goes_counter_clockwise_from_f_into_north_and_from_f_back_to_a() -> None:
    south_plan = sow(board("0 0 0 0 0 3 | 1 1 1 1 1 1", "19-20"), F, Rules())[1]
    north_plan = sow(
        board("1 1 1 1 1 1 | 0 0 0 0 0 3", "19-20", Player.NORTH), at("f")[0], Rules()
    )[1]
    assert south_plan.sown == at("a", "b", "c")
    assert north_plan.sown == at("A", "B", "C")


def test_sowing_passes_the_turn_to_the_opponent() -> None:
    after, _ = sow(board("4 4 4 4 4 4 | 4 4 4 4 4 4"), E, Rules())
    assert after.to_move is Player.NORTH


def test_a_house_of_2_or_3_on_the_movers_own_side_is_not_captured() -> None:
    game = Game(board("1 1 4 4 4 4 | 4 4 4 4 4 4", "4-2"))
    plan = game.play("A")
    assert plan.last == B
    assert game.houses[B] == 2
    assert plan.captures == ()
    assert game.scores == (4, 2)


def test_the_chain_stops_at_the_first_house_not_holding_2_or_3() -> None:
    # E sows F a b c d: d ends with 3, c with 4 (stops the chain), b with 2 is not taken.
    game = Game(board("4 4 4 4 5 4 | 4 1 3 2 4 4", "3-2"))
    plan = game.play("E")
    assert plan.captures == ((at("d")[0], 3),)
    assert game.houses[at("b")[0]] == 2
    assert game.scores == (6, 2)


def test_the_chain_stops_at_a_house_holding_1() -> None:
    game = Game(board("4 4 4 4 5 4 | 2 0 1 2 4 4", "5-5"))
    plan = game.play("E")  # F a b c d: a=3, b=1, c=2, d=3
    assert plan.captures == ((at("d")[0], 3), (at("c")[0], 2))
    assert game.houses[at("a")[0]] == 3


def test_the_chain_stops_at_the_movers_own_house() -> None:
    # North sows f A B C: C, B, A hold 2 or 3 and are taken; f (North's own) stops it.
    game = Game(board("2 1 1 4 4 4 | 4 4 4 4 2 3", "6-5", Player.NORTH))
    plan = game.play("f")
    assert plan.captures == ((at("C")[0], 2), (at("B")[0], 2), (A, 3))
    assert game.scores == (6, 12)


def test_no_capture_when_the_last_seed_makes_4_even_if_earlier_houses_hold_2() -> None:
    game = Game(board("4 4 4 4 4 4 | 1 1 3 4 4 4", "4-3"))
    plan = game.play("E")  # F a b c: a=2, b=2, c=4
    assert plan.captures == ()
    assert game.scores == (4, 3)


def test_captured_seeds_go_to_the_movers_store() -> None:
    south = Game(board("4 0 0 1 3 1 | 2 1 2 0 0 6", "14-14"))
    south.play("E")
    north = Game(board("2 1 2 0 0 6 | 4 0 0 1 3 1", "14-14", Player.NORTH))
    north.play("e")
    assert south.scores == (19, 14)
    assert north.scores == (14, 19)


@pytest.mark.parametrize("policy", list(GrandSlam))
def test_a_grand_slam_captures_nothing_and_the_plan_says_so(policy: GrandSlam) -> None:
    # E is South's only move, and it would take all 6 of North's seeds (a, b, c).
    game = Game(board("0 0 0 0 4 0 | 1 1 1 0 0 0", "21-20"), Rules(grand_slam=policy))
    assert game.legal_moves() == ["E"]
    plan = game.play("E")
    assert plan.grand_slam
    assert plan.captures == ()
    assert plan.captured == 0
    assert game.houses == list(houses("0 0 0 0 0 1 | 2 2 2 0 0 0"))
    assert game.scores == (21, 20)


def test_a_capture_leaving_seeds_elsewhere_on_the_opponent_side_is_no_grand_slam() -> None:
    plan = Game(board("1 1 0 2 4 0 | 1 1 1 0 0 1", "20-16")).play("E")
    assert not plan.grand_slam
    assert plan.captured == 6
