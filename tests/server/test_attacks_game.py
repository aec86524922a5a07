"""The game attacks of the hostile benchmark (``benchmarks/attacks_game.py``), each for a
few seconds against a real server with the default frame limits: each returns its line,
and the line tells what the server did."""

from __future__ import annotations

import re
from pathlib import Path
from types import ModuleType

from .helpers import benchmark_module, run, serving, url


def _attacks() -> ModuleType:
    return benchmark_module("attacks_game")


def test_the_end_race_ends_every_game_once(tmp_path: Path) -> None:
    async def scenario() -> str:
        async with serving(tmp_path, frame_rate=20.0, frame_burst=40.0) as server:
            line: str = await _attacks().ATTACKS["end-race"](url(server), 4.0)
            assert len(server.recent) <= 500
            return line
    line = run(scenario)
    races = int(line.split()[0])
    assert races >= 2 and f"{races} games ended once, 0 otherwise" in line, line
    assert "game-over" in line and "FAIL" not in line


def test_old_game_reads_are_answered_and_kept_by_no_one(tmp_path: Path) -> None:
    async def scenario() -> str:
        async with serving(tmp_path, frame_rate=20.0, frame_burst=40.0) as server:
            line: str = await _attacks().ATTACKS["old-game-reads"](url(server), 8.0)
            finished = server.metrics.games_finished
            assert len(server.recent) == finished and len(server.referees) == 0
            assert not server.watchers
            return line
    line = run(scenario)
    assert re.match(r"\d+ reads", line) and " game" in line and "not-found" in line, line
