"""PostgreSQL's commits a second on this machine, through the server's own store: how many
moves K server processes can store in one PostgreSQL, and at what latency.

    python benchmarks/bench_pg_commits.py [--seconds 5] [--writers 1,2,4,8,16]
        [--games 128] [--listeners 2,8,16] [--fan-out-writers 2] [--quick]
        [--timeout SECONDS]

Short run (CI, about half a minute): ``--quick`` (1 s a row, 1 and 4 writers, one fan-out
row of 4 listeners).

A PostgreSQL cluster of the benchmark's own (Debian's ``postgresql``, in a temporary
folder on 127.0.0.1: ``tests/postgres_cluster.py``) runs with ``fsync`` on, as
``bench_server.py --store postgresql`` runs it: every commit waits for the disk, as on a
real server. K writers (``pg_commit_writers.py``), each a real OS process with its own
store and connection as K ``wari-server`` processes would have, create their games, take
a lease on each, then write move events as the server does (``add_event`` with the
lease's generation, through ``AsyncStore`` and its group commit) for ``--seconds``. Each
row, for K = 1, 2, 4, 8, 16:

- ``one at a time``: each writer writes one move, waits for its commit, then the next
  (its games in turn): each commit holds one event, so this is the commit rate itself;
- ``all games``: ``--games`` games in all (shared by the K writers), each writing its next
  move as soon as its last is stored: the store's worker commits every move waiting
  together in one transaction (a busy server).

Printed for each row: commits a second and events (moves) a second over all writers
(``AsyncStore.commits`` and ``jobs_done``), events a commit, the latency of a write (p50,
p99, ms, from ``AsyncStore.run`` to its answer), PostgreSQL's own ``xact_commit`` delta
from ``pg_stat_database`` a second (it also counts the benchmark's own few reads, within
a few of the store's commits; and with NOTIFY, a read-only transaction of each listener's
backend each time a notification wakes it, which flushes nothing), PostgreSQL's processor
time an event (µs, its processes' ``/proc`` times, ``bus_cpu.py``), the processor time
of the writers (and listeners) an event (µs, their listening included), the least share
of the events a listener heard (NOTIFY rows), and the writes refused.

Three series on PostgreSQL: ``synchronous_commit`` on (the store's setting); the same with
the bus's NOTIFY in each move's transaction (``docs/server.md``, the message bus: planned,
not sent by the server yet), each writer also LISTENing on a connection of its own as
each server process will (``L``: the listening processes); ``synchronous_commit = off``
for comparison only: a commit then returns before its log is on the disk, so a
PostgreSQL crash (or its machine's) loses moves the players were told were stored. The
server must NOT use it. Then the same
write path on SQLite (one writer: a data folder has one server) for the side-by-side
figure. Last, the fan-out: ``--fan-out-writers`` writers with NOTIFY (one at a time,
then all games) heard by ``--listeners`` processes in all (the writers and processes
that only listen, as processes serving none of these games): every NOTIFY goes to every
listener, and PostgreSQL's and the listeners' processor time an event grows with them.
Then the bytes a stored move takes on PostgreSQL's disk.

Exit status 0 when every row ran with no refused write, no writer failing and every
listener hearing every event; 1
otherwise; 2 without PostgreSQL; 3 when ``--timeout`` stopped the run. The cluster and
every writer are stopped in every case.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import queue
import signal
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bus_cpu import CpuMeter
from bus_engines import postgres_pids
from pg_commit_writers import GO_TIMEOUT, SLACK, Result, Spec, move_event_template, writer
from run_control import Stopped, percentile, stop_on_signal

#: (name, synchronous_commit on, NOTIFY in the move's transaction)
SERIES = (("sync on", True, False), ("sync on + NOTIFY", True, True),
          ("sync off", False, False))
#: Seconds to wait for the writers' backends to end (their statistics flushed).
BACKENDS_GONE_SECONDS = 10.0


@dataclass
class Row:
    """One row's set-up and what it measured."""

    store: str
    series: str
    grouped: bool
    writers: int
    games: int
    results: list[Result]
    xact_commits: int | None = None
    pg_cpu: float | None = None
    listeners: int = 0

    @property
    def seconds(self) -> float:
        return max((r.seconds for r in self.results), default=0.0) or 1e-9

    def total(self, what: str) -> int:
        return sum(int(getattr(r, what)) for r in self.results)

    def heard(self) -> float | None:
        """The least share of the events any listener heard (None: no NOTIFY)."""
        heard = [r.heard for r in self.results if r.heard is not None]
        events = self.total("events")
        return min(heard) / events if heard and events else None

    def errors(self) -> list[str]:
        found = [f"writer {r.index}: {r.error}" for r in self.results if r.error]
        heard = self.heard()
        if heard is not None and heard < 1.0:
            found.append(f"a listener heard only {heard:.1%} of the events")
        return found


