"""What the online tests share: a real ``wari-server`` on 127.0.0.1 (a free port) running
on a thread of its own with its own event loop and a temporary data folder, and an
in-memory keyring in place of the system's for every test here (the session's default is
keyring's null backend, set in ``tests/conftest.py``), so no test reads or writes the
user's own keyring."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import keyring
import pytest
from keyring.backend import KeyringBackend
from keyring.errors import PasswordDeleteError

from wari_desktop.client import ThreadedClient
from wari_desktop.client.loop_thread import LoopThread
from wari_desktop.server import Server, ServerConfig


class MemoryKeyring(KeyringBackend):
    """A keyring that keeps its passwords in a dict, for the tests."""

    priority = 1  # type: ignore[assignment]

    def __init__(self) -> None:
        super().__init__()
        self.kept: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.kept.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.kept[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        if (service, username) not in self.kept:
            raise PasswordDeleteError("not kept")
        del self.kept[(service, username)]


@pytest.fixture(autouse=True)
def memory_keyring() -> Iterator[MemoryKeyring]:
    """The keyring every test here sees (and the one it had before, after)."""
    before = keyring.get_keyring()
    kept = MemoryKeyring()
    keyring.set_keyring(kept)
    yield kept
    keyring.set_keyring(before)


@pytest.fixture(autouse=True)
def no_client_left_running(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every ``ThreadedClient`` a test made (a window's connection) is closed after it, so
    none goes on reconnecting to a server long gone through the rest of the session."""
    made: list[ThreadedClient] = []
    original = ThreadedClient.__init__

    def keep(client: ThreadedClient, *args: Any, **kwargs: Any) -> None:
        original(client, *args, **kwargs)
        made.append(client)
    monkeypatch.setattr(ThreadedClient, "__init__", keep)
    yield
    for client in made:
        client.close()


class ServerThread:
    """A ``wari-server`` on 127.0.0.1 in a thread with its own event loop."""

    def __init__(self, data: Path, **options: Any) -> None:
        options.setdefault("frame_rate", 1000.0)
        options.setdefault("frame_burst", 1000.0)
        self.config = ServerConfig(data=data, host="127.0.0.1", port=0, **options)
        self.thread = LoopThread("test-server")
        self.loop = self.thread.loop
        self.server: Server = self.call(self._start())

    async def _start(self) -> Server:
        server = Server(self.config)
        await server.start()
        return server

    def call(self, coroutine: Any, timeout: float = 30) -> Any:
        """Run ``coroutine`` on the server's loop and wait for its result."""
        return self.thread.call(coroutine, timeout)

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.server.port}/"

    def stop(self) -> None:
        try:
            self.call(self.server.stop())
        finally:
            self.thread.stop(10)


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerThread]:
    """A fresh server with its data in the test's temporary folder."""
    running = ServerThread(tmp_path / "server")
    yield running
    running.stop()


def add_bot(server: ServerThread, name: str) -> str:
    """A bot account on ``server`` (as ``wari-server add-bot`` makes one): its token."""
    import time

    from wari_desktop.server.security import new_token, token_hash
    from wari_desktop.server.storage import Account, AccountKind

    token = new_token()

    def add(store: Any) -> None:
        store.add_account(Account(name, AccountKind.BOT, None, created=time.time()))
        store.add_token(token_hash(token), name, time.time())

    server.call(server.server.store.run(add))
    return token


@pytest.fixture
def connection(qtbot: Any, server: ServerThread) -> Iterator[Any]:
    """The window's connection, signed up as "ama" (a test module may give its own)."""
    from wari_desktop.gui.online.connection import OnlineConnection

    from .players import signed_up

    opened = OnlineConnection()
    signed_up(qtbot, opened, server.url, "ama")
    yield opened
    opened.close()


@pytest.fixture
def kofi(server: ServerThread) -> Iterator[Any]:
    """Another real client, "kofi", playing through the protocol."""
    from .players import OtherPlayer

    other = OtherPlayer(server.url, "kofi")
    yield other
    other.close()
