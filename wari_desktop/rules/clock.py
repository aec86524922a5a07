"""Game clocks: a time control (a time for the whole game, and an increment added after
each move, Fischer style) and the two-sided clock that keeps it. No Qt.

The clock reads an injected monotonic ``now()`` and never adds up ticks: the time left is
what a side had when its clock was last started, less the time since then, so it cannot
drift however often (or seldom) it is read.

    control = TimeControl.parse("300+3")   # 5 minutes each, 3 s added after every move
    clock = Clock(control)
    clock.start(Player.SOUTH)             # South's clock runs
    clock.press()                         # South moved: charged, +3 s, North's clock runs
    clock.remaining(Player.SOUTH), clock.running, clock.flagged()
"""

from __future__ import annotations

import math
import re
import time
from collections.abc import Callable
from dataclasses import dataclass

from .board import Player

_CONTROL = re.compile(r"\s*(\d{1,6}(?:\.\d{1,3})?)\s*(?:\+\s*(\d{1,5}(?:\.\d{1,3})?))?\s*",
                      re.ASCII)  # ASCII digits only: "٣٠٠" is not 300 here
#: The longest time control accepted: 24 hours each.
LONGEST = 24 * 3600.0


def _number(seconds: float) -> str:
    """``seconds`` written briefly: ``300``, ``2.5``."""
    return f"{seconds:.3f}".rstrip("0").rstrip(".")


@dataclass(frozen=True, slots=True)
class TimeControl:
    """``base`` seconds for each side's whole game, plus ``increment`` seconds added to a
    side's clock after each of its moves (Fischer style; 0 for none)."""

    base: float
    increment: float = 0.0

    def __post_init__(self) -> None:
        if not (0 < self.base <= LONGEST) or not (0 <= self.increment <= 3600):
            raise ValueError(f"not a time control: {self.base!r} s + {self.increment!r} s "
                             f"(the time must be above 0 and at most 24 hours, the "
                             f"increment 0 to 3600 s)")

    @classmethod
    def parse(cls, text: str) -> TimeControl:
        """The control written as ``"300+3"`` (seconds, then the increment in seconds) or
        ``"600"`` (no increment), as PGN's ``TimeControl`` tag writes it; ValueError for
        anything else."""
        match = _CONTROL.fullmatch(text)
        if match is None:
            raise ValueError(f"not a time control: {text[:40]!r} (write seconds and an "
                             f"increment such as 300+3, or seconds alone such as 600)")
        return cls(float(match.group(1)), float(match.group(2) or 0))

    def format(self) -> str:
        """The control as ``parse`` reads it: ``"300+3"``, or ``"600"`` without increment."""
        base = _number(self.base)
        return f"{base}+{_number(self.increment)}" if self.increment else base

    def __str__(self) -> str:
        return self.format()


def fair_share(remaining: float, increment: float, normal: float) -> float:
    """The longest a player with ``remaining`` seconds should think over one move: a
    twentieth of the time left plus the increment, never more than ``normal`` (its usual
    time a move) nor more than a quarter of what is left, so it never loses on time."""
    if remaining <= 0:
        return 0.0
    return max(0.0, min(normal, remaining / 20 + increment, remaining / 4))


def split_seconds(seconds: float, tenths: bool) -> tuple[int, int, int, int]:
    """``seconds`` (0 or more) as hours, minutes, seconds and tenths, rounded down (to
    the tenth with ``tenths``, else to the second), so a clock never shows more than is
    left."""
    unit = 10 if tenths else 1
    count = math.floor(max(0.0, seconds) * unit + 1e-9)
    whole, tenth = divmod(count, unit)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return hours, minutes, secs, tenth if tenths else 0


def format_clock(seconds: float) -> str:
    """A clock face: ``m:ss`` (``h:mm:ss`` from an hour), and ``0:09.4`` with the tenths
    under 10 seconds. Rounded down: 0.05 s left shows ``0:00.0``."""
    tenths = seconds < 10
    hours, minutes, secs, tenth = split_seconds(seconds, tenths)
    face = f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"
    return f"{face}.{tenth}" if tenths else face


