"""The cost of confirming, before every request that changes something, that the
connection's token still stands (``account_requests.confirm_standing``: one indexed read
on the store's thread per request): moves a second, and seek + seek-cancel frames a
second, with the check and without it.

    python benchmarks/bench_token_check.py [--pairs 20] [--seconds 5] [--rounds 2]

A server in this process on 127.0.0.1 (a free port, a temporary data folder), ``--pairs``
pairs of guests playing random legal moves as fast as their acknowledgements come back
(each mover waits for its own move's event), then the same number of players opening and
cancelling seeks as fast as they can. Rounds alternate: check on, check off. The clients
share the process and its core with the server, so the figures are for comparison only.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from wari_desktop.client import Client, RequestRefused
from wari_desktop.rules import Game
from wari_desktop.server import Server, ServerConfig, account_requests

_REAL_CHECK = account_requests.confirm_standing


async def _no_check(*_: Any) -> None:
    return None


async def _pair(url: str) -> tuple[Client, Client]:
    south, north = Client(url, reconnect=False), Client(url, reconnect=False)
    for client in (south, north):
        await client.start()
        await client.request("guest")
    return south, north


async def _play(south: Client, north: Client, until: float, rng: random.Random) -> int:
    """Games between ``south`` and ``north`` until ``until``: the moves acknowledged."""
    moves = 0
    while time.perf_counter() < until:
        opened = await south.request("seek", side="south")
        game_id = (await north.request("seek-accept", seek=opened["seek"]["id"]))["game"]["id"]
        game = Game()
        while time.perf_counter() < until and not game.is_over():
            mover = south if len(game.moves) % 2 == 0 else north
            move = rng.choice(game.legal_moves())
            try:
                await mover.request("move", game=game_id, ply=len(game.moves), move=move)
            except RequestRefused:
                break
            game.play(move)
            moves += 1
        if not game.is_over():
            with contextlib.suppress(RequestRefused):
                await south.request("resign", game=game_id)
    return moves


async def _seeks(client: Client, until: float) -> int:
    frames = 0
    while time.perf_counter() < until:
        opened = await client.request("seek")
        await client.request("seek-cancel", seek=opened["seek"]["id"])
        frames += 2
    return frames


async def run(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory() as folder:
        config = ServerConfig(data=Path(folder), port=0, frame_rate=10_000,
                              frame_burst=10_000, accounts_per_address=0, per_address=0)
        server = Server(config)
        await server.start()
        url = f"ws://127.0.0.1:{server.port}/"
        pairs = [await _pair(url) for _ in range(args.pairs)]
        rng = random.Random(1)
        try:
            for round_number in range(args.rounds * 2):
                checking = round_number % 2 == 0
                account_requests.confirm_standing = _REAL_CHECK if checking else _no_check
                until = time.perf_counter() + args.seconds
                moves = sum(await asyncio.gather(*(_play(s, n, until, rng) for s, n in pairs)))
                until = time.perf_counter() + args.seconds
                frames = sum(await asyncio.gather(*(_seeks(s, until) for s, _ in pairs)))
                print(f"check {'on ' if checking else 'off'}: "
                      f"{moves / args.seconds:7.0f} moves/s, "
                      f"{frames / args.seconds:7.0f} seek/cancel frames/s", flush=True)
        finally:
            account_requests.confirm_standing = _REAL_CHECK
            for south, north in pairs:
                await south.close()
                await north.close()
            await server.stop()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pairs", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--rounds", type=int, default=2)
    asyncio.run(run(parser.parse_args()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
