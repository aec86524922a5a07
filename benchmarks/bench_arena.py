"""The server's load while an arena of many bots runs: the round trip of a move (p50, p99),
moves and games a second, the server's CPU and memory, and the arena's own figures
(passes of pairing, games, the longest a player waited between two games).

    python benchmarks/bench_arena.py [--players 64] [--minutes 3] [--think 0.5]

Short run (CI, about a minute and a half):

    python benchmarks/bench_arena.py --players 32 --minutes 1

The server runs in a subprocess (``python -m wari_desktop.server serve`` on 127.0.0.1, a
free port, a temporary data folder, the caps on one address lifted as in
``bench_server.py``); an organiser made by the admin's commands creates an arena of
``--minutes``, ``--players`` accounts enter it from bare WebSockets and play every game
it gives them with random legal moves, each thinking ``--think`` seconds (0.5 x to 1.5 x,
at random) before a move. A move's round trip runs from its sending to the receipt of its
acknowledgement (the mover's own ``event`` frame). Target: p99 within 50 ms.

Exit status 0 when the arena ran to its end with every game finished and the server's log
has no traceback; 1 otherwise; 3 when the watchdog stopped the run.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from server_load import (
    Line,
    ServerProcess,
    cpu_and_wait,
    free_port,
    in_waves,
    mib,
    percentiles,
    raise_file_limit,
    watchdog,
)

from wari_desktop.rules import Game

PASSWORD = "arena bench password"
OPTIONS = ["--per-address", "0", "--handshakes-per-address", "0", "--max-connections",
           "5000", "--frame-rate", "100", "--accounts-per-address", "0", "--log-level",
           "WARNING"]


@dataclass
class Player:
    """One bot: its games in progress (rules), its sides, and when it last got a game."""

    name: str
    line: Line | None = None
    games: dict[str, Game] = field(default_factory=dict)
    sides: dict[str, int] = field(default_factory=dict)
    waited_since: float = 0.0


@dataclass
class Figures:
    round_trips: list[float] = field(default_factory=list)
    moves: int = 0
    games_started: int = 0
    games_ended: int = 0
    longest_wait: float = 0.0
    errors: list[str] = field(default_factory=list)


def admin(data: Path, *args: str, password: str | None = None) -> None:
    subprocess.run([sys.executable, "-m", "wari_desktop.server", *args, "--data", str(data)],
                   input=password, text=True, check=True, capture_output=True, timeout=60)


class Arena:
    """The load: the bots, their moves and the figures."""

    def __init__(self, think: float, seed: int) -> None:
        self.think = think
        self.chance = random.Random(seed)
        self.figures = Figures()
        self.players: dict[str, Player] = {}
        self.tasks: set[asyncio.Task[Any]] = set()

    def on_frame(self, line: Line, frame: dict[str, Any]) -> None:
        player = self.players.get(line.name)
        if player is None:
            return
        kind = frame.get("t")
        if kind == "game" and frame["game"]["terms"].get("tournament"):
            self._new_game(player, frame["game"])
        elif kind == "event" and frame.get("game") in player.games:
            self._event(player, frame["game"], frame["event"])

    def _new_game(self, player: Player, game: dict[str, Any]) -> None:
        now = time.monotonic()
        if player.waited_since:
            self.figures.longest_wait = max(self.figures.longest_wait,
                                            now - player.waited_since)
        self.figures.games_started += 1
        player.games[game["id"]] = Game()
        player.sides[game["id"]] = 0 if game["south"]["name"] == player.name else 1
        self._maybe_move(player, game["id"])

    def _event(self, player: Player, game_id: str, event: dict[str, Any]) -> None:
        game = player.games[game_id]
        if event["e"] == "move" and event["ply"] == len(game.moves):
            game.play(event["move"])
            self._maybe_move(player, game_id)
        elif event["e"] == "end":
            del player.games[game_id]
            player.waited_since = time.monotonic()
            if player.sides.pop(game_id) == 0:
                self.figures.games_ended += 1

    def _maybe_move(self, player: Player, game_id: str) -> None:
        game = player.games[game_id]
        if game.is_over() or len(game.moves) % 2 != player.sides[game_id]:
            return
        task = asyncio.get_running_loop().create_task(self._move(player, game_id,
                                                                 len(game.moves)))
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    async def _move(self, player: Player, game_id: str, ply: int) -> None:
        await asyncio.sleep(self.think * self.chance.uniform(0.5, 1.5))
        game = player.games.get(game_id)
        if game is None or len(game.moves) != ply or player.line is None:
            return
        move = self.chance.choice(game.legal_moves())
        sent = time.perf_counter()
        try:
            answer = await player.line.request("move", game=game_id, ply=ply, move=move,
                                               think_ms=int(self.think * 1000))
        except (ConnectionError, TimeoutError) as error:
            self.figures.errors.append(f"{player.name}: {error}")
            return
        if answer.get("t") == "error":
            if answer.get("code") != "game-over":
                self.figures.errors.append(f"{player.name}: {answer}")
            return
        self.figures.round_trips.append((time.perf_counter() - sent) * 1000)
        self.figures.moves += 1
        # The answer is the mover's own event (its request's id): it does not come again.
        event = answer.get("event", {})
        if event.get("e") == "move" and game_id in player.games:
            self._event(player, game_id, event)


async def run(args: argparse.Namespace) -> int:
    raise_file_limit(args.players * 2 + 100)
    folder = Path(tempfile.mkdtemp(prefix="wari-arena-"))
    data, logs = folder / "data", folder
    admin(data, "account", "add", "boss", password=PASSWORD + "\n")
    admin(data, "account", "role", "boss", "organiser")
    server = ServerProcess(data, free_port(), OPTIONS, logs)
    watchdog(args.minutes * 60 + 600, lambda: server)
    server.start()
    arena = Arena(args.think, args.seed)
    try:
        boss = await Line.open(server.url(), arena.on_frame)
        await boss.request("hello", protocol=1, client="bench")
        await boss.request("signin", name="boss", password=PASSWORD)
        made = await boss.request("tournament-create", name="Bench arena", format="arena",
                                  clock="180+2", starts_at=int(time.time() * 1000) + 3_600_000,
                                  minutes=args.minutes, rated=True)
        tid = made["tournament"]["id"]

        async def join(index: int) -> None:
            player = Player(f"bot{index:03d}")
            arena.players[player.name] = player
            line = await Line.open(server.url(), arena.on_frame)
            await line.request("hello", protocol=1, client="bench")
            signed = await line.request("signup", name=player.name, password=PASSWORD)
            assert signed.get("t") == "signed-in", signed
            line.name = player.name
            entered = await line.request("tournament-enter", tournament=tid)
            assert entered.get("t") == "ok", entered
            player.line = line

        joined = await in_waves(args.players, 16, join)
        failed = [r for r in joined if isinstance(r, BaseException)]
        if failed:
            print(f"{len(failed)} players could not join: {failed[0]!r}")
            return 1
        cpu_before, _ = cpu_and_wait(server.pid)
        began = time.monotonic()
        await boss.request("tournament-start", tournament=tid)
        final = await until_finished(boss, tid, args.minutes * 60 + 300)
        seconds = time.monotonic() - began
        cpu_after, waited = cpu_and_wait(server.pid)
        memory = server.memory()
        report(arena.figures, final, seconds, cpu_after - cpu_before, waited, memory, args)
        problems = server.tracebacks() + arena.figures.errors[:5]
        for problem in problems:
            print("problem:", problem)
        return 0 if final is not None and not problems else 1
    finally:
        server.stop()


async def until_finished(line: Line, tid: str, seconds: float) -> dict[str, Any] | None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        frame = await line.request("tournament", tournament=tid)
        if frame.get("tournament", {}).get("stage") == "finished":
            return frame
        await asyncio.sleep(1)
    return None


def report(figures: Figures, final: dict[str, Any] | None, seconds: float, cpu: float,
           waited: float, memory: dict[str, int], args: argparse.Namespace) -> None:
    trips = percentiles(figures.round_trips)
    boards = final["boards"] if final else []
    print(f"arena of {args.players} bots, {args.minutes} min (think {args.think:g} s): "
          f"ran {seconds:.0f} s, {'finished' if final else 'NOT finished'}")
    print(f"  games: {len(boards)} paired in {final['tournament']['round'] if final else 0}"
          f" passes, {figures.games_ended} seen ended; longest wait between two games "
          f"{figures.longest_wait:.1f} s")
    print(f"  moves: {figures.moves} ({figures.moves / max(seconds, 1):.1f}/s)")
    print(f"  move round trip: p50 {trips['p50']:.1f} ms, p90 {trips['p90']:.1f} ms, "
          f"p99 {trips['p99']:.1f} ms, max {trips['max']:.1f} ms (target p99 <= 50 ms)")
    print(f"  server: CPU {cpu:.1f} s ({100 * cpu / max(seconds, 1):.0f}% of one core), "
          f"waited for a core {waited:.1f} s; memory {mib(memory.get('VmRSS'))} "
          f"(peak {mib(memory.get('VmHWM'))})")
    if final:
        top = final["standings"][:3]
        print("  top: " + ", ".join(f"{s['name']} {s['score']:g}" for s in top))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=64)
    parser.add_argument("--minutes", type=int, default=3)
    parser.add_argument("--think", type=float, default=0.5)
    parser.add_argument("--seed", type=int, default=1)
    return asyncio.run(run(parser.parse_args()))


if __name__ == "__main__":
    sys.exit(main())
