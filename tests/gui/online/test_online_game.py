"""The online game on the window's board (``gui/online/online_game.py``): a real server on
a thread, the window's own ``OnlineConnection`` and a second real client (``OtherPlayer``)
playing the other side through the protocol."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from wari_desktop.gui.online.connection import CONNECTION_LOST, OnlineConnection
from wari_desktop.gui.online.online_game import games_folder
from wari_desktop.gui.platform.recent_files import recent_files
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.rules import LETTERS, Player

from .conftest import ServerThread
from .players import PATIENCE, OtherPlayer, answered, signed_up


def start(qtbot: QtBot, window: MainWindow, connection: OnlineConnection,
          other: OtherPlayer, clock: str | None = "60+1") -> dict[str, Any]:
    """Kofi seeks a game as South; the window accepts it and plays North. The game."""
    window.online.confirm = lambda _title, _question: True  # no question left open
    seek = other.ask("seek", clock=clock, side="south")["seek"]
    pending = answered(qtbot, connection.accept_seek(seek["id"]))
    assert pending.answer is not None and pending.answer["t"] == "game"
    window.online.play(connection, pending.answer)
    return dict(pending.answer["game"])


def until_plies(qtbot: QtBot, window: MainWindow, plies: int) -> None:
    qtbot.waitUntil(lambda: len(window.game.plies) == plies and not window.board.is_animating(),
                    timeout=PATIENCE)


def other_moves(qtbot: QtBot, window: MainWindow, other: OtherPlayer, game_id: str) -> dict:
    """Kofi plays his first legal move; the window shows it. The move's event."""
    ply = len(window.game.plies)
    move = window.game.legal_moves()[0]
    answer = other.ask("move", game=game_id, ply=ply, move=move, think_ms=100)
    until_plies(qtbot, window, ply + 1)
    return dict(answer["event"])


def window_moves(qtbot: QtBot, window: MainWindow, other: OtherPlayer, game_id: str) -> dict:
    """The window's player clicks their first legal move; kofi hears of it. The event."""
    ply = len(window.game.plies)
    move = window.game.legal_moves()[0]
    window.play_house(LETTERS.index(move))
    assert window.model.sent == move and len(window.game.plies) == ply  # sent, not played
    event = other.until(lambda f: f.get("t") == "event" and f["event"].get("ply") == ply)
    until_plies(qtbot, window, ply + 1)  # played once the server has it
    return event


def test_a_game_on_the_board_moves_clocks_resignation_and_record(
        qtbot: QtBot, window: MainWindow, connection: OnlineConnection,
        kofi: OtherPlayer) -> None:
    game = start(qtbot, window, connection, kofi)
    model, online = window.model, window.online
    assert online.side is Player.NORTH and window.board.is_flipped()  # North at the bottom
    assert window.panel.bottom_card.role.text() == "North · houses a–f · you · rating 1500"
    assert "you" not in window.panel.top_card.role.text()  # kofi's card
    assert window.document.player_names() == ("kofi", "ama")
    assert model.seat(Player.SOUTH).remote and not model.seat(Player.NORTH).remote
    assert not model.awaits_person()  # kofi (South) moves first
    window.play_house(LETTERS.index("c"))
    assert not window.game.plies  # not the player's turn: nothing played, nothing sent
    assert not window.commands.undo.isEnabled() and not window.commands.hint.isEnabled()
    assert online.panel.abort.isVisibleTo(online.panel)
    for _ in range(3):
        other_moves(qtbot, window, kofi, game["id"])
        assert model.awaits_person()
        event = window_moves(qtbot, window, kofi, game["id"])
        assert event["event"]["by"] == "north"
        version = event["event"]["v"]
        qtbot.waitUntil(lambda version=version: online.version == version, timeout=PATIENCE)
        south, north = event["event"]["clocks"]
        times = model.clock.times()
        assert times is not None
        # The clocks shown are the server's (the running one has run a little since).
        assert abs(times[0] - south / 1000) < 1.5 and abs(times[1] - north / 1000) < 1.5
        assert not model.awaits_person() and not window.commands.undo.isEnabled()
    assert not online.panel.abort.isVisibleTo(online.panel)  # too late to abort
    assert len(window.game.plies) == 6
    with qtbot.waitSignal(online.finished, timeout=PATIENCE) as saved:
        kofi.ask("resign", game=game["id"])
    end = kofi.until(lambda f: f.get("t") == "event" and f["event"].get("e") == "end")
    path = saved.args[0]
    assert path.startswith(str(games_folder()))
    with open(path, encoding="utf-8") as kept:
        assert kept.read() == end["event"]["ogn"]  # the server's record, as it is
    assert recent_files()[0].name == path.rsplit("/", 1)[-1]
    assert not window.document.modified and str(window.document.path) == path
    assert "*" not in window.document.title()  # kept in its file: nothing to ask about
    assert model.is_over() and model.resigned is Player.SOUTH
    assert "You win" in online.panel.notice.text()
    assert not online.playing() and not online.panel.resign.isVisibleTo(online.panel)


