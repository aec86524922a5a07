"""What the server benchmarks share: a ``wari-server`` in a subprocess on 127.0.0.1 (its
memory, its counters, the tracebacks in its log), bare WebSocket connections that speak
the protocol with little overhead, and the figures of a list of times.

Used by ``bench_server.py`` (load, ``kill -9`` and restart) and ``bench_hostile.py``
(malformed and hostile frames while real games go on). Every connection goes to
127.0.0.1 only; a benchmark may choose the source address within 127.0.0.0/8 (Linux
routes the whole block to the loopback) to stay under the server's cap per address.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import os
import resource
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

ROOT = Path(__file__).resolve().parents[1]
HOST = "127.0.0.1"
#: Seconds a server has to print its first line.
START_SECONDS = 60.0


def raise_file_limit(wanted: int) -> int:
    """Raise this process's limit of open files towards ``wanted`` (up to the hard
    limit); subprocesses started later inherit it. The limit now in force."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
    if target > soft:
        resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
    return resource.getrlimit(resource.RLIMIT_NOFILE)[0]


def free_port() -> int:
    """A TCP port free on 127.0.0.1 now (the server binds it a moment later)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind((HOST, 0))
        return int(probe.getsockname()[1])


class ServerProcess:
    """``python -m wari_desktop.server serve`` on 127.0.0.1:``port`` with ``data``; each
    ``start`` writes its output to ``data``'s sibling log files, numbered by run."""

    def __init__(self, data: Path, port: int, options: list[str], logs: Path) -> None:
        self.data, self.port, self.options, self.logs = data, port, options, logs
        self.process: subprocess.Popen[bytes] | None = None
        self.runs = 0
        self.first_line = ""

    @property
    def pid(self) -> int:
        assert self.process is not None
        return self.process.pid

    def url(self) -> str:
        return f"ws://{HOST}:{self.port}/"

    def start(self) -> float:
        """Start the server and wait for its first line (``wari-server ... on ws://...``);
        the seconds that took. RuntimeError when it exits or stays silent."""
        self.runs += 1
        out = self.logs / f"server-{self.runs}.out"
        err = self.logs / f"server-{self.runs}.err"
        where = [] if "--store" in self.options else ["--data", str(self.data)]
        command = [sys.executable, "-m", "wari_desktop.server", "serve", "--host", HOST,
                   "--port", str(self.port), *where, *self.options]
        began = time.perf_counter()
        with out.open("wb") as stdout, err.open("wb") as stderr:
            self.process = subprocess.Popen(command, cwd=ROOT, stdout=stdout, stderr=stderr,
                                            stdin=subprocess.DEVNULL)
        while time.perf_counter() - began < START_SECONDS:
            text = out.read_text(errors="replace")
            if "\n" in text:
                self.first_line = text.splitlines()[0]
                if not self.first_line.startswith("wari-server"):
                    raise RuntimeError(f"the server said {self.first_line!r}")
                return time.perf_counter() - began
            if self.process.poll() is not None:
                raise RuntimeError(f"the server exited with {self.process.returncode}: "
                                   f"{err.read_text(errors='replace')[-2000:]}")
            time.sleep(0.02)
        raise RuntimeError(f"the server printed nothing in {START_SECONDS:g} s")

    def alive(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def kill(self) -> None:
        """``kill -9`` the server and reap it."""
        if self.alive():
            assert self.process is not None
            os.kill(self.process.pid, signal.SIGKILL)
            self.process.wait(10)

    def stop(self) -> None:
        """Stop the server (SIGTERM, then SIGKILL after 10 s); nothing if it has ended."""
        if not self.alive():
            return
        assert self.process is not None
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.kill()

    def memory(self) -> dict[str, int]:
        """``VmRSS`` and ``VmHWM`` (KiB) from ``/proc/PID/status``; empty once it ended."""
        found: dict[str, int] = {}
        with contextlib.suppress(OSError):
            for line in Path(f"/proc/{self.pid}/status").read_text().splitlines():
                key, _, value = line.partition(":")
                if key in ("VmRSS", "VmHWM"):
                    found[key] = int(value.split()[0])
        return found

    def metrics(self) -> dict[str, Any]:
        """The server's ``/metrics`` (JSON)."""
        direct = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # no proxy
        with direct.open(f"http://{HOST}:{self.port}/metrics", timeout=10) as reply:
            return dict(json.loads(reply.read()))

    def tracebacks(self) -> list[str]:
        """The first line after each ``Traceback`` in every run's standard error, and
        every line logged at ERROR or CRITICAL."""
        found = []
        for run in range(1, self.runs + 1):
            lines = (self.logs / f"server-{run}.err").read_text(errors="replace").splitlines()
            for index, line in enumerate(lines):
                if line.startswith("Traceback"):
                    tail = next((x for x in lines[index + 1:] if not x.startswith(" ")), "?")
                    found.append(f"run {run}: {tail}")
                elif " ERROR " in line or " CRITICAL " in line:  # without its time
                    found.append(f"run {run}: {line[line.find(' ', 11) + 1:][:200]}")
        return found


def cpu_and_wait(pid: int) -> tuple[float, float]:
    """Seconds process ``pid`` (all its threads) has run on a CPU, and has waited, ready
    to run, for one (Linux's schedstat): the wait shows how much the machine's other
    processes held it back. Zeros where the system does not say."""
    ran = waited = 0
    with contextlib.suppress(OSError):
        for task in Path(f"/proc/{pid}/task").iterdir():
            with contextlib.suppress(OSError, ValueError, IndexError):
                fields = (task / "schedstat").read_text().split()
                ran += int(fields[0])
                waited += int(fields[1])
    return ran / 1e9, waited / 1e9


def watchdog(seconds: float, server: Callable[[], ServerProcess | None]) -> None:
    """A last resort: after ``seconds``, kill the server and end this process (exit
    status 3), whatever the event loop is doing."""
    def fire() -> None:
        print(f"watchdog: still running after {seconds:.0f} s: stopping", flush=True)
        with contextlib.suppress(Exception):
            found = server()
            if found is not None:
                found.kill()
        os._exit(3)

    timer = threading.Timer(seconds, fire)
    timer.daemon = True
    timer.start()


class Line:
    """One bare WebSocket to the server with its reader task: answers to requests made
    with ``request`` are handed back; every other frame goes to ``on_frame``."""

    _ids = itertools.count(1)

    def __init__(self, ws: ClientConnection, on_frame: Callable[[Line, dict[str, Any]], None]
                 ) -> None:
        self.ws = ws
        self.on_frame = on_frame
        self.name = ""
        self.token = ""
        self.games: list[dict[str, Any]] = []
        self.waiting: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self.closed: tuple[int | None, str] | None = None
        self.reader = asyncio.get_running_loop().create_task(self._read())

    @classmethod
    async def open(cls, url: str, on_frame: Callable[[Line, dict[str, Any]], None],
                   source: str | None = None) -> Line:
        ws = await connect(url, compression=None, proxy=None, max_size=None,
                           open_timeout=30, ping_interval=None, close_timeout=5,
                           local_addr=(source, 0) if source else None)
        return cls(ws, on_frame)

    def next_id(self) -> int:
        return next(self._ids)

    async def request(self, kind: str, timeout: float = 30.0, **fields: Any) -> dict[str, Any]:
        """Send a request and wait for the frame answering it (an ``error`` included)."""
        rid = self.next_id()
        future: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self.waiting[rid] = future
        await self.ws.send(json.dumps({"t": kind, "id": rid, **fields}))
        try:
            return await asyncio.wait_for(future, timeout)
        finally:
            self.waiting.pop(rid, None)

    async def _read(self) -> None:
        try:
            async for text in self.ws:
                frame = json.loads(text)
                future = self.waiting.get(frame.get("id", -1))
                if future is not None and not future.done():
                    future.set_result(frame)
                else:
                    self.on_frame(self, frame)
        except ConnectionClosed:
            pass
        finally:
            received = self.ws.protocol.close_rcvd
            self.closed = (received.code, received.reason) if received else (None, "")
            for future in self.waiting.values():
                if not future.done():
                    future.set_exception(ConnectionError("the connection closed"))

    async def close(self) -> None:
        with contextlib.suppress(Exception):
            await self.ws.close()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.reader, 5)

    async def sign_in(self, token: str | None = None, timeout: float = 30.0) -> None:
        """Say hello and sign in: with ``token``, or as a new guest (keeping its token).
        RuntimeError when the server refuses."""
        signed_in: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        previous = self.on_frame

        def catch(line: Line, frame: dict[str, Any]) -> None:
            # With a token, the signed-in frame answers the hello too (the same id).
            if frame.get("t") in ("signed-in", "error") and not signed_in.done():
                signed_in.set_result(frame)
            else:
                previous(line, frame)

        self.on_frame = catch
        try:
            welcome = await self.request("hello", timeout, protocol=1, client="bench",
                                         **({"token": token} if token else {}))
            if welcome.get("t") != "welcome":
                raise RuntimeError(f"hello refused: {welcome}")
            if token is None:
                signed = await self.request("guest", timeout)
            else:
                signed = await asyncio.wait_for(signed_in, timeout)
        finally:
            self.on_frame = previous
        if signed.get("t") != "signed-in":
            raise RuntimeError(f"sign-in refused: {signed}")
        self.name = str(signed["name"])
        self.token = str(signed.get("token") or token)
        self.games = list(signed.get("games", []))


async def in_waves(count: int, wave: int, make: Callable[[int], Any]) -> list[Any]:
    """``make(i)`` for i in range(count), ``wave`` at a time (a gradual ramp); the results
    in order, exceptions included as values."""
    results: list[Any] = []
    for start in range(0, count, wave):
        batch = [make(i) for i in range(start, min(count, start + wave))]
        results += await asyncio.gather(*batch, return_exceptions=True)
    return results


def percentiles(values: list[float]) -> dict[str, float]:
    """p50, p90, p99 and the max of ``values`` (nearest rank; zeros for none)."""
    if not values:
        return {"p50": 0.0, "p90": 0.0, "p99": 0.0, "max": 0.0}
    ordered = sorted(values)

    def rank(fraction: float) -> float:
        return ordered[min(len(ordered) - 1, max(0, int(fraction * len(ordered) + 0.5) - 1))]

    return {"p50": rank(0.5), "p90": rank(0.9), "p99": rank(0.99), "max": ordered[-1]}


def mib(kib: int | None) -> str:
    return "?" if kib is None else f"{kib / 1024:.0f} MiB"
