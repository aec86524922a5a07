"""The compiled endgame builder, loaded with ctypes: ``CLevel``, one level's solving work.

The library is plain C (``_endgame_core.c``, no CPython API), built beside this module by
``pip install -e .`` (named like an extension module, ``_endgame_core.cpython-311-...so``)
or, for the Windows installer made on Linux, by mingw-w64 (``_endgame_core.dll``). ctypes
releases the interpreter lock during every call. It computes exactly what
``build._graph``, ``build._fixpoint`` and ``build._convention`` compute, so the tables it
builds are byte for byte those of the numpy builder.

This module checks what it passes (seed counts, array types and lengths, the order of the
steps) and raises ``ValueError`` with a clear message; the C functions only answer a
status. ImportError when the library is missing, cannot be loaded, or speaks another
version of the interface. ``WARI_ENDGAME_LIBRARY`` names a library file to load instead of
the one beside this module.
"""

from __future__ import annotations

import ctypes
from pathlib import Path

import numpy as np
import numpy.typing as npt

from .. import clib

ABI = 1  # WARI_EG_ABI in _endgame_core.c

LIBRARY = "_endgame_core"
BAD_INPUT = -1
NO_MEMORY = -2
BAD_STATE = -3
BAD_TABLE = -4

Bytes = npt.NDArray[np.uint8]


def library_path() -> Path:
    """The library file: ``$WARI_ENDGAME_LIBRARY``, else the one beside this module with
    an extension-module suffix of this Python, else a plain ``.dll``/``.so``/``.dylib``.
    ImportError when there is none."""
    return clib.library_path(LIBRARY, "WARI_ENDGAME_LIBRARY", Path(__file__).resolve().parent,
                             "the compiled endgame builder")


def _load() -> ctypes.CDLL:
    path = library_path()
    u8p, vp, c_int = ctypes.POINTER(ctypes.c_uint8), ctypes.c_void_p, ctypes.c_int
    ull = ctypes.c_ulonglong
    signatures: dict[str, tuple[object, list[object]]] = {
        "wari_eg_abi": (c_int, []),
        "wari_eg_max_level_seeds": (c_int, []),
        "wari_eg_table_size": (ull, [c_int]),
        "wari_eg_level_new": (vp, [c_int, ctypes.POINTER(c_int)]),
        "wari_eg_level_free": (None, [vp]),
        "wari_eg_graph": (c_int, [vp, u8p, u8p, u8p, ull, ull, ull]),
        "wari_eg_fixpoints": (c_int, [vp, c_int]),
        "wari_eg_finish": (c_int, [vp, u8p, u8p, u8p, ull]),
        "wari_eg_bounds": (c_int, [vp, c_int, u8p, u8p, ull]),
        "wari_eg_unrank": (c_int, [c_int, ull, u8p]),
    }
    return clib.load_library(path, "the compiled endgame builder", "the endgame builder",
                             signatures, "wari_eg_abi", ABI)


_lib = _load()
#: The largest level the C builder solves (its in-level indices are 32-bit).
MAX_LEVEL_SEEDS: int = _lib.wari_eg_max_level_seeds()


def table_size(max_seeds: int) -> int:
    """Boards with at most ``max_seeds`` seeds, as the C library counts them."""
    if not 0 <= max_seeds <= 48:
        raise ValueError("max_seeds must be between 0 and 48")
    return int(_lib.wari_eg_table_size(max_seeds))


def unrank(seeds: int, rank: int) -> tuple[int, ...]:
    """The board of in-level ``rank`` among those of ``seeds`` seeds (C's own unranking)."""
    if not 0 <= seeds <= 48:
        raise ValueError("seeds must be between 0 and 48")
    board = (ctypes.c_uint8 * 12)()
    if rank < 0 or _lib.wari_eg_unrank(seeds, rank, board) != 0:
        raise ValueError(f"no board of rank {rank} holds {seeds} seeds")
    return tuple(board)


def _pointer(array: Bytes, name: str, length: int,
             writable: bool = False) -> ctypes._Pointer[ctypes.c_uint8]:
    """A C pointer to a contiguous uint8 array of ``length`` bytes; ValueError else."""
    if not isinstance(array, np.ndarray) or array.dtype != np.uint8 or array.ndim != 1:
        raise ValueError(f"{name} must be a one-dimensional uint8 numpy array")
    if not array.flags.c_contiguous or len(array) != length:
        raise ValueError(f"{name} must be contiguous and hold {length} bytes")
    if writable and not array.flags.writeable:
        raise ValueError(f"{name} must be writable")
    return array.ctypes.data_as(ctypes.POINTER(ctypes.c_uint8))


