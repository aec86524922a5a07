"""Two real programs in real windows under Xvfb play a whole game against each other on
127.0.0.1: once hosted on this network (Host / Join with the code read from the host's
dialog), once on a local ``wari-server`` with one side's connection cut and restored in
the middle of the game, a third program watching it. In both, the clocks every program
shows at one instant, the player to move's program not the active one, are the server's. Both are
driven as players drive them (keys pressed with ``xdotool``) and read as a screen reader
reads them (AT-SPI): ``two_programs.py``, run by the system Python, does it and prints what
happened; here it is checked.

The tools are those of ``test_atspi.py`` (Xvfb, xdotool, dbus-run-session, the AT-SPI
registry, the system Python's ``gi`` with Atspi): without them the tests skip, or fail
where ``WARI_REQUIRE_ATSPI`` is set (CI). ``WARI_TEST_DISPLAY=N`` makes them use the X
display number N instead of one Xvfb picks.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .table_builds import builds_held
from .xvfb_display import SYSTEM_PYTHON, xvfb_display

HERE = Path(__file__).resolve().parent
#: The longest a whole run (two programs starting, a whole game, the end) may take.
RUN_LIMIT = 420
#: The move after which the server game's connection is cut (``two_programs.CUT_AFTER``).
CUT_AFTER = 12
#: How far a clock shown may be from the server's own figure at one instant, in seconds.
CLOCK_TOLERANCE = 0.2
#: How long a clock label may show its time before it is shown again (``TICK_MS``), and
#: the time reading it over AT-SPI may take, in seconds.
CLOCK_TICK = 0.1
READ_SLACK = 0.05


@pytest.fixture
def wide_display() -> Iterator[str]:
    """An X display of its own, wide enough for two windows side by side."""
    with xvfb_display("2480x800", os.environ.get("WARI_TEST_DISPLAY")) as number:
        yield number


#: The programs' names (``two_programs.py``'s players, and a watcher): their data folders.
PROGRAMS = ("Ann", "Ben", "Cyd")


@pytest.fixture(autouse=True)
def no_table_builds(tmp_path: Path) -> Iterator[None]:
    """The programs play people, not the computer: the endgame table builds of their first
    starts are held off (``table_builds``), leaving the processors to the game."""
    with builds_held(*(tmp_path / name / "data" for name in PROGRAMS)):
        yield


def play(display: str, tmp_path: Path, mode: str) -> dict[str, Any]:
    """Run ``two_programs.py`` in ``mode`` (``lan`` or ``server``) in a D-Bus session of
    its own; its report. Everything it started is ended with it (its process group)."""
    env = dict(os.environ, DISPLAY=display)
    env.pop("QT_QPA_PLATFORM", None)
    run = subprocess.Popen(
        ["dbus-run-session", "--", SYSTEM_PYTHON, str(HERE / "two_programs.py"),
         sys.executable, mode, str(tmp_path)],
        env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        start_new_session=True)
    try:
        out, err = run.communicate(timeout=RUN_LIMIT)
    except subprocess.TimeoutExpired:
        os.killpg(run.pid, signal.SIGKILL)
        out, err = run.communicate()
        pytest.fail(f"two_programs.py {mode} ran over {RUN_LIMIT} s: {err[-3000:]}")
    finally:
        if run.poll() is None:
            os.killpg(run.pid, signal.SIGKILL)
    assert run.returncode == 0, err[-3000:]
    report: dict[str, Any] = json.loads(out.strip().splitlines()[-1])
    print(json.dumps(report, indent=1, ensure_ascii=False))
    return report


def record_moves(text: str) -> list[str]:
    """The moves of an OGN record's movetext (``10. D+4 d`` gives ``D``, ``d``)."""
    movetext = "\n".join(line for line in text.splitlines() if not line.startswith("["))
    return re.findall(r"(?<![\w.])([A-Fa-f])(?:\+\d+)?(?=\s|$)", movetext)


