"""Offers that cannot be missed (issue 37, section 2): a challenge or a rematch offered to
the player shows on the MAIN window as a notice over the board with Accept and Decline,
saying who offers what (time, rated or casual, rules, the player's side, "rematch"); the
program asks for attention (``QApplication.alert`` and a sound, through ``Attention``,
whose ``asked`` signal is the narrow hook checked here); accepting or declining in one
place (notice or lobby) removes it in the other; a withdrawn offer removes the notice;
Play Online brings a minimised lobby back to the front.

A real server on a thread (tests/gui/online/conftest.py), the window's own connection
signed up as "ama" and a second real client, "kofi" (``OtherPlayer``)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from pytestqt.qtbot import QtBot

from wari_desktop.gui.online.offer_notice import OfferNotice
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.rules import Player

from .conftest import ServerThread
from .players import PATIENCE, OtherPlayer, signed_up


@pytest.fixture
def ama(qtbot: QtBot, window: MainWindow, server: ServerThread) -> MainWindow:
    """The window, its connection signed up as "ama" (no question left open at its end)."""
    window.online.confirm = lambda _title, _question: True
    signed_up(qtbot, window.online_menu.connection, server.url, "ama")
    return window


@pytest.fixture
def kofi(server: ServerThread) -> Iterator[OtherPlayer]:
    other = OtherPlayer(server.url, "kofi")
    yield other
    other.close()


def notice_of(window: MainWindow) -> OfferNotice:
    return window.online_menu.offers.notice


def shown(qtbot: QtBot, window: MainWindow) -> OfferNotice:
    notice = notice_of(window)
    qtbot.waitUntil(notice.isVisible, timeout=PATIENCE)
    return notice


def accessible(window: MainWindow, name: str) -> Any:
    """The node named ``name`` in ``window``'s accessibility tree, as a screen reader
    walks it (None: not there); at most 5000 nodes read."""
    stack = [QAccessible.queryAccessibleInterface(window)]
    for _ in range(5000):
        if not stack:
            return None
        node = stack.pop()
        if node is None or not node.isValid():
            continue
        if node.text(QAccessible.Text.Name) == name:
            return node
        stack.extend(node.child(i) for i in range(node.childCount()))
    return None


def alerts(window: MainWindow) -> list[Any]:
    asked: list[Any] = []
    window.online_menu.offers.attention.asked.connect(asked.append)
    return asked


def test_a_challenge_shows_on_the_main_window_and_accept_starts_the_game(
        qtbot: QtBot, ama: MainWindow, kofi: OtherPlayer) -> None:
    asked = alerts(ama)
    assert not notice_of(ama).isVisible()
    kofi.ask("challenge", to="ama", clock="300+3", rated=True, side="north")
    notice = shown(qtbot, ama)
    words = notice.text()
    assert "Challenge from kofi (1500?)" in words
    assert "5 min + 3 s a move" in words and "rated" in words
    assert "standard rules" in words and "You play South: you move first" in words
    assert "Rematch" not in words
    assert asked, "the main window asked for attention"
    assert notice.window() is ama and notice.board is ama.board
    assert notice.parentWidget() is ama.board.parentWidget()  # over the board, its sibling
    assert ama.board.geometry().contains(notice.geometry())
    read = accessible(ama, "Game offered")  # what a screen reader finds
    assert read is not None and "Challenge from kofi" in read.text(
        QAccessible.Text.Description)
    qtbot.mouseClick(notice.accept_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ama.online.playing(), timeout=PATIENCE)
    assert ama.online.side is Player.SOUTH
    assert ama.document.player_names() == ("ama", "kofi")
    assert not notice.isVisible()


def test_decline_declines_on_the_server_and_a_withdrawn_offer_goes(
        qtbot: QtBot, ama: MainWindow, kofi: OtherPlayer) -> None:
    kofi.ask("challenge", to="ama", clock="60")
    notice = shown(qtbot, ama)
    assert "1 min" in notice.text() and "casual" in notice.text()
    assert "Sides drawn by lot" in notice.text()
    qtbot.mouseClick(notice.decline_button, Qt.MouseButton.LeftButton)
    gone = kofi.until(lambda f: f.get("t") == "challenge-gone")
    assert "ama declined" in gone["reason"]
    assert not notice.isVisible()
    sent = kofi.ask("challenge", to="ama", clock="60")
    shown(qtbot, ama)
    kofi.ask("challenge-cancel", challenge=sent["challenge"]["id"])
    qtbot.waitUntil(lambda: not notice.isVisible(), timeout=PATIENCE)


def test_a_rematch_says_so_and_accepting_in_the_lobby_removes_the_notice(
        qtbot: QtBot, ama: MainWindow, kofi: OtherPlayer) -> None:
    seek = kofi.ask("seek", clock="60+1", side="south")["seek"]
    first = ama.online_menu.connection.accept_seek(seek["id"])
    qtbot.waitUntil(lambda: first.done, timeout=PATIENCE)
    assert first.answer is not None
    ama.online.play(ama.online_menu.connection, first.answer)
    game_id = first.answer["game"]["id"]
    with qtbot.waitSignal(ama.online.finished, timeout=PATIENCE):
        kofi.ask("resign", game=game_id)
    lobby = ama.online_menu.open()
    assert lobby is not None
    kofi.ask("challenge", to="ama", clock="60+1", side="north", rematch=game_id)
    notice = shown(qtbot, ama)
    assert "Rematch offered by kofi" in notice.text()
    assert "You play South" in notice.text()
    qtbot.waitUntil(lambda: lobby.challenge_bar.isVisibleTo(lobby), timeout=PATIENCE)
    assert "rematch" in lobby.challenge_label.text()
    lobby.accept_challenge_button.click()
    qtbot.waitUntil(lambda: ama.online.playing() and ama.online.game_id != game_id,
                    timeout=PATIENCE)
    assert not notice.isVisible()


def test_accepting_in_the_notice_removes_the_offer_from_the_lobby(
        qtbot: QtBot, ama: MainWindow, kofi: OtherPlayer) -> None:
    lobby = ama.online_menu.open()
    assert lobby is not None
    kofi.ask("challenge", to="ama", clock="120+1", side="south")
    notice = shown(qtbot, ama)
    qtbot.waitUntil(lambda: lobby.challenge_bar.isVisibleTo(lobby), timeout=PATIENCE)
    assert "you play North" in lobby.challenge_label.text()
    notice.accept_button.click()
    qtbot.waitUntil(lambda: ama.online.playing(), timeout=PATIENCE)
    assert not lobby.challenge_bar.isVisibleTo(lobby)
    assert ama.online.side is Player.NORTH


def test_play_online_brings_a_minimised_lobby_to_the_front(
        qtbot: QtBot, window: MainWindow) -> None:
    lobby = window.online_menu.open()
    assert lobby is not None
    qtbot.waitExposed(lobby)
    lobby.showMinimized()
    qtbot.waitUntil(lobby.isMinimized, timeout=PATIENCE)
    window.activateWindow()
    window.play_house(2)  # a move on the board meanwhile: nothing is asked, all the same
    window.files.ask_save = lambda _title, _text: "cancel"
    window.online_menu.action.trigger()  # Game > Play Online… (Ctrl+Shift+N)
    qtbot.waitUntil(lambda: not lobby.isMinimized() and lobby.isVisible(), timeout=PATIENCE)
    qtbot.waitUntil(lobby.isActiveWindow, timeout=PATIENCE)
    assert window.online_menu.open() is lobby


def test_the_seek_and_the_challenge_carry_the_side_chosen(
        qtbot: QtBot, ama: MainWindow, kofi: OtherPlayer) -> None:
    lobby = ama.online_menu.open()
    assert lobby is not None
    kofi.ask("lobby", watch=True)
    lobby.terms.side_box.setCurrentIndex(lobby.terms.side_box.findData("north"))
    lobby.seek_button.click()
    seen = kofi.until(lambda f: f.get("t") == "lobby" and bool(f.get("seeks")))
    assert seen["seeks"][0]["side"] == "north" and seen["seeks"][0]["accepter_side"] == "south"
    lobby.terms.side_box.setCurrentIndex(lobby.terms.side_box.findData("south"))
    lobby.challenge_name.setText("kofi")
    lobby.challenge_button.click()
    came = kofi.until(lambda f: f.get("t") == "challenge")["challenge"]
    assert came["side"] == "south" and came["accepter_side"] == "north"


def test_offers_go_when_the_connection_is_closed(
        qtbot: QtBot, ama: MainWindow, kofi: OtherPlayer) -> None:
    kofi.ask("challenge", to="ama", clock="60")
    notice = shown(qtbot, ama)
    ama.online_menu.connection.close()
    qtbot.waitUntil(lambda: not notice.isVisible(), timeout=PATIENCE)
    assert ama.online_menu.offers.offers == []


def test_accepting_during_one_s_own_game_asks_first(
        qtbot: QtBot, ama: MainWindow, kofi: OtherPlayer, server: ServerThread) -> None:
    seek = kofi.ask("seek", clock="60+1", side="south")["seek"]
    first = ama.online_menu.connection.accept_seek(seek["id"])
    qtbot.waitUntil(lambda: first.done, timeout=PATIENCE)
    assert first.answer is not None
    ama.online.play(ama.online_menu.connection, first.answer)
    game_id = first.answer["game"]["id"]
    yaw = OtherPlayer(server.url, "yaw")
    try:
        yaw.ask("challenge", to="ama", clock="600")
        notice = shown(qtbot, ama)
        asked: list[str] = []
        offers = ama.online_menu.offers
        offers.confirm = lambda _title, question: bool(asked.append(question))  # No
        notice.accept_button.click()
        assert asked and "goes on on the server" in asked[0]
        assert ama.online.game_id == game_id and notice.isVisible()  # nothing changed
        offers.confirm = lambda _title, _question: True
        notice.accept_button.click()
        qtbot.waitUntil(lambda: ama.online.game_id not in ("", game_id), timeout=PATIENCE)
        assert ama.document.player_names() in (("ama", "yaw"), ("yaw", "ama"))
    finally:
        yaw.close()
