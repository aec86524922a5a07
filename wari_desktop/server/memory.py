"""Memory a long-running server gives back: with glibc's default, a large block that was
freed (a password hash's 19 MiB work area, say) raises the size above which blocks are
mapped on their own, so the next ones come from the heap and stay there after they are
freed: a burst of sign-ins left a server at three times its memory for good. Fixing the
threshold at 1 MiB keeps every block of that size or more mapped on its own and given back
to the system the moment it is freed. Elsewhere than glibc nothing is changed."""

from __future__ import annotations

import ctypes
import ctypes.util
import logging
import sys

log = logging.getLogger("wari.server")
#: glibc's ``mallopt`` parameter for the mapping threshold, and the threshold wanted.
M_MMAP_THRESHOLD = -3
MAPPED_FROM_BYTES = 1024 * 1024


def give_back_large_blocks() -> bool:
    """Set glibc's mapping threshold to ``MAPPED_FROM_BYTES`` (which also stops it from
    moving); True when it was set."""
    if not sys.platform.startswith("linux"):
        return False
    name = ctypes.util.find_library("c")
    if name is None:
        return False
    try:
        libc = ctypes.CDLL(name)
        mallopt = libc.mallopt
    except (OSError, AttributeError):  # not glibc (musl has no mallopt)
        return False
    mallopt.argtypes = [ctypes.c_int, ctypes.c_int]
    mallopt.restype = ctypes.c_int
    done = bool(mallopt(M_MMAP_THRESHOLD, MAPPED_FROM_BYTES))
    if not done:
        log.debug("mallopt refused the mapping threshold")
    return done
