"""Several ``wari-server serve`` processes on one store with a real HAProxy in front
(``tests/haproxy.py``, the configuration of ``wari_desktop/server/proxy_config.py``), for
``bench_server.py --processes N``; and PostgreSQL's count of commits.

``ServerCluster`` stands where ``bench_server`` expects its one ``ServerProcess``: its
``url`` is the proxy's; ``pid``, ``kill``, ``start``, ``memory`` and ``metrics`` are the
*victim*'s, the process the kill phase kills (so the single-process kill and restart of
``bench_server`` runs unchanged behind the proxy with one process). ``start`` of a killed
victim starts it again on its port and returns once the proxy's checks see it up.

Every process and the proxy listen on 127.0.0.1 only.
"""

from __future__ import annotations

import contextlib
import sys
import time
from pathlib import Path
from typing import Any

from server_load import ServerProcess, cpu_and_wait, free_port

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.haproxy import HAProxy, haproxy_or_reason

#: Seconds the proxy has to see a process up (or down).
STATE_SECONDS = 30.0
#: Connections the proxy holds besides the load's clients (checks, /metrics reads).
SPARE_CONNECTIONS = 100


class ServerCluster:
    """``count`` ``serve`` processes with ``options`` (each on a free port, its logs in a
    folder of ``logs``), and the proxy in front once ``start_all`` has run."""

    def __init__(self, count: int, options: list[str], logs: Path, clients: int) -> None:
        self.processes: list[ServerProcess] = []
        for index in range(count):
            folder = logs / f"process-{index + 1}"
            folder.mkdir(parents=True, exist_ok=True)
            self.processes.append(ServerProcess(folder / "data", free_port(), options, folder))
        self.clients = clients
        self.proxy: HAProxy | None = None
        self.victim = self.processes[0]

    # -- what bench_server asks of its server -------------------------------------------
    @property
    def first_line(self) -> str:
        return (f"{len(self.processes)} processes behind HAProxy on {self.url()}: "
                + "; ".join(p.first_line for p in self.processes))

    @property
    def pid(self) -> int:
        return self.victim.pid

    def url(self) -> str:
        assert self.proxy is not None
        return self.proxy.url()

    def kill(self) -> None:
        self.victim.kill()

    def start(self) -> float:
        """Start the (killed) victim again on its port; the seconds until the proxy sees
        it up."""
        began = time.perf_counter()
        self.victim.start()
        self.wait_states({self.victim.port: "UP"})
        return time.perf_counter() - began

    def memory(self) -> dict[str, int]:
        return self.victim.memory()

    def metrics(self) -> dict[str, Any]:
        return self.victim.metrics()

    def tracebacks(self) -> list[str]:
        return [f"process {index + 1} {line}" for index, process in enumerate(self.processes)
                for line in process.tracebacks()]

    # -- the cluster ----------------------------------------------------------------------
    def start_all(self) -> None:
        """Each process in turn (the first migrates the database), then the proxy, once
        it sees every process up. RuntimeError when one does not start (today: a second
        process on one database is refused: one server a database)."""
        for index, process in enumerate(self.processes):
            try:
                process.start()
            except RuntimeError as error:
                raise RuntimeError(f"process {index + 1} of {len(self.processes)} did not "
                                   f"start: {error}") from None
        proxy, why = haproxy_or_reason([p.port for p in self.processes],
                                       self.clients + SPARE_CONNECTIONS)
        if proxy is None:
            raise RuntimeError(f"no proxy: {why}")
        self.proxy = proxy
        self.wait_states({p.port: "UP" for p in self.processes})

    def wait_states(self, wanted: dict[int, str]) -> None:
        """Wait until the proxy sees each port in its state; RuntimeError after
        ``STATE_SECONDS``."""
        assert self.proxy is not None
        deadline = time.monotonic() + STATE_SECONDS
        states: dict[int, str] = {}
        while time.monotonic() < deadline:
            states = self.proxy.states()
            if all(states.get(port) == state for port, state in wanted.items()):
                return
            time.sleep(0.05)
        raise RuntimeError(f"the proxy sees {states}, not {wanted}")

    def choose_victim(self) -> ServerProcess:
        """The process holding the most of the clients' connections (the first when
        none is known): the one the kill phase kills."""
        assert self.proxy is not None
        held = list(self.proxy.servers_of().values())
        self.victim = max(self.processes, key=lambda p: (held.count(p.port), -p.port))
        return self.victim

    def cpu(self) -> list[float]:
        """Each process's CPU seconds so far (0 for one that has ended)."""
        return [cpu_and_wait(p.pid)[0] if p.alive() else 0.0 for p in self.processes]

    def stop_all(self) -> None:
        """Kill every process and stop the proxy."""
        for process in self.processes:
            process.kill()
        if self.proxy is not None:
            self.proxy.stop()


class Commits:
    """PostgreSQL's committed transactions in one database (``xact_commit`` of
    ``pg_stat_database``), read with psycopg."""

    def __init__(self, url: str | None) -> None:
        self.url = url

    @classmethod
    def of(cls, options: list[str]) -> Commits:
        """The counter of the database a server's ``options`` name (``--store URL``);
        one that counts nothing for SQLite."""
        return cls(options[options.index("--store") + 1] if "--store" in options else None)

    def now(self) -> int | None:
        """The count so far (None when it cannot be read, or for SQLite)."""
        if self.url is None:
            return None
        import psycopg

        with contextlib.suppress(psycopg.Error), \
                psycopg.connect(self.url, autocommit=True, connect_timeout=10) as db:
            row = db.execute("SELECT xact_commit FROM pg_stat_database "
                             "WHERE datname = current_database()").fetchone()
            return None if row is None else int(row[0])
        return None

    @staticmethod
    def per_second(before: int | None, after: int | None, seconds: float) -> float | None:
        """Commits a second between two counts (None when one is missing)."""
        return None if before is None or after is None else (after - before) / seconds
