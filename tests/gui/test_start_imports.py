"""The bare start imports only what its first window needs: the network, the server, games
on the local network, the keyring, password hashing and numpy are imported when first used
(the lobby opened, a game hosted, an endgame table loaded), never at the start. Each
costs tens of milliseconds of a start the player waits for (``benchmarks/bench_startup.py``
measures it); the guard here is which modules are loaded, not a timing.

Checked in a fresh interpreter, as a player starts the program: once up to the first
painted frame of the real start (the start-up benchmark's way, ``WARI_FIRST_FRAME``),
once after ``--screenshot`` built and drew the window."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

#: Modules (and their submodules) no start may import: what network play, the server,
#: games on the local network and the endgame tables need, and the start does not.
HEAVY = ("websockets", "zeroconf", "keyring", "argon2", "numpy", "wari_desktop.server",
         "wari_desktop.lan", "wari_desktop.client.client", "wari_desktop.client.threaded",
         "wari_desktop.bot", "wari_desktop.gui.online.lobby_window",
         "wari_desktop.gui.online.remote_start", "wari_desktop.gui.online.lan_dialogs")

#: Runs the program's ``main`` with the given arguments, then prints the modules loaded.
PROBE = """
import json, sys
from wari_desktop.__main__ import main
status = main(sys.argv[1:])
print("MODULES " + json.dumps(sorted(sys.modules)))
sys.exit(status)
"""


def loaded_modules(arguments: list[str], home: Path, probe: str = PROBE, **extra: str
                   ) -> set[str]:
    """The modules loaded once ``python -m wari_desktop ARGUMENTS`` returned (``probe``
    runs it), started with its own empty data and settings folders under ``home``."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "WARI_DATA_DIR": str(home / "data"),
           "XDG_CONFIG_HOME": str(home / "config"), "XDG_DATA_HOME": str(home / "share"),
           **extra}
    done = subprocess.run([sys.executable, "-c", probe, *arguments], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    line = next(line for line in done.stdout.splitlines() if line.startswith("MODULES "))
    return set(json.loads(line.removeprefix("MODULES ")))


def heavy_in(modules: set[str]) -> list[str]:
    """The modules of ``HEAVY`` (or under one) among ``modules``."""
    return sorted(name for name in modules
                  if any(name == heavy or name.startswith(heavy + ".") for heavy in HEAVY))


def test_the_bare_start_to_its_first_frame_imports_nothing_heavy(tmp_path: Path) -> None:
    modules = loaded_modules([], tmp_path, WARI_FIRST_FRAME=repr(time.time()))
    assert "wari_desktop.gui.window.main_window" in modules  # the window was built
    assert heavy_in(modules) == []


@pytest.mark.parametrize("arguments", [[], ["--position", "1-20-2-0-3-1-5-0-2-1-4-1-4-4-S"]])
def test_a_screenshot_imports_nothing_heavy(tmp_path: Path, arguments: list[str]) -> None:
    picture = tmp_path / "shot.png"
    modules = loaded_modules([*arguments, "--screenshot", str(picture)], tmp_path)
    assert picture.stat().st_size > 0
    assert heavy_in(modules) == []


def test_the_guard_sees_a_heavy_module_once_it_is_used(tmp_path: Path) -> None:
    """The check can fail: the same start, then the lobby's module and the client that
    connects imported (as Play Online and signing in do), has them and the network."""
    probe = PROBE.replace(
        'print("MODULES',
        "from wari_desktop.gui.online.lobby_window import open_lobby\n"
        "from wari_desktop.client import ThreadedClient\n"
        'print("MODULES')
    modules = loaded_modules(["--screenshot", str(tmp_path / "shot.png")], tmp_path, probe)
    assert {"websockets", "wari_desktop.gui.online.lobby_window",
            "wari_desktop.client.threaded"} <= set(heavy_in(modules))
