"""``client.calls.Calls``: every request of the protocol by name, with the fields the
server checks (``protocol.requests.SCHEMA``), no more and no fewer; a field left as None
is not sent. The bot, the asyncio and threaded clients and the window share it."""

from __future__ import annotations

import asyncio
import inspect
from pathlib import Path
from typing import Any

from wari_desktop.client import Client, ThreadedClient
from wari_desktop.client.calls import Calls
from wari_desktop.protocol.messages import EventFrame, MoveEvent
from wari_desktop.protocol.requests import SCHEMA, WITH_TERMS

from .helpers import game_between, player, run, serving


def named_requests() -> dict[str, inspect.Signature]:
    return {name.replace("_", "-"): inspect.signature(member)
            for name, member in vars(Calls).items()
            if not name.startswith("_") and callable(member)}


def test_every_request_has_its_name_and_its_fields() -> None:
    named = named_requests()
    assert set(named) == set(SCHEMA) - {"hello"}  # hello is the client's own first frame
    for kind, signature in named.items():
        required, optional = SCHEMA[kind]
        parameters = {n: p for n, p in signature.parameters.items() if n != "self"}
        needed = {n for n, p in parameters.items() if p.default is inspect.Parameter.empty
                  and p.kind is not inspect.Parameter.VAR_KEYWORD}
        named_fields = {n for n, p in parameters.items()
                        if p.kind is not inspect.Parameter.VAR_KEYWORD}
        assert needed == set(required), kind
        if kind in WITH_TERMS:  # the game's terms come as keywords (GameTerms.to_json)
            assert any(p.kind is inspect.Parameter.VAR_KEYWORD for p in parameters.values())
        else:
            assert named_fields == set(required) | set(optional), kind


class Recorded(Calls[tuple[str, dict[str, Any]]]):
    def _call(self, kind: str, fields: dict[str, Any]) -> tuple[str, dict[str, Any]]:
        return kind, fields


def test_a_field_left_as_none_is_not_sent() -> None:
    calls = Recorded()
    assert calls.move("g1", 0, "F") == ("move", {"game": "g1", "ply": 0, "move": "F"})
    assert calls.move("g1", 2, "a", 1500)[1]["think_ms"] == 1500
    assert calls.challenge_decline("c1", reason="too-fast") == (
        "challenge-decline", {"challenge": "c1", "reason": "too-fast"})
    assert calls.seek(clock="300+3", rated=False) == ("seek", {"clock": "300+3",
                                                               "rated": False})


def test_the_clients_send_named_requests_and_get_typed_answers(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            game_id = await game_between(server, ama, kofi)
            moved = await ama.move(game_id, 0, "F", think_ms=800)
            assert isinstance(moved, EventFrame) and isinstance(moved.event, MoveEvent)
            assert moved.event.move == "F"
            threaded = ThreadedClient(f"ws://127.0.0.1:{server.port}/", token=kofi.token)
            try:
                await asyncio.to_thread(threaded.start)
                answer = await asyncio.wrap_future(
                    threaded.move(game_id, 1, "f"))
                assert isinstance(answer, EventFrame) and answer.event.v == 2
            finally:
                await asyncio.to_thread(threaded.close)
            for client in (ama, kofi):
                await client.close()
    assert issubclass(Client, Calls) and issubclass(ThreadedClient, Calls)
    run(scenario)
