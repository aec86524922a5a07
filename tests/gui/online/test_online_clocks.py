"""The clocks of a game someone else runs (a server game, a game on this network hosted by
this program or by another, a watched game) are the server's on screen, in every state of
the window: behind another window of the program, behind a modal dialog, minimised, while
looking back at an earlier position (the engine's review is closed to a player during
an online game: fair play). At one instant the clock shown is within 0.2 s of the server's own
figure, the running one still lit. A move sent and not yet answered is shown waiting (not
sown yet, the player still to move as the server sees it, no second move taken), and the
mover's clock runs on as the server runs it until the answer comes.

Real parts only: a ``wari-server`` on a thread (its clocks read on its own loop), a
``LanHost`` with a real ``HostDialog`` or ``JoinDialog``, and real clients for the other
side; the LAN server's figure is read with a ``sync`` by the other real client."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from wari_desktop.client import ThreadedClient
from wari_desktop.gui.online.connection import OnlineConnection
from wari_desktop.gui.online.lan_dialogs import HostDialog, JoinDialog
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.lan import LanHost, open_table, take_seat
from wari_desktop.protocol import GameTerms, Side
from wari_desktop.rules import LETTERS, Player
from wari_desktop.rules.clock import TimeControl, format_clock

from .conftest import ServerThread
from .players import PATIENCE, OtherPlayer, answered, signed_up

#: How far the clock shown may be from the server's figure at one instant, in seconds.
TOLERANCE = 0.2
#: How long a state of the window lasts before the clocks are compared, in seconds: long
#: enough that a clock held (or charged, or refunded) by the window would be seen.
HELD_FOR = 0.8
TERMS = GameTerms(TimeControl.parse("300+3"), side=Side.NORTH)


@pytest.fixture(autouse=True)
def loopback_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WARI_LAN_INTERFACES", "127.0.0.1")


# -- the server's figure --------------------------------------------------------------
@dataclass(frozen=True)
class Figure:
    """The server's clocks (seconds left, South and North) at the monotonic ``stamp``, and
    the side whose clock runs."""

    stamp: float
    times: tuple[float, float]
    running: Player | None

    def at(self, moment: float, player: Player) -> float:
        """``player``'s time left at ``moment`` as the server counts it."""
        left = self.times[player]
        if player is self.running:
            left -= moment - self.stamp
        return max(0.0, left)


def figure_of(clocks: Any, running: Any, stamp: float) -> Figure:
    side = None if running is None else Side(running).player
    return Figure(stamp, (clocks[0] / 1000, clocks[1] / 1000), side)


def server_figure(server: ServerThread, game_id: str) -> Figure:
    """The figure read from the server's own game, on the server's loop."""
    async def read() -> Figure:
        live = server.server.games[game_id]
        return figure_of(live.clock_ms(), live.running(), time.monotonic())
    figure: Figure = server.call(read())
    return figure


def synced_figure(client: ThreadedClient, game_id: str, version: int) -> Figure:
    """The figure the server answers a ``sync`` of another real client with (its moment
    taken halfway through the round trip)."""
    before = time.monotonic()
    frame = client.request("sync", game=game_id, since=version).result(30)
    after = time.monotonic()
    return figure_of(frame["clocks"], frame.get("running"), (before + after) / 2)


# -- the games ------------------------------------------------------------------------
@dataclass
class Table:
    """A game on the window's board: the opponent's move (by ply and move), the server's
    figure now, and what to close after."""

    window: MainWindow
    game_id: str
    opponent_moves: Callable[[int, str], None]
    figure: Callable[[], Figure]
    close: Callable[[], None]


def server_table(qtbot: QtBot, window: MainWindow, server: ServerThread) -> Table:
    """A server game: kofi seeks as South, the window (ama) accepts and plays North."""
    connection = OnlineConnection()
    signed_up(qtbot, connection, server.url, "ama")
    kofi = OtherPlayer(server.url, "kofi")
    seek = kofi.ask("seek", clock=TERMS.control.format(), side="south")["seek"]  # type: ignore
    pending = answered(qtbot, connection.accept_seek(seek["id"]))
    assert pending.answer is not None
    window.online.play(connection, pending.answer)
    game_id = pending.answer["game"]["id"]

    def moves(ply: int, move: str) -> None:
        kofi.ask("move", game=game_id, ply=ply, move=move, think_ms=10)

    def close() -> None:
        kofi.close()
        connection.close()
    return Table(window, game_id, moves, lambda: server_figure(server, game_id), close)


