"""The endgame table reaches the search: loaded in the background, built on first use."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from wari_desktop.ai import tables
from wari_desktop.ai.analysis import analyse
from wari_desktop.rules import Game, Player, Position


@pytest.fixture(autouse=True)
def fresh_tables(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("WARI_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(tables, "_table", None)
    monkeypatch.setattr(tables, "_loader", None)


def test_without_a_table_file_the_engine_plays_on_without_one() -> None:
    assert tables.endgame_table(wait=True) is None
    game = Game(Position((0, 0, 0, 0, 3, 1, 1, 0, 0, 0, 4, 3), (23, 13), Player.SOUTH))
    assert list(analyse(game, depth=2))[-1].best == "F"


def test_a_table_built_on_first_use_is_saved_and_then_used() -> None:
    finished = threading.Event()
    results: list[object] = []

    def done(table: object) -> None:
        results.append(table)
        finished.set()

    tables.build_in_background(max_seeds=6, done=done)
    assert finished.wait(120)
    table = results[0]
    assert table is not None
    assert tables.endgame_table() is table
    from wari_desktop.ai.endgame import default_path

    assert default_path(6).exists()
    # With the table the search values a small ending exactly as the table does: the
    # mover ends with 23 + gain seeds, the opponent with 23 + (3 - gain).
    board = (0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 1)
    assert table.is_exact(board)  # type: ignore[attr-defined]
    gain = table.probe(board)  # type: ignore[attr-defined]
    game = Game(Position(board, (22, 23)))
    assert list(analyse(game, depth=2))[-1].score == (22 + gain) - (23 + 3 - gain)
