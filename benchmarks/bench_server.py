"""One ``wari-server`` process under load, then killed (``kill -9``) under that load and
started again: the round trip of a move, the moves a second, the server's memory, and
whether every acknowledged move survived and every game resumes.

    python benchmarks/bench_server.py [--games 1000] [--rate 500] [--seconds 30]
        [--clock 600+5] [--wave 200] [--no-kill] [--seed 1] [--timeout SECONDS]
        [--store sqlite|postgresql] [--processes N | --proxy] [--compare]

Short run (CI, about a minute):

    python benchmarks/bench_server.py --games 100 --rate 50 --seconds 10

The server runs in a subprocess (``python -m wari_desktop.server serve`` on 127.0.0.1, a
free port, a temporary data folder, ``--per-address 0 --handshakes-per-address 0
--max-connections 5000 --frame-rate 100``: every load client comes from 127.0.0.1, so the
caps on one address are lifted; ``bench_attacks.py`` measures those); this process is
the load generator: ``2 x --games`` guests on bare WebSockets (connected ``--wave`` at a
time), paired by seek and seek-accept, each pair
playing random legal moves. Moves go out at ``--rate`` a second in all, round robin over
the games whose mover has seen the opponent's last move. A move's round trip runs from
its sending by one player to the receipt of its event by the other. The two processes
share this machine's cores: the figures include the load generator's own delays.

Then (unless ``--no-kill``), with the load still running, the server is killed with
SIGKILL. Every move whose acknowledgement (the mover's own ``event`` frame, carrying its
request id) was received is counted; the server is started again on the same data folder
and port; every client signs in again with its guest token (the ``signed-in`` frame lists
its games in progress); a ``sync`` of each game must hold every acknowledged move at its
ply, and one more move in each game in progress must be acknowledged.

With ``--store postgresql`` the server keeps its data in PostgreSQL (``serve --store
URL``): the benchmark starts a cluster of its own from Debian's ``postgresql`` package in
a temporary folder on 127.0.0.1 (``tests/postgres_cluster.py``, as the tests do, but with
``fsync`` on: every commit waits for the disk, as SQLite's do), a new database in it,
and stops it at the end; the kill -9 then kills the server, not PostgreSQL.

With ``--processes N`` (``--store postgresql`` only; ``--proxy`` alone is ``--processes
1``) there are N ``serve`` processes on that database, each on a free port with the same
options (and ``--trust-proxy``), and a real HAProxy in front (``tests/haproxy.py``, the
configuration of ``docs/server.md``); the load goes through the proxy. It prints each
process's memory and PostgreSQL's commits a second too, and the kill -9 kills one
process: with one, it is started again as above; with several, the others take its games
over and its clients reconnect through the proxy, and the seconds until every game of the
killed process is going on again are printed (``cluster_bench.py``). ``--compare`` runs
SQLite and PostgreSQL with one process, then 1, 2 and 3 processes behind the proxy, and
prints one table (``cluster_compare.py``).

Exit status 0 when every connection and game was set up, no acknowledged move was lost,
every game resumed and the server's log has no traceback; 1 otherwise; 3 when the
overall timeout (the watchdog) stopped the run. The server subprocess is killed in every
case.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import sys
import tempfile
import time
from collections import Counter, deque
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from cluster_compare import summary_of, takeover_of, verdict
from server_cluster import Commits
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
from websockets.exceptions import ConnectionClosed

from wari_desktop.rules import Game

#: Seconds the load goes on after the measurement before the kill.
BEFORE_KILL = 1.0
#: The most moves owed to the rate that are sent at once after a stall (a tenth of a second).
CATCH_UP = 0.1


@dataclass(eq=False)
class Pair:
    """One game between two connections: ``lines`` South then North."""

    game_id: str
    lines: list[Line]
    game: Game = field(default_factory=Game)
    pending: int | None = None      #: the ply of the move on its way
    sent_at: float = 0.0
    ready_at: float = 0.0
    over: bool = False
    stuck: bool = False
    sent: dict[int, str] = field(default_factory=dict)
    acked: dict[int, str] = field(default_factory=dict)
    #: Each player's view: the moves its connection heard of (its own acknowledged).
    views: tuple[dict[int, str], dict[int, str]] = field(default_factory=lambda: ({}, {}))


class Load:
    """The load generator: connections, games, the pacer and what it measured."""

    def __init__(self, args: argparse.Namespace, server: ServerProcess,
                 source: str | None = None) -> None:
        self.args, self.server, self.source = args, server, source
        self.random = random.Random(args.seed)
        self.lines: list[Line] = []
        self.pairs: dict[str, Pair] = {}
        self.ready: deque[Pair] = deque()
        self.move_ids: dict[int, Pair] = {}
        self.rtts: list[float] = []
        self.measuring = False
        self.killed = False
        self.acks_after_kill = 0
        self.errors: Counter[str] = Counter()
        self.unexpected: Counter[str] = Counter()
        self.send_failures = 0
        self.games_ended = 0
        #: The last move frames sent, kept when a caller wants them (else None).
        self.record: deque[str] | None = None

    # -- frames ------------------------------------------------------------------------
    def on_frame(self, line: Line, frame: dict[str, Any]) -> None:
        kind = frame.get("t")
        if kind == "event":
            self._on_event(line, frame)
        elif kind == "error":
            self.errors[str(frame.get("code"))] += 1
            pair = self.move_ids.pop(frame.get("id", -1), None)
            if pair is not None:
                pair.stuck = True
        elif kind not in ("game", "presence", "ok", "signed-in", "welcome"):
            self.unexpected[str(kind)] += 1

    def _on_event(self, line: Line, frame: dict[str, Any]) -> None:
        pair = self.pairs.get(frame.get("game", ""))
        if pair is None:
            return
        event = frame["event"]
        if event["e"] == "end":
            if not pair.over:
                pair.over = True
                self.games_ended += 1
            return
        if event["e"] != "move":
            return
        ply = event["ply"]
        if line in pair.lines:
            pair.views[pair.lines.index(line)][ply] = event["move"]
        if "id" in frame:  # the mover's acknowledgement
            self.move_ids.pop(frame["id"], None)
            pair.acked[ply] = event["move"]
            if self.killed:
                self.acks_after_kill += 1
        elif ply == pair.pending and line is pair.lines[1 - ply % 2]:
            now = time.perf_counter()
            if self.measuring:
                self.rtts.append((now - pair.sent_at) * 1000)
            pair.pending = None
            pair.ready_at = now
            if not pair.game.is_over() and not pair.stuck:
                self.ready.append(pair)

    # -- setting up --------------------------------------------------------------------
    async def connect_all(self) -> float:
        """Every client connected and signed in as a guest; the seconds it took."""
        began = time.perf_counter()
        url = self.server.url()

        async def one(_: int) -> Line:
            line = await Line.open(url, self.on_frame, self.source)
            await line.sign_in()
            return line

        results = await in_waves(2 * self.args.games, self.args.wave, one)
        failed = [r for r in results if isinstance(r, BaseException)]
        if failed:
            raise RuntimeError(f"{len(failed)} of {len(results)} connections failed; "
                               f"the first: {failed[0]!r}")
        self.lines = list(results)
        return time.perf_counter() - began

    async def start_games(self) -> float:
        """Each two clients play a game (South seeks, North accepts); the seconds it took."""
        began = time.perf_counter()
        clock = None if self.args.clock == "none" else self.args.clock

        async def one(index: int) -> Pair:
            south, north = self.lines[2 * index], self.lines[2 * index + 1]
            opened = await south.request("seek", side="south", clock=clock)
            if opened.get("t") != "seek-open":
                raise RuntimeError(f"seek refused: {opened}")
            started = await north.request("seek-accept", seek=opened["seek"]["id"])
            if started.get("t") != "game":
                raise RuntimeError(f"seek-accept refused: {started}")
            return Pair(str(started["game"]["id"]), [south, north])

        results = await in_waves(self.args.games, self.args.wave // 2, one)
        failed = [r for r in results if isinstance(r, BaseException)]
        if failed:
            raise RuntimeError(f"{len(failed)} of {len(results)} games failed to start; "
                               f"the first: {failed[0]!r}")
        now = time.perf_counter()
        for pair in results:
            pair.ready_at = now
            self.pairs[pair.game_id] = pair
            self.ready.append(pair)
        return now - began

    # -- moving ------------------------------------------------------------------------
    async def send_move(self, pair: Pair) -> None:
        """The side to move plays a random legal move (played on ``pair.game`` at once)."""
        game = pair.game
        ply = len(game.moves)
        move = self.random.choice(game.legal_moves())
        line = pair.lines[ply % 2]
        rid = line.next_id()
        now = time.perf_counter()
        frame = json.dumps({"t": "move", "id": rid, "game": pair.game_id, "ply": ply,
                            "move": move, "think_ms": int((now - pair.ready_at) * 1000)})
        game.play(move)
        if self.record is not None:
            self.record.append(frame)
        self.move_ids[rid] = pair
        pair.pending, pair.sent_at, pair.sent[ply] = ply, now, move
        try:
            await line.ws.send(frame)
        except ConnectionClosed:
            self.send_failures += 1

    async def pace(self, stop: asyncio.Event) -> int:
        """Send moves at ``--rate`` a second until ``stop``; the moves sent."""
        rate = self.args.rate
        began, sent = time.perf_counter(), 0
        while not stop.is_set():
            owed = int((time.perf_counter() - began) * rate) - sent
            if owed > rate * CATCH_UP:  # a stall: do not burst to catch up in full
                sent += owed - int(rate * CATCH_UP)
                owed = int(rate * CATCH_UP)
            while owed > 0 and self.ready and not stop.is_set():
                await self.send_move(self.ready.popleft())
                sent += 1
                owed -= 1
            await asyncio.sleep(0.002)
        return sent


def server_cpu_seconds(pid: int) -> float:
    """The CPU seconds process ``pid`` has used so far."""
    return cpu_and_wait(pid)[0]


async def measure(load: Load) -> dict[str, Any]:
    """The load for ``--seconds`` with round trips measured; the figures."""
    args, server = load.args, load.server
    own, theirs = cpu_and_wait(os.getpid()), cpu_and_wait(server.pid)
    moves_before = sum(len(p.acked) for p in load.pairs.values())
    load.measuring = True
    began = time.perf_counter()
    await asyncio.sleep(args.seconds)
    load.measuring = False
    elapsed = time.perf_counter() - began
    own_after, theirs_after = cpu_and_wait(os.getpid()), cpu_and_wait(server.pid)
    figures = {
        "elapsed": elapsed, "round_trips": len(load.rtts), "rtt": percentiles(load.rtts),
        "acked": sum(len(p.acked) for p in load.pairs.values()) - moves_before,
        "server_cpu": theirs_after[0] - theirs[0], "server_wait": theirs_after[1] - theirs[1],
        "own_cpu": own_after[0] - own[0], "own_wait": own_after[1] - own[1],
        "memory": server.memory(),
        "metrics": await asyncio.to_thread(server.metrics),
    }
    return figures


def print_load(args: argparse.Namespace, figures: dict[str, Any], load: Load) -> None:
    rtt, elapsed = figures["rtt"], figures["elapsed"]
    metrics, memory = figures["metrics"], figures["memory"]
    print(f"load: {args.games} games between {2 * args.games} clients, asked {args.rate} "
          f"moves/s for {elapsed:.1f} s")
    print(f"  round trip (sent by one player, received by the other), ms: "
          f"p50 {rtt['p50']:.1f}  p90 {rtt['p90']:.1f}  p99 {rtt['p99']:.1f}  "
          f"max {rtt['max']:.1f}  over {figures['round_trips']} moves")
    print(f"  moves achieved: {figures['round_trips'] / elapsed:.1f}/s "
          f"(acknowledged {figures['acked'] / elapsed:.1f}/s; server's own count "
          f"{metrics.get('moves_per_second')}/s over its last 10 s)")
    print(f"  errors: {dict(load.errors) or 0}; unexpected frames: "
          f"{dict(load.unexpected) or 0}; games ended by the rules: {load.games_ended}")
    print(f"  server memory: VmRSS {mib(memory.get('VmRSS'))}, VmHWM "
          f"{mib(memory.get('VmHWM'))}; /metrics: connections {metrics.get('connections')}, "
          f"games_in_progress {metrics.get('games_in_progress')}, moves "
          f"{metrics.get('moves')}, internal_errors {metrics.get('internal_errors')}, "
          f"store {metrics.get('store')}")
    print(f"  CPU over the measurement: server ran {figures['server_cpu'] / elapsed:.0%} of a "
          f"core, its threads spent {figures['server_wait']:.1f} s ready but waiting for a "
          f"CPU; load generator ran {figures['own_cpu'] / elapsed:.0%}, waited "
          f"{figures['own_wait']:.1f} s")
    met = (rtt["p99"] <= 50 and figures["round_trips"] / elapsed >= 0.95 * args.rate
           and not load.errors)
    print(f"  target (p99 <= 50 ms at the asked rate, no errors): "
          f"{'met' if met else 'NOT met'}")


# -- kill -9 and restart ---------------------------------------------------------------
@dataclass
class Recovery:
    """What the kill and the restart showed."""

    acked_at_kill: int = 0
    acked_late: int = 0          #: acknowledgements read after the kill (sent before it)
    in_flight: int = 0           #: moves sent whose acknowledgement never came
    restart_s: float = 0.0
    reconnect_s: float = 0.0
    reconnect_cpu: float = 0.0   #: the server's CPU seconds meanwhile
    listed: int = 0              #: games listed in both players' signed-in frames
    found: int = 0
    lost: list[str] = field(default_factory=list)
    foreign: list[str] = field(default_factory=list)  #: moves stored that were never sent
    in_flight_stored: int = 0
    in_progress: int = 0
    resumed: int = 0
    not_resumed: list[str] = field(default_factory=list)
    memory: dict[str, int] = field(default_factory=dict)
    metrics: dict[str, Any] = field(default_factory=dict)
    killed_at: float = 0.0       #: when the kill came (time.perf_counter)
    #: Each resumed game: seconds from the kill to its next move's acknowledgement.
    back_after: list[float] = field(default_factory=list)


async def kill_and_restart(load: Load, stop: asyncio.Event, pacer: asyncio.Task[int]
                           ) -> Recovery:
    """Kill the server under load, count the acknowledged moves, start it again and
    reconnect every client with its token."""
    found = Recovery()
    await asyncio.sleep(BEFORE_KILL)
    load.killed = True
    found.killed_at = time.perf_counter()
    load.server.kill()
    found.acked_at_kill = sum(len(p.acked) for p in load.pairs.values())
    stop.set()
    await pacer
    await asyncio.wait([line.reader for line in load.lines], timeout=15)
    found.acked_late = load.acks_after_kill
    found.in_flight = sum(1 for p in load.pairs.values() if p.pending is not None
                          and p.pending not in p.acked)
    found.restart_s = await asyncio.to_thread(load.server.start)
    began, cpu = time.perf_counter(), server_cpu_seconds(load.server.pid)
    old = {id(line): index for index, line in enumerate(load.lines)}
    tokens = [line.token for line in load.lines]
    url = load.server.url()

    async def one(index: int) -> Line:
        line = await Line.open(url, load.on_frame)
        await line.sign_in(tokens[index])
        return line

    results = await in_waves(len(tokens), load.args.wave, one)
    failed = [r for r in results if isinstance(r, BaseException)]
    if failed:
        raise RuntimeError(f"{len(failed)} clients could not sign in again; the first: "
                           f"{failed[0]!r}")
    for pair in load.pairs.values():
        pair.lines = [results[old[id(line)]] for line in pair.lines]
    load.lines = list(results)
    found.reconnect_s = time.perf_counter() - began
    found.reconnect_cpu = server_cpu_seconds(load.server.pid) - cpu
    return found


def listed_in_both(pair: Pair) -> bool:
    """True when both players' signed-in frames list the game, at a version that holds
    every acknowledged move (a move's event is version ply + 1)."""
    for line in pair.lines:
        entry = next((g for g in line.games if g["id"] == pair.game_id), None)
        if entry is None or entry["version"] < max(pair.acked, default=-1) + 1:
            return False
    return True


def check_moves(pair: Pair, stored: list[str], found: Recovery) -> None:
    """Every acknowledged move at its ply in ``stored``; nothing stored that was not sent."""
    for ply, move in sorted(pair.acked.items()):
        if ply < len(stored) and stored[ply] == move:
            found.found += 1
        else:
            found.lost.append(f"{pair.game_id} ply {ply} {move}")
    for ply, move in enumerate(stored):
        if pair.sent.get(ply) != move:
            found.foreign.append(f"{pair.game_id} ply {ply} {move}")
        elif ply not in pair.acked:
            found.in_flight_stored += 1


async def verify(load: Load, found: Recovery) -> None:
    """Sync every game: the acknowledged moves are there; then one more move in each game
    in progress must be acknowledged."""
    found.listed = sum(listed_in_both(p) for p in load.pairs.values() if not p.over)

    async def one(pair: Pair) -> None:
        answer = await pair.lines[0].request("sync", game=pair.game_id)
        if answer.get("t") != "game":
            found.lost.append(f"{pair.game_id}: sync refused: {answer}")
            return
        snapshot = answer["game"]
        stored = list(snapshot["moves"])
        check_moves(pair, stored, found)
        if snapshot["over"]:
            return
        found.in_progress += 1
        pair.game = Game()
        for move in stored:
            pair.game.play(move)
        ply, move = len(stored), load.random.choice(pair.game.legal_moves())
        ack = await pair.lines[ply % 2].request("move", game=pair.game_id, ply=ply,
                                                move=move, think_ms=100)
        event = ack.get("event", {})
        if ack.get("t") == "event" and event.get("ply") == ply and event.get("move") == move:
            found.resumed += 1
            found.back_after.append(time.perf_counter() - found.killed_at)
        else:
            found.not_resumed.append(f"{pair.game_id}: {ack}")

    pairs = list(load.pairs.values())
    results = await in_waves(len(pairs), load.args.wave, lambda i: one(pairs[i]))
    for pair, result in zip(pairs, results, strict=True):
        if isinstance(result, BaseException):
            found.not_resumed.append(f"{pair.game_id}: {result!r}")
    found.memory = load.server.memory()
    found.metrics = await asyncio.to_thread(load.server.metrics)


def print_recovery(load: Load, found: Recovery) -> bool:
    """Print what the kill and the restart showed; True when nothing was lost and every
    game resumed."""
    acked = found.acked_at_kill + found.acked_late
    print("kill -9 under load, then a restart on the same data folder and port:")
    print(f"  acknowledged moves: {acked} ({found.acked_at_kill} read before the kill, "
          f"{found.acked_late} read from the sockets after it); found {found.found}, "
          f"lost {len(found.lost)}")
    print(f"  moves in flight at the kill (sent, never acknowledged): {found.in_flight}; "
          f"stored anyway: {found.in_flight_stored}; moves stored that no client sent: "
          f"{len(found.foreign)}")
    print(f"  restart {found.restart_s:.2f} s to the first line; {len(load.lines)} clients "
          f"signed in again with their tokens in {found.reconnect_s:.2f} s (server CPU "
          f"{found.reconnect_cpu:.1f} s); games listed "
          f"in both players' signed-in frames: {found.listed} of "
          f"{sum(not p.over for p in load.pairs.values())}")
    print(f"  games in progress after the restart: {found.in_progress}; resumed (one more "
          f"move acknowledged): {found.resumed}")
    metrics = found.metrics
    print(f"  server after the restart: VmRSS {mib(found.memory.get('VmRSS'))}, VmHWM "
          f"{mib(found.memory.get('VmHWM'))}; internal_errors "
          f"{metrics.get('internal_errors')}, games_in_progress "
          f"{metrics.get('games_in_progress')}")
    for label, items in (("LOST", found.lost), ("FOREIGN", found.foreign),
                         ("NOT RESUMED", found.not_resumed)):
        for item in items[:5]:
            print(f"  {label}: {item}")
    return (not found.lost and not found.foreign and not found.not_resumed
            and found.found == acked and found.resumed == found.in_progress
            and found.listed == sum(not p.over for p in load.pairs.values()))


# -- the run ---------------------------------------------------------------------------
async def run(args: argparse.Namespace, server: ServerProcess,
              summary: dict[str, Any] | None = None) -> bool:
    """The whole benchmark in this event loop; True when it passed. ``summary`` (when
    given) gets the figures ``--compare`` tabulates."""
    print(f"server: {server.first_line}")
    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} "
          "(other processes share the cores; the CPU lines below show what each got)")
    load = Load(args, server)
    connected = await load.connect_all()
    print(f"setup: {len(load.lines)} clients connected and signed in as guests in "
          f"{connected:.1f} s ({args.wave} at a time)")
    started = await load.start_games()
    print(f"setup: {len(load.pairs)} games started (seek, seek-accept) in {started:.1f} s; "
          f"clock {args.clock}")
    stop = asyncio.Event()
    pacer = asyncio.get_running_loop().create_task(load.pace(stop))
    commits = Commits.of(server.options)
    before = await asyncio.to_thread(commits.now)
    figures = await measure(load)
    print_load(args, figures, load)
    per_second = commits.per_second(before, await asyncio.to_thread(commits.now),
                                    figures["elapsed"])
    if per_second is not None:
        print(f"  PostgreSQL: {per_second:.0f} commits/s (xact_commit over the measurement)")
    if summary is not None:
        summary.update(summary_of(figures, [figures["memory"]], per_second))
    passed = not load.errors and not load.send_failures
    if not args.kill:
        stop.set()
        await pacer
        return passed
    found = await kill_and_restart(load, stop, pacer)
    await verify(load, found)
    if summary is not None:
        summary.update(takeover_of(found.back_after))
    return print_recovery(load, found) and passed


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1000, help="games in progress")
    parser.add_argument("--rate", type=float, default=500.0, help="moves a second in all")
    parser.add_argument("--seconds", type=float, default=30.0, help="the measured load")
    parser.add_argument("--clock", default="600+5", help="the games' clock ('none': none)")
    parser.add_argument("--wave", type=int, default=200, help="connections made at once")
    parser.add_argument("--kill", action=argparse.BooleanOptionalAction, default=True,
                        help="kill -9 the server under load and restart it (default: on)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--store", choices=("sqlite", "postgresql"), default="sqlite",
                        help="where the server keeps its data (postgresql: a cluster of "
                        "the benchmark's own, from Debian's postgresql package)")
    parser.add_argument("--timeout", type=float, help="seconds before the run is stopped "
                        "(default: 120 + 2 x --seconds + 0.1 s a game)")
    parser.add_argument("--processes", type=int, metavar="N", help="N serve processes on "
                        "one PostgreSQL database behind HAProxy (with --store postgresql)")
    parser.add_argument("--proxy", action="store_true", help="behind HAProxy (the same as "
                        "--processes 1 when --processes is not given)")
    parser.add_argument("--compare", action="store_true", help="run SQLite and PostgreSQL "
                        "with one process, then 1, 2 and 3 processes behind HAProxy, and "
                        "print one table")
    parser.add_argument("--summary", type=Path, help=argparse.SUPPRESS)  # for --compare
    args = parser.parse_args()
    if args.games < 1 or args.rate <= 0 or args.seconds <= 0 or args.wave < 2:
        parser.error("--games, --rate, --seconds and --wave must be positive")
    if args.proxy and args.processes is None:
        args.processes = 1
    if args.processes is not None and (args.processes < 1 or args.store != "postgresql"):
        parser.error("--processes N needs N >= 1 and --store postgresql")
    if args.timeout is None:
        args.timeout = 120 + 2 * args.seconds + 0.1 * args.games
    return args