def _check(status: int, step: str) -> None:
    """Raise for a negative status of the C function behind ``step``."""
    if status == NO_MEMORY:
        raise MemoryError(f"no memory for the endgame builder's {step}")
    if status == BAD_STATE:
        raise ValueError(f"the endgame builder's {step} came out of order")
    if status == BAD_TABLE:
        raise ValueError(f"{step}: a lower level holds a value above its seed count")
    if status < 0:
        raise ValueError(f"the endgame builder refused its {step}")


class CLevel:
    """One level (every board holding ``seeds`` seeds) solved in C, in the order
    ``graph`` (all boards, in rank order), ``fixpoints`` (until True), ``finish``.

    The table arrays (``stored``, ``low``, ``high``: uint8, one byte per board of every
    level up to at least this one) stay Python's; the level holds its own graph and
    bounds until ``close`` (or garbage collection) frees them."""

    def __init__(self, seeds: int) -> None:
        self._handle: int | None = None
        if not 0 <= seeds <= MAX_LEVEL_SEEDS:
            raise ValueError(f"the C builder solves levels of 0 to {MAX_LEVEL_SEEDS} seeds")
        status = ctypes.c_int(0)
        handle = _lib.wari_eg_level_new(seeds, ctypes.byref(status))
        if not handle:
            _check(status.value or BAD_INPUT, f"{seeds}-seed level")
        self._handle = handle
        self.seeds = seeds
        self.start = table_size(seeds - 1) if seeds else 0
        self.size = table_size(seeds) - self.start

    def graph(self, tables: tuple[Bytes, Bytes, Bytes], first: int, count: int) -> None:
        """Play every move of boards ``first .. first + count - 1`` (in-level ranks; the
        next ones not yet played); captures are valued from ``tables``."""
        length = len(tables[0])
        if length < self.start:
            raise ValueError("the table arrays must cover every lower level")
        pointers = [_pointer(t, n, length) for t, n in zip(tables, ("stored", "low", "high"),
                                                          strict=True)]
        if first < 0 or count < 0 or first + count > self.size:
            raise ValueError(f"boards {first}..{first + count} are not in the level")
        _check(_lib.wari_eg_graph(self._live(), *pointers, length, first, count), "graph")

    def fixpoints(self, sweeps: int = 8) -> bool:
        """Up to ``sweeps`` sweeps of both fixpoints (0: exits by table value, the
        lower/upper bounds; 1: exits by proven bounds); whether they have converged."""
        if sweeps < 1:
            raise ValueError("at least one sweep")
        status = int(_lib.wari_eg_fixpoints(self._live(), sweeps))
        _check(status, "fixpoints")
        return status == 0

    def finish(self, tables: tuple[Bytes, Bytes, Bytes]) -> None:
        """Write the level's bytes into ``tables`` (stored, low, high)."""
        length = len(tables[0])
        if length < self.start + self.size:
            raise ValueError("the table arrays must cover this level")
        pointers = [_pointer(t, n, length, writable=True)
                    for t, n in zip(tables, ("stored", "low", "high"), strict=True)]
        _check(_lib.wari_eg_finish(self._live(), *pointers, length), "finish")

    def bounds(self, which: int) -> tuple[npt.NDArray[np.int16], npt.NDArray[np.int16]]:
        """The converged bounds ``(lower, upper)`` of fixpoint ``which`` (0 or 1)."""
        if which not in (0, 1):
            raise ValueError("fixpoint 0 or 1")
        lower = np.empty(self.size, dtype=np.uint8)
        upper = np.empty(self.size, dtype=np.uint8)
        _check(_lib.wari_eg_bounds(self._live(), which, _pointer(lower, "lower", self.size),
                                   _pointer(upper, "upper", self.size), self.size), "bounds")
        return lower.astype(np.int16), upper.astype(np.int16)

    def _live(self) -> int:
        if not self._handle:
            raise ValueError("the level was closed")
        return self._handle

    def close(self) -> None:
        """Free the level's memory (its graph and bounds)."""
        if self._handle:
            _lib.wari_eg_level_free(self._handle)
            self._handle = None

    def __del__(self) -> None:
        self.close()
