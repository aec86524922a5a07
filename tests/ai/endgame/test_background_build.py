"""A larger table built in the background: its progress in a file, the table used as soon
as it is saved, and only where the machine can build it."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from wari_desktop.ai import endgame, tables
from wari_desktop.ai.endgame import build_table, default_path, progress_path
from wari_desktop.ai.endgame.__main__ import main as endgame_main
from wari_desktop.ai.endgame.build import compiled_available
from wari_desktop.ai.endgame.progress import progress_writer, read_progress


@pytest.fixture(autouse=True)
def fresh(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("WARI_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(tables, "_table", None)
    monkeypatch.setattr(tables, "_loader", None)
    monkeypatch.setattr(tables, "_building", None)
    monkeypatch.setattr(endgame, "DEFAULT_SEEDS", 3)
    monkeypatch.setattr(endgame, "LARGEST_SEEDS", 5)


def test_progress_is_written_and_read_back(tmp_path: Path) -> None:
    path = tmp_path / "build.progress"
    assert read_progress(path) is None
    write = progress_writer(path)
    write(10, 40)
    assert read_progress(path) == 0.25
    write(20, 40)  # too soon after the last: not written ...
    assert read_progress(path) == 0.25
    write(40, 40)  # ... but the last step always is
    assert read_progress(path) == 1.0
    for junk in ("", "12", "a b", "5 0", "1 2 3"):
        path.write_text(junk)
        assert read_progress(path) is None


def test_the_command_line_reports_progress_and_removes_the_file(tmp_path: Path) -> None:
    out, progress = tmp_path / "t.bin", tmp_path / "t.progress"
    assert endgame_main(["build", "--seeds", "4", "--out", str(out), "--quiet",
                         "--progress-file", str(progress)]) == 0
    assert out.is_file() and not progress.exists()


def test_a_larger_table_is_built_in_the_background_and_used(
        monkeypatch: pytest.MonkeyPatch) -> None:
    if not compiled_available() and os.environ.get("WARI_REQUIRE_CCORE") != "1":
        pytest.skip("the larger table is built only with the compiled builder (CI has it)")
    monkeypatch.setattr(tables, "GROW_MEMORY", 1)
    build_table(3).save(default_path(3))
    assert tables.endgame_table(wait=True).max_seeds == 3  # type: ignore[union-attr]
    finished = threading.Event()
    worker = tables.grow_in_background(lambda table: finished.set())
    assert worker is not None
    status = tables.table_status()
    assert status.seeds == 3 and status.building == 5
    assert tables.grow_in_background() is None  # one build at a time
    assert finished.wait(120)
    assert tables.endgame_table().max_seeds == 5  # type: ignore[union-attr]
    assert tables.table_status() == tables.TableStatus(5)
    assert default_path(5).is_file() and not progress_path(5).exists()
    assert tables.grow_in_background() is None  # the largest is there


def test_no_background_build_without_the_memory(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tables, "memory_bytes", lambda: 1 << 30)
    assert tables.grow_in_background() is None
    monkeypatch.setattr(tables, "memory_bytes", lambda: None)
    assert tables.grow_in_background() is None
    assert tables.table_status() == tables.TableStatus(None)


def test_the_bundled_programs_build_entry(tmp_path: Path) -> None:
    from wari_desktop.__main__ import main

    out = tmp_path / "e.bin"
    assert main(["--build-endgame", "--seeds", "3", "--out", str(out), "--quiet"]) == 0
    assert endgame.EndgameTable.load(out).max_seeds == 3


# -- one build of a table at a time (issue 33: a second copy restarted the build) -----
def test_a_second_build_of_the_same_file_ends_at_once_touching_nothing(
        tmp_path: Path) -> None:
    from wari_desktop.ai.endgame import BUSY, build_lock_path
    from wari_desktop.lockfile import FileLock

    out, progress = tmp_path / "t.bin", tmp_path / "t.progress"
    progress.write_text("800 1000\n")  # the first build's, at 80%
    first = FileLock(build_lock_path(out))
    assert first.acquire()  # the first build runs
    assert endgame_main(["build", "--seeds", "3", "--out", str(out), "--quiet",
                         "--progress-file", str(progress)]) == BUSY
    assert progress.read_text() == "800 1000\n" and not out.exists()
    first.release()  # the first build ended (or died) without a table
    assert endgame_main(["build", "--seeds", "3", "--out", str(out), "--quiet",
                         "--progress-file", str(progress)]) == 0
    assert endgame.EndgameTable.load(out).max_seeds == 3 and not progress.exists()


def test_a_table_already_complete_is_not_built_again_if_missing_is_asked(
        tmp_path: Path) -> None:
    out = tmp_path / "t.bin"
    build_table(3).save(out)
    os.utime(out, ns=(1, 1))
    assert endgame_main(["build", "--seeds", "3", "--out", str(out), "--quiet",
                         "--if-missing"]) == 0
    assert out.stat().st_mtime_ns == 1  # not written again
    assert endgame_main(["build", "--seeds", "4", "--out", str(out), "--quiet",
                         "--if-missing"]) == 0  # a table of other seeds is replaced
    assert endgame.EndgameTable.load(out).max_seeds == 4


def test_the_background_build_waits_for_another_process_building_the_table(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from wari_desktop.ai.endgame import build_lock_path
    from wari_desktop.lockfile import FileLock

    monkeypatch.setattr(tables, "BUSY_POLL", 0.05)
    other = FileLock(build_lock_path(default_path(3)))
    assert other.acquire()  # another copy of the program builds the table
    progress_path(3).write_text("80 100\n")
    finished = threading.Event()
    tables.build_in_background(3, lambda table: finished.set())
    assert not finished.wait(1.0)  # waiting, not building
    assert tables.table_status() == tables.TableStatus(None, 3, 0.8)  # the other's progress
    build_table(3).save(default_path(3))  # the other copy saves its table ...
    progress_path(3).unlink()
    os.utime(default_path(3), ns=(1, 1))
    other.release()  # ... and ends
    assert finished.wait(120)
    assert tables.endgame_table().max_seeds == 3  # type: ignore[union-attr]
    assert default_path(3).stat().st_mtime_ns == 1  # used, not built again
