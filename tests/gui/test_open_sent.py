"""What the running window does with a file a second start sent it (``open_sent``): it
comes to the front, un-minimised, and opens the file as Game, Open does, asking first
about unsaved moves; a dialog open at that moment is answered first."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QWidget
from pytestqt.qtbot import QtBot

from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.rules import index

SENT = '[WariSouth "person"]\n[WariNorth "person"]\n\n1. E a 2. D *\n'


def sent_file(tmp_path: Path) -> Path:
    path = tmp_path / "sent.ogn"
    path.write_text(SENT, encoding="utf-8")
    return path


def test_a_minimised_window_comes_back_and_opens_the_file(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    window.showMinimized()
    qtbot.waitUntil(lambda: bool(window.windowState() & Qt.WindowState.WindowMinimized))
    path = sent_file(tmp_path)
    assert window.files.open_sent(str(path))
    assert not window.windowState() & Qt.WindowState.WindowMinimized
    assert window.isVisible()
    assert window.document.path == path and window.game.moves == ["E", "a", "D"]


def test_nothing_sent_only_brings_the_window_forward(window: MainWindow) -> None:
    window.play_house(index("C"))
    assert not window.files.open_sent("")
    assert window.game.moves == ["C"] and window.document.path is None


def test_unsaved_moves_are_asked_about_first(
        window: MainWindow, tmp_path: Path,
        message_boxes: list[tuple[QWidget | None, str, str]]) -> None:
    window.play_house(index("C"))
    window.files.ask_save = lambda title, text: "cancel"
    assert not window.files.open_sent(str(sent_file(tmp_path)))
    assert window.game.moves == ["C"] and window.document.path is None  # kept
    asked: list[str] = []
    window.files.ask_save = lambda title, text: asked.append(title) or "discard"  # type: ignore[func-returns-value]
    assert window.files.open_sent(str(sent_file(tmp_path)))
    assert asked == ["Leave this game?"] and window.game.moves == ["E", "a", "D"]


def test_a_file_that_cannot_be_read_is_reported_and_the_game_kept(
        window: MainWindow, tmp_path: Path,
        message_boxes: list[tuple[QWidget | None, str, str]]) -> None:
    window.play_house(index("C"))
    window.files.ask_save = lambda title, text: "discard"
    assert not window.files.open_sent(str(tmp_path / "missing.ogn"))
    assert window.game.moves == ["C"]
    assert any("missing.ogn" in headline for _, headline, _ in message_boxes)


def test_a_dialog_open_in_the_window_is_answered_before_the_file_opens(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    dialog = QDialog(window)
    dialog.setModal(True)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.isVisible())
    path = sent_file(tmp_path)
    assert not window.files.open_sent(str(path))
    qtbot.wait(600)  # three looks at the dialog, still open
    assert window.document.path is None
    dialog.accept()
    qtbot.waitUntil(lambda: window.document.path == path, timeout=10000)
    assert window.game.moves == ["E", "a", "D"]
