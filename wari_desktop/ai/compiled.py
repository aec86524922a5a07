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
from dataclasses import astuple

from ..rules import GrandSlam
from . import _csearch
from .board import Board, Child
from .evaluate import DEFAULT_WEIGHTS, Weights
from .search import INFINITY, Key, Limits, SearchAborted, Searcher, Table

DEFAULT_HASH_MB = 64
CANCEL_POLL = 0.005  # seconds between two looks at a cancel event during a search


def default_threads() -> int:
    """Search threads when none are asked for: every core."""
    return max(1, os.cpu_count() or 1)


def table_buffer(table: Table | None) -> tuple[object, int] | None:
    """The endgame table's bytes (its numpy array) and seed count, for the C probes; None
    without a table. TypeError for a table that does not expose its bytes."""
    if table is None:
        return None
    data = getattr(table, "data", None)
    if data is None:
        raise TypeError(f"{type(table).__name__} does not expose its bytes as .data")
    return data, table.max_seeds


class CompiledSearcher(Searcher):
    """The reference ``Searcher`` with the search itself in C. ``hash_mb`` is the size of
    the fixed transposition table (kept between searches).

    ``threads`` > 1 adds Lazy SMP helpers to timed searches: while the main search does a
    depth, each helper searches the same position one or two plies deeper on its own
    thread, filling the shared table the main search then finds its cut-offs in. A search
    to a fixed depth always runs alone, so that it stays deterministic.
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
        reductions: bool = True,
    ) -> None:
        super().__init__(weights, table, grand_slam, repetition, quiescence, reductions)
        if threads < 1:
            raise ValueError(f"threads must be 1 or more, not {threads}")
        buffer = table_buffer(table)
        settings = (astuple(weights), grand_slam is GrandSlam.FORBIDDEN, repetition,
                    quiescence, None if buffer is None else buffer[0],
                    0 if buffer is None else buffer[1])
        self._engine = _csearch.Engine(hash_mb, *settings, reductions=reductions)
        self._helpers = [_csearch.Engine(hash_mb, *settings, share=self._engine,
                                         reductions=reductions)
                         for _ in range(threads - 1)]
        self._smp = False
        self._seen: list[Key] = []
        self._seconds: float | None = None
        self._watcher: threading.Thread | None = None
        self._done = threading.Event()

    @property
    def evictions(self) -> int:
        """Table entries of other positions overwritten since the searcher was made."""
        return int(self._engine.evictions)

    def _begin(self, board: Board, seen: set[Key], limits: Limits, start: float) -> None:
        seconds = None
        self._deadline = float("inf")
        if limits.seconds is not None:
            self._deadline = start + limits.seconds
            seconds = self._deadline - time.perf_counter()
        self._seen = list(seen)
        self._engine.begin(board, self._seen, seconds)
        self._smp = bool(self._helpers) and limits.depth is None
        self.nodes = 0
        self._done = threading.Event()
        cancel = limits.cancel
        if cancel is not None:
            if cancel.is_set():
                self._engine.stop()
            else:
                self._watcher = threading.Thread(target=self._watch, args=(cancel, self._done),
                                                 name="search-cancel", daemon=True)
                self._watcher.start()

    def _watch(self, cancel: threading.Event, done: threading.Event) -> None:
        """Pass a cancel on to the C search, which cannot look at a Python event."""
        while not done.wait(CANCEL_POLL):
            if cancel.is_set():
                self._engine.stop()
                for helper in self._helpers:
                    helper.stop()
                return

    def _end(self) -> None:
        self._done.set()
        if self._watcher is not None:
            self._watcher.join()
            self._watcher = None

    def _root(
        self, board: Board, my: int, opp: int, kids: list[Child], depth: int, alpha: int,
        beta: int, previous: dict[int, int], all_moves: bool,
    ) -> tuple[int, dict[int, int]]:
        helpers = self._start_helpers(board, my, opp, depth) if self._smp else []
        try:
            aborted, best, scores, self._partial = self._engine.root(
                board, my, opp, depth, alpha, beta, previous, all_moves)
        finally:
            for helper in self._helpers:
                helper.stop()
            for thread in helpers:
                thread.join()
        self.nodes = self._engine.nodes + sum(helper.nodes for helper in self._helpers)
        if aborted:
            raise SearchAborted
        return best, scores

    def _start_helpers(self, board: Board, my: int, opp: int, depth: int
                       ) -> list[threading.Thread]:
        """Lazy SMP: each helper searches this position a ply or two deeper than the main
        search, until the main search finishes its depth."""
        threads = []
        remaining = None if self._deadline == float("inf") else max(
            1e-6, self._deadline - time.perf_counter())
        for i, helper in enumerate(self._helpers):
            helper.begin(board, self._seen, remaining)
            deeper = min(_csearch.MAX_DEPTH, depth + 1 + i % 2)
            thread = threading.Thread(target=helper.root, name=f"search-helper-{i + 1}",
                                      args=(board, my, opp, deeper, -INFINITY, INFINITY, {},
                                            False), daemon=True)
            thread.start()
            threads.append(thread)
        return threads

    def _table_move(self, board: Board, my: int) -> int | None:
        move: int | None = self._engine.table_move(board, my)
        return move
