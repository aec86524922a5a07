"""How far a table build in another process has come: the builder writes ``done total``
to a small file (atomically, at most twice a second) and removes it when it ends; the
program reads it to show the build's progress."""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Callable
from pathlib import Path

from ...atomic import write_atomically

EVERY = 0.5  # seconds between two writes


def progress_writer(path: str | os.PathLike[str]) -> Callable[[int, int], None]:
    """A ``progress(done, total)`` callback that writes to ``path``, at most every
    ``EVERY`` seconds (and always the last step); a file that cannot be written is let be:
    the build goes on without showing its progress."""
    target = Path(path)
    last = [0.0]

    def progress(done: int, total: int) -> None:
        now = time.monotonic()
        if now - last[0] < EVERY and done < total:
            return
        last[0] = now
        with contextlib.suppress(OSError):
            write_atomically(target, f"{done} {total}\n".encode())

    return progress


def read_progress(path: str | os.PathLike[str]) -> float | None:
    """The fraction done (0..1) that ``path`` holds, or None when there is no such file or
    it holds anything else."""
    try:
        fields = Path(path).read_text(encoding="ascii").split()
    except (OSError, UnicodeDecodeError):
        return None
    if len(fields) != 2 or not all(field.isdigit() for field in fields):
        return None
    done, total = int(fields[0]), int(fields[1])
    return min(1.0, done / total) if total > 0 else None
