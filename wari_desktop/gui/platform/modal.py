"""Modal dialogs that do not outlive their answer.

A dialog made with the window as its parent lives as long as the window unless it is
deleted: each New Game, Settings or Set Up Position would keep one more dialog (and, for
the editor, a whole board scene) in memory. ``modal`` runs a dialog and deletes it once
its answer has been read.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TypeVar

from PySide6.QtWidgets import QDialog

D = TypeVar("D", bound=QDialog)


@contextmanager
def modal(dialog: D) -> Iterator[tuple[D, int]]:
    """Run ``dialog`` modally; yield it with its result code (``exec()``), then delete it
    when the block ends (deleteLater: safe while Qt still delivers its last events)."""
    try:
        yield dialog, dialog.exec()
    finally:
        dialog.deleteLater()
