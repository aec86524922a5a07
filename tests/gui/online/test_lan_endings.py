"""How a game hosted on this network ends, with real hosts, real windows and real
clients on 127.0.0.1: whoever ends it (a resignation, a claim) is answered and sees the
result, and the other player learns it too, even one who was away when it ended: the
host keeps answering after the end until the other player has had it (at most
``lan_ending.LINGER_SECONDS``), then stops."""

from __future__ import annotations

import queue
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from wari_desktop.client import ThreadedClient
from wari_desktop.gui.online.connection import CONNECTION_LOST
from wari_desktop.gui.online.lan_dialogs import HostDialog, JoinDialog
from wari_desktop.gui.online.refusals import refusal_text
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.lan import take_seat

from .players import PATIENCE
from .test_lan_dialogs import TERMS, HostedElsewhere

DROPPED = "The connection dropped before the server answered"


@pytest.fixture(autouse=True)
def loopback_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WARI_LAN_INTERFACES", "127.0.0.1")


class Joiner:
    """The other player's program, as a client: seated at the host's game, its frames
    kept."""

    def __init__(self, url: str, code: str, token: str | None = None) -> None:
        self.frames: queue.Queue[dict[str, Any]] = queue.Queue()
        self.client = ThreadedClient(url, token, on_frame=self.frames.put)
        self.client.start()
        self.game: dict[str, Any] = {}
        if token is None:
            self.game = self.client.run(take_seat(self.client.client, code)).result(20)
        self.token = self.client.client.token

    def end(self) -> dict[str, Any]:
        """The ``end`` event this client was sent."""
        while True:
            frame = self.frames.get(timeout=PATIENCE / 1000)
            event = frame.get("event")
            if frame.get("t") == "event" and isinstance(event, dict) and event["e"] == "end":
                return event


def hosting(qtbot: QtBot, window: MainWindow) -> HostDialog:
    """The window hosts a game (on the loopback, not announced): its dialog, the host
    running."""
    dialog = HostDialog(TERMS, "Ama", window.online, window, bind="127.0.0.1",
                        announce=False)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.start()
    waiting = dialog.tr("Waiting for the other player to join…")
    qtbot.waitUntil(lambda: dialog.status.text() == waiting, timeout=PATIENCE)
    return dialog


@pytest.fixture
def hosted_here(qtbot: QtBot, window: MainWindow) -> Iterator[tuple[HostDialog, Joiner]]:
    dialog = hosting(qtbot, window)
    assert dialog.host is not None
    joiner = Joiner(dialog.host.url, dialog.host.code)
    qtbot.waitUntil(window.online.playing, timeout=PATIENCE)
    window.online.confirm = lambda _title, _question: True
    yield dialog, joiner
    joiner.client.close()
    if dialog.table is not None:
        dialog.table.stop()


def test_the_host_resigning_is_answered_and_sees_the_result(
        qtbot: QtBot, window: MainWindow, hosted_here: tuple[HostDialog, Joiner]) -> None:
    dialog, joiner = hosted_here
    online = window.online
    with qtbot.waitSignal(online.finished, timeout=PATIENCE):
        online.resign()
    assert joiner.end()["reason"] == "resign"
    qtbot.wait(300)  # the resignation's answer, had it been lost, would be said by now
    notice = online.panel.notice.text()
    assert DROPPED not in notice and refusal_text(CONNECTION_LOST, "") not in notice
    assert "Kofi" in notice or "wins" in notice, notice
    assert dialog.table is not None and dialog.table.host.running  # the joiner is here
    joiner.client.close()  # the other player has the end and leaves: the host stops
    qtbot.waitUntil(lambda: not dialog.table.host.running, timeout=PATIENCE)  # type: ignore


