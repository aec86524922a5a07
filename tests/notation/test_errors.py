"""A record that is wrong gets a NotationError saying where and what."""

import pytest

from wari_desktop import notation
from wari_desktop.notation import NotationError


def error_of(text: str) -> NotationError:
    with pytest.raises(NotationError) as caught:
        notation.loads(text)
    return caught.value


def test_notation_error_is_a_value_error_with_line_and_column() -> None:
    problem = error_of("1. F f\n2. E e\n3. Z")
    assert isinstance(problem, ValueError)
    assert (problem.line, problem.column) == (3, 4)
    assert "line 3, column 4" in str(problem)


def test_an_illegal_move_names_its_move_number() -> None:
    problem = error_of("1. E e\n2. E")
    assert (problem.line, problem.column) == (2, 4)
    assert "move 2 (E)" in problem.message
    assert "empty" in problem.message


def test_a_move_by_the_wrong_side_is_illegal() -> None:
    problem = error_of("1. F F")
    assert "move 1 (F)" in problem.message
    assert "North is to move" in problem.message


def test_a_capture_mark_that_disagrees_with_the_board_is_reported() -> None:
    problem = error_of("1. F f+2")
    assert "move 1 (f+2)" in problem.message
    assert "captures nothing" in problem.message
    assert problem.column == 6


def test_a_move_after_the_end_is_illegal() -> None:
    text = '[FEN "1-1-0-2-1-0-0-0-0-0-0-0-20-23-S"]\n\n1. A'
    problem = error_of(text)
    assert "game is over" in problem.message
    assert problem.line == 3


def test_a_result_that_disagrees_with_a_finished_game_is_reported() -> None:
    problem = error_of('[FEN "1-1-0-2-1-0-0-0-0-0-0-0-20-23-S"]\n\n20-28')
    assert "ended 25-23" in problem.message


@pytest.mark.parametrize(("text", "words"), [
    ('[Event "open', "never closed"),
    ('[Event "open\n1. A', "not closed on its line"),
    ('[Event "x"', "not closed with ']'"),
    ("[Event x]", 'must read [Name "value"]'),
    ("1. A {never closed", "comment is never closed"),
    ("1. A (b (c)", "variation is never closed"),
    ("1. A b)", "never opened"),
    ("1. A b 24-24 C", "text after the result"),
    ("1. A+ b", "unexpected '+'"),
    ("1. A b\x00", "U+0000"),
])
def test_broken_syntax_is_named(text: str, words: str) -> None:
    assert words in error_of(text).message


@pytest.mark.parametrize(("fen", "words"), [
    ("4-4-4", "12 house counts"),
    ("4-4-4-4-4-4-4-4-4-4-4-4-0-1-S", "holds 49"),
    ("4-4-4-4-4-4-4-4-4-4-4--4-0-S", "not a seed count"),
    ("4-4-4-4-4-4-4-4-4-4-4-4-0-0-W", "S or N"),
    ("99999999-4-4-4-4-4-4-4-4-4-4-4-0-0-S", "not a seed count"),
    ("49-0-0-0-0-0-0-0-0-0-0-0-0-0-S", "exceeds"),
])
def test_an_impossible_fen_is_refused(fen: str, words: str) -> None:
    problem = error_of(f'[Event "x"]\n[FEN "{fen}"]\n\n1. A')
    assert words in problem.message
    assert problem.line == 2


def test_an_unknown_rule_option_is_refused_at_its_tag() -> None:
    problem = error_of('[Event "x"]\n[GrandSlam "captures-all"]\n')
    assert problem.line == 2
    assert "GrandSlam" in problem.message


def test_text_larger_than_a_record_can_be_is_refused() -> None:
    problem = error_of("A " * notation.MAX_CHARS)
    assert "too large" in problem.message


def test_more_moves_than_a_game_can_have_are_refused() -> None:
    # Repetition off lets two lone seeds chase each other for ever.
    fen = "0-0-0-0-0-1-0-0-0-0-0-1-23-23-S"
    cycle = "F f A a B b C c D d E e " * (notation.MAX_PLIES // 12 + 1)
    problem = error_of(f'[Repetition "continues"]\n[FEN "{fen}"]\n\n{cycle}')
    assert "more than" in problem.message
