"""Attacks on games, for the hostile benchmark (``bench_attacks.py``): each
``async def attack(url, seconds)`` attacks the server at ``url`` for at most ``seconds``,
bounded in count, closes every socket it opened, and returns one line: what it sent and
what the server did.

- ``end-race``: two guests play a game; one of them, on two connections, resigns on one
  and chats on the other at the same instant (and the opponent chats too): each game must
  end once (one ``end`` event, the last), every request after it refused ``game-over``.
- ``old-game-reads``: games played to their end, then a visitor who never signs in reads
  them again and again (``sync`` and ``watch``), and asks for games that do not exist:
  each is answered, and the server keeps none of them (the harness measures its memory).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections import Counter
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

#: Games raced at most, and reads at most, whatever the time allowed.
MOST_RACES = 200
MOST_READS = 20_000
#: Seconds between two games of one pair (within the frame rate, 20 a second).
PACE = 0.25
#: Games the reader reads (played first).
READ_GAMES = 20
#: Reads sent at once (with the unwatches, within the burst of 40 frames).
BATCH = 25


@contextlib.asynccontextmanager
async def _socket(url: str, token: str | None = None
                  ) -> AsyncIterator[tuple[ClientConnection, dict[str, Any]]]:
    """A bare connection that has said hello (with ``token``: signed in); it and the
    last frame of the greeting (``signed-in`` or ``welcome``)."""
    async with connect(url, max_size=2**22, open_timeout=10) as ws:
        hello: dict[str, Any] = {"t": "hello", "id": 0, "protocol": 1}
        if token is not None:
            hello["token"] = token
        await ws.send(json.dumps(hello))
        wanted = "signed-in" if token is not None else "welcome"
        frame = await _next(ws, lambda f: f.get("t") in (wanted, "error"))
        yield ws, frame


async def _next(ws: ClientConnection, wanted: Callable[[dict[str, Any]], bool]
                ) -> dict[str, Any]:
    async with asyncio.timeout(10):
        while True:
            frame = dict(json.loads(await ws.recv()))
            if wanted(frame):
                return frame


async def _ask(ws: ClientConnection, frame: dict[str, Any]) -> dict[str, Any]:
    """Send ``frame`` (with its ``id``) and read until its answer."""
    await ws.send(json.dumps(frame))
    return await _next(ws, lambda f: f.get("id") == frame["id"])


async def _guest(ws: ClientConnection) -> str:
    """Make ``ws`` a guest; its token."""
    answer = await _ask(ws, {"t": "guest", "id": 1})
    if answer.get("t") != "signed-in":
        raise RuntimeError(f"no guest: {answer}")
    return str(answer["token"])


async def _game(south: ClientConnection, north: ClientConnection, number: int) -> str:
    seek = await _ask(south, {"t": "seek", "id": 10 + number, "side": "south"})
    if seek.get("t") == "error":
        raise RuntimeError(f"no seek: {seek}")
    taken = await _ask(north, {"t": "seek-accept", "id": 10 + number,
                               "seek": seek["seek"]["id"]})
    if "game" not in taken:
        raise RuntimeError(f"no game: {taken}")
    return str(taken["game"]["id"])


async def end_race(url: str, seconds: float) -> str:
    """Resignations raced by chat lines from a second connection of the resigner."""
    ends: Counter[int] = Counter()
    answers: Counter[str] = Counter()
    races = 0
    async with _socket(url) as (south, _), _socket(url) as (north, _):
        south_token = await _guest(south)
        await _guest(north)
        async with _socket(url, south_token) as (south_again, _):
            loop = asyncio.get_running_loop()
            deadline = loop.time() + seconds
            while races < MOST_RACES and loop.time() < deadline - 1:
                game_id = await _game(south, north, races)
                resign = {"t": "resign", "id": 100_000 + races, "game": game_id}
                chat = {"t": "chat", "id": 200_000 + races, "game": game_id, "text": "gg"}
                their = {"t": "chat", "id": 300_000 + races, "game": game_id, "text": "gg"}
                asks = [_ask(south, resign), _ask(south_again, chat), _ask(north, their)]
                if races % 2:  # the chat lines sent first, every other race
                    asks = [*asks[1:], asks[0]]
                said = await asyncio.gather(*asks)
                for answer in said:
                    if answer.get("id") == resign["id"]:
                        continue
                    answers[str(answer.get("code") or answer.get("t"))] += 1
                synced = await _ask(north, {"t": "sync", "id": 400_000 + races,
                                            "game": game_id})
                kinds = [e["e"] for e in synced["game"]["events"]]
                ends[kinds.count("end") * (10 if kinds[-1] != "end" else 1)] += 1
                races += 1
                await asyncio.sleep(PACE)
    once = ends.get(1, 0)
    told = ", ".join(f"{count} {what}" for what, count in sorted(answers.items()))
    return (f"{races} resignations raced by chat lines from the resigner's second "
            f"connection and the opponent: {once} games ended once, "
            f"{races - once} otherwise{' (FAIL)' if races - once else ''}; "
            f"the chat lines were answered: {told}")


async def old_game_reads(url: str, seconds: float) -> str:
    """A visitor reads finished games over and over, and asks for games that are not."""
    answers: Counter[str] = Counter()
    reads = 0
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    async with _socket(url) as (south, _), _socket(url) as (north, _):
        await _guest(south)
        await _guest(north)
        games = []
        for number in range(READ_GAMES):
            if loop.time() > deadline - 2:
                break
            game_id = await _game(south, north, number)
            await _ask(south, {"t": "resign", "id": 500 + number, "game": game_id})
            games.append(game_id)
            await asyncio.sleep(PACE)
    async with _socket(url) as (visitor, _):
        while reads < MOST_READS and loop.time() < deadline and games:
            batch = []
            for index in range(BATCH):
                game_id = games[(reads + index) % len(games)] if index % 10 else \
                    f"nosuch{reads + index}"
                kind = "watch" if index % 3 == 0 else "sync"
                batch.append({"t": kind, "id": reads + index + 1, "game": game_id})
                if kind == "watch":
                    batch.append({"t": "unwatch", "id": 10**7 + reads + index,
                                  "game": game_id})
            for frame in batch:
                await visitor.send(json.dumps(frame))
            wanted = {frame["id"] for frame in batch}
            while wanted:
                frame = await _next(visitor, lambda f, ids=wanted: f.get("id") in ids)
                wanted.discard(frame["id"])
                answers[str(frame.get("code") or frame.get("t"))] += 1
            reads += BATCH
            await asyncio.sleep(2.0)  # under the frame rate (20 a second, 40 at once)
    told = ", ".join(f"{count} {what}" for what, count in sorted(answers.items()))
    return (f"{reads} reads (sync, watch and unwatch) by a visitor of {len(games)} finished "
            f"games and of games that do not exist: {told}")


ATTACKS: dict[str, Callable[[str, float], Awaitable[str]]] = {
    "end-race": end_race,
    "old-game-reads": old_game_reads,
}
