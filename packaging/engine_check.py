"""Drive an installed ``wari-engine`` through the protocol, as Aualé would: the handshake,
a position and a timed ``go``. Shared by ``check_deb.py`` (the .deb and the .rpm) and
``check_windows.py`` (``wari-engine.exe`` under Wine).

    result = run_engine([".../wari-engine"], env, seconds=1.0)
    result.version, result.depth, result.move, result.legal

The position is the start after ``MOVES`` (the opening book off, so that the engine
searches); the move it answers is checked against the rules.
"""

from __future__ import annotations

import re
import subprocess
import sys
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script from the repository
    sys.path.insert(0, str(ROOT))

from wari_desktop.engine.commands import ProtocolError, game_from  # noqa: E402

MOVES = "Fa"  # two plies from the start: past the opening book's first position
DEPTH = re.compile(r"^info depth (\d+)\b")
NPS = re.compile(r"\bnps (\d+)\b")


@dataclass(frozen=True)
class EngineRun:
    """What one conversation with the engine gave."""

    version: str  # the ``--version`` line
    depth: int  # the deepest ``info depth`` before ``bestmove``
    nps: int  # nodes a second of the last ``info depth`` line (0: none)
    move: str  # the ``bestmove``
    legal: bool  # a legal move of the position sent
    seconds: float  # from ``go`` to ``bestmove``
    transcript: str  # everything the engine wrote


def legal_move(move: str, moves: str = MOVES) -> bool:
    """Whether ``move`` (a house letter) may be played after ``moves`` from the start."""
    try:
        game_from(["startpos", "moves", moves + move])
    except ProtocolError:
        return False
    return len(move) == 1


def run_engine(command: Sequence[str], env: Mapping[str, str] | None = None,
               seconds: float = 1.0, timeout: float = 120.0,
               options: Mapping[str, str] | None = None) -> EngineRun:
    """``command --version``, then one conversation: ``uci``, ``setoption name OwnBook
    value false`` (and each of ``options``), ``isready``, ``position startpos moves
    MOVES``, ``go movetime``, waiting for each answer, then ``quit``. RuntimeError when
    the engine does not answer as the protocol says within ``timeout`` seconds."""
    version = subprocess.run([*command, "--version"], env=env, stdin=subprocess.DEVNULL,
                             capture_output=True, text=True, timeout=timeout)
    process = subprocess.Popen(list(command), env=env, stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                               bufsize=1, errors="replace")
    assert process.stdin is not None and process.stdout is not None
    lines: list[str] = []
    deadline = time.perf_counter() + timeout

    def send(line: str) -> None:
        assert process.stdin is not None
        process.stdin.write(line + "\n")
        process.stdin.flush()

    def wait_for(prefix: str) -> str:
        assert process.stdout is not None
        for raw in process.stdout:
            line = raw.strip()
            lines.append(line)
            if line.startswith(prefix):
                return line
            if time.perf_counter() > deadline:
                break
        raise RuntimeError(f"no {prefix!r} from the engine; it wrote:\n" + "\n".join(lines))

    try:
        send("uci")
        wait_for("uciok")
        for name, value in {"OwnBook": "false", **(options or {})}.items():
            send(f"setoption name {name} value {value}")
        send("isready")
        wait_for("readyok")
        send(f"position startpos moves {MOVES}")
        started = time.perf_counter()
        send(f"go movetime {round(seconds * 1000)}")
        best = wait_for("bestmove")
        elapsed = time.perf_counter() - started
        send("quit")
        process.wait(timeout=max(5.0, deadline - time.perf_counter()))
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    infos = [line for line in lines if DEPTH.match(line)]
    depths = [int(m.group(1)) for line in infos if (m := DEPTH.match(line))]
    speed = NPS.search(infos[-1]) if infos else None
    move = best.split()[1] if len(best.split()) > 1 else ""
    return EngineRun(version=(version.stdout + version.stderr).strip(),
                     depth=max(depths, default=0), nps=int(speed.group(1)) if speed else 0,
                     move=move, legal=legal_move(move),
                     seconds=elapsed, transcript="\n".join(lines))
