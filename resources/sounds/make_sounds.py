"""Synthesise the game's sounds into the folder beside this script.

    python resources/sounds/make_sounds.py [FOLDER]

Everything is made here from numbers (no recorded or downloaded material), with fixed
seeds, so running the script again writes the very same bytes. The files are 16-bit PCM,
mono, 44100 Hz:

* ``drop-1.wav`` .. ``drop-5.wav``: a hard seed falling into a carved wooden bowl that holds
  other seeds: a short filtered-noise click, a few damped wooden modes (sums of
  exponentially decaying sinusoids), sometimes a tiny second bounce. The five differ a
  little in pitch, brightness, loudness and bounce, so a long sowing is not a machine-gun.
* ``capture.wav``: a handful of seeds poured into the store: a warm low knock, then a
  cascade of overlapping seed clicks.
* ``game-over.wav``: a soft marimba-like arpeggio on a major pentatonic scale.
* ``offer.wav``: two wooden bars, a fifth apart and rising, then the first again, softly:
  someone offers a game (a challenge, a rematch).
"""

from __future__ import annotations

import sys
import wave
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

RATE = 44100
HERE = Path(__file__).resolve().parent

#: Peak levels, in dBFS, after normalisation.
DROP_PEAK_DB = -6.0
PEAK_DB = -3.0


# --- building blocks -------------------------------------------------------------------


def _time(seconds: float) -> np.ndarray:
    """Sample times of a signal lasting ``seconds``."""
    return np.arange(round(seconds * RATE)) / RATE


def _shaped_noise(
    rng: np.random.Generator, seconds: float, centre: float, width_octaves: float
) -> np.ndarray:
    """White noise band-passed (in the frequency domain) around ``centre`` Hz, with a
    Gaussian response ``width_octaves`` wide on a log-frequency axis."""
    n = round(seconds * RATE)
    spectrum = np.fft.rfft(rng.standard_normal(n))
    freqs = np.fft.rfftfreq(n, 1 / RATE)
    octaves = np.log2(np.maximum(freqs, 1.0) / centre)
    spectrum *= np.exp(-0.5 * (octaves / width_octaves) ** 2)
    out = np.fft.irfft(spectrum, n)
    return out / (np.max(np.abs(out)) or 1.0)


def _click(
    rng: np.random.Generator, centre: float, seconds: float = 0.006, tau: float = 0.0009
) -> np.ndarray:
    """The hard, short contact of a seed: a few ms of band-passed noise, decaying fast."""
    t = _time(seconds)
    attack = np.minimum(t / 0.0002, 1.0)
    return _shaped_noise(rng, seconds, centre, 0.7) * attack * np.exp(-t / tau)


def _modes(
    t: np.ndarray, modes: Sequence[tuple[float, float, float]], attack: float = 0.0004
) -> np.ndarray:
    """Modal synthesis: the sum of ``amplitude * sin(2 pi f t) * exp(-t / decay)`` over
    ``(frequency, amplitude, decay)``, with a short attack ramp."""
    out = np.zeros_like(t)
    for freq, amp, decay in modes:
        out += amp * np.sin(2 * np.pi * freq * t) * np.exp(-t / decay)
    return out * np.minimum(t / attack, 1.0)


def _mix(length: float, parts: Sequence[tuple[float, np.ndarray]]) -> np.ndarray:
    """Signals added together, each starting at its time (in seconds)."""
    out = np.zeros(round(length * RATE))
    for start, part in parts:
        i = round(start * RATE)
        j = min(len(out), i + len(part))
        out[i:j] += part[: j - i]
    return out


def _soften(signal: np.ndarray, lowest: float = 60.0, highest: float = 7000.0) -> np.ndarray:
    """Remove the DC and the rumble below ``lowest`` Hz and tame the harsh top above
    ``highest`` Hz (gentle roll-offs, in the frequency domain)."""
    n = len(signal)
    spectrum = np.fft.rfft(signal)
    freqs = np.fft.rfftfreq(n, 1 / RATE)
    high_pass = 1.0 / (1.0 + (lowest / np.maximum(freqs, 1e-9)) ** 4)
    low_pass = 1.0 / (1.0 + (freqs / highest) ** 2)
    spectrum *= high_pass * low_pass
    spectrum[0] = 0.0
    return np.fft.irfft(spectrum, n)


