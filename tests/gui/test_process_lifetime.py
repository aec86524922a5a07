"""No process of the program outlives it: the thinking process, multiprocessing's
resource tracker and the endgame builder end within a second of the window's process
dying, whatever killed it; a plain ``kill`` (SIGTERM) saves the game and exits with 0.

These tests start the real program (drawing offscreen) and read /proc, so they run on
Linux only.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="reads the process table in /proc")

ROOT = Path(__file__).resolve().parents[2]


def state(pid: int) -> str | None:
    """The process's state letter, or None once it is gone."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return stat.rsplit(")", 1)[1].split()[0]


def alive(pid: int) -> bool:
    return state(pid) not in (None, "Z", "X")  # a zombie has ended, awaiting its reaper


def children(pid: int) -> dict[int, str]:
    """The live children of ``pid``, with their command lines."""
    found = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode()
        except OSError:
            continue
        if int(stat.rsplit(")", 1)[1].split()[1]) == pid and alive(int(entry.name)):
            found[int(entry.name)] = command
    return found


def cpu_ticks(pid: int) -> int:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def start(home: Path, autosave: str) -> subprocess.Popen[bytes]:
    """The program, offscreen, resuming ``autosave``, with ``home`` as the user's home."""
    data = home / "data"
    data.mkdir(parents=True)
    (data / "autosave.ogn").write_text(autosave, encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home),
               WARI_DATA_DIR=str(data), XDG_CONFIG_HOME=str(home / "config"),
               XDG_DATA_HOME=str(home / "share"))
    return subprocess.Popen([sys.executable, "-m", "wari_desktop"], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def wait_for(condition: object, seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():  # type: ignore[operator]
            return True
        time.sleep(0.05)
    return False


def thinking_child(app: subprocess.Popen[bytes]) -> int:
    """The pid of the thinking process, once it is busy thinking."""
    def worker() -> int | None:
        return next((pid for pid, command in children(app.pid).items()
                     if "spawn_main" in command), None)

    assert wait_for(lambda: worker() is not None, 30), children(app.pid)
    pid = worker()
    assert pid is not None
    before = cpu_ticks(pid)
    assert wait_for(lambda: cpu_ticks(pid) > before + 30, 30)  # 0.3 s of CPU: thinking
    return pid


#: The computer plays both sides of a middle game (no opening book): it keeps thinking.
#: Under *Tutti a casa* it thinks in a child process even where the compiled core plays
#: standard games on a thread (which cannot outlive the window's process).
COMPUTER_TO_MOVE = ('[WariSouth "computer:master"]\n[WariNorth "computer:master"]\n'
                    '[EmptySide "tutti-a-casa"]\n'
                    '[FEN "1-20-2-0-3-1-5-0-2-1-4-1-4-4-S"]\n\n*\n')


def test_kill_9_while_the_computer_thinks_leaves_no_process_behind(tmp_path: Path) -> None:
    app = start(tmp_path, COMPUTER_TO_MOVE)
    try:
        thinking_child(app)
        kids = children(app.pid)
        commands = " ".join(kids.values())
        assert "resource_tracker" in commands and "spawn_main" in commands
        app.kill()
        app.wait(5)
        killed = time.monotonic()
        assert wait_for(lambda: not any(alive(pid) for pid in kids), 1.0), {
            pid: kids[pid] for pid in kids if alive(pid)}
        assert time.monotonic() - killed < 1.0
    finally:
        app.kill()
        for pid in children(app.pid):
            os.kill(pid, signal.SIGKILL)


def test_a_plain_kill_saves_the_game_and_exits_cleanly(tmp_path: Path) -> None:
    app = start(tmp_path, '[WariSouth "person"]\n[WariNorth "person"]\n\n1. C f 2. A *\n')
    try:
        # Up and running: the endgame builder (no table in this data folder) starts after
        # the window; the thinking process too where there is no compiled core.
        assert wait_for(lambda: len(children(app.pid)) >= 1, 30)
        kids = children(app.pid)
        (tmp_path / "data" / "autosave.ogn").unlink()  # what remains is written on exit
        app.send_signal(signal.SIGTERM)
        assert app.wait(10) == 0, app.stderr.read() if app.stderr else ""
        assert wait_for(lambda: not any(alive(pid) for pid in kids), 1.0)
        saved = (tmp_path / "data" / "autosave.ogn").read_text(encoding="utf-8")
        assert "1. C f 2. A" in saved
    finally:
        app.kill()


def test_the_endgame_builder_stops_when_its_parent_is_gone(tmp_path: Path) -> None:
    from wari_desktop.ai.endgame import start_background_build

    out = tmp_path / "endgame-15.bin"
    builder = start_background_build(15, out)
    time.sleep(1.0)
    assert builder.poll() is None  # building
    assert builder.stdin is not None
    builder.stdin.close()  # what the parent's death does to the pipe
    assert builder.wait(1.0) == 3
    assert not out.exists()
