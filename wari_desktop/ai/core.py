"""Which search core plays: the compiled C core when it was built, else the pure-Python
reference (same algorithm, about 50 times slower). Everything that searches asks here.

    from wari_desktop.ai.core import CORE, make_searcher
    CORE        # "compiled C" or "pure Python"
"""

from __future__ import annotations

from ..rules import GrandSlam
from .evaluate import DEFAULT_WEIGHTS, Weights
from .search import ASPIRATION_LAG, TT_DEPTH, Searcher, Table

try:
    from .compiled import DEFAULT_HASH_MB, CompiledSearcher, default_threads
except ImportError:  # the extension was not built (no C compiler at install time)
    CompiledSearcher = None  # type: ignore[assignment,misc]
    DEFAULT_HASH_MB = 64

    def default_threads() -> int:
        return 1

COMPILED = CompiledSearcher is not None
CORE = "compiled C" if COMPILED else "pure Python"

__all__ = ["COMPILED", "CORE", "DEFAULT_HASH_MB", "CompiledSearcher", "check_options",
           "default_threads", "make_searcher"]


def check_options(hash_mb: int | None, threads: int | None) -> None:
    """ValueError for a table size or a thread count the search cannot use."""
    if hash_mb is not None and not 1 <= hash_mb <= 65536:
        raise ValueError(f"the hash table is 1 to 65536 MB, not {hash_mb}")
    if threads is not None and not 1 <= threads <= 256:
        raise ValueError(f"threads must be 1 to 256, not {threads}")


def make_searcher(
    weights: Weights = DEFAULT_WEIGHTS,
    table: Table | None = None,
    grand_slam: GrandSlam = GrandSlam.CAPTURES_NOTHING,
    repetition: bool = True,
    quiescence: int = 6,
    hash_mb: int | None = None,
    threads: int | None = None,
    compiled: bool | None = None,
    reductions: bool = False,
    tt_depth: int = TT_DEPTH,
    aspiration_lag: int = ASPIRATION_LAG,
    keep_table: bool = True,
    mtdf: bool = False,
    predict: bool = False,
    seed_history: bool = True,
    graph_history: bool = False,
    cycle_leaves: int = 0,
) -> Searcher:
    """A searcher on the compiled core when it is available (or ``compiled`` asks for it:
    ImportError if it is not built), else the pure-Python one. ``hash_mb`` sizes the
    compiled core's transposition table (MB, default 64) and ``threads`` is how many threads
    its timed searches use (default ``default_threads()``: two on two cores or more); the
    Python search uses one thread and its own table. With ``keep_table`` (the default) the
    compiled core's timed searches start from what the last search of the same settings left
    in its table. ``mtdf`` deepens by MTD(f) (null-window passes) instead of
    aspiration windows; ``predict`` starts a next depth past 60% of the time when it
    is expected to end in time; ``seed_history`` (the default) has the killers and the
    history tell a house's moves apart by the seeds in it; ``graph_history`` keys the
    table by the earlier positions of a node's level too, so that a value is reused only
    where the same positions can recur: exact, but in cycling endings so costly that it
    is off by default; ``cycle_leaves`` says what a leaf that the endgame table settles
    only by its cycle convention is worth (``search.CYCLE_LEAVES``; default: a proven
    result, as before) (docs/engine.md).
    ValueError for a size or count below 1."""
    check_options(hash_mb, threads)
    use_c = COMPILED if compiled is None else compiled
    if use_c and table is not None and getattr(table, "data", None) is None:
        use_c = compiled is True  # a table the C core cannot read: Python, unless forced
    if use_c:
        if CompiledSearcher is None:
            raise ImportError("the compiled search core (wari_desktop.ai._csearch) is not built")
        return CompiledSearcher(weights, table, grand_slam, repetition, quiescence,
                                hash_mb or DEFAULT_HASH_MB, threads or default_threads(),
                                reductions, tt_depth, aspiration_lag, keep_table, mtdf, predict,
                                seed_history, graph_history, cycle_leaves)
    return Searcher(weights, table, grand_slam, repetition, quiescence, reductions, tt_depth,
                    aspiration_lag, mtdf, predict, seed_history, graph_history, cycle_leaves)
