"""The compiled search core behind the ``Searcher`` interface.

``CompiledSearcher`` is ``search.Searcher`` with the per-depth search (``_root`` and all
below it: negamax, PVS, quiescence, the transposition table, endgame-table probes and the
repetition rule) done by the C extension ``_csearch``, with the interpreter lock
released. The iterative-deepening driver, aspiration windows and the principal variation
are the reference's own code. ImportError here when the extension was not built.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable
from dataclasses import astuple

from ..rules import GrandSlam
from . import _csearch
from .board import Board, Child
from .evaluate import DEFAULT_WEIGHTS, Weights
from .search import (
    ASPIRATION_LAG,
    INFINITY,
    TT_DEPTH,
    Key,
    Limits,
    SearchAborted,
    Searcher,
    Table,
    game_level,
)

DEFAULT_HASH_MB = 64
CANCEL_POLL = 0.005  # seconds between two looks at a cancel flag that cannot be waited on
CANCEL_WAKE = 0.25  # how often a watcher waiting on a cancel event checks the search is on


MEASURED_THREADS = 2  # the most threads a match has shown to win (docs/engine.md, "Lazy SMP")


def usable_cores() -> int:
    """The processor cores this process may run on (its affinity where the system says)."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # not on Linux
        return os.cpu_count() or 1


def default_threads() -> int:
    """Search threads when none are asked for: two (the main search and one Lazy SMP
    helper, which won matches at 1-2 s a move) where there are two cores or more, else
    one. More threads are not measured, so not asked for."""
    return max(1, min(MEASURED_THREADS, usable_cores()))


def table_buffer(table: Table | None) -> tuple[object, int] | None:
    """The endgame table's bytes (its numpy array) and seed count, for the C probes; None
    without a table. TypeError for a table that does not expose its bytes."""
    if table is None:
        return None
    data = getattr(table, "data", None)
    if data is None:
        raise TypeError(f"{type(table).__name__} does not expose its bytes as .data")
    return data, table.max_seeds


_tables_lock = threading.Lock()
_idle_tables: dict[int, list[_csearch.SearchCore]] = {}
IDLE_TABLES = 2  # transposition tables of each size kept for the next searches


def _checkout_table(hash_mb: int, settings: object = None) -> _csearch.SearchCore:
    """A search core holding a transposition table of ``hash_mb`` MB that no other search
    uses: the last table kept from a search with these ``settings`` if there is one; else
    a new one while fewer than ``IDLE_TABLES`` wait, so that searches of two settings in
    turn (the two sides of an A/B match) each keep their own; else the longest idle
    (its memory already mapped, which saves the page faults of a fresh one: tens of
    milliseconds for 64 MB)."""
    with _tables_lock:
        idle = _idle_tables.get(hash_mb)
        if idle:
            same = [i for i, holder in enumerate(idle) if holder.kept_for == settings]
            if same:
                return idle.pop(same[-1])
            if len(idle) >= IDLE_TABLES:
                return idle.pop(0)
    return _csearch.SearchCore(hash_mb)


def _return_table(hash_mb: int, holder: _csearch.SearchCore) -> None:
    with _tables_lock:
        idle = _idle_tables.setdefault(hash_mb, [])
        if len(idle) < IDLE_TABLES:
            idle.append(holder)


def warm_table(hash_mb: int = DEFAULT_HASH_MB) -> threading.Thread:
    """Make a table for the first search now, on a background thread, so that the first
    move does not make one (its memory is mapped at once; the pages are filled in as the
    first search writes to them, on that search's clock)."""

    def make() -> None:
        _return_table(hash_mb, _checkout_table(hash_mb))

    worker = threading.Thread(target=make, name="search-table", daemon=True)
    worker.start()
    return worker


def _deepen_helper(helper: _csearch.SearchCore, board: Board, my: int, opp: int, first: int
                   ) -> None:
    """A Lazy SMP helper's own iterative deepening, from ``first`` plies until stopped."""
    for depth in range(first, _csearch.MAX_DEPTH + 1):
        aborted, *_ = helper.root(board, my, opp, depth, -INFINITY, INFINITY, {}, False)
        if aborted:
            return


