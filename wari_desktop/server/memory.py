"""Memory a long-running server gives back.

First, large blocks: with glibc's default, a large block that was
freed (a password hash's 19 MiB work area, say) raises the size above which blocks are
mapped on their own, so the next ones come from the heap and stay there after they are
freed: a burst of sign-ins left a server at three times its memory for good. Fixing the
threshold at 1 MiB keeps every block of that size or more mapped on its own and given back
to the system the moment it is freed. Elsewhere than glibc nothing is changed."""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import gc
import logging
import sys
from typing import Any

log = logging.getLogger("wari.server")
#: glibc's ``mallopt`` parameter for the mapping threshold, and the threshold wanted.
M_MMAP_THRESHOLD = -3
MAPPED_FROM_BYTES = 1024 * 1024
#: Seconds between two ``tidy`` runs of a server.
TIDY_SECONDS = 10.0


@functools.cache
def _glibc() -> Any | None:
    """glibc, where this process runs on it (None elsewhere)."""
    if not sys.platform.startswith("linux"):
        return None
    name = ctypes.util.find_library("c")
    if name is None:
        return None
    try:
        libc = ctypes.CDLL(name)
        libc.mallopt.argtypes = [ctypes.c_int, ctypes.c_int]
        libc.malloc_trim.argtypes = [ctypes.c_size_t]
    except (OSError, AttributeError):  # not glibc (musl has neither)
        return None
    return libc


def tidy() -> int:
    """Collect the young generations' cycles and give the heap's free pages back; the
    number of objects collected."""
    collected = gc.collect(1)
    libc = _glibc()
    if libc is not None:
        libc.malloc_trim(0)
    return collected


def give_back_large_blocks() -> bool:
    """Set glibc's mapping threshold to ``MAPPED_FROM_BYTES`` (which also stops it from
    moving); True when it was set."""
    libc = _glibc()
    if libc is None:
        return False
    done = bool(libc.mallopt(M_MMAP_THRESHOLD, MAPPED_FROM_BYTES))
    if not done:
        log.debug("mallopt refused the mapping threshold")
    return done
