"""The compiled search core, loaded with ctypes: ``SearchCore``, ``children``, ``evaluate``.

The core is a plain C library (``_csearch_core.c``, no CPython API), built beside this
module by ``pip install -e .`` (setuptools names it like an extension module,
``_csearch_core.cpython-311-x86_64-linux-gnu.so``) or, for the Windows installer made on
Linux, by mingw-w64 (``_csearch_core.dll``). ctypes releases the interpreter lock during
every call, so a search runs beside the window and the other Python threads.

This module checks what it passes (boards, settings) and raises ``ValueError`` with a
clear message, as the C functions only answer a status. ImportError when the library is
missing, cannot be loaded, or speaks another version of the interface.

``WARI_SEARCH_LIBRARY`` names a library file to load instead of the one beside this
module (the Windows build's differential test loads the mingw-built one that way).
"""

from __future__ import annotations

import ctypes
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from . import clib

if TYPE_CHECKING:
    import numpy as np  # imported with the first endgame table: not at the program's start

ABI = 7  # WARI_ABI in _csearch_core.c

LIBRARY = "_csearch_core"
DEFAULT_WEIGHTS = (5, -30, 235, 105)
ABORTED = 1
BAD_INPUT = -1
NO_MEMORY = -2
NO_VALUE = -1_000_000  # "no previous value" for the root's move order (-INF_VALUE)

Board = Sequence[int]


def library_path() -> Path:
    """The library file: ``$WARI_SEARCH_LIBRARY``, else the one beside this module with
    an extension-module suffix of this Python, else a plain ``.dll``/``.so``/``.dylib``.
    ImportError when there is none."""
    return clib.library_path(LIBRARY, "WARI_SEARCH_LIBRARY", Path(__file__).resolve().parent,
                             "the compiled search core")


def _load() -> ctypes.CDLL:
    path = library_path()
    u8p, intp = ctypes.POINTER(ctypes.c_uint8), ctypes.POINTER(ctypes.c_int)
    c_int, vp = ctypes.c_int, ctypes.c_void_p
    signatures: dict[str, tuple[object, list[object]]] = {
        "wari_abi": (c_int, []),
        "wari_max_depth": (c_int, []),
        "wari_endgame_bytes": (ctypes.c_ulonglong, [c_int]),
        "wari_new": (vp, [c_int, intp, c_int, c_int, c_int, vp, ctypes.c_ulonglong, c_int,
                          vp, c_int, c_int, c_int, c_int, c_int, c_int, intp]),
        "wari_free": (None, [vp]),
        "wari_begin": (c_int, [vp, u8p, u8p, u8p, c_int, ctypes.c_double, c_int, c_int,
                              c_int]),
        "wari_root": (c_int, [vp, u8p, c_int, c_int, c_int, c_int, c_int, intp, c_int, intp,
                              intp, intp, intp, intp, intp]),
        "wari_stop": (None, [vp]),
        "wari_table_move": (c_int, [vp, u8p, c_int, c_int, u8p, u8p, c_int]),
        "wari_clear": (None, [vp]),
        "wari_nodes": (ctypes.c_longlong, [vp]),
        "wari_evictions": (ctypes.c_longlong, [vp]),
        "wari_hash_bytes": (ctypes.c_ulonglong, [vp]),
        "wari_children": (c_int, [u8p, c_int, u8p]),
        "wari_evaluate": (c_int, [u8p, c_int, c_int, intp]),
    }
    return clib.load_library(path, "the compiled search core", "the search core", signatures,
                             "wari_abi", ABI)


_lib = _load()
MAX_DEPTH: int = _lib.wari_max_depth()


def _board(board: Board) -> ctypes.Array[ctypes.c_uint8]:
    """12 seed counts as C bytes; ValueError for anything that is not a board."""
    values = list(board)
    if len(values) != 12:
        raise ValueError("a board has 12 houses")
    for value in values:
        if not 0 <= value <= 48:
            raise ValueError("a house holds 0 to 48 seeds")
    if sum(values) > 48:
        raise ValueError("a board holds at most 48 seeds")
    return (ctypes.c_uint8 * 12)(*values)


