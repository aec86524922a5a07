"""The endgame table the search probes, loaded from the user's data folder in the
background so that no move waits for it. The program plays without it."""

from __future__ import annotations

import threading
from collections.abc import Callable

from . import endgame  # imported now, not by the loader during a first search (see _load)
from .search import Table

_lock = threading.Lock()
_table: Table | None = None
_loader: threading.Thread | None = None


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
    """Build the endgame table when none is installed (first use): a low-priority child
    process builds and saves it, then the search starts using it. ``done`` is called with
    the table, or None if the build failed (no disk space, say), on a background thread."""

    def work() -> None:
        table: Table | None = None
        try:
            from .endgame import load_default, start_background_build

            if start_background_build(max_seeds).wait() == 0:
                table = load_default(max_seeds)
        except Exception:  # no table is no harm: the search plays without one
            table = None
        if table is not None:
            set_endgame_table(table)
        if done is not None:
            done(table)

    worker = threading.Thread(target=work, name="endgame-build", daemon=True)
    worker.start()
    return worker
