"""The window playing an online game fits a 1280x720 screen with nothing clipped or
overlapping in the online game's panel: at 100%, at 200% scaling, and in German (the
longest words). The pictures are kept (``WARI_SHOTS_DIR`` if set, else pytest's temporary
folder) for a person to look at."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from .test_lobby_shots import LAPTOP

HERE = Path(__file__).resolve().parent


@pytest.mark.parametrize(("name", "options", "scale"), [
    ("online-game-100", (), None),
    ("online-game-200", (), "2"),
    ("online-game-de", ("--language", "de"), None),
])
def test_an_online_game_shows_whole_on_a_small_screen(tmp_path: Path, name: str,
                                                      options: tuple[str, ...],
                                                      scale: str | None) -> None:
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
    subprocess.run([sys.executable, str(HERE / "online_game_shots.py"), str(folder),
                    *options], env=env, check=True, timeout=120, capture_output=True)
    print(f"screenshots in {folder}")
    assert json.loads((folder / "problems.json").read_text()) == []
    image = QImage(str(folder / "online-game.png"))
    assert not image.isNull() and image.width() >= 1000
