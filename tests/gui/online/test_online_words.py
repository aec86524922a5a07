"""The words of an online game on the window's board are true at every moment
(``gui/online/online_game.py``, ``status_lines``, ``end_words``): after a claim, an offer
declined, a resignation whose answer raced the end, with the server down, and while the
last moves are sown. A real server on a thread, the window's own ``OnlineConnection`` and
second real clients (``OtherPlayer``) through the protocol."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from wari_desktop.gui.online.connection import OnlineConnection
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.rules import LETTERS, Player

from .conftest import ServerThread
from .players import PASSWORD, PATIENCE, OtherPlayer, answered


@pytest.fixture
def yaw(server: ServerThread) -> Iterator[OtherPlayer]:
    other = OtherPlayer(server.url, "yaw")
    yield other
    other.close()


@pytest.fixture
def quick_claims(monkeypatch: pytest.MonkeyPatch) -> None:
    """A player gone may be claimed against after half a second."""
    from wari_desktop.server import live_game

    monkeypatch.setattr(live_game, "reconnect_window", lambda _control: 0.5)


def start(qtbot: QtBot, window: MainWindow, connection: OnlineConnection,
          other: OtherPlayer, clock: str | None = "60+1") -> dict[str, Any]:
    """The other seeks a game as South; the window accepts it and plays North."""
    window.online.confirm = lambda _title, _question: True
    seek = other.ask("seek", clock=clock, side="south")["seek"]
    pending = answered(qtbot, connection.accept_seek(seek["id"]))
    assert pending.answer is not None and pending.answer["t"] == "game"
    window.online.play(connection, pending.answer)
    return dict(pending.answer["game"])


def two_moves(qtbot: QtBot, window: MainWindow, other: OtherPlayer, game_id: str) -> None:
    """South (the other) and North (the window) play a move each."""
    other.ask("move", game=game_id, ply=0, move=window.game.legal_moves()[0], think_ms=10)
    qtbot.waitUntil(lambda: len(window.game.plies) == 1 and not window.board.is_animating(),
                    timeout=PATIENCE)
    window.play_house(LETTERS.index(window.game.legal_moves()[0]))
    other.until(lambda f: f.get("t") == "event" and f["event"].get("ply") == 1)


def fresh_window(qtbot: QtBot, speed: str = "instant") -> MainWindow:
    """Another main window, as the program makes it at its start."""
    from wari_desktop.gui.game.seats import PEOPLE
    from wari_desktop.gui.platform.settings import Settings, Speed

    window = MainWindow(seats=PEOPLE, settings=Settings(speed=Speed(speed)))
    qtbot.addWidget(window)
    window.resize(1200, 700)
    window.show()
    qtbot.waitExposed(window)
    return window


def claim_when_open(qtbot: QtBot, claimer: OtherPlayer, game_id: str) -> dict[str, Any]:
    """The claimer claims the win as soon as the server takes it (bounded tries)."""
    from wari_desktop.client import RequestRefused

    for _ in range(100):
        try:
            return claimer.ask("claim", game=game_id, outcome="win")
        except RequestRefused:
            qtbot.wait(100)
    raise AssertionError("the claim was never taken")


def test_the_loser_of_a_claim_is_told_who_claimed_and_that_he_left(
        qtbot: QtBot, window: MainWindow, connection: OnlineConnection, yaw: OtherPlayer,
        server: ServerThread, quick_claims: None) -> None:
    game = start(qtbot, window, connection, yaw)
    two_moves(qtbot, window, yaw, game["id"])
    qtbot.waitUntil(lambda: not connection._pending, timeout=PATIENCE)
    connection.close()  # ama's program is gone
    claim_when_open(qtbot, yaw, game["id"])
    window = fresh_window(qtbot)  # she starts it again, and takes her game again
    window.online.confirm = lambda _title, _question: True
    again = OnlineConnection()
    try:
        with qtbot.waitSignal(again.opened, timeout=PATIENCE):
            again.open(server.url)
        answered(qtbot, again.sign_in("ama", PASSWORD))
        frame = answered(qtbot, again.calls.sync(game["id"])).answer
        assert frame is not None and frame["t"] == "game"
        window.online.play(again, frame)
        notice = window.online.panel.notice.text()
        assert "yaw claimed the game: you left it" in notice
        assert "the opponent left the game" not in notice
        assert window.model.is_over() and not window.model.awaits_person()
        assert window.model.stop is not None and window.model.stop.player is Player.NORTH
        assert "to move" not in window.display.status_text()
        assert "Your move" not in window.display.status_text()
        saved = window.online.saved  # the loser keeps the record, which says it truly
        assert saved is not None and "North left the game" in saved.read_text()
    finally:
        again.close()


def test_the_winner_of_a_claim_is_told_so(
        qtbot: QtBot, window: MainWindow, connection: OnlineConnection,
        server: ServerThread, quick_claims: None) -> None:
    kwame = OtherPlayer(server.url, "kwame")
    game = start(qtbot, window, connection, kwame)
    panel = window.online.panel
    kwame.close()
    qtbot.waitUntil(lambda: panel.claim_win.isVisibleTo(panel), timeout=PATIENCE)
    with qtbot.waitSignal(window.online.finished, timeout=PATIENCE) as saved:
        panel.claim_win.click()
    assert "You claimed the game: kwame left it" in panel.notice.text()
    with open(saved.args[0], encoding="utf-8") as kept:  # the record says it truly too
        record = kept.read()
    assert ('[Termination "South left the game and did not come back; North claimed the '
            'win"]') in record and "resigned" not in record
    south, north = re.search(r'\[Result "(\d+)-(\d+)"\]', record).groups()  # type: ignore
    assert int(north) > int(south)  # the claimer ahead
    assert window.model.is_over() and window.model.stop is not None
    assert "to move" not in window.display.status_text()
    assert game["id"]


def test_a_claim_refused_as_too_early_is_no_longer_said_once_the_opponent_is_back(
        qtbot: QtBot, window: MainWindow, connection: OnlineConnection,
        server: ServerThread) -> None:
    kwame = OtherPlayer(server.url, "kwame")
    game = start(qtbot, window, connection, kwame)
    online, panel = window.online, window.online.panel
    kwame.close()
    qtbot.waitUntil(lambda: "to claim the game" in panel.presence.text(), timeout=PATIENCE)
    online._send(lambda calls: calls.claim(game["id"], "win"))  # as a hurried click would
    qtbot.waitUntil(lambda: "may still come back" in panel.notice.text(), timeout=PATIENCE)
    back = OtherPlayer(server.url)
    try:
        back.ask("signin", name="kwame", password=PASSWORD)
        qtbot.waitUntil(lambda: panel.presence.text() == "", timeout=PATIENCE)
        assert "may still come back" not in panel.notice.text()
    finally:
        back.close()


def test_an_offer_declined_is_no_longer_said_and_the_offerer_is_told_the_score(
        qtbot: QtBot, window: MainWindow, connection: OnlineConnection,
        yaw: OtherPlayer) -> None:
    game = start(qtbot, window, connection, yaw, clock=None)
    two_moves(qtbot, window, yaw, game["id"])
    panel = window.online.panel
    yaw.ask("offer-end", game=game["id"])
    qtbot.waitUntil(lambda: panel.decline.isVisibleTo(panel), timeout=PATIENCE)
    assert "yaw offers to end" in panel.notice.text()
    south, north = window.game.position.collected(window.game.rules)
    assert f"you would have {north}, yaw {south}" in panel.notice.text()
    panel.decline.click()
    qtbot.waitUntil(lambda: not panel.decline.isVisibleTo(panel), timeout=PATIENCE)
    assert "offers to end" not in panel.notice.text()
    yaw.ask("move", game=game["id"], ply=2, move=window.game.legal_moves()[0], think_ms=10)
    qtbot.waitUntil(lambda: len(window.game.plies) == 3, timeout=PATIENCE)
    panel.offer.click()  # now ama offers: she is told what the end would score too
    south, north = window.game.position.collected(window.game.rules)
    assert "You offered to end the game" in panel.notice.text()
    assert f"you would have {north}, yaw {south}" in panel.notice.text()


def test_a_resignation_whose_end_comes_before_its_answer_is_the_result(
        qtbot: QtBot, window: MainWindow, connection: OnlineConnection,
        yaw: OtherPlayer) -> None:
    """As a hosted game's table does, the connection is closed the moment the end has
    been saved: the resignation is answered by the end, never "try again"."""
    game = start(qtbot, window, connection, yaw)
    two_moves(qtbot, window, yaw, game["id"])
    window.online.finished.connect(lambda _path: connection.close())
    window.online.resign()
    qtbot.waitUntil(lambda: window.online.over and window.online.panel.notice.text() != "",
                    timeout=PATIENCE)
    qtbot.waitUntil(lambda: not connection._pending, timeout=PATIENCE)
    notice = window.online.panel.notice.text()
    assert "connection dropped" not in notice and "try again" not in notice
    assert window.model.resigned is Player.NORTH


def test_with_the_server_out_of_reach_nothing_is_said_of_the_opponent(
        qtbot: QtBot, window: MainWindow, connection: OnlineConnection,
        server: ServerThread, quick_claims: None) -> None:
    kwame = OtherPlayer(server.url, "kwame")
    start(qtbot, window, connection, kwame)
    online, panel = window.online, window.online.panel
    kwame.close()
    qtbot.waitUntil(lambda: panel.claim_win.isVisibleTo(panel), timeout=PATIENCE)
    server.call(server.server.stop())  # the server goes down: ama's program reconnects
    qtbot.waitUntil(lambda: "reconnecting" in panel.banner.text(), timeout=PATIENCE)
    assert panel.presence.text() == "" and not panel.presence.isVisibleTo(panel)
    assert not panel.claim_win.isVisibleTo(panel) and not online.claimable()
    # The chat line stays as it is: taking it away under the player's typing would send
    # the next letters to the board, as moves.
    assert panel.line.isEnabled()


def test_the_result_waits_for_the_last_move_to_be_sown(
        qtbot: QtBot, connection: OnlineConnection, yaw: OtherPlayer) -> None:
    window = fresh_window(qtbot, "slow")
    game = start(qtbot, window, connection, yaw)
    seen: list[tuple[bool, str]] = []  # at the end's coming: sowing still? the words?

    def end_came(_game_id: str, event: dict[str, Any]) -> None:
        if event.get("e") == "end":
            seen.append((window.board.is_animating(), window.online.panel.notice.text()))
    connection.gameEvent.connect(end_came)  # after the window's own slot
    yaw.ask("move", game=game["id"], ply=0, move="A", think_ms=10)
    yaw.ask("resign", game=game["id"])  # the end comes right behind the move
    qtbot.waitUntil(lambda: bool(seen), timeout=PATIENCE)
    sowing, said = seen[0]
    assert sowing and "You win" not in said  # nothing said of the end while sowing
    qtbot.waitUntil(lambda: not window.board.is_animating(), timeout=PATIENCE)
    assert "You win" in window.online.panel.notice.text()
    window.online.confirm = lambda _title, _question: True


def test_after_a_reconnection_the_opponent_absence_is_said_again_from_the_server(
        qtbot: QtBot, window: MainWindow, connection: OnlineConnection,
        server: ServerThread, quick_claims: None) -> None:
    kwame = OtherPlayer(server.url, "kwame")
    start(qtbot, window, connection, kwame)
    panel = window.online.panel
    kwame.close()
    qtbot.waitUntil(lambda: panel.claim_win.isVisibleTo(panel), timeout=PATIENCE)
    lost: list[bool] = []
    connection.bannerChanged.connect(lambda text: lost.append(bool(text)) if text else None)
    connection.drop()  # ama's connection cut: forgotten until the server says it again
    qtbot.waitUntil(lambda: bool(lost) and panel.banner.text() == "", timeout=PATIENCE)
    qtbot.waitUntil(lambda: panel.claim_win.isVisibleTo(panel), timeout=PATIENCE)
    assert "kwame has not come back" in panel.presence.text()
