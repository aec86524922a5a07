"""Fixtures for the desktop window tests."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

import PySide6
import pytest
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from wari_desktop.gui.game.game_model import PEOPLE
from wari_desktop.gui.platform.settings import Settings, Speed
from wari_desktop.gui.window.main_window import MainWindow

#: Settings for tests: moves shown at once, so a click's effect is visible right away.
INSTANT = Settings(speed=Speed.INSTANT)

START = [4] * 12


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    """A shown main window at its usual size, with a new game."""
    win = MainWindow(seats=PEOPLE, settings=INSTANT)
    qtbot.addWidget(win)
    win.resize(1200, 700)
    win.show()
    qtbot.waitExposed(win)
    return win


@pytest.fixture(autouse=True)
def private_folders(tmp_path_factory: pytest.TempPathFactory,
                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test keeps its settings and data (autosave, endgame table) in folders of its
    own, never the user's."""
    from PySide6.QtCore import QSettings

    root = tmp_path_factory.mktemp("user")
    monkeypatch.setenv("WARI_DATA_DIR", str(root / "data"))
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(root / "config"))


@pytest.fixture
def created(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> list[MainWindow]:
    """The main windows the program makes during a test, in order."""
    from wari_desktop.gui.window import main_window

    windows: list[MainWindow] = []

    class RecordedWindow(MainWindow):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            qtbot.addWidget(self)
            windows.append(self)

    monkeypatch.setattr(main_window, "MainWindow", RecordedWindow)
    return windows


@pytest.fixture
def run_program(monkeypatch: pytest.MonkeyPatch,
                created: list[MainWindow]) -> Callable[[str | None], int]:
    """``run_program(FILE)`` starts the program as ``wari [FILE]`` does, up to its event
    loop (which returns at once), the computer thinking on a thread of this process; its
    window is the last of ``created``."""
    from wari_desktop import __main__ as entry
    from wari_desktop.ai import thinkers

    monkeypatch.setattr(thinkers, "ProcessThinker", thinkers.LocalThinker)
    monkeypatch.setattr(entry, "_prepare_endgame_table", lambda build=True: None)
    app = QApplication.instance()
    monkeypatch.setattr(app, "exec", lambda: 0)
    return lambda file=None: entry._run(app, None, file)


@pytest.fixture(autouse=True)
def message_boxes(monkeypatch: pytest.MonkeyPatch) -> list[tuple[QWidget | None, str, str]]:
    """The window's problem reports and its question whether to save never wait for a
    click in a test: each is recorded here (parent, headline, details) and the question
    is answered Discard, so a window with unsaved moves still closes at the end of its
    test."""
    from wari_desktop.gui.window import files

    shown: list[tuple[QWidget | None, str, str]] = []

    def ask(parent: QWidget | None, headline: str, details: str) -> str:
        shown.append((parent, headline, details))
        return "discard"

    def report(parent: QWidget | None, headline: str, details: str) -> None:
        shown.append((parent, headline, details))

    monkeypatch.setattr(files, "ask_to_save", ask)
    monkeypatch.setattr(files, "show_problem", report)
    return shown


@pytest.fixture(scope="session", autouse=True)
def qt_bindings_keep_none_alive(qapp: QApplication) -> None:
    """Stop at once, saying why, on Qt bindings that drop a reference to None each time a
    method returning nothing is called (PySide6 6.12.0 on Python 3.11): the tests would
    otherwise die with "deallocating None" halfway through."""
    label = QLabel()
    before = sys.getrefcount(None)
    for _ in range(200):
        label.setText("")
    if sys.getrefcount(None) < before - 100:
        pytest.exit(
            f"PySide6 {PySide6.__version__} loses references to None on Python "
            f"{sys.version.split()[0]}; install another PySide6 version",
            returncode=3,
        )
