"""What the website's tests share: a real server with its website on 127.0.0.1 (free
ports) running in a thread of its own (its own event loop), real clients playing on it
from that loop, plain HTTP reads, and Debian's Chromium driven by Playwright from the
test's thread.

    with Running(tmp_path) as site:
        game_id = site.call(lambda server: started_game(server, "ama", "kofi"))
        status, headers, body = site.get("/game/" + game_id)
"""

from __future__ import annotations

import asyncio
import contextlib
import http.client
import os
import shutil
import threading
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

import pytest

from wari_desktop.client import Client
from wari_desktop.server import Server, ServerConfig

from ..helpers import game_between, player, until

T = TypeVar("T")
#: Debian's Chromium (``apt-get install chromium``); Playwright's own browsers are never
#: downloaded.
CHROMIUM = os.environ.get("WARI_CHROMIUM", "/usr/bin/chromium")
#: Where the tests' screenshots go (a temporary folder unless told).
SHOTS = Path(os.environ.get("WARI_WEB_SHOTS", "/tmp/wari-web-shots"))


class Running:
    """A server with its website in a thread of its own; ``call`` runs a coroutine of
    the server's on its loop (bounded: 30 s)."""

    def __init__(self, data: Path, **options: Any) -> None:
        options.setdefault("frame_rate", 1000.0)
        options.setdefault("frame_burst", 1000.0)
        self.config = ServerConfig(data=data, host="127.0.0.1", port=0, web_port=0,
                                   **options)
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="test-server",
                                       daemon=True)
        self.server = Server(self.config)
        self.clients: list[Client] = []

    def __enter__(self) -> Running:
        self.thread.start()
        self.call(lambda server: server.start())
        return self

    def __exit__(self, *exc: object) -> None:
        async def stop(server: Server) -> None:
            for client in self.clients:
                with contextlib.suppress(Exception):
                    await client.close()
            await server.stop()

        try:
            self.call(stop)
        finally:
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(10)
            self.loop.close()

    def call(self, job: Callable[[Server], Awaitable[T]], timeout: float = 30) -> T:
        async def bounded() -> T:
            return await asyncio.wait_for(job(self.server), timeout)
        return asyncio.run_coroutine_threadsafe(bounded(), self.loop).result(timeout + 5)

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.server.website.port}"

    def get(self, path: str, method: str = "GET") -> tuple[int, dict[str, str], str]:
        """One plain HTTP request to the website: status, headers, body."""
        connection = http.client.HTTPConnection("127.0.0.1", self.server.website.port,
                                                timeout=10)
        try:
            connection.request(method, path)
            answer = connection.getresponse()
            return (answer.status, {k.lower(): v for k, v in answer.getheaders()},
                    answer.read().decode())
        finally:
            connection.close()

    def player(self, name: str) -> Client:
        client = self.call(lambda server: player(server, name))
        self.clients.append(client)
        return client


async def moves(client_of: Callable[[int], Client], game_id: str, played: list[str],
                start: int = 0) -> None:
    """Play ``played`` from move ``start`` on (``client_of(ply)`` makes each)."""
    for ply, move in enumerate(played, start=start):
        await client_of(ply).request("move", game=game_id, ply=ply, move=move)


async def started_game(server: Server, south: Client, north: Client,
                       **terms: Any) -> str:
    return await game_between(server, south, north, **terms)


async def resigned_game(server: Server, south: Client, north: Client, played: list[str],
                        **terms: Any) -> str:
    """A game of ``played`` moves that North then resigns; its id once both saw the end."""
    game_id = await game_between(server, south, north, **terms)
    await moves(lambda ply: south if ply % 2 == 0 else north, game_id, played)
    await north.request("resign", game=game_id)
    for client in (south, north):
        await until(client, lambda f: f["t"] == "event" and f["event"]["e"] == "end")
    return game_id


@contextlib.contextmanager
def browser() -> Iterator[Any]:
    """Debian's Chromium, headless, driven by Playwright (skipped where it is not
    installed, unless ``WARI_REQUIRE_CHROMIUM`` is set, as on CI)."""
    if shutil.which(CHROMIUM) is None:
        if os.environ.get("WARI_REQUIRE_CHROMIUM"):
            pytest.fail(f"{CHROMIUM} is missing: apt-get install chromium")
        pytest.skip(f"{CHROMIUM} is not installed (apt-get install chromium)")
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(
            executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        try:
            yield chromium
        finally:
            chromium.close()


def page_at(chromium: Any, width: int, height: int) -> Any:
    """A fresh page of ``width`` by ``height`` CSS pixels (a phone's: with touch)."""
    phone = width < 600
    context = chromium.new_context(viewport={"width": width, "height": height},
                                   device_scale_factor=2 if phone else 1, is_mobile=phone,
                                   has_touch=phone)
    return context.new_page()


def no_horizontal_scroll(page: Any) -> bool:
    return bool(page.evaluate(
        "document.documentElement.scrollWidth <= window.innerWidth"))
