"""Where the program's read-only data lies (sounds, translations, icons, the prebuilt
endgame table), without Qt.

From a source checkout it is the repository's ``resources/`` folder; in a PyInstaller
bundle, the ``resources`` folder the bundle carries. ``WARI_RESOURCES`` overrides both.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path


def resource_dir() -> Path:
    """The folder holding ``sounds/``, ``translations/``, ``icons/`` and ``endgame/``."""
    override = os.environ.get("WARI_RESOURCES")
    if override:
        return Path(override)
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"


def resource(*parts: str) -> Path:
    """A path inside ``resource_dir()`` (which may not exist)."""
    return resource_dir().joinpath(*parts)
