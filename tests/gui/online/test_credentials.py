"""What is kept of a sign-in: the server's address and name in the settings, the token
in the keyring (here an in-memory one) or, where there is none, for the session only;
never a password, anywhere on disk."""

from __future__ import annotations

from pathlib import Path

import keyring
import pytest
from keyring.backends import fail, null
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from wari_desktop.gui.online.connection import OnlineConnection
from wari_desktop.gui.online.credentials import (
    SERVICE,
    KeptSignIn,
    TokenKeeper,
    keyring_usable,
    load_server,
    save_server,
    server_url,
)
from wari_desktop.gui.online.sign_in_flow import SignInFlow

from .conftest import MemoryKeyring, ServerThread
from .players import PASSWORD, PATIENCE


@pytest.mark.parametrize(("typed", "url"), [
    ("club.example.org", "ws://club.example.org:7531/"),
    ("  192.168.1.20:8000 ", "ws://192.168.1.20:8000/"),
    ("wss://club.example.org/wari", "wss://club.example.org:7531/wari"),
    ("ws://[::1]:7531/", "ws://[::1]:7531/"),
])
def test_an_address_as_typed_becomes_the_servers_url(typed: str, url: str) -> None:
    assert server_url(typed) == url


@pytest.mark.parametrize("typed", ["", "http://club.example.org", "club example",
                                   "host:99999", "host:0", "user@host", "host/?a=1"])
def test_a_wrong_address_is_refused_with_a_reason(typed: str) -> None:
    with pytest.raises(ValueError, match=r"\w"):
        server_url(typed)


