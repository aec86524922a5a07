"""Servers of the cluster tests in the test's own event loop: several ``Server`` objects
on one database (each one process of the server), and clients signed up on them."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from wari_desktop.client import Client
from wari_desktop.server import Server

from ..helpers import PASSWORD, serving, until, url


@contextlib.asynccontextmanager
async def processes(tmp_path: Path, postgres_url: str, count: int,
                    **options: Any) -> AsyncIterator[list[Server]]:
    """``count`` server processes (each its own ``Server``) sharing one database."""
    async with contextlib.AsyncExitStack() as stack:
        servers = [await stack.enter_async_context(
            serving(tmp_path / f"p{n}", store_url=postgres_url, **options))
            for n in range(count)]
        yield servers


async def signed_up(server: Server, name: str) -> Client:
    client = Client(url(server))
    await client.start()
    await client.request("signup", name=name, password=PASSWORD)
    return client


async def seen_in_lobby(client: Client, wanted: Any, timeout: float = 10.0) -> dict[str, Any]:
    """The first lobby frame ``wanted`` accepts (following the lobby; other frames
    meanwhile are skipped), then the client stops following it."""
    frame = await client.request("lobby", watch=True)
    if not wanted(frame):
        frame = await until(client, lambda f: f["t"] == "lobby" and wanted(f), timeout)
    await client.request("lobby", watch=False)
    return frame
