"""The files opened or saved lately, newest first, kept with QSettings for the Game menu's
Open Recent list."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

KEY = "recent/files"
#: How many files the list keeps.
LIMIT = 8


def recent_files(store: QSettings | None = None) -> list[Path]:
    """The recent files, newest first (whether or not they still exist)."""
    store = store or QSettings()
    raw = store.value(KEY, [])
    names = raw if isinstance(raw, list) else [raw] if raw else []
    found: list[Path] = []
    for name in names:
        path = Path(str(name))
        if str(name) and path.is_absolute() and path not in found:
            found.append(path)
    return found[:LIMIT]


def _write(paths: list[Path], store: QSettings) -> None:
    store.setValue(KEY, [str(p) for p in paths[:LIMIT]])
    store.sync()


def remember_file(path: Path, store: QSettings | None = None) -> None:
    """Put ``path`` at the head of the list."""
    store = store or QSettings()
    path = path.absolute()
    _write([path, *(p for p in recent_files(store) if p != path)], store)


def forget_file(path: Path, store: QSettings | None = None) -> None:
    """Take ``path`` off the list (it cannot be opened any more)."""
    store = store or QSettings()
    _write([p for p in recent_files(store) if p != path.absolute()], store)


def clear_recent_files(store: QSettings | None = None) -> None:
    """Empty the list."""
    store = store or QSettings()
    _write([], store)
