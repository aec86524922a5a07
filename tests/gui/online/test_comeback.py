"""Going back to an online game after the program was closed (``gui/online/comeback.py``
and ``game_note.py``): a real server (or a game hosted in the window) on 127.0.0.1, a
window that plays, is closed as a program is, and a new window, as the next start makes,
that goes back to the game and finishes it against a real second client."""

from __future__ import annotations

import json
import re
import socket
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from wari_desktop.client import ThreadedClient
from wari_desktop.gui.game.seats import PEOPLE
from wari_desktop.gui.online.credentials import TokenKeeper
from wari_desktop.gui.online.game_note import (
    GameNote,
    HostedNote,
    note_path,
    read_note,
    write_note,
)
from wari_desktop.gui.online.lan_dialogs import HostDialog
from wari_desktop.gui.online.online_game import games_folder
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.lan import take_seat
from wari_desktop.protocol import GameTerms, Side
from wari_desktop.rules import LETTERS
from wari_desktop.rules.clock import TimeControl

from ..conftest import INSTANT
from .conftest import ServerThread
from .players import PATIENCE, OtherPlayer, answered, signed_up

TERMS = GameTerms(TimeControl.parse("300+3"), side=Side.NORTH)


def new_window(qtbot: QtBot) -> MainWindow:
    """A window as a start of the program makes it."""
    window = MainWindow(seats=PEOPLE, settings=INSTANT)
    qtbot.addWidget(window)
    window.resize(1200, 700)
    window.show()
    qtbot.waitExposed(window)
    window.online.confirm = lambda _title, _question: True
    window.online_menu.come_back.confirm = lambda _title, _question: True
    return window


def told(window: MainWindow) -> list[str]:
    """What the window's way back tells the player (kept instead of shown)."""
    said: list[str] = []
    window.online_menu.come_back.tell = said.append
    return said


@pytest.fixture
def kofi(server: ServerThread) -> Iterator[OtherPlayer]:
    other = OtherPlayer(server.url, "kofi")
    yield other
    other.close()


def until_plies(qtbot: QtBot, window: MainWindow, plies: int) -> None:
    qtbot.waitUntil(lambda: window.online.active() and len(window.game.plies) == plies
                    and not window.board.is_animating(), timeout=PATIENCE)


def window_moves(qtbot: QtBot, window: MainWindow) -> str:
    move = window.game.legal_moves()[0]
    window.play_house(LETTERS.index(move))
    return move


def a_game_on_a_server(qtbot: QtBot, window: MainWindow, server: ServerThread,
                       kofi: OtherPlayer) -> dict[str, Any]:
    """Ama (the window, an account whose token is in the keyring) plays North against
    kofi; two moves are played. The game."""
    connection = window.online_menu.connection
    signed_up(qtbot, connection, server.url, "ama")
    assert connection.client is not None
    TokenKeeper().keep(server.url, "ama", connection.client.client.token or "")
    seek = kofi.ask("seek", clock="300+3", side="south")["seek"]
    pending = answered(qtbot, connection.accept_seek(seek["id"]))
    assert pending.answer is not None
    window.online.play(connection, pending.answer)
    game = dict(pending.answer["game"])
    kofi.ask("move", game=game["id"], ply=0, move="C", think_ms=10)
    until_plies(qtbot, window, 1)
    window_moves(qtbot, window)
    kofi.until(lambda f: f.get("t") == "event" and f["event"].get("ply") == 1)
    until_plies(qtbot, window, 2)  # played on the board once the server has it
    return game


def close_as_the_program_does(window: MainWindow) -> None:
    """The program closed during the game: its connections drop, the note stays."""
    window.online.confirm = lambda _title, _question: True  # closing asks no more
    window.online_menu.connection.close()
    window.hide()


