"""A watcher of an online game (``gui/online/online_game.py``): no chat line offered (the
server sends watchers no chat), nothing typed reaches the board, and the watched game's
record is kept apart from the player's own games, the window not taking it as its file.
A real server on a thread, the window's own ``OnlineConnection``, two real players."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from wari_desktop.gui.online.connection import OnlineConnection
from wari_desktop.gui.online.game_records import games_folder, watched_folder
from wari_desktop.gui.window.main_window import MainWindow

from .conftest import ServerThread
from .players import PATIENCE, OtherPlayer, answered, signed_up


@pytest.fixture
def connection(qtbot: QtBot, server: ServerThread) -> Iterator[OnlineConnection]:
    """The window's connection, signed up as "esi", who watches."""
    opened = OnlineConnection()
    signed_up(qtbot, opened, server.url, "esi")
    yield opened
    opened.close()


@pytest.fixture
def players(server: ServerThread) -> Iterator[tuple[OtherPlayer, OtherPlayer]]:
    kofi, yaw = OtherPlayer(server.url, "kofi"), OtherPlayer(server.url, "yaw")
    yield kofi, yaw
    kofi.close()
    yaw.close()


def watched(qtbot: QtBot, window: MainWindow, connection: OnlineConnection,
            kofi: OtherPlayer, yaw: OtherPlayer) -> str:
    """Kofi (South) and yaw play a game, a move made; the window watches it. Its id."""
    seek = kofi.ask("seek", clock="60+1", side="south")["seek"]
    game = yaw.ask("seek-accept", seek=seek["id"])["game"]
    kofi.ask("move", game=game["id"], ply=0, move="C", think_ms=10)
    window.online.confirm = lambda _title, _question: True
    pending = answered(qtbot, connection.watch(game["id"]))
    assert pending.answer is not None
    window.online.watch(connection, pending.answer)
    qtbot.waitUntil(lambda: len(window.game.plies) == 1, timeout=PATIENCE)
    return str(game["id"])


def test_a_watcher_is_offered_no_chat_and_typing_plays_nothing(
        qtbot: QtBot, window: MainWindow, connection: OnlineConnection,
        players: tuple[OtherPlayer, OtherPlayer]) -> None:
    kofi, yaw = players
    game_id = watched(qtbot, window, connection, kofi, yaw)
    panel = window.online.panel
    assert not panel.line.isVisibleTo(panel) and not panel.chat.isVisibleTo(panel)
    kofi.ask("chat", game=game_id, text="good luck")
    yaw.ask("move", game=game_id, ply=1, move="d", think_ms=10)
    qtbot.waitUntil(lambda: len(window.game.plies) == 2, timeout=PATIENCE)
    assert "good luck" not in panel.chat.toPlainText()  # the players' chat is theirs
    qtbot.keyClicks(window, "A")  # typed by a watcher: the board is not theirs to play
    assert len(window.game.plies) == 2 and "cannot be played" not in panel.notice.text()
    qtbot.keyClick(window, Qt.Key.Key_Return)


def test_a_watched_game_is_kept_apart_and_is_not_the_window_file(
        qtbot: QtBot, window: MainWindow, connection: OnlineConnection,
        players: tuple[OtherPlayer, OtherPlayer]) -> None:
    kofi, yaw = players
    game_id = watched(qtbot, window, connection, kofi, yaw)
    title = window.document.title()
    kofi.ask("resign", game=game_id)
    qtbot.waitUntil(lambda: window.online.saved is not None, timeout=PATIENCE)
    saved = window.online.saved
    assert saved is not None and saved.parent == watched_folder()
    assert not any(games_folder().glob("*.ogn"))  # none mixed with the player's own
    assert window.document.path is None and window.document.title() == title
