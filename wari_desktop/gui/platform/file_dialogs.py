"""The Open and Save dialogs for game files.

Where the system has its own file dialog (Windows, macOS, a GTK or KDE desktop) Qt shows
that one, and its controls speak for themselves. Elsewhere Qt draws its own, whose
folder box, file name field, file type box, file list and buttons have no accessible
description; ``describe_file_dialog`` gives them one, in the program's language. That one
also takes the program's colours (``theme.FILE_DIALOG_STYLE``), opens large enough for
long file names, and its list's columns fit what they show (``size_columns``): the name
takes the room left by the size, type and date, each as wide as its longest entry.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialogButtonBox,
    QFileDialog,
    QHeaderView,
    QSplitter,
    QTreeView,
    QWidget,
)

from .modal import modal
from .screen_fit import fit_to_screen
from .text_scale import scaled_style
from .theme import FILE_DIALOG_STYLE

#: The size Qt's own file dialog opens at (less on a smaller screen).
DIALOG_SIZE = (900, 560)
#: The width of its list of places ("Computer", the home folder), beside the files.
SIDEBAR_WIDTH = 170

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


def size_columns(dialog: QFileDialog) -> None:
    """The places wide enough for their names; the detail list's columns: the size, type
    and date as wide as their entries, the name stretched over the rest (Qt's own dialog
    cuts them all short otherwise)."""
    splitter = dialog.findChild(QSplitter, "splitter")
    if splitter is not None and splitter.count() == 2:  # the places beside the list
        width = max(sum(splitter.sizes()), dialog.width())
        splitter.setSizes([SIDEBAR_WIDTH, width - SIDEBAR_WIDTH])
    tree = dialog.findChild(QTreeView, "treeView")
    if tree is None:
        return
    header = tree.header()
    header.setStretchLastSection(False)
    header.setMinimumSectionSize(60)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    for column in range(1, header.count()):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)


def _look(dialog: QFileDialog) -> None:
    """Qt's own dialog in the program's colours and at a size that shows long names."""
    if dialog.testOption(QFileDialog.Option.DontUseNativeDialog) or \
            dialog.findChild(QTreeView, "treeView") is not None:
        dialog.setStyleSheet(scaled_style(FILE_DIALOG_STYLE))
        # Qt's own catalogues leave these two in English in some languages (French).
        label = QFileDialog.DialogLabel
        dialog.setLabelText(label.LookIn, translate("FileDialog", "Look in:"))
        dialog.setLabelText(label.FileType, translate("FileDialog", "Files of type:"))
        fit_to_screen(dialog, *DIALOG_SIZE)
        size_columns(dialog)


def _ask(dialog: QFileDialog) -> str:
    """Run ``dialog``; the chosen path, or "" when it was cancelled."""
    _look(dialog)
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
