"""Hosting on 127.0.0.1: ``LanHost`` runs the real server on its own thread; the host's
client opens the game (``open_table``) and a second real client joins it with the code
(``take_seat``) and they play; a wrong code is refused; the data folder and the port."""

from __future__ import annotations

import asyncio
import json
import socket
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.server import serve

from wari_desktop.client import Client, RequestRefused
from wari_desktop.lan import (
    HostMisbehaved,
    LanHost,
    NoOpenGame,
    open_table,
    table_name,
    take_seat,
)
from wari_desktop.lan import host as host_module
from wari_desktop.lan.code import CODE_ALPHABET, CODE_LENGTH
from wari_desktop.protocol import GameTerms, Side
from wari_desktop.rules import EmptySide, Game, Rules
from wari_desktop.rules.clock import TimeControl
from wari_desktop.server.storage import DATABASE_FILE

TERMS = GameTerms(TimeControl.parse("300+3"), False, Rules(empty_side=EmptySide.PASS),
                  Side.SOUTH)


def run(scenario: Any) -> Any:
    async def bounded() -> Any:
        return await asyncio.wait_for(scenario(), 60)
    return asyncio.run(bounded())


async def until(client: Client, kind: str, timeout: float = 10.0) -> dict[str, Any]:
    async with asyncio.timeout(timeout):
        while True:
            frame = await client.next_frame()
            if frame["t"] == kind:
                return frame


def test_a_guest_with_the_code_plays_the_host(tmp_path: Path) -> None:
    with LanHost(bind="127.0.0.1", port=0) as host:
        assert len(host.code) == CODE_LENGTH and set(host.code) <= set(CODE_ALPHABET)
        assert host.address == ("127.0.0.1", host.port) and host.port > 0
        assert host.url == host.local_url == f"ws://127.0.0.1:{host.port}/"

        async def scenario() -> None:
            mine, theirs = Client(host.local_url), Client(host.url)
            for client in (mine, theirs):
                welcome = await client.start()
                assert welcome["join_code"] is True
            seek = await open_table(mine, host.code, TERMS)
            assert seek["clock"] == "300+3" and seek["rules"]["empty_side"] == "liberta"
            typed = f"{host.code[:3].lower()}-{host.code[3:]}"
            game = (await take_seat(theirs, typed))["game"]
            assert game["south"]["name"] == mine.account["name"]  # type: ignore[index]
            assert game["north"]["name"] == theirs.account["name"]  # type: ignore[index]
            assert game["terms"] == TERMS.to_json()
            assert (await until(mine, "game"))["game"]["id"] == game["id"]
            referee = Game(rules=TERMS.rules)
            for ply in range(4):
                mover = mine if ply % 2 == 0 else theirs
                move = referee.legal_moves()[-1]
                answer = await mover.request("move", game=game["id"], ply=ply, move=move)
                assert answer["event"]["move"] == move
                referee.play(move)
                for client in (mine, theirs):
                    event = (await until(client, "event"))["event"]
                    assert (event["e"], event["move"]) == ("move", move)
            for client in (mine, theirs):
                await client.close()
        run(scenario)
    assert not host.running


def test_a_wrong_code_is_refused(tmp_path: Path) -> None:
    with LanHost(bind="127.0.0.1", port=0) as host:
        # six letters of the code's alphabet, none in the code: always a code's form
        wrong = "".join(c for c in CODE_ALPHABET if c not in host.code)[:6]

        async def scenario() -> None:
            mine, theirs = Client(host.local_url), Client(host.url, reconnect=False)
            for client in (mine, theirs):
                await client.start()
            await open_table(mine, host.code, TERMS)
            with pytest.raises(RequestRefused) as refused:
                await take_seat(theirs, wrong)
            assert refused.value.code == "join-code"
            assert theirs.account is None
            with pytest.raises(RequestRefused) as refused:
                await theirs.request("lobby", watch=True)
            assert refused.value.code == "sign-in-first"
            for client in (mine, theirs):
                await client.close()
        run(scenario)


def test_a_joiner_finds_no_game_when_none_is_open() -> None:
    with LanHost(bind="127.0.0.1", port=0) as host:
        async def scenario() -> None:
            theirs = Client(host.url, reconnect=False)
            await theirs.start()
            with pytest.raises(NoOpenGame):
                await take_seat(theirs, host.code, timeout=1.0)
            await theirs.close()
        run(scenario)


