"""Building the table: retrograde analysis level by level, in C or vectorised with numpy.

A level is every board holding the same number n of seeds. A capture leads to a lower
level, already solved, so its value is known: ``n - value(child)``. Non-capturing moves
(grand slams included) stay in the level, so the values of a level depend on each other
and are found as a fixpoint. For each board the solver finds the bounds that each side can
force by leaving the level (capture or famine) on its own terms:

* ``lower``: what the mover can force if endless play counted as his worst result;
* ``upper``: what he would get if endless play counted as his best.

They are the least fixpoint of ``lower = max over moves of (n - upper(child))`` and
``upper = max over moves of (n - lower(child))`` (terminal boards: the mover's own seeds;
captures: ``n - value(child)``), reached by monotone iteration from ``(0, n)``. Where they
meet, perfect play leaves the level and the value is that of the repetition-free game.
Where they differ, perfect play never leaves the level: the game ends by repetition.

Under the repetition rule from a fresh start the value always lies within these bounds
(each bound is forced by an attractor strategy, whose every step gets closer to leaving
the level, so it never repeats a position and the rule never interferes). Where the bounds
differ the value is that of the first-cycle game: searched exactly (``cycles``) for boards
with at most ``EXACT_CYCLE_SEEDS`` seeds, the convention of ``wari_desktop.ai.endgame``
above that (see its docstring).

The same iteration is run a second time with the lower-level values replaced by the
intervals in which their true (path-based) values are proven to lie. A board is *exact*
when its interval is a single value; otherwise its stored byte carries ``CONVENTION``.

Two engines compute this and give the same bytes (``solve(engine=...)``): the compiled
builder (``_endgame_core.c`` through ``_ccore``: the graph, both fixpoints over a
worklist, and the convention, per level; three bytes per board of the table besides the
level being solved), used whenever it is built, and this module's numpy functions
(``_graph``, ``_fixpoint``, ``_convention``), the reference and the fallback. The exact
cycle search of the levels up to ``EXACT_CYCLE_SEEDS`` seeds stays in Python for both.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from .cycles import FirstCycleGame
from .indexing import level_size, level_start, rank_in_level, rank_many, table_size, unrank_level
from .moves import play

if TYPE_CHECKING:
    from ._ccore import CLevel

Progress = Callable[[int, int], None]

CHUNK = 1 << 19
#: Levels whose first-cycle games are searched exactly (``cycles``): 4 seeds take seconds,
#: 5 seeds have none, 6 seeds would take days (most 6-seed searches exceed 10^5 positions).
EXACT_CYCLE_SEEDS = 4
#: Bit set in a stored byte when the value rests on the cycle convention.
CONVENTION = 0x80
VALUE_MASK = 0x3F
#: The builders ``solve`` can use: the compiled one (``_endgame_core.c``) and numpy.
ENGINES = ("c", "numpy")

Int16s = npt.NDArray[np.int16]
Int32s = npt.NDArray[np.int32]


class _Level:
    """The graph of one level: in-level children and the best exits of every board."""

    def __init__(self, seeds: int) -> None:
        size = level_size(seeds)
        self.seeds = seeds
        self.size = size
        # In-level children by house, ``size`` (a sentinel) where the move is not one.
        self.children: Int32s = np.full((6, size), size, dtype=np.int32)
        # Best capture/famine result per board: by table values, and proven low/high.
        self.exit_value: Int16s = np.full(size, -1, dtype=np.int16)
        self.exit_low: Int16s = np.full(size, -1, dtype=np.int16)
        self.exit_high: Int16s = np.full(size, -1, dtype=np.int16)
        self.own: Int16s = np.zeros(size, dtype=np.int16)
        self.opponent_empty = np.zeros(size, dtype=bool)


def _graph(
    seeds: int,
    values: npt.NDArray[np.uint8],
    low: npt.NDArray[np.uint8],
    high: npt.NDArray[np.uint8],
    progress: Callable[[int], None],
) -> _Level:
    """Play every move of every board with ``seeds`` seeds (in chunks)."""
    level = _Level(seeds)
    for start in range(0, level.size, CHUNK):
        stop = min(start + CHUNK, level.size)
        boards = unrank_level(seeds, np.arange(start, stop))
        part = slice(start, stop)
        any_legal = np.zeros(stop - start, dtype=bool)
        exit_value = level.exit_value[part]
        exit_low = level.exit_low[part]
        exit_high = level.exit_high[part]
        for house in range(6):
            move = play(boards, house)
            any_legal |= move.legal
            captures = np.flatnonzero(move.legal & (move.captured > 0))
            if len(captures):
                child = rank_many(move.children[captures])
                np.maximum.at(exit_value, captures, seeds - values[child].astype(np.int16))
                np.maximum.at(exit_low, captures, seeds - high[child].astype(np.int16))
                np.maximum.at(exit_high, captures, seeds - low[child].astype(np.int16))
            quiet = np.flatnonzero(move.legal & (move.captured == 0))
            level.children[house, start + quiet] = rank_in_level(move.children[quiet])
        own = boards[:, :6].sum(axis=1, dtype=np.int16)
        level.own[part] = own
        level.opponent_empty[part] = ~boards[:, 6:].any(axis=1)
        # No legal move: the game ends and each side takes its own seeds.
        ended = ~any_legal
        for exits in (exit_value, exit_low, exit_high):
            exits[ended] = own[ended]
        progress(stop - start)
    return level


def _fixpoint(level: _Level, exits: tuple[Int16s, Int16s],
              tick: Callable[[], None] = lambda: None) -> tuple[Int16s, Int16s]:
    """The least fixpoint ``(lower, upper)`` for exits valued ``exits`` = (for lower, for
    upper); see the module docstring. Chaotic (in-place) iteration over the boards whose
    bounds still differ; ``tick`` is called every few rounds."""
    n = level.seeds
    size = level.size
    exit_for_lower, exit_for_upper = exits
    has_children = (level.children < size).any(axis=0)
    # One extra slot, the sentinel of missing children: n - (n + 64) never wins a max.
    lower = np.empty(size + 1, dtype=np.int16)
    upper = np.empty(size + 1, dtype=np.int16)
    lower[:size] = np.where(has_children, np.maximum(exit_for_lower, 0), exit_for_lower)
    upper[:size] = np.where(has_children, n, exit_for_upper)
    lower[size] = upper[size] = n + 64
    active = np.flatnonzero(lower[:size] < upper[:size])
    while len(active):
        children = level.children[:, active]
        low_exit = exit_for_lower[active]
        high_exit = exit_for_upper[active]
        changed = True
        rounds = 0
        while changed and rounds < 8:
            rounds += 1
            new_lower = low_exit.copy()
            for house in range(6):
                np.maximum(new_lower, n - upper[children[house]], out=new_lower)
            changed = bool((new_lower != lower[active]).any())
            lower[active] = new_lower
            new_upper = high_exit.copy()
            for house in range(6):
                np.maximum(new_upper, n - lower[children[house]], out=new_upper)
            changed |= bool((new_upper != upper[active]).any())
            upper[active] = new_upper
        tick()
        if not changed:
            break
        active = active[lower[active] < upper[active]]
    return lower[:size], upper[:size]


def _convention(level: _Level, values: npt.NDArray[np.uint8], lower: Int16s,
                upper: Int16s) -> Int16s:
    """Values of the level: exact where the bounds meet, else the cycle convention."""
    n = level.seeds
    value = np.clip(level.own, lower, upper)
    # The mover must feed: the value is that of his best feeding move, each child valued
    # like this (own split, clipped), still within the board's bounds.
    feed = np.flatnonzero((lower < upper) & level.opponent_empty)
    if len(feed):
        boards = unrank_level(n, feed)
        best = np.full(len(feed), -1, dtype=np.int16)
        for house in range(6):
            move = play(boards, house)
            legal = np.flatnonzero(move.legal)
            captured = move.captured[legal] > 0
            result = np.empty(len(legal), dtype=np.int16)
            if captured.any():
                child = rank_many(move.children[legal[captured]])
                result[captured] = n - values[child].astype(np.int16)
            if (~captured).any():
                child = rank_in_level(move.children[legal[~captured]])
                result[~captured] = n - value[child]
            np.maximum.at(best, legal, result)
        value[feed] = np.clip(best, lower[feed], upper[feed])
    return value


class _Progress:
    """Reports boards done to ``progress(done, total)``: half a level's count while its
    moves are played, shrinking steps while it is solved, the rest when it is stored."""

    def __init__(self, total: int, progress: Progress | None) -> None:
        self.total = total
        self.done = 0
        self.progress = progress

    def advance(self, count: int) -> None:
        self.done += count
        if self.progress is not None and count:
            self.progress(self.done, self.total)

    def tick(self, end: int) -> None:
        """A step of the solving half of the level that ends at index ``end``."""
        self.advance((end - self.done) // 8)


def compiled_available() -> bool:
    """Whether the compiled builder (``_endgame_core.c``) is built and loads."""
    try:
        from . import _ccore  # noqa: F401
    except ImportError:
        return False
    return True


def default_engine(max_seeds: int) -> str:
    """``"c"`` when the compiled builder loads and handles ``max_seeds``, else
    ``"numpy"``."""
    if not compiled_available():
        return "numpy"
    from ._ccore import MAX_LEVEL_SEEDS

    return "c" if max_seeds <= MAX_LEVEL_SEEDS else "numpy"


def solve(max_seeds: int, progress: Progress | None = None,
          engine: str | None = None) -> npt.NDArray[np.uint8]:
    """The stored bytes of every board with at most ``max_seeds`` seeds, in index order:
    the value (bits 0..5) and ``CONVENTION`` (bit 7) where it rests on the convention.
    ``engine``: ``"c"`` (the compiled builder; ImportError when it is not built),
    ``"numpy"``, or None for the compiled one when it is available. Both give the same
    bytes."""
    if not 0 <= max_seeds <= 48:
        raise ValueError("max_seeds must be between 0 and 48")
    if engine is None:
        engine = default_engine(max_seeds)
    if engine not in ENGINES:
        raise ValueError(f"engine must be one of {', '.join(ENGINES)}")
    tracker = _Progress(table_size(max_seeds), progress)
    if engine == "c":
        return _solve_c(max_seeds, tracker)
    return _solve_numpy(max_seeds, tracker)


def _solve_numpy(max_seeds: int, progress: _Progress) -> npt.NDArray[np.uint8]:
    """``solve`` with numpy: the graph, fixpoints and convention of this module."""
    total = table_size(max_seeds)
    values = np.zeros(total, dtype=np.uint8)
    low = np.zeros(total, dtype=np.uint8)  # proven bounds of the path-based value
    high = np.zeros(total, dtype=np.uint8)
    stored = np.zeros(total, dtype=np.uint8)
    for n in range(max_seeds + 1):
        span = slice(level_start(n), level_start(n + 1))
        level = _graph(n, values, low, high, lambda count: progress.advance(count // 2))

        def tick(end: int = level_start(n + 1)) -> None:
            progress.tick(end)

        lower, upper = _fixpoint(level, (level.exit_value, level.exit_value), tick)
        proven_low, proven_high = _fixpoint(level, (level.exit_low, level.exit_high), tick)
        value = _convention(level, values, lower, upper)
        if n <= EXACT_CYCLE_SEEDS:  # lower levels are exact, so the bounds hold: search
            cycling = np.flatnonzero(lower < upper)
            for index, exact in FirstCycleGame(n, values, lower, upper).solve(cycling).items():
                value[index] = proven_low[index] = proven_high[index] = exact
        values[span] = value
        low[span] = proven_low
        high[span] = proven_high
        stored[span] = value.astype(np.uint8)
        stored[span][proven_low < proven_high] |= CONVENTION
        progress.advance(level_start(n + 1) - progress.done)
    return stored


Tables = tuple[npt.NDArray[np.uint8], npt.NDArray[np.uint8], npt.NDArray[np.uint8]]


def _solve_c(max_seeds: int, progress: _Progress) -> npt.NDArray[np.uint8]:
    """``solve`` with the compiled builder, one level at a time; three bytes a board
    (stored, proven low, proven high) besides the level being solved."""
    from ._ccore import CLevel

    total = table_size(max_seeds)
    tables: Tables = (np.zeros(total, dtype=np.uint8), np.zeros(total, dtype=np.uint8),
                      np.zeros(total, dtype=np.uint8))
    for n in range(max_seeds + 1):
        level = CLevel(n)
        try:
            _solve_level_c(level, tables, progress)
        finally:
            level.close()
        progress.advance(level_start(n + 1) - progress.done)
    return tables[0]


def _solve_level_c(level: CLevel, tables: Tables, progress: _Progress) -> None:
    """Solve one level in C and write its bytes; levels of at most ``EXACT_CYCLE_SEEDS``
    seeds then get their cycle boards' exact values (``cycles``, in Python)."""
    end = level.start + level.size
    for first in range(0, level.size, CHUNK):
        count = min(CHUNK, level.size - first)
        level.graph(tables, first, count)
        progress.advance(count // 2)
    while not level.fixpoints():
        progress.tick(end)
    level.finish(tables)
    if level.seeds <= EXACT_CYCLE_SEEDS:
        lower, upper = level.bounds(0)
        # Lower levels are exact here (no flag), so their bytes are their values.
        values = (tables[0][:level.start] & VALUE_MASK).astype(np.uint8)
        cycling = np.flatnonzero(lower < upper)
        game = FirstCycleGame(level.seeds, values, lower, upper)
        for index, exact in game.solve(cycling).items():
            for table in tables:
                table[level.start + index] = exact
