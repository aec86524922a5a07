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
