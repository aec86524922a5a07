"""Every shipped puzzle is legal and has exactly one winning move, proven again here: by
the endgame table for table proofs, by the same deterministic search for the others."""

from __future__ import annotations

import dataclasses
import os

import pytest

from wari_desktop.ai.core import COMPILED
from wari_desktop.ai.endgame import EndgameTable
from wari_desktop.puzzles.mine import grade_of
from wari_desktop.puzzles.proof import (
    MIN_MARGIN,
    MIN_SCORE,
    WINNING_TOTAL,
    check_proof,
    check_search_proof,
    check_table_proof,
    table_totals,
)
from wari_desktop.puzzles.puzzle import GRADES, Puzzle, SearchProof, TableProof, Theme
from wari_desktop.rules import Game

from .conftest import SHIPPED

TABLE = [p for p in SHIPPED if isinstance(p.proof, TableProof)]
SEARCH = [p for p in SHIPPED if isinstance(p.proof, SearchProof)]
#: Every search proof is searched again with the compiled core (CI requires it); the
#: pure-Python search finds the same values some 50 times slower, so it checks a sample.
FULL = COMPILED or os.environ.get("WARI_REQUIRE_CCORE") == "1"
SEARCH_CHECKED = SEARCH if FULL else SEARCH[::20]


def test_the_file_holds_a_few_hundred_puzzles_of_every_grade_and_both_proofs() -> None:
    assert len(SHIPPED) >= 200
    assert {p.grade for p in SHIPPED} == set(GRADES)
    assert len(TABLE) >= 20 and len(SEARCH) >= 20
    themes = {p.theme for p in SHIPPED}
    assert {Theme.CHAIN_CAPTURE, Theme.FAMINE, Theme.ENDGAME} <= themes
    assert len({p.key for p in SHIPPED}) == len(SHIPPED)
    assert len({(p.fen, p.rules) for p in SHIPPED}) == len(SHIPPED)


@pytest.mark.parametrize("puzzle", SHIPPED, ids=lambda p: p.key)
def test_every_puzzle_is_a_legal_position_with_the_answer_and_refutations(
        puzzle: Puzzle) -> None:
    game = Game(puzzle.position, puzzle.rules)
    assert not game.is_over()
    legal = game.legal_moves()
    assert puzzle.move in legal and len(legal) >= 2
    assert set(puzzle.replies) == set(legal) - {puzzle.move}
    assert puzzle.grade is grade_of(puzzle.find_depth)
    for wrong, reply in puzzle.replies.items():  # the reply, or up to its capture
        refuted = Game(puzzle.position, puzzle.rules)
        refuted.play(wrong)
        captured = [refuted.play(move).captured for move in reply.line]
        assert len(captured) == 1 or (
            len(captured) == 3 and captured[0] == captured[1] == 0 < captured[2]) or (
            not captured and refuted.is_over())
    for move in puzzle.line:  # the winning line plays
        game.play(move)


@pytest.mark.parametrize("puzzle", TABLE, ids=lambda p: p.key)
def test_table_puzzles_have_exactly_one_winning_move_by_the_table(
        puzzle: Puzzle, proof_table: EndgameTable) -> None:
    assert check_table_proof(puzzle, proof_table) is None
    totals = table_totals(puzzle.position, puzzle.rules, proof_table)
    assert totals is not None
    assert [m for m, t in totals.items() if t >= WINNING_TOTAL] == [puzzle.move]
    for move, reply in puzzle.replies.items():  # a wrong move's value is its exact margin
        assert reply.value == 2 * totals[move] - 48 <= 0


@pytest.mark.parametrize("puzzle", SEARCH_CHECKED, ids=lambda p: p.key)
def test_search_puzzles_have_one_move_ahead_by_the_margin(puzzle: Puzzle) -> None:
    assert check_search_proof(puzzle) is None
    proof = puzzle.proof
    assert isinstance(proof, SearchProof)
    assert proof.margin >= MIN_MARGIN and proof.score >= MIN_SCORE
    for reply in puzzle.replies.values():
        assert reply.value <= proof.score - proof.margin + 1e-9


def test_a_wrong_answer_or_a_wrong_value_fails_the_proofs(proof_table: EndgameTable) -> None:
    """The checks can fail: another legal move as the answer, or another value."""
    for puzzle in (TABLE[0], TABLE[-1], SEARCH[0], SEARCH[-1]):
        other = next(iter(puzzle.replies))
        assert check_proof(dataclasses.replace(puzzle, move=other), proof_table) is not None
        proof = puzzle.proof
        changed = (dataclasses.replace(proof, value=proof.value + 1)
                   if isinstance(proof, TableProof)
                   else dataclasses.replace(proof, margin=proof.margin + 0.5))
        assert check_proof(dataclasses.replace(puzzle, proof=changed), proof_table) is not None
        assert check_proof(puzzle, proof_table) is None
