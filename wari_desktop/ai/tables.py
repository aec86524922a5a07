"""The endgame table the search probes, loaded from the user's data folder in the
background so that no move waits for it. The program plays without it. Where the
compiled builder and the memory are there, a larger table is built in the background
(``grow_in_background``) and used as soon as it is saved; ``table_status`` says how far
that has come, for the Settings dialog."""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass

from . import endgame  # imported now, not by the loader during a first search (see _load)
from .search import Table

_lock = threading.Lock()
_table: Table | None = None
_loader: threading.Thread | None = None
_building: int | None = None  # the seeds of the table being built in the background

#: How many times a background build waits for another process's build of the same
#: table before giving up, and the seconds between two looks at that build's lock.
BUILD_ATTEMPTS = 20
BUSY_POLL = 2.0
#: The memory a machine needs before the program builds the largest table on its own:
#: the 18-seed build peaks at 1.7 GB with the compiled builder.
GROW_MEMORY = 4 << 30


@dataclass(frozen=True, slots=True)
class TableStatus:
    """The endgame table in use (its seeds, or None for none yet) and the one being built
    in the background (its seeds and the fraction done when known, or None)."""

    seeds: int | None
    building: int | None = None
    progress: float | None = None


def _load() -> None:
    """Load the largest installed table, if any. Its module is imported with this one (without
    numpy, which only an installed table needs): a loader thread importing modules holds
    the interpreter lock for tens of milliseconds at a time, and the first search, which
    starts this loader, waited for it between depths and overran its time."""
    global _table
    try:
        table = endgame.load_best()
    except Exception:  # a damaged or missing table only means playing without it
        table = None
    with _lock:
        _table = table


def endgame_table(wait: bool = False) -> Table | None:
    """The table if it has been loaded; the first call starts loading it in the background
    (``wait`` blocks until that is done). None while loading, or if there is none."""
    global _loader
    with _lock:
        if _loader is None:
            _loader = threading.Thread(target=_load, name="endgame-table", daemon=True)
            _loader.start()
        loader = _loader
    if wait:
        loader.join()
    with _lock:
        return _table


def set_endgame_table(table: Table | None) -> None:
    """Use ``table`` from now on (after a background build, say, or None to play without)."""
    global _table, _loader
    with _lock:
        _table = table
        if _loader is None:
            _loader = threading.Thread(target=lambda: None)
            _loader.start()


def build_in_background(
    max_seeds: int = 15, done: Callable[[Table | None], None] | None = None
) -> threading.Thread:
    """Build the endgame table of ``max_seeds`` seeds: a low-priority child process builds
    and saves it, then the search starts using it (another process's build of the same
    table under way is waited for, never started again: ``_build_or_wait``). ``done`` is
    called with the table, or None if the build failed (no disk space, say), on a
    background thread."""
    global _building

    def work() -> None:
        global _building
        table: Table | None = None
        try:
            if _build_or_wait(max_seeds):
                from .endgame import load_default

                table = load_default(max_seeds)
        except Exception:  # no table is no harm: the search plays without one
            table = None
        with _lock:
            _building = None
        if table is not None:
            set_endgame_table(table)
        if done is not None:
            done(table)

    with _lock:
        _building = max_seeds
    worker = threading.Thread(target=work, name="endgame-build", daemon=True)
    worker.start()
    return worker


def _build_or_wait(max_seeds: int, attempts: int = BUILD_ATTEMPTS) -> bool:
    """Run the background build of ``max_seeds`` seeds; True once the table is there.
    While another process (a second copy of the program, say) builds the same table,
    wait for it to end rather than start again (its progress file then shows its
    progress here too), then try once more: a build it finished is not redone, one it
    left unfinished (its program quit) is taken up."""
    from ..lockfile import wait_until_unlocked
    from .endgame import BUSY, build_lock_path, default_path, start_background_build

    for _ in range(attempts):
        status = start_background_build(max_seeds).wait()
        if status != BUSY:
            return status == 0
        wait_until_unlocked(build_lock_path(default_path(max_seeds)), poll=BUSY_POLL)
    return False


def memory_bytes() -> int | None:
    """The machine's physical memory, or None where it cannot be read."""
    try:
        if sys.platform == "win32":
            import ctypes

            class Status(ctypes.Structure):
                _fields_ = [("length", ctypes.c_ulong), ("load", ctypes.c_ulong),
                            ("total", ctypes.c_ulonglong), ("rest", ctypes.c_ulonglong * 6)]

            status = Status()
            status.length = ctypes.sizeof(Status)
            if not ctypes.windll.kernel32.GlobalMemoryStatusEx(ctypes.byref(status)):  # type: ignore[attr-defined]
                return None
            return int(status.total)
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):
        return None


def grow_in_background(done: Callable[[Table | None], None] | None = None
                       ) -> threading.Thread | None:
    """Build the largest table (``endgame.LARGEST_SEEDS``) in the background when it pays
    and the machine can: none that large is installed, the compiled builder is there (the
    numpy one would take many times the time and memory) and the machine has
    ``GROW_MEMORY``. The table is used as soon as it is saved. None when not started."""
    from .endgame import LARGEST_SEEDS, installed_path
    from .endgame.build import compiled_available

    if _building is not None or installed_path(LARGEST_SEEDS) is not None:
        return None
    memory = memory_bytes()
    if not compiled_available() or memory is None or memory < GROW_MEMORY:
        return None
    return build_in_background(LARGEST_SEEDS, done)


def table_status() -> TableStatus:
    """The table in use and the background build under way, if any."""
    from .endgame import progress_path
    from .endgame.progress import read_progress

    with _lock:
        table, building = _table, _building
    seeds = None if table is None else table.max_seeds
    if building is None:
        return TableStatus(seeds)
    return TableStatus(seeds, building, read_progress(progress_path(building)))
