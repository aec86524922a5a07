"""What the bot tests share: bot accounts made with ``wari-server account add --bot``,
``wari-bot`` run as a child process (the test's event loop keeps serving meanwhile), and
waiting for a player to be online."""

from __future__ import annotations

import asyncio
import contextlib
import io
import sys
from pathlib import Path

from wari_desktop.server import Server
from wari_desktop.server.cli import main as server_main

#: ``wari-engine`` as a bot runs it: this Python, one search thread (the machine is shared).
ENGINE = f"{sys.executable} -m wari_desktop.engine"
ENGINE_ARGS = ("--engine", ENGINE, "--option", "Threads=1")
#: The bots the current test started.
STARTED: list[asyncio.subprocess.Process] = []


def bot_account(data: Path, name: str) -> str:
    """A bot account made as an admin makes one; its token (the command's last line)."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert server_main(["account", "add", name, "--bot", "--data", str(data)]) == 0
    return out.getvalue().strip().splitlines()[-1]


async def start_bot(*args: str) -> asyncio.subprocess.Process:
    """``python -m wari_desktop.bot ARGS`` with its output piped (ended after the test
    if it is still running then: see ``conftest``)."""
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "wari_desktop.bot", *args,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    STARTED.append(process)
    return process


async def finish(process: asyncio.subprocess.Process, seconds: float = 60) -> tuple[int, str]:
    """Wait for the bot to exit (killed after ``seconds``): its status and its log."""
    try:
        _, errors = await asyncio.wait_for(process.communicate(), seconds)
    except TimeoutError:
        process.kill()
        _, errors = await process.communicate()
        raise AssertionError(f"the bot did not stop:\n{errors.decode()}") from None
    finally:  # the test failing or cancelled meanwhile: no bot left behind
        if process.returncode is None:
            process.kill()
    assert process.returncode is not None
    return process.returncode, errors.decode()


async def online(server: Server, name: str, seconds: float = 20) -> None:
    """Wait until ``name`` is signed in on ``server``."""
    async with asyncio.timeout(seconds):
        while not server.sessions.get(name):
            await asyncio.sleep(0.05)
