"""The Open and Save dialogs: Qt's own file dialog gets a name and a description on every
control, opens in the folder asked for, suggests the name given and returns the path
chosen ("" when cancelled)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit
from pytestqt.qtbot import QtBot

from wari_desktop.gui.platform.file_dialogs import open_file_name, save_file_name

from .test_accessibility import unnamed_controls

FILTERS = "Wari games (*.ogn);;All files (*)"


def answer_when_shown(act: Callable[[QFileDialog], None]) -> None:
    """Call ``act`` with the file dialog once it is up (and its controls described)."""

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QFileDialog) and dialog.isVisible():
            QTimer.singleShot(0, lambda: act(dialog))
        else:
            QTimer.singleShot(10, look)

    QTimer.singleShot(0, look)


@pytest.mark.parametrize("ask", [open_file_name, save_file_name], ids=["open", "save"])
def test_every_control_of_the_file_dialog_has_a_name_and_description(
        qtbot: QtBot, tmp_path: Path, ask: Callable[..., str]) -> None:
    missing: list[list[str]] = []

    def inspect(dialog: QFileDialog) -> None:
        missing.append(unnamed_controls(dialog))
        dialog.reject()

    answer_when_shown(inspect)
    assert ask(None, "title", str(tmp_path), FILTERS) == ""
    assert missing == [[]]


def test_open_starts_in_the_folder_and_returns_the_file_chosen(
        qtbot: QtBot, tmp_path: Path) -> None:
    game = tmp_path / "game.ogn"
    game.write_text("1. C a\n", encoding="utf-8")
    seen: list[str] = []

    def choose(dialog: QFileDialog) -> None:
        seen.append(dialog.directory().absolutePath())
        field = dialog.findChild(QLineEdit, "fileNameEdit")
        assert field is not None
        field.setText(game.name)  # typed, as a player would
        dialog.accept()
        if dialog.isVisible():  # never leave the test waiting on a refused answer
            dialog.reject()

    answer_when_shown(choose)
    assert open_file_name(None, "Open", str(tmp_path), FILTERS) == str(game)
    assert seen == [str(tmp_path)]


def test_save_suggests_the_name_given_in_its_folder(qtbot: QtBot, tmp_path: Path) -> None:
    suggested = tmp_path / "wari-game.ogn"
    seen: list[tuple[str, str]] = []

    def accept(dialog: QFileDialog) -> None:
        field = dialog.findChild(QLineEdit, "fileNameEdit")
        seen.append((dialog.directory().absolutePath(), field.text() if field else ""))
        dialog.accept()

    answer_when_shown(accept)
    assert save_file_name(None, "Save", str(suggested), FILTERS) == str(suggested)
    assert seen == [(str(tmp_path), "wari-game.ogn")]


def test_qt_own_dialog_is_themed_and_its_columns_fit(qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtWidgets import QHeaderView, QSplitter, QTreeView

    from wari_desktop.gui.platform.file_dialogs import DIALOG_SIZE, SIDEBAR_WIDTH
    from wari_desktop.gui.platform.screen_fit import available_size

    (tmp_path / "the club final of the season, Kofi against Ama.ogn").write_text(
        "1. C a\n", encoding="utf-8")
    seen: list[tuple[object, ...]] = []

    def inspect(dialog: QFileDialog) -> None:
        tree = dialog.findChild(QTreeView, "treeView")
        splitter = dialog.findChild(QSplitter, "splitter")
        assert tree is not None and splitter is not None
        header = tree.header()
        modes = [header.sectionResizeMode(c) for c in range(header.count())]
        seen.append((modes, "QHeaderView::section" in dialog.styleSheet(),
                     dialog.width() >= min(DIALOG_SIZE[0], available_size(dialog).width()),
                     splitter.sizes()[0]))
        dialog.reject()

    answer_when_shown(inspect)
    assert open_file_name(None, "Open", str(tmp_path), FILTERS) == ""
    (modes, themed, wide, places), = seen
    mode = QHeaderView.ResizeMode
    assert modes == [mode.Stretch] + [mode.ResizeToContents] * (len(modes) - 1)
    assert themed and wide and places == SIDEBAR_WIDTH


def test_the_dialogs_labels_follow_the_language(qtbot: QtBot, tmp_path: Path,
                                                qapp: QApplication) -> None:
    from wari_desktop.gui.platform.i18n import install_translators, remove_translators

    labels: list[str] = []

    def read(dialog: QFileDialog) -> None:
        label = QFileDialog.DialogLabel
        labels.extend((dialog.labelText(label.LookIn), dialog.labelText(label.FileType)))
        dialog.reject()

    install_translators(qapp, "fr")
    try:
        answer_when_shown(read)
        assert save_file_name(None, "Save", str(tmp_path / "a.ogn"), FILTERS) == ""
    finally:
        remove_translators(qapp)
    assert labels == ["Regarder dans\u00a0:", "Fichiers de type\u00a0:"]
