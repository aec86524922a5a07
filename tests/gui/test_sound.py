"""The sounds: the synthesis script's WAVs and the SoundPlayer, with and without a device."""

from __future__ import annotations

import importlib.util
import itertools
import logging
import shutil
import sys
import wave
from collections.abc import Iterator
from enum import Enum
from pathlib import Path
from types import ModuleType
from typing import Any, ClassVar

import numpy as np
import pytest
from PySide6.QtCore import QLoggingCategory, QObject, QUrl

from wari_desktop.gui.platform import sound
from wari_desktop.gui.platform.sound import (
    CAPTURE_FILE,
    DROP_FILES,
    GAME_OVER_FILE,
    OFFER_FILE,
    SoundPlayer,
)
from wari_desktop.resources import resource

SOUNDS = Path(__file__).resolve().parents[2] / "resources" / "sounds"
ALL_FILES = (*DROP_FILES, CAPTURE_FILE, GAME_OVER_FILE, OFFER_FILE)


def _load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_sounds", SOUNDS / "make_sounds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look themselves up there
    spec.loader.exec_module(module)
    return module


def _read(path: Path) -> tuple[wave._wave_params, np.ndarray]:
    with wave.open(str(path), "rb") as f:
        params = f.getparams()
        samples = np.frombuffer(f.readframes(f.getnframes()), dtype="<i2")
    return params, samples.astype(np.float64) / 32768


