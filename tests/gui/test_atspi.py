"""The accessibility tree as a screen reader reads it: the real program on an X display,
Qt's AT-SPI bridge on, read over D-Bus with AT-SPI (``gi.repository.Atspi``, what Orca
uses) while keys are pressed with ``xdotool``.

It needs Xvfb, xdotool, dbus-run-session, the AT-SPI registry and the system Python's
``gi`` with Atspi (the apt packages of the README's system-library line; ``.ci/run``
installs them and sets ``WARI_REQUIRE_ATSPI=1``, so that there the test fails rather than
skips when one is missing).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from .table_builds import builds_held
from .xvfb_display import SYSTEM_PYTHON, xvfb_display

HERE = Path(__file__).resolve().parent


@pytest.fixture
def display() -> Iterator[str]:
    """A fresh X display of its own (Xvfb picks a free number)."""
    with xvfb_display("1400x900") as number:
        yield number


@pytest.fixture(autouse=True)
def no_table_build(tmp_path: Path) -> Iterator[None]:
    """The program's first start builds no endgame table meanwhile (``table_builds``)."""
    with builds_held(tmp_path / "data"):
        yield


def test_a_screen_reader_hears_the_board_the_moves_and_the_buttons(
    display: str, tmp_path: Path
) -> None:
    env = dict(os.environ, DISPLAY=display, WARI_DATA_DIR=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "share"),
               XDG_RUNTIME_DIR=str(tmp_path / "runtime"))
    env.pop("QT_QPA_PLATFORM", None)
    (tmp_path / "runtime").mkdir(mode=0o700)
    run = subprocess.run(
        ["dbus-run-session", "--", SYSTEM_PYTHON, str(HERE / "atspi_reader.py"),
         sys.executable], env=env, capture_output=True, text=True, timeout=180)
    assert run.returncode == 0, run.stderr[-3000:]
    heard = json.loads(run.stdout.strip().splitlines()[-1])
    print(json.dumps(heard, indent=1, ensure_ascii=False))

    roles = {role for role, _ in heard["windows"]}
    assert ["frame", "New game — Wari"] in heard["windows"], heard["windows"]
    assert "alert" in roles  # the first start's welcome, a message the reader speaks
    menus = heard["menus"]
    assert {"Game", "Move", "View", "Help"} <= set(menus), menus.keys()
    assert {"New Game…", "Set Up Position…", "Open…", "Save"} <= set(menus["Game"])
    assert "Keyboard Shortcuts…" in menus["Help"] or "Keyboard Shortcuts" in menus["Help"]
    buttons = heard["buttons"]
    assert {"Undo", "Redo", "Hint", "Not Now"} <= set(buttons)
    assert [name for name, description in buttons.items() if not description] == []
    assert heard["board"][0] == "Wari board"
    assert "A: 4 seeds" in heard["board"][1] and "North's store: 0 seeds" in heard["board"][1]
    assert heard["moves_description"]

    assert heard["board_after_right"] == "House B, 4 seeds, yours, playable"
    south, north = heard["announcements"][:2]
    assert south == "South sows C, 4 seeds"
    assert north.startswith("North sows ")
    reply = north.split()[2].rstrip(",")
    assert heard["moves"][0] == ["C", reply]
