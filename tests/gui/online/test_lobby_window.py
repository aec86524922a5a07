"""The lobby window against a real server on 127.0.0.1: signing up from the form, a seek
by another real client shown and accepted (the game handed on), a challenge received, the
keyboard and the names a screen reader reads, and a picture of it at 1280x720."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QLineEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from wari_desktop.gui.online.lobby_window import LobbyWindow, open_lobby

from .conftest import ServerThread, add_bot
from .players import PASSWORD, PATIENCE, OtherPlayer

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from layout_check import layout_problems


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


def sign_up(qtbot: QtBot, lobby: LobbyWindow, url: str, name: str) -> None:
    """Type the address, name and password, and press Sign Up."""
    form = lobby.form
    form.address.clear()
    qtbot.keyClicks(form.address, url)
    qtbot.keyClicks(form.name, name)
    qtbot.keyClicks(form.password, PASSWORD)
    qtbot.mouseClick(form.sign_up_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: lobby.pages.currentIndex() == 1, timeout=PATIENCE)


def test_signing_up_from_the_form_opens_the_lobby_with_the_rating(
        qtbot: QtBot, server: ServerThread, lobby: LobbyWindow) -> None:
    assert lobby.pages.currentIndex() == 0
    sign_up(qtbot, lobby, server.url, "ama")
    assert "ama" in lobby.account_label.text() and "1500?" in lobby.account_label.text()
    assert lobby.form.password.text() == ""  # the password is not kept, even on screen
    qtbot.waitUntil(lambda: lobby.players.rowCount() == 1, timeout=PATIENCE)
    assert lobby.players.rows[0].name == "ama"


def test_what_is_typed_wrong_is_said_before_anything_is_sent(
        qtbot: QtBot, lobby: LobbyWindow) -> None:
    form = lobby.form
    qtbot.mouseClick(form.sign_in_button, Qt.MouseButton.LeftButton)
    assert "address" in form.message.text()
    qtbot.keyClicks(form.address, "127.0.0.1:9")
    qtbot.keyClicks(form.name, "a")
    qtbot.mouseClick(form.sign_in_button, Qt.MouseButton.LeftButton)
    assert "3 to 20" in form.message.text()
    qtbot.keyClicks(form.name, "ma")
    qtbot.keyClicks(form.password, "short")
    qtbot.mouseClick(form.sign_in_button, Qt.MouseButton.LeftButton)
    assert "8 to 128" in form.message.text()
    assert lobby.connection.client is None and lobby.connection.url == ""


def test_a_wrong_password_is_told_and_the_form_stays(
        qtbot: QtBot, server: ServerThread, lobby: LobbyWindow,
        others: list[OtherPlayer]) -> None:
    others.append(OtherPlayer(server.url, "ama"))
    form = lobby.form
    qtbot.keyClicks(form.address, server.url)
    qtbot.keyClicks(form.name, "ama")
    qtbot.keyClicks(form.password, "not the password")
    qtbot.keyClick(form.password, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "Wrong name or password" in form.message.text(),
                    timeout=PATIENCE)
    assert lobby.pages.currentIndex() == 0 and form.sign_in_button.isEnabled()


def test_a_seek_by_another_client_is_accepted_from_the_table(
        qtbot: QtBot, server: ServerThread, lobby: LobbyWindow,
        others: list[OtherPlayer]) -> None:
    sign_up(qtbot, lobby, server.url, "ama")
    kofi = OtherPlayer(server.url, "kofi")
    others.append(kofi)
    seek = kofi.ask("seek", clock="600+5", rated=True, side="south")["seek"]
    qtbot.waitUntil(lambda: lobby.seeks.rowCount() == 1, timeout=PATIENCE)
    assert [lobby.seeks.index(0, c).data() for c in range(4)] == \
        ["kofi", "1500?", "10 min + 5 s a move", "rated"]
    lobby.seeks_view.setFocus()
    lobby.seeks_view.selectRow(0)
    with qtbot.waitSignal(lobby.gameStarted, timeout=PATIENCE) as blocker:
        qtbot.mouseClick(lobby.accept_button, Qt.MouseButton.LeftButton)
    game = blocker.args[0]["game"]
    assert (game["south"]["name"], game["north"]["name"]) == ("kofi", "ama")
    assert seek["id"] != game["id"]
    assert kofi.until(lambda f: f["t"] == "game")["game"]["id"] == game["id"]


def test_a_new_seek_is_open_and_can_be_cancelled(
        qtbot: QtBot, server: ServerThread, lobby: LobbyWindow,
        others: list[OtherPlayer]) -> None:
    sign_up(qtbot, lobby, server.url, "ama")
    qtbot.mouseClick(lobby.seek_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: lobby.seeks.rowCount() == 1, timeout=PATIENCE)
    assert lobby.cancel_seek_button.isEnabled()
    assert [lobby.seeks.index(0, c).data() for c in (0, 2, 3)] == \
        ["ama", "10 min + 5 s a move", "rated"]
    qtbot.mouseClick(lobby.cancel_seek_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: lobby.seeks.rowCount() == 0, timeout=PATIENCE)
    assert not lobby.cancel_seek_button.isEnabled()


def test_the_open_seek_message_goes_when_the_seek_becomes_a_game(
        qtbot: QtBot, server: ServerThread, lobby: LobbyWindow,
        others: list[OtherPlayer]) -> None:
    sign_up(qtbot, lobby, server.url, "ama")
    qtbot.mouseClick(lobby.seek_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: lobby.seeks.rowCount() == 1, timeout=PATIENCE)
    assert lobby.message.text().startswith("Your seek is open")
    kofi = OtherPlayer(server.url, "kofi")
    others.append(kofi)
    seek_id = kofi.ask("lobby", watch=True)["seeks"][0]["id"]
    with qtbot.waitSignal(lobby.gameStarted, timeout=PATIENCE):
        kofi.ask("seek-accept", seek=seek_id)
    assert lobby.message.text() == ""


def test_a_challenge_received_is_accepted_from_its_bar(
        qtbot: QtBot, server: ServerThread, lobby: LobbyWindow,
        others: list[OtherPlayer]) -> None:
    sign_up(qtbot, lobby, server.url, "ama")
    kofi = OtherPlayer(server.url, "kofi")
    others.append(kofi)
    kofi.ask("challenge", to="ama", clock="300+3", rated=False)
    qtbot.waitUntil(lambda: lobby.challenge_bar.isVisible(), timeout=PATIENCE)
    assert lobby.challenge_label.text() == \
        "kofi (1500?) challenges you: 5 min + 3 s a move, casual, standard rules; " \
        "sides drawn by lot."
    assert lobby.focusWidget() is lobby.accept_challenge_button
    with qtbot.waitSignal(lobby.gameStarted, timeout=PATIENCE):
        qtbot.keyClick(lobby.accept_challenge_button, Qt.Key.Key_Space)
    assert not lobby.challenge_bar.isVisible()


def test_a_guest_plays_casual_games_only(
        qtbot: QtBot, server: ServerThread, lobby: LobbyWindow) -> None:
    qtbot.keyClicks(lobby.form.address, server.url)
    qtbot.mouseClick(lobby.form.guest_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: lobby.pages.currentIndex() == 1, timeout=PATIENCE)
    assert "guest" in lobby.account_label.text()
    assert not lobby.terms.rated_box.isEnabled() and not lobby.terms.rated()


def focusable(widget: QWidget) -> list[QWidget]:
    kinds = (QLineEdit, QAbstractButton, QComboBox, QAbstractItemView)
    return [w for w in widget.findChildren(QWidget)
            if isinstance(w, kinds) and w.focusPolicy() & Qt.FocusPolicy.TabFocus
            and w.isVisibleTo(widget)]


def test_every_control_is_reached_by_tab_and_named_for_a_screen_reader(
        qtbot: QtBot, server: ServerThread, lobby: LobbyWindow) -> None:
    unnamed = [w for w in focusable(lobby.form) if not w.accessibleName()]
    assert not unnamed, unnamed
    sign_up(qtbot, lobby, server.url, "ama")
    page = lobby.pages.currentWidget()
    controls = focusable(page)
    assert not [w for w in controls if not w.accessibleName()]
    reached = set()
    lobby.activateWindow()
    lobby.seeks_view.setFocus()
    for _ in range(3 * len(controls)):
        reached.add(lobby.focusWidget())
        qtbot.keyClick(lobby.focusWidget(), Qt.Key.Key_Tab)
    wanted = {w for w in controls if w.isEnabled()}
    assert wanted <= reached, [w.accessibleName() for w in wanted - reached]


def test_enter_on_a_row_does_what_its_button_does(
        qtbot: QtBot, server: ServerThread, lobby: LobbyWindow,
        others: list[OtherPlayer]) -> None:
    sign_up(qtbot, lobby, server.url, "ama")
    kofi = OtherPlayer(server.url, "kofi")
    others.append(kofi)
    kofi.ask("seek", side="north")
    qtbot.waitUntil(lambda: lobby.seeks.rowCount() == 1, timeout=PATIENCE)
    lobby.seeks_view.setFocus()
    lobby.seeks_view.setCurrentIndex(lobby.seeks.index(0, 0))
    with qtbot.waitSignal(lobby.gameStarted, timeout=PATIENCE):
        qtbot.keyClick(lobby.seeks_view, Qt.Key.Key_Return)


def populated(qtbot: QtBot, server: ServerThread, lobby: LobbyWindow,
              others: list[OtherPlayer]) -> None:
    """The lobby with a seek, players (a bot and a guest among them) and a game."""
    sign_up(qtbot, lobby, server.url, "ama")
    kofi, abena = OtherPlayer(server.url, "kofi"), OtherPlayer(server.url, "abena")
    bot = OtherPlayer(server.url, token=add_bot(server, "oware-bot"))
    guest = OtherPlayer(server.url)
    guest.ask("guest")
    others.extend((kofi, abena, bot, guest))
    kofi.ask("seek", clock="300+3", rated=True)
    guest.ask("seek", clock="600", rated=False)
    offer = abena.ask("challenge", to="oware-bot", clock="180+2", rated=True)["challenge"]
    game = bot.ask("challenge-accept", challenge=offer["id"])["game"]
    south = abena if game["south"]["name"] == "abena" else bot
    south.ask("move", game=game["id"], ply=0, move="C")
    qtbot.waitUntil(lambda: (lobby.seeks.rowCount(), lobby.players.rowCount(),
                             lobby.games.rowCount()) == (2, 5, 1), timeout=PATIENCE)
    qtbot.waitUntil(lambda: lobby.games.rows[0].ply == 1, timeout=PATIENCE)


def test_the_lobby_at_1280x720_shows_whole(
        qtbot: QtBot, server: ServerThread, lobby: LobbyWindow, others: list[OtherPlayer],
        tmp_path: Path, request: pytest.FixtureRequest) -> None:
    """A picture of the lobby (saved as ``lobby.png`` in the test's folder, or in the
    folder named by ``--lobby-shots``) with nothing clipped or overlapping."""
    lobby.resize(1280, 720)
    qtbot.wait(50)
    assert layout_problems(lobby) == []
    assert lobby.grab().save(str(tmp_path / "sign-in.png"))
    populated(qtbot, server, lobby, others)
    lobby.players_view.selectRow(2)
    lobby.resize(1280, 720)
    qtbot.wait(50)
    assert layout_problems(lobby) == []
    picture = lobby.grab()
    size = picture.deviceIndependentSize().toSize()  # at any QT_SCALE_FACTOR
    assert (size.width(), size.height()) == (1280, 720)
    path = tmp_path / "lobby.png"
    assert picture.save(str(path)) and path.stat().st_size > 10_000
    words: list[str] = [lobby.players.index(r, 2).data() for r in range(5)]
    assert sorted(words) == ["bot", "guest", "player", "player", "player"]


def test_open_lobby_shows_the_form_when_no_token_is_kept(qtbot: QtBot) -> None:
    class Host:
        widget = QWidget()

    host: Any = Host()
    window = open_lobby(host)
    qtbot.addWidget(window)
    try:
        assert window.isVisible() and window.parentWidget() is host.widget
        assert window.pages.currentIndex() == 0 and window.connection.client is None
    finally:
        window.close()
        host.widget.deleteLater()


def test_watch_hands_on_the_game_chosen(
        qtbot: QtBot, server: ServerThread, lobby: LobbyWindow,
        others: list[OtherPlayer]) -> None:
    kofi, abena = OtherPlayer(server.url, "kofi"), OtherPlayer(server.url, "abena")
    others.extend((kofi, abena))
    game_id = abena.ask("seek-accept", seek=kofi.ask("seek")["seek"]["id"])["game"]["id"]
    sign_up(qtbot, lobby, server.url, "ama")
    qtbot.waitUntil(lambda: lobby.games.rowCount() == 1, timeout=PATIENCE)
    lobby.games_view.selectRow(0)
    started: list[dict[str, Any]] = []
    lobby.gameStarted.connect(started.append)
    with qtbot.waitSignal(lobby.watchStarted, timeout=PATIENCE) as blocker:
        qtbot.mouseClick(lobby.watch_button, Qt.MouseButton.LeftButton)
    assert blocker.args[0]["game"]["id"] == game_id and started == []


@pytest.mark.parametrize("how", ["close", "escape"])
def test_closing_a_lobby_with_no_game_closes_its_own_connection(
        qtbot: QtBot, server: ServerThread, lobby: LobbyWindow, how: str) -> None:
    sign_up(qtbot, lobby, server.url, "ama")
    if how == "close":
        lobby.close()
    else:
        qtbot.keyClick(lobby.focusWidget() or lobby, Qt.Key.Key_Escape)
    assert not lobby.isVisible()
    assert lobby.connection.client is None and lobby.connection.account is None
    qtbot.waitUntil(lambda: server.server.metrics.connections == 0, timeout=PATIENCE)


def test_a_player_is_challenged_by_the_name_chosen_or_typed(
        qtbot: QtBot, server: ServerThread, lobby: LobbyWindow,
        others: list[OtherPlayer]) -> None:
    kofi = OtherPlayer(server.url, "kofi")
    others.append(kofi)
    sign_up(qtbot, lobby, server.url, "ama")
    qtbot.waitUntil(lambda: lobby.players.rowCount() == 2, timeout=PATIENCE)
    row = next(r for r in range(2) if lobby.players.rows[r].name == "kofi")
    lobby.players_view.setCurrentIndex(lobby.players.index(row, 0))
    assert lobby.challenge_name.text() == "kofi"
    qtbot.mouseClick(lobby.challenge_button, Qt.MouseButton.LeftButton)
    offer = kofi.until(lambda f: f["t"] == "challenge")["challenge"]
    assert offer["by"]["name"] == "ama" and offer["clock"] == "600+5" and offer["rated"]
    qtbot.waitUntil(lambda: "kofi" in lobby.message.text(), timeout=PATIENCE)
    lobby.challenge_name.clear()
    qtbot.keyClicks(lobby.challenge_name, "nobody-here")
    qtbot.keyClick(lobby.challenge_name, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: lobby.message.text() == "nobody-here is not online.",
                    timeout=PATIENCE)
    lobby.challenge_name.setText("1 bad name")
    qtbot.mouseClick(lobby.challenge_button, Qt.MouseButton.LeftButton)
    assert lobby.message.text() == "No player can have that name."


def test_closing_a_lobby_keeps_a_connection_it_was_given(
        qtbot: QtBot, server: ServerThread, tmp_path: Path) -> None:
    from wari_desktop.gui.online.connection import OnlineConnection

    connection = OnlineConnection()
    store = QSettings(str(tmp_path / "wari.ini"), QSettings.Format.IniFormat)
    lobby = LobbyWindow(connection, store=store)
    qtbot.addWidget(lobby)
    lobby.show()
    try:
        sign_up(qtbot, lobby, server.url, "ama")
        lobby.close()
        assert connection.client is not None and connection.account is not None
    finally:
        connection.close()


def test_the_next_start_signs_in_with_the_kept_token_and_follows_the_lobby(
        qtbot: QtBot, server: ServerThread, lobby: LobbyWindow, tmp_path: Path) -> None:
    sign_up(qtbot, lobby, server.url, "ama")
    qtbot.waitUntil(lambda: not lobby.flow.keyring.running, timeout=PATIENCE)
    lobby.close()
    store = QSettings(str(tmp_path / "wari.ini"), QSettings.Format.IniFormat)
    again = LobbyWindow(store=store)  # the program started again
    qtbot.addWidget(again)
    again.show()
    try:
        again.start()
        qtbot.waitUntil(lambda: again.pages.currentIndex() == 1, timeout=PATIENCE)
        qtbot.waitUntil(lambda: again.players.rowCount() == 1, timeout=PATIENCE)
        assert again.players.rows[0].name == "ama" and again.message.text() == ""
        assert again.form.password.text() == ""  # no password was asked, or kept
    finally:
        again.connection.close()


def test_one_s_own_seek_and_name_are_not_taken_for_another_s(
        qtbot: QtBot, server: ServerThread, lobby: LobbyWindow,
        others: list[OtherPlayer]) -> None:
    kofi = OtherPlayer(server.url, "kofi")
    others.append(kofi)
    sign_up(qtbot, lobby, server.url, "ama")
    qtbot.mouseClick(lobby.seek_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: lobby.seeks.rowCount() == 1, timeout=PATIENCE)
    lobby.seeks_view.setCurrentIndex(lobby.seeks.index(0, 0))
    qtbot.mouseClick(lobby.accept_button, Qt.MouseButton.LeftButton)
    assert "your own seek" in lobby.message.text()
    assert lobby.seeks.rowCount() == 1  # nothing sent: still open
    qtbot.waitUntil(lambda: lobby.players.rowCount() == 2, timeout=PATIENCE)
    rows = {lobby.players.rows[r].name: r for r in range(2)}
    lobby.players_view.setCurrentIndex(lobby.players.index(rows["kofi"], 0))
    assert lobby.challenge_name.text() == "kofi"
    lobby.players_view.setCurrentIndex(lobby.players.index(rows["ama"], 0))
    assert lobby.challenge_name.text() == "kofi"  # one's own name is never put there