def _keys(keys: Sequence[tuple[Board, int]]
          ) -> tuple[ctypes.Array[ctypes.c_uint8], ctypes.Array[ctypes.c_uint8]]:
    """(board, side) keys as C arrays: 12 bytes a board, a byte a side."""
    boards = (ctypes.c_uint8 * (12 * len(keys) or 1))()
    sides = (ctypes.c_uint8 * (len(keys) or 1))()
    for i, (key_board, side) in enumerate(keys):
        boards[12 * i:12 * i + 12] = list(_board(key_board))
        sides[i] = int(side) & 1
    return boards, sides


def _weights(weights: Sequence[int] | None) -> ctypes.Array[ctypes.c_int]:
    values = DEFAULT_WEIGHTS if weights is None else tuple(weights)
    if len(values) != 4:
        raise ValueError("weights are (side_seed, vulnerable, kroo, empty)")
    return (ctypes.c_int * 4)(*(int(v) for v in values))


def _bytes_of(table: object) -> np.ndarray:
    """Any object exposing its bytes (a numpy array, bytes) as a flat uint8 array, no
    copy."""
    import numpy as np

    try:
        array: np.ndarray = np.frombuffer(table, dtype=np.uint8)  # type: ignore[call-overload]
        return array
    except TypeError as error:
        raise TypeError(f"an endgame table exposes its bytes: {error}") from None


