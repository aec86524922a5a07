"""The player's preferences, kept with QSettings: sound, volume, animation speed, seed
counts, language, the computer's level, whether the master thinks on the player's time,
the board's orientation, and the player's name ("": the system's name for the user).

A damaged or hand-edited settings file never stops the program: each value that cannot be
read falls back to its default.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from enum import Enum
from typing import Any

from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QWidget

from ...ai import NAMES
from .player_name import clean_name


class Speed(Enum):
    """How fast a sowing is animated."""

    SLOW = "slow"
    NORMAL = "normal"
    FAST = "fast"
    INSTANT = "instant"


#: Languages shipped besides English; "" follows the system.
LANGUAGES = ("", "en", "it", "es", "fr", "pt", "de")


@dataclass(frozen=True, slots=True)
class Settings:
    """Every preference, with its default."""

    sound: bool = True
    volume: float = 0.8  # 0.0 .. 1.0
    speed: Speed = Speed.NORMAL
    show_counts: bool = True
    language: str = ""  # one of LANGUAGES
    level: str = "club"  # the computer's level for a new game
    flipped: bool = False  # North's side at the bottom
    show_thinking: bool = True  # the thinking computer's card shows its depth and best move
    ponder: bool = True  # the master thinks on the person's time too
    name: str = ""  # the player's name in saved games; "": the system's (player_name.py)

    def with_(self, **changes: Any) -> Settings:
        """A copy with ``changes`` applied."""
        return replace(self, **changes)


def _read(store: QSettings, name: str, default: Any) -> Any:
    raw = store.value(name, None)
    if raw is None:
        return default
    text = str(raw).strip().lower()
    if isinstance(default, bool):
        if text in ("true", "1", "yes"):
            return True
        if text in ("false", "0", "no"):
            return False
        return default
    if isinstance(default, float):
        try:
            value = float(text)
        except ValueError:
            return default
        return min(1.0, max(0.0, value)) if value == value else default
    if isinstance(default, Speed):
        try:
            return Speed(text)
        except ValueError:
            return default
    if name == "language":
        return text if text in LANGUAGES else default
    if name == "level":
        return text if text in NAMES else default
    if name == "name":
        return clean_name(str(raw))
    return default


def load_settings(store: QSettings | None = None) -> Settings:
    """The saved preferences (defaults for anything missing or unreadable)."""
    store = store or QSettings()
    defaults = Settings()
    values = {f.name: _read(store, f.name, getattr(defaults, f.name)) for f in fields(Settings)}
    return Settings(**values)


def save_settings(settings: Settings, store: QSettings | None = None) -> None:
    """Keep ``settings`` for the next start."""
    store = store or QSettings()
    for f in fields(Settings):
        value = getattr(settings, f.name)
        if isinstance(value, Speed):
            value = value.value
        elif isinstance(value, bool):
            value = "true" if value else "false"
        store.setValue(f.name, value)
    store.sync()


#: Where the main window's size and position are kept (QSettings key).
GEOMETRY_KEY = "window/geometry"


def save_geometry(window: QWidget, store: QSettings | None = None) -> None:
    """Keep ``window``'s size and position for the next start."""
    store = store or QSettings()
    store.setValue(GEOMETRY_KEY, window.saveGeometry())
    store.sync()


def restore_geometry(window: QWidget, store: QSettings | None = None) -> bool:
    """Give ``window`` the size and position it had when the program last quit; False
    (the window as it is) when none was kept or it cannot be used."""
    store = store or QSettings()
    saved = store.value(GEOMETRY_KEY)
    if not isinstance(saved, QByteArray | bytes) or not saved:
        return False
    return bool(window.restoreGeometry(QByteArray(saved)))