def test_abort_before_the_second_move(qtbot: QtBot, window: MainWindow,
                                      connection: OnlineConnection, kofi: OtherPlayer) -> None:
    game = start(qtbot, window, connection, kofi)
    other_moves(qtbot, window, kofi, game["id"])
    window.online.panel.abort.click()
    end = kofi.until(lambda f: f.get("t") == "event" and f["event"].get("e") == "end")
    assert end["event"]["reason"] == "aborted"
    qtbot.waitUntil(lambda: window.online.over, timeout=PATIENCE)
    assert "aborted" in window.online.panel.notice.text()
    assert not window.model.awaits_person()  # no move may be played any more


def test_an_offer_to_end_answered_on_the_board(qtbot: QtBot, window: MainWindow,
                                               connection: OnlineConnection,
                                               kofi: OtherPlayer) -> None:
    game = start(qtbot, window, connection, kofi, clock=None)
    other_moves(qtbot, window, kofi, game["id"])
    window_moves(qtbot, window, kofi, game["id"])
    panel = window.online.panel
    assert panel.offer.isVisibleTo(panel) and not panel.accept.isVisibleTo(panel)
    kofi.ask("offer-end", game=game["id"])
    qtbot.waitUntil(lambda: panel.accept.isVisibleTo(panel), timeout=PATIENCE)
    assert "kofi offers to end" in panel.notice.text()
    with qtbot.waitSignal(window.online.finished, timeout=PATIENCE):
        panel.accept.click()
    assert window.model.is_over() and window.game.outcome is not None


def test_the_chat_line(qtbot: QtBot, window: MainWindow, connection: OnlineConnection,
                       kofi: OtherPlayer) -> None:
    game = start(qtbot, window, connection, kofi)
    panel = window.online.panel
    kofi.ask("chat", game=game["id"], text="good luck!")
    qtbot.waitUntil(lambda: "kofi: good luck!" in panel.chat.toPlainText(), timeout=PATIENCE)
    panel.line.setText("thanks")
    panel.line.returnPressed.emit()
    said = kofi.until(lambda f: f.get("t") == "event" and f["event"].get("e") == "chat"
                      and f["event"]["by"] == "north")
    assert said["event"]["text"] == "thanks"
    qtbot.waitUntil(lambda: panel.line.text() == "", timeout=PATIENCE)


def test_the_opponent_gone_is_shown_counting_down(
        qtbot: QtBot, window: MainWindow, connection: OnlineConnection,
        server: ServerThread) -> None:
    yaw = OtherPlayer(server.url, "yaw")
    start(qtbot, window, connection, yaw)
    yaw.close()  # gone, and not coming back
    presence = window.online.panel.presence
    qtbot.waitUntil(lambda: "to claim the game" in presence.text(), timeout=PATIENCE)
    assert presence.text().startswith("yaw: connection lost,")
    assert not window.online.claimable()  # the window is not over yet
    assert not window.online.panel.claim_win.isVisibleTo(window.online.panel)


