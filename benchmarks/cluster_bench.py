"""``bench_server.py --processes N``: N ``serve`` processes on one PostgreSQL database
behind a real HAProxy (``server_cluster``), the load of ``bench_server`` through the
proxy, then ``kill -9`` of one process under that load.

Printed: moves a second, the round trip p50/p99, each process's memory (VmRSS, VmHWM
from ``/proc/PID/status``) and CPU, PostgreSQL's commits a second (the change of
``xact_commit`` in ``pg_stat_database`` over the measurement).

The kill: with one process, it is started again on its port (``bench_server``'s kill and
restart, through the proxy). With several, the one holding the most clients is killed
and nothing is restarted: its clients reconnect through the proxy (so to the others) with
their tokens, and every game one of its players was in is brought back (a ``sync``, then
the next move, retried until acknowledged); the seconds from the kill to that
acknowledgement are the takeover time (max, p50). The other games go on under the load
meanwhile; one that stalls (a move unanswered for ``STALL_SECONDS``, or refused) is
brought back the same way and counted apart. Then, as after a restart, every game is
synced: every acknowledged move at its ply, nothing stored that was not sent, one more
move acknowledged in each game in progress.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import sys
import tempfile
import time
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from bench_server import (
    BEFORE_KILL,
    Load,
    Pair,
    Recovery,
    kill_and_restart,
    measure,
    print_recovery,
    verify,
)
from cluster_compare import summary_of, takeover_of, verdict
from server_cluster import Commits, ServerCluster
from server_load import Line, in_waves, mib, percentiles, raise_file_limit, watchdog
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from wari_desktop.rules import Game

#: Seconds every game of the killed process has to be going on again.
TAKEOVER_SECONDS = 60.0
#: A move of another game unanswered this long after the kill counts as stalled.
STALL_SECONDS = 3.0
#: Seconds a request of the takeover waits before it is tried again.
REQUEST_SECONDS = 5.0
#: The options of every process (as ``bench_server``'s single one, behind the proxy).
OPTIONS = ["--per-address", "0", "--handshakes-per-address", "0", "--max-connections",
           "5000", "--frame-rate", "100", "--accounts-per-address", "0", "--trust-proxy"]


@dataclass
class Takeover:
    """What the kill of one of several processes showed."""

    victim: str = ""
    dropped: int = 0             #: clients whose connection was on the killed process
    reconnect_s: float = 0.0
    hit: int = 0                 #: games with a player on it
    back_after: list[float] = field(default_factory=list)
    stalled_back: list[float] = field(default_factory=list)  #: other games that stalled
    not_back: list[str] = field(default_factory=list)


# -- the measurement -------------------------------------------------------------------
async def measure_cluster(load: Load, cluster: ServerCluster, commits: Commits
                          ) -> dict[str, Any]:
    """``bench_server.measure`` with each process's memory and CPU and PostgreSQL's
    commits a second over the same time."""
    cpu, committed = cluster.cpu(), await asyncio.to_thread(commits.now)
    began = time.perf_counter()
    figures = await measure(load)
    elapsed = time.perf_counter() - began
    cpu_after, committed_after = cluster.cpu(), await asyncio.to_thread(commits.now)
    figures["processes"] = [
        {"port": p.port, "memory": p.memory(), "cpu": (after - before) / elapsed,
         "metrics": await asyncio.to_thread(p.metrics)}
        for p, before, after in zip(cluster.processes, cpu, cpu_after, strict=True)]
    figures["commits_per_second"] = commits.per_second(committed, committed_after, elapsed)
    return figures


def print_cluster_load(args: argparse.Namespace, figures: dict[str, Any], load: Load
                       ) -> None:
    rtt, elapsed = figures["rtt"], figures["elapsed"]
    print(f"load through the proxy: {args.games} games between {2 * args.games} clients, "
          f"asked {args.rate} moves/s for {elapsed:.1f} s")
    print(f"  round trip (sent by one player, received by the other), ms: p50 "
          f"{rtt['p50']:.1f}  p90 {rtt['p90']:.1f}  p99 {rtt['p99']:.1f}  max "
          f"{rtt['max']:.1f}  over {figures['round_trips']} moves")
    print(f"  moves achieved: {figures['round_trips'] / elapsed:.1f}/s (acknowledged "
          f"{figures['acked'] / elapsed:.1f}/s); errors: {dict(load.errors) or 0}; "
          f"unexpected frames: {dict(load.unexpected) or 0}")
    for index, process in enumerate(figures["processes"], 1):
        memory, metrics = process["memory"], process["metrics"]
        print(f"  process {index} (port {process['port']}): VmRSS "
              f"{mib(memory.get('VmRSS'))}, VmHWM {mib(memory.get('VmHWM'))}, CPU "
              f"{process['cpu']:.0%} of a core; connections {metrics.get('connections')}, "
              f"games_in_progress {metrics.get('games_in_progress')}, moves/s "
              f"{metrics.get('moves_per_second')}, internal_errors "
              f"{metrics.get('internal_errors')}")
    commits = figures["commits_per_second"]
    print(f"  PostgreSQL: {'?' if commits is None else f'{commits:.0f}'} commits/s "
          f"(xact_commit of the database over the measurement)")
    print(f"  load generator ran {figures['own_cpu'] / elapsed:.0%} of a core, waited "
          f"{figures['own_wait']:.1f} s for one")


# -- kill -9 of one of several: the others take its games over ---------------------------
async def reconnect(load: Load, dropped: list[Line], url: str, deadline: float) -> None:
    """Each dropped client connects again through the proxy and signs in with its token
    (tried again until ``deadline``); it takes the old one's place in its game."""
    async def one(index: int) -> Line:
        old = dropped[index]
        while True:
            try:
                line = await Line.open(url, load.on_frame)
                await line.sign_in(old.token, REQUEST_SECONDS)
                return line
            except (OSError, RuntimeError, TimeoutError, ConnectionClosed, InvalidHandshake):
                if time.perf_counter() > deadline:
                    raise
                await asyncio.sleep(0.2)

    results = await in_waves(len(dropped), load.args.wave, one)
    failed = [r for r in results if isinstance(r, BaseException)]
    if failed:
        raise RuntimeError(f"{len(failed)} clients could not sign in again through the "
                           f"proxy; the first: {failed[0]!r}")
    new = {id(old): line for old, line in zip(dropped, results, strict=True)}
    for pair in load.pairs.values():
        pair.lines = [new.get(id(line), line) for line in pair.lines]
    load.lines = [new.get(id(line), line) for line in load.lines]


