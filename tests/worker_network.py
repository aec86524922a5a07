"""Each pytest-xdist worker in a network namespace of its own, where one can be made.

Tests that announce and browse games with multicast DNS on the loopback
(``tests/gui/online/test_lan_dialogs.py``, ``tests/lan``, ...) share UDP port 5353 with
every other program of their network namespace; the kernel hands a unicast answer to
one socket of the port only, and a browser that saw another process ask its question
waits for an answer that went there. Several workers browsing at once in one namespace
then miss each other's games now and then. So each worker, as it starts, moves into a
network namespace of its own with only the loopback, up: the namespace CI runs the
whole suite in (``.ci/run``: ``unshare -n``), one per worker. Nothing but the network
changes: the worker still talks to the controlling pytest through pipes, files are
shared, and the programs, servers, Xvfb and D-Bus sessions a test starts are in the
worker's namespace with it. A test marked ``own_network`` still makes its own inside.

Making one needs root (``CAP_SYS_ADMIN``); elsewhere the workers share the machine's
namespace as before (``isolate`` says why). The namespace is made for the worker's main
thread, which runs the tests; the threads and processes it starts from then on are in
it.
"""

from __future__ import annotations

import ctypes
import os
import shutil
import subprocess
import threading

#: ``unshare(2)``'s flag for a new network namespace.
CLONE_NEWNET = 0x40000000


def isolate() -> str | None:
    """Move this process's main thread into a new network namespace with the loopback up;
    None once done, else why it was not (nothing changed)."""
    if threading.current_thread() is not threading.main_thread():
        return "not on the main thread"
    ip = shutil.which("ip") or next(
        (path for path in ("/usr/sbin/ip", "/sbin/ip") if os.access(path, os.X_OK)), None)
    if ip is None:
        return "no ip command (iproute2)"
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.unshare(CLONE_NEWNET) != 0:
        return f"unshare: {os.strerror(ctypes.get_errno())}"
    up = subprocess.run([ip, "link", "set", "lo", "up"], capture_output=True, text=True,
                        timeout=30)
    if up.returncode != 0:  # pragma: no cover - a namespace made but not set up
        raise RuntimeError(f"the worker's network namespace: {up.stderr.strip()}")
    return None