@contextlib.contextmanager
def store_options(store: str) -> Iterator[list[str]]:
    """``serve``'s options for ``store``: none for SQLite (the data folder), ``--store
    URL`` of a new database in a PostgreSQL cluster started here and stopped after."""
    if store == "sqlite":
        yield []
        return
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from tests.postgres_cluster import cluster_or_reason

    cluster, why = cluster_or_reason(fsync=True)  # each commit on the disk, as in use
    if cluster is None:
        raise SystemExit(f"bench_server: no PostgreSQL: {why}")
    try:
        yield ["--store", cluster.new_database()]
    finally:
        cluster.stop()


def main() -> int:
    args = parse_args()
    if args.compare:
        from cluster_compare import compare
        return compare(args)
    if args.processes is not None:
        from cluster_bench import main as cluster_main
        return cluster_main(args)
    limit = raise_file_limit(4 * args.games + 1024)
    if limit < 2 * args.games + 256:
        print(f"bench_server: the limit of open files is {limit}: too low for "
              f"{2 * args.games} clients", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="wari-bench-server-") as folder, \
            store_options(args.store) as where:
        logs = Path(folder)
        server = ServerProcess(logs / "data", 0, ["--per-address", "0",
                                                  "--handshakes-per-address", "0",
                                                  "--max-connections",
                                                  "5000", "--frame-rate", "100",
                                                  "--accounts-per-address", "0",
                                                  *where], logs)
        server.port = free_port()
        watchdog(args.timeout + 30, lambda: server)
        passed = False
        summary: dict[str, Any] = {}
        try:
            server.start()
            passed = asyncio.run(asyncio.wait_for(run(args, server, summary), args.timeout))
        except TimeoutError:
            print(f"bench_server: stopped after the overall timeout of {args.timeout:.0f} s")
        except (RuntimeError, OSError) as error:
            print(f"bench_server: {error!r}")
        finally:
            server.kill()
            problems = server.tracebacks()
    return verdict(passed, problems, summary, args.summary, "server log")


if __name__ == "__main__":
    sys.exit(main())
