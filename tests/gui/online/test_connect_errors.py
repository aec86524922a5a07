"""Why a connection could not be opened, in plain words (``gui/online/connect_errors``):
real failures on 127.0.0.1 (something that is not a Wari server; nothing listening is in
``test_connection``), and the system's other errors (no route, a name not known, a
time-out: none of which a test may cause off this machine) as the client raises them."""

from __future__ import annotations

import errno
import socket
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from wari_desktop.client import ConnectionLost
from wari_desktop.gui.online.connect_errors import (
    connect_error_text,
    host_and_port,
    open_failure_text,
)
from wari_desktop.gui.online.connection import OnlineConnection

from .players import PATIENCE


@pytest.fixture
def connection() -> Iterator[OnlineConnection]:
    opened = OnlineConnection()
    yield opened
    opened.close()


@pytest.fixture
def not_a_wari_server() -> Iterator[int]:
    """A port on 127.0.0.1 where a plain web server answers 404 to everything."""
    listener = socket.create_server(("127.0.0.1", 0))
    listener.settimeout(0.1)
    port = listener.getsockname()[1]
    done = threading.Event()

    def answer() -> None:
        for _ in range(300):  # bounded: 30 s at most
            if done.is_set():
                return
            try:
                peer, _address = listener.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            with peer:
                peer.settimeout(5)
                peer.recv(4096)
                peer.sendall(b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n"
                             b"Connection: close\r\n\r\n")

    thread = threading.Thread(target=answer, daemon=True)
    thread.start()
    yield port
    done.set()
    thread.join(5)
    listener.close()


def opening_fails(qtbot: QtBot, connection: OnlineConnection, url: str) -> str:
    with qtbot.waitSignal(connection.openFailed, timeout=PATIENCE) as failed:
        connection.open(url)
    return str(failed.args[0])


def test_something_that_is_not_a_wari_server_is_said(
        qtbot: QtBot, connection: OnlineConnection, not_a_wari_server: int) -> None:
    said = opening_fails(qtbot, connection, f"ws://127.0.0.1:{not_a_wari_server}/")
    assert said == (f"Something answers at 127.0.0.1 port {not_a_wari_server}, but it is not "
                    "a Wari server: is the address right?")


def as_the_client_raises(error: OSError | TimeoutError) -> ConnectionLost:
    """``error`` wrapped as the client raises it when it cannot reach a server."""
    try:
        try:
            raise error
        except (OSError, TimeoutError):
            raise ConnectionLost(f"cannot reach ws://192.0.2.1:7531/: {error}") from None
    except ConnectionLost as lost:
        return lost


@pytest.mark.parametrize(("error", "words"), [
    (OSError(errno.ENETUNREACH, "Network is unreachable"), "cannot be reached from this "
     "computer"),
    (OSError(errno.EHOSTUNREACH, "No route to host"), "cannot be reached from this computer"),
    (TimeoutError("timed out during opening handshake"), "did not answer in time"),
    (ConnectionResetError(errno.ECONNRESET, "reset"), "was cut while it opened"),
    (ConnectionRefusedError(errno.ECONNREFUSED, "Connect call failed"), "Nothing answers"),
    (socket.gaierror(socket.EAI_NONAME, "Name or service not known"), "is not known"),
])
def test_the_system_s_errors_are_sentences(error: OSError | TimeoutError, words: str) -> None:
    said = connect_error_text(as_the_client_raises(error), "ws://192.0.2.1:7531/")
    assert words in said and "192.0.2.1" in said
    assert "Errno" not in said and "ws://" not in said and "cannot reach" not in said


def test_an_error_not_known_is_said_as_it_is_and_a_refusal_as_the_server_said_it() -> None:
    assert connect_error_text(ValueError("odd"), "ws://h:1/") == "Could not connect: odd"
    assert open_failure_text(RuntimeError("this account is disabled"), "ws://h:1/") == \
        "this account is disabled"


def test_the_host_and_port_as_typed() -> None:
    assert host_and_port("ws://127.0.0.1:7532/") == ("127.0.0.1", "7532")
    assert host_and_port("wss://club.example/") == ("club.example", "443")
    assert host_and_port("192.168.1.20:7531") == ("192.168.1.20", "7531")


def test_the_sign_in_form_says_the_sentence_alone(qtbot: QtBot, tmp_path: Path,
                                                 connection: OnlineConnection) -> None:
    """The lobby's sign-in says why the server could not be reached in the sentence of
    ``connect_errors``, with no prefix and no system error around it."""
    from PySide6.QtCore import QSettings

    from wari_desktop.gui.online.credentials import TokenKeeper
    from wari_desktop.gui.online.sign_in_flow import SignInFlow

    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    flow = SignInFlow(connection, TokenKeeper(), store)
    said: list[str] = []
    flow.message.connect(said.append)
    with qtbot.waitSignal(connection.openFailed, timeout=PATIENCE):
        flow.sign_in(f"ws://127.0.0.1:{port}/", "ama", "correct horse battery")
    assert said[-1] == (f"Nothing answers at 127.0.0.1 port {port}: is the server running, "
                        "and is the address right? A firewall may be in the way.")
