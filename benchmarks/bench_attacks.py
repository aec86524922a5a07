"""The attacks of the security review, one class after another, against one ``wari-server``
while a real game goes on: for each class, what was sent and what the server did, the
server's memory before and after, and the real game's move round trip (p50, p99) while
the attack ran.

    python benchmarks/bench_attacks.py [--seconds 20] [--only NAME ...] [--settle 5]

Short run (CI): ``--seconds 6``. The server runs in a subprocess on 127.0.0.1 (a free
port, a fresh data folder, default limits except ``--accounts-per-address 0``: every
attack makes guests from 127.0.0.1). The real game is two guests from 127.0.0.2 playing
casual games to the end, a move every ``--interval`` seconds; the round trip is from a
move sent to its event back. The attack classes come from ``attacks_*.py`` beside this
file (``ATTACKS`` in each): races on a game's end and reads of old games
(``attacks_game``), sign-in floods and names (``attacks_auth``), text tricks
(``attacks_store``), half-open and slow handshakes and control-frame floods
(``attacks_conn``, where present).

Targets printed with the figures: the real game's p99 within 50 ms during every attack,
and the server's memory back within 20% of where it started once the attackers are gone
(measured after the server's next tidying, ``memory.TIDY_SECONDS``).
The run fails (exit status 1) when the server dies, logs a traceback, counts an internal
error, or an attack's line says FAIL; the targets are reported, not enforced (a loaded
2-core machine is not the server's).
"""

from __future__ import annotations

import argparse
import asyncio
import importlib
import json
import random
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from server_load import ServerProcess, free_port, mib, percentiles
from websockets.asyncio.client import ClientConnection, connect

from wari_desktop.rules import Game
from wari_desktop.server.memory import TIDY_SECONDS

HERE = Path(__file__).resolve().parent
REAL_SOURCE = "127.0.0.2"
P99_TARGET_MS = 50.0
MEMORY_TARGET = 0.20
Attack = Callable[[str, float], Awaitable[str]]


def attack_classes(only: list[str]) -> dict[str, Attack]:
    """Every ``ATTACKS`` entry of the ``attacks_*.py`` modules here (``only``: those)."""
    found: dict[str, Attack] = {}
    for path in sorted(HERE.glob("attacks_*.py")):
        module = importlib.import_module(path.stem)
        found.update(getattr(module, "ATTACKS", {}))
    if only:
        missing = set(only) - set(found)
        if missing:
            raise SystemExit(f"no attack named {', '.join(sorted(missing))}; there are "
                             f"{', '.join(found)}")
        found = {name: found[name] for name in only}
    return found


@dataclass
class RealGame:
    """Two guests from ``REAL_SOURCE`` playing casual games, one move every ``interval``
    seconds; the round trips of the moves, in milliseconds, by the caller's marks."""

    url: str
    interval: float
    trips: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    moves: int = 0

    async def _open(self) -> ClientConnection:
        ws = await connect(self.url, open_timeout=10, local_addr=(REAL_SOURCE, 0))
        await ws.send(json.dumps({"t": "hello", "id": 0, "protocol": 1}))
        await ws.send(json.dumps({"t": "guest", "id": 1}))
        await self._until(ws, 1)
        return ws

    @staticmethod
    async def _until(ws: ClientConnection, wanted_id: int) -> dict[str, Any]:
        async with asyncio.timeout(30):
            while True:
                frame = dict(json.loads(await ws.recv()))
                if frame.get("id") == wanted_id:
                    if frame.get("t") == "error":
                        raise RuntimeError(f"{frame.get('code')}: {frame.get('message')}")
                    return frame

    async def play(self, stop: asyncio.Event) -> None:
        rng = random.Random(7)
        south, north = await self._open(), await self._open()
        request = 10
        try:
            while not stop.is_set():
                request += 2
                seek = await self._ask(south, {"t": "seek", "side": "south"}, request)
                taken = await self._ask(north, {"t": "seek-accept",
                                                "seek": seek["seek"]["id"]}, request + 1)
                game_id, game = taken["game"]["id"], Game()
                while not game.is_over() and not stop.is_set():
                    mover = south if game.to_move == 0 else north
                    move = rng.choice(game.legal_moves())
                    request += 1
                    began = time.perf_counter()
                    await self._ask(mover, {"t": "move", "game": game_id,
                                            "ply": len(game.plies), "move": move}, request)
                    self.trips.append((time.perf_counter() - began) * 1000)
                    self.moves += 1
                    game.play(move)
                    await asyncio.sleep(self.interval)
        except Exception as error:  # reported: the real game must not fail
            self.errors.append(f"{type(error).__name__}: {error}")
        finally:
            await south.close()
            await north.close()

    async def _ask(self, ws: ClientConnection, frame: dict[str, Any],
                   request: int) -> dict[str, Any]:
        await ws.send(json.dumps({**frame, "id": request}))
        return await self._until(ws, request)

    def take(self) -> list[float]:
        """The round trips since the last ``take``."""
        trips, self.trips = self.trips, []
        return trips