def test_watching_a_game_of_others(qtbot: QtBot, window: MainWindow,
                                   connection: OnlineConnection, server: ServerThread,
                                   kofi: OtherPlayer) -> None:
    yaw = OtherPlayer(server.url, "yaw")
    try:
        seek = kofi.ask("seek", clock="60+1", side="south")["seek"]
        game = yaw.ask("seek-accept", seek=seek["id"])["game"]
        kofi.ask("move", game=game["id"], ply=0, move="C", think_ms=10)
        window.online.confirm = lambda _title, _question: True
        pending = answered(qtbot, connection.watch(game["id"]))
        assert pending.answer is not None
        window.online.watch(connection, pending.answer)
        until_plies(qtbot, window, 1)
        assert window.online.side is None and not window.model.awaits_person()
        window.play_house(LETTERS.index("a"))
        assert len(window.game.plies) == 1  # read-only
        yaw.ask("move", game=game["id"], ply=1, move="d", think_ms=10)
        until_plies(qtbot, window, 2)
        assert window.game.moves == ["C", "d"]
        assert not window.online.panel.resign.isVisibleTo(window.online.panel)
    finally:
        yaw.close()


def test_a_claim_once_the_opponent_window_is_over(
        qtbot: QtBot, window: MainWindow, connection: OnlineConnection,
        server: ServerThread, monkeypatch: pytest.MonkeyPatch) -> None:
    from wari_desktop.server import live_game

    monkeypatch.setattr(live_game, "reconnect_window", lambda _control: 0.5)
    yaw = OtherPlayer(server.url, "yaw")
    game = start(qtbot, window, connection, yaw)
    panel = window.online.panel
    yaw.close()
    qtbot.waitUntil(lambda: panel.claim_win.isVisibleTo(panel), timeout=PATIENCE)
    assert "yaw has not come back" in panel.presence.text()
    with qtbot.waitSignal(window.online.finished, timeout=PATIENCE) as saved:
        panel.claim_win.click()
    assert "You claimed the game: yaw left it" in panel.notice.text()
    assert game["id"] in saved.args[0]
    assert not window.model.awaits_person()


def test_play_online_opens_the_lobby_whose_games_come_to_the_board(
        qtbot: QtBot, window: MainWindow, server: ServerThread, kofi: OtherPlayer) -> None:
    menu = window.online_menu
    assert menu.action in window.menus.menu("game").actions()
    assert menu.action.shortcut().toString() == "Ctrl+Shift+N"
    menu.action.trigger()
    lobby = menu.lobby
    assert lobby is not None and lobby.isVisible() and lobby.connection is menu.connection
    try:
        signed_up(qtbot, menu.connection, server.url, "ama")
        window.online.confirm = lambda _title, _question: True
        seek = kofi.ask("seek", clock="60+1", side="south")["seek"]
        answered(qtbot, menu.connection.accept_seek(seek["id"]))
        qtbot.waitUntil(lambda: window.online.playing(), timeout=PATIENCE)
        assert window.document.player_names() == ("kofi", "ama")
        assert menu.open() is lobby  # one lobby: brought forward
    finally:
        lobby.close()
        menu.connection.close()


def test_a_game_started_in_the_lobby_comes_in_front_of_it(
        qtbot: QtBot, window: MainWindow, server: ServerThread, kofi: OtherPlayer) -> None:
    """The lobby stands over the window; the game it starts is on the window's board,
    which comes to the front (else the player plays under the lobby, seeing nothing)."""
    window.show()
    menu = window.online_menu
    menu.action.trigger()
    lobby = menu.lobby
    assert lobby is not None
    try:
        lobby.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is lobby, timeout=PATIENCE)
        signed_up(qtbot, menu.connection, server.url, "ama")
        window.online.confirm = lambda _title, _question: True
        seek = kofi.ask("seek", clock="60+1", side="south")["seek"]
        answered(qtbot, menu.connection.accept_seek(seek["id"]))
        qtbot.waitUntil(lambda: window.online.playing(), timeout=PATIENCE)
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=PATIENCE)
        assert lobby.isVisible()  # still there, behind, for the next game
    finally:
        lobby.close()
        menu.connection.close()


