"""The lobby window fits a 1280x720 screen with nothing clipped or overlapping: at 100%,
at 200% scaling, with a system font 1.5 times larger, and in German (the longest words).
The pictures are kept (``WARI_SHOTS_DIR`` if set, else pytest's temporary folder) for a
person to look at."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

HERE = Path(__file__).resolve().parent
LAPTOP = {"name": "laptop", "x": 0, "y": 0, "width": 1280, "height": 720,
          "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}


@pytest.mark.parametrize(("name", "options", "scale"), [
    ("lobby-100", (), None),
    ("lobby-200", (), "2"),
    ("lobby-large-text", ("--font-scale", "1.5"), None),
    *[(f"lobby-{language}", ("--language", language), None)
      for language in ("it", "es", "fr", "pt", "de")],
])
def test_the_lobby_shows_whole_on_a_small_screen(tmp_path: Path, name: str,
                                                 options: tuple[str, ...],
                                                 scale: str | None) -> None:
    """1280x720, or at 200% a screen of twice the pixels (the same 1280x720 in points)."""
    base = os.environ.get("WARI_SHOTS_DIR")
    folder = Path(base) / name if base else tmp_path / name
    config = tmp_path / "screen.json"
    screen = dict(LAPTOP, width=2560, height=1440) if scale == "2" else LAPTOP
    config.write_text(json.dumps({"screens": [screen]}))
    home = tmp_path / "home"  # never the user's settings or data
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}",
               XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"),
               WARI_DATA_DIR=str(home / "wari"),
               PYTHON_KEYRING_BACKEND="keyring.backends.null.Keyring")
    if scale:
        env["QT_SCALE_FACTOR"] = scale
    subprocess.run([sys.executable, str(HERE / "lobby_shots.py"), str(folder), *options],
                   env=env, check=True, timeout=120, capture_output=True)
    print(f"screenshots in {folder}")
    assert json.loads((folder / "problems.json").read_text()) == []
    for picture in ("sign-in", "lobby"):
        image = QImage(str(folder / f"{picture}.png"))
        assert not image.isNull() and image.width() >= 600