def _finish(signal: np.ndarray, peak_db: float, fade: float) -> np.ndarray:
    """Filter, fade in over a fraction of a millisecond and out over ``fade`` seconds
    (half a cosine, so there is no click), and scale the peak to ``peak_db`` dBFS."""
    out = _soften(signal)
    fade_in = min(len(out), round(0.0003 * RATE))
    out[:fade_in] *= np.linspace(0.0, 1.0, fade_in)
    fade_out = min(len(out), round(fade * RATE))
    out[len(out) - fade_out :] *= 0.5 * (1 + np.cos(np.linspace(0.0, np.pi, fade_out)))
    out -= np.mean(out) * np.hanning(len(out)) / np.mean(np.hanning(len(out)))
    return np.asarray(out * (10 ** (peak_db / 20) / np.max(np.abs(out))))


# --- the sounds ------------------------------------------------------------------------


@dataclass(frozen=True)
class Drop:
    """What makes one drop sample differ from the others."""

    seed: int
    pitch: float  # factor on every mode's frequency
    brightness: float  # 0..1: click centre and weight of the high modes
    gain_db: float  # added to DROP_PEAK_DB
    bounce: float | None  # delay of a tiny second impact, in seconds, or none
    length: float  # seconds


DROPS = (
    Drop(seed=101, pitch=1.00, brightness=0.50, gain_db=0.0, bounce=None, length=0.17),
    Drop(seed=202, pitch=0.93, brightness=0.35, gain_db=-0.8, bounce=0.034, length=0.21),
    Drop(seed=303, pitch=1.07, brightness=0.65, gain_db=-1.5, bounce=None, length=0.15),
    Drop(seed=404, pitch=0.97, brightness=0.45, gain_db=-0.4, bounce=None, length=0.18),
    Drop(seed=505, pitch=1.04, brightness=0.55, gain_db=-1.1, bounce=0.047, length=0.23),
)


def _impact(
    rng: np.random.Generator, pitch: float, brightness: float, seconds: float
) -> np.ndarray:
    """One seed striking the bowl and the seeds in it: click plus wooden modes."""
    t = _time(seconds)
    jitter = rng.uniform(0.97, 1.03, size=4)
    body = _modes(
        t,
        [
            (640 * pitch * jitter[0], 0.55, 0.060),  # the bowl's wall
            (1180 * pitch * jitter[1], 0.45, 0.042),
            (1720 * pitch * jitter[2], 0.28 + 0.2 * brightness, 0.030),
            (2380 * pitch * jitter[3], 0.10 + 0.2 * brightness, 0.020),
        ],
    )
    thump = _modes(t, [(210 * pitch, 0.25, 0.025)], attack=0.0015)  # a little warmth
    click = _click(rng, centre=1900 + 2200 * brightness, tau=0.0011)
    tick = _modes(t, [(3300 * pitch * rng.uniform(0.95, 1.05), 0.12, 0.006)])  # seed on seed
    return np.asarray(body + thump + tick + _mix(seconds, [(0.0, 2.6 * click)]))


def drop(spec: Drop) -> np.ndarray:
    """A seed dropping into a house (floats in -1..1)."""
    rng = np.random.default_rng(spec.seed)
    parts = [(0.0, _impact(rng, spec.pitch, spec.brightness, spec.length))]
    if spec.bounce is not None:
        small = _impact(rng, spec.pitch * 1.12, spec.brightness + 0.15, spec.length)
        parts.append((spec.bounce, 0.3 * small))
    return _finish(_mix(spec.length, parts), DROP_PEAK_DB + spec.gain_db, fade=0.04)


