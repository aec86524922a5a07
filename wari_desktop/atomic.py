"""Writing files so that a crash never leaves a half-written one."""

from __future__ import annotations

import os
import stat
import tempfile
import threading
from pathlib import Path

_umask_lock = threading.Lock()


def current_umask() -> int:
    """The process's file-creation mask (read by setting it and putting it back)."""
    with _umask_lock:
        mask = os.umask(0o022)
        os.umask(mask)
    return mask


def new_file_mode(target: Path) -> int:
    """The permissions ``target`` should get: an existing file keeps its own, a new one
    gets what the user's umask allows for an ordinary file (0666 masked)."""
    try:
        return stat.S_IMODE(os.stat(target).st_mode)
    except OSError:
        return 0o666 & ~current_umask()


def write_atomically(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` to ``path``: a temporary file in the same folder is written, flushed
    to disk, then renamed over the target. A new file gets the permissions the user's
    umask gives; a file replaced keeps its own. OSError, with the target untouched and no
    temporary file left, when the folder is missing or not writable."""
    target = Path(path)
    mode = new_file_mode(target)
    descriptor, temporary = tempfile.mkstemp(
        prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(descriptor, "wb") as stream:
            stream.write(data)
            stream.flush()
            if hasattr(os, "fchmod"):
                os.fchmod(stream.fileno(), mode)
            os.fsync(stream.fileno())
        if not hasattr(os, "fchmod"):
            os.chmod(temporary, mode)
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
