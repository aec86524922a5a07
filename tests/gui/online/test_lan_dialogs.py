"""Hosting and joining a game on this network from the dialogs, against real hosts and
real clients on 127.0.0.1 (discovery on the loopback only: WARI_LAN_INTERFACES=127.0.0.1).
The window's OnlineGames is a recording fake: each test checks it was handed a real
``game`` frame, the one the other side has too."""

from __future__ import annotations

import gc
import queue
import re
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot
from zeroconf import Zeroconf

from wari_desktop.client import ThreadedClient
from wari_desktop.gui.online import lan_texts
from wari_desktop.gui.online.connection import ConnectionState, OnlineConnection
from wari_desktop.gui.online.lan_dialogs import HostDialog, JoinDialog
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.lan import LAN_PORT, Announcement, LanHost, open_table, take_seat
from wari_desktop.lan.code import CODE_ALPHABET
from wari_desktop.protocol import GameTerms, Side
from wari_desktop.rules.clock import TimeControl

from .conftest import ServerThread
from .players import PATIENCE

TERMS = GameTerms(TimeControl.parse("300+3"), side=Side.NORTH)


class RecordingGames:
    """The window's OnlineGames as the dialogs see it: what they handed on."""

    def __init__(self) -> None:
        self.played: list[tuple[OnlineConnection, dict[str, Any]]] = []
        self.watched: list[tuple[OnlineConnection, dict[str, Any]]] = []

    def play(self, connection: OnlineConnection, game_frame: dict[str, Any]) -> None:
        self.played.append((connection, game_frame))

    def watch(self, connection: OnlineConnection, game_frame: dict[str, Any]) -> None:
        self.watched.append((connection, game_frame))


@pytest.fixture(autouse=True)
def loopback_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WARI_LAN_INTERFACES", "127.0.0.1")


@pytest.fixture
def games() -> RecordingGames:
    return RecordingGames()


class HostedElsewhere:
    """A game hosted by another program on 127.0.0.1: a LanHost, the host's client with
    the game open on ``TERMS``, and (when asked) its announcement on the loopback."""

    def __init__(self, announce: bool = False) -> None:
        self.host = LanHost(bind="127.0.0.1", port=0)
        self.host.start()
        self.frames: queue.Queue[dict[str, Any]] = queue.Queue()
        self.client = ThreadedClient(self.host.local_url, on_frame=self.frames.put)
        self.client.start()
        self.client.run(open_table(self.client.client, self.host.code, TERMS)).result(20)
        self.announcement: Announcement | None = None
        if announce:
            self.announcement = Announcement("Ama", port=self.host.port, terms=TERMS,
                                             addresses=["127.0.0.1"])
            self.announcement.start()

    def game_frame(self) -> dict[str, Any]:
        """The ``game`` frame the host's client was sent."""
        while True:
            frame = self.frames.get(timeout=PATIENCE / 1000)
            if frame.get("t") == "game":
                return frame

    def close(self) -> None:
        if self.announcement is not None:
            self.announcement.stop()
        self.client.close()
        self.host.stop()


@pytest.fixture
def hosted() -> Iterator[HostedElsewhere]:
    table = HostedElsewhere()
    yield table
    table.close()


def zeroconfs() -> list[Zeroconf]:
    gc.collect()
    return [o for o in gc.get_objects() if isinstance(o, Zeroconf) and not o.done]


# -- hosting ------------------------------------------------------------------------------
def test_a_game_hosted_from_the_dialog_is_joined_with_its_code(
        qtbot: QtBot, games: RecordingGames) -> None:
    dialog = HostDialog(TERMS, "Ama", games, bind="127.0.0.1")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.start()
    waiting = dialog.tr("Waiting for the other player to join…")
    qtbot.waitUntil(lambda: dialog.status.text() == waiting, timeout=PATIENCE)
    assert dialog.host is not None
    code = dialog.host.code
    assert dialog.code_label.text().replace(" ", "") == code
    port = dialog.host.port  # shown only when it is not the default one
    assert dialog.address_label.text() == ("127.0.0.1" if port == LAN_PORT
                                           else f"127.0.0.1:{port}")
    assert code in dialog.code_label.accessibleName().replace(" ", "")
    joiner = ThreadedClient(dialog.host.url)
    try:
        joiner.start()
        seat = joiner.run(take_seat(joiner.client, code.lower()))
        qtbot.waitUntil(seat.done, timeout=PATIENCE)
        mine = seat.result()
        qtbot.waitUntil(lambda: bool(games.played), timeout=PATIENCE)
        connection, frame = games.played[0]
        assert frame["game"]["id"] == mine["game"]["id"]
        assert frame["game"]["north"]["name"] == connection.account.name  # type: ignore
        assert connection.account.name == "Ama"  # type: ignore[union-attr]  # by name
        assert dialog.result() == QDialog.DialogCode.Accepted
        assert dialog.table is not None and dialog.table.host.running
    finally:
        joiner.close()
        if dialog.table is not None:
            dialog.table.stop()
    assert len(games.played) == 1


