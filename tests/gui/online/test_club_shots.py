"""A player's page, a guest's and the leaderboard fit a 1024x640 screen and one 800 px
wide with nothing clipped or overlapping, and so does the lobby with its chat at 1024x640.
The pictures are kept (``WARI_SHOTS_DIR`` if set, else pytest's temporary folder) for a
person to look at."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent


@pytest.mark.parametrize(("script", "width", "height"), [
    ("club_shots.py", 1024, 640), ("club_shots.py", 800, 600), ("lobby_shots.py", 1024, 640)])
def test_the_clubs_views_show_whole_on_small_screens(tmp_path: Path, script: str, width: int,
                                                     height: int) -> None:
    name = f"{script.removesuffix('.py')}-{width}"
    base = os.environ.get("WARI_SHOTS_DIR")
    folder = Path(base) / name if base else tmp_path / name
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{
        "name": "small", "x": 0, "y": 0, "width": width, "height": height,
        "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    home = tmp_path / "home"  # never the user's settings or data
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}",
               XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"),
               WARI_DATA_DIR=str(home / "wari"),
               PYTHON_KEYRING_BACKEND="keyring.backends.null.Keyring")
    subprocess.run([sys.executable, str(HERE / script), str(folder)], env=env, check=True,
                   timeout=120, capture_output=True)
    print(f"screenshots in {folder}")
    assert json.loads((folder / "problems.json").read_text()) == []