def test_closing_the_window_during_an_online_game_asks_first(
        qtbot: QtBot, window: MainWindow, connection: OnlineConnection,
        kofi: OtherPlayer) -> None:
    start(qtbot, window, connection, kofi)
    asked: list[str] = []

    def refuse(title: str, _question: str) -> bool:
        asked.append(title)
        return False

    window.online.confirm = refuse
    assert not window.close()  # the player said no: the window stays
    assert asked == ["Leave the online game"] and window.online.playing()
    window.online.confirm = lambda _title, _question: True


def test_a_move_the_server_refuses_is_taken_back_to_the_server_game(
        qtbot: QtBot, window: MainWindow, connection: OnlineConnection,
        kofi: OtherPlayer) -> None:
    game = start(qtbot, window, connection, kofi)
    other_moves(qtbot, window, kofi, game["id"])
    kofi.ask("abort", game=game["id"])  # the window has not heard of it yet
    window.play_house(LETTERS.index(window.game.legal_moves()[0]))
    assert window.model.sent is not None  # sent to the server, not played
    qtbot.waitUntil(lambda: window.online.over and window.model.sent is None,
                    timeout=PATIENCE)  # refused: the board is the server's game again
    assert len(window.game.plies) == 1
    assert "aborted" in window.online.panel.notice.text()
    assert window.online.saved is not None


def test_a_move_lost_with_the_connection_after_the_end_says_nothing(
        qtbot: QtBot, window: MainWindow, connection: OnlineConnection,
        kofi: OtherPlayer) -> None:
    """The game ended with the player's move and its host stopped before the move's own
    answer came (a game hosted on this network): the move is in the record, nothing to
    take back or to say. Before the end, the same loss is said."""
    game = start(qtbot, window, connection, kofi)
    online = window.online
    online._move_refused(CONNECTION_LOST, "the connection was closed")
    assert "did not take your move" in online.panel.notice.text()
    # the board put back to the server's game (its sync answered) before the end comes
    qtbot.waitUntil(lambda: not connection._pending, timeout=PATIENCE)
    kofi.ask("resign", game=game["id"])
    qtbot.waitUntil(lambda: online.over, timeout=PATIENCE)
    ended = online.panel.notice.text()
    online._move_refused(CONNECTION_LOST, "the connection was closed")
    assert online.panel.notice.text() == ended
    assert "did not take your move" not in ended


def test_the_game_goes_on_after_the_window_connection_drops(
        qtbot: QtBot, window: MainWindow, connection: OnlineConnection,
        kofi: OtherPlayer) -> None:
    game = start(qtbot, window, connection, kofi)
    banners: list[str] = []
    connection.bannerChanged.connect(banners.append)
    connection.drop()
    kofi.ask("move", game=game["id"], ply=0, move="A", think_ms=10)
    until_plies(qtbot, window, 1)  # caught up after the reconnection
    qtbot.waitUntil(lambda: banners[-1:] == [""], timeout=PATIENCE)
    assert "Connection lost: reconnecting…" in banners
    assert window.online.panel.banner.text() == "" and window.model.awaits_person()
    window_moves(qtbot, window, kofi, game["id"])  # and the game goes on