async def bring_back(load: Load, pair: Pair, killed_at: float, deadline: float
                     ) -> float | None:
    """Sync ``pair``'s game and play its next move, again until acknowledged (or
    ``deadline``): the seconds from the kill; None when the game is over or not back."""
    while time.perf_counter() < deadline:
        try:
            answer = await pair.lines[0].request("sync", REQUEST_SECONDS, game=pair.game_id)
            if answer.get("t") == "game":
                if answer["game"]["over"]:
                    pair.over = True
                    return None
                if await _next_move(load, pair, list(answer["game"]["moves"])):
                    return time.perf_counter() - killed_at
        except (ConnectionError, TimeoutError, ConnectionClosed):
            pass
        await asyncio.sleep(0.2)
    return None


async def _next_move(load: Load, pair: Pair, stored: list[str]) -> bool:
    """Play the move after ``stored``; True once acknowledged (the pair is then given
    back to the pacer)."""
    pair.game = Game()
    for move in stored:
        pair.game.play(move)
    ply = len(stored)
    move = load.random.choice(pair.game.legal_moves())
    pair.sent[ply] = move
    ack = await pair.lines[ply % 2].request("move", REQUEST_SECONDS, game=pair.game_id,
                                            ply=ply, move=move, think_ms=100)
    event = ack.get("event", {})
    if ack.get("t") != "event" or event.get("ply") != ply or event.get("move") != move:
        return False
    pair.game.play(move)
    pair.acked[ply] = move
    pair.pending, pair.stuck, pair.ready_at = None, False, time.perf_counter()
    if not pair.game.is_over():
        load.ready.append(pair)
    return True