def rss(server: ServerProcess) -> int:
    return server.memory().get("VmRSS", 0)


async def run(args: argparse.Namespace, server: ServerProcess) -> bool:
    attacks = attack_classes(args.only)
    real = RealGame(server.url(), args.interval)
    stop = asyncio.Event()
    player = asyncio.create_task(real.play(stop))
    await asyncio.sleep(args.settle)
    start_memory = rss(server)
    quiet = percentiles(real.take())
    print(f"quiet: real game p50 {quiet['p50']:.1f} ms, p99 {quiet['p99']:.1f} ms; "
          f"server VmRSS {mib(start_memory)}")
    failed = False
    worst_p99 = quiet["p99"]
    for name, attack in attacks.items():
        before = rss(server)
        began = time.perf_counter()
        try:
            line = await asyncio.wait_for(attack(server.url(), args.seconds),
                                          args.seconds + 60)
        except Exception as error:
            line = f"the attack itself failed: {type(error).__name__}: {error} (FAIL)"
        took = time.perf_counter() - began
        trips = percentiles(real.take())
        worst_p99 = max(worst_p99, trips["p99"])
        await asyncio.sleep(1)
        failed |= "FAIL" in line
        print(f"- {name} ({took:.0f} s): {line}\n    server VmRSS {mib(before)} -> "
              f"{mib(rss(server))}; real game p50 {trips['p50']:.1f} ms, "
              f"p99 {trips['p99']:.1f} ms")
        if not server.alive():
            print("the server died (FAIL)")
            return False
    await asyncio.sleep(max(args.settle, TIDY_SECONDS + 2))  # the server's tidying comes
    stop.set()
    await asyncio.wait_for(player, 60)
    end_memory = rss(server)
    grown = (end_memory - start_memory) / max(1, start_memory)
    metrics = server.metrics()
    tracebacks = server.tracebacks()
    print(f"after the attacks: server VmRSS {mib(start_memory)} -> {mib(end_memory)} "
          f"({grown:+.0%}; target within {MEMORY_TARGET:.0%}: "
          f"{'met' if grown <= MEMORY_TARGET else 'NOT met'}); worst p99 during an attack "
          f"{worst_p99:.1f} ms (target {P99_TARGET_MS:.0f} ms: "
          f"{'met' if worst_p99 <= P99_TARGET_MS else 'NOT met'}); real moves "
          f"{real.moves}, real game errors {real.errors or 'none'}")
    print(f"server: internal errors {metrics.get('internal_errors')}, closed for abuse "
          f"{metrics.get('closed_for_abuse')}, refused connections "
          f"{metrics.get('refused_connections')}, tracebacks {tracebacks or 'none'}")
    return not (failed or real.errors or tracebacks or metrics.get("internal_errors"))


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=20.0, help="each attack at most")
    parser.add_argument("--settle", type=float, default=5.0,
                        help="seconds of quiet play before and after the attacks")
    parser.add_argument("--interval", type=float, default=0.2,
                        help="seconds between the real game's moves")
    parser.add_argument("--only", nargs="*", default=[], help="these attack classes only")
    return parser.parse_args()


def main() -> int:
    args = parse_args()
    with tempfile.TemporaryDirectory(prefix="wari-attacks-") as folder:
        logs = Path(folder)
        server = ServerProcess(logs / "data", free_port(), ["--accounts-per-address", "0"],
                               logs)
        server.start()
        try:
            passed = asyncio.run(run(args, server))
        finally:
            server.stop()
    print("PASS" if passed else "FAIL")
    return 0 if passed else 1


if __name__ == "__main__":
    sys.exit(main())