class Database:
    """The cluster's benchmark database: its URL, its commits so far, its processes."""

    def __init__(self, cluster: Any) -> None:
        self.cluster = cluster
        self.url = cluster.new_database()

    def xact_commit(self) -> int:
        import psycopg

        with psycopg.connect(self.url, autocommit=True) as db:
            row = db.execute("SELECT xact_commit FROM pg_stat_database "
                             "WHERE datname = current_database()").fetchone()
        return int(row[0]) if row else 0

    def wait_backends_gone(self) -> None:
        """Until no other client is connected to the database (each writer's backend
        flushes its statistics as it ends), at most BACKENDS_GONE_SECONDS."""
        import psycopg

        deadline = time.monotonic() + BACKENDS_GONE_SECONDS
        with psycopg.connect(self.url, autocommit=True) as db:
            while time.monotonic() < deadline:
                row = db.execute("SELECT count(*) FROM pg_stat_activity WHERE datname = "
                                 "current_database() AND pid != pg_backend_pid()").fetchone()
                if row is None or row[0] == 0:
                    return
                time.sleep(0.05)

    def pids(self) -> list[int]:
        return postgres_pids(self.cluster.data)


def specs_for(kind: str, where: str, writers: int, games: int, grouped: bool,
              series: tuple[str, bool, bool], seconds: float, tag: str,
              listeners: int = 0) -> list[Spec]:
    """The writers of one row: ``games`` games shared among them (at least one each);
    with NOTIFY, the processes that only listen after them, ``listeners`` in all."""
    template = move_event_template()
    each = max(1, games // writers)
    specs = [Spec(k, kind, where, [f"{tag}-{k}-{g}" for g in range(each)], seconds, grouped,
                  series[1], series[2], template) for k in range(writers)]
    return specs + [Spec(k, kind, where, [], seconds, grouped, series[1], True, template,
                         listen_only=True) for k in range(writers, listeners)]


def run_writers(context: Any, specs: list[Spec], database: Database | None
                ) -> tuple[list[Result], int | None, float | None]:
    """Start the writers, wait until all are ready, read PostgreSQL's commits and start
    its processor meter, tell them to go, gather their results; then PostgreSQL's
    commits again once their backends are gone."""
    ready, go, results = context.Queue(), context.Event(), context.Queue()
    processes = [context.Process(target=writer, args=(spec, ready, go, results), daemon=True)
                 for spec in specs]
    for process in processes:
        process.start()
    try:
        seen: set[int] = set()
        while len(seen) < len(specs):
            seen.add(ready.get(timeout=GO_TIMEOUT))
        before = database.xact_commit() if database else None
        meter = CpuMeter(database.pids) if database else None
        if meter:
            meter.start()
        go.set()
        wait = specs[0].seconds + SLACK
        gathered = [results.get(timeout=wait) for _ in specs]
        pg_cpu = meter.stop() if meter else None
        for process in processes:
            process.join(timeout=SLACK)
        commits = None
        if database is not None and before is not None:
            database.wait_backends_gone()
            commits = database.xact_commit() - before
        return sorted(gathered, key=lambda r: r.index), commits, pg_cpu
    finally:
        for process in processes:
            if process.is_alive():
                process.kill()
                process.join(timeout=5)


HEADER = (f"{'store':<10} {'series':<17} {'mode':<14} {'K':>2} {'L':>2} {'games':>5} "
          f"{'commits/s':>9} {'events/s':>9} {'ev/commit':>9} {'p50 ms':>7} {'p99 ms':>7} "
          f"{'pg xact/s':>9} {'pg CPU us/ev':>12} {'procs us/ev':>11} {'heard':>6} "
          f"{'refused':>7}")


def print_row(row: Row) -> None:
    seconds, commits, events = row.seconds, row.total("commits"), row.total("events")
    latencies = [value for r in row.results for value in r.latencies]
    xacts = "-" if row.xact_commits is None else f"{row.xact_commits / seconds:,.0f}"
    pg_cpu = "-" if row.pg_cpu is None or not events else f"{row.pg_cpu / events * 1e6:,.0f}"
    cpu = sum(r.cpu for r in row.results)
    mode = "all games" if row.grouped else "one at a time"
    heard = row.heard()
    print(f"{row.store:<10} {row.series:<17} {mode:<14} {row.writers:>2} {row.listeners:>2} "
          f"{row.games:>5} {commits / seconds:>9,.0f} {events / seconds:>9,.0f} "
          f"{events / max(commits, 1):>9.1f} {percentile(latencies, 0.5):>7.2f} "
          f"{percentile(latencies, 0.99):>7.2f} {xacts:>9} {pg_cpu:>12} "
          f"{(cpu / events * 1e6 if events else 0):>11,.0f} "
          f"{'-' if heard is None else f'{heard:.0%}':>6} {row.total('failed'):>7}",
          flush=True)
    only = [r for r in row.results if r.heard is not None and not r.events and r.heard]
    if only:
        print(f"  the {len(only)} processes that only listen: "
              f"{sum(r.cpu for r in only) / sum(r.heard or 0 for r in only) * 1e6:,.0f} us of "
              "their CPU a notification heard", flush=True)
    for problem in row.errors():
        print(f"  {problem}", flush=True)


def postgres_row(context: Any, database: Database, args: argparse.Namespace,
                 row: tuple[tuple[str, bool, bool], bool, int, int], tag: str) -> Row:
    """One row on PostgreSQL: ``row`` is (series, grouped, writers, listeners)."""
    series, grouped, writers, listeners = row
    games = args.games if grouped else writers
    specs = specs_for("postgresql", database.url, writers, games, grouped, series,
                      args.seconds, tag, listeners)
    results, commits, pg_cpu = run_writers(context, specs, database)
    done = Row("postgresql", series[0], grouped, writers, sum(len(s.games) for s in specs),
               results, commits, pg_cpu, max(listeners, writers) if series[2] else 0)
    print_row(done)
    return done


def postgres_rows(context: Any, database: Database, args: argparse.Namespace) -> list[Row]:
    """Each series, one write at a time then all games, for each number of writers; then
    the fan-out: ``--fan-out-writers`` writers with NOTIFY, heard by ``--listeners``, one
    write at a time then all games."""
    plan = [(series, grouped, writers, 0) for grouped in (False, True) for series in SERIES
            for writers in args.writers]
    plan += [(SERIES[1], grouped, args.fan_out_writers, listeners)
             for grouped in (False, True) for listeners in args.listeners]
    return [postgres_row(context, database, args, row, f"r{n}") for n, row in enumerate(plan)]


def sqlite_rows(context: Any, args: argparse.Namespace) -> list[Row]:
    rows: list[Row] = []
    with tempfile.TemporaryDirectory(prefix="wari-bench-commits-") as folder:
        for grouped in (False, True):
            games = args.games if grouped else 1
            specs = specs_for("sqlite", folder, 1, games, grouped, ("sync on", True, False),
                              args.seconds, f"s{len(rows)}")
            results, _, _ = run_writers(context, specs, None)
            row = Row("sqlite", "synchronous=FULL", grouped, 1, games, results)
            print_row(row)
            rows.append(row)
    return rows


def print_events_size(database: Database) -> None:
    """The bytes a stored move takes in PostgreSQL: the events table with its index and
    TOAST, over its rows (every row written by this run)."""
    import psycopg

    with psycopg.connect(database.url, autocommit=True) as db:
        db.execute("VACUUM ANALYZE events")
        row = db.execute("SELECT count(*), pg_total_relation_size('events') "
                         "FROM events").fetchone()
    if row and row[0]:
        print(f"events stored: {row[0]:,}, {row[1] / row[0]:.0f} bytes each on disk with "
              "the table's index", flush=True)


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="the writing of a row")
    parser.add_argument("--writers", default="1,2,4,8,16",
                        help="the numbers of writers (server processes), comma-separated")
    parser.add_argument("--games", type=int, default=128,
                        help="games in all for the 'all games' rows")
    parser.add_argument("--listeners", default="2,8,16",
                        help="the fan-out rows: processes listening in all, comma-separated "
                        "(empty: none)")
    parser.add_argument("--fan-out-writers", type=int, default=2,
                        help="the writers of the fan-out rows")
    parser.add_argument("--quick", action="store_true",
                        help="CI: 1 s a row, 1 and 4 writers, one fan-out row of 4")
    parser.add_argument("--timeout", type=float, help="seconds before the run is stopped "
                        "(default: 300 + 40 x --seconds)")
    args = parser.parse_args()
    if args.quick:
        args.seconds, args.writers, args.listeners = 1.0, "1,4", "4"
    try:
        args.writers = [int(k) for k in args.writers.split(",")]
        args.listeners = [int(k) for k in args.listeners.split(",") if k.strip()]
    except ValueError:
        parser.error("--writers, --listeners: numbers separated by commas")
    if args.seconds <= 0 or args.games < 1 or min(args.writers) < 1 or \
            args.fan_out_writers < 1:
        parser.error("--seconds, --games, --writers and --fan-out-writers must be positive")
    if args.timeout is None:
        args.timeout = 300 + 40 * args.seconds
    return args


