"""Dialogs do not outlive their answer: each one opened from the window is deleted once
its answer has been read, so opening them again and again does not pile them up."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox
from pytestqt.qtbot import QtBot

from wari_desktop.gui.dialogs.new_game_dialog import NewGameDialog
from wari_desktop.gui.dialogs.record_details import RecordDetails
from wari_desktop.gui.dialogs.settings_dialog import SettingsDialog
from wari_desktop.gui.dialogs.shortcuts_dialog import ShortcutsDialog
from wari_desktop.gui.platform.modal import modal
from wari_desktop.gui.study.position_editor import PositionEditor
from wari_desktop.gui.study.watch import WatchDialog
from wari_desktop.gui.window.main_window import MainWindow


def _dismiss_when_shown(kind: type[QDialog], seen: list[QDialog]) -> None:
    """Close the first modal dialog of ``kind`` once it is up (Escape's reject)."""

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, kind):
            seen.append(dialog)
            dialog.reject()
        elif isinstance(dialog, QDialog):  # never leave another dialog waiting
            dialog.reject()
        else:
            QTimer.singleShot(10, look)

    QTimer.singleShot(0, look)


def _deleted_later() -> None:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


OPENERS: list[tuple[str, type[QDialog], Callable[[MainWindow], object]]] = [
    ("settings", SettingsDialog, lambda w: w.preferences.edit()),
    ("new game", NewGameDialog, MainWindow.new_game),
    ("set up position", PositionEditor, lambda w: w.study.editor.set_up_position()),
    ("record details", RecordDetails, lambda w: w.edit_details()),
    ("shortcuts", ShortcutsDialog, lambda w: w.help.show_shortcuts()),
    ("about", QMessageBox, lambda w: w.help.about()),
    ("computer against computer", WatchDialog, lambda w: w.study.watch.choose()),
]


@pytest.mark.parametrize(("kind", "open_dialog"), [(k, o) for _, k, o in OPENERS],
                         ids=[name for name, _, _ in OPENERS])
def test_a_dialog_is_deleted_once_answered(window: MainWindow, kind: type[QDialog],
                                           open_dialog: Callable[[MainWindow], object]
                                           ) -> None:
    for _ in range(2):
        seen: list[QDialog] = []
        _dismiss_when_shown(kind, seen)
        open_dialog(window)
        assert seen, f"no {kind.__name__} was shown"
        _deleted_later()
        assert window.findChildren(kind) == [], f"a {kind.__name__} outlived its answer"


def test_modal_gives_the_answer_and_then_deletes(qtbot: QtBot) -> None:
    dialog = QDialog()
    QTimer.singleShot(0, dialog.accept)
    with modal(dialog) as (same, result):
        assert same is dialog and result == QDialog.DialogCode.Accepted
        assert dialog.objectName() == ""  # still usable inside the block
    destroyed: list[bool] = []
    dialog.destroyed.connect(lambda: destroyed.append(True))
    _deleted_later()
    assert destroyed == [True]
