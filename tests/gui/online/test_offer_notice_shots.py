"""The notice of a game offered fits over the board, nothing clipped or overlapping, at
1024x640, at 800 px wide and in German (the longest words). The pictures are kept
(``WARI_SHOTS_DIR`` if set, else pytest's temporary folder) for a person to look at."""

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


@pytest.mark.parametrize(("name", "options"), [
    ("offer-1024", ("--size", "1024x640")),
    ("offer-800", ("--size", "800x600")),
    ("offer-800-de", ("--size", "800x600", "--language", "de")),
])
def test_the_offer_notice_shows_whole_over_the_board(tmp_path: Path, name: str,
                                                     options: tuple[str, ...]) -> None:
    base = os.environ.get("WARI_SHOTS_DIR")
    folder = Path(base) / name if base else tmp_path / name
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [LAPTOP]}))
    home = tmp_path / "home"  # never the user's settings or data
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}",
               XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"),
               WARI_DATA_DIR=str(home / "wari"),
               PYTHON_KEYRING_BACKEND="keyring.backends.null.Keyring")
    subprocess.run([sys.executable, str(HERE / "offer_notice_shots.py"), str(folder),
                    *options], env=env, check=True, timeout=120, capture_output=True)
    print(f"screenshots in {folder}")
    assert json.loads((folder / "problems.json").read_text()) == []
    image = QImage(str(folder / "offer-notice.png"))
    assert not image.isNull() and image.width() >= 800