def check_the_game(report: dict[str, Any]) -> bytes:
    """What both tests ask of the game played: every move announced by both windows, one
    record in each data folder, the same bytes, holding the moves played and a result.
    The record's bytes."""
    moves = report["moves"]
    assert len(moves) >= 2 * CUT_AFTER, moves  # a whole game, not a few moves
    assert report["announced"]["Ann"] == moves and report["announced"]["Ben"] == moves
    ann, ben = (report["records"][name] for name in ("Ann", "Ben"))
    assert len(ann) == 1 and len(ben) == 1, report["records"]
    record = Path(ann[0]).read_bytes()
    assert Path(ben[0]).read_bytes() == record
    text = record.decode()
    assert record_moves(text) == moves, text
    result = re.search(r'\[Result "(\d+)-(\d+)"\]', text)
    assert result is not None, text
    assert int(result.group(1)) + int(result.group(2)) <= 48
    for name in ("Ann", "Ben"):  # the end said in each window, with the score
        ends = [t for t in report["texts"][name]
                if re.match(r"(You win|Draw|\S+ wins) \d+–\d+ \(", t)]
        assert ends, report["texts"][name]
    return record


def face_seconds(text: str) -> tuple[float, float]:
    """A clock face (``9:41``, ``1:02:03``, ``0:09.4``) as seconds, and its step (a face
    shows the time left rounded down to it)."""
    *whole, seconds = text.split(":")
    value = 0.0
    for part in whole:
        value = value * 60 + int(part)
    return value * 60 + float(seconds), 0.1 if "." in seconds else 1.0


def check_the_clocks(clocks: dict[str, Any], programs: set[str]) -> None:
    """Every clock every program shows (both players' and a watcher's) is the server's
    own figure at the instant it was read, within ``CLOCK_TOLERANCE``: the face shown is
    one a clock that close would show. The player to move was not the active program."""
    figure = clocks["server"]
    stamp = (figure["before"] + figure["after"]) / 2
    running = (figure["running"] or "").capitalize()
    assert running and clocks["to_move"] and clocks["focused"] != clocks["to_move"], clocks
    assert {s["program"] for s in clocks["shown"]} == programs, clocks
    for shown in clocks["shown"]:
        side = shown["side"]
        expected = figure["clocks"][0 if side == "South" else 1] / 1000
        late = CLOCK_TOLERANCE + READ_SLACK
        if side == running:
            expected -= shown["at"] - stamp
            late += CLOCK_TICK  # a face shown up to a tick ago reads a little more
        face, step = face_seconds(shown["text"])
        assert face - late <= expected < face + step + CLOCK_TOLERANCE, (shown, expected)


def test_two_programs_play_a_whole_game_hosted_on_this_network(
    wide_display: str, tmp_path: Path
) -> None:
    report = play(wide_display, tmp_path, "lan")
    address, code = report["host_read"]
    assert re.fullmatch(r"Address: 127\.0\.0\.1(:\d+)?", address), address  # port: not 7531
    assert re.fullmatch(r"Join code: (\w ){5}\w", code), code
    assert report["nearby"].startswith("Ann — 5 min each"), report["nearby"]
    check_the_clocks(report["clocks"], {"Ann", "Ben"})
    record = check_the_game(report)
    assert b'[Event "Casual game"]' in record


def test_two_programs_play_a_whole_game_on_a_server_through_a_cut_connection(
    wide_display: str, tmp_path: Path
) -> None:
    report = play(wide_display, tmp_path, "server")
    cut = report["cut"]
    assert cut["line"] == "Connection lost: reconnecting…"
    assert cut["still_reconnecting"]  # refused for seconds: the line stayed
    assert re.fullmatch(r"Guest-\d+: connection lost, \d+ s to claim the game",
                        cut["opponent_line"]), cut["opponent_line"]  # said on Ann's side
    assert cut["back"]  # then both lines gone by themselves, the connection back
    assert len(report["moves"]) > CUT_AFTER  # the game went on after the cut
    check_the_clocks(report["clocks"], {"Ann", "Ben", "Cyd"})
    record = check_the_game(report)
    assert b'[Site "wari-server"]' in record
    offered = report["rematch"]  # issue 37: the offer shown on the main window, accepted
    assert offered["notice"].startswith("Rematch offered by Guest-"), offered
    assert "10 min + 5 s a move · casual · standard rules" in offered["notice"], offered
    assert re.search(r"You play (South: you move first|North)", offered["notice"]), offered
    assert offered["started"]