@pytest.fixture(scope="module")
def made(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The script's sounds, written into a fresh folder."""
    folder = tmp_path_factory.mktemp("sounds")
    written = _load_script().make_all(folder)
    assert sorted(p.name for p in written) == sorted(ALL_FILES)
    return folder


def _multimedia_warns() -> bool:
    """Whether QtMultimedia's warnings reach the console."""
    category = QLoggingCategory("qt.multimedia.wari")  # type: ignore[arg-type]  # str works
    return category.isWarningEnabled()


@pytest.fixture(autouse=True)
def _reset_logging_rules() -> Iterator[None]:
    """The player may leave QtMultimedia hushed; no test leaks that to the next."""
    yield
    QLoggingCategory.setFilterRules("")


# --- the synthesis script --------------------------------------------------------------


def test_script_is_deterministic(made: Path, tmp_path: Path) -> None:
    _load_script().make_all(tmp_path)
    for name in ALL_FILES:
        assert (tmp_path / name).read_bytes() == (made / name).read_bytes(), name


def test_committed_files_are_the_scripts_output(made: Path) -> None:
    # Within one step of 16 bits, in case another numpy rounds an FFT differently.
    for name in ALL_FILES:
        committed = _read(SOUNDS / name)[1]
        fresh = _read(made / name)[1]
        assert committed.shape == fresh.shape, name
        assert np.max(np.abs(committed - fresh)) <= 1.5 / 32768, name


@pytest.mark.parametrize(
    ("name", "shortest", "longest", "peak_db"),
    [
        *[(name, 0.12, 0.25, -6.0) for name in DROP_FILES],
        (CAPTURE_FILE, 0.35, 0.7, -3.0),
        (GAME_OVER_FILE, 1.0, 1.5, -3.0),
        (OFFER_FILE, 0.5, 1.0, -3.0),
    ],
)
def test_sound_is_valid(
    made: Path, name: str, shortest: float, longest: float, peak_db: float
) -> None:
    params, x = _read(made / name)
    assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 44100)
    assert params.comptype == "NONE"
    assert shortest <= params.nframes / 44100 <= longest
    peak = 20 * np.log10(np.max(np.abs(x)))
    assert peak_db - 2.0 <= peak <= peak_db + 0.1  # no clipping, near the target
    assert np.count_nonzero(np.abs(x) >= 32767 / 32768) == 0
    assert abs(np.mean(x)) < 1e-3  # no DC offset
    assert abs(x[0]) < 0.01 and abs(x[-1]) < 0.001  # starts and fades out without a click
    tail = x[-len(x) // 10 :]
    assert np.max(np.abs(tail)) < np.max(np.abs(x)) / 4  # decays
    assert (made / name).stat().st_size < 150_000


def test_drops_differ(made: Path) -> None:
    drops = [_read(made / name)[1] for name in DROP_FILES]
    assert len({len(x) for x in drops}) >= 3
    centroids = []
    for x in drops:
        power = np.abs(np.fft.rfft(x)) ** 2
        centroids.append(float(np.sum(np.fft.rfftfreq(len(x), 1 / 44100) * power) / power.sum()))
    assert max(centroids) - min(centroids) > 50  # pitch and brightness differ
    for i, a in enumerate(drops):
        for b in drops[i + 1 :]:
            n = min(len(a), len(b))
            difference = np.sqrt(np.mean((a[:n] - b[:n]) ** 2))
            assert difference > 0.2 * np.sqrt(np.mean(a[:n] ** 2))


# --- fakes for QtMultimedia --------------------------------------------------------------


class FakeEffect:
    """Stands for QSoundEffect: records what is asked of it."""

    class Status(Enum):
        Ready = 2
        Error = 3

    made: ClassVar[list[FakeEffect]] = []

    def __init__(self, parent: QObject | None = None) -> None:
        self.parent = parent
        self.source = ""
        self.volume = -1.0
        self.muted: bool | None = None
        self.plays = 0
        self.state = FakeEffect.Status.Ready
        FakeEffect.made.append(self)

    def setSource(self, url: QUrl) -> None:
        self.source = Path(url.toLocalFile()).name

    def setVolume(self, volume: float) -> None:
        self.volume = volume

    def setMuted(self, muted: bool) -> None:
        self.muted = muted

    def play(self) -> None:
        self.plays += 1

    def status(self) -> FakeEffect.Status:
        return self.state


def _fake_devices(outputs: list[str]) -> Any:
    class FakeDevices:
        @staticmethod
        def audioOutputs() -> list[str]:
            return outputs

    return FakeDevices


@pytest.fixture
def fake_device(monkeypatch: pytest.MonkeyPatch) -> type[FakeEffect]:
    """A machine with one audio output, where effects are FakeEffects."""
    FakeEffect.made = []
    monkeypatch.setattr(sound, "_multimedia", lambda: (_fake_devices(["speakers"]), FakeEffect))
    return FakeEffect


@pytest.fixture
def no_device(monkeypatch: pytest.MonkeyPatch) -> None:
    """A machine with QtMultimedia but no audio output."""
    FakeEffect.made = []
    monkeypatch.setattr(sound, "_multimedia", lambda: (_fake_devices([]), FakeEffect))


def _play_everything(player: SoundPlayer, times: int = 100) -> None:
    """Every sound ``times`` times (how long that takes: benchmarks/bench_sound.py)."""
    for _ in range(times):
        player.play_drop()
        player.play_capture()
        player.play_game_over()
        player.play_offer()


def _voices_played(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts every sample started from now on (one entry per ``_Voices.play``)."""
    played: list[int] = []
    original = sound._Voices.play
    monkeypatch.setattr(sound._Voices, "play",
                        lambda self: (played.append(1), original(self))[1])
    return played


# --- without a device --------------------------------------------------------------------


def test_this_machine(qapp: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The real QtMultimedia: silent here when there is no audio output, and a muted
    player starts no sample at all."""
    from PySide6.QtMultimedia import QMediaDevices

    player = SoundPlayer()
    player.set_muted(True)  # a developer's machine with speakers stays quiet too
    if not QMediaDevices.audioOutputs():
        assert player.available() is False
    played = _voices_played(monkeypatch)
    _play_everything(player)
    assert played == []


def test_no_device_is_silent_and_quick(qapp: Any, no_device: None,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    player = SoundPlayer()
    assert player.available() is False
    assert FakeEffect.made == []  # no effect is even created
    played = _voices_played(monkeypatch)
    _play_everything(player)
    assert played == [] and FakeEffect.made == []  # playing creates and starts nothing
    # QtMultimedia's chatter stays hushed, since it would say nothing useful.
    assert not _multimedia_warns()


def test_without_qtmultimedia(qapp: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sound, "_multimedia", lambda: None)
    player = SoundPlayer()
    assert player.available() is False
    played = _voices_played(monkeypatch)
    _play_everything(player)
    assert played == []
    assert _multimedia_warns()


def test_missing_folder(
    qapp: Any,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    fake_device: type[FakeEffect],
    caplog: pytest.LogCaptureFixture,
) -> None:
    monkeypatch.setenv("WARI_RESOURCES", str(tmp_path))
    with caplog.at_level(logging.WARNING, logger=sound.__name__):
        player = SoundPlayer()
    assert player.available() is False
    assert fake_device.made == []
    assert len(caplog.records) == 1
    _play_everything(player)


def test_the_play_counter_sees_every_sample_started(qapp: Any, fake_device: type[FakeEffect],
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    played = _voices_played(monkeypatch)
    _play_everything(SoundPlayer(), 10)
    assert len(played) == 40 == sum(e.plays for e in fake_device.made)


def test_mute_and_volume_state(qapp: Any, no_device: None) -> None:
    player = SoundPlayer()
    assert player.is_muted() is False
    player.set_muted(True)
    assert player.is_muted() is True
    player.set_muted(False)
    assert player.is_muted() is False
    player.set_volume(0.25)
    assert player.volume() == 0.25
    player.set_volume(3.0)
    assert player.volume() == 1.0
    player.set_volume(-0.5)
    assert player.volume() == 0.0
    player.set_volume(float("nan"))
    assert player.volume() == 0.0


# --- with a (fake) device ------------------------------------------------------------------


def test_preloads_every_file(qapp: Any, fake_device: type[FakeEffect]) -> None:
    player = SoundPlayer()
    assert player.available() is True
    sources = [effect.source for effect in fake_device.made]
    assert {name: sources.count(name) for name in ALL_FILES} == {
        **{name: 2 for name in DROP_FILES},
        CAPTURE_FILE: 2,
        GAME_OVER_FILE: 1,
        OFFER_FILE: 1,
    }
    assert all(effect.parent is player for effect in fake_device.made)
    # QtMultimedia may speak again: there is a device, its troubles are worth reading.
    assert _multimedia_warns()


def test_drops_rotate(qapp: Any, fake_device: type[FakeEffect]) -> None:
    player = SoundPlayer(seed=3)
    played: list[str] = []
    for _ in range(300):
        before = {id(e): e.plays for e in fake_device.made}
        player.play_drop()
        (effect,) = [e for e in fake_device.made if e.plays != before[id(e)]]
        played.append(effect.source)
    assert set(played) == set(DROP_FILES)
    assert all(a != b for a, b in itertools.pairwise(played))
    drop_effects = [e for e in fake_device.made if e.source in DROP_FILES]
    assert all(e.plays > 0 for e in drop_effects)  # both voices of each sample take turns


def test_capture_voices_alternate(qapp: Any, fake_device: type[FakeEffect]) -> None:
    player = SoundPlayer()
    player.play_capture()
    player.play_capture()
    player.play_game_over()
    captures = [e for e in fake_device.made if e.source == CAPTURE_FILE]
    assert [e.plays for e in captures] == [1, 1]
    assert sum(e.plays for e in fake_device.made if e.source == GAME_OVER_FILE) == 1


def test_an_offer_plays_its_own_sound(qapp: Any, fake_device: type[FakeEffect]) -> None:
    player = SoundPlayer()
    player.play_offer()
    assert [(e.source, e.plays) for e in fake_device.made if e.plays] == [(OFFER_FILE, 1)]


def test_volume_reaches_every_effect(qapp: Any, fake_device: type[FakeEffect]) -> None:
    player = SoundPlayer(lazy=True)
    player.set_volume(0.4)
    player.load()
    assert {e.volume for e in fake_device.made} == {0.4}
    player.set_volume(7)
    assert {e.volume for e in fake_device.made} == {1.0}


def test_muted_plays_nothing(qapp: Any, fake_device: type[FakeEffect]) -> None:
    player = SoundPlayer()
    player.set_muted(True)
    assert {e.muted for e in fake_device.made} == {True}  # one playing now goes quiet too
    _play_everything(player, 10)
    assert sum(e.plays for e in fake_device.made) == 0
    player.set_muted(False)
    assert {e.muted for e in fake_device.made} == {False}
    player.play_drop()
    assert sum(e.plays for e in fake_device.made) == 1


def test_lazy_loading(qapp: Any, fake_device: type[FakeEffect]) -> None:
    player = SoundPlayer(lazy=True)
    finished: list[bool] = []
    player.loadFinished.connect(finished.append)
    assert fake_device.made == [] and player.available() is False
    _play_everything(player, 5)  # silent no-ops before load()
    assert player.load() is True
    assert finished == [True]
    count = len(fake_device.made)
    assert player.load() is True  # once only
    assert len(fake_device.made) == count and finished == [True]


def test_unreadable_file_is_left_out(
    qapp: Any,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    fake_device: type[FakeEffect],
    caplog: pytest.LogCaptureFixture,
) -> None:
    shutil.copytree(resource("sounds"), tmp_path / "sounds")
    (tmp_path / "sounds" / "drop-3.wav").write_bytes(b"not a wave file")
    (tmp_path / "sounds" / GAME_OVER_FILE).unlink()
    monkeypatch.setenv("WARI_RESOURCES", str(tmp_path))
    with caplog.at_level(logging.WARNING, logger=sound.__name__):
        player = SoundPlayer()
    assert len(caplog.records) == 1
    assert "drop-3.wav" in caplog.text and GAME_OVER_FILE in caplog.text
    assert player.available() is True
    for _ in range(50):
        player.play_drop()
    player.play_game_over()  # silent, no error
    assert "drop-3.wav" not in {e.source for e in fake_device.made}


def test_effects_in_error_are_not_available(qapp: Any, fake_device: type[FakeEffect]) -> None:
    player = SoundPlayer()
    for effect in fake_device.made:
        effect.state = FakeEffect.Status.Error
    assert player.available() is False