def stalled(pair: Pair, now: float) -> bool:
    """A game of a live process that stopped: its move refused, or unanswered too long."""
    waiting = pair.pending is not None and now - pair.sent_at > STALL_SECONDS
    return not pair.over and (pair.stuck or waiting)


async def watch_stalls(load: Load, hit: set[Pair], killed_at: float, deadline: float,
                       found: Takeover, stop: asyncio.Event) -> None:
    """Bring back every other game that stalls after the kill, until ``stop``."""
    tasks: list[asyncio.Task[None]] = []

    async def one(pair: Pair) -> None:
        back = await bring_back(load, pair, killed_at, deadline)
        if back is not None:
            found.stalled_back.append(back)
        elif not pair.over:
            found.not_back.append(f"{pair.game_id} (stalled)")

    while not stop.is_set():
        now = time.perf_counter()
        for pair in load.pairs.values():
            if pair not in hit and stalled(pair, now):
                hit.add(pair)
                pair.stuck = True
                tasks.append(asyncio.get_running_loop().create_task(one(pair)))
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), 0.25)
    await asyncio.gather(*tasks)


async def kill_one(load: Load, cluster: ServerCluster, stop: asyncio.Event,
                   pacer: asyncio.Task[int]) -> tuple[Recovery, Takeover]:
    """Kill the process holding the most clients under load; its clients reconnect
    through the proxy and its games are brought back by the others."""
    await asyncio.sleep(BEFORE_KILL)
    victim = await asyncio.to_thread(cluster.choose_victim)
    assert cluster.proxy is not None
    went = await asyncio.to_thread(cluster.proxy.servers_of)
    dropped = [line for line in load.lines if went.get(line.ws.local_address[1]) == victim.port]
    hit = {p for p in load.pairs.values() if not p.over and set(p.lines) & set(dropped)}
    takeover = Takeover(f"port {victim.port}", len(dropped), hit=len(hit))
    for pair in hit:
        pair.stuck = True  # the pacer leaves them to the takeover
    found = Recovery(killed_at=time.perf_counter())
    load.killed = True
    victim.kill()
    cluster.victim = next(p for p in cluster.processes if p.alive())  # read from now on
    load.ready = deque(p for p in load.ready if p not in hit)
    deadline = found.killed_at + TAKEOVER_SECONDS
    watching = asyncio.Event()
    watcher = asyncio.get_running_loop().create_task(
        watch_stalls(load, hit, found.killed_at, deadline, takeover, watching))
    await asyncio.wait([line.reader for line in dropped], timeout=15)
    await reconnect(load, dropped, cluster.url(), deadline)
    takeover.reconnect_s = time.perf_counter() - found.killed_at
    pairs = list(hit)
    backs = await asyncio.gather(*(bring_back(load, p, found.killed_at, deadline)
                                   for p in pairs))
    for pair, back in zip(pairs, backs, strict=True):
        if back is not None:
            takeover.back_after.append(back)
        elif not pair.over:
            takeover.not_back.append(pair.game_id)
    watching.set()
    await watcher
    stop.set()
    await pacer
    return found, takeover


def print_takeover(load: Load, found: Recovery, takeover: Takeover) -> bool:
    """Print what the kill of one of several processes showed; True when every game was
    back, no acknowledged move was lost and every game resumed."""
    acked = sum(len(p.acked) for p in load.pairs.values())
    back, stalls = percentiles(takeover.back_after), percentiles(takeover.stalled_back)
    print(f"kill -9 of one process ({takeover.victim}) under load; the others went on, "
          f"nothing restarted:")
    print(f"  its {takeover.dropped} clients signed in again through the proxy within "
          f"{takeover.reconnect_s:.2f} s of the kill")
    print(f"  games with a player on it: {takeover.hit}; going on again (next move "
          f"acknowledged) after the kill: max {back['max']:.2f} s, p50 {back['p50']:.2f} s "
          f"over {len(takeover.back_after)}; not back: {len(takeover.not_back)}")
    print(f"  other games stalled meanwhile: {len(takeover.stalled_back)} (back after max "
          f"{stalls['max']:.2f} s, p50 {stalls['p50']:.2f} s)")
    print(f"  acknowledged moves: {acked}; found {found.found}, lost {len(found.lost)}; "
          f"moves stored that no client sent: {len(found.foreign)}")
    print(f"  games in progress: {found.in_progress}; resumed (one more move "
          f"acknowledged): {found.resumed}")
    for label, items in (("LOST", found.lost), ("FOREIGN", found.foreign),
                         ("NOT RESUMED", found.not_resumed), ("NOT BACK", takeover.not_back)):
        for item in items[:5]:
            print(f"  {label}: {item}")
    return (not found.lost and not found.foreign and not found.not_resumed
            and not takeover.not_back and found.found == acked
            and found.resumed == found.in_progress)