def test_the_joiner_resigning_is_answered_and_sees_the_result(
        qtbot: QtBot, window: MainWindow, hosted: HostedElsewhere) -> None:
    dialog = JoinDialog(window.online, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.keyClicks(dialog.address_field, f"127.0.0.1:{hosted.host.port}")
    qtbot.keyClicks(dialog.code_field, hosted.host.code)
    qtbot.keyClick(dialog.code_field, Qt.Key.Key_Return)
    online = window.online
    qtbot.waitUntil(online.playing, timeout=PATIENCE)
    online.confirm = lambda _title, _question: True
    with qtbot.waitSignal(online.finished, timeout=PATIENCE):
        online.resign()
    qtbot.wait(300)
    assert DROPPED not in online.panel.notice.text()
    assert "wins" in online.panel.notice.text(), online.panel.notice.text()


@pytest.fixture
def hosted() -> Iterator[HostedElsewhere]:
    table = HostedElsewhere()
    yield table
    table.close()


def test_a_claimed_joiner_learns_the_end_when_it_comes_back(
        qtbot: QtBot, window: MainWindow, hosted_here: tuple[HostDialog, Joiner],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The joiner's program goes (killed, its network cut); the host claims the win; the
    joiner coming back (its program reconnecting, or started again) is told the end."""
    from wari_desktop.server import live_game

    monkeypatch.setattr(live_game, "reconnect_window", lambda _control: 0.5)
    dialog, joiner = hosted_here
    assert dialog.host is not None
    url, code, token = dialog.host.url, dialog.host.code, joiner.token
    game_id = joiner.game["game"]["id"]
    joiner.client.close()
    panel = window.online.panel
    qtbot.waitUntil(lambda: panel.claim_win.isVisibleTo(panel), timeout=PATIENCE)
    with qtbot.waitSignal(window.online.finished, timeout=PATIENCE):
        panel.claim_win.click()
    qtbot.waitUntil(lambda: "You claimed the game" in panel.notice.text(), timeout=PATIENCE)
    assert DROPPED not in panel.notice.text()
    back = Joiner(url, code, token)  # the host still answers: the joiner learns the end
    try:
        frame = back.client.request("sync", game=game_id).result(20)
        assert frame["game"]["over"]
        ending = [e for e in frame["game"]["events"] if e["e"] == "end"]
        assert ending and ending[0]["reason"] == "abandoned"
    finally:
        back.client.close()
    assert dialog.table is not None
    qtbot.waitUntil(lambda: not dialog.table.host.running, timeout=PATIENCE)  # type: ignore


def test_a_claimed_joiner_started_again_is_shown_the_end_and_keeps_the_record(
        qtbot: QtBot, window: MainWindow, hosted: HostedElsewhere,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The joiner's program is closed during the game; the host claims it; at the next
    start, going back shows the game at its end, saves its record, forgets the note and
    lets the host go (its connection closed)."""
    from wari_desktop.gui.online.game_note import read_note
    from wari_desktop.gui.online.online_game import games_folder
    from wari_desktop.server import live_game

    from .test_comeback import new_window

    monkeypatch.setattr(live_game, "reconnect_window", lambda _control: 0.5)
    window.online.confirm = lambda _title, _question: True
    dialog = JoinDialog(window.online, window)
    qtbot.addWidget(dialog)
    dialog.address_field.setText(f"127.0.0.1:{hosted.host.port}")
    dialog.code_field.setText(hosted.host.code)
    dialog.join()
    qtbot.waitUntil(window.online.playing, timeout=PATIENCE)
    game_id = window.online.game_id
    assert read_note() is not None
    window.online.connection.close()  # type: ignore[union-attr]  # the program goes
    deadline = PATIENCE / 1000
    qtbot.waitUntil(lambda: _claimed(hosted, game_id), timeout=int(deadline * 1000))
    again = new_window(qtbot)
    assert again.online_menu.come_back.offer()
    qtbot.waitUntil(lambda: again.online.over, timeout=PATIENCE)
    words = again.online.panel.notice
    qtbot.waitUntil(lambda: "claimed the game: you left it" in words.text(), timeout=PATIENCE)
    assert read_note() is None
    assert [p for p in games_folder().glob("*") if game_id in p.name]
    connection = again.online.connection
    assert connection is not None
    qtbot.waitUntil(lambda: connection.client is None, timeout=PATIENCE)  # the host may go


def _claimed(hosted: HostedElsewhere, game_id: str) -> bool:
    """The host's claim of the win, once the server takes it."""
    try:
        hosted.client.request("claim", game=game_id, outcome="win").result(20)
    except Exception:
        return False
    return True


def test_a_host_whose_interfaces_setting_is_wrong_stops_listening(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """Bound to every interface, a host that cannot say where to join (a wrong
    WARI_LAN_INTERFACES) says so and listens no more: its store is gone with it."""
    from wari_desktop.gui.online import lan_texts
    from wari_desktop.gui.online.game_note import note_path

    monkeypatch.setenv("WARI_LAN_INTERFACES", "nosuch0")
    dialog = HostDialog(TERMS, "Ama", window.online, window, announce=False)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.start()
    said = lan_texts.not_hosted_interfaces_text("")[:40]
    qtbot.waitUntil(lambda: dialog.status.text().startswith(said), timeout=PATIENCE)
    assert "nosuch0" in dialog.status.text()
    folder = note_path().parent
    qtbot.waitUntil(lambda: not list(folder.glob("hosted-*")), timeout=PATIENCE)
    assert dialog.host is None and dialog.cancel_button.text() == dialog.tr("Close")


# -- what the host is told when it closes its program ----------------------------------
def test_the_host_closing_its_program_is_told_the_game_stops_with_it(
        qtbot: QtBot, window: MainWindow, hosted_here: tuple[HostDialog, Joiner]) -> None:
    _dialog, joiner = hosted_here
    name = joiner.game["game"]["south"]["name"]
    asked: list[str] = []
    window.online.confirm = lambda _title, question: asked.append(question) or False
    assert not window.online.may_close()
    window.online.confirm = lambda _title, _question: True
    assert "goes on without you" not in asked[0]
    assert "stops" in asked[0] and name in asked[0], asked[0]


def test_the_host_started_again_is_not_told_its_opponent_may_claim(
        qtbot: QtBot, window: MainWindow) -> None:
    from wari_desktop.gui.online.game_note import GameNote, HostedNote, write_note

    write_note(GameNote("ws://127.0.0.1:7531/", "Ama", True, "g1", "Kofi", "t" * 43,
                        True, HostedNote("127.0.0.1", 7531, "K7MPQX", "/nonexistent")))
    asked: list[str] = []
    come_back = window.online_menu.come_back
    come_back.confirm = lambda _title, question: asked.append(question) or False
    assert not come_back.offer()
    assert "may claim" not in asked[0]
    assert "hosted on this computer" in asked[0] and "Kofi" in asked[0], asked[0]


# -- wrong codes ------------------------------------------------------------------------
def test_wrong_codes_are_seen_by_the_host_and_the_wait_is_said(
        qtbot: QtBot, window: MainWindow) -> None:
    """Wrong codes typed on the other computer show in the host's window (how many, from
    where); once that computer is refused, the joiner is told for how long."""
    from wari_desktop.gui.online import lan_texts
    from wari_desktop.lan.code import CODE_ALPHABET

    host = hosting(qtbot, window)
    assert host.host is not None
    join = JoinDialog(window.online, window)
    qtbot.addWidget(join)
    join.show()
    join.address_field.setText(f"127.0.0.1:{host.host.port}")
    wrong = next(c for c in CODE_ALPHABET if c != host.host.code[0]) + host.host.code[1:]
    join.code_field.setText(wrong)
    refused = lan_texts.too_many_codes_text(300)[:30]
    tries = 0
    while tries < 30:
        tries += 1
        join.join()
        qtbot.waitUntil(join.join_button.isEnabled, timeout=PATIENCE)
        if join.message.text().startswith(refused):
            break
    assert join.message.text().startswith(refused), join.message.text()
    assert "min" in join.message.text()
    qtbot.waitUntil(lambda: "127.0.0.1" in host.attempts_note.text(), timeout=PATIENCE)
    assert str(tries - 1) in host.attempts_note.text(), host.attempts_note.text()
    assert host.attempts_note.isVisible()
    host.reject()


# -- what a failed connection is called ---------------------------------------------------
def test_nothing_listening_is_said_in_words_with_a_hint_about_a_firewall(
        qtbot: QtBot, window: MainWindow) -> None:
    import socket

    with socket.socket() as probe:  # a port nothing listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    join = JoinDialog(window.online, window)
    qtbot.addWidget(join)
    join.address_field.setText(f"127.0.0.1:{port}")
    join.code_field.setText("K7MPQX")
    join.join()
    qtbot.waitUntil(join.join_button.isEnabled, timeout=PATIENCE)
    text = join.message.text()
    assert "Errno" not in text and "Connect call failed" not in text, text
    assert "firewall" in text and f"127.0.0.1:{port}" in text, text
    # the host's words for a refused connection, said once (not wrapped in another sentence)
    assert text.startswith(f"Nothing answers at 127.0.0.1:{port}:"), text
    assert "server running" not in text and text.count("Nothing answers") == 1, text


@pytest.mark.parametrize(("raw", "words"), [
    ("[Errno 111] Connect call failed ('10.0.0.9', 7531)", "firewall"),
    ("timed out during opening handshake", "firewall"),
    ("[Errno 101] Network is unreachable", "same network"),
    ("[Errno 113] No route to host", "same network"),
    ("[Errno -2] Name or service not known", "numbers"),
])
def test_each_raw_error_becomes_a_sentence(raw: str, words: str) -> None:
    from wari_desktop.gui.online import lan_texts

    text = lan_texts.cannot_connect_text("10.0.0.9:7531", raw)
    assert words in text and "Errno" not in text and "handshake" not in text, text


def test_going_back_to_a_joined_game_whose_host_is_gone_is_said_in_words(
        qtbot: QtBot, window: MainWindow) -> None:
    import socket

    from wari_desktop.gui.online.game_note import GameNote, write_note

    from .test_comeback import told

    with socket.socket() as probe:  # a port nothing listens on
        probe.bind(("127.0.0.1", 0))
        url = f"ws://127.0.0.1:{probe.getsockname()[1]}/"
    write_note(GameNote(url, "Kofi", True, "g1", "Ama", "t" * 43, True))
    said = told(window)
    window.online_menu.come_back.confirm = lambda _title, _question: True
    assert window.online_menu.come_back.offer()
    qtbot.waitUntil(lambda: bool(said), timeout=PATIENCE)
    assert "Errno" not in said[0] and "firewall" in said[0], said[0]
