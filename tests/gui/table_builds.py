"""The endgame table's background build held off for programs a test starts.

A program started on a fresh data folder builds the 15-seed endgame table in a background
process, as a player's first start does: about 30 s of a processor, taken from whatever
else runs (two programs playing each other, the other tests of a shared machine). A test
that starts the real program and has it play no computer with a table holds the build's
lock for each data folder (``builds_held``): the program finds a build "under way" in
another process and waits for it, as a second copy of the program does
(``tests/gui/test_single_instance.py`` does the same), and the test loses nothing it
checks.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path

from wari_desktop.ai.endgame import DEFAULT_SEEDS, build_lock_path
from wari_desktop.lockfile import FileLock


@contextmanager
def builds_held(*data_folders: Path) -> Iterator[None]:
    """The table's build in each of ``data_folders`` (made if missing, private like the
    program's own) held "under way" by this process until the end of the block."""
    with ExitStack() as held:
        for folder in data_folders:
            folder.mkdir(parents=True, exist_ok=True, mode=0o700)
            lock = FileLock(build_lock_path(folder / f"endgame-{DEFAULT_SEEDS}.bin"))
            assert lock.acquire(), f"the table's build in {folder} is held elsewhere"
            held.callback(lock.release)
        yield
