"""What the server tests share: a real server on 127.0.0.1 (a free port) in the test's
own event loop, and real clients signed up on it."""

from __future__ import annotations

import asyncio
import contextlib
import importlib.util
import json
import sys
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from types import ModuleType
from typing import Any

from websockets.asyncio.client import connect

from wari_desktop.client import Client
from wari_desktop.server import Server, ServerConfig

PASSWORD = "correct horse battery"


def run(scenario: Callable[[], Any]) -> Any:
    """Run an async test scenario to its end (bounded: 60 s)."""
    async def bounded() -> Any:
        return await asyncio.wait_for(scenario(), 60)
    return asyncio.run(bounded())


@contextlib.asynccontextmanager
async def serving(data: Path, **options: Any) -> AsyncIterator[Server]:
    """A server on 127.0.0.1 with a free port, keeping its data in ``data``."""
    options.setdefault("frame_rate", 1000.0)  # clients here play as fast as they can
    options.setdefault("frame_burst", 1000.0)
    config = ServerConfig(data=data, host="127.0.0.1", port=0, **options)
    server = Server(config)
    await server.start()
    try:
        yield server
    finally:
        await server.stop()


def benchmark_module(name: str) -> ModuleType:
    """The module ``benchmarks/NAME.py`` (the hostile benchmark's attack classes), loaded
    once under its own name."""
    if name in sys.modules:
        return sys.modules[name]
    path = Path(__file__).resolve().parents[2] / "benchmarks" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def url(server: Server) -> str:
    return f"ws://127.0.0.1:{server.port}/"


async def player(server: Server, name: str, **options: Any) -> Client:
    """A connected client signed up as ``name``."""
    client = Client(url(server), **options)
    await client.start()
    await client.request("signup", name=name, password=PASSWORD)
    return client


async def game_between(server: Server, south: Client, north: Client,
                       **terms: Any) -> str:
    """A game started by ``south``'s seek (it plays South) accepted by ``north``; its id.
    Both clients' ``game`` frames are taken from their queues."""
    opened = await south.request("seek", side="south", **terms)
    answer = await north.request("seek-accept", seek=opened["seek"]["id"])
    game_id = str(answer["game"]["id"])
    for client in (south, north):
        frame = await until(client, lambda f: f["t"] == "game")
        assert frame["game"]["id"] == game_id
    return game_id


async def until(client: Client, wanted: Callable[[dict[str, Any]], bool],
                timeout: float = 10.0) -> dict[str, Any]:
    """The next frame from the server that ``wanted`` accepts (others are skipped)."""
    async with asyncio.timeout(timeout):
        while True:
            frame = await client.next_frame()
            if wanted(frame):
                return frame


async def events(client: Client, game_id: str, count: int,
                 timeout: float = 10.0) -> list[dict[str, Any]]:
    """The next ``count`` events of ``game_id`` that ``client`` hands out."""
    found = []
    while len(found) < count:
        frame = await until(client, lambda f: f["t"] == "event" and f["game"] == game_id,
                            timeout)
        found.append(frame["event"])
    return found


@contextlib.asynccontextmanager
async def raw(server: Server, hello: bool = True) -> AsyncIterator[Any]:
    """A bare WebSocket to the server (for frames no client would send)."""
    async with connect(url(server), max_size=None) as ws:
        if hello:
            await ws.send(json.dumps({"t": "hello", "protocol": 1}))
            assert json.loads(await ws.recv())["t"] == "welcome"
        yield ws


async def answer(ws: Any, frame: dict[str, Any] | str) -> dict[str, Any]:
    """Send ``frame`` on a bare socket and read the next frame."""
    await ws.send(frame if isinstance(frame, str) else json.dumps(frame))
    return dict(json.loads(await asyncio.wait_for(ws.recv(), 10)))
