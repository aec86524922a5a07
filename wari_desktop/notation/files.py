"""Reading and saving record files: size limits, encodings and atomic writes."""

from __future__ import annotations

import errno
import os
import stat

from ..atomic import write_atomically
from .errors import EmptyRecordError, NotationError
from .ogn import MAX_CHARS, dumps, loads
from .record import Record

MAX_BYTES = 4 * MAX_CHARS
"""Largest file read (UTF-8 takes at most 4 bytes a character)."""


def load(path: str | os.PathLike[str]) -> Record:
    """The record in the file at ``path``.

    OSError when the file cannot be read (IsADirectoryError for a folder, everywhere);
    NotationError when it is empty, too large, not UTF-8 text, or not a valid record.
    """
    status = os.stat(path)
    if stat.S_ISDIR(status.st_mode):
        raise IsADirectoryError(errno.EISDIR, "is a folder, not a file", str(path))
    size = status.st_size
    if size > MAX_BYTES:
        raise NotationError(f"the file is too large for a game record ({size:,} bytes)")
    with open(path, "rb") as stream:
        data = stream.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        raise NotationError(f"the file is too large for a game record (over {MAX_BYTES:,} bytes)")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as problem:
        head = data[: problem.start].decode("utf-8-sig", errors="replace")
        line = head.count("\n") + 1
        column = len(head) - (head.rfind("\n") + 1) + 1
        raise NotationError("the file is not UTF-8 text (is it a game record?)",
                            line, column) from None
    if not text.strip():
        raise EmptyRecordError()
    return loads(text)


def save(record: Record, path: str | os.PathLike[str]) -> None:
    """Write ``record`` to ``path`` atomically: a temporary file in the same folder is
    written, flushed to disk, then renamed over the target, so a crash never leaves a
    half-written file. OSError (the target untouched) when the folder is not writable."""
    write_atomically(path, dumps(record).encode("utf-8"))
