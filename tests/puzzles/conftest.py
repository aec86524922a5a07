"""Shared fixtures: the shipped puzzles, and the endgame table their table proofs need
(built once per session: about 9 s for 12 seeds)."""

from __future__ import annotations

import pytest

from wari_desktop.ai.endgame import EndgameTable, build_table
from wari_desktop.puzzles.collection import load_puzzles
from wari_desktop.puzzles.puzzle import Puzzle, TableProof

SHIPPED: list[Puzzle] = load_puzzles()


def table_seeds_needed(puzzles: list[Puzzle]) -> int:
    """The largest table any table proof of ``puzzles`` names."""
    return max((p.proof.seeds for p in puzzles if isinstance(p.proof, TableProof)), default=0)


@pytest.fixture(scope="session")
def shipped() -> list[Puzzle]:
    """The puzzles of the shipped file."""
    return SHIPPED


@pytest.fixture(scope="session")
def proof_table() -> EndgameTable:
    """The table the shipped table proofs were made with."""
    return build_table(table_seeds_needed(SHIPPED))
