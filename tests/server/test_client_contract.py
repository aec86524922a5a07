"""The client library's promises: one family of errors (``ClientError``) with the
server's codes as ``ErrorCode``; a closed client, asyncio or threaded, refuses use at once
instead of waiting for ever; and its log, at DEBUG, never holds a password or a token.
Real server on 127.0.0.1, real WebSockets."""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
from pathlib import Path

import pytest

from wari_desktop.client import (
    AnswerTimeout,
    Client,
    ClientClosed,
    ClientError,
    ConnectionLost,
    RequestRefused,
    ThreadedClient,
)
from wari_desktop.client.loop_thread import LoopStopped, LoopThread
from wari_desktop.protocol import CloseCode, ErrorCode

from .helpers import PASSWORD, player, run, serving, url


def test_the_errors_are_one_family_and_codes_are_error_codes(tmp_path: Path) -> None:
    assert issubclass(ClientClosed, ConnectionLost)
    assert all(issubclass(e, ClientError) for e in (RequestRefused, ConnectionLost,
                                                    AnswerTimeout))
    assert issubclass(AnswerTimeout, TimeoutError)
    assert RequestRefused({"code": "some-future-code"}).code == "some-future-code"
    assert ErrorCode.INTERNAL.value == "internal" and CloseCode.TOKEN_REVOKED == 4004

    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama = await player(server, "ama")
            with pytest.raises(RequestRefused) as refused:
                await ama.request("move", game="nosuch", ply=0, move="F")
            assert refused.value.code is ErrorCode.NOT_FOUND
            await ama.close()
            with pytest.raises(ClientClosed):  # at once, not after a 30 s wait
                await asyncio.wait_for(ama.request("lobby"), 1)
    run(scenario)


def test_a_closed_threaded_client_refuses_use_at_once(tmp_path: Path) -> None:
    host = LoopThread("test-server")
    from wari_desktop.server import Server, ServerConfig

    server = Server(ServerConfig(data=tmp_path, port=0))
    host.call(server.start(), 30)
    client = ThreadedClient(f"ws://127.0.0.1:{server.port}/")
    try:
        client.start()
        client.request("signup", name="ama", password=PASSWORD).result(30)
        client.close()
        client.close()  # again: nothing
        assert client.closed
        for future in (client.request("lobby"), client.run(asyncio.sleep(0))):
            with pytest.raises(ClientClosed):
                future.result(1)  # already failed: never waits
        with pytest.raises(ClientClosed):
            client.start(1)
    finally:
        client.close()
        host.call(server.stop(), 30)
        host.stop()
    with pytest.raises(LoopStopped):
        host.submit(asyncio.sleep(0)).result(1)
    assert isinstance(host.submit(asyncio.sleep(0)), concurrent.futures.Future)


def test_the_client_log_holds_no_password_or_token(tmp_path: Path,
                                                   caplog: pytest.LogCaptureFixture) -> None:
    async def scenario() -> tuple[str, str]:
        async with serving(tmp_path) as server:
            first = await player(server, "ama")
            token = first.token
            assert token
            await first.close()
            again = Client(url(server), token)
            await again.start()
            await again.request("signin", name="ama", password=PASSWORD)
            secret = again.token
            assert secret
            await again.close()
            return token, secret

    with caplog.at_level(logging.DEBUG):
        token, secret = run(scenario)
    text = "\n".join(record.getMessage() for record in caplog.records
                     if record.name.startswith(("wari.client", "websockets")))
    assert "wari.client.websockets" in {r.name for r in caplog.records}  # it did log
    for value in (PASSWORD, token, secret):
        for start in range(0, len(value) - 12):
            assert value[start:start + 12] not in text