def test_stopping_hosting_withdraws_the_game(qtbot: QtBot, games: RecordingGames) -> None:
    dialog = HostDialog(TERMS, "Ama", games, bind="127.0.0.1")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.start()
    qtbot.waitUntil(lambda: dialog.host is not None and dialog.announcement is not None,
                    timeout=PATIENCE)
    host, announcement = dialog.host, dialog.announcement
    assert announcement is not None and announcement.name is not None
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Rejected
    assert host is not None
    qtbot.waitUntil(lambda: not host.running and announcement.name is None,
                    timeout=PATIENCE)
    assert games.played == []


# -- joining ------------------------------------------------------------------------------
def test_a_game_found_nearby_is_joined(qtbot: QtBot, games: RecordingGames) -> None:
    table = HostedElsewhere(announce=True)
    try:
        dialog = JoinDialog(games)
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.start()
        assert dialog.browser is not None

        def row() -> int:
            for number in range(dialog.list.count()):
                game = dialog.list.item(number).data(Qt.ItemDataRole.UserRole)
                if game.port == table.host.port:
                    return number
            return -1
        qtbot.waitUntil(lambda: row() >= 0, timeout=PATIENCE)
        item = dialog.list.item(row())
        assert re.fullmatch(r"Ama(-\d+)? — 5 min \+ 3 s a move, standard rules",
                            item.text()), item.text()
        dialog.list.setCurrentItem(item)
        assert dialog.address_field.text() == f"127.0.0.1:{table.host.port}"
        qtbot.keyClicks(dialog.code_field, table.host.code[:3].lower() + "-"
                        + table.host.code[3:])
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: bool(games.played), timeout=PATIENCE)
        frame = games.played[0][1]
        assert frame["game"]["id"] == table.game_frame()["game"]["id"]
        assert dialog.result() == QDialog.DialogCode.Accepted
        assert dialog.browser is None
        qtbot.waitUntil(lambda: not any(z for z in zeroconfs()
                                        if z is not table.announcement._zeroconf),
                        timeout=PATIENCE)
        games.played[0][0].close()
    finally:
        table.close()


def test_a_game_typed_by_hand_a_wrong_code_first(
        qtbot: QtBot, games: RecordingGames, hosted: HostedElsewhere) -> None:
    dialog = JoinDialog(games)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.keyClicks(dialog.address_field, f"127.0.0.1:{hosted.host.port}")
    wrong = next(c for c in CODE_ALPHABET if c != hosted.host.code[0]) + hosted.host.code[1:]
    qtbot.keyClicks(dialog.code_field, wrong)
    qtbot.keyClick(dialog.code_field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.message.text() == lan_texts.wrong_code_text(),
                    timeout=PATIENCE)
    assert games.played == [] and dialog.isVisible() and dialog.join_button.isEnabled()
    dialog.code_field.setText(hosted.host.code)
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(games.played), timeout=PATIENCE)
    assert games.played[0][1]["game"]["id"] == hosted.game_frame()["game"]["id"]
    games.played[0][0].close()


class GamesThatEnd(QObject):
    """The window's OnlineGames with its ``finished`` signal (a record saved)."""

    finished = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.played: list[tuple[OnlineConnection, dict[str, Any]]] = []

    def play(self, connection: OnlineConnection, game_frame: dict[str, Any]) -> None:
        self.played.append((connection, game_frame))

    def watch(self, connection: OnlineConnection, game_frame: dict[str, Any]) -> None:
        raise AssertionError("nothing is watched here")


def test_the_joiner_connection_is_closed_when_the_game_ends(
        qtbot: QtBot, hosted: HostedElsewhere) -> None:
    """The host stops at the game's end; the joiner's connection closes then too, rather
    than showing "reconnecting" to a host that is gone (seen with two real programs)."""
    games = GamesThatEnd()
    dialog = JoinDialog(games)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.keyClicks(dialog.address_field, f"127.0.0.1:{hosted.host.port}")
    qtbot.keyClicks(dialog.code_field, hosted.host.code)
    qtbot.keyClick(dialog.code_field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(games.played), timeout=PATIENCE)
    connection = games.played[0][0]
    assert connection.state is ConnectionState.CONNECTED
    games.finished.emit("the-record.ogn")
    qtbot.waitUntil(lambda: connection.state is ConnectionState.OFFLINE, timeout=PATIENCE)
    assert connection.banner_text() == ""


