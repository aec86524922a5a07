"""Real PostgreSQL and Redis servers from Debian's packages, each in a temporary folder on
127.0.0.1 with a free port, for ``bench_bus.py``; both stopped whatever happens.

PostgreSQL's ``initdb`` and ``pg_ctl`` refuse to run as root: run as root, they run as the
``postgres`` user (``runuser``), the temporary folder given to it. Authentication is
``trust`` and only 127.0.0.1 listens (no Unix socket beyond the folder), so nothing but this
machine reaches the throwaway cluster. ``fsync`` and ``synchronous_commit`` stay on, as a
real server runs.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import time
from pathlib import Path

HOST = "127.0.0.1"
PG_BIN = Path(os.environ.get("WARI_PG_BIN", "/usr/lib/postgresql/15/bin"))
REDIS_SERVER = os.environ.get("WARI_REDIS_SERVER", "redis-server")
START_TIMEOUT = 30.0


def free_port() -> int:
    """A TCP port free on 127.0.0.1 now (the engine binds it a moment later)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind((HOST, 0))
        return int(probe.getsockname()[1])


def _as_postgres(args: list[str]) -> list[str]:
    """``args`` run as the ``postgres`` user when this process is root (initdb refuses
    root), as this user otherwise."""
    if os.geteuid() == 0:
        return ["runuser", "-u", "postgres", "--", *args]
    return args


def _wait_port(port: int, seconds: float) -> None:
    """Return once 127.0.0.1:``port`` accepts a connection; RuntimeError after
    ``seconds``."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            with socket.create_connection((HOST, port), timeout=0.5):
                return
        except OSError:
            time.sleep(0.05)
    raise RuntimeError(f"nothing listens on {HOST}:{port} after {seconds:.0f} s")


class PostgresEngine:
    """A throwaway PostgreSQL cluster in ``folder``/pg, listening on 127.0.0.1 only."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.data = folder / "pg"
        self.port = free_port()
        self.started = False

    @property
    def url(self) -> str:
        return f"postgresql://postgres@{HOST}:{self.port}/postgres"

    def start(self) -> None:
        """initdb then pg_ctl start (waits until it accepts connections)."""
        initdb, pg_ctl = PG_BIN / "initdb", PG_BIN / "pg_ctl"
        if not initdb.exists():
            raise RuntimeError(f"PostgreSQL is not installed here ({initdb} missing)")
        if os.geteuid() == 0:
            shutil.chown(self.folder, "postgres", "postgres")
        log = self.folder / "pg.log"
        subprocess.run(_as_postgres([str(initdb), "-D", str(self.data), "-U", "postgres",
                                     "--auth=trust", "-E", "UTF8", "--no-instructions"]),
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        options = (f"-p {self.port} -c listen_addresses={HOST} "
                   f"-c unix_socket_directories={self.folder} -c fsync=on "
                   "-c synchronous_commit=on -c max_connections=100")
        self.started = True
        subprocess.run(_as_postgres([str(pg_ctl), "-D", str(self.data), "-l", str(log),
                                     "-o", options, "-w", "-t", "30", "start"]),
                       check=True, stdout=subprocess.DEVNULL)
        _wait_port(self.port, START_TIMEOUT)

    def pids(self) -> list[int]:
        return postgres_pids(self.data) if self.started else []

    def stop(self) -> None:
        """pg_ctl stop (fast), then SIGKILL of the postmaster if it is still there."""
        if not self.started:
            return
        self.started = False
        pg_ctl = PG_BIN / "pg_ctl"
        with contextlib.suppress(subprocess.TimeoutExpired):
            subprocess.run(_as_postgres([str(pg_ctl), "-D", str(self.data), "-m", "fast",
                                         "-w", "-t", "20", "stop"]),
                           check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                           timeout=30)
        pid_file = self.data / "postmaster.pid"
        if pid_file.exists():
            with contextlib.suppress(OSError, ValueError, IndexError):
                os.kill(int(pid_file.read_text().split()[0]), signal.SIGKILL)


def postgres_pids(data: Path) -> list[int]:
    """The postmaster of the cluster in ``data`` and every process it started."""
    try:
        postmaster = int((data / "postmaster.pid").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return []
    pids = [postmaster]
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            with contextlib.suppress(OSError, ValueError, IndexError):
                stat = (entry / "stat").read_text()
                if int(stat.rsplit(")", 1)[1].split()[1]) == postmaster:
                    pids.append(int(entry.name))
    return pids


class RedisEngine:
    """A throwaway redis-server on 127.0.0.1, no persistence, its folder ``folder``/redis."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder / "redis"
        self.port = free_port()
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://{HOST}:{self.port}/0"

    def start(self) -> None:
        if shutil.which(REDIS_SERVER) is None:
            raise RuntimeError("redis-server is not installed (apt-get install redis-server)")
        self.folder.mkdir()
        self.process = subprocess.Popen(
            [REDIS_SERVER, "--port", str(self.port), "--bind", HOST, "--save", "",
             "--appendonly", "no", "--dir", str(self.folder), "--protected-mode", "yes",
             "--logfile", str(self.folder / "redis.log")],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _wait_port(self.port, START_TIMEOUT)

    def pids(self) -> list[int]:
        return [] if self.process is None else [self.process.pid]

    def stop(self) -> None:
        """SIGTERM, then SIGKILL after 10 s."""
        if self.process is None:
            return
        process, self.process = self.process, None
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)
