"""``ThreadedClient``: a client on its own thread for a program that is not asyncio (the
window): requests as futures, frames to a callback, steps run on its loop."""

from __future__ import annotations

import queue
import threading
from pathlib import Path
from typing import Any

from wari_desktop.client import Client, ThreadedClient
from wari_desktop.client.loop_thread import LoopThread
from wari_desktop.server import Server, ServerConfig

from .helpers import PASSWORD


def test_two_threaded_clients_play_through_a_server_on_its_own_thread(tmp_path: Path) -> None:
    thread = LoopThread("test-server")
    server = Server(ServerConfig(data=tmp_path, port=0))
    thread.call(server.start(), 30)
    url = f"ws://127.0.0.1:{server.port}/"
    frames: queue.Queue[dict[str, Any]] = queue.Queue()
    ama = ThreadedClient(url, on_frame=frames.put)
    kofi = ThreadedClient(url)
    try:
        for client, name in ((ama, "ama"), (kofi, "kofi")):
            assert client.start()["t"] == "welcome"
            client.request("signup", name=name, password=PASSWORD).result(30)
        seek = ama.request("seek", side="south").result(30)
        game = kofi.request("seek-accept", seek=seek["seek"]["id"]).result(30)
        game_id = game["game"]["id"]
        ama.request("move", game=game_id, ply=0, move="F").result(30)

        async def names(client: Client) -> str | None:
            return None if client.account is None else str(client.account["name"])

        assert kofi.run(names(kofi.client)).result(30) == "kofi"
        kinds = []
        while len(kinds) < 3:
            frame = frames.get(timeout=30)
            kinds.append(frame["t"] if frame["t"] != "event" else frame["event"]["e"])
        assert kinds == ["signed-in", "game", "move"]
    finally:
        ama.close()
        kofi.close()
        thread.call(server.stop(), 30)
        thread.stop(10)


def test_closing_from_two_threads_at_once_raises_nothing(tmp_path: Path) -> None:
    """The window closes a connection on a thread of its own while the program's end
    closes it too: whichever comes second finds the loop stopped, and says nothing."""
    thread = LoopThread("test-server")
    server = Server(ServerConfig(data=tmp_path, port=0))
    thread.call(server.start(), 30)
    url = f"ws://127.0.0.1:{server.port}/"
    errors: list[BaseException] = []
    try:
        for _ in range(12):
            client = ThreadedClient(url)
            assert client.start()["t"] == "welcome"
            together = threading.Barrier(3)

            def close(client: ThreadedClient = client,
                      together: threading.Barrier = together) -> None:
                together.wait(10)
                try:
                    client.close()
                except BaseException as error:  # what the fix forbids: any of it
                    errors.append(error)

            closers = [threading.Thread(target=close) for _ in range(3)]
            for closer in closers:
                closer.start()
            for closer in closers:
                closer.join(30)
        assert errors == []
    finally:
        thread.call(server.stop(), 30)
        thread.stop(10)
