"""A child process that ends as soon as its parent does, whatever killed the parent.

``follow_parent`` is called first thing in a child: on Linux the kernel sends it SIGKILL
when the parent dies (``PR_SET_PDEATHSIG``); everywhere a daemon thread waits on the
parent's sentinel (a pipe that closes, or a process handle on Windows, which
``multiprocessing`` gives every child it starts) and ends the process when it fires.
Either way no thinking process outlives the program, even after ``kill -9``. A plain
subprocess (the endgame builder) watches its standard input instead:
``exit_when_input_closes``.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import signal
import sys
import threading
import time

log = logging.getLogger(__name__)

PR_SET_PDEATHSIG = 1
POLL_SECONDS = 0.2


def _kill_me_with_parent() -> bool:
    """Ask Linux to send this process SIGKILL when the thread that started it ends; False
    where that cannot be asked."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        return bool(libc.prctl(PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0) == 0)
    except (OSError, AttributeError):
        return False


def _wait_for_parent(parent_pid: int) -> None:
    """Return once the parent process has ended."""
    parent = multiprocessing.parent_process()
    if parent is not None and parent.sentinel is not None:
        from multiprocessing.connection import wait

        wait([parent.sentinel])
        return
    while _alive(parent_pid):  # a child started some other way: poll
        time.sleep(POLL_SECONDS)


def _alive(pid: int) -> bool:
    if sys.platform == "win32":  # os.kill would terminate it on Windows
        return True
    return os.getppid() == pid


def follow_parent(parent_pid: int, kernel: bool = True) -> None:
    """End this process when ``parent_pid`` ends. ``kernel``: also ask the kernel for
    it (only right when the parent's thread that started this child lives as long as the
    parent, the main thread say)."""
    if kernel:
        _kill_me_with_parent()
    if sys.platform != "win32" and os.getppid() != parent_pid:
        os._exit(0)  # the parent died before we got here

    def watch() -> None:
        _wait_for_parent(parent_pid)
        os._exit(0)

    threading.Thread(target=watch, name="follow-parent", daemon=True).start()


ORPHANED_STATUS = 3


def exit_when_input_closes() -> None:
    """End this process (status 3) once its standard input closes: started with a pipe
    as input, the end of the parent closes it, however the parent ended. (The raw file
    descriptor is read, not ``sys.stdin``, whose lock a daemon thread must not hold when
    the interpreter shuts down.)"""

    def watch() -> None:
        try:
            while os.read(0, 4096):
                pass
        except OSError:
            pass
        os._exit(ORPHANED_STATUS)

    threading.Thread(target=watch, name="follow-parent", daemon=True).start()
