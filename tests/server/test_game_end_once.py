"""A game ends once: no request that races the end (a chat, a second resignation, a claim,
a move) can write a second ``end``, rate the game twice or count it twice; once the end is
stored every request on the game is refused ``game-over``. And readers (``sync``,
``watch``) see only what the store holds. Real server on 127.0.0.1, real WebSockets."""

from __future__ import annotations

import asyncio
import json
import threading
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import connect

from wari_desktop.server import Server
from wari_desktop.server.storage import SqliteStore
from wari_desktop.server.storage.interface import GameRow

from .helpers import game_between, player, run, serving, url

#: Times the race is run in one test (each a new rated game).
TRIES = 5


async def second_connection(server: Server, token: str) -> Any:
    """A bare WebSocket signed in with ``token`` (a second connection of one player)."""
    ws = await connect(url(server), max_size=None)
    await ws.send(json.dumps({"t": "hello", "protocol": 1, "token": token}))
    while json.loads(await ws.recv())["t"] != "signed-in":
        pass
    return ws


async def answers(ws: Any, ids: set[int]) -> dict[int, dict[str, Any]]:
    """The frames that answer ``ids`` on a bare socket (other frames skipped)."""
    found: dict[int, dict[str, Any]] = {}
    async with asyncio.timeout(10):
        while set(found) != ids:
            frame = json.loads(await ws.recv())
            if frame.get("id") in ids:
                found[frame["id"]] = frame
    return found


@pytest.mark.parametrize("ending", ["resign", "offer-end"])
def test_a_chat_racing_the_end_never_ends_the_game_twice(tmp_path: Path, ending: str) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            ama_token, kofi_token = ama.token, kofi.token
            assert ama_token and kofi_token
            ama_ws = await second_connection(server, ama_token)
            kofi_ws = await second_connection(server, kofi_token)
            try:
                for attempt in range(TRIES):
                    game_id = await game_between(server, ama, kofi, rated=True)
                    if ending == "offer-end":  # kofi offers; ama's acceptance ends it
                        await kofi.request("offer-end", game=game_id)
                        end = {"t": "answer-end", "game": game_id, "accept": True, "id": 1}
                    else:
                        end = {"t": "resign", "game": game_id, "id": 1}
                    chat = {"t": "chat", "game": game_id, "text": "good game", "id": 2}
                    await asyncio.gather(ama_ws.send(json.dumps(end)),
                                         kofi_ws.send(json.dumps(chat)))
                    said = {**await answers(ama_ws, {1}), **await answers(kofi_ws, {2})}
                    assert said[1]["t"] == "event" and said[1]["event"]["e"] in (
                        "end", "answer-end"), said
                    events = await server.store.run(lambda s, g=game_id: s.events(g))
                    kinds = [e["e"] for e in events]
                    assert kinds.count("end") == 1 and kinds[-1] == "end", kinds
                    assert [e["v"] for e in events] == list(range(1, len(events) + 1))
                    if said[2]["t"] == "error":
                        assert said[2]["code"] == "game-over", said[2]
                    else:  # the chat came first: stored before the end
                        assert "chat" in kinds[:-1]
                    counts = await server.store.run(
                        lambda s: [s.account(n).games for n in ("ama", "kofi")])  # type: ignore[union-attr]
                    assert counts == [attempt + 1, attempt + 1]
                assert server.metrics.games_finished == TRIES
                assert server.metrics.games_started == TRIES
            finally:
                await ama_ws.close()
                await kofi_ws.close()
                await ama.close()
                await kofi.close()
    run(scenario)


