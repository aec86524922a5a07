"""The message bus between ``wari-server`` processes, measured: PostgreSQL's
LISTEN/NOTIFY against Redis pub/sub, on real engines started here.

    python benchmarks/bench_bus.py [--seconds 3] [--rates 500,2000,5000]
        [--processes 2,3] [--flood-tasks 4] [--commit-clients 1,4,16] [--group 8]
        [--timeout 900]

Short run (about a minute):

    python benchmarks/bench_bus.py --seconds 1 --rates 500,2000 --processes 2

Needs PostgreSQL 15 (``/usr/lib/postgresql/15/bin``, or ``WARI_PG_BIN``) and
``redis-server`` from Debian, and the extra ``bus-bench`` (``pip install -e
".[bus-bench]"``: psycopg 3 and redis-py). Both engines run in one temporary folder on
127.0.0.1 with free ports (PostgreSQL as the ``postgres`` user when run as root) and are
stopped at the end whatever happens, with every worker process.

Each "server process" is a real OS process (``bus_workers.py``) that subscribes and
publishes ~200-byte JSON game events. For every bus (``postgres``: ``pg_notify`` in its
own transaction, ``synchronous_commit`` on; ``postgres-async``: the same with
``synchronous_commit = off`` on the publishing connection; ``redis``: ``PUBLISH``), with 2
and 3 processes:

- at each rate asked (messages a second in all, shared by the processes): the rate
  achieved, the share of messages heard by every other process, and the latency from
  publish to receipt (p50, p99, max);
- flood: ``--flood-tasks`` publishers in each process, as fast as they can: messages
  published a second, and heard a second by each subscriber;
- reconnect: process 0 drops its subscription for 1 s while the others publish 500 a
  second: the messages it never heard.

Then, PostgreSQL only: NOTIFY inside the transaction that stores a move (heard only after
COMMIT, never after ROLLBACK, the move's row readable when heard), the 8,000-byte payload
limit, and the commits a second of one transaction a move with 1, 4 and 16 connections,
then of ``--group`` moves a transaction (a group commit) with 16, each with and without
the NOTIFY (PostgreSQL holds a cluster-wide lock from a notifying transaction's commit
until it ends: such commits go one at a time). The machine's other work shows in every
figure.

Exit status 0 when every step ran, 1 when one failed, 3 when ``--timeout`` stopped it.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import os
import shutil
import signal
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bus_cpu import CpuMeter
from bus_engines import PostgresEngine, RedisEngine
from bus_workers import Job, Report, worker
from run_control import Stopped, percentile, stop_on_signal

BUSES = ("postgres", "postgres-async", "redis")
RECONNECT_RATE = 500.0
WORKER_SLACK = 30.0  # seconds a worker may take beyond its publishing


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f}"


Pids = Callable[[], list[int]]


def run_round(jobs: list[Job], pids: Pids) -> tuple[list[Report], float]:
    """One OS process a job, all started together; their reports (workers killed if late)
    and the processor seconds the engine (``pids``) spent meanwhile."""
    context = multiprocessing.get_context("fork")
    ready, results, go = context.Queue(), context.Queue(), context.Event()
    timeout = max(job.seconds for job in jobs) + WORKER_SLACK
    processes = [context.Process(target=worker, args=(job, ready, go, timeout, results),
                                 daemon=True) for job in jobs]
    reports: list[Report] = []
    meter = CpuMeter(pids)
    engine = 0.0
    try:
        for process in processes:
            process.start()
        deadline = time.monotonic() + timeout
        for _ in jobs:
            ready.get(timeout=max(0.1, deadline - time.monotonic()))
        meter.start()
        go.set()
        for _ in jobs:
            reports.append(results.get(timeout=max(0.1, deadline - time.monotonic())))
        engine = meter.stop()
    finally:
        go.set()
        for process in processes:
            process.join(timeout=5)
            if process.is_alive():
                process.kill()
                process.join(timeout=5)
    errors = [f"process {r.index}: {r.error}" for r in reports if r.error]
    if errors:
        raise RuntimeError("; ".join(errors))
    return sorted(reports, key=lambda report: report.index), engine


def summary(reports: list[Report], engine: float) -> dict[str, float]:
    """Rates, the share heard, the latencies and the processor time (in microseconds a
    message published: the engine's, and the processes' own) of one round."""
    sent = sum(r.sent for r in reports)
    expected = sum(sent - r.sent for r in reports)
    received = sum(r.received for r in reports)
    latencies = [value for r in reports for value in r.latencies]
    publishing = max(r.publish_seconds for r in reports) or 1.0
    heard_rates = [r.received / (r.last_heard - r.start) for r in reports
                   if r.received and r.last_heard > r.start]
    return {"sent": sent, "rate": sent / publishing, "heard": received / max(1, expected),
            "heard_rate": min(heard_rates, default=0.0),
            "p50": percentile(latencies, 0.5), "p99": percentile(latencies, 0.99),
            "max": max(latencies, default=0.0),
            "engine_us": engine / max(1, sent) * 1e6,
            "clients_us": sum(r.cpu for r in reports) / max(1, sent) * 1e6}


def rate_rows(url: dict[str, str], pids: dict[str, Pids],
             args: argparse.Namespace) -> list[str]:
    rows = ["| bus | processes | asked /s | achieved /s | heard by others | "
            "p50 ms | p99 ms | max ms | engine CPU µs/msg | processes' CPU µs/msg |",
            "|---|---|---|---|---|---|---|---|---|---|"]
    for bus in BUSES:
        for count in args.processes:
            for rate in args.rates:
                jobs = [Job(bus, url[bus], index, "rate", rate / count, args.seconds)
                        for index in range(count)]
                s = summary(*run_round(jobs, pids[bus]))
                rows.append(f"| {bus} | {count} | {rate:.0f} | {s['rate']:.0f} | "
                            f"{s['heard']:.2%} | {ms(s['p50'])} | {ms(s['p99'])} | "
                            f"{ms(s['max'])} | {s['engine_us']:.0f} | "
                            f"{s['clients_us']:.0f} |")
                print(rows[-1], flush=True)
    return rows


def flood_rows(url: dict[str, str], pids: dict[str, Pids],
             args: argparse.Namespace) -> list[str]:
    rows = [f"| bus | processes | published /s ({args.flood_tasks} publishers a process) | "
            "heard /s by the slowest subscriber | heard by others | p50 ms | p99 ms | "
            "engine CPU µs/msg | processes' CPU µs/msg |", "|---|---|---|---|---|---|---|---|---|"]
    for bus in BUSES:
        for count in args.processes:
            jobs = [Job(bus, url[bus], index, "flood", 0.0, args.seconds,
                        tasks=args.flood_tasks) for index in range(count)]
            s = summary(*run_round(jobs, pids[bus]))
            rows.append(f"| {bus} | {count} | {s['rate']:.0f} | {s['heard_rate']:.0f} | "
                        f"{s['heard']:.2%} | {ms(s['p50'])} | {ms(s['p99'])} | "
                        f"{s['engine_us']:.0f} | {s['clients_us']:.0f} |")
            print(rows[-1], flush=True)
    return rows


def reconnect_rows(url: dict[str, str], pids: dict[str, Pids],
             args: argparse.Namespace) -> list[str]:
    """Process 0 away from 1.0 s to 2.0 s; the others publish throughout."""
    count = max(args.processes)
    seconds = max(3.0, args.seconds)
    rows = ["| bus | away (ms) | sent by the others meanwhile (about) | never heard by "
            "the returning process | heard by the processes that stayed |",
            "|---|---|---|---|---|"]
    for bus in BUSES:
        jobs = [Job(bus, url[bus], index, "reconnect", RECONNECT_RATE / count, seconds,
                    away_from=1.0, away_to=2.0) for index in range(count)]
        reports, _ = run_round(jobs, pids[bus])
        back = reports[0]
        others_sent = sum(r.sent for r in reports[1:])
        away = (back.away[1] - back.away[0]) if back.away else 0.0
        stayed = reports[1:]
        stayed_expected = sum(sum(r.sent for r in reports) - r.sent for r in stayed)
        stayed_heard = sum(r.received for r in stayed) / max(1, stayed_expected)
        rows.append(f"| {bus} | {ms(away)} | {RECONNECT_RATE * (count - 1) / count * away:.0f}"
                    f" | {others_sent - back.received} of {others_sent} | "
                    f"{stayed_heard:.2%} |")
        print(rows[-1], flush=True)
    return rows


def postgres_rows(url: str, args: argparse.Namespace) -> list[str]:
    """NOTIFY in the move's transaction, the payload limit, commits a second."""
    import bus_pg_checks as checks

    settings = asyncio.run(checks.settings(url))
    found = asyncio.run(checks.transactional(url))
    rows = ["PostgreSQL " + ", ".join(f"{k}={v}" for k, v in settings.items()), "",
            f"- NOTIFY in the move's transaction, held 300 ms before COMMIT: heard before "
            f"COMMIT: {found['heard_before_commit']}; heard after COMMIT: "
            f"{found['heard_after_commit']} ({found.get('after_commit_ms', 0):.1f} ms from "
            f"COMMIT sent; the COMMIT took {found['commit_ms']:.1f} ms); the move's row "
            f"readable when heard: {found.get('row_visible_when_heard')}",
            f"- the same rolled back: heard {found['heard_after_rollback']} times",
            f"- payload: {found['payload_limit']}", "",
            "| connections | moves a transaction | NOTIFY in the transaction | commits /s | "
            "moves /s | commit p50 ms | commit p99 ms |", "|---|---|---|---|---|---|---|"]
    cases = [(clients, 1) for clients in args.commit_clients]
    cases.append((max(args.commit_clients), args.group))
    for clients, moves in cases:
        for notify in (False, True):
            result = asyncio.run(checks.commits(url, clients, notify, args.seconds, moves))
            rate = result.count / result.seconds
            rows.append(f"| {clients} | {moves} | {'yes' if notify else 'no'} | "
                        f"{rate:.0f} | {rate * moves:.0f} | "
                        f"{ms(percentile(result.latencies, 0.5))} | "
                        f"{ms(percentile(result.latencies, 0.99))} |")
            print(rows[-1], flush=True)
    return rows


