"""The lock between processes (``wari_desktop.lockfile``): one holder at a time, its pid
in the file, and a lock left by a process that died is no lock (the system let it go)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from wari_desktop.lockfile import FileLock, LockHeld, holder_pid, is_locked, wait_until_unlocked

HOLDER = ("import sys, time\n"
          "from wari_desktop.lockfile import FileLock\n"
          "lock = FileLock(sys.argv[1])\n"
          "print('held' if lock.acquire() else 'refused', flush=True)\n"
          "time.sleep(120)\n")


def test_one_holder_at_a_time_and_its_pid_in_the_file(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "a.lock"  # the folder is made
    first, second = FileLock(path), FileLock(path)
    assert not is_locked(path)  # no file yet
    assert first.acquire() and first.held
    assert first.acquire()  # held here already
    assert holder_pid(path) == os.getpid() == first.holder()
    assert not second.acquire() and not second.held
    assert is_locked(path)
    with pytest.raises(LockHeld) as refused, second:
        pytest.fail("entered a held lock")
    assert refused.value.pid == os.getpid() and str(os.getpid()) in str(refused.value)
    first.release()
    assert not first.held and not is_locked(path)
    with second:
        assert second.held and not first.acquire()
    assert not second.held and first.acquire()
    first.release()
    first.release()  # releasing twice is harmless


def test_the_probe_changes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "a.lock"
    path.write_text("12345\n")
    assert not is_locked(path)
    assert holder_pid(path) == 12345
    lock = FileLock(path)
    assert lock.acquire()
    assert is_locked(path) and holder_pid(path) == os.getpid()
    assert lock.held  # the probe did not take the lock away
    lock.release()


def test_a_lock_waits_for_the_holder_to_let_go(tmp_path: Path) -> None:
    path = tmp_path / "a.lock"
    holder, waiter = FileLock(path), FileLock(path)
    assert holder.acquire()
    assert not waiter.acquire(wait=0.2)
    started = threading.Event()

    def let_go() -> None:
        started.wait()
        holder.release()

    thread = threading.Thread(target=let_go)
    thread.start()
    started.set()
    assert waiter.acquire(wait=60)  # returns once the holder let go
    thread.join()
    waiter.release()


@pytest.mark.skipif(sys.platform == "win32", reason="kills with SIGKILL")
def test_a_lock_held_by_a_killed_process_is_taken_over(tmp_path: Path) -> None:
    path = tmp_path / "a.lock"
    child = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)],
                             stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "held"
        assert is_locked(path) and holder_pid(path) == child.pid
        lock = FileLock(path)
        assert not lock.acquire()
        child.send_signal(signal.SIGKILL)
        child.wait(30)
        # The file is still there with the dead holder's pid: stale, and taken at once.
        assert holder_pid(path) == child.pid and not is_locked(path)
        assert lock.acquire() and holder_pid(path) == os.getpid()
        lock.release()
    finally:
        child.kill()
        child.wait(30)


def test_waiting_until_unlocked(tmp_path: Path) -> None:
    path = tmp_path / "a.lock"
    wait_until_unlocked(path)  # no file: at once
    lock = FileLock(path)
    assert lock.acquire()
    done = threading.Event()
    waiter = threading.Thread(target=lambda: (wait_until_unlocked(path, poll=0.01),
                                              done.set()))
    waiter.start()
    assert not done.wait(0.3)  # still held: still waiting
    lock.release()
    waiter.join(60)
    assert done.is_set()


def test_an_unwritable_place_is_an_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    with pytest.raises(OSError):
        FileLock(blocker / "a.lock").acquire()
