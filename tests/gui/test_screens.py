"""Small screens, high density and large text: every window fits a 1280x720 screen, and
nothing is clipped or overlapping at its usual size, at the main window's minimum, at
200% scaling and with a system font 1.5 times larger. The screenshots are kept in the test
output (``WARI_SHOTS_DIR`` if set, else pytest's temporary folder) for a person to look at.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from wari_desktop.gui.dialogs.new_game_dialog import NewGameDialog
from wari_desktop.gui.dialogs.record_details import RecordDetails
from wari_desktop.gui.dialogs.settings_dialog import SettingsDialog
from wari_desktop.gui.dialogs.shortcuts_dialog import ShortcutsDialog
from wari_desktop.gui.learn.rules_window import RulesWindow
from wari_desktop.gui.study.position_editor import PositionEditor
from wari_desktop.gui.study.watch import WatchDialog
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.gui.window.side_panel import panel_width

from .layout_check import layout_problems

HERE = Path(__file__).resolve().parent
LAPTOP = {"name": "laptop", "x": 0, "y": 0, "width": 1280, "height": 720,
          "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}


def shots_folder(tmp_path: Path, name: str) -> Path:
    base = os.environ.get("WARI_SHOTS_DIR")
    return Path(base) / name if base else tmp_path / name


def run_shots(folder: Path, screen: dict[str, object], *options: str,
              scale: str | None = None) -> list[str]:
    """Run ``window_shots.py`` on an offscreen screen like ``screen``; its problems."""
    config = folder.parent / f"{folder.name}-screen.json"
    folder.parent.mkdir(parents=True, exist_ok=True)
    config.write_text(json.dumps({"screens": [screen]}))
    home = folder.parent / f"{folder.name}-home"  # never the user's settings or data
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}",
               XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"),
               WARI_DATA_DIR=str(home / "wari"))
    if scale:
        env["QT_SCALE_FACTOR"] = scale
    subprocess.run([sys.executable, str(HERE / "window_shots.py"), str(folder), *options],
                   env=env, check=True, timeout=120, capture_output=True)
    print(f"screenshots in {folder}")
    return list(json.loads((folder / "problems.json").read_text()))


def test_the_check_finds_clipped_and_overlapping_controls(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QLabel, QPushButton, QWidget

    top = QWidget()
    qtbot.addWidget(top)
    top.resize(200, 100)
    label = QLabel("A long label that cannot fit in forty pixels", top)
    label.setGeometry(0, 0, 40, 20)
    button = QPushButton("Start the game", top)
    button.setGeometry(20, 5, 150, 40)
    outside = QPushButton("Away", top)
    outside.setGeometry(180, 80, 80, 30)
    top.show()
    problems = "\n".join(layout_problems(top))
    assert "QLabel('A long label" in problems and "needs" in problems
    assert "overlap" in problems
    assert "QPushButton('Away') at (180, 80, 80, 30) is cut off" in problems


def test_the_check_finds_a_column_title_cut_short(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QTableWidget, QWidget

    top = QWidget()
    qtbot.addWidget(top)
    top.resize(320, 120)
    table = QTableWidget(1, 2, top)
    table.setHorizontalHeaderLabels(["A title far too long for thirty pixels", "B"])
    table.setColumnWidth(0, 30)
    table.setGeometry(0, 0, 300, 100)
    top.show()
    problems = "\n".join(layout_problems(top))
    assert "column 'A title far too long" in problems


def test_every_window_fits_a_1280x720_screen_and_shows_everything(tmp_path: Path) -> None:
    folder = shots_folder(tmp_path, "laptop")
    assert run_shots(folder, LAPTOP) == []
    for name in ("main", "main-minimum", "new-game", "settings", "rules", "shortcuts",
                 "set-up-position", "record-details", "computer-against-computer", "about",
                 "save-question"):
        assert (folder / f"{name}.png").is_file()


def test_nothing_is_clipped_at_twice_the_pixel_density(tmp_path: Path) -> None:
    folder = shots_folder(tmp_path, "scale-2")
    big = dict(LAPTOP, name="hidpi", width=2560, height=1440)
    assert run_shots(folder, big, scale="2") == []
    main = QImage(str(folder / "main.png"))
    assert main.width() >= 2 * 1000  # drawn with twice the pixels, not stretched


@pytest.mark.parametrize("language", ["it", "es", "fr", "pt", "de"])
def test_nothing_is_clipped_in_each_language(tmp_path: Path, language: str) -> None:
    """Translations run longer than English: every window still shows all its words."""
    folder = shots_folder(tmp_path, f"language-{language}")
    assert run_shots(folder, LAPTOP, "--language", language) == []


def test_nothing_is_clipped_with_a_font_half_as_large_again(tmp_path: Path) -> None:
    folder = shots_folder(tmp_path, "font-150")
    assert run_shots(folder, LAPTOP, "--font-scale", "1.5") == []


@pytest.mark.parametrize("size", [(800, 500), (800, 460)])
def test_at_the_smallest_size_the_board_keeps_most_of_the_width(
    qtbot: QtBot, window: MainWindow, size: tuple[int, int]
) -> None:
    window.resize(*size)
    qtbot.waitUntil(lambda: window.width() == max(size[0], window.minimumWidth()))
    assert window.panel.width() == panel_width(window.width())
    assert window.panel.width() < 0.3 * window.width()
    geometry = window.board.board.layout.geo
    house = window.board.transform().m11() * 2 * geometry.house_radius
    assert house >= 40  # pixels across a house: seeds and counts stay legible
    assert layout_problems(window) == []


def test_the_rules_window_is_shorter_on_a_small_screen(qtbot: QtBot, window: MainWindow,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtCore import QSize

    from wari_desktop.gui.platform import screen_fit

    monkeypatch.setattr(screen_fit, "available_size",
                        lambda widget: QSize(1366, 768) - screen_fit.FRAME)
    rules = RulesWindow(window)
    qtbot.addWidget(rules)
    assert rules.height() <= 768 - screen_fit.FRAME.height()
    assert rules.width() == 940
    rules.show()
    qtbot.waitExposed(rules)
    assert rules.close_button.isVisible()
    assert rules.scroll_area.verticalScrollBar().maximum() > 0  # the page scrolls


def test_dialogs_ask_no_more_than_the_screen_holds(qtbot: QtBot, window: MainWindow) -> None:
    from wari_desktop.ai.tables import TableStatus

    building = TableStatus(15, 18, 0.42)  # the Settings at their longest: every note shown
    for dialog in (NewGameDialog(parent=window),
                   SettingsDialog(window.settings, window, sound_device=False,
                                  table_status=lambda: building),
                   ShortcutsDialog(window.menuBar(), window),
                   PositionEditor(window.game.position, window.game.rules, window),
                   RecordDetails(window.game, window.document.tags,
                                 window.document.player_names(), window),
                   WatchDialog("club", window)):
        qtbot.addWidget(dialog)
        hint = dialog.sizeHint().expandedTo(dialog.minimumSizeHint())
        assert hint.width() <= 1280 and hint.height() <= 720 - 44, type(dialog).__name__
