"""The Tournaments list, a running tournament's page and the notice of the player's
game fit a 1280x800 screen with nothing clipped or overlapping, at 100% and with a
system font 1.5 times larger; the notice stands within the board. A real server and
players (``tournament_shots.py``). The pictures are kept (``WARI_SHOTS_DIR`` if set,
else pytest's temporary folder) for a person to look at."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

HERE = Path(__file__).resolve().parent
SCREEN = {"name": "laptop", "x": 0, "y": 0, "width": 1280, "height": 800,
          "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}
PICTURES = ("notice", "list", "form", "page-standings", "page-crosstable", "page-pairings",
            "page-own")


@pytest.mark.parametrize(("name", "options"), [
    ("tournaments-100", ()), ("tournaments-large-text", ("--font-scale", "1.5"))])
def test_the_tournaments_show_whole_on_a_laptop_screen(tmp_path: Path, name: str,
                                                       options: tuple[str, ...]) -> None:
    base = os.environ.get("WARI_SHOTS_DIR")
    folder = Path(base) / name if base else tmp_path / name
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [SCREEN]}))
    home = tmp_path / "home"  # never the user's settings or data
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}",
               XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"),
               WARI_DATA_DIR=str(home / "wari"), TMPDIR=str(tmp_path),
               PYTHON_KEYRING_BACKEND="keyring.backends.null.Keyring")
    subprocess.run([sys.executable, str(HERE / "tournament_shots.py"), str(folder),
                    *options], env=env, check=True, timeout=180, capture_output=True)
    print(f"screenshots in {folder}")
    assert json.loads((folder / "problems.json").read_text()) == []
    for picture in PICTURES:
        image = QImage(str(folder / f"{picture}.png"))
        assert not image.isNull() and image.width() >= 300
