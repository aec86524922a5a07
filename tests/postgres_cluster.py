"""A real PostgreSQL server for the tests and benchmarks: Debian's ``postgresql`` package
(``initdb`` and ``pg_ctl`` from ``/usr/lib/postgresql/*/bin``, or from the ``PATH``), a
cluster in a temporary folder, listening on 127.0.0.1 on a free port (and on a unix
socket in that folder) only, stopped and removed at the end.

PostgreSQL refuses to run as root: as root the cluster belongs to the unprivileged
``postgres`` user the package makes (its folder is given to that user, and its programs
run through ``setpriv``); as the root of a user namespace (``unshare -r``, as ``.ci/run``
runs the tests for a user) its programs run in a user namespace nested in it where the
same user is uid 1000 (``unshare --map-user``: same files, same network); otherwise it
runs as the user running the tests. The cluster's
superuser ``wari`` has a random password (``scram-sha-256``), given in the URLs.

The tests' clusters run with ``fsync=off``: the tests kill the server process (``kill
-9``), not the machine, and PostgreSQL's commit still returns only once its log is
written; the store sets ``synchronous_commit=on`` for itself as on a real server. The
benchmarks' (``fsync=True``) wait for the disk on every commit, as a real server does.

``cluster_or_reason()`` is None with the reason when PostgreSQL or psycopg is missing;
with ``WARI_REQUIRE_POSTGRESQL=1`` (CI) the tests fail for it instead of skipping.
"""

from __future__ import annotations

import contextlib
import glob
import itertools
import os
import pwd
import secrets
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path

#: Seconds a cluster command (initdb, start, stop) may take.
COMMAND_SECONDS = 120
#: The cluster's superuser.
USER = "wari"
_SETTINGS = ("-c listen_addresses=127.0.0.1 -c shared_buffers=32MB -c max_connections=200 "
             "-c log_min_messages=warning")
#: What the tests' clusters add: nothing waits for the disk.
_NO_FSYNC = " -c fsync=off -c full_page_writes=off"


def required() -> bool:
    """Whether a missing PostgreSQL fails the tests (CI) rather than skipping them."""
    return os.environ.get("WARI_REQUIRE_POSTGRESQL") == "1"


def bin_dir() -> Path | None:
    """The folder of ``initdb`` and ``pg_ctl``: the newest Debian version's, else the
    ``PATH``'s; None when there is none."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"),
                   key=lambda p: int(Path(p).parts[-3]) if Path(p).parts[-3].isdigit() else 0)
    if found:
        return Path(found[-1]).parent
    on_path = shutil.which("initdb")
    return Path(on_path).parent if on_path else None


def in_user_namespace() -> bool:
    """Whether this process's uid 0 is not the machine's root (``unshare -r``)."""
    try:
        mapping = Path("/proc/self/uid_map").read_text().split()
    except OSError:
        return False
    return mapping[:3] != ["0", "0", "4294967295"]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Cluster:
    """A running PostgreSQL cluster of our own (see the module's rules)."""

    def __init__(self, programs: Path, fsync: bool = False) -> None:
        self.programs = programs
        self.fsync = fsync
        self.folder = Path(tempfile.mkdtemp(prefix="wari-pg-"))
        self.data = self.folder / "data"
        self.password = secrets.token_hex(16)
        self.port = 0
        self._prefix: list[str] = []
        self._owner: pwd.struct_passwd | None = None
        self._databases = itertools.count(1)
        if os.geteuid() == 0 and in_user_namespace():
            self._prefix = ["unshare", "--user", "--map-user=1000", "--map-group=1000", "--"]
        elif os.geteuid() == 0:
            owner = self._owner = pwd.getpwnam("postgres")
            os.chown(self.folder, owner.pw_uid, owner.pw_gid)
            self._prefix = ["setpriv", f"--reuid={owner.pw_uid}", f"--regid={owner.pw_gid}",
                            "--clear-groups", "--"]

    def _run(self, *command: str) -> None:
        done = subprocess.run([*self._prefix, *command], cwd=self.folder, capture_output=True,
                              text=True, timeout=COMMAND_SECONDS)
        if done.returncode != 0:
            raise RuntimeError(f"{Path(command[0]).name} failed: "
                               f"{(done.stderr or done.stdout).strip()[-800:]}")

    def start(self) -> None:
        """initdb, then start on a free port (a few tries: another may take the port)."""
        secret = self.folder / "password"
        secret.write_text(self.password)
        if self._owner is not None:
            os.chown(secret, self._owner.pw_uid, self._owner.pw_gid)
        self._run(str(self.programs / "initdb"), "-D", str(self.data), "-U", USER,
                  "--auth=scram-sha-256", f"--pwfile={secret}", "-E", "UTF8",
                  "--locale=C.UTF-8", "--no-instructions")
        secret.unlink()
        problem: Exception | None = None
        for _ in range(3):
            self.port = free_port()
            try:
                self._run(str(self.programs / "pg_ctl"), "start", "-w", "-t", "60",
                          "-D", str(self.data), "-l", str(self.folder / "log"), "-o",
                          f"{_SETTINGS}{'' if self.fsync else _NO_FSYNC} -c port={self.port} "
                          f"-c unix_socket_directories={self.folder}")
                return
            except RuntimeError as error:
                problem = error
        raise RuntimeError(f"{problem}; log: {self.log()[-800:]}")

    def log(self) -> str:
        with contextlib.suppress(OSError):
            return (self.folder / "log").read_text(errors="replace")
        return ""

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{USER}:{self.password}@127.0.0.1:{self.port}/{database}"

    def new_database(self) -> str:
        """A new empty database's URL."""
        import psycopg

        name = f"wari_{os.getpid()}_{next(self._databases)}"
        with psycopg.connect(self.url(), autocommit=True) as db:
            db.execute(f"CREATE DATABASE {name} TEMPLATE template0")
        return self.url(name)

    def stop(self) -> None:
        """Stop the cluster (immediately) and remove its folder."""
        try:
            if (self.data / "postmaster.pid").exists():
                self._run(str(self.programs / "pg_ctl"), "stop", "-m", "immediate", "-w",
                          "-D", str(self.data))
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)


def cluster_or_reason(fsync: bool = False) -> tuple[Cluster | None, str]:
    """A started cluster (``fsync``: as a real server's, each commit on the disk; the
    tests' without), or None and why there is none."""
    try:
        import psycopg  # noqa: F401
    except ImportError:
        return None, "psycopg is not installed (pip install 'wari-desktop[postgresql]')"
    programs = bin_dir()
    if programs is None:
        return None, "PostgreSQL is not installed (apt-get install postgresql)"
    if os.geteuid() == 0 and in_user_namespace() and shutil.which("unshare") is None:
        return None, "running as the root of a user namespace, and there is no unshare"
    if os.geteuid() == 0 and not in_user_namespace():
        try:
            pwd.getpwnam("postgres")
        except KeyError:
            return None, "running as root, and there is no postgres user to run PostgreSQL"
    cluster = Cluster(programs, fsync)
    try:
        cluster.start()
    except (OSError, RuntimeError, subprocess.TimeoutExpired) as error:
        cluster.stop()
        return None, f"PostgreSQL did not start: {error}"
    return cluster, ""
