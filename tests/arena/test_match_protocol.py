"""Matches against programs on pipes: our engine across the protocol, and programs that
crash, fall silent or answer illegal moves (each loses its game, saying why)."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

import pytest

from wari_desktop.arena.match import game_specs, main, parse_args, run_match
from wari_desktop.engine.client import (
    EngineFailure,
    OpponentSpec,
    ProtocolEngine,
    position_command,
)
from wari_desktop.notation.fen import parse_fen
from wari_desktop.rules import Game

ENGINE = f"{shlex.quote(sys.executable)} -m wari_desktop.engine"

FAKE = '''
import sys
behaviour = sys.argv[1]
for line in sys.stdin:
    word = line.split()[0] if line.split() else ""
    if word == "uci":
        print("id name Fake " + behaviour)
        print("uciok", flush=True)
    elif word == "isready":
        print("readyok", flush=True)
    elif word == "go":
        if behaviour == "illegal":
            print("bestmove A", flush=True)
        elif behaviour == "crash":
            print("something broke", file=sys.stderr, flush=True)
            sys.exit(3)
    elif word == "quit":
        break
'''


@pytest.fixture
def fake(tmp_path: Path) -> str:
    script = tmp_path / "fake_engine.py"
    script.write_text(FAKE)
    return f"{shlex.quote(sys.executable)} {shlex.quote(str(script))}"


@pytest.fixture(autouse=True)
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WARI_DATA_DIR", str(tmp_path / "data"))


def test_position_command_runs_moves_together() -> None:
    game = Game()
    assert position_command(game) == "position startpos"
    for move in "FfE":
        game.play(move)
    assert position_command(game) == "position startpos moves FfE"
    fen = "0-1-0-0-2-9-1-3-4-0-1-0-14-13-N"
    assert position_command(Game(parse_fen(fen))) == f"position fen {fen}"


def test_a_short_match_over_the_protocol() -> None:
    opponent = OpponentSpec(ENGINE, movetime_ms=None, depth=2, timeout=30.0)
    specs = game_specs("casual", ENGINE, 2, 2, 7, None, 0, opponent=opponent)
    result = run_match(specs)
    assert len(result.games) == 2
    for played in result.games:
        assert not played.reason.startswith("forfeit"), played.reason
        game = Game()  # the record replays under our rules to the end it reports
        for move in played.record:
            game.play(move)
        assert game.is_over() and game.outcome is not None
        assert game.outcome.reason.value == played.reason
    assert result.games[0].record[:2] == result.games[1].record[:2]  # the paired opening
    assert result.wins + result.draws + result.losses == 2


@pytest.mark.parametrize(("behaviour", "why"), [
    ("illegal", "answered 'bestmove A', not a legal move here"),
    ("crash", "exit status 3"),
    ("silent", "no 'bestmove' within 0.5 s"),
])
def test_a_failing_program_loses_the_game(fake: str, behaviour: str, why: str) -> None:
    command = f"{fake} {behaviour}"
    opponent = OpponentSpec(command, movetime_ms=50, timeout=0.5)
    specs = game_specs("beginner", command, 1, 0, 1, 0.05, 0, opponent=opponent)
    (played,) = run_match(specs).games
    assert played.a_points == 1.0  # a (beginner, South) moved first; b failed at once
    assert played.reason.startswith(f"forfeit by {command}: ")
    assert why in played.reason
    if behaviour == "crash":
        assert "something broke" in played.reason


def test_a_program_that_cannot_start_fails_clearly(tmp_path: Path) -> None:
    with pytest.raises(EngineFailure, match="cannot start"):
        ProtocolEngine(OpponentSpec(str(tmp_path / "no-such-engine")))


def test_command_line_checks_the_program_and_options(capsys: pytest.CaptureFixture[str]) -> None:
    args = parse_args(["--a", "club", "--opponent-cmd", ENGINE, "--seconds", "0.2",
                       "--opponent-option", "Level=expert"])
    spec = args.opponent_spec
    assert args.b == ENGINE
    assert spec.go_command() == "go movetime 200" and spec.options == (("Level", "expert"),)
    for bad in (["--opponent-cmd", "no-such-program-here"],
                ["--opponent-cmd", ENGINE, "--opponent-option", "Level"],
                ["--opponent-cmd", ENGINE, "--b", "club"],
                ["--opponent-cmd", ENGINE, "--opponent", "openspiel-mcts"]):
        with pytest.raises(SystemExit):
            parse_args(["--a", "club", *bad])
    assert "no program 'no-such-program-here' found" in capsys.readouterr().err


def test_match_command_reports_a_protocol_opponent(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--a", "beginner", "--opponent-cmd", ENGINE, "--opponent-option",
                 "Level=beginner", "--opponent-movetime", "20", "--games", "1"]) == 0
    out = capsys.readouterr().out
    assert f"b runs {ENGINE!r}: 'go movetime 20', options Level=beginner" in out
    assert "game   1: beginner (S) - " in out and "Elo difference" in out


def test_the_old_command_name_still_runs_the_arena() -> None:
    import subprocess
    import sys

    result = subprocess.run([sys.executable, "-m", "wari_desktop.ai.match", "--help"],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0
    assert "python -m wari_desktop.arena" in result.stdout  # the arena's own usage
    assert "now python -m wari_desktop.arena" in result.stderr


def test_a_level_may_be_held_to_the_compiled_core() -> None:
    from wari_desktop.ai.core import COMPILED

    if COMPILED:
        args = parse_args(["--a", "club", "--b", "casual", "--a-core", "compiled"])
        assert args.sides[0].core == "compiled"
    else:
        with pytest.raises(SystemExit):
            parse_args(["--a", "club", "--b", "casual", "--a-core", "compiled"])
