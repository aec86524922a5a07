"""Server processes for the cluster tests: ``wari-server serve --store URL`` started as real
processes on 127.0.0.1 (a free port each), so that one can be killed with SIGKILL or
stopped with SIGSTOP."""

from __future__ import annotations

import asyncio
import contextlib
import sys
from collections.abc import AsyncIterator
from dataclasses import dataclass


@dataclass
class ServerProcess:
    """One running ``wari-server serve`` and its port."""

    process: asyncio.subprocess.Process
    port: int

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/"

    async def stop(self) -> None:
        if self.process.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                self.process.terminate()
            try:
                await asyncio.wait_for(self.process.wait(), 20)
            except TimeoutError:
                self.process.kill()
                await self.process.wait()


async def start_process(store_url: str, *flags: str) -> ServerProcess:
    """A server process on ``store_url``, once it listens."""
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "wari_desktop.server", "serve", "--host", "127.0.0.1",
        "--port", "0", "--store", store_url, "--frame-rate", "500",
        "--log-level", "WARNING", *flags, stdout=asyncio.subprocess.PIPE)
    assert process.stdout is not None
    line = (await asyncio.wait_for(process.stdout.readline(), 30)).decode()
    assert " on ws://127.0.0.1:" in line, line
    return ServerProcess(process, int(line.split("ws://127.0.0.1:", 1)[1].split("/")[0]))


@contextlib.asynccontextmanager
async def server_processes(store_url: str, count: int,
                           *flags: str) -> AsyncIterator[list[ServerProcess]]:
    """``count`` processes of one server, stopped at the end (whatever is left of them)."""
    started: list[ServerProcess] = []
    try:
        for _ in range(count):
            started.append(await start_process(store_url, *flags))
        yield started
    finally:
        for server in started:
            await server.stop()