def capture(seed: int = 7) -> np.ndarray:
    """A handful of seeds gathered and poured into the store (floats in -1..1)."""
    rng = np.random.default_rng(seed)
    length = 0.52
    t = _time(length)
    knock = _modes(t, [(150, 0.9, 0.075), (330, 0.5, 0.05), (610, 0.25, 0.03)], attack=0.002)
    thud = _mix(length, [(0.0, _click(rng, 900, tau=0.002))])
    parts: list[tuple[float, np.ndarray]] = [(0.0, knock + 0.5 * thud)]
    count = 9
    # Denser at first, thinning out: seeds leave the hand in a short, uneven stream.
    starts = np.sort(0.35 * rng.uniform(0.0, 1.0, count) ** 1.6) + 0.012
    for k, start in enumerate(starts):
        loud = 0.75 * (1 - 0.5 * k / count) * rng.uniform(0.6, 1.0)
        seed_hit = _impact(rng, rng.uniform(0.92, 1.12), rng.uniform(0.3, 0.7), 0.12)
        parts.append((float(start), loud * seed_hit))
    return _finish(_mix(length, parts), PEAK_DB, fade=0.08)


def _bar(freq: float, seconds: float, loud: float, rng: np.random.Generator) -> np.ndarray:
    """A soft-mallet wooden bar: fundamental, the tuned 4x overtone and a faint 10x."""
    t = _time(seconds)
    tone = _modes(
        t,
        [
            (freq, 1.0, 0.42),
            (freq * 3.99, 0.18, 0.06),
            (freq * 9.8, 0.04, 0.018),
            (freq * 2.0, 0.05, 0.15),  # a hint of the resonator
        ],
        attack=0.002,
    )
    mallet = _mix(seconds, [(0.0, 0.15 * _click(rng, 1200, seconds=0.01, tau=0.0025))])
    return np.asarray(loud * (tone + mallet))


def game_over(seed: int = 11) -> np.ndarray:
    """A gentle, decaying arpeggio, C D E G (major pentatonic), to end the game."""
    rng = np.random.default_rng(seed)
    length = 1.25
    notes = ((523.25, 0.00, 0.70), (587.33, 0.13, 0.72), (659.26, 0.26, 0.78), (783.99, 0.40, 0.9))
    parts = [(start, _bar(freq, length - start, loud, rng)) for freq, start, loud in notes]
    return _finish(_mix(length, parts), PEAK_DB, fade=0.25)


def offer(seed: int = 13) -> np.ndarray:
    """A short call for attention, G C G on wooden bars: a game is offered."""
    rng = np.random.default_rng(seed)
    length = 0.8
    notes = ((783.99, 0.00, 0.8), (1046.50, 0.12, 0.9), (783.99, 0.30, 0.45))
    parts = [(start, _bar(freq, length - start, loud, rng)) for freq, start, loud in notes]
    return _finish(_mix(length, parts), PEAK_DB, fade=0.2)


# --- writing ---------------------------------------------------------------------------


def write_wav(path: Path, signal: np.ndarray) -> None:
    """Write floats in -1..1 as 16-bit PCM mono at ``RATE`` Hz."""
    pcm = np.clip(np.round(signal * 32767), -32768, 32767).astype("<i2")
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(pcm.tobytes())


def sounds() -> dict[str, np.ndarray]:
    """Every sound, by file name."""
    made = {f"drop-{i}.wav": drop(spec) for i, spec in enumerate(DROPS, start=1)}
    made["capture.wav"] = capture()
    made["game-over.wav"] = game_over()
    made["offer.wav"] = offer()
    return made


def make_all(folder: Path = HERE) -> list[Path]:
    """Write every sound into ``folder`` (created if need be); the paths written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, signal in sounds().items():
        write_wav(folder / name, signal)
        written.append(folder / name)
    return written


def main(argv: Sequence[str] = ()) -> int:
    folder = Path(argv[0]) if argv else HERE
    for path in make_all(folder):
        print(f"{path}  {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
