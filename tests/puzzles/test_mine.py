"""The miner: reproducible from its seed, every puzzle it keeps proven, and ``--check``
refuses a puzzle whose answer is not the only win."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from wari_desktop.ai.endgame import EndgameTable, build_table
from wari_desktop.puzzles.collection import load_puzzles, save_puzzles
from wari_desktop.puzzles.mine import check, mine
from wari_desktop.puzzles.proof import check_proof
from wari_desktop.puzzles.puzzle import TableProof

SEEDS = 8


@pytest.fixture(scope="module")
def small_table() -> EndgameTable:
    return build_table(SEEDS)


def test_the_same_seed_mines_the_same_proven_puzzles(small_table: EndgameTable) -> None:
    first, figures = mine(3, 7, SEEDS, 8, 100, 100, log=False, table=small_table)
    again, _ = mine(3, 7, SEEDS, 8, 100, 100, log=False, table=small_table)
    assert first == again
    assert first, "three games give some puzzle"
    assert figures["games"] == 3 and figures["kept"] == len(first)
    assert isinstance(figures["positions_tried"], int) and figures["positions_tried"] > 50
    for puzzle in first:
        assert check_proof(puzzle, small_table) is None, puzzle
        if isinstance(puzzle.proof, TableProof):
            assert puzzle.proof.seeds == SEEDS
            assert sum(puzzle.position.houses) <= SEEDS


def test_check_passes_a_proven_file_and_fails_a_tampered_one(
        small_table: EndgameTable, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    puzzles, _ = mine(3, 7, SEEDS, 8, 12, 100, log=False, table=small_table)
    good = tmp_path / "good.json"
    save_puzzles(puzzles, good)
    assert check(good) == 0
    assert f"{len(puzzles)} of {len(puzzles)} puzzles proven" in capsys.readouterr().out
    victim = puzzles[0]
    wrong = next(iter(victim.replies))
    bad = tmp_path / "bad.json"
    save_puzzles([dataclasses.replace(victim, move=wrong, replies={}, line=()),
                  *puzzles[1:]], bad)
    assert check(bad) == 1
    out = capsys.readouterr().out
    assert f"puzzle 1 ({victim.key})" in out
    assert f"{len(puzzles) - 1} of {len(puzzles)} puzzles proven" in out
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps({"format": "wari-puzzles"}))
    assert check(broken) == 1
    assert load_puzzles(good) == puzzles