def numbers(text: str, kind: type = int) -> list[Any]:
    return [kind(part) for part in text.split(",") if part]


def parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="length of each round")
    parser.add_argument("--rates", type=lambda t: numbers(t, float),
                        default=[500.0, 2000.0, 5000.0], help="messages a second in all")
    parser.add_argument("--processes", type=numbers, default=[2, 3])
    parser.add_argument("--flood-tasks", type=int, default=4)
    parser.add_argument("--commit-clients", type=numbers, default=[1, 4, 16])
    parser.add_argument("--group", type=int, default=8,
                        help="moves a transaction of the group-commit case")
    parser.add_argument("--timeout", type=float, default=900.0, help="overall, seconds")
    return parser.parse_args(argv)


def measure(args: argparse.Namespace, folder: Path, engines: list[Any]) -> None:
    postgres, redis = PostgresEngine(folder), RedisEngine(folder)
    engines += [postgres, redis]
    postgres.start()
    redis.start()
    print(f"PostgreSQL on 127.0.0.1:{postgres.port}, Redis on 127.0.0.1:{redis.port}, "
          f"{os.cpu_count()} cores, load {os.getloadavg()[0]:.1f}", flush=True)
    url = {"postgres": postgres.url, "postgres-async": postgres.url, "redis": redis.url}
    pids = {"postgres": postgres.pids, "postgres-async": postgres.pids, "redis": redis.pids}
    sections = [("Latency at a given rate", rate_rows),
                ("The most each sustains (flood)", flood_rows),
                ("A subscriber away for a second", reconnect_rows)]
    output = []
    for title, make in sections:
        print(f"\n## {title}", flush=True)
        output += ["", f"## {title}", "", *make(url, pids, args)]
    print("\n## PostgreSQL: NOTIFY with the move's transaction", flush=True)
    output += ["", "## PostgreSQL: NOTIFY with the move's transaction", "",
               *postgres_rows(postgres.url, args)]
    print(f"\nload at the end {os.getloadavg()[0]:.1f}\n\n# Summary", flush=True)
    print("\n".join(output), flush=True)


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    for signum in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP, signal.SIGALRM):
        signal.signal(signum, stop_on_signal)
    signal.alarm(int(args.timeout))
    folder = Path(tempfile.mkdtemp(prefix="wari-bus-"))
    engines: list[Any] = []
    status = 0
    try:
        measure(args, folder, engines)
    except Stopped as reason:
        print(f"stopped: {reason}", file=sys.stderr)
        status = 3
    except Exception as error:
        print(f"failed: {type(error).__name__}: {error}", file=sys.stderr)
        status = 1
    finally:
        signal.alarm(0)
        for signum in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
            signal.signal(signum, signal.SIG_IGN)
        for engine in reversed(engines):
            engine.stop()
        shutil.rmtree(folder, ignore_errors=True)
    return status


if __name__ == "__main__":
    sys.exit(main())
