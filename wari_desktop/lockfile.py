"""Locks between processes: at most one process at a time holds a lock file.

The lock is the operating system's lock on the open file (``fcntl.flock`` on Linux and
macOS, ``msvcrt.locking`` of one byte on Windows), not the file's existence: the system
lets go of it when its process ends, however it ends (a crash, ``kill -9``, a power cut
and a reboot), so a lock file left behind by a dead process is stale by construction and
the next process simply takes it; no pid can be reused into a false "still running".
The holder writes its process id into the file, for messages only. The file is never
removed (removing it could let two processes lock two different files of one name).

flock locks belong to an open file, so two ``FileLock`` objects of one process exclude
each other too, as two processes do (the tests rely on it).
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from pathlib import Path
from types import TracebackType

#: Seconds between two tries of ``acquire(wait=...)``.
POLL = 0.05
#: Where the Windows lock sits: a byte far past the pid text, so reading the pid is free.
_WINDOWS_BYTE = 1 << 20


class LockHeld(OSError):
    """Another process holds the lock (``pid``: its process id, None when unknown)."""

    def __init__(self, path: Path, pid: int | None) -> None:
        who = f"process {pid}" if pid is not None else "another process"
        super().__init__(f"{path} is locked by {who}")
        self.path = path
        self.pid = pid


def _try_lock(descriptor: int) -> bool:
    """Take the lock on ``descriptor`` without waiting; False when another holds it."""
    if sys.platform == "win32":
        import msvcrt

        os.lseek(descriptor, _WINDOWS_BYTE, os.SEEK_SET)
        try:
            msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def _unlock(descriptor: int) -> None:
    if sys.platform == "win32":
        import msvcrt

        os.lseek(descriptor, _WINDOWS_BYTE, os.SEEK_SET)
        with contextlib.suppress(OSError):
            msvcrt.locking(descriptor, msvcrt.LK_UNLCK, 1)
        return
    import fcntl

    fcntl.flock(descriptor, fcntl.LOCK_UN)


def holder_pid(path: str | os.PathLike[str]) -> int | None:
    """The process id written in the lock file ``path`` (by its last holder), or None."""
    try:
        text = Path(path).read_bytes()[:32].decode("ascii").strip()
    except (OSError, UnicodeDecodeError):
        return None
    return int(text) if text.isdigit() else None


class FileLock:
    """The lock of the file ``path`` (created, with its folder, when missing).

    ``acquire()`` takes it or says it could not; ``with FileLock(path):`` takes it or
    raises ``LockHeld``. Released by ``release()``, at the end of the ``with``, or by the
    end of the process."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self._descriptor: int | None = None

    @property
    def held(self) -> bool:
        """True while this object holds the lock."""
        return self._descriptor is not None

    def acquire(self, wait: float = 0.0) -> bool:
        """Take the lock, trying for up to ``wait`` seconds; True when taken (also when
        already held here), False when another process (or ``FileLock``) holds it.
        OSError when the file cannot be made or opened (a folder not writable)."""
        if self._descriptor is not None:
            return True
        self.path.parent.mkdir(parents=True, exist_ok=True)
        descriptor = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        deadline = time.monotonic() + wait
        try:
            while not _try_lock(descriptor):
                if time.monotonic() >= deadline:
                    os.close(descriptor)
                    return False
                time.sleep(POLL)
            os.ftruncate(descriptor, 0)
            os.lseek(descriptor, 0, os.SEEK_SET)
            os.write(descriptor, f"{os.getpid()}\n".encode("ascii"))
        except BaseException:
            with contextlib.suppress(OSError):
                os.close(descriptor)
            raise
        self._descriptor = descriptor
        return True

    def release(self) -> None:
        """Let go of the lock (nothing when it is not held here)."""
        descriptor, self._descriptor = self._descriptor, None
        if descriptor is None:
            return
        try:
            _unlock(descriptor)
        finally:
            os.close(descriptor)

    def holder(self) -> int | None:
        """The process id of the holder as its file says (the last holder's if none)."""
        return holder_pid(self.path)

    def __enter__(self) -> FileLock:
        if not self.acquire():
            raise LockHeld(self.path, self.holder())
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.release()


def is_locked(path: str | os.PathLike[str]) -> bool:
    """True when some process holds the lock of ``path`` (a missing or unreadable file is
    not locked). The probe takes the lock for an instant and writes nothing."""
    try:
        descriptor = os.open(path, os.O_RDWR if sys.platform == "win32" else os.O_RDONLY)
    except OSError:
        return False
    try:
        if not _try_lock(descriptor):
            return True
        _unlock(descriptor)
        return False
    finally:
        os.close(descriptor)


def wait_until_unlocked(path: str | os.PathLike[str], poll: float = 1.0) -> None:
    """Return once no process holds the lock of ``path`` (at once if none does)."""
    while is_locked(path):
        time.sleep(poll)