# -- the note ------------------------------------------------------------------------------
def test_the_note_is_kept_while_the_game_lasts_and_goes_at_its_end(
        qtbot: QtBot, window: MainWindow, server: ServerThread, kofi: OtherPlayer) -> None:
    game = a_game_on_a_server(qtbot, window, server, kofi)
    note = read_note()
    assert note == GameNote(server.url, "ama", False, game["id"], "kofi")
    assert note_path().stat().st_mode & 0o077 == 0  # the user's alone
    assert "token" not in note_path().read_text() or json.loads(
        note_path().read_text())["token"] is None  # an account's token is in the keyring
    with qtbot.waitSignal(window.online.finished, timeout=PATIENCE):
        kofi.ask("resign", game=game["id"])
    qtbot.waitUntil(lambda: not note_path().exists(), timeout=PATIENCE)


@pytest.mark.parametrize("text", [
    "{", "[]", '{"url": "http://x/", "name": "a", "guest": false, "game": "g", '
    '"opponent": "b"}',
    '{"url": "ws://x/", "name": "a", "guest": "yes", "game": "g", "opponent": "b"}',
    '{"url": "ws://x/", "name": "a", "guest": true, "game": "g", "opponent": "b", '
    '"token": "short"}',
    '{"url": "ws://x/", "name": "a", "guest": true, "game": "g", "opponent": "b", '
    '"token": null, "hosted": {"bind": "0.0.0.0", "port": 70000, "code": "ABCDEF", '
    '"data": "/tmp/x"}}',
    '{"url": "ws://x/", "name": "a", "guest": true, "game": "g", "opponent": "b", '
    '"hosted": {"bind": "0.0.0.0", "port": 7531, "code": "ABCDEF", "data": "relative"}}',
    "x" * 9000,
])
def test_a_damaged_note_is_no_note_and_stays_as_it_is(
        qtbot: QtBot, window: MainWindow, text: str) -> None:
    note_path().parent.mkdir(parents=True, exist_ok=True)
    note_path().write_text(text, encoding="utf-8")
    asked: list[str] = []
    window.online_menu.come_back.confirm = lambda _t, question: asked.append(question) or True
    assert read_note() is None
    assert not window.online_menu.come_back.offer()
    assert asked == [] and note_path().read_text(encoding="utf-8") == text


