"""The data folder: one clean name, with the files of the old folder moved over."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from wari_desktop import paths


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A user whose system data folder is ``tmp_path / "share"`` (no override)."""
    monkeypatch.delenv("WARI_DATA_DIR", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    monkeypatch.setenv("APPDATA", str(tmp_path / "share"))
    monkeypatch.setattr(Path, "home", lambda: tmp_path)
    return tmp_path


def test_the_data_folder_is_one_level_without_spaces(home: Path) -> None:
    folder = paths.data_dir()
    assert folder.name == "wari-desktop"
    assert " " not in str(folder.relative_to(home))
    if sys.platform.startswith("linux"):
        assert folder == home / "share" / "wari-desktop"


def test_the_override_wins(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WARI_DATA_DIR", str(home / "elsewhere"))
    assert paths.data_dir() == home / "elsewhere"


def test_the_old_folder_is_moved_over_on_first_start(home: Path) -> None:
    old = paths.legacy_data_dir()
    old.mkdir(parents=True)
    (old / "autosave.ogn").write_text("1. C f\n", encoding="utf-8")
    (old / "endgame-15.bin").write_bytes(b"\x01\x02")
    moved = paths.move_legacy_data()
    new = paths.data_dir()
    assert sorted(p.name for p in moved) == ["autosave.ogn", "endgame-15.bin"]
    assert (new / "autosave.ogn").read_text(encoding="utf-8") == "1. C f\n"
    assert (new / "endgame-15.bin").read_bytes() == b"\x01\x02"
    assert not old.exists() and not old.parent.exists()
    assert paths.move_legacy_data() == []  # once only


def test_a_file_already_in_the_new_folder_is_kept(home: Path) -> None:
    old, new = paths.legacy_data_dir(), paths.data_dir()
    old.mkdir(parents=True)
    new.mkdir(parents=True)
    (old / "autosave.ogn").write_text("old", encoding="utf-8")
    (new / "autosave.ogn").write_text("new", encoding="utf-8")
    assert paths.move_legacy_data() == []
    assert (new / "autosave.ogn").read_text(encoding="utf-8") == "new"
    assert (old / "autosave.ogn").read_text(encoding="utf-8") == "old"  # nothing lost


def test_nothing_moves_with_an_override(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    old = paths.legacy_data_dir()
    old.mkdir(parents=True)
    (old / "autosave.ogn").write_text("old", encoding="utf-8")
    monkeypatch.setenv("WARI_DATA_DIR", str(home / "elsewhere"))
    assert paths.move_legacy_data() == []
    assert (old / "autosave.ogn").exists()
