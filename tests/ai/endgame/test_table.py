"""The table's files: round trips, damage detection, the default place, the command line."""

from __future__ import annotations

import os
import subprocess
import sys
import zlib
from pathlib import Path

import pytest

from wari_desktop.ai.endgame import (
    EndgameTable,
    TableFileError,
    build_table,
    default_path,
    load_default,
    start_background_build,
)
from wari_desktop.ai.endgame.__main__ import main
from wari_desktop.ai.endgame.table import HEADER
from wari_desktop.paths import data_dir


@pytest.fixture
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data" / "Wari"
    monkeypatch.setenv("WARI_DATA_DIR", str(folder))
    return folder


def test_save_and_load_round_trip(table: EndgameTable, tmp_path: Path) -> None:
    path = tmp_path / "deep" / "er" / "endgame-7.bin"
    table.save(path)
    assert sorted(p.name for p in path.parent.iterdir()) == ["endgame-7.bin"]  # no temp left
    loaded = EndgameTable.load(path)
    assert loaded.max_seeds == table.max_seeds
    assert (loaded.data == table.data).all()
    board = (0, 1, 0, 2, 0, 0, 1, 0, 0, 0, 2, 1)
    assert loaded.probe(board) == table.probe(board)


def _damaged_variants(blob: bytes) -> dict[str, bytes]:
    header = bytearray(blob[: HEADER.size])
    payload = bytearray(blob[HEADER.size:])
    flipped = bytearray(payload)
    flipped[len(flipped) // 2] ^= 0x10
    wrong_version = bytearray(header)
    wrong_version[8] += 1
    wrong_crc = bytearray(header)
    wrong_crc[24] ^= 0xFF
    reserved = bytearray(header)
    reserved[28] = 1
    wrong_seeds = bytearray(header)
    wrong_seeds[10] += 1
    same_length_other_data = zlib.compress(bytes(len(zlib.decompress(bytes(payload)))), 9)
    return {
        "empty": b"",
        "short header": blob[:20],
        "truncated": blob[:-100],
        "trailing bytes": blob + b"\0",
        "flipped payload bit": bytes(header + flipped),
        "wrong magic": b"NOTATABL" + blob[8:],
        "other version": bytes(wrong_version + payload),
        "wrong checksum": bytes(wrong_crc + payload),
        "reserved field set": bytes(reserved + payload),
        "wrong seed count": bytes(wrong_seeds + payload),
        "other data": bytes(header[:32]) + len(same_length_other_data).to_bytes(8, "little")
        + same_length_other_data,
    }


def test_damaged_files_are_detected(tmp_path: Path) -> None:
    blob = build_table(3).to_bytes()
    assert EndgameTable.from_bytes(blob).max_seeds == 3
    for name, damaged in _damaged_variants(blob).items():
        with pytest.raises(TableFileError):
            EndgameTable.from_bytes(damaged)
        path = tmp_path / f"{name}.bin"
        path.write_bytes(damaged)
        with pytest.raises(ValueError):
            EndgameTable.load(path)


def test_default_path_is_in_the_data_folder(data_folder: Path) -> None:
    assert default_path() == data_dir() / "endgame-15.bin"
    assert default_path(9) == data_folder / "endgame-9.bin"


def test_load_default(data_folder: Path) -> None:
    assert load_default(3) is None  # missing
    table = build_table(3)
    table.save(default_path(3))
    loaded = load_default(3)
    assert loaded is not None and (loaded.data == table.data).all()
    blob = default_path(3).read_bytes()
    for damaged in _damaged_variants(blob).values():
        default_path(3).write_bytes(damaged)
        assert load_default(3) is None
    default_path(3).unlink()
    default_path(3).mkdir()  # unreadable as a file
    assert load_default(3) is None


def test_the_largest_installed_table_is_used(data_folder: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    from wari_desktop.ai import endgame

    monkeypatch.setattr(endgame, "DEFAULT_SEEDS", 3)
    monkeypatch.setattr(endgame, "LARGEST_SEEDS", 5)
    assert endgame.load_best() is None
    build_table(3).save(default_path(3))
    assert endgame.load_best().max_seeds == 3  # type: ignore[union-attr]
    build_table(5).save(default_path(5))
    assert endgame.load_best().max_seeds == 5  # type: ignore[union-attr]
    default_path(5).write_bytes(default_path(5).read_bytes()[:-10])  # damaged: passed over
    assert endgame.load_best().max_seeds == 3  # type: ignore[union-attr]


def test_a_table_of_other_size_is_refused(data_folder: Path) -> None:
    build_table(2).save(default_path(3))
    assert load_default(3) is None
    with pytest.raises(ValueError):
        EndgameTable(3, bytes(10))


def test_command_line_build_and_probe(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "t" / "endgame-4.bin"
    assert main(["build", "--seeds", "4", "--out", str(out)]) == 0
    assert "4-seed table" in capsys.readouterr().out
    assert EndgameTable.load(out).max_seeds == 4
    assert main(["probe", "--table", str(out), "0-0-0-0-0-1-0-0-0-0-0-1"]) == 0
    text = capsys.readouterr().out
    # The lone seeds chase each other back to this board: each side keeps one. From a
    # fresh start after F, North would instead keep both (the cycle would close there).
    assert "South to move gains 1 of the 2 seeds" in text
    assert "F: 0" in text
    # FEN-style with stores and North to move: North's lone seed in f must feed South.
    assert main(["probe", "--table", str(out), "0-0-0-0-0-0-0-0-0-0-0-1-20-27-N"]) == 0
    assert "North to move gains 0 of the 1 seeds" in capsys.readouterr().out
    assert main(["probe", "--table", str(out), "1-2-3"]) == 2
    assert main(["probe", "--table", str(out), "5-5-0-0-0-0-0-0-0-0-0-0"]) == 1


def test_module_runs_as_a_program(tmp_path: Path) -> None:
    out = tmp_path / "endgame-2.bin"
    done = subprocess.run(
        [sys.executable, "-m", "wari_desktop.ai.endgame", "build", "--seeds", "2", "--out",
         str(out)], capture_output=True, text=True, timeout=120, check=True)
    assert "2-seed table" in done.stdout
    assert EndgameTable.load(out).max_seeds == 2


def test_background_build(tmp_path: Path) -> None:
    out = tmp_path / "bg" / "endgame-3.bin"
    process = start_background_build(3, out)
    assert process.wait(timeout=120) == 0
    assert EndgameTable.load(out).max_seeds == 3
    assert not [p for p in os.listdir(out.parent) if p.endswith(".tmp")]
