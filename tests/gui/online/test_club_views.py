"""What a club finds in the lobby window, against a real server on 127.0.0.1: the header's
rating follows the player's rating (the same figure as the players list) and says what
"?" means; the players list shows who is playing, live; a player's page (rating, chart,
record, recent games, a past game opened for review); the leaderboard; the lobby chat."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from wari_desktop.gui.online.leaderboard_view import LeaderboardDialog
from wari_desktop.gui.online.lobby_chat import LobbyChatPane
from wari_desktop.gui.online.lobby_models import ID_ROLE
from wari_desktop.gui.online.lobby_window import LobbyWindow
from wari_desktop.gui.online.player_page import PlayerPageDialog
from wari_desktop.server.storage import Account, AccountKind, SqliteStore

from .conftest import ServerThread
from .players import PATIENCE, OtherPlayer
from .test_lobby_window import sign_up


@pytest.fixture
def others() -> Iterator[list[OtherPlayer]]:
    made: list[OtherPlayer] = []
    yield made
    for player in made:
        player.close()


@pytest.fixture
def lobby(qtbot: QtBot, tmp_path: Path) -> Iterator[LobbyWindow]:
    store = QSettings(str(tmp_path / "wari.ini"), QSettings.Format.IniFormat)
    window = LobbyWindow(store=store)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.connection.close()


def _game(seeker: OtherPlayer, accepter: OtherPlayer, rated: bool = False) -> str:
    opened = seeker.ask("seek", side="south", rated=rated)
    answer = accepter.ask("seek-accept", seek=opened["seek"]["id"])
    return str(answer["game"]["id"])


def _row_of(lobby: LobbyWindow, name: str) -> int:
    return next(row for row in range(lobby.players.rowCount())
                if lobby.players.index(row, 0).data(ID_ROLE) == name)


def _cell(lobby: LobbyWindow, name: str, column: int) -> str:
    return str(lobby.players.index(_row_of(lobby, name), column).data())


# -- the header's rating --------------------------------------------------------------------
def test_the_headers_rating_follows_the_players_list_and_explains_the_mark(
        qtbot: QtBot, server: ServerThread, lobby: LobbyWindow,
        others: list[OtherPlayer]) -> None:
    sign_up(qtbot, lobby, server.url, "ama")
    assert "1500?" in lobby.account_label.text()
    assert "provisional" in lobby.account_label.toolTip()
    assert "110" in lobby.account_label.toolTip()
    kofi = OtherPlayer(server.url, "kofi")
    others.append(kofi)
    seek = lobby.connection.seek(None, True, "south")
    qtbot.waitUntil(lambda: seek.done, timeout=PATIENCE)
    assert seek.answer is not None
    kofi.ask("seek-accept", seek=seek.answer["seek"]["id"])
    qtbot.waitUntil(lambda: bool(lobby._started), timeout=PATIENCE)
    kofi.ask("resign", game=next(iter(lobby._started)))
    qtbot.waitUntil(lambda: _cell(lobby, "ama", 1) != "1500?", timeout=PATIENCE)
    figure = _cell(lobby, "ama", 1)
    qtbot.waitUntil(lambda: figure in lobby.account_label.text(), timeout=PATIENCE)
    assert "1500" not in lobby.account_label.text()


# -- who is playing -------------------------------------------------------------------------
def test_the_players_list_shows_who_is_playing_as_it_changes(
        qtbot: QtBot, server: ServerThread, lobby: LobbyWindow,
        others: list[OtherPlayer]) -> None:
    sign_up(qtbot, lobby, server.url, "ama")
    kofi, abena = OtherPlayer(server.url, "kofi"), OtherPlayer(server.url, "abena")
    others += [kofi, abena]
    qtbot.waitUntil(lambda: lobby.players.rowCount() == 3, timeout=PATIENCE)
    assert _cell(lobby, "kofi", 3) == ""
    game_id = _game(kofi, abena)
    qtbot.waitUntil(lambda: _cell(lobby, "kofi", 3) == "playing", timeout=PATIENCE)
    assert _cell(lobby, "abena", 3) == "playing" and _cell(lobby, "ama", 3) == ""
    abena.ask("resign", game=game_id)
    qtbot.waitUntil(lambda: _cell(lobby, "kofi", 3) == "", timeout=PATIENCE)


# -- a player's page ------------------------------------------------------------------------
def test_a_players_page_opens_from_the_list_and_a_past_game_opens_for_review(
        qtbot: QtBot, server: ServerThread, lobby: LobbyWindow,
        others: list[OtherPlayer]) -> None:
    kofi, abena = OtherPlayer(server.url, "kofi"), OtherPlayer(server.url, "abena")
    others += [kofi, abena]
    first = _game(kofi, abena, rated=True)
    kofi.ask("resign", game=first)
    second = _game(abena, kofi, rated=True)
    abena.ask("move", game=second, ply=0, move="C")
    abena.ask("resign", game=second)
    sign_up(qtbot, lobby, server.url, "ama")
    qtbot.waitUntil(lambda: lobby.players.rowCount() == 3, timeout=PATIENCE)
    lobby.players_view.selectRow(_row_of(lobby, "kofi"))
    qtbot.mouseClick(lobby.player_page_button, Qt.MouseButton.LeftButton)
    page = lobby.findChild(PlayerPageDialog)
    assert page is not None and page.isVisible()
    qtbot.waitUntil(lambda: page.loaded, timeout=PATIENCE)
    assert page.name == "kofi"
    assert "?" in page.rating_label.text() and "±" in page.rating_label.text()
    assert "provisional" in page.rating_label.toolTip()
    assert page.record_label.text() == "1 won · 0 drawn · 1 lost"
    assert page.chart.game_count() == 2
    assert page.games.rowCount() == 2
    assert page.games.index(0, 1).data() == "abena" and page.games.index(0, 2).data() == "won"
    assert page.games.index(1, 2).data() == "lost"
    page.games_view.selectRow(0)
    with qtbot.waitSignal(lobby.pastGameChosen, timeout=PATIENCE) as opened:
        qtbot.mouseClick(page.review_button, Qt.MouseButton.LeftButton)
    path = Path(opened.args[0])
    assert path.is_file() and second in path.name
    assert "resign" in path.read_text(encoding="utf-8")
    assert path.parent.name == "server-games", "kept apart from the player's own games"


def test_a_page_of_nobody_says_so(qtbot: QtBot, server: ServerThread,
                                  lobby: LobbyWindow) -> None:
    sign_up(qtbot, lobby, server.url, "ama")
    page = PlayerPageDialog(lobby.connection, "nobody", lobby)
    qtbot.waitUntil(lambda: page.message.text() != "", timeout=PATIENCE)
    assert "nobody" in page.message.text() and not page.loaded


# -- the leaderboard ------------------------------------------------------------------------
@pytest.fixture
def club(tmp_path: Path) -> Iterator[ServerThread]:
    folder = tmp_path / "club"
    store = SqliteStore(folder)
    for name, rating, deviation, games in (("ama", 1700, 60, 30), ("kofi", 1800, 60, 3),
                                           ("abena", 1650, 80, 12), ("yaw", 1900, 150, 40)):
        store.add_account(Account(name, AccountKind.PLAYER, rating=rating,
                                  deviation=deviation, games=games, created=time.time()))
    store.commit()
    store.close()
    running = ServerThread(folder)
    yield running
    running.stop()


def test_the_leaderboard_lists_settled_players_and_opens_their_pages(
        qtbot: QtBot, club: ServerThread, lobby: LobbyWindow) -> None:
    sign_up(qtbot, lobby, club.url, "esi")
    qtbot.mouseClick(lobby.leaderboard_button, Qt.MouseButton.LeftButton)
    board = lobby.findChild(LeaderboardDialog)
    assert board is not None and board.isVisible()
    qtbot.waitUntil(lambda: board.table.rowCount() == 2, timeout=PATIENCE)
    assert [board.table.index(r, 1).data() for r in range(2)] == ["ama", "abena"]
    assert board.table.index(0, 0).data() == "1" and board.table.index(0, 2).data() == "1700"
    assert "10 or more rated games" in board.note.text()
    board.view.selectRow(1)
    qtbot.mouseClick(board.page_button, Qt.MouseButton.LeftButton)
    page = board.findChild(PlayerPageDialog)
    assert page is not None
    qtbot.waitUntil(lambda: page.loaded, timeout=PATIENCE)
    assert page.name == "abena" and "1650" in page.rating_label.text()
    assert "?" not in page.rating_label.text()


# -- the lobby chat -------------------------------------------------------------------------
def test_the_lobby_chat_shows_lines_sends_them_and_says_why_one_is_refused(
        qtbot: QtBot, server: ServerThread, lobby: LobbyWindow,
        others: list[OtherPlayer]) -> None:
    kofi = OtherPlayer(server.url, "kofi")
    others.append(kofi)
    kofi.ask("lobby-chat", text="welcome to the club")
    sign_up(qtbot, lobby, server.url, "ama")
    chat = lobby.findChild(LobbyChatPane)
    assert chat is not None and chat.isVisible()
    qtbot.waitUntil(lambda: "welcome to the club" in chat.text(), timeout=PATIENCE)
    assert "kofi" in chat.text()
    kofi.ask("lobby", watch=True)
    for index in range(6):
        chat.line.setText(f"hello {index}")
        qtbot.keyClick(chat.line, Qt.Key.Key_Return)
        if index < 5:
            qtbot.waitUntil(lambda i=index: f"hello {i}" in chat.text(), timeout=PATIENCE)
    kofi.until(lambda f: f["t"] == "lobby-chat" and f["lines"][0]["text"] == "hello 4")
    qtbot.waitUntil(lambda: "Too many lines" in chat.note.text(), timeout=PATIENCE)
    assert chat.line.text() == "hello 5", "a refused line stays to send again"


def test_a_guest_reads_the_lobby_chat_and_is_told_how_to_write(
        qtbot: QtBot, server: ServerThread, lobby: LobbyWindow) -> None:
    form = lobby.form
    form.address.clear()
    qtbot.keyClicks(form.address, server.url)
    qtbot.mouseClick(form.guest_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: lobby.pages.currentIndex() == 1, timeout=PATIENCE)
    chat = lobby.findChild(LobbyChatPane)
    assert chat is not None
    assert not chat.line.isEnabled() and not chat.send_button.isEnabled()
    assert "sign up" in chat.note.text() and chat.note.isVisible()


def test_lines_come_once_after_the_connection_comes_back(
        qtbot: QtBot, server: ServerThread, lobby: LobbyWindow,
        others: list[OtherPlayer]) -> None:
    """Back after a drop the lobby is followed again and the server sends its recent lines
    again: those shown already are not shown twice."""
    kofi = OtherPlayer(server.url, "kofi")
    others.append(kofi)
    kofi.ask("lobby-chat", text="first line")
    sign_up(qtbot, lobby, server.url, "ama")
    chat = lobby.findChild(LobbyChatPane)
    assert chat is not None
    qtbot.waitUntil(lambda: "first line" in chat.text(), timeout=PATIENCE)
    with qtbot.waitSignal(lobby.connection.lobbyChanged, timeout=PATIENCE):
        lobby.connection.drop()
    kofi.ask("lobby-chat", text="second line")
    qtbot.waitUntil(lambda: "second line" in chat.text(), timeout=PATIENCE)
    assert chat.text().count("first line") == 1
    assert chat.text().count("second line") == 1


def test_a_lobby_closed_and_shown_again_follows_the_lobby_again(
        qtbot: QtBot, server: ServerThread, lobby: LobbyWindow,
        others: list[OtherPlayer]) -> None:
    """Closing the lobby stops following it (the game window keeps the connection); shown
    again (Play Online), its lists, its header's rating and its chat are live again."""
    sign_up(qtbot, lobby, server.url, "ama")
    qtbot.waitUntil(lambda: lobby.players.rowCount() == 1, timeout=PATIENCE)
    lobby._started.add("a game")  # as after a game: closing keeps the connection
    lobby.reject()
    assert not lobby.isVisible()
    kofi = OtherPlayer(server.url, "kofi")
    others.append(kofi)
    kofi.ask("lobby-chat", text="while you were away")
    lobby.show()
    qtbot.waitUntil(lambda: lobby.players.rowCount() == 2, timeout=PATIENCE)
    chat = lobby.findChild(LobbyChatPane)
    assert chat is not None
    qtbot.waitUntil(lambda: "while you were away" in chat.text(), timeout=PATIENCE)