def settings_file(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def test_the_address_and_name_are_kept_for_next_time(tmp_path: Path) -> None:
    assert load_server(settings_file(tmp_path)) == KeptSignIn()
    save_server(KeptSignIn("ws://club.example.org:7531/", "ama"), settings_file(tmp_path))
    assert load_server(settings_file(tmp_path)) == KeptSignIn("ws://club.example.org:7531/",
                                                              "ama")


def test_a_damaged_address_in_the_settings_is_forgotten(tmp_path: Path) -> None:
    store = settings_file(tmp_path)
    store.setValue("online/server", "http://nowhere:99999")
    store.setValue("online/name", "x" * 500)
    assert load_server(store) == KeptSignIn()


def test_a_token_goes_to_the_keyring_and_comes_back_next_time(
        memory_keyring: MemoryKeyring) -> None:
    assert keyring_usable()
    assert TokenKeeper().keep("ws://h:7531/", "ama", "t" * 43)
    assert memory_keyring.kept == {(SERVICE, "ama@ws://h:7531/"): "t" * 43}
    later = TokenKeeper()  # the next start of the program
    assert later.token("ws://h:7531/", "ama") == "t" * 43
    assert later.token("ws://h:7531/", "kofi") is None
    later.forget("ws://h:7531/", "ama")
    assert memory_keyring.kept == {} and later.token("ws://h:7531/", "ama") is None
    later.forget("ws://h:7531/", "ama")  # forgetting twice is no error


@pytest.mark.parametrize("backend", [fail.Keyring, null.Keyring])
def test_without_a_keyring_the_token_lasts_the_session_only(backend: type) -> None:
    keyring.set_keyring(backend())
    assert not keyring_usable()
    keeper = TokenKeeper()
    assert keeper.keep("ws://h:7531/", "ama", "t" * 43) is False
    assert keeper.token("ws://h:7531/", "ama") == "t" * 43
    assert TokenKeeper().token("ws://h:7531/", "ama") is None  # next time: sign in again
    keeper.forget("ws://h:7531/", "ama")
    assert keeper.token("ws://h:7531/", "ama") is None


class RefusingKeyring(MemoryKeyring):
    """A keyring that is there but refuses (a locked one)."""

    def set_password(self, service: str, username: str, password: str) -> None:
        from keyring.errors import PasswordSetError
        raise PasswordSetError("locked")


def test_a_keyring_that_refuses_leaves_the_token_for_the_session() -> None:
    keyring.set_keyring(RefusingKeyring())
    keeper = TokenKeeper()
    assert keeper.keep("ws://h:7531/", "ama", "t" * 43) is False
    assert keeper.token("ws://h:7531/", "ama") == "t" * 43


def signed_in_by_flow(qtbot: QtBot, server: ServerThread, store: QSettings,
                      keeper: TokenKeeper) -> OnlineConnection:
    connection = OnlineConnection()
    flow = SignInFlow(connection, keeper, store, connection)
    with qtbot.waitSignal(connection.signedIn, timeout=PATIENCE):
        flow.sign_up(server.url, "ama", PASSWORD)
    return connection


def everything_on_disk(folder: Path) -> str:
    return "\n".join(p.read_bytes().decode("latin-1") for p in folder.rglob("*")
                     if p.is_file())


@pytest.mark.parametrize("with_keyring", [True, False])
def test_signing_in_keeps_no_password_on_disk_and_the_token_only_in_a_keyring(
        qtbot: QtBot, server: ServerThread, tmp_path: Path, memory_keyring: MemoryKeyring,
        with_keyring: bool) -> None:
    if not with_keyring:
        keyring.set_keyring(fail.Keyring())
    config = tmp_path / "config"
    store = QSettings(str(config / "wari.ini"), QSettings.Format.IniFormat)
    connection = signed_in_by_flow(qtbot, server, store, TokenKeeper())
    try:
        assert connection.client is not None
        token = connection.client.client.token
        assert token
        assert load_server(store) == KeptSignIn(server.url, "ama")
        on_disk = everything_on_disk(config)
        assert "ama" in on_disk and PASSWORD not in on_disk and token not in on_disk
        kept = {(SERVICE, f"ama@{server.url}"): token} if with_keyring else {}
        qtbot.waitUntil(lambda: memory_keyring.kept == kept, timeout=PATIENCE)
        assert "ama" in on_disk and PASSWORD not in everything_on_disk(config)
    finally:
        connection.close()


def test_the_kept_token_signs_in_at_the_next_start(
        qtbot: QtBot, server: ServerThread, tmp_path: Path,
        memory_keyring: MemoryKeyring) -> None:
    store = QSettings(str(tmp_path / "wari.ini"), QSettings.Format.IniFormat)
    first = signed_in_by_flow(qtbot, server, store, TokenKeeper())
    qtbot.waitUntil(lambda: len(memory_keyring.kept) == 1, timeout=PATIENCE)
    first.close()
    connection = OnlineConnection()
    flow = SignInFlow(connection, TokenKeeper(), store, connection)
    try:
        with qtbot.waitSignal(connection.signedIn, timeout=PATIENCE) as blocker:
            assert flow.resume()
        assert blocker.args[0].name == "ama"
    finally:
        connection.close()


def test_a_token_the_server_no_longer_takes_is_forgotten(
        qtbot: QtBot, server: ServerThread, tmp_path: Path,
        memory_keyring: MemoryKeyring) -> None:
    store = QSettings(str(tmp_path / "wari.ini"), QSettings.Format.IniFormat)
    save_server(KeptSignIn(server.url, "ama"), store)
    TokenKeeper().keep(server.url, "ama", "u" * 43)  # from a server since reset
    connection = OnlineConnection()
    flow = SignInFlow(connection, TokenKeeper(), store, connection)
    try:
        with qtbot.waitSignal(flow.message, timeout=PATIENCE,
                              check_params_cb=lambda text: "again" in text):
            assert flow.resume()
        qtbot.waitUntil(lambda: memory_keyring.kept == {}, timeout=PATIENCE)
        assert connection.account is None
    finally:
        connection.close()


def test_the_tests_never_reach_the_users_keyring(memory_keyring: MemoryKeyring) -> None:
    """Every test here has the in-memory keyring; the session's default is keyring's
    null backend (tests/conftest.py), which keeps and reads nothing."""
    import os

    assert keyring.get_keyring() is memory_keyring
    assert os.environ["PYTHON_KEYRING_BACKEND"] == "keyring.backends.null.Keyring"
    from keyring.core import load_env

    assert isinstance(load_env(), null.Keyring)


def test_without_a_kept_address_nothing_is_resumed(tmp_path: Path) -> None:
    store = QSettings(str(tmp_path / "wari.ini"), QSettings.Format.IniFormat)
    connection = OnlineConnection()
    assert not SignInFlow(connection, TokenKeeper(), store, connection).resume()
    assert connection.url == ""


def test_a_kept_address_without_a_token_leaves_the_form(
        qtbot: QtBot, tmp_path: Path) -> None:
    store = QSettings(str(tmp_path / "wari.ini"), QSettings.Format.IniFormat)
    save_server(KeptSignIn("ws://127.0.0.1:9/", "ama"), store)
    connection = OnlineConnection()
    flow = SignInFlow(connection, TokenKeeper(), store, connection)
    busy: list[bool] = []
    flow.busy.connect(busy.append)
    assert flow.resume()
    qtbot.waitUntil(lambda: busy == [True, False], timeout=PATIENCE)
    assert connection.url == ""  # nothing opened: the form asks


def test_signing_out_forgets_the_token_here_and_on_the_server(
        qtbot: QtBot, server: ServerThread, tmp_path: Path,
        memory_keyring: MemoryKeyring) -> None:
    store = QSettings(str(tmp_path / "wari.ini"), QSettings.Format.IniFormat)
    connection = OnlineConnection()
    flow = SignInFlow(connection, TokenKeeper(), store, connection)
    try:
        with qtbot.waitSignal(connection.signedIn, timeout=PATIENCE):
            flow.sign_up(server.url, "ama", PASSWORD)
        qtbot.waitUntil(lambda: len(memory_keyring.kept) == 1, timeout=PATIENCE)
        with qtbot.waitSignal(connection.signedOut, timeout=PATIENCE):
            flow.sign_out()
        qtbot.waitUntil(lambda: memory_keyring.kept == {}, timeout=PATIENCE)
        assert load_server(store) == KeptSignIn(server.url, "ama")  # the address stays
    finally:
        connection.close()


class ThreadNotingKeyring(MemoryKeyring):
    """A keyring that notes the threads it is called on."""

    def __init__(self) -> None:
        super().__init__()
        self.threads: set[str] = set()

    def get_password(self, service: str, username: str) -> str | None:
        import threading
        self.threads.add(threading.current_thread().name)
        return super().get_password(service, username)

    def set_password(self, service: str, username: str, password: str) -> None:
        import threading
        self.threads.add(threading.current_thread().name)
        super().set_password(service, username, password)


def test_the_keyring_is_never_called_on_the_gui_thread(
        qtbot: QtBot, server: ServerThread, tmp_path: Path) -> None:
    """A keyring may ask the person to unlock it: the window does not wait for that."""
    import threading

    noting = ThreadNotingKeyring()
    keyring.set_keyring(noting)
    store = QSettings(str(tmp_path / "wari.ini"), QSettings.Format.IniFormat)
    signed_in_by_flow(qtbot, server, store, TokenKeeper()).close()
    qtbot.waitUntil(lambda: len(noting.kept) == 1, timeout=PATIENCE)
    connection = OnlineConnection()
    flow = SignInFlow(connection, TokenKeeper(), store, connection)
    try:
        with qtbot.waitSignal(connection.signedIn, timeout=PATIENCE):
            assert flow.resume()
    finally:
        connection.close()
    assert noting.threads == {"wari-keyring"}
    assert threading.main_thread().name not in noting.threads
