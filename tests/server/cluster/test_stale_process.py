"""A process stopped (SIGSTOP) for longer than its lease, then woken (SIGCONT), cannot
write a single event of the game another process took over meanwhile: the database
refuses its write (the lease's generation), and it lets the game go."""

from __future__ import annotations

import asyncio
import os
import signal
from pathlib import Path

import psycopg
import pytest

from wari_desktop.client import Client, RequestRefused

from .processes import server_processes
from .tables import OPEN, refereed_game


def generations(url: str, game_id: str) -> list[tuple[int, str, int]]:
    with psycopg.connect(url) as db:
        return [(int(v), str(data), int(g)) for v, data, g in db.execute(
            "SELECT v, data, generation FROM events WHERE game = %s ORDER BY v", (game_id,))]


def test_a_stale_process_cannot_write_an_event(tmp_path: Path, postgres_url: str) -> None:
    async def scenario() -> None:
        async with server_processes(postgres_url, 2, *OPEN) as (stale, other):
            played = await refereed_game(stale, other)
            game_id, (south, north) = played.id, played.players
            for ply, move in enumerate(["C", "d", "E"]):
                await (south, north)[ply % 2].request("move", game=game_id, ply=ply, move=move)
            # North has a second connection, to the process that referees the game.
            late = Client(stale.url, token=north.token)
            await late.start()
            os.kill(stale.process.pid, signal.SIGSTOP)
            try:
                late_move = asyncio.ensure_future(late.request(
                    "move", game=game_id, ply=3, move="a"))  # waits in the stopped process
                # Meanwhile the other process takes the game over and North moves there.
                answer = await north.request("move", game=game_id, ply=3, move="f")
                assert answer["event"]["v"] == 4
                assert [g for _, _, g in await asyncio.to_thread(
                    generations, postgres_url, game_id)] == [1, 1, 1, 2]
            finally:
                os.kill(stale.process.pid, signal.SIGCONT)
            # The woken process decides the waiting move on the game as it last knew it and
            # its write is refused by the database, or, having let the game go first, it
            # carries the move to the new referee, where that ply is played already.
            with pytest.raises(RequestRefused) as refused:
                await asyncio.wait_for(late_move, 30)
            assert refused.value.code in ("not-stored", "not-your-turn", "wrong-ply")
            rows = await asyncio.to_thread(generations, postgres_url, game_id)
            assert [v for v, _, _ in rows] == [1, 2, 3, 4]
            assert '"move":"f"' in rows[3][1] and [g for _, _, g in rows] == [1, 1, 1, 2]
            # The game goes on under the other process.
            await south.request("move", game=game_id, ply=4, move="A")
            for client in (south, north, late):
                await client.close()
    asyncio.run(asyncio.wait_for(scenario(), 120))
