"""A 1024x600 screen (a netbook, a small laptop with its panel): every dialog of the
program opens whole on it, its buttons on screen at once (a long dialog scrolls its middle,
never its buttons). The screenshots are kept in the test output (``WARI_SHOTS_DIR`` if
set, else pytest's temporary folder) for a person to look at."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent


def run_script(script: str, folder: Path, width: int, height: int, *options: str) -> None:
    """Run ``script`` (of this folder) on an offscreen ``width`` x ``height`` screen."""
    screen = {"name": "small", "x": 0, "y": 0, "width": width, "height": height,
              "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}
    folder.parent.mkdir(parents=True, exist_ok=True)
    config = folder.parent / f"{folder.name}-screen.json"
    config.write_text(json.dumps({"screens": [screen]}))
    home = folder.parent / f"{folder.name}-home"  # never the user's settings or data
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}",
               XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"),
               WARI_DATA_DIR=str(home / "wari"), HOME=str(home))
    subprocess.run([sys.executable, str(HERE / script), str(folder), *options],
                   env=env, check=True, timeout=180, capture_output=True)
    print(f"screenshots in {folder}")


def fit_problems(folder: Path, width: int, height: int, language: str = "en") -> list[str]:
    """Run ``dialog_fit_shots.py`` on an offscreen ``width`` x ``height`` screen."""
    run_script("dialog_fit_shots.py", folder, width, height, language)
    return list(json.loads((folder / "problems.json").read_text()))


@pytest.mark.parametrize("size", [(1024, 600), (1024, 640)])
def test_every_dialog_and_its_buttons_fit_a_small_screen(tmp_path: Path,
                                                         size: tuple[int, int]) -> None:
    base = os.environ.get("WARI_SHOTS_DIR")
    folder = (Path(base) if base else tmp_path) / f"dialogs-{size[0]}x{size[1]}"
    assert fit_problems(folder, *size) == []
    for name in ("welcome", "new-game", "settings", "rating", "record-details", "shortcuts",
                 "rules", "puzzles", "lessons", "set-up-position", "computer-against-computer",
                 "host-a-game", "join-a-game", "sign-in-form", "lobby", "about"):
        assert (folder / f"{name}.png").is_file(), name


@pytest.mark.parametrize("language", ["it", "es", "fr", "pt", "de"])
def test_every_dialog_fits_a_small_screen_in_each_language(tmp_path: Path,
                                                           language: str) -> None:
    """Translations run longer than English: every dialog still fits 1024x600."""
    base = os.environ.get("WARI_SHOTS_DIR")
    folder = (Path(base) if base else tmp_path) / f"dialogs-1024x600-{language}"
    assert fit_problems(folder, 1024, 600, language) == []


@pytest.mark.parametrize("size", [(1024, 640), (1024, 600), (1280, 720)])
def test_the_analysis_ticked_in_the_editor_shows_in_front_of_it(
        tmp_path: Path, size: tuple[int, int]) -> None:
    """On a 1024 px screen the editor at its least width and the analysis do not fit side
    by side: the dock stands at the screen's right edge in front of the editor (its window
    belongs to the editor's), the editor's buttons uncovered."""
    base = os.environ.get("WARI_SHOTS_DIR")
    folder = (Path(base) if base else tmp_path) / f"editor-analysis-{size[0]}x{size[1]}"
    run_script("editor_analysis_shots.py", folder, *size)
    report = json.loads((folder / "placement.json").read_text())
    assert report["floating"] and report["visible"]
    assert report["in_front"] and report["keyboard_stays"], report
    assert report["dock_on_screen"] and report["editor_on_screen"], report
    assert report["covered_buttons"] == [], report
    # The editor closed (the analysis was on before it: it goes on), the dock is docked
    # in the window again, an ordinary dock.
    assert report["after"] == {"docked": True, "visible": True, "on_top": False}, report
    assert (folder / "editor-analysis.png").is_file()
