"""Where the program keeps its files, without Qt.

``data_dir()`` is the folder Qt's ``QStandardPaths.AppDataLocation`` gives for the
organisation "Wari desktop" and the application "Wari", so the rules-only parts (the
endgame database, say) and the desktop program agree. ``WARI_DATA_DIR`` overrides it.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ORGANISATION = "Wari desktop"
APPLICATION = "Wari"


def data_dir() -> Path:
    """The user's data folder for this program (not created here)."""
    override = os.environ.get("WARI_DATA_DIR")
    if override:
        return Path(override)
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / ORGANISATION / APPLICATION
