"""Without a display: screenshots draw offscreen by themselves, and the window says in
plain words that it cannot open. A machine without audio starts silently."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
x11 = pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="X11 systems only")


def run(args: list[str], env: dict[str, str], home: Path) -> subprocess.CompletedProcess[str]:
    environment = {k: v for k, v in os.environ.items()
                   if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    environment.update(env, HOME=str(home), WARI_DATA_DIR=str(home / "data"))
    return subprocess.run([sys.executable, "-m", "wari_desktop", *args], cwd=ROOT,
                          env=environment, capture_output=True, text=True, timeout=120)


@x11
def test_a_screenshot_needs_no_display(tmp_path: Path) -> None:
    done = run(["--screenshot", str(tmp_path / "shot.png")], {}, tmp_path)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "shot.png").stat().st_size > 10_000
    assert "xcb" not in done.stderr


@x11
@pytest.mark.parametrize("display", [None, ":97531"])
def test_without_a_display_the_window_says_so(tmp_path: Path, display: str | None) -> None:
    done = run([], {"DISPLAY": display} if display else {}, tmp_path)
    assert done.returncode == 1
    assert "no display found" in done.stderr
    assert "DISPLAY" in done.stderr and "--screenshot" in done.stderr
    assert "xcb-cursor0" not in done.stderr and "Aborted" not in done.stderr
    assert not (tmp_path / "data" / "autosave.ogn").exists()


SILENT_SOUND = """
from PySide6.QtCore import qWarning
from wari_desktop.gui.platform import qt_messages
qt_messages.install()
from wari_desktop.gui.app import create_application
app = create_application(["wari"])
qWarning("PulseAudioService: pa_context_connect() failed")
qWarning("a message that matters")
from wari_desktop.gui.platform.sound import SoundPlayer
SoundPlayer(None).load()
"""


def test_a_missing_sound_device_is_not_reported_on_the_console(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-c", SILENT_SOUND], cwd=ROOT, capture_output=True,
                          text=True, timeout=60,
                          env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert done.returncode == 0, done.stderr
    assert "PulseAudio" not in done.stderr and "pa_context" not in done.stderr
    assert "a message that matters" in done.stderr  # other messages still get through