def lan_hosted_table(qtbot: QtBot, window: MainWindow) -> Table:
    """A game this program hosts (Host a Game's dialog, North); a real client joins."""
    dialog = HostDialog(TERMS, "Ama", window.online, window, bind="127.0.0.1",
                        announce=False)
    dialog.show()
    dialog.start()
    waiting = dialog.tr("Waiting for the other player to join…")  # its game open
    qtbot.waitUntil(lambda: dialog.status.text() == waiting, timeout=PATIENCE)
    assert dialog.host is not None
    joiner = ThreadedClient(dialog.host.url)
    joiner.start()
    seat = joiner.run(take_seat(joiner.client, dialog.host.code))
    qtbot.waitUntil(seat.done, timeout=PATIENCE)
    game_id = seat.result()["game"]["id"]
    qtbot.waitUntil(window.online.playing, timeout=PATIENCE)

    def close() -> None:
        joiner.close()
        if dialog.table is not None:
            dialog.table.stop()
    return _lan_table(window, game_id, joiner, close)


def lan_joined_table(qtbot: QtBot, window: MainWindow) -> Table:
    """A game another program hosts (North); the window joins it (Join a Game's dialog)."""
    host = LanHost(bind="127.0.0.1", port=0)
    host.start()
    client = ThreadedClient(host.local_url)
    client.start()
    client.run(open_table(client.client, host.code, TERMS)).result(20)
    dialog = JoinDialog(window.online, window)
    dialog.show()
    qtbot.keyClicks(dialog.address_field, f"127.0.0.1:{host.port}")
    qtbot.keyClicks(dialog.code_field, host.code)
    qtbot.keyClick(dialog.code_field, Qt.Key.Key_Return)
    qtbot.waitUntil(window.online.playing, timeout=PATIENCE)

    def close() -> None:
        client.close()
        host.stop()
    return _lan_table(window, window.online.game_id, client, close)


def _lan_table(window: MainWindow, game_id: str, other: ThreadedClient,
               close: Callable[[], None]) -> Table:
    def moves(ply: int, move: str) -> None:
        other.request("move", game=game_id, ply=ply, move=move, think_ms=10).result(30)
    return Table(window, game_id, moves,
                 lambda: synced_figure(other, game_id, window.online.version), close)


KINDS: dict[str, Callable[[QtBot, MainWindow, ServerThread], Table]] = {
    "server": server_table,
    "lan-hosted": lambda qtbot, window, _server: lan_hosted_table(qtbot, window),
    "lan-joined": lambda qtbot, window, _server: lan_joined_table(qtbot, window),
}


def my_clock_running(qtbot: QtBot, table: Table) -> Player:
    """Play (each side its first legal move) until the window's player is to move with
    their clock running on the server (it runs from the second move on). Their side."""
    window = table.window
    window.online.confirm = lambda _title, _question: True
    mine = window.online.side
    assert mine is not None
    for _ in range(6):  # at most three moves each
        qtbot.waitUntil(lambda: not window.board.is_animating(), timeout=PATIENCE)
        game = window.game
        if game.to_move is mine and len(game.plies) >= 2:
            break
        ply, move = len(game.plies), game.legal_moves()[0]
        if game.to_move is mine:
            window.play_house(LETTERS.index(move))
            qtbot.waitUntil(lambda ply=ply: window.online.version > ply, timeout=PATIENCE)
        else:
            table.opponent_moves(ply, move)
            qtbot.waitUntil(lambda ply=ply: len(window.game.plies) > ply, timeout=PATIENCE)
    qtbot.waitUntil(lambda: table.figure().running is mine, timeout=PATIENCE)
    qtbot.waitUntil(lambda: window.model.clock.running is mine, timeout=PATIENCE)
    return mine


