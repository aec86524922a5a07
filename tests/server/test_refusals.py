"""Every refusal: a clear error (with the request's id) or a close with a reason, and
nothing changed in any game."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed

from wari_desktop.client import RequestRefused

from .helpers import answer, game_between, player, raw, run, serving


async def _refused(client: Any, kind: str, **fields: Any) -> str:
    with pytest.raises(RequestRefused) as refused:
        await client.request(kind, **fields)
    return refused.value.code


def test_malformed_frames_are_told_and_change_nothing(tmp_path: Path) -> None:
    cases: list[tuple[Any, str]] = [
        ("not json", "bad-frame"), ("[1, 2]", "bad-frame"), ('"text"', "bad-frame"),
        ({"t": "fly", "id": 1}, "unknown-type"), ({"id": 2}, "bad-frame"),
        ({"t": "move", "id": 3, "game": "x"}, "bad-field"),
        ({"t": "move", "id": 4, "game": "x", "ply": -1, "move": "A"}, "bad-field"),
        ({"t": "move", "id": 5, "game": "x", "ply": 0, "move": "Z"}, "bad-field"),
        ({"t": "move", "id": 6, "game": "x", "ply": 0, "move": "A", "extra": 1}, "bad-field"),
        ({"t": "signin", "id": 7, "name": "a", "password": "x"}, "bad-field"),
        ({"t": "seek", "id": 8, "clock": "forever"}, "bad-field"),
        ({"t": "seek", "id": 12, "clock": "60+1"}, "sign-in-first"),
        ({"t": "lobby", "id": 9, "watch": "yes"}, "bad-field"),
        ({"t": "hello", "id": 10, "protocol": 1}, "bad-field"),
        ({"t": "move", "id": 11, "game": "x", "ply": 0, "move": "A"}, "sign-in-first"),
        ({"t": "sync", "id": True, "game": "x"}, "bad-field"),
        ("[" * 2000 + "]" * 2000, "bad-frame"),
    ]

    async def scenario() -> None:
        async with serving(tmp_path) as server, raw(server) as ws:
            for frame, code in cases:
                reply = await answer(ws, frame)
                assert reply["t"] == "error" and reply["code"] == code, (frame, reply)
                assert reply["message"]
                if isinstance(frame, dict) and isinstance(frame.get("id"), int) \
                        and not isinstance(frame.get("id"), bool):
                    assert reply.get("id") == frame["id"]
            assert server.metrics.internal_errors == 0
            assert not server.games
    run(scenario)


def test_before_hello_and_other_versions(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            async with raw(server, hello=False) as ws:
                reply = await answer(ws, {"t": "guest", "id": 1})
                assert reply["code"] == "hello-first" and reply["id"] == 1
            async with raw(server, hello=False) as ws:
                reply = await answer(ws, {"t": "hello", "id": 1, "protocol": 2})
                assert reply["code"] == "protocol-version"
                with pytest.raises(ConnectionClosed) as closed:
                    await ws.recv()
                assert closed.value.rcvd is not None and closed.value.rcvd.code == 4001
    run(scenario)


def test_oversized_frames_close_the_connection(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server, raw(server) as ws:
            await ws.send(json.dumps({"t": "ping", "pad": "x" * 5000}))
            with pytest.raises(ConnectionClosed) as closed:
                await ws.recv()
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009
    run(scenario)


def test_flooding_is_rate_limited_then_closed(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path, frame_rate=5.0, frame_burst=5.0, rate_strikes=10) as server:
            async with raw(server) as ws:
                for number in range(40):
                    await ws.send(json.dumps({"t": "ping", "id": number}))
                codes = []
                with pytest.raises(ConnectionClosed) as closed:
                    while True:
                        codes.append(json.loads(await ws.recv()).get("code"))
                assert "rate-limited" in codes
                assert closed.value.rcvd is not None and closed.value.rcvd.code == 1008
            assert server.metrics.closed_for_abuse == 1
    run(scenario)


def test_connections_per_address_are_capped(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path, per_address=2) as server:
            async with raw(server), raw(server):
                with pytest.raises(Exception) as refused:
                    async with raw(server):
                        pass
                assert "429" in str(refused.value)
            async with raw(server):  # room again once the others left
                pass
    run(scenario)


def test_game_requests_out_of_turn_and_from_others(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            yaw = await player(server, "yaw")
            game_id = await game_between(server, ama, kofi)
            assert await _refused(kofi, "move", game=game_id, ply=0, move="a") == "not-your-turn"
            assert await _refused(ama, "move", game=game_id, ply=1, move="A") == "wrong-ply"
            assert await _refused(ama, "move", game=game_id, ply=0, move="a") == "illegal-move"
            assert await _refused(yaw, "move", game=game_id, ply=0, move="A") == "not-yours"
            assert await _refused(yaw, "resign", game=game_id) == "not-yours"
            assert await _refused(ama, "move", game="nosuch", ply=0, move="A") == "not-found"
            assert await _refused(ama, "answer-end", game=game_id, accept=True) == "not-found"
            assert await _refused(ama, "claim", game=game_id, outcome="win") == "too-late"
            assert await _refused(ama, "chat", game=game_id, text="\x07") == "bad-field"
            live = server.games[game_id]
            assert live.version == 0 and live.game.moves == []
            await ama.request("move", game=game_id, ply=0, move="F")
            await kofi.request("move", game=game_id, ply=1, move="f")
            assert await _refused(ama, "abort", game=game_id) == "too-late"
            assert live.game.moves == ["F", "f"]
            for client in (ama, kofi, yaw):
                await client.close()
    run(scenario)


def test_guests_play_casual_and_bots_do_not_seek(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama = await player(server, "ama")
            guest = type(ama)(ama.url)
            await guest.start()
            signed = await guest.request("guest")
            assert signed["name"].startswith("Guest-") and signed["rating"] is None
            assert await _refused(guest, "seek", rated=True) == "guests-play-casual"
            seek = await ama.request("seek", rated=True)
            assert await _refused(guest, "seek-accept", seek=seek["seek"]["id"]) \
                == "guests-play-casual"
            assert await _refused(ama, "seek-accept", seek=seek["seek"]["id"]) == "not-yours"
            casual = await guest.request("seek", clock="60+1")
            await ama.request("seek-accept", seek=casual["seek"]["id"])
            assert len(server.games) == 1
            await ama.close()
            await guest.close()
    run(scenario)


def test_a_move_the_store_cannot_keep_changes_nothing(tmp_path: Path) -> None:
    """A store that fails on a write (a full disk, say): the move is refused with
    ``not-stored``, the game in memory is as the store holds it, and play goes on."""
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            game_id = await _started(server, ama, kofi)
            store = server.store.store
            real_add = store.add_event
            failing = {"on": True}

            def add_event(game: str, event: dict[str, Any]) -> None:
                if failing["on"]:
                    raise OSError("disk full")
                real_add(game, event)

            store.add_event = add_event  # type: ignore[method-assign]
            assert await _refused(ama, "move", game=game_id, ply=0, move="F") == "not-stored"
            assert server.games[game_id].game.moves == [] and server.games[game_id].version == 0
            failing["on"] = False
            await ama.request("move", game=game_id, ply=0, move="F")
            assert server.games[game_id].game.moves == ["F"]
            for client in (ama, kofi):
                await client.close()
    run(scenario)


async def _started(server: Any, south: Any, north: Any) -> str:
    return await game_between(server, south, north)


def test_text_that_is_not_unicode_is_refused(tmp_path: Path) -> None:
    """A lone surrogate is valid JSON but not Unicode: refused as a bad frame, so it never
    reaches a store, a chat line or a password hash."""
    async def scenario() -> None:
        async with serving(tmp_path) as server, raw(server) as ws:
            for frame in ('{"t": "signup", "id": 1, "name": "ama", "password": "abc\\ud800defgh"}',
                          '{"t": "chat", "id": 2, "game": "g", "text": "hi \\udfff"}'):
                reply = await answer(ws, frame)
                assert reply["code"] == "bad-frame" and "surrogate" in reply["message"]
            reply = await answer(ws, {"t": "seek", "id": 3, "clock": "٣٠٠+٣"})
            assert reply["code"] == "bad-field"  # Arabic-Indic digits are not a clock here
            assert server.metrics.internal_errors == 0
    run(scenario)


def test_challenges_and_new_accounts_are_capped(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path, challenges_per_player=2, challenges_to_player=3,
                           accounts_per_address=6) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            esi, yaw = await player(server, "esi"), await player(server, "yaw")
            await ama.request("challenge", to="kofi")
            assert await _refused(ama, "challenge", to="kofi") == "busy"  # one a pair
            await ama.request("challenge", to="esi")
            assert await _refused(ama, "challenge", to="yaw") == "busy"  # two sent at most
            await esi.request("challenge", to="kofi")
            await yaw.request("challenge", to="kofi")
            fifth = await player(server, "abena")
            assert await _refused(fifth, "challenge", to="kofi") == "busy"  # three waiting
            sixth = await player(server, "kwame")
            assert await _refused(sixth, "guest") == "busy"  # seven accounts from here
            for client in (ama, kofi, esi, yaw, fifth, sixth):
                await client.close()
    run(scenario)
