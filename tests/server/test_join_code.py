"""A game hosted with a join code (``ServerConfig.join_code``, what the desktop program's
"Host" runs): only guests who give the code come in; no sign-up or sign-in; visitors see
nothing; wrong codes are limited like failed sign-ins; ordinary servers are unchanged."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from wari_desktop.client import Client, RequestRefused
from wari_desktop.protocol import ProtocolError, parse_request
from wari_desktop.server.security import NAME_FAILURES

from .helpers import PASSWORD, answer, game_between, raw, run, serving, url

CODE = "K7MPQX"


async def _refused(client: Client, kind: str, **fields: Any) -> str:
    with pytest.raises(RequestRefused) as caught:
        await client.request(kind, **fields)
    return caught.value.code


def test_the_code_is_read_as_a_person_types_it() -> None:
    request = parse_request('{"t":"guest","id":1,"code":" k7m-pqx "}')
    assert request.body["code"] == CODE
    assert "code" not in parse_request('{"t":"guest","id":2}').body
    for bad in ("ab!", "abc", 7, "A" * 13, None):
        with pytest.raises(ProtocolError) as caught:
            parse_request(json.dumps({"t": "guest", "id": 3, "code": bad}))
        assert caught.value.code.value == "bad-field"


def test_only_a_guest_with_the_code_comes_in(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path, join_code=CODE) as server:
            client = Client(url(server), reconnect=False)
            welcome = await client.start()
            assert welcome["join_code"] is True
            assert await _refused(client, "guest") == "join-code"
            assert await _refused(client, "guest", code="K7MPQY") == "join-code"
            assert await _refused(client, "signup", name="ama", password=PASSWORD) \
                == "join-code"
            assert await _refused(client, "signin", name="ama", password=PASSWORD) \
                == "join-code"
            assert client.account is None
            signed = await client.request("guest", code="k7m-pqx")
            assert signed["kind"] == "guest" and signed["name"].startswith("Guest-")
            await client.close()
    run(scenario)


def test_visitors_of_a_hosted_game_see_nothing(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path, join_code=CODE) as server:
            host = Client(url(server))
            await host.start()
            await host.request("guest", code=CODE)
            joiner = Client(url(server))
            await joiner.start()
            await joiner.request("guest", code=CODE)
            game_id = await game_between(server, host, joiner, clock="60+1")
            async with raw(server) as ws:
                for frame in ({"t": "lobby", "id": 1, "watch": True},
                              {"t": "watch", "id": 2, "game": game_id},
                              {"t": "sync", "id": 3, "game": game_id}):
                    reply = await answer(ws, frame)
                    assert (reply["t"], reply["code"]) == ("error", "sign-in-first")
                reply = await answer(ws, {"t": "guest", "id": 4, "code": CODE})
                assert reply["t"] == "signed-in"
                reply = await answer(ws, {"t": "watch", "id": 5, "game": game_id})
                assert reply["t"] == "game" and reply["game"]["id"] == game_id
            for client in (host, joiner):
                await client.close()
    run(scenario)


def test_wrong_codes_are_limited_by_address(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path, join_code=CODE) as server:
            client = Client(url(server), reconnect=False)
            await client.start()
            for _ in range(NAME_FAILURES):
                assert await _refused(client, "guest", code="AAAAAA") == "join-code"
            assert await _refused(client, "guest", code=CODE) == "too-many-attempts"
            assert client.account is None
            await client.close()
    run(scenario)


def test_an_ordinary_server_is_unchanged(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            client = Client(url(server), reconnect=False)
            welcome = await client.start()
            assert "join_code" not in welcome
            signed = await client.request("guest", code="ANYTHING")
            assert signed["kind"] == "guest"
            other = Client(url(server), reconnect=False)
            await other.start()
            assert (await other.request("signup", name="ama", password=PASSWORD))["name"] \
                == "ama"
            for each in (client, other):
                await each.close()
    run(scenario)


def test_at_a_hosted_table_a_guest_is_known_by_the_name_asked(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path, join_code=CODE) as server:
            names = []
            clients = []
            for _ in range(3):
                client = Client(url(server), reconnect=False)
                await client.start()
                names.append((await client.request("guest", code=CODE, name="Ann"))["name"])
                clients.append(client)
            assert names == ["Ann", "Ann-2", "Ann-3"]  # each known apart
            long = Client(url(server), reconnect=False)
            await long.start()
            await long.request("guest", code=CODE, name="A" * 20)
            second = Client(url(server), reconnect=False)
            await second.start()
            signed = await second.request("guest", code=CODE, name="A" * 20)
            assert signed["name"] == "A" * 18 + "-2"  # at most 20 letters
            assert await _refused(second, "guest", code=CODE, name="1 bad") == "bad-field"
            for client in (*clients, long, second):
                await client.close()
    run(scenario)


def test_on_an_ordinary_server_a_guest_s_name_is_the_server_s(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            client = Client(url(server), reconnect=False)
            await client.start()
            signed = await client.request("guest", name="kofi")
            assert signed["name"].startswith("Guest-")  # no one passes for an account
            await client.close()
    run(scenario)
