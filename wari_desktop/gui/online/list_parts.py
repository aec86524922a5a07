"""The parts the lobby and its pages share: a read-only list as a table (whole rows
chosen one at a time, no editing, Tab leaving it, no row numbers, columns fitted to their
contents) and a plain button (named for a screen reader, never the default)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QAbstractItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QPushButton,
    QTableView,
    QWidget,
)


def read_only_table(parent: QWidget, model: QAbstractItemModel, name: str) -> QTableView:
    """A table showing ``model`` read-only, named ``name``, each column as wide as its
    contents (the caller stretches one)."""
    view = QTableView(parent)
    view.setModel(model)
    view.setAccessibleName(name)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setTabKeyNavigation(False)
    view.verticalHeader().hide()
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    return view


def plain_button(parent: QWidget, text: str, slot: Callable[..., Any]) -> QPushButton:
    """A button reading ``text`` (its ``&`` marks the key), calling ``slot`` when
    clicked, never the dialog's default."""
    button = QPushButton(text, parent)
    button.setAccessibleName(text.replace("&", ""))
    button.setAutoDefault(False)
    button.clicked.connect(slot)
    return button
