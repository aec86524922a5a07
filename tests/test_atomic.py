"""Atomic writes keep the permissions a file should have."""

from __future__ import annotations

import os
import stat
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from wari_desktop.atomic import write_atomically

posix = pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions")


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.fixture
def umask_022() -> Iterator[None]:
    old = os.umask(0o022)
    yield
    os.umask(old)


@posix
def test_a_new_file_follows_the_umask(tmp_path: Path, umask_022: None) -> None:
    write_atomically(tmp_path / "game.ogn", b"x")
    assert mode(tmp_path / "game.ogn") == 0o644
    os.umask(0o077)
    write_atomically(tmp_path / "private.ogn", b"x")
    assert mode(tmp_path / "private.ogn") == 0o600


@posix
def test_a_replaced_file_keeps_its_mode(tmp_path: Path, umask_022: None) -> None:
    target = tmp_path / "game.ogn"
    target.write_bytes(b"old")
    target.chmod(0o640)
    write_atomically(target, b"new")
    assert target.read_bytes() == b"new"
    assert mode(target) == 0o640


def test_an_unwritable_place_leaves_nothing_behind(tmp_path: Path) -> None:
    with pytest.raises(OSError):
        write_atomically(tmp_path / "missing" / "game.ogn", b"x")
    assert list(tmp_path.iterdir()) == []
