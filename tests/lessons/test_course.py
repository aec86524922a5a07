"""The course: every lesson's position is one the rules can play, its right move is
accepted and explained, and a wrong or illegal one is explained."""

from __future__ import annotations

import re
import string

import pytest

from wari_desktop.lessons import COURSE, Verdict, lesson
from wari_desktop.rules import LETTERS, EndReason, Game, GrandSlam, Position

KEYS = [item.key for item in COURSE]


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_the_course_covers_the_rules_in_order() -> None:
    assert KEYS == ["sowing", "lap", "capture", "chain", "grand-slam", "grand-slam-forbidden",
                    "feeding", "famine", "repetition", "end"]


@pytest.mark.parametrize("key", KEYS)
def test_each_position_is_a_game_the_rules_can_continue(key: str) -> None:
    item = lesson(key)
    position = item.position
    assert isinstance(position, Position)
    assert sum(position.houses) + sum(position.stores) == 48
    game = item.game()
    assert not game.is_over()
    assert game.moves == list(item.history)
    assert set(item.right) <= set(game.legal_moves())


@pytest.mark.parametrize("key", KEYS)
def test_each_goal_is_one_or_two_sentences(key: str) -> None:
    goal = lesson(key).goal
    assert 1 <= len(re.findall(r"[.?!](?:\s|$)", goal)) <= 2


@pytest.mark.parametrize("key", KEYS)
def test_the_right_move_is_accepted_with_its_explanation(key: str) -> None:
    item = lesson(key)
    for move in item.right:
        attempt = item.attempt(move)
        assert attempt.verdict is Verdict.RIGHT
        assert attempt.moves[0] == move
        (praise,) = attempt.messages
        assert praise.text == item.praise
        assert fields(praise.text) <= set(praise.values)
        praise.text.format(**praise.values)  # every placeholder has a value


@pytest.mark.parametrize("key", KEYS)
def test_a_wrong_or_illegal_move_is_explained(key: str) -> None:
    item = lesson(key)
    game = item.game()
    others = [m for m in game.legal_moves() if m not in item.right]
    if others:
        attempt = item.attempt(others[0])
        assert attempt.verdict is Verdict.WRONG
        assert attempt.messages[-1].text == item.missed
        assert attempt.messages[0].values["move"] == others[0]  # what the move did
    mover_houses = [LETTERS[h] for h in range(12) if game.rules.owners[h] is game.to_move]
    refused = [m for m in mover_houses if m not in game.legal_moves()]
    for move in refused:
        attempt = item.attempt(move)
        assert attempt.verdict is Verdict.ILLEGAL
        assert attempt.moves == ()
        assert attempt.messages
    assert others or refused  # every lesson has a way to be wrong


def test_an_opponents_house_is_refused_with_a_reason() -> None:
    attempt = lesson("sowing").attempt("c")
    assert attempt.verdict is Verdict.ILLEGAL
    assert "{side}" in attempt.messages[0].text


def test_sowing_ends_in_c() -> None:
    attempt = lesson("sowing").attempt("E")
    assert attempt.game.houses == [4, 4, 4, 4, 0, 5, 5, 5, 5, 4, 4, 4]
    wrong = lesson("sowing").attempt("D")
    assert wrong.messages[0].values == {"move": "D", "seeds": 4, "last": "b"}


def test_the_lap_skips_its_starting_house() -> None:
    attempt = lesson("lap").attempt("E")
    plan = attempt.game.plies[-1].plan
    assert len(plan.sown) == 14 and LETTERS.index("E") not in plan.sown
    assert attempt.game.houses == [7, 2, 8, 1, 0, 10, 2, 4, 9, 1, 1, 1]


def test_the_chain_capture_takes_b_then_a() -> None:
    attempt = lesson("chain").attempt("E")
    assert attempt.game.plies[-1].plan.captures == ((7, 2), (6, 3))
    wrong = lesson("chain").attempt("F")
    assert any(m.values.get("captured") == 3 for m in wrong.messages)


def test_a_capture_accepts_either_capturing_move() -> None:
    assert lesson("capture").attempt("F").messages[0].values["captured"] == 3
    assert lesson("capture").attempt("E").messages[0].values["captured"] == 5
    assert lesson("capture").attempt("A").verdict is Verdict.WRONG


def test_the_grand_slam_captures_nothing_by_default() -> None:
    item = lesson("grand-slam")
    assert item.rules.grand_slam is GrandSlam.CAPTURES_NOTHING
    attempt = item.attempt("E")
    assert attempt.game.plies[-1].plan.grand_slam
    assert attempt.game.houses == [1, 1, 0, 2, 0, 1, 2, 2, 2, 0, 0, 0]
    assert attempt.game.scores == (20, 17)


def test_the_forbidden_grand_slam_is_refused_with_the_lessons_reason() -> None:
    item = lesson("grand-slam-forbidden")
    assert item.rules.grand_slam is GrandSlam.FORBIDDEN
    attempt = item.attempt("E")
    assert attempt.verdict is Verdict.ILLEGAL
    assert attempt.messages == (attempt.messages[0],) and attempt.messages[0].text == item.illegal
    assert item.attempt("F").game.scores == (24, 17)
    # The same move under the default rule is legal (and captures nothing).
    assert "E" in Game(item.position).legal_moves()


def test_feeding_refuses_every_move_that_does_not_reach_north() -> None:
    item = lesson("feeding")
    assert item.game().legal_moves() == ["E"]
    assert item.attempt("A").messages[0].text == item.illegal
    assert item.attempt("C").messages[0].text != item.illegal  # C is empty: another reason


def test_famine_wins_after_the_forced_reply() -> None:
    item = lesson("famine")
    right = item.attempt("A")
    assert right.moves == ("A", "f")
    assert right.game.outcome is not None
    assert right.game.outcome.reason is EndReason.FAMINE
    assert right.game.outcome.totals == (26, 22)
    assert right.messages[0].values["south"] == 26
    wrong = item.attempt("B")
    assert wrong.moves == ("B", "f")
    assert any(m.values.get("captured") == 2 for m in wrong.messages)  # North took A
    assert wrong.game.outcome is not None and wrong.game.outcome.totals == (24, 24)


def test_the_repetition_brings_back_the_position_after_move_11() -> None:
    item = lesson("repetition")
    assert item.repeated_ply() == 11
    right = item.attempt("C")
    assert right.game.outcome is not None
    assert right.game.outcome.reason is EndReason.REPETITION
    assert right.game.outcome.totals == (25, 23)
    assert item.repeated_position() == right.game.position
    assert item.attempt("B").game.outcome is None


def test_reaching_25_ends_the_game_at_once() -> None:
    right = lesson("end").attempt("E")
    assert right.game.outcome is not None
    assert right.game.outcome.reason is EndReason.MAJORITY
    assert right.game.outcome.totals == (25, 8)
    assert sum(right.game.houses) > 0  # the seeds on the board stay there


def test_lessons_without_history_have_no_repeated_position() -> None:
    assert lesson("sowing").repeated_ply() is None
    with pytest.raises(KeyError):
        lesson("no-such-lesson")