class CompiledSearcher(Searcher):
    """The reference ``Searcher`` with the search itself in C. ``hash_mb`` is the size of
    the fixed transposition table (kept between searches).

    ``threads`` > 1 adds Lazy SMP helpers to timed searches: each helper deepens the same
    position on its own thread (every other one a ply ahead), filling the shared table
    the main search then finds its cut-offs in; they stop when the main search ends. A
    search to a fixed depth always runs alone, so that it stays deterministic.

    With ``keep_table`` a timed search starts from what the searches before it left in
    the table, when they searched with the same settings (the last move's search, say:
    its deep lines hold the positions this one meets). A search to a fixed depth starts
    from an empty table, as the reference's does, so the two stay comparable.
    """

    def __init__(
        self,
        weights: Weights = DEFAULT_WEIGHTS,
        table: Table | None = None,
        grand_slam: GrandSlam = GrandSlam.CAPTURES_NOTHING,
        repetition: bool = True,
        quiescence: int = 6,
        hash_mb: int = DEFAULT_HASH_MB,
        threads: int = 1,
        reductions: bool = False,
        tt_depth: int = TT_DEPTH,
        aspiration_lag: int = ASPIRATION_LAG,
        keep_table: bool = True,
        mtdf: bool = False,
        predict: bool = False,
        seed_history: bool = True,
        graph_history: bool = False,
        cycle_leaves: int = 0,
    ) -> None:
        super().__init__(weights, table, grand_slam, repetition, quiescence, reductions,
                         tt_depth, aspiration_lag, mtdf, predict, seed_history, graph_history,
                         cycle_leaves)
        if threads < 1:
            raise ValueError(f"threads must be 1 or more, not {threads}")
        buffer = table_buffer(table)
        settings = (astuple(weights), grand_slam is GrandSlam.FORBIDDEN, repetition,
                    quiescence, None if buffer is None else buffer[0],
                    0 if buffer is None else buffer[1])
        self._hash_mb = hash_mb
        # Searches share a kept table only when they agree on every setting: those that
        # decide the values it holds, and those that only change how the search gets there
        # (mtdf, predict, seed_history, threads), so that the two sides of an A/B match
        # (benchmarks/ab_match.py) never search from each other's tables.
        self._settings = (astuple(weights), grand_slam, repetition, quiescence, id(table),
                          reductions, tt_depth, graph_history, cycle_leaves, mtdf, predict,
                          seed_history, threads)
        self._keep_table = keep_table
        self._holder = _checkout_table(hash_mb, self._settings)
        self._core = _csearch.SearchCore(hash_mb, *settings, share=self._holder,
                                       reductions=reductions, tt_depth=tt_depth,
                                       seed_history=seed_history, graph_history=graph_history,
                                       cycle_leaves=cycle_leaves)
        self._helpers = [_csearch.SearchCore(hash_mb, *settings, share=self._holder,
                                         reductions=reductions, helper=True,
                                         tt_depth=tt_depth, seed_history=seed_history,
                                         graph_history=graph_history,
                                         cycle_leaves=cycle_leaves)
                         for _ in range(threads - 1)]
        self._smp = False
        self._helper_threads: list[threading.Thread] = []
        self._helpers_running = False
        self._seen: list[Key] = []
        self._seconds: float | None = None
        self._cpu = False
        self._watcher: threading.Thread | None = None
        self._done = threading.Event()
        self._forget_cancel: Callable[[], None] | None = None

    def __del__(self) -> None:
        """Give the table back for the next search, once no helper writes to it."""
        holder = getattr(self, "_holder", None)
        if holder is None:
            return
        for thread in getattr(self, "_helper_threads", ()):
            thread.join()
        _return_table(self._hash_mb, holder)

    @property
    def evictions(self) -> int:
        """Table entries of other positions overwritten since the searcher was made."""
        return int(self._core.evictions)

    def _begin(self, board: Board, seen: set[Key], limits: Limits, start: float) -> None:
        seconds = None
        self._deadline = float("inf")
        self._cpu = limits.cpu
        if limits.seconds is not None:
            self._deadline = start + limits.seconds
            seconds = self._deadline - limits.clock()
        self._seen = list(seen)
        self._game_level = game_level(board, seen, self._side)
        keep = (self._keep_table and limits.depth is None
                and self._holder.kept_for == self._settings)
        self._holder.kept_for = self._settings
        self._core.begin(board, self._seen, seconds, limits.cpu, keep, self._side)
        self._smp = bool(self._helpers) and limits.depth is None
        self.nodes = 0
        self._done = threading.Event()
        cancel = limits.cancel
        on_set = getattr(cancel, "on_set", None)
        if cancel is not None:
            if cancel.is_set():
                self._core.stop()
            elif on_set is not None:  # a CancelEvent stops the search itself
                self._forget_cancel = on_set(self._stop_all)
            else:
                self._watcher = threading.Thread(target=self._watch, args=(cancel, self._done),
                                                 name="search-cancel", daemon=True)
                self._watcher.start()

    def _watch(self, cancel: threading.Event, done: threading.Event) -> None:
        """Pass a cancel on to the C search, which cannot look at a Python event. A
        ``threading.Event`` is waited on (the watcher then wakes only when it is set, or
        four times a second, and so hardly ever takes the interpreter lock from the
        window); any other flag with ``is_set`` is polled every 5 ms."""
        wait = getattr(cancel, "wait", None)
        while not done.is_set():
            if wait is not None:
                cancelled = wait(CANCEL_WAKE)
            else:
                cancelled = done.wait(CANCEL_POLL) or cancel.is_set()
            if cancelled and cancel.is_set() and not done.is_set():
                self._stop_all()
                return

    def _stop_all(self) -> None:
        """Stop the search and its helpers (from any thread)."""
        self._core.stop()
        for helper in self._helpers:
            helper.stop()

    def _end(self) -> None:
        if self._forget_cancel is not None:
            self._forget_cancel()
            self._forget_cancel = None
        self._stop_helpers()
        self._helpers_running = False
        self._done.set()  # the watcher ends on its next wake, not waited for
        self._watcher = None

    def _root(
        self, board: Board, my: int, opp: int, kids: list[Child], depth: int, alpha: int,
        beta: int, previous: dict[int, int], all_moves: bool,
    ) -> tuple[int, dict[int, int]]:
        if self._smp and not self._helpers_running:
            self._start_helpers(board, my, opp)
            self._helpers_running = True
        aborted, best, scores, self._partial = self._core.root(
            board, my, opp, depth, alpha, beta, previous, all_moves)
        self.nodes = self._core.nodes + sum(helper.nodes for helper in self._helpers)
        if aborted:
            raise SearchAborted
        return best, scores

    def _start_helpers(self, board: Board, my: int, opp: int) -> None:
        """Lazy SMP: each helper deepens on its own thread (odd helpers a ply ahead),
        never waited for, until the search ends; the main search finds their results in
        the shared table."""
        for thread in self._helper_threads:  # stopped at the end of the last search
            thread.join()
        self._helper_threads = []
        # On CPU time each thread has its own clock: the main search stops the helpers.
        remaining = None if self._deadline == float("inf") or self._cpu else max(
            1e-6, self._deadline - time.perf_counter())
        for i, helper in enumerate(self._helpers):
            helper.begin(board, self._seen, remaining, side=self._side)
            thread = threading.Thread(target=_deepen_helper, name=f"search-helper-{i + 1}",
                                      args=(helper, board, my, opp, 1 + i % 2), daemon=True)
            thread.start()
            self._helper_threads.append(thread)

    def _stop_helpers(self) -> None:
        """Tell the helpers to stop; they return within 1,024 nodes, not waited for (a
        next search by this searcher waits for them first)."""
        for helper in self._helpers:
            helper.stop()

    def _table_move(self, board: Board, my: int, side: int, level: list[Key]) -> int | None:
        move: int | None = self._core.table_move(board, my, side, level)
        return move