@pytest.fixture
def table(request: pytest.FixtureRequest, qtbot: QtBot, window: MainWindow,
          server: ServerThread) -> Iterator[Table]:
    made = KINDS[request.param](qtbot, window, server)
    yield made
    made.close()


# -- the states of the window ---------------------------------------------------------
def behind_another_window(qtbot: QtBot, window: MainWindow) -> Callable[[], None]:
    window.help.show_rules()
    rules = window.help.rules_window
    assert rules is not None
    rules.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is rules, timeout=PATIENCE)
    return rules.close


def behind_a_dialog(qtbot: QtBot, window: MainWindow) -> Callable[[], None]:
    box = QMessageBox(QMessageBox.Icon.Question, "A question", "Still there?",
                      QMessageBox.StandardButton.Ok, window)
    box.setWindowModality(Qt.WindowModality.ApplicationModal)
    box.show()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is box, timeout=PATIENCE)
    return box.close


def minimised(qtbot: QtBot, window: MainWindow) -> Callable[[], None]:
    window.setWindowState(Qt.WindowState.WindowMinimized)
    qtbot.waitUntil(lambda: bool(window.windowState() & Qt.WindowState.WindowMinimized),
                    timeout=PATIENCE)
    return lambda: window.setWindowState(Qt.WindowState.WindowNoState)


def looking_back(qtbot: QtBot, window: MainWindow) -> Callable[[], None]:
    """The player looks at an earlier position of the game (the move list's first row):
    the engine's review is not open during a game one plays online (fair play), but
    looking back is."""
    window.show_ply(1)
    qtbot.waitUntil(lambda: window.board.isVisible(), timeout=PATIENCE)
    return lambda: window.show_ply(None)


STATES: dict[str, Callable[[QtBot, MainWindow], Callable[[], None]]] = {
    "another-window": behind_another_window, "dialog": behind_a_dialog,
    "minimised": minimised, "looking-back": looking_back}


def shown_as_the_server_counts(window: MainWindow, figure: Figure) -> None:
    """The window's clocks (their times, their faces, the running one lit) are the
    server's ``figure`` at this instant, within ``TOLERANCE``."""
    now = time.monotonic()
    for player in Player:
        expected = figure.at(now, player)
        shown = window.model.clock.remaining(player)
        assert shown is not None and abs(shown - expected) <= TOLERANCE, (player, shown,
                                                                          expected)
        faces = {format_clock(max(0.0, expected + d)) for d in (-TOLERANCE, 0, 0.3)}
        label = window.clocks.label(player)
        assert label.text() in faces, (player, label.text(), faces)
        assert bool(label.property("running")) == (player is figure.running), player
    assert window.model.clock.running is figure.running


def a_while(qtbot: QtBot, seconds: float = HELD_FOR) -> None:
    """Let ``seconds`` go by with the window's events served."""
    end = time.monotonic() + seconds
    qtbot.waitUntil(lambda: time.monotonic() >= end, timeout=int(seconds * 1000) + PATIENCE)


@pytest.mark.parametrize("state", list(STATES))
@pytest.mark.parametrize("table", list(KINDS), indirect=True)
def test_the_clock_shown_is_the_server_clock_in_every_state_of_the_window(
        qtbot: QtBot, table: Table, state: str) -> None:
    window = table.window
    mine = my_clock_running(qtbot, table)
    shown_as_the_server_counts(window, table.figure())
    undo = STATES[state](qtbot, window)
    a_while(qtbot)
    figure = table.figure()
    assert figure.running is mine
    shown_as_the_server_counts(window, figure)  # not held, not charged: the server's
    undo()
    a_while(qtbot, 0.3)
    shown_as_the_server_counts(window, table.figure())  # nothing refunded on the way back