class Clock:
    """Two clocks, one running at a time, for ``control``; ``now`` is a monotonic time in
    seconds (``time.monotonic`` unless a test gives its own).

    A side's time is charged when its clock stops (``press``, ``stop``, ``pause``); the
    increment is added after a move (``press``), never before the first one. Once a
    side's time reaches zero it is *flagged*: its clock reads 0 and ``press`` no longer
    gives it the increment. While paused (for any reason) no clock runs; ``resume``
    restarts the side that was running when the last reason is lifted.
    """

    def __init__(self, control: TimeControl, now: Callable[[], float] = time.monotonic,
                 times: tuple[float, float] | None = None) -> None:
        self.control = control
        self._now = now
        left = times if times is not None else (control.base, control.base)
        self._left = [max(0.0, float(left[0])), max(0.0, float(left[1]))]
        self._running: Player | None = None
        self._since = 0.0  # when the running side's clock was started
        self._paused: set[str] = set()
        self._waiting: Player | None = None  # the side to run once every pause is lifted

    # -- reading -----------------------------------------------------------------------
    @property
    def running(self) -> Player | None:
        """The side whose clock runs now (None: both stopped, or paused)."""
        return self._running

    @property
    def paused(self) -> bool:
        """True while some reason to pause holds the clocks."""
        return bool(self._paused)

    def held_for(self, reason: str) -> bool:
        """True while ``reason`` holds the clocks."""
        return reason in self._paused

    @property
    def waiting(self) -> Player | None:
        """The side whose clock runs, or will run again once the pause is lifted."""
        return self._running if self._running is not None else self._waiting

    def remaining(self, player: Player) -> float:
        """Seconds ``player`` has left now (never below 0)."""
        left = self._left[player]
        if player is self._running:
            left -= self._now() - self._since
        return max(0.0, left)

    def times(self) -> tuple[float, float]:
        """South's and North's time left now."""
        return (self.remaining(Player.SOUTH), self.remaining(Player.NORTH))

    def flagged(self) -> Player | None:
        """The side whose time has run out, if one has (the running side, or a stopped
        one left with none)."""
        if self._running is not None and self.remaining(self._running) <= 0:
            return self._running
        return next((p for p in Player if self._left[p] <= 0), None)

    def until_flag(self) -> float | None:
        """Seconds until the running side's time runs out (None: no clock runs)."""
        return None if self._running is None else self.remaining(self._running)

    # -- changing ----------------------------------------------------------------------
    def start(self, player: Player, since: float | None = None) -> None:
        """Run ``player``'s clock from now, or from the monotonic time ``since`` (never
        later than now), stopping the other's, charged, without an increment; while
        paused, ``player`` runs once the pause is lifted."""
        if self._running is player:
            return
        self.stop()
        if self._paused:
            self._waiting = player
            return
        self._running = player
        now = self._now()
        self._since = now if since is None else min(since, now)

    def stop(self) -> Player | None:
        """Stop the running clock, charging its side the time since it started; the side
        that was running (None: none was)."""
        self._waiting = None
        player = self._running
        if player is None:
            return None
        self._left[player] = self.remaining(player)
        self._running = None
        return player

    def press(self, start_other: bool = True) -> Player | None:
        """The running side has moved: its time is charged, the increment added (unless
        its time had run out), and with ``start_other`` the opponent's clock starts. The
        side that moved (None when no clock was running, or waiting in a pause)."""
        player = self.stop() if self._running is not None else self._waiting
        self._waiting = None
        if player is None:
            return None
        if self._left[player] > 0:
            self._left[player] += self.control.increment
        if start_other:
            self.start(player.opponent)
        return player

    def set_times(self, south: float, north: float) -> None:
        """Set both sides' time left (a move taken back, a game resumed); a running clock
        goes on running from now."""
        self._left = [max(0.0, float(south)), max(0.0, float(north))]
        if self._running is not None:
            self._since = self._now()

    def excuse(self, seconds: float) -> None:
        """The running side is not charged for ``seconds`` of the time since its clock
        started (the machine was asleep, or nobody could play): never more than that
        time, so the clock never gains time it had not run."""
        if self._running is not None and seconds > 0:
            self._since = min(self._now(), self._since + seconds)

    def pause(self, reason: str = "pause") -> None:
        """Hold both clocks for ``reason`` (a dialog open, the window closed...), charging
        the running side its time so far."""
        if not self._paused:
            running = self.stop()
            self._waiting = running
        self._paused.add(reason)

    def lift_pauses(self) -> None:
        """Lift every reason to pause at once (the side that was running runs again from
        now)."""
        for reason in list(self._paused):
            self.resume(reason)

    def resume(self, reason: str = "pause") -> None:
        """Lift ``reason``; once no reason holds the clocks, the side that was running
        runs again from now."""
        self._paused.discard(reason)
        if not self._paused and self._waiting is not None:
            player, self._waiting = self._waiting, None
            self._running = player
            self._since = self._now()
