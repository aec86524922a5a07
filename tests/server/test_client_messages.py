"""The client's typed side (``Client.ask``, ``Client.next_message``, ``Client.signed_in``):
each frame read once into its ``protocol.messages`` type; a frame not of its shape is
passed over by ``next_message`` (and never stops the client), an answer not of its shape
is ``MessageUnreadable``. Real server on 127.0.0.1 (and, for a server that sends broken
frames, a real WebSocket peer on 127.0.0.1 that does so)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.server import ServerConnection, serve

from wari_desktop.client import Client, Clocks, MessageUnreadable
from wari_desktop.protocol import Side
from wari_desktop.protocol.messages import (
    AccountKind,
    EventFrame,
    GameFrame,
    MoveEvent,
    Ok,
    PresenceFrame,
    SeekOpen,
    SignedIn,
    Status,
)

from .helpers import PASSWORD, run, serving, url


def test_answers_and_events_come_typed(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama, kofi = Client(url(server)), Client(url(server))
            for client, name in ((ama, "ama"), (kofi, "kofi")):
                await client.start()
                signed = await client.ask("signup", name=name, password=PASSWORD)
                assert isinstance(signed, SignedIn) and signed.kind is AccountKind.PLAYER
                assert client.signed_in == signed and client.token == signed.token
            opened = await ama.ask("seek", side="south", clock="300+3")
            assert isinstance(opened, SeekOpen) and opened.seek.by.name == "ama"
            started = await kofi.ask("seek-accept", seek=opened.seek.id)
            assert isinstance(started, GameFrame)
            game = started.game
            assert game.side_of("kofi") is Side.NORTH and game.status is Status.STARTED
            assert game.terms.control is not None and game.terms.control.format() == "300+3"
            assert isinstance(await ama.next_message(timeout=5), SignedIn)
            mine = await ama.next_message(timeout=5)
            assert isinstance(mine, GameFrame) and mine.game.id == game.id
            moved = await ama.ask("move", game=game.id, ply=0, move="F")
            assert isinstance(moved, EventFrame) and isinstance(moved.event, MoveEvent)
            assert isinstance(await kofi.next_message(timeout=5), SignedIn)
            seen = await kofi.next_message(timeout=5)
            assert isinstance(seen, GameFrame)
            seen = await kofi.next_message(timeout=5)
            assert isinstance(seen, EventFrame) and seen.event == moved.event
            assert moved.event.to_move is Side.NORTH
            unwatched = await ama.ask("unwatch", game=game.id)
            assert isinstance(unwatched, Ok) and unwatched.id is not None
            for client in (ama, kofi):
                await client.close()
    run(scenario)


async def _broken_server(ws: ServerConnection) -> None:
    """A peer that greets, then sends a broken event, a frame of an unknown type, a JSON
    list, a text that is no JSON and a good presence frame, then answers every request
    with a broken ``ok``."""
    hello = json.loads(await ws.recv())
    await ws.send(json.dumps({"t": "welcome", "id": hello["id"], "protocol": 1,
                              "server": "odd", "invite_only": False, "guests": True}))
    await ws.send(json.dumps({"t": "event", "game": "g1", "event": {"e": "move", "v": 1}}))
    await ws.send(json.dumps({"t": "tournament", "round": 2}))
    await ws.send("[1, 2]")
    await ws.send("not json")
    presence: dict[str, Any] = {"online": True, "claim_in": None}
    await ws.send(json.dumps({"t": "presence", "game": "g1", "south": presence,
                              "north": presence}))
    async for text in ws:
        await ws.send(json.dumps({"t": "ok", "id": json.loads(text)["id"], "resent": "yes"}))


def test_frames_not_of_their_shape_are_passed_over_and_a_broken_answer_is_unreadable(
        ) -> None:
    async def scenario() -> None:
        async with serve(_broken_server, "127.0.0.1", 0) as peer:
            port = peer.sockets[0].getsockname()[1]
            client = Client(f"ws://127.0.0.1:{port}/", reconnect=False)
            await client.start()
            message = await client.next_message(timeout=5)
            assert isinstance(message, PresenceFrame) and message.game == "g1"
            assert message.presence.of(Side.NORTH).online
            with pytest.raises(MessageUnreadable):
                await client.ask("ping")
            await client.close()
    run(scenario)


def test_the_clocks_after_a_catch_up_come_typed(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama = Client(url(server))
            await ama.start()
            await ama.request("signup", name="ama", password=PASSWORD)
            kofi = Client(url(server))
            await kofi.start()
            await kofi.request("signup", name="kofi", password=PASSWORD)
            opened = await ama.ask("seek", side="south")
            assert isinstance(opened, SeekOpen)
            game = await kofi.ask("seek-accept", seek=opened.seek.id)
            assert isinstance(game, GameFrame)
            await ama.request("sync", game=game.game.id, since=0)
            kinds = [type(await ama.next_message(timeout=5)) for _ in range(3)]
            assert kinds == [SignedIn, GameFrame, Clocks]
            for client in (ama, kofi):
                await client.close()
    run(scenario)