def measure(args: argparse.Namespace) -> bool:
    """Every row; True when all ran with nothing refused and no writer failing."""
    from tests.postgres_cluster import cluster_or_reason

    cluster, why = cluster_or_reason(fsync=True)  # each commit on the disk, as in use
    if cluster is None:
        print(f"bench_pg_commits: no PostgreSQL: {why}")
        raise SystemExit(2)
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(["pg_commit_writers"])
    try:
        database = Database(cluster)
        size = len(json.dumps(move_event_template(), separators=(",", ":")))
        print(f"PostgreSQL {cluster.programs.parent.name}, fsync on; a move event of {size} "
              f"bytes; {args.seconds:g} s a row; {multiprocessing.cpu_count()} cores on "
              "this machine")
        print(HEADER)
        rows = postgres_rows(context, database, args)
        print_events_size(database)
    finally:
        cluster.stop()
    rows += sqlite_rows(context, args)
    return all(not row.errors() and row.total("failed") == 0 and row.total("events") > 0
               for row in rows)


def main() -> int:
    args = parse_args()
    for signum in (signal.SIGTERM, signal.SIGINT, signal.SIGALRM):
        signal.signal(signum, stop_on_signal)
    signal.alarm(int(args.timeout))
    try:
        passed = measure(args)
    except Stopped as stop:
        print(f"bench_pg_commits: stopped ({stop})")
        return 3
    except (RuntimeError, OSError, EOFError, queue.Empty) as error:
        print(f"bench_pg_commits: {error!r}")
        return 1
    finally:
        signal.alarm(0)
    print(f"verdict: {'PASS' if passed else 'FAIL'}")
    return 0 if passed else 1


if __name__ == "__main__":
    sys.exit(main())