class SearchCore:
    """The compiled search: one position at a time, keeping its table between searches.
    One thread uses a core at a time (another gets RuntimeError), but ``stop`` may
    be called from any thread."""

    def __init__(self, hash_mb: int = 64, weights: tuple[int, int, int, int] | None = None,
                 forbid_slam: bool = False, repetition: bool = True, quiescence: int = 6,
                 table: object | None = None, table_seeds: int = 0,
                 share: SearchCore | None = None, reductions: bool = False,
                 helper: bool = False, tt_depth: int = 4, seed_history: bool = True,
                 graph_history: bool = False, cycle_leaves: int = 0) -> None:
        self._handle: int | None = None
        self._busy = threading.Lock()
        self.kept_for: object = None  # the settings of the searches its table holds
        if not 0 <= quiescence <= 64:
            raise ValueError("quiescence is 0 to 64 plies")
        if not 1 <= tt_depth <= MAX_DEPTH:
            raise ValueError(f"tt_depth is 1 to {MAX_DEPTH} plies")
        if share is None and not 1 <= hash_mb <= 65536:
            raise ValueError("the hash table is 1 to 65536 MB")
        self._table = None if table is None else _bytes_of(table)
        if self._table is not None:
            if not 0 <= table_seeds <= 48:
                raise ValueError("table_seeds is 0 to 48")
            expected = _lib.wari_endgame_bytes(table_seeds)
            if self._table.nbytes != expected:
                raise ValueError(f"a {table_seeds}-seed table holds {expected} bytes, "
                                 f"got {self._table.nbytes}")
        self._share = share  # kept alive while this core uses its table
        status = ctypes.c_int(0)
        handle = _lib.wari_new(
            hash_mb, _weights(weights), forbid_slam, repetition, quiescence,
            None if self._table is None else self._table.ctypes.data,
            0 if self._table is None else self._table.nbytes, table_seeds,
            None if share is None else share._handle, reductions, helper, tt_depth,
            seed_history, graph_history, cycle_leaves, ctypes.byref(status))
        if not handle:
            if status.value == NO_MEMORY:
                raise MemoryError(f"no memory for a {hash_mb} MB table")
            raise ValueError("the search core refused these settings")
        self._handle = handle

    def __del__(self) -> None:
        if getattr(self, "_handle", None):
            _lib.wari_free(self._handle)
            self._handle = None

    def _claim(self) -> None:
        if not self._busy.acquire(blocking=False):
            raise RuntimeError("the search core is searching on another thread")

    def begin(self, board: Board, seen: Sequence[tuple[Board, int]], seconds: float | None,
              cpu: bool = False, keep: bool = False, side: int = 0) -> None:
        """A new search from ``board``; ``seen`` holds the game's earlier positions as
        (board, side) keys, side 0 being the player to move now; ``seconds`` the time
        from now until the search must stop (None: no limit), of the wall clock or, with
        ``cpu``, of the CPU time of the thread that then calls ``root``. With ``keep`` the
        search finds what the searches before it left in the table (the caller makes
        sure they searched with the same settings); else it starts from an empty one.
        ``side`` (0 or 1) is the real side of the player to move: the table's keys hold
        it, so that searches from either side find each other's entries."""
        start = _board(board)
        keys = list(seen)
        boards, sides = _keys(keys)
        self._claim()
        try:
            status = _lib.wari_begin(self._handle, start, boards, sides, len(keys),
                                     -1.0 if seconds is None else float(seconds), cpu, keep,
                                     side & 1)
        finally:
            self._busy.release()
        if status == NO_MEMORY:
            raise MemoryError("no memory for the game's history")

    def root(self, board: Board, my: int, opp: int, depth: int, alpha: int, beta: int,
             previous: dict[int, int], all_moves: bool
             ) -> tuple[bool, int, dict[int, int], tuple[int, int] | None]:
        """Search every root move to ``depth``: (aborted, best, scores, partial), scores
        mapping house to value in the order searched and partial (house, value) of a
        move found better than the first, or None."""
        if not 1 <= depth <= MAX_DEPTH:
            raise ValueError(f"depth is 1 to {MAX_DEPTH}")
        cells = _board(board)
        if my < 0 or opp < 0 or sum(cells) + my + opp != 48:
            raise ValueError("board and stores hold 48 seeds")
        prev = (ctypes.c_int * 6)(*(int((previous or {}).get(h, NO_VALUE)) for h in range(6)))
        houses, values = (ctypes.c_int * 6)(), (ctypes.c_int * 6)()
        best, searched = ctypes.c_int(), ctypes.c_int()
        partial_house, partial_value = ctypes.c_int(), ctypes.c_int()
        self._claim()
        try:
            status = _lib.wari_root(self._handle, cells, my, opp, depth, alpha, beta, prev,
                                    all_moves, ctypes.byref(best), houses, values,
                                    ctypes.byref(searched), ctypes.byref(partial_house),
                                    ctypes.byref(partial_value))
        finally:
            self._busy.release()
        if status < 0:
            raise ValueError("the search core refused the position")
        scores = {houses[i]: values[i] for i in range(searched.value)}
        partial = ((partial_house.value, partial_value.value)
                   if partial_house.value >= 0 else None)
        return status == ABORTED, best.value, scores, partial

    def stop(self) -> None:
        """Make a running search return at once (any thread)."""
        _lib.wari_stop(self._handle)

    def table_move(self, board: Board, my: int, side: int = 0,
                   level: Sequence[tuple[Board, int]] = ()) -> int | None:
        """The transposition table's move for the position, or None; ``side`` is the
        position's real side (as ``begin``'s) and ``level`` the earlier positions of its
        level on the line to it, as (board, real side) keys (the table's key holds them:
        see tt_key_of in the C source)."""
        cells = _board(board)
        if not 0 <= my <= 48:
            raise ValueError("a store holds 0 to 48 seeds")
        boards, sides = _keys(level)
        self._claim()
        try:
            move = int(_lib.wari_table_move(self._handle, cells, my, side & 1, boards, sides,
                                            len(level)))
        finally:
            self._busy.release()
        return None if move < 0 else move

    def clear(self) -> None:
        """Empty the table and the killer moves."""
        self._claim()
        try:
            _lib.wari_clear(self._handle)
        finally:
            self._busy.release()

    @property
    def nodes(self) -> int:
        """Nodes searched since ``begin``."""
        return int(_lib.wari_nodes(self._handle))

    @property
    def evictions(self) -> int:
        """Table entries of other positions overwritten since the core was made."""
        return int(_lib.wari_evictions(self._handle))

    @property
    def hash_bytes(self) -> int:
        """The transposition table's size in bytes."""
        return int(_lib.wari_hash_bytes(self._handle))


def children(board: Board, forbid_slam: bool = False
             ) -> list[tuple[int, int, tuple[int, ...]]]:
    """[(house, captured, child board)] as ``board.children`` gives them."""
    out = (ctypes.c_uint8 * (14 * 6))()
    count = _lib.wari_children(_board(board), forbid_slam, out)
    raw = bytes(out)
    return [(raw[14 * i], raw[14 * i + 1], tuple(raw[14 * i + 2:14 * i + 14]))
            for i in range(count)]


def evaluate(board: Board, my: int, opp: int,
             weights: tuple[int, int, int, int] = DEFAULT_WEIGHTS) -> int:
    """``evaluate.evaluate`` with ``weights`` (side_seed, vulnerable, kroo, empty)."""
    return int(_lib.wari_evaluate(_board(board), my, opp, _weights(weights)))