def test_no_to_going_back_forgets_the_note_and_a_hosted_game_s_store(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    store = tmp_path / "hosted-store"
    store.mkdir()
    (store / "wari-server.sqlite").write_bytes(b"x")
    write_note(GameNote("ws://127.0.0.1:7531/", "Guest-1", True, "g1", "Kofi",
                        "A" * 43, True, HostedNote("0.0.0.0", 7531, "KMPQXT", str(store))))
    asked: list[str] = []
    window.online_menu.come_back.confirm = lambda _t, question: bool(asked.append(question))
    assert not window.online_menu.come_back.offer()
    assert "Kofi" in asked[0] and "hosted on this computer" in asked[0]
    assert not note_path().exists() and not store.exists()
    assert not window.online.active()


# -- going back ----------------------------------------------------------------------------
def test_the_next_start_goes_back_to_a_server_game_and_finishes_it(
        qtbot: QtBot, window: MainWindow, server: ServerThread, kofi: OtherPlayer) -> None:
    game = a_game_on_a_server(qtbot, window, server, kofi)
    moves = list(window.game.moves)
    close_as_the_program_does(window)
    kofi.until(lambda f: f.get("t") == "presence" and f["south"]["online"] is True
               and f["north"]["online"] is False)

    again = new_window(qtbot)
    said = told(again)
    asked: list[str] = []
    again.online_menu.come_back.confirm = lambda _t, question: not asked.append(question)
    assert again.online_menu.come_back.offer()
    assert "kofi" in asked[0] and server.url in asked[0]
    until_plies(qtbot, again, 2)
    assert list(again.game.moves) == moves and again.online.side is not None
    assert again.document.player_names() == ("kofi", "ama")
    kofi.until(lambda f: f.get("t") == "presence" and f["north"]["online"] is True)
    kofi.ask("move", game=game["id"], ply=2, move=again.game.legal_moves()[0], think_ms=10)
    until_plies(qtbot, again, 3)
    window_moves(qtbot, again)
    kofi.until(lambda f: f.get("t") == "event" and f["event"].get("ply") == 3)
    with qtbot.waitSignal(again.online.finished, timeout=PATIENCE) as saved:
        kofi.ask("resign", game=game["id"])
    assert Path(saved.args[0]).parent == games_folder()
    qtbot.waitUntil(lambda: not note_path().exists(), timeout=PATIENCE)
    assert said == []


def test_a_game_that_ended_while_away_is_shown_at_its_end_and_saved(
        qtbot: QtBot, window: MainWindow, server: ServerThread, kofi: OtherPlayer) -> None:
    game = a_game_on_a_server(qtbot, window, server, kofi)
    close_as_the_program_does(window)
    kofi.ask("resign", game=game["id"])
    again = new_window(qtbot)
    with qtbot.waitSignal(again.online.finished, timeout=PATIENCE) as saved:
        assert again.online_menu.come_back.offer()
    record = Path(saved.args[0]).read_text(encoding="utf-8")
    assert '[South "kofi"]' in record and '[North "ama"]' in record
    assert again.model.is_over() and list(again.game.moves) == ["C", again.game.moves[1]]
    assert not note_path().exists()


def test_a_token_no_longer_kept_opens_the_lobby_to_sign_in_first(
        qtbot: QtBot, window: MainWindow, server: ServerThread, kofi: OtherPlayer,
        memory_keyring: Any) -> None:
    game = a_game_on_a_server(qtbot, window, server, kofi)
    close_as_the_program_does(window)
    memory_keyring.kept.clear()
    again = new_window(qtbot)
    said = told(again)
    assert again.online_menu.come_back.offer()
    qtbot.waitUntil(lambda: again.online_menu.lobby is not None, timeout=PATIENCE)
    assert said == []  # no box: the form itself asks (issue 37)
    connection = again.online_menu.connection
    with qtbot.waitSignal(connection.opened, timeout=PATIENCE):
        connection.open(server.url)
    answered(qtbot, connection.sign_in("ama", "correct horse battery"))
    until_plies(qtbot, again, 2)
    assert again.online.game_id == game["id"]


def test_going_back_without_a_keyring_opens_the_form_in_front_with_the_claim_countdown(
        qtbot: QtBot, window: MainWindow, server: ServerThread, kofi: OtherPlayer,
        memory_keyring: Any) -> None:
    """Issue 37, section 3: no OK box; the sign-in form in front of the main window, the
    address and name filled in, the password focused, and how long before kofi may claim
    (the server's own figure, counting down); signing in within it resumes the game."""
    game = a_game_on_a_server(qtbot, window, server, kofi)
    close_as_the_program_does(window)
    kofi.until(lambda f: f.get("t") == "presence" and f["north"]["online"] is False)
    memory_keyring.kept.clear()
    again = new_window(qtbot)
    said = told(again)
    assert again.online_menu.come_back.offer()
    qtbot.waitUntil(lambda: again.online_menu.lobby is not None, timeout=PATIENCE)
    lobby = again.online_menu.lobby
    assert lobby is not None and said == []  # no box to click first
    form = lobby.form
    assert lobby.pages.currentWidget() is form
    assert server.url.removeprefix("ws://").removesuffix("/") == form.address.text()
    assert form.name.text() == "ama"
    qtbot.waitUntil(lambda: lobby.isActiveWindow() and form.password.hasFocus(),
                    timeout=PATIENCE)
    pattern = re.compile(r"You have (\d+):(\d\d) to sign in before kofi may claim the game")
    qtbot.waitUntil(lambda: bool(pattern.search(form.claim_label.text())), timeout=PATIENCE)
    first = pattern.search(form.claim_label.text())
    assert first is not None and 0 < int(first[1]) * 60 + int(first[2]) <= 60  # 5 min game
    qtbot.waitUntil(lambda: form.claim_label.text() != first[0] + ".", timeout=PATIENCE)
    qtbot.keyClicks(form.password, "correct horse battery")
    qtbot.keyClick(form.password, Qt.Key.Key_Return)
    until_plies(qtbot, again, 2)
    assert again.online.game_id == game["id"] and again.online.playing()
    assert not form.claim_label.isVisibleTo(form)


def test_a_claim_time_the_server_cannot_tell_is_said_to_be_unknown(
        qtbot: QtBot, window: MainWindow, server: ServerThread) -> None:
    write_note(GameNote(server.url, "ama", False, "NoSuchGame", "kofi"))
    said = told(window)
    window.online_menu.come_back.confirm = lambda _title, _question: True
    assert window.online_menu.come_back.offer()
    qtbot.waitUntil(lambda: window.online_menu.lobby is not None, timeout=PATIENCE)
    lobby = window.online_menu.lobby
    assert lobby is not None and said == []
    qtbot.waitUntil(lambda: "not known" in lobby.form.claim_label.text(), timeout=PATIENCE)
    assert "kofi" in lobby.form.claim_label.text()


def test_a_server_away_is_said_and_the_note_kept(qtbot: QtBot, window: MainWindow) -> None:
    with socket.socket() as probe:  # a port nothing listens on
        probe.bind(("127.0.0.1", 0))
        url = f"ws://127.0.0.1:{probe.getsockname()[1]}/"
    TokenKeeper().keep(url, "ama", "B" * 43)
    write_note(GameNote(url, "ama", False, "g1", "kofi"))
    said = told(window)
    window.online_menu.come_back.confirm = lambda _title, _question: True
    assert window.online_menu.come_back.offer()
    qtbot.waitUntil(lambda: bool(said), timeout=PATIENCE)
    assert "could not be resumed" in said[0]
    assert read_note() is not None and not window.online.active()


# -- a game hosted in the window -----------------------------------------------------------
@pytest.fixture(autouse=True)
def loopback_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WARI_LAN_INTERFACES", "127.0.0.1")


def test_a_game_hosted_here_is_hosted_again_and_the_joiner_comes_back_by_itself(
        qtbot: QtBot, window: MainWindow) -> None:
    dialog = HostDialog(TERMS, "Ama", window.online, window, bind="127.0.0.1",
                        announce=False)
    dialog.show()
    dialog.start()
    waiting = dialog.tr("Waiting for the other player to join…")  # the game is open
    qtbot.waitUntil(lambda: dialog.status.text() == waiting, timeout=PATIENCE)
    assert dialog.host is not None
    code, port, store = dialog.host.code, dialog.host.port, dialog.host.data_folder
    assert store is not None and store.parent == note_path().parent  # in the data folder
    joiner = ThreadedClient(dialog.host.url)
    again: MainWindow | None = None
    try:
        joiner.start()
        seat = joiner.run(take_seat(joiner.client, code))
        qtbot.waitUntil(seat.done, timeout=PATIENCE)
        game_id = seat.result()["game"]["id"]
        until_plies(qtbot, window, 0)
        joiner.request("move", game=game_id, ply=0, move="C", think_ms=5).result(20)
        until_plies(qtbot, window, 1)
        window_moves(qtbot, window)
        until_plies(qtbot, window, 2)  # the host has stored the move and said so
        note = read_note()
        assert note is not None and note.hosted == HostedNote("127.0.0.1", port, code,
                                                               str(store))
        assert note.guest and note.token and note.lan
        # The program closes: its connection drops and its host with it (store kept).
        assert dialog.table is not None
        window.online.confirm = lambda _title, _question: True
        dialog.table.connection.close()
        dialog.table.host.stop()
        assert store.is_dir()

        again = new_window(qtbot)
        assert again.online_menu.come_back.offer()
        until_plies(qtbot, again, 2)
        assert again.online.game_id == game_id
        deadline = time.monotonic() + PATIENCE / 1000
        while True:  # the joiner's client reconnects by itself and takes its turn
            try:
                joiner.request("move", game=game_id, ply=2,
                               move=again.game.legal_moves()[0], think_ms=5).result(20)
                break
            except Exception:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.2)
        until_plies(qtbot, again, 3)
        with qtbot.waitSignal(again.online.finished, timeout=PATIENCE):
            joiner.request("resign", game=game_id).result(20)
        qtbot.waitUntil(lambda: not note_path().exists(), timeout=PATIENCE)
        assert store.exists()  # the host answers until the joiner, who has the end, leaves
        joiner.close()
        qtbot.waitUntil(lambda: not note_path().exists() and not store.exists(),
                        timeout=PATIENCE)
    finally:
        joiner.close()
        for table in (dialog.table, *(again.online_menu.come_back._tables if again else [])):
            if table is not None:
                table.stop()
