"""The Open and Save dialogs for game files.

Where the system has its own file dialog (Windows, macOS, a GTK or KDE desktop) Qt shows
that one, and its controls speak for themselves. Elsewhere Qt draws its own, whose
folder box, file name field, file type box, file list and buttons have no accessible
description; ``describe_file_dialog`` gives them one, in the program's language.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialogButtonBox,
    QFileDialog,
    QWidget,
)

from .modal import modal

translate = QCoreApplication.translate


def describe_file_dialog(dialog: QFileDialog) -> None:
    """Name and describe the controls of Qt's own file dialog that lack a name or a
    description (nothing to do when the system's dialog is shown instead)."""
    saving = dialog.acceptMode() == QFileDialog.AcceptMode.AcceptSave
    file_list = translate("FileDialog", "Files")
    texts: dict[str, tuple[str, str]] = {
        "lookInCombo": (translate("FileDialog", "Look in"),
                        translate("FileDialog", "The folder shown, and the folders above it")),
        "listView": (file_list,
                     translate("FileDialog", "The folders and game files in this folder")),
        "treeView": (file_list,
                     translate("FileDialog", "The folders and game files in this folder, "
                                             "with their size, type and date")),
        "sidebar": (translate("FileDialog", "Places"),
                    translate("FileDialog", "Places and bookmarks")),
        "fileNameEdit": (translate("FileDialog", "File name"),
                         translate("FileDialog", "The name to save the game under") if saving
                         else translate("FileDialog", "The name of the game file to open")),
        "fileTypeCombo": (translate("FileDialog", "Files of type"),
                          translate("FileDialog", "Which files the list shows")),
    }
    for widget in dialog.findChildren(QWidget):
        named = texts.get(widget.objectName())
        if named is None:
            continue
        if not widget.accessibleName():
            widget.setAccessibleName(named[0])
        if not widget.accessibleDescription():
            widget.setAccessibleDescription(named[1])
    box = dialog.findChild(QDialogButtonBox)
    if box is None:
        return
    Button = QDialogButtonBox.StandardButton
    described = {
        Button.Open: translate("FileDialog", "Open the chosen game file"),
        Button.Save: translate("FileDialog", "Save the game in the chosen file"),
        Button.Cancel: translate("FileDialog",
                                 "Close this dialog without opening or saving (Esc)"),
    }
    for button in box.findChildren(QAbstractButton):
        description = described.get(box.standardButton(button))
        if description and not button.accessibleDescription():
            button.setAccessibleDescription(description)


def _ask(dialog: QFileDialog) -> str:
    """Run ``dialog``; the chosen path, or "" when it was cancelled."""
    QTimer.singleShot(0, lambda: describe_file_dialog(dialog))  # its widgets exist by then
    with modal(dialog) as (_, accepted):
        files = dialog.selectedFiles()
        return files[0] if accepted and files else ""


def open_file_name(parent: QWidget | None, title: str, folder: str, filters: str) -> str:
    """Ask for an existing file to open, starting in ``folder``; "" when cancelled."""
    dialog = QFileDialog(parent, title, folder, filters)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
    dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    return _ask(dialog)


def save_file_name(parent: QWidget | None, title: str, suggested: str, filters: str) -> str:
    """Ask where to save, suggesting the path ``suggested`` (its folder and name); ""
    when cancelled. An existing file is only replaced after the dialog asks."""
    dialog = QFileDialog(parent, title, suggested, filters)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setFileMode(QFileDialog.FileMode.AnyFile)
    return _ask(dialog)