def test_every_request_on_an_ended_game_is_refused_game_over(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            game_id = await game_between(server, ama, kofi)
            await ama.request("resign", game=game_id)
            for kind, fields in (("chat", {"text": "hello?"}), ("resign", {}),
                                 ("abort", {}), ("offer-end", {}),
                                 ("answer-end", {"accept": True}),
                                 ("claim", {"outcome": "win"}),
                                 ("move", {"ply": 0, "move": "C"})):
                with pytest.raises(Exception) as refused:
                    await kofi.request(kind, game=game_id, **fields)
                assert getattr(refused.value, "code", None) == "game-over", (kind, refused)
            events = await server.store.run(lambda s: s.events(game_id))
            assert [e["e"] for e in events] == ["end"]
            await ama.close()
            await kofi.close()
    run(scenario)


def row(game_id: str) -> GameRow:
    return GameRow(game_id, "ama", "kofi", [{"name": "ama"}, {"name": "kofi"}], {},
                   0.0, False, None, None, None, None)


def test_the_store_refuses_a_second_end_and_anything_after_the_end(tmp_path: Path) -> None:
    store = SqliteStore(tmp_path)
    try:
        store.add_game(row("g1"))
        store.add_event("g1", {"v": 1, "e": "move", "move": "C"})
        store.finish_game("g1", "resign", "north", "ogn", 1.0)
        store.add_event("g1", {"v": 2, "e": "end"})
        store.commit()
        for write in (lambda: store.finish_game("g1", "resign", "south", "ogn", 2.0),
                      lambda: store.add_event("g1", {"v": 3, "e": "chat", "text": "x"}),
                      lambda: store.add_event("g1", {"v": 3, "e": "end"})):
            store.savepoint()
            with pytest.raises(Exception, match=r"ended|over"):
                write()
            store.release(keep=False)
        store.commit()
        assert [e["e"] for e in store.events("g1")] == ["move", "end"]
        assert store.finished_games("g1")[0].winner == "north"
        store.add_game(row("g2"))
        store.savepoint()
        with pytest.raises(Exception, match="version"):  # a gap in the versions
            store.add_event("g2", {"v": 2, "e": "move", "move": "C"})
        store.release(keep=False)
        store.commit()
        assert store.events("g2") == []
    finally:
        store.close()


def test_a_reader_never_sees_an_event_the_store_has_not_written(tmp_path: Path) -> None:
    """A watcher's ``sync`` while a move is being stored waits for the store's answer: the
    write fails, so the watcher sees version 0, never the move that was not kept; the
    mover's next move is version 1 for everyone."""
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            game_id = await game_between(server, ama, kofi)
            store = server.store.store
            real_add = store.add_event
            entered, release = threading.Event(), threading.Event()
            failing = {"on": True}

            def add_event(game: str, event: dict[str, Any]) -> None:
                if failing["on"]:
                    entered.set()
                    release.wait(10)
                    raise OSError("disk full")
                real_add(game, event)

            store.add_event = add_event  # type: ignore[method-assign]
            mover = asyncio.ensure_future(ama.request("move", game=game_id, ply=0, move="F"))
            assert await asyncio.to_thread(entered.wait, 10)
            async with connect(url(server)) as watcher:
                await watcher.send(json.dumps({"t": "hello", "protocol": 1, "id": 1}))
                await watcher.send(json.dumps({"t": "sync", "game": game_id, "id": 2}))
                await asyncio.sleep(0.3)  # the sync is in, the write still pending
                release.set()
                seen = (await answers(watcher, {2}))[2]
                with pytest.raises(Exception) as refused:
                    await mover
                assert getattr(refused.value, "code", None) == "not-stored"
                assert seen["game"]["version"] == 0 and seen["game"]["moves"] == [], seen
                assert seen["game"]["events"] == []
                failing["on"] = False
                await ama.request("move", game=game_id, ply=0, move="E")
                await watcher.send(json.dumps({"t": "sync", "game": game_id, "since": 0,
                                               "id": 3}))
                again = (await answers(watcher, {3}))[3]
                assert [(e["v"], e["move"]) for e in again["events"]] == [(1, "E")]
            await ama.close()
            await kofi.close()
    run(scenario)