def test_rematch_challenges_the_opponent_and_the_new_game_comes_to_the_board(
        qtbot: QtBot, window: MainWindow, connection: OnlineConnection,
        kofi: OtherPlayer) -> None:
    game = start(qtbot, window, connection, kofi)
    panel = window.online.panel
    assert not panel.rematch.isVisibleTo(panel)
    with qtbot.waitSignal(window.online.finished, timeout=PATIENCE):
        kofi.ask("resign", game=game["id"])
    assert panel.rematch.isVisibleTo(panel)
    panel.rematch.click()
    offer = kofi.until(lambda f: f.get("t") == "challenge")["challenge"]
    assert offer["by"]["name"] == "ama" and offer["clock"] == "60+1"
    assert offer["side"] == "south"  # each on the other side this time
    kofi.ask("challenge-accept", challenge=offer["id"])
    qtbot.waitUntil(lambda: window.online.playing(), timeout=PATIENCE)
    assert window.online.game_id != game["id"] and window.online.side is Player.SOUTH
    assert window.document.player_names() == ("ama", "kofi") and window.model.awaits_person()


def test_a_rematch_declined_is_said_and_offered_no_more(
        qtbot: QtBot, window: MainWindow, connection: OnlineConnection,
        kofi: OtherPlayer) -> None:
    game = start(qtbot, window, connection, kofi)
    panel = window.online.panel
    with qtbot.waitSignal(window.online.finished, timeout=PATIENCE):
        kofi.ask("resign", game=game["id"])
    panel.rematch.click()
    qtbot.waitUntil(lambda: "Rematch offered to kofi" in panel.notice.text(),
                    timeout=PATIENCE)
    offer = kofi.until(lambda f: f.get("t") == "challenge")["challenge"]
    qtbot.waitUntil(lambda: bool(window.online._rematch_id), timeout=PATIENCE)
    kofi.ask("challenge-decline", challenge=offer["id"])
    qtbot.waitUntil(lambda: "kofi declined" in panel.notice.text(), timeout=PATIENCE)
    assert "Rematch offered" not in panel.notice.text()


def test_play_online_asks_before_a_game_with_unsaved_moves_is_left(
        qtbot: QtBot, window: MainWindow) -> None:
    window.play_house(LETTERS.index("C"))
    asked: list[str] = []

    def cancel(title: str, _text: str) -> str:
        asked.append(title)
        return "cancel"

    window.files.ask_save = cancel
    assert window.online_menu.open() is None and window.online_menu.lobby is None
    assert asked and window.game.moves == ["C"]  # the game stays


def test_an_online_game_is_not_autosaved_to_resume_at_this_screen(
        qtbot: QtBot, window: MainWindow, connection: OnlineConnection,
        kofi: OtherPlayer, tmp_path: Any) -> None:
    from wari_desktop.gui.platform.autosave import write_autosave

    start(qtbot, window, connection, kofi)
    kept = tmp_path / "autosave.ogn"
    kept.write_text("an older game")
    assert write_autosave(window.model, kept) and not kept.exists()


def test_another_game_during_an_online_game_asks_to_leave_it_not_to_discard_it(
        qtbot: QtBot, window: MainWindow, connection: OnlineConnection,
        kofi: OtherPlayer) -> None:
    """New Game or Open during one's own online game: the question is whether to leave
    it (it goes on on the server), never Save or Discard; saying no keeps it; once it is
    over, the usual question about unsaved moves applies again."""
    game = start(qtbot, window, connection, kofi)
    other_moves(qtbot, window, kofi, game["id"])
    asked: list[str] = []
    window.files.ask_save = lambda title, _text: asked.append(f"save: {title}") or "discard"
    answer = False

    def confirm(title: str, _question: str) -> bool:
        asked.append(f"online: {title}")
        return answer
    window.online.confirm = confirm
    assert not window.may_abandon()
    assert asked == ["online: Leave the online game"] and window.online.playing()
    answer = True
    assert window.may_abandon()
    kofi.ask("resign", game=game["id"])
    qtbot.waitUntil(lambda: not window.online.playing(), timeout=PATIENCE)
    asked.clear()
    window.may_abandon()
    assert not any(question.startswith("online") for question in asked), asked
