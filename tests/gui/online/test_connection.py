"""``OnlineConnection`` against a real ``wari-server`` on 127.0.0.1: signing up and in,
the lobby, a seek by another real client accepted (the game's frame comes as a signal on
the GUI thread), challenges, watching, a token kept, a dropped connection coming back."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from wari_desktop.gui.online.connection import (
    NOT_CONNECTED,
    ConnectionState,
    OnlineConnection,
)
from wari_desktop.rules.clock import TimeControl

from .conftest import ServerThread, add_bot
from .players import PATIENCE, OtherPlayer, answered, signed_up


@pytest.fixture
def connection(qtbot: QtBot) -> Iterator[OnlineConnection]:
    made = OnlineConnection()
    yield made
    made.close()


@pytest.fixture
def others() -> Iterator[list[OtherPlayer]]:
    made: list[OtherPlayer] = []
    yield made
    for player in made:
        player.close()


def test_signing_up_signs_in_with_the_servers_rating(
        qtbot: QtBot, server: ServerThread, connection: OnlineConnection) -> None:
    accounts = []
    connection.signedIn.connect(accounts.append)
    signed_up(qtbot, connection, server.url, "ama")
    assert connection.state is ConnectionState.CONNECTED
    [account] = accounts
    assert (account.name, account.kind, account.games) == ("ama", "player", 0)
    assert account.rating == 1500 and account.provisional


def test_a_seek_by_another_client_is_shown_and_accepting_it_starts_the_game(
        qtbot: QtBot, server: ServerThread, connection: OnlineConnection,
        others: list[OtherPlayer]) -> None:
    signed_up(qtbot, connection, server.url, "ama")
    lobbies: list[dict[str, Any]] = []
    threads: list[threading.Thread] = []
    connection.lobbyChanged.connect(lambda frame: (lobbies.append(frame),
                                                   threads.append(threading.current_thread())))
    answered(qtbot, connection.follow_lobby())
    assert lobbies and lobbies[0]["seeks"] == []
    kofi = OtherPlayer(server.url, "kofi")
    others.append(kofi)
    seek = kofi.ask("seek", clock="300+3", rated=True, side="south")["seek"]
    qtbot.waitUntil(lambda: any(s["id"] == seek["id"] for s in lobbies[-1]["seeks"]),
                    timeout=PATIENCE)
    shown = next(s for s in lobbies[-1]["seeks"] if s["id"] == seek["id"])
    assert shown["by"]["name"] == "kofi" and shown["clock"] == "300+3" and shown["rated"]
    games: list[dict[str, Any]] = []
    connection.gameReceived.connect(games.append)
    accepted = answered(qtbot, connection.accept_seek(seek["id"]))
    qtbot.waitUntil(lambda: bool(games), timeout=PATIENCE)
    game = games[0]["game"]
    assert accepted.answer is not None and accepted.answer["game"]["id"] == game["id"]
    assert (game["south"]["name"], game["north"]["name"]) == ("kofi", "ama")
    assert kofi.until(lambda f: f["t"] == "game")["game"]["id"] == game["id"]
    assert set(threads) == {threading.main_thread()}  # every signal on the GUI thread


def test_a_move_by_the_other_side_comes_as_a_game_event(
        qtbot: QtBot, server: ServerThread, connection: OnlineConnection,
        others: list[OtherPlayer]) -> None:
    signed_up(qtbot, connection, server.url, "ama")
    kofi = OtherPlayer(server.url, "kofi")
    others.append(kofi)
    seek = kofi.ask("seek", side="south")["seek"]
    game_id = answered(qtbot, connection.accept_seek(seek["id"])).answer["game"]["id"]
    events: list[tuple[str, dict[str, Any]]] = []
    connection.gameEvent.connect(lambda game, event: events.append((game, event)))
    kofi.ask("move", game=game_id, ply=0, move="F")
    qtbot.waitUntil(lambda: any(e.get("move") == "F" for _, e in events), timeout=PATIENCE)
    assert all(game == game_id for game, _ in events)


def test_a_wrong_password_is_refused_with_its_code(
        qtbot: QtBot, server: ServerThread, connection: OnlineConnection,
        others: list[OtherPlayer]) -> None:
    others.append(OtherPlayer(server.url, "ama"))
    with qtbot.waitSignal(connection.opened, timeout=PATIENCE):
        connection.open(server.url)
    refused = answered(qtbot, connection.sign_in("ama", "not the password"))
    assert refused.error is not None and refused.error[0] == "bad-credentials"
    assert connection.account is None


def test_a_request_without_a_connection_is_refused_on_the_next_turn(
        qtbot: QtBot, connection: OnlineConnection) -> None:
    pending = connection.seek(TimeControl(300), rated=False)
    assert not pending.done  # the answer comes like any other, through the event loop
    assert answered(qtbot, pending).error is not None
    assert pending.error[0] == NOT_CONNECTED


def test_a_server_that_is_not_there_fails_to_open(qtbot: QtBot,
                                                  connection: OnlineConnection) -> None:
    import socket

    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    with qtbot.waitSignal(connection.openFailed, timeout=PATIENCE) as blocker:
        connection.open(f"ws://127.0.0.1:{port}/")
    said = blocker.args[0]  # a sentence a player can act on, not the system's error
    assert said == (f"Nothing answers at 127.0.0.1 port {port}: is the server running, and "
                    "is the address right? A firewall may be in the way.")
    assert "Errno" not in said and "ws://" not in said
    assert connection.state is ConnectionState.OFFLINE and connection.client is None


def test_a_kept_token_signs_in_again_and_an_unknown_one_is_refused(
        qtbot: QtBot, server: ServerThread, connection: OnlineConnection) -> None:
    signed_up(qtbot, connection, server.url, "ama")
    assert connection.client is not None
    token = connection.client.client.token
    connection.close()
    assert connection.account is None
    again = OnlineConnection()
    try:
        with qtbot.waitSignal(again.signedIn, timeout=PATIENCE) as blocker:
            again.open(server.url, token)
        assert blocker.args[0].name == "ama"
        with qtbot.waitSignal(again.tokenRefused, timeout=PATIENCE):
            again.open(server.url, "x" * 43)
        assert again.account is None and again.state is ConnectionState.CONNECTED
    finally:
        again.close()


def test_a_dropped_connection_shows_a_quiet_banner_and_comes_back(
        qtbot: QtBot, server: ServerThread, connection: OnlineConnection) -> None:
    signed_up(qtbot, connection, server.url, "ama")
    banners: list[str] = []
    connection.bannerChanged.connect(banners.append)
    connection.drop()
    qtbot.waitUntil(lambda: len(banners) >= 2, timeout=PATIENCE)
    assert "reconnecting" in banners[0].lower() and banners[-1] == ""
    assert connection.state is ConnectionState.CONNECTED
    assert answered(qtbot, connection.request("ping")).answer is not None


def test_a_challenge_comes_as_a_signal_and_declining_tells_the_challenger(
        qtbot: QtBot, server: ServerThread, connection: OnlineConnection,
        others: list[OtherPlayer]) -> None:
    signed_up(qtbot, connection, server.url, "ama")
    kofi = OtherPlayer(server.url, "kofi")
    others.append(kofi)
    with qtbot.waitSignal(connection.challengeReceived, timeout=PATIENCE) as blocker:
        kofi.client.request("challenge", to="ama", clock="600+5", rated=False)
    offer = blocker.args[0]
    assert offer["by"]["name"] == "kofi" and offer["clock"] == "600+5"
    answered(qtbot, connection.decline_challenge(offer["id"], "busy"))
    gone = kofi.until(lambda f: f["t"] == "challenge-gone")
    assert gone["challenge"] == offer["id"] and "busy" in gone["reason"]


def test_challenging_a_bot_by_name_starts_a_game_when_it_accepts(
        qtbot: QtBot, server: ServerThread, connection: OnlineConnection,
        others: list[OtherPlayer]) -> None:
    bot = OtherPlayer(server.url, token=add_bot(server, "oware-bot"))
    others.append(bot)
    signed_up(qtbot, connection, server.url, "ama")
    sent = answered(qtbot, connection.challenge("oware-bot", TimeControl(300, 3), True))
    assert sent.answer is not None and sent.answer["t"] == "challenge-sent"
    offer = bot.until(lambda f: f["t"] == "challenge")["challenge"]
    with qtbot.waitSignal(connection.gameReceived, timeout=PATIENCE) as blocker:
        bot.client.request("challenge-accept", challenge=offer["id"])
    game = blocker.args[0]["game"]
    assert {game["south"]["name"], game["north"]["name"]} == {"ama", "oware-bot"}
    assert game["terms"]["rated"] and game["terms"]["clock"] == "300+3"


def test_watching_a_game_in_progress_gives_its_frame_then_its_moves(
        qtbot: QtBot, server: ServerThread, connection: OnlineConnection,
        others: list[OtherPlayer]) -> None:
    kofi, ama = OtherPlayer(server.url, "kofi"), OtherPlayer(server.url, "ama")
    others.extend((kofi, ama))
    seek = kofi.ask("seek", side="south")["seek"]
    game_id = ama.ask("seek-accept", seek=seek["id"])["game"]["id"]
    with qtbot.waitSignal(connection.opened, timeout=PATIENCE):
        connection.open(server.url)
    answered(qtbot, connection.play_as_guest())
    watched = answered(qtbot, connection.watch(game_id))
    assert watched.answer is not None and watched.answer["game"]["id"] == game_id
    with qtbot.waitSignal(connection.gameEvent, timeout=PATIENCE,
                          check_params_cb=lambda game, event: event.get("move") == "D"):
        kofi.ask("move", game=game_id, ply=0, move="D")


def test_signing_out_is_told(qtbot: QtBot, server: ServerThread,
                             connection: OnlineConnection) -> None:
    signed_up(qtbot, connection, server.url, "ama")
    with qtbot.waitSignal(connection.signedOut, timeout=PATIENCE):
        connection.sign_out()
    assert connection.account is None


def test_after_a_drop_the_lobby_and_the_games_watched_are_followed_again(
        qtbot: QtBot, server: ServerThread, connection: OnlineConnection,
        others: list[OtherPlayer]) -> None:
    kofi, ama = OtherPlayer(server.url, "kofi"), OtherPlayer(server.url, "ama")
    others.extend((kofi, ama))
    game_id = ama.ask("seek-accept", seek=kofi.ask("seek", side="south")["seek"]["id"])[
        "game"]["id"]
    signed_up(qtbot, connection, server.url, "abena")
    lobbies: list[dict[str, Any]] = []
    connection.lobbyChanged.connect(lobbies.append)
    answered(qtbot, connection.follow_lobby())
    answered(qtbot, connection.watch(game_id))
    states: list[str] = []
    connection.stateChanged.connect(states.append)
    connection.drop()
    qtbot.waitUntil(lambda: states[-1:] == ["connected"], timeout=PATIENCE)
    assert states == ["reconnecting", "connected"]
    seek = kofi.ask("seek", clock="600", rated=False)["seek"]
    qtbot.waitUntil(lambda: any(s["id"] == seek["id"] for s in lobbies[-1]["seeks"]),
                    timeout=PATIENCE)
    with qtbot.waitSignal(connection.gameEvent, timeout=PATIENCE,
                          check_params_cb=lambda game, event: event.get("move") == "E"):
        kofi.ask("move", game=game_id, ply=0, move="E")


def test_with_a_token_opened_comes_before_signed_in_and_requests_are_open(
        qtbot: QtBot, server: ServerThread, connection: OnlineConnection) -> None:
    signed_up(qtbot, connection, server.url, "ama")
    assert connection.client is not None
    token = connection.client.client.token
    connection.close()
    order: list[str] = []
    connection.opened.connect(lambda _welcome: order.append("opened"))
    connection.signedIn.connect(lambda account: order.append(
        "signed in" + (" (open)" if connection.client is not None else "")))
    with qtbot.waitSignal(connection.signedIn, timeout=PATIENCE):
        connection.open(server.url, token)
    assert order == ["opened", "signed in (open)"]


def test_closing_a_client_whose_server_is_frozen_neither_hangs_nor_raises(
        server: ServerThread) -> None:
    """A server that stops answering (its loop held, as a frozen process) does not make
    closing fail: the closing handshake is cut after ``CLOSE_SECONDS``, well before the
    ``ThreadedClient``'s own wait, which would otherwise raise ``TimeoutError``."""
    from wari_desktop.client import ThreadedClient

    client = ThreadedClient(server.url)
    client.start()
    release, held = threading.Event(), threading.Event()

    def hold() -> None:
        held.set()
        release.wait(20)

    server.loop.call_soon_threadsafe(hold)
    assert held.wait(20)
    try:
        client.close()  # raised TimeoutError when the close waited as long as the thread
        assert client.closed
    finally:
        release.set()
