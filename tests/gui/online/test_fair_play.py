"""Fair play (``gui/game/fair_play.py``): while the window's player plays an online game
that is not over, the engine helps nobody here: the Analysis and Review Game commands are
off and cannot be turned on (the hint already was); once the game is over, and for a
watcher, they are there. A real server on a thread, the window's own connection, and a
second real client playing the other side."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from wari_desktop.gui.online.connection import OnlineConnection
from wari_desktop.gui.window.main_window import MainWindow

from .conftest import ServerThread
from .players import PATIENCE, OtherPlayer, answered
from .test_online_game import other_moves, start


def test_no_engine_help_during_an_online_game_and_all_of_it_after(
        qtbot: QtBot, window: MainWindow, connection: OnlineConnection,
        kofi: OtherPlayer) -> None:
    game = start(qtbot, window, connection, kofi)
    other_moves(qtbot, window, kofi, game["id"])
    study = window.study
    assert not study.analysis.action.isEnabled()
    assert not study.reviews.action.isEnabled()
    assert not window.commands.hint.isEnabled()
    study.analysis.set_on(True)
    assert not study.analysis.is_on() and not study.analysis.dock.isVisible()
    study.reviews.start()
    assert study.reviews.dock is None or not study.reviews.dock.isVisible()
    kofi.ask("resign", game=game["id"])
    qtbot.waitUntil(lambda: window.model.is_over(), timeout=PATIENCE)
    qtbot.waitUntil(lambda: study.analysis.action.isEnabled()
                    and study.reviews.action.isEnabled(), timeout=PATIENCE)
    study.analysis.set_on(True)
    assert study.analysis.is_on()
    study.analysis.set_on(False)


def test_a_watcher_may_use_the_engine(qtbot: QtBot, window: MainWindow,
                                      connection: OnlineConnection,
                                      server: ServerThread, kofi: OtherPlayer) -> None:
    yaw = OtherPlayer(server.url, "yaw")
    try:
        seek = kofi.ask("seek", clock="60+1", side="south")["seek"]
        game = yaw.ask("seek-accept", seek=seek["id"])["game"]
        kofi.ask("move", game=game["id"], ply=0, move="C", think_ms=10)
        window.online.confirm = lambda _title, _question: True
        pending = answered(qtbot, connection.watch(game["id"]))
        assert pending.answer is not None
        window.online.watch(connection, pending.answer)
        qtbot.waitUntil(lambda: len(window.game.plies) == 1, timeout=PATIENCE)
        assert window.study.analysis.action.isEnabled()
        assert window.study.reviews.action.isEnabled()
    finally:
        yaw.close()
