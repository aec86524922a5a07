"""A real HAProxy for the tests and benchmarks: Debian's ``haproxy`` package, run in the
foreground (``haproxy -f CFG -db``) as a subprocess with the configuration a club would
use (``wari_desktop.server.proxy_config.haproxy_config``), written into a temporary
folder, listening on 127.0.0.1 on a free port in front of ``serve`` processes on
127.0.0.1; stopped and its folder removed at the end.

Its stats socket (in that folder) answers ``show stat`` (``states``: which backend is UP
or DOWN) and ``show sess`` (``servers_of``: which backend each client's connection went
to, by the client's port).

``haproxy_or_reason()`` is None with the reason when HAProxy is missing or does not
start; with ``WARI_REQUIRE_HAPROXY=1`` (CI) the tests fail for it instead of skipping.
"""

from __future__ import annotations

import contextlib
import os
import resource
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from wari_desktop.server.proxy_config import haproxy_config

#: Seconds HAProxy has to accept connections once started.
START_SECONDS = 30.0
#: The most connections the tests' proxy holds (lowered to what the open-files limit
#: allows: ``fit_connections``).
MAX_CONNECTIONS = 4000
#: Files HAProxy needs besides two a connection (its listeners, checks, the socket).
OTHER_FILES = 64


def required() -> bool:
    """Whether a missing HAProxy fails the tests (CI) rather than skipping them."""
    return os.environ.get("WARI_REQUIRE_HAPROXY") == "1"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def fit_connections(wanted: int) -> int:
    """``wanted`` lowered so that two files a connection fit under this process's hard
    limit of open files: HAProxy refuses to start when it cannot raise its own limit to
    what ``maxconn`` needs (as in a user namespace, where root cannot pass it)."""
    hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
    if hard == resource.RLIM_INFINITY:
        return wanted
    return max(16, min(wanted, (hard - OTHER_FILES) // 2))


class HAProxy:
    """A running HAProxy of our own in front of ``backends`` (ports on 127.0.0.1)."""

    def __init__(self, program: str, backends: Sequence[int],
                 max_connections: int = MAX_CONNECTIONS, certificate: Path | None = None
                 ) -> None:
        self.program = program
        self.certificate = certificate
        self.backends = list(backends)
        self.max_connections = fit_connections(max_connections)
        self.folder = Path(tempfile.mkdtemp(prefix="wari-haproxy-"))
        self.socket = self.folder / "stats.sock"
        self.port = 0
        self.process: subprocess.Popen[bytes] | None = None

    def url(self) -> str:
        return f"{'wss' if self.certificate else 'ws'}://127.0.0.1:{self.port}/"

    def config(self) -> str:
        return haproxy_config("127.0.0.1", self.port, [("127.0.0.1", p) for p in self.backends],
                              max_connections=self.max_connections,
                              stats_socket=str(self.socket),
                              certificate=str(self.certificate) if self.certificate else None)

    def start(self) -> None:
        """Write the configuration and start HAProxy on a free port; return once it
        accepts connections (a few tries: another may take the port)."""
        problem = ""
        for _ in range(3):
            self.port = free_port()
            (self.folder / "haproxy.cfg").write_text(self.config())
            with (self.folder / "log").open("ab") as log:
                self.process = subprocess.Popen(
                    [self.program, "-f", str(self.folder / "haproxy.cfg"), "-db"],
                    cwd=self.folder, stdin=subprocess.DEVNULL, stdout=log, stderr=log)
            if self._wait_accepting():
                return
            problem = self.log()[-800:]
            self._end()
        raise RuntimeError(f"haproxy did not start: {problem}")

    def _wait_accepting(self) -> bool:
        """True once the port and the stats socket take connections; False when HAProxy
        exits or stays closed for ``START_SECONDS``."""
        deadline = time.monotonic() + START_SECONDS
        while time.monotonic() < deadline:
            assert self.process is not None
            if self.process.poll() is not None:
                return False
            with contextlib.suppress(OSError):
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                if self.socket.exists():
                    return True
            time.sleep(0.05)
        return False

    def command(self, text: str) -> str:
        """One command on the stats socket (``show stat``, ``show sess``); its answer."""
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
            sock.settimeout(10)
            sock.connect(str(self.socket))
            sock.sendall(text.encode() + b"\n")
            chunks = []
            while chunk := sock.recv(65536):
                chunks.append(chunk)
        return b"".join(chunks).decode(errors="replace")

    def states(self) -> dict[int, str]:
        """Each backend's port and its state as HAProxy sees it (``UP``, ``DOWN``, ...)."""
        found: dict[int, str] = {}
        for line in self.command("show stat").splitlines():
            fields = line.split(",")
            if len(fields) > 17 and fields[0] == "wari" and fields[1].startswith("wari-"):
                index = int(fields[1].removeprefix("wari-")) - 1
                found[self.backends[index]] = fields[17]
        return found

    def servers_of(self) -> dict[int, int]:
        """The backend port each proxied client connection went to, by the client's own
        port (``show sess``: ``src=127.0.0.1:PORT ... srv=wari-N``)."""
        found: dict[int, int] = {}
        for line in self.command("show sess").splitlines():
            words = dict(w.split("=", 1) for w in line.split() if "=" in w)
            source, server = words.get("src", ""), words.get("srv", "")
            if server.startswith("wari-") and ":" in source:
                index = int(server.removeprefix("wari-")) - 1
                found[int(source.rsplit(":", 1)[1])] = self.backends[index]
        return found

    def log(self) -> str:
        with contextlib.suppress(OSError):
            return (self.folder / "log").read_text(errors="replace")
        return ""

    def _end(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(10)

    def stop(self) -> None:
        """Stop HAProxy and remove its folder."""
        try:
            self._end()
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)


def haproxy_or_reason(backends: Sequence[int], max_connections: int = MAX_CONNECTIONS,
                      certificate: Path | None = None) -> tuple[HAProxy | None, str]:
    """A started HAProxy in front of ``backends`` (ports on 127.0.0.1), or None and why
    there is none; with ``certificate`` (a PEM of the chain and its key) it takes
    ``wss://``."""
    program = shutil.which("haproxy") or next(
        (p for p in ("/usr/sbin/haproxy", "/usr/local/sbin/haproxy") if os.access(p, os.X_OK)),
        None)
    if program is None:
        return None, "HAProxy is not installed (apt-get install haproxy)"
    proxy = HAProxy(program, backends, max_connections, certificate)
    try:
        proxy.start()
    except (OSError, RuntimeError) as error:
        proxy.stop()
        return None, f"HAProxy did not start: {error}"
    return proxy, ""
