"""The worked examples of RULES.md and the seed documents, used as test vectors."""

from __future__ import annotations

import pytest

from wari_desktop.rules import EndReason, Game, GrandSlam, Player, Rules

from .boards import at, board, houses

# (before, stores before, move, after, stores after), from RULES.md's table, rows 1-5.
TABLE = [
    pytest.param(
        "4 4 4 4 4 4 | 4 4 4 4 4 4", "0-0", "E", "4 4 4 4 0 5 | 5 5 5 4 4 4", "0-0",
        id="1-plain-sowing",
    ),
    pytest.param(
        "6 1 7 0 14 8 | 0 2 8 0 0 0", "1-1", "E", "7 2 8 1 0 10 | 2 4 9 1 1 1", "1-1",
        id="2-lap-skips-the-start-house",
    ),
    pytest.param(
        "4 0 0 1 3 1 | 2 1 2 0 0 6", "14-14", "E", "4 0 0 1 0 2 | 0 0 2 0 0 6", "19-14",
        id="3-chain-capture-b-then-a",
    ),
    pytest.param(
        "1 1 0 2 4 0 | 1 1 1 0 0 0", "20-17", "E", "1 1 0 2 0 1 | 2 2 2 0 0 0", "20-17",
        id="4-grand-slam-captures-nothing",
    ),
    pytest.param(
        "1 1 0 2 4 0 | 0 0 0 0 0 0", "20-20", "E", "1 1 0 2 0 1 | 1 1 1 0 0 0", "20-20",
        id="5-feeding-move",
    ),
]


@pytest.mark.parametrize(("before", "stores", "move", "after", "stores_after"), TABLE)
def test_worked_example_gives_the_board_and_stores_of_the_table(
    before: str, stores: str, move: str, after: str, stores_after: str
) -> None:
    game = Game(board(before, stores))
    game.play(move)
    assert game.houses == list(houses(after))
    assert game.scores == board(after, stores_after).stores
    assert game.to_move is Player.NORTH


def test_example_2_sows_two_laps_past_the_empty_start_house() -> None:
    plan = Game(board("6 1 7 0 14 8 | 0 2 8 0 0 0", "1-1")).play("E")
    assert plan.sown == at("F", "a", "b", "c", "d", "e", "f", "A", "B", "C", "D", "F", "a", "b")
    assert plan.captures == ()


def test_example_3_captures_b_then_a_and_stops_at_south_house_f() -> None:
    plan = Game(board("4 0 0 1 3 1 | 2 1 2 0 0 6", "14-14")).play("E")
    assert plan.captures == ((at("b")[0], 2), (at("a")[0], 3))
    assert plan.captured == 5


def test_example_4_grand_slam_is_marked_in_the_plan() -> None:
    plan = Game(board("1 1 0 2 4 0 | 1 1 1 0 0 0", "20-17")).play("E")
    assert plan.grand_slam
    assert plan.captures == ()


def test_example_4_under_forbidden_grand_slam_e_is_not_legal() -> None:
    rules = Rules(grand_slam=GrandSlam.FORBIDDEN)
    game = Game(board("1 1 0 2 4 0 | 1 1 1 0 0 0", "20-17"), rules)
    assert game.legal_moves() == ["A", "B", "D"]


def test_example_5_only_the_feeding_move_e_is_legal() -> None:
    game = Game(board("1 1 0 2 4 0 | 0 0 0 0 0 0", "20-20"))
    assert game.legal_moves() == ["E"]


def test_example_6_no_move_feeds_so_south_takes_5_and_wins_25_23() -> None:
    game = Game(board("1 1 0 2 1 0 | 0 0 0 0 0 0", "20-23", Player.SOUTH))
    assert game.is_over()
    assert game.legal_moves() == []
    assert game.outcome is not None
    assert game.outcome.reason is EndReason.FAMINE
    assert game.result() == (25, 23)
    assert game.outcome.winner is Player.SOUTH


# Seed 000 (Pergioco) describes its figures in words; these positions match the words.


def test_seed_000_b_with_13_seeds_sows_c_to_a_then_c_d_skipping_b() -> None:
    game = Game(board("2 13 1 1 1 1 | 3 3 3 3 3 3", "6-5"))
    plan = game.play("B")
    assert plan.sown == at("C", "D", "E", "F", "a", "b", "c", "d", "e", "f", "A", "C", "D")
    assert game.houses == list(houses("3 0 3 3 2 2 | 4 4 4 4 4 4"))
    assert plan.captures == ()


def test_seed_000_d_with_15_seeds_laps_and_captures_b_2_and_a_3() -> None:
    game = Game(board("1 1 1 15 1 1 | 1 0 2 2 2 2", "10-9"))
    plan = game.play("D")
    assert plan.sown == at(
        "E", "F", "a", "b", "c", "d", "e", "f", "A", "B", "C", "E", "F", "a", "b"
    )
    assert plan.captures == ((at("b")[0], 2), (at("a")[0], 3))
    assert game.houses == list(houses("2 2 2 0 3 3 | 0 0 3 3 3 3"))
    assert game.scores == (15, 9)


def test_seed_000_d_with_6_seeds_ending_in_d_with_3_captures_only_d() -> None:
    # Figures 5-6: D sows E F a b c d; d holds 3 and is captured, c does not hold 2 or 3.
    game = Game(board("4 4 4 6 4 4 | 4 4 4 2 4 4", "0-0"))
    plan = game.play("D")
    assert plan.captures == ((at("d")[0], 3),)
    assert game.scores == (3, 0)


def test_seed_000_d_with_6_seeds_captures_d_3_and_c_2() -> None:
    # Figures 7-8: d holds 3 and c holds 2 after the sowing: 5 seeds in all.
    game = Game(board("4 4 4 6 4 4 | 4 4 1 2 4 4", "3-0"))
    plan = game.play("D")
    assert plan.captures == ((at("d")[0], 3), (at("c")[0], 2))
    assert game.scores == (8, 0)
