"""psycopg is an optional dependency (``wari-desktop[postgresql]``): the desktop program,
which hosts games on the local network with the same server, and a server on SQLite run
without it (a Python whose import of psycopg fails, in a process of its own)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

SCRIPT = """
import asyncio, sys, tempfile, pathlib
sys.modules["psycopg"] = None  # importing it now fails, as where it is not installed
from wari_desktop.server import Server, ServerConfig
import wari_desktop.gui.online, wari_desktop.server.web.site

async def main():
    server = Server(ServerConfig(data=pathlib.Path(sys.argv[1]), host="127.0.0.1", port=0))
    await server.start()
    print("served", server.node is None)
    await server.stop()
asyncio.run(main())
"""


def test_the_server_on_sqlite_needs_no_psycopg(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-c", SCRIPT, str(tmp_path)], capture_output=True,
                          text=True, timeout=60, env={"QT_QPA_PLATFORM": "offscreen",
                                                      "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "served True"