# -- the run ---------------------------------------------------------------------------
async def run(args: argparse.Namespace, cluster: ServerCluster, commits: Commits,
              summary: dict[str, Any]) -> bool:
    """The load through the proxy, then the kill; True when it passed."""
    print(f"server: {cluster.first_line}")
    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}")
    load = Load(args, cluster)
    connected = await load.connect_all()
    started = await load.start_games()
    print(f"setup: {len(load.lines)} clients signed in as guests in {connected:.1f} s, "
          f"{len(load.pairs)} games started in {started:.1f} s; clock {args.clock}")
    stop = asyncio.Event()
    pacer = asyncio.get_running_loop().create_task(load.pace(stop))
    figures = await measure_cluster(load, cluster, commits)
    print_cluster_load(args, figures, load)
    summary.update(summary_of(figures, [p["memory"] for p in figures["processes"]],
                              figures["commits_per_second"]))
    passed = not load.errors and not load.send_failures
    if not args.kill:
        stop.set()
        await pacer
        return passed
    if len(cluster.processes) == 1:
        found = await kill_and_restart(load, stop, pacer)
        await verify(load, found)
        ok = print_recovery(load, found)
        back = found.back_after
    else:
        found, takeover = await kill_one(load, cluster, stop, pacer)
        await verify(load, found)
        ok = print_takeover(load, found, takeover)
        back = takeover.back_after
    figures_back = percentiles(back)
    print(f"  takeover: every game of the killed process going on again within "
          f"{figures_back['max']:.2f} s of the kill (p50 {figures_back['p50']:.2f} s)")
    summary.update(takeover_of(back))
    return ok and passed


@contextlib.contextmanager
def database() -> Iterator[str]:
    """A new database in a PostgreSQL cluster of our own (``fsync`` on), stopped after."""
    from tests.postgres_cluster import cluster_or_reason

    found, why = cluster_or_reason(fsync=True)
    if found is None:
        raise SystemExit(f"bench_server: no PostgreSQL: {why}")
    try:
        yield found.new_database()
    finally:
        found.stop()


def main(args: argparse.Namespace) -> int:
    """``--processes N``: start everything, run, stop everything; the exit status."""
    limit = raise_file_limit(8 * args.games + 2048)  # the clients, and the proxy's twice
    if limit < 4 * args.games + 256:
        print(f"bench_server: the limit of open files is {limit}: too low", file=sys.stderr)
        return 2
    summary: dict[str, Any] = {}
    passed, problems = False, []
    with tempfile.TemporaryDirectory(prefix="wari-bench-cluster-") as folder, \
            database() as url:
        cluster = ServerCluster(args.processes, [*OPTIONS, "--store", url], Path(folder),
                                2 * args.games)
        watchdog(args.timeout + 30, lambda: SimpleNamespace(kill=cluster.stop_all))
        try:
            cluster.start_all()
            passed = asyncio.run(asyncio.wait_for(run(args, cluster, Commits(url), summary),
                                                  args.timeout))
        except TimeoutError:
            print(f"bench_server: stopped after the overall timeout of {args.timeout:.0f} s")
        except (RuntimeError, OSError) as error:
            print(f"bench_server: {error!r}")
            summary["problem"] = str(error)
        finally:
            cluster.stop_all()
            problems = cluster.tracebacks()
    return verdict(passed, problems, summary, args.summary, "servers' logs")
