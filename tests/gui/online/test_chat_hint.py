"""At 800 px wide (a small laptop, a window at half a screen) the online game's chat
line shows its whole hint: a hint cut short reads as a fault. A real server and a real
opponent, the window's own connection (tests/gui/online/test_online_game.py)."""

from __future__ import annotations

from PySide6.QtWidgets import QLineEdit
from pytestqt.qtbot import QtBot

from wari_desktop.gui.online.connection import OnlineConnection
from wari_desktop.gui.window.main_window import MainWindow

from .players import PATIENCE, OtherPlayer
from .test_online_game import start


def hint_fits(line: QLineEdit) -> bool:
    """Whether the hint's text fits inside the field (its frame and padding aside)."""
    room = line.contentsRect().width() - line.textMargins().left() - line.textMargins().right()
    return line.fontMetrics().horizontalAdvance(line.placeholderText()) <= room - 12


def test_the_chat_hint_is_whole_at_800_px_wide(qtbot: QtBot, window: MainWindow,
                                               connection: OnlineConnection,
                                               kofi: OtherPlayer) -> None:
    window.resize(800, 600)
    start(qtbot, window, connection, kofi)
    line = window.online.panel.line
    qtbot.waitUntil(lambda: line.isVisibleTo(window) and line.width() > 0, timeout=PATIENCE)
    assert line.placeholderText()
    assert hint_fits(line), (line.placeholderText(), line.width())
    assert "opponent" in line.toolTip(), "the whole meaning is still given"