def test_a_watched_game_shows_the_server_clock_behind_another_window(
        qtbot: QtBot, window: MainWindow, server: ServerThread) -> None:
    connection = OnlineConnection()
    signed_up(qtbot, connection, server.url, "ama")
    kofi, yaw = OtherPlayer(server.url, "kofi"), OtherPlayer(server.url, "yaw")
    try:
        seek = kofi.ask("seek", clock="300+3", side="south")["seek"]
        game = yaw.ask("seek-accept", seek=seek["id"])["game"]
        kofi.ask("move", game=game["id"], ply=0, move="C", think_ms=10)
        yaw.ask("move", game=game["id"], ply=1, move="d", think_ms=10)
        pending = answered(qtbot, connection.watch(game["id"]))
        assert pending.answer is not None
        window.online.watch(connection, pending.answer)
        qtbot.waitUntil(lambda: window.model.clock.running is Player.SOUTH, timeout=PATIENCE)
        close = behind_another_window(qtbot, window)
        a_while(qtbot)
        shown_as_the_server_counts(window, server_figure(server, game["id"]))
        close()
        minimised(qtbot, window)
        a_while(qtbot)
        shown_as_the_server_counts(window, server_figure(server, game["id"]))
    finally:
        kofi.close()
        yaw.close()
        connection.close()


def frozen(server: ServerThread) -> threading.Event:
    """Hold the server's loop (as a cut network holds a move on its way) until the event
    returned is set (at most 20 s)."""
    release, held = threading.Event(), threading.Event()

    def hold() -> None:
        held.set()
        release.wait(20)
    server.loop.call_soon_threadsafe(hold)
    held.wait(20)
    return release


@pytest.mark.parametrize("table", ["server"], indirect=True)
def test_a_move_not_yet_answered_is_shown_waiting_and_the_mover_clock_runs_on(
        qtbot: QtBot, table: Table, server: ServerThread) -> None:
    window = table.window
    online = window.online
    mine = my_clock_running(qtbot, table)
    before = window.model.clock.remaining(mine)
    assert before is not None
    release = frozen(server)
    try:
        plies = len(window.game.plies)
        move = window.game.legal_moves()[0]
        window.play_house(LETTERS.index(move))
        waiting = f"Sent {move}: waiting for the server…"
        assert online.panel.pending.text() == waiting
        assert online.panel.pending.isVisibleTo(online.panel)
        a_while(qtbot)
        assert online.panel.pending.text() == waiting  # still: no answer yet
        assert len(window.game.plies) == plies and window.model.sent == move  # not sown
        assert window.game.to_move is mine and not window.model.awaits_person()
        window.play_house(LETTERS.index(window.game.legal_moves()[-1]))  # no second move
        assert window.model.sent == move
        assert window.model.clock.running is mine  # the server still runs it
        left = window.model.clock.remaining(mine)
        assert left is not None and left <= before - HELD_FOR + TOLERANCE
        assert window.clocks.label(mine).property("running")
    finally:
        release.set()
    qtbot.waitUntil(lambda: not online.panel.pending.isVisibleTo(online.panel),
                    timeout=PATIENCE)
    assert window.game.moves[-1] == move and len(window.game.plies) == plies + 1
    qtbot.waitUntil(lambda: window.model.clock.running is mine.opponent, timeout=PATIENCE)
    shown_as_the_server_counts(window, table.figure())



@pytest.mark.parametrize("table", ["server"], indirect=True)
def test_a_move_made_while_the_connection_is_cut_waits_and_is_played_once_taken(
        qtbot: QtBot, table: Table) -> None:
    """The connection cut as a failing network cuts it: the move waits, said so, its
    clock running; once the connection is back the server takes it and it is played."""
    window = table.window
    online = window.online
    mine = my_clock_running(qtbot, table)
    assert online.connection is not None
    online.connection.drop()
    plies, move = len(window.game.plies), window.game.legal_moves()[0]
    window.play_house(LETTERS.index(move))
    assert online.panel.pending.text() == f"Sent {move}: waiting for the server…"
    assert len(window.game.plies) == plies and window.model.clock.running is mine
    qtbot.waitUntil(lambda: len(window.game.plies) == plies + 1, timeout=PATIENCE)
    assert window.game.moves[-1] == move and not online.panel.pending.isVisible()
    qtbot.waitUntil(lambda: table.figure().running is mine.opponent, timeout=PATIENCE)
    qtbot.waitUntil(lambda: window.model.clock.running is mine.opponent, timeout=PATIENCE)
    shown_as_the_server_counts(window, table.figure())
