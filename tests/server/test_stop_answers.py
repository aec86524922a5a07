"""A server that stops the moment a game ends (a game hosted from the desktop program
stops with its end) still answers first: what it has queued for each connection (the
end's event, which answers the resignation) goes out before the connections close."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from wari_desktop.server import Server, ServerConfig

from .helpers import game_between, player, run, until


def test_the_end_is_answered_before_a_server_stopping_with_it_closes(tmp_path: Path) -> None:
    async def scenario() -> None:
        config = ServerConfig(data=tmp_path, host="127.0.0.1", port=0, frame_rate=1000.0,
                              frame_burst=1000.0)
        server = Server(config)
        await server.start()
        stopping: list[asyncio.Task[Any]] = []
        finished = server.finished

        def stop_with_the_end(live: Any) -> None:  # as a hosted game's host does
            finished(live)
            stopping.append(asyncio.get_running_loop().create_task(server.stop()))
        server.finished = stop_with_the_end  # type: ignore[method-assign]
        south, north = await player(server, "kofi"), await player(server, "ama")
        try:
            game_id = await game_between(server, south, north)
            await south.request("move", game=game_id, ply=0, move="C")
            answer = await north.request("resign", game=game_id)  # answered, not lost
            assert answer["event"]["e"] == "end" and answer["event"]["reason"] == "resign"
            end = await until(south, lambda f: f.get("t") == "event"
                              and f["event"].get("e") == "end")
            assert end["event"]["winner"] == "south"
            await asyncio.wait_for(stopping[0], 10)
        finally:
            for client in (south, north):
                await client.close()
            await server.stop()
    run(scenario)
