"""The game's sounds: seeds dropping, captures and the end of the game, with QSoundEffect.

The WAV files come from ``resources/sounds/`` (written by ``make_sounds.py`` there). A
machine without an audio output, without QtMultimedia, or without the files plays
nothing, without errors or delays: ``available()`` then says False and every ``play_*``
is a no-op.

Loading can be put off: ``SoundPlayer(lazy=True)`` does nothing heavy, and ``load()``,
called once the first frame is up (``QTimer.singleShot(0, player.load)``), imports
QtMultimedia, looks for an audio output and preloads the effects. Before that, ``play_*``
are silent no-ops.
"""

from __future__ import annotations

import logging
import math
import random
import wave
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QLoggingCategory, QObject, QUrl, Signal

from ...resources import resource

logger = logging.getLogger(__name__)

DROP_FILES = tuple(f"drop-{i}.wav" for i in range(1, 6))
CAPTURE_FILE = "capture.wav"
GAME_OVER_FILE = "game-over.wav"
OFFER_FILE = "offer.wav"

#: QSoundEffects per drop and capture sample, so quick successive sounds overlap
#: instead of cutting each other short.
VOICES = 2

#: Logging rules that hush QtMultimedia while it starts, kept only when there is no
#: audio output (its complaints then say nothing useful).
QUIET_RULES = "qt.multimedia*=false"


class _Effect(Protocol):
    """What SoundPlayer uses of a QSoundEffect."""

    def setSource(self, url: QUrl) -> None: ...
    def setVolume(self, volume: float) -> None: ...
    def setMuted(self, muted: bool) -> None: ...
    def play(self) -> None: ...
    def status(self) -> Any: ...


def _multimedia() -> tuple[Any, Any] | None:
    """QMediaDevices and QSoundEffect, or None when QtMultimedia cannot be imported."""
    try:
        from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
    except ImportError:
        return None
    return QMediaDevices, QSoundEffect


def _sound_effect_class() -> Any | None:
    """QSoundEffect when QtMultimedia imports and an audio output exists, else None.

    QtMultimedia's console chatter while it starts is hushed; the hush is lifted again
    (``QLoggingCategory.setFilterRules("")``: the program sets no other rules) unless no
    output was found.
    """
    QLoggingCategory.setFilterRules(QUIET_RULES)
    keep_quiet = False
    try:
        classes = _multimedia()
        if classes is None:
            logger.info("sound: QtMultimedia is not available; playing silently")
            return None
        devices, effect_class = classes
        if not devices.audioOutputs():
            keep_quiet = True
            logger.info("sound: no audio output device; playing silently")
            return None
        return effect_class
    finally:
        if not keep_quiet:
            QLoggingCategory.setFilterRules("")


def _readable(path: Path) -> bool:
    """Whether ``path`` is a WAV file the wave module can open."""
    try:
        with wave.open(str(path), "rb") as sound:
            return sound.getnframes() > 0
    except (OSError, EOFError, wave.Error):
        return False


class _Voices:
    """The QSoundEffects playing one sample, taken in turn."""

    def __init__(self, effects: list[_Effect]) -> None:
        self.effects = effects
        self._next = 0

    def play(self) -> None:
        effect = self.effects[self._next]
        self._next = (self._next + 1) % len(self.effects)
        effect.play()