def test_a_game_in_progress_leads_to_its_players_pages(
        qtbot: QtBot, server: ServerThread, lobby: LobbyWindow,
        others: list[OtherPlayer]) -> None:
    sign_up(qtbot, lobby, server.url, "ama")
    kofi, abena = OtherPlayer(server.url, "kofi"), OtherPlayer(server.url, "abena")
    others += [kofi, abena]
    _game(kofi, abena)
    qtbot.waitUntil(lambda: lobby.games.rowCount() == 1, timeout=PATIENCE)
    lobby.games_view.selectRow(0)
    menu = lobby.pages_menu(lobby.games_view.currentIndex())
    assert [action.text() for action in menu.actions()] == ["Page of kofi", "Page of abena"]
    menu.actions()[1].trigger()
    page = lobby.findChild(PlayerPageDialog)
    assert page is not None
    qtbot.waitUntil(lambda: page.loaded, timeout=PATIENCE)
    assert page.name == "abena" and "playing now" in page.title.text()


def test_a_past_game_chosen_opens_on_the_main_board(
        qtbot: QtBot, server: ServerThread, others: list[OtherPlayer], tmp_path: Path) -> None:
    """The window's Play Online opens past games from a player's page on its board."""
    from wari_desktop.gui.online.player_page import save_server_game, server_games_folder
    from wari_desktop.gui.window.main_window import MainWindow
    from wari_desktop.protocol.messages import RecordFrame
    from wari_desktop.protocol.messages.fields import Fields

    kofi, abena = OtherPlayer(server.url, "kofi"), OtherPlayer(server.url, "abena")
    others += [kofi, abena]
    game_id = _game(kofi, abena)
    for ply, move in enumerate(("C", "a", "D")):
        (kofi if ply % 2 == 0 else abena).ask("move", game=game_id, ply=ply, move=move)
    abena.ask("resign", game=game_id)
    record = RecordFrame.read(Fields(kofi.ask("record", game=game_id), "record"))
    path = save_server_game(server_games_folder(), record.game, record.ogn)
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.online_menu.review_past_game(str(path))
    assert [ply.move for ply in window.game.plies] == ["C", "a", "D"]
    assert "kofi" in window.windowTitle()
