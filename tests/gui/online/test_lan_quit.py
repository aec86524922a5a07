"""A program with a game on this network on its board (hosted, or joined) ends promptly
and cleanly on SIGTERM, as ``kill`` or a logout sends it: status 0, within
``QUIT_SECONDS`` (it takes well under a second here; the bound is for a loaded machine).
The program is ``lan_quit_child.py`` (a real window, host, announcement and clients),
drawing offscreen, with its own data folders."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGTERM")

ROOT = Path(__file__).resolve().parents[3]
CHILD = Path(__file__).with_name("lan_quit_child.py")
QUIT_SECONDS = 5.0


@pytest.mark.parametrize("side", ["host", "join"])
def test_a_program_with_a_game_on_this_network_ends_on_sigterm(
        side: str, tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path),
           "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "cfg"),
           "PYTHONPATH": str(ROOT)}
    child = subprocess.Popen([sys.executable, str(CHILD), *(["join"] if side == "join"
                                                             else [])],
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                             env=env, cwd=ROOT)
    try:
        assert child.stdout is not None
        seen = []
        for line in child.stdout:  # ends when the child does
            seen.append(line)
            if line.startswith("ready"):
                break
        assert seen and seen[-1].startswith("ready"), "".join(seen)
        sent = time.monotonic()
        child.send_signal(signal.SIGTERM)
        status = child.wait(QUIT_SECONDS)
        print(f"{side}: ended {time.monotonic() - sent:.2f} s after SIGTERM")
        assert status == 0
    finally:
        if child.poll() is None:
            child.kill()
            child.wait(10)