def test_a_hosted_game_ended_offers_no_rematch(
        qtbot: QtBot, window: MainWindow, hosted: HostedElsewhere) -> None:
    """The host stops when its game ends: the window offers no Rematch it cannot play
    (a game on a server does: test_online_game.py)."""
    dialog = JoinDialog(window.online, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.keyClicks(dialog.address_field, f"127.0.0.1:{hosted.host.port}")
    qtbot.keyClicks(dialog.code_field, hosted.host.code)
    qtbot.keyClick(dialog.code_field, Qt.Key.Key_Return)
    online = window.online
    qtbot.waitUntil(online.playing, timeout=PATIENCE)
    game_id = hosted.game_frame()["game"]["id"]
    hosted.client.request("resign", game=game_id).result(20)
    qtbot.waitUntil(lambda: online.over, timeout=PATIENCE)
    assert online.panel.isVisible() and online.panel.notice.text()
    assert not online.panel.rematch.isVisibleTo(online.panel)


@pytest.mark.parametrize(("address", "code", "wanted"), [
    ("", "K7MPQX", "Type the address the host shows, such as 192.168.1.20:7531."),
    ("ws://127.0.0.1:7531/", "K7MPQX", "Type only the address and the port"),
    ("127.0.0.1:99999", "K7MPQX", "not “99999”"),
    ("127.0.0.1", "", "Type the join code the host shows."),
    ("127.0.0.1", "K7M", "A join code has 6 characters, not 3."),
    ("127.0.0.1", "K7MPQ0", "A join code has no 0"),
])
def test_what_is_typed_wrong_is_said_and_nothing_sent(
        qtbot: QtBot, games: RecordingGames, address: str, code: str, wanted: str) -> None:
    dialog = JoinDialog(games)
    qtbot.addWidget(dialog)
    dialog.address_field.setText(address)
    dialog.code_field.setText(code)
    dialog.join()
    assert wanted in dialog.message.text()
    assert dialog.connection.client is None and dialog.connection.url == ""
    assert dialog.join_button.isEnabled() and games.played == []


def test_a_server_that_is_not_a_hosted_game_is_said(
        qtbot: QtBot, games: RecordingGames, server: ServerThread) -> None:
    dialog = JoinDialog(games)
    qtbot.addWidget(dialog)
    port = server.url.rstrip("/").rsplit(":", 1)[1]
    dialog.address_field.setText(f"127.0.0.1:{port}")
    dialog.code_field.setText("K7MPQX")
    dialog.join()
    qtbot.waitUntil(lambda: dialog.message.text() == lan_texts.not_hosted_text(),
                    timeout=PATIENCE)
    assert games.played == [] and dialog.connection.client is None


def test_nothing_listens_on_the_network_until_the_list_is_shown(
        qtbot: QtBot, games: RecordingGames) -> None:
    assert zeroconfs() == []
    dialog = JoinDialog(games)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.browser is None and zeroconfs() == []
    dialog.start()
    assert len(zeroconfs()) == 1
    dialog.reject()
    qtbot.waitUntil(lambda: zeroconfs() == [], timeout=PATIENCE)


class HostileHost:
    """A program on 127.0.0.1 that speaks like a hosted game until it matters: ``mode``
    "not-a-game" answers the seat with something that is not a game; "other-version"
    refuses the hello as a server of another protocol version does."""

    def __init__(self, mode: str) -> None:
        from wari_desktop.client.loop_thread import LoopThread

        self.mode = mode
        self.thread = LoopThread("hostile-host")
        self.server = self.thread.call(self._serve(), 10)
        self.port = self.server.sockets[0].getsockname()[1]

    async def _serve(self) -> Any:
        from websockets.asyncio.server import serve
        return await serve(self._talk, "127.0.0.1", 0)

    async def _talk(self, ws: Any) -> None:
        import json
        async for text in ws:
            frame = json.loads(text)
            kind, number = frame.get("t"), frame.get("id")
            if kind == "hello" and self.mode == "other-version":
                answer = {"t": "error", "id": 0, "code": "protocol-version",
                          "message": "this server speaks protocol 9"}
            elif kind == "hello":
                answer = {"t": "welcome", "id": 0, "protocol": 1, "join_code": True}
            elif kind == "guest":
                answer = {"t": "signed-in", "id": number, "name": "Guest-1", "kind": "guest",
                          "games": [], "rating": None, "token": "t" * 43}
            elif kind == "lobby":
                answer = {"t": "lobby", "id": number, "players": [], "games": [],
                          "seeks": [{"id": "s1", "by": {"name": "Evil"}}, "junk"]}
            elif kind == "seek-accept":
                answer = {"t": "ok", "id": number, "game": ["not", "a", "game"]}
            else:
                answer = {"t": "ok", "id": number}
            await ws.send(json.dumps(answer))

    def close(self) -> None:
        async def stop() -> None:
            self.server.close()
            await self.server.wait_closed()
        try:
            self.thread.call(stop(), 10)
        finally:
            self.thread.stop(10)


@pytest.mark.parametrize("mode", ["not-a-game", "other-version"])
def test_a_hostile_or_foreign_host_is_said_and_changes_nothing(
        qtbot: QtBot, games: RecordingGames, mode: str) -> None:
    hostile = HostileHost(mode)
    try:
        dialog = JoinDialog(games)
        qtbot.addWidget(dialog)
        dialog.address_field.setText(f"127.0.0.1:{hostile.port}")
        dialog.code_field.setText("K7MPQX")
        dialog.join()
        wanted = lan_texts.misbehaved_text() if mode == "not-a-game" else \
            "The other side runs another version of Wari (this server speaks protocol 9)"
        qtbot.waitUntil(lambda: dialog.message.text().startswith(wanted), timeout=PATIENCE)
        assert games.played == [] and dialog.join_button.isEnabled()
        assert dialog.connection.client is None
    finally:
        hostile.close()


def test_an_announcement_that_cannot_be_made_is_said(
        qtbot: QtBot, games: RecordingGames, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WARI_LAN_INTERFACES", "no-such-interface")
    dialog = HostDialog(TERMS, "Ama", games, bind="127.0.0.1")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.start()
    start = lan_texts.not_announced_text("")[:30]
    qtbot.waitUntil(lambda: dialog.announce_note.text().startswith(start),
                    timeout=PATIENCE)
    assert "no-such-interface" in dialog.announce_note.text()
    assert dialog.announce_note.isVisible()
    waiting = dialog.tr("Waiting for the other player to join…")
    qtbot.waitUntil(lambda: dialog.status.text() == waiting, timeout=PATIENCE)
    assert dialog.announce_note.text().startswith(start)
    assert dialog.host is not None and dialog.host.running  # the code still works
    host = dialog.host
    dialog.reject()
    qtbot.waitUntil(lambda: not host.running, timeout=PATIENCE)


def test_one_dialog_hosts_the_other_finds_and_joins(qtbot: QtBot) -> None:
    """Both ends from the dialogs, as on two computers: the host's announcement found in
    the join list on the loopback, the code typed, both sides handed the same game."""
    hosting, joining = RecordingGames(), RecordingGames()
    host = HostDialog(TERMS, "Ama", hosting, bind="127.0.0.1")
    join = JoinDialog(joining, player="Kofi Mensah")
    for dialog in (host, join):
        qtbot.addWidget(dialog)
        dialog.show()
    host.start()
    join.start()
    qtbot.waitUntil(lambda: host.host is not None, timeout=PATIENCE)
    assert host.host is not None
    port, code = host.host.port, host.host.code

    def listed() -> int:
        games = [join.list.item(n).data(Qt.ItemDataRole.UserRole)
                 for n in range(join.list.count())]
        return next((n for n, g in enumerate(games) if g.port == port), -1)
    qtbot.waitUntil(lambda: listed() >= 0, timeout=PATIENCE)
    join.list.setCurrentRow(listed())
    qtbot.keyClicks(join.code_field, code)
    qtbot.keyClick(join.code_field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(hosting.played and joining.played), timeout=PATIENCE)
    assert hosting.played[0][1]["game"]["id"] == joining.played[0][1]["game"]["id"]
    names = {hosting.played[0][0].account.name, joining.played[0][0].account.name}  # type: ignore
    game = joining.played[0][1]["game"]
    assert {game["south"]["name"], game["north"]["name"]} == names
    assert game["north"]["name"] == hosting.played[0][0].account.name  # type: ignore
    assert names == {"Ama", "Kofi_Mensah"}  # each known at the table by their own name
    joining.played[0][0].close()
    assert host.table is not None
    host.table.stop()


def test_a_host_that_cannot_start_is_said_and_leaves_no_store(
        qtbot: QtBot, games: RecordingGames) -> None:
    """An address this computer does not have (TEST-NET-1: binding fails here, nothing
    is sent): the dialog says so, and the store made for the game is gone."""
    from wari_desktop.gui.online.game_note import note_path

    dialog = HostDialog(TERMS, "Ama", games, bind="192.0.2.1", announce=False)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.start()
    said = lan_texts.host_failed_text("")[:40]
    qtbot.waitUntil(lambda: dialog.status.text().startswith(said), timeout=PATIENCE)
    folder = note_path().parent
    assert folder.is_dir() and not list(folder.glob("hosted-*"))  # made, then removed
    assert dialog.host is None and not games.played