class SoundPlayer(QObject):
    """Plays the game's sounds, preloaded; silent where sound cannot be played."""

    #: Emitted at the end of ``load()`` with ``available()``.
    loadFinished = Signal(bool)

    def __init__(
        self, parent: QObject | None = None, *, lazy: bool = False, seed: int | None = None
    ) -> None:
        """With ``lazy``, nothing is loaded until ``load()``; ``seed`` fixes the order of
        the drop samples."""
        super().__init__(parent)
        self._muted = False
        self._volume = 1.0
        self._rng = random.Random(seed)
        self._loaded = False
        self._drops: list[_Voices] = []
        self._last_drop = -1
        self._capture: _Voices | None = None
        self._game_over: _Voices | None = None
        self._offer: _Voices | None = None
        self._error_status: Any = None
        if not lazy:
            self.load()

    # --- loading -----------------------------------------------------------------------

    def load(self) -> bool:
        """Find the files and an audio output and preload the effects (once; later calls
        do nothing). Whether sound can be played."""
        if self._loaded:
            return self.available()
        self._loaded = True
        folder = resource("sounds")
        names = (*DROP_FILES, CAPTURE_FILE, GAME_OVER_FILE, OFFER_FILE)
        paths = {name: folder / name for name in names}
        missing = [name for name, path in paths.items() if not _readable(path)]
        if not folder.is_dir():
            logger.warning("sound: no folder %s; playing silently", folder)
        elif missing:
            logger.warning(
                "sound: cannot read %s in %s; those sounds stay silent",
                ", ".join(missing),
                folder,
            )
        if len(missing) < len(names):
            effect_class = _sound_effect_class()
            if effect_class is not None:
                self._preload(effect_class, {n: p for n, p in paths.items() if n not in missing})
        available = self.available()
        self.loadFinished.emit(available)
        return available

    def _preload(self, effect_class: Any, paths: dict[str, Path]) -> None:
        status = getattr(effect_class, "Status", None)
        self._error_status = getattr(status, "Error", None)
        self._drops = [
            self._voices(effect_class, paths[name], VOICES) for name in DROP_FILES if name in paths
        ]
        if CAPTURE_FILE in paths:
            self._capture = self._voices(effect_class, paths[CAPTURE_FILE], VOICES)
        if GAME_OVER_FILE in paths:
            self._game_over = self._voices(effect_class, paths[GAME_OVER_FILE], 1)
        if OFFER_FILE in paths:
            self._offer = self._voices(effect_class, paths[OFFER_FILE], 1)

    def _voices(self, effect_class: Any, path: Path, count: int) -> _Voices:
        url = QUrl.fromLocalFile(str(path))
        effects: list[_Effect] = []
        for _ in range(count):
            effect = effect_class(self)
            effect.setSource(url)
            effect.setVolume(self._volume)
            effect.setMuted(self._muted)
            effects.append(effect)
        return _Voices(effects)

    def _effects(self) -> list[_Effect]:
        groups = [*self._drops, self._capture, self._game_over, self._offer]
        return [effect for group in groups if group is not None for effect in group.effects]

    # --- state -------------------------------------------------------------------------

    def available(self) -> bool:
        """Whether sound can be played here: loaded, QtMultimedia present, an audio output,
        at least one file read, and not every effect failed."""
        effects = self._effects()
        if self._error_status is None:
            return bool(effects)
        return any(effect.status() != self._error_status for effect in effects)

    def device_missing(self) -> bool:
        """True when sound could be played but this machine has no audio output."""
        classes = _multimedia()
        return classes is not None and not classes[0].audioOutputs()

    def is_muted(self) -> bool:
        """Whether the sounds are muted."""
        return self._muted

    def set_muted(self, muted: bool) -> None:
        """Mute or unmute every sound, including one playing now."""
        self._muted = bool(muted)
        for effect in self._effects():
            effect.setMuted(self._muted)

    def volume(self) -> float:
        """The volume, 0.0 .. 1.0 (linear)."""
        return self._volume

    def set_volume(self, volume: float) -> None:
        """Set the volume, clamped to 0.0 .. 1.0 (linear; NaN is ignored)."""
        if math.isnan(volume):
            return
        self._volume = min(1.0, max(0.0, float(volume)))
        for effect in self._effects():
            effect.setVolume(self._volume)

    # --- playing -----------------------------------------------------------------------

    def play_drop(self) -> None:
        """A seed dropping into a house: a drop sample other than the previous one."""
        if self._muted or not self._drops:
            return
        others = [i for i in range(len(self._drops)) if i != self._last_drop]
        self._last_drop = self._rng.choice(others) if others else 0
        self._drops[self._last_drop].play()

    def play_capture(self) -> None:
        """Seeds gathered into the store."""
        if not self._muted and self._capture is not None:
            self._capture.play()

    def play_game_over(self) -> None:
        """The end of the game."""
        if not self._muted and self._game_over is not None:
            self._game_over.play()

    def play_offer(self) -> None:
        """A game offered to the player (a challenge, a rematch)."""
        if not self._muted and self._offer is not None:
            self._offer.play()
