"""The server's data folder and its database file, before SQLite opens them: who may read
them, which process serves them, and whether the database is whole.

Rules:

- **Private**: the folder is made ``0700`` and the database with its ``-wal`` and ``-shm``
  files ``0600`` (they hold password hashes). The database file is made by us with that
  mode before SQLite opens it, and SQLite gives its ``-wal`` and ``-shm`` the database's
  own mode; a folder or file of ours found wider is narrowed, and the log says so. (No
  ``umask`` change: the umask belongs to the whole process, and the desktop program runs
  a hosted server in a thread beside others.)
- **One server a folder**: a server holds the lock of ``wari-server.lock`` in the folder
  (``lockfile.FileLock``, let go by the system however the process ends); a second one is
  refused, naming the first's process id. The admin's commands take no lock: they share
  the database through SQLite's own locking (WAL mode).
- **Whole, or refused untouched**: before anything writes to it, the database is read
  with a read-only connection and ``PRAGMA quick_check``; a damaged file is refused with
  one sentence and left exactly as it was. The read-only connection is
  ``?immutable=1`` when no ``-wal`` lies beside the database (no write is under way, and
  a folder one may not write takes no ``-shm``), else ``?mode=ro``.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sqlite3
import stat
import urllib.parse
from pathlib import Path

from ...lockfile import FileLock
from .interface import StoreUnusable

log = logging.getLogger("wari.server.store")
#: The lock file a serving process holds in its data folder.
LOCK_FILE = "wari-server.lock"
FOLDER_MODE = 0o700
FILE_MODE = 0o600
#: What SQLite adds beside a database in WAL mode.
SIDE_FILES = ("-wal", "-shm")


def _narrow(path: Path, mode: int) -> None:
    """Take the group's and others' rights off ``path`` when it is ours and has any (on
    POSIX systems: Windows keeps its own access lists, which the user's profile folders
    already close)."""
    if os.name != "posix":
        return
    try:
        info = path.stat()
    except FileNotFoundError:
        return
    if info.st_uid != os.geteuid() or not stat.S_IMODE(info.st_mode) & 0o077:
        return
    wide = stat.S_IMODE(info.st_mode)
    os.chmod(path, wide & mode)
    log.warning("%s was readable by others (mode %o): made %o", path, wide, wide & mode)


def private_folder(folder: Path) -> None:
    """Make ``folder`` (mode 0700), or narrow it to that when it is ours and wider."""
    if not folder.exists():
        folder.parent.mkdir(parents=True, exist_ok=True)
        folder.mkdir(mode=FOLDER_MODE, exist_ok=True)
        os.chmod(folder, FOLDER_MODE)  # mkdir's mode passes through the umask
    _narrow(folder, FOLDER_MODE)


def private_files(database: Path) -> None:
    """Make the database file (mode 0600) if missing; narrow it and its ``-wal`` and
    ``-shm`` to 0600 when they are ours and wider."""
    with contextlib.suppress(FileExistsError):
        os.close(os.open(database, os.O_WRONLY | os.O_CREAT | os.O_EXCL, FILE_MODE))
    for path in (database, *side_files(database)):
        _narrow(path, FILE_MODE)


def side_files(database: Path) -> list[Path]:
    """The ``-wal`` and ``-shm`` paths of ``database``."""
    return [database.with_name(database.name + suffix) for suffix in SIDE_FILES]


def take_folder(folder: Path) -> FileLock:
    """The lock of ``folder`` for this process; StoreUnusable naming the process that
    holds it already."""
    lock = FileLock(folder / LOCK_FILE)
    try:
        taken = lock.acquire()
    except OSError as error:
        raise StoreUnusable(f"cannot lock the data folder {folder} ({error.strerror}): "
                            "the server needs to write there") from None
    if not taken:
        pid = lock.holder()
        who = f"process {pid}" if pid is not None else "another process"
        raise StoreUnusable(f"the data folder {folder} is in use by another wari-server "
                            f"({who}): stop it first, or give another --data")
    return lock


def read_only_uri(database: Path, shared: bool = False) -> str:
    """The URI that opens ``database`` without writing anything (see the module's rules;
    ``shared``: ``mode=ro`` in any case)."""
    wal = side_files(database)[0]
    quoted = urllib.parse.quote(str(database.resolve()))
    return f"file:{quoted}?" + ("mode=ro" if shared or wal.exists() else "immutable=1")


def check_database(database: Path) -> None:
    """Read the whole of ``database`` (``PRAGMA quick_check``) without changing it;
    StoreUnusable with one sentence when it is damaged, is not a database, or cannot be
    read."""
    before = _version(database)
    problem = _quick_check(database, shared=False)
    if problem is not None and _version(database) != before:
        # Another process wrote meanwhile (an admin's command): an immutable read may have
        # seen it half done, so read again beside it, as SQLite readers do.
        problem = _quick_check(database, shared=True)
    if problem is None:
        return
    if "unable to open" in problem or "readonly" in problem:
        raise StoreUnusable(f"cannot read the database {database} ({problem}): check the "
                            "data folder's owner and rights")
    raise StoreUnusable(f"the database {database} is damaged ({problem}); it was left as "
                        "it is: put back a backup, or move it away to start afresh")


def _version(database: Path) -> tuple[bool, float, int]:
    """What changes when another process writes the database: a ``-wal`` appears, or the
    file's time or size moves."""
    info = database.stat()
    return side_files(database)[0].exists(), info.st_mtime, info.st_size


def _quick_check(database: Path, shared: bool) -> str | None:
    """None when the database is whole, else what SQLite said (its first line)."""
    try:
        db = sqlite3.connect(read_only_uri(database, shared), uri=True)
    except sqlite3.Error as error:
        return str(error)
    try:
        rows = db.execute("PRAGMA quick_check").fetchall()
    except sqlite3.Error as error:
        return str(error)
    finally:
        db.close()
    if rows == [("ok",)]:
        return None
    lines = [line for row in rows for line in str(row[0]).splitlines()
             if line and not line.startswith("***")]
    more = f", and {len(lines) - 1} more problems" if len(lines) > 1 else ""
    return (lines[0] if lines else "quick_check failed")[:160] + more