def test_rated_terms_are_refused_before_anything_is_sent() -> None:
    async def scenario() -> None:
        client = Client("ws://127.0.0.1:9/")  # never started: nothing may be sent
        with pytest.raises(ValueError, match="casual"):
            await open_table(client, "ACDEFG", GameTerms(rated=True))
    run(scenario)


def test_the_data_lives_in_a_temporary_folder_or_the_one_given(tmp_path: Path) -> None:
    host = LanHost(bind="127.0.0.1", port=0)
    host.start()
    data = host._data
    assert data is not None and (data / DATABASE_FILE).exists()
    host.stop()
    assert not data.exists()
    given = tmp_path / "kept"
    given.mkdir()
    with LanHost(bind="127.0.0.1", port=0, data=given):
        pass
    assert (given / DATABASE_FILE).exists()


def test_a_taken_port_gives_way_to_a_free_one(monkeypatch: pytest.MonkeyPatch) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        busy = taken.getsockname()[1]
        monkeypatch.setattr(host_module, "LAN_PORT", busy)
        with LanHost(bind="127.0.0.1") as host:
            assert host.port not in (0, busy)
        with pytest.raises(OSError):
            LanHost(bind="127.0.0.1", port=busy).start()


def test_a_hostile_host_gets_nothing_taken_from_it() -> None:
    """A program on the network that says hello like a host but answers the joiner with
    malformed seeks, then with something that is not a game."""
    accepted: list[str] = []

    async def hostile(ws: Any) -> None:
        async for text in ws:
            frame = json.loads(text)
            kind, rid = frame["t"], frame.get("id")
            if kind == "seek-accept":
                accepted.append(frame["seek"])
            if kind == "hello":
                reply: dict[str, Any] = {"t": "welcome", "protocol": 1, "join_code": True}
            elif kind == "guest":
                reply = {"t": "signed-in", "name": "Guest-000001", "kind": "guest",
                         "games": [], "rating": None, "token": "x" * 43}
            elif kind == "lobby" and frame["watch"]:
                reply = {"t": "lobby", "seeks": [7, {"id": 3, "by": {"name": "h"}},
                                                 {"by": "h"}, {"id": "Ab12", "by": {}},
                                                 {"id": "Ok12", "by": {"name": "Mallory"}}]}
            else:
                reply = {"t": "ok"}
            await ws.send(json.dumps({**reply, "id": rid}))

    async def scenario() -> None:
        async with serve(hostile, "127.0.0.1", 0) as server:
            port = next(iter(server.sockets)).getsockname()[1]
            theirs = Client(f"ws://127.0.0.1:{port}/", reconnect=False)
            await theirs.start()
            with pytest.raises(HostMisbehaved, match="not a game"):
                await take_seat(theirs, "ACDEFG", timeout=5.0)
            await theirs.close()
        assert accepted == ["Ok12"]
    run(scenario)


@pytest.mark.parametrize(("given", "name"), [
    ("Ann", "Ann"), ("Kofi Mensah", "Kofi_Mensah"), ("Amélie", "Amelie"),
    ("  Jo ", None), ("42 Ama", "Ama"), ("Ñandú", "Nandu"), ("山田", None), ("", None),
    ("A" * 30, "A" * 20), ("O'Brien", "OBrien"),
])
def test_a_player_s_name_at_a_hosted_table(given: str, name: str | None) -> None:
    assert table_name(given) == name


def test_a_hosted_game_record_says_it_was_played_on_the_local_network() -> None:
    """The record of a game hosted from the program names the host's computer on the
    local network as its ``Site``, not a club's server."""
    with LanHost(bind="127.0.0.1", port=0) as host:

        async def scenario() -> str:
            mine, theirs = Client(host.local_url), Client(host.url)
            for client in (mine, theirs):
                await client.start()
            await open_table(mine, host.code, TERMS)
            game = (await take_seat(theirs, host.code))["game"]
            answer = await theirs.request("resign", game=game["id"])
            ogn = str(answer["event"]["ogn"])
            for client in (mine, theirs):
                await client.close()
            return ogn
        ogn = run(scenario)
    assert f'[Site "{socket.gethostname()} on the local network"]' in ogn
    assert "wari-server" not in ogn
