"""Where the program keeps its files, without Qt.

``data_dir()`` is one folder named ``wari-desktop`` in the system's place for program
data (``~/.local/share/wari-desktop`` on Linux, ``%APPDATA%\\wari-desktop`` on Windows,
``~/Library/Application Support/wari-desktop`` on macOS), shared by the rules-only parts
(the endgame database, say) and the desktop program. ``WARI_DATA_DIR`` overrides it.
Earlier versions used ``Wari desktop/Wari`` there; ``move_legacy_data`` moves its
files over once.
"""

from __future__ import annotations

import logging
import os
import shutil
import sys
from pathlib import Path

FOLDER = "wari-desktop"
LEGACY_FOLDER = ("Wari desktop", "Wari")

log = logging.getLogger(__name__)


def _base() -> Path:
    """The system's folder for the data of every program."""
    if sys.platform == "win32":
        return Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support"
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def data_dir() -> Path:
    """The user's data folder for this program (not created here)."""
    override = os.environ.get("WARI_DATA_DIR")
    if override:
        return Path(override)
    return _base() / FOLDER


def legacy_data_dir() -> Path:
    """The data folder of earlier versions (a space and a double level)."""
    return _base().joinpath(*LEGACY_FOLDER)


def move_legacy_data() -> list[Path]:
    """Move the files of the old data folder into ``data_dir()`` (a file already there is
    kept, the old one left in place), then remove the old folders if they are empty.
    Nothing happens with ``WARI_DATA_DIR`` set. Returns the files moved; a file that
    cannot be moved stays where it was, with a warning in the log."""
    if os.environ.get("WARI_DATA_DIR"):
        return []
    old, new = legacy_data_dir(), data_dir()
    if not old.is_dir():
        return []
    moved: list[Path] = []
    try:
        new.mkdir(parents=True, exist_ok=True)
        for entry in sorted(old.iterdir()):
            target = new / entry.name
            if target.exists():
                continue
            shutil.move(str(entry), str(target))
            moved.append(target)
        old.rmdir()
        old.parent.rmdir()
    except OSError as error:  # not empty (a file kept), or not ours to change
        log.warning("the old data folder %s was not fully moved: %s", old, error)
    return moved
