"""The clocks of the game being played, run for the ``GameModel``: which side's clock runs,
the times after every move (so undo and redo restore them, and the record keeps them), a
flag that falls exactly when a side's time runs out, and the computer's share of its time.

When a clock runs (the model decides, this keeps it):

- a person's clock runs from the moment the board has finished showing the previous move
  (``run(player, after_board=True)`` waits while ``board_busy()`` says the board still
  animates, until ``board_still()``); with no board (or instant moves) at once;
- the computer's clock runs while it thinks, from the moment it starts (at once, even
  while the board still shows the last move);
- a move charges the mover and adds the increment (``moved``); no clock runs while a
  reason to pause holds (``pause``: the board cannot be played, as the window's
  ``ClockGuard`` sees it; the window closed), nor once the game is over; time the machine
  slept is not charged (``excuse``).

A game whose clocks someone else runs (a server's: ``follow``) is *followed*: the clocks
shown are the last figures that came, the side to move counting down from the moment its
figure arrived, and nothing here holds them (``pause`` does nothing), charges them (a
move played here leaves the mover's clock running, as the server runs it until it has
the move), excuses or refunds them, and no flag falls here: the server ends the game.
This lasts until the next ``reset``.

The time left is the core ``Clock``'s (``rules.clock``): worked out from monotonic
timestamps, never by counting timer ticks, so it does not drift.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from ...rules import Player
from ...rules.clock import Clock, TimeControl, fair_share

#: The property a panel of the main window sets (to True) to hold the clocks while it is
#: shown: the window's ``ClockGuard`` reads it (the game review sets it).
HOLDS_CLOCK = "holdsClock"


@dataclass(frozen=True, slots=True)
class ClockStart:
    """How a timed game's clocks begin: the ``control``, South's and North's times after
    each move of the game so far (``history[0]``: at the start; empty: the whole time),
    and ``now`` the times when the game was put away, if they differ from the last
    move's (a game autosaved in the middle of a turn)."""

    control: TimeControl
    history: tuple[tuple[float, float], ...] = ()
    now: tuple[float, float] | None = None


class GameClock(QObject):
    """Both sides' clocks for one game at a time (none for an untimed game).

    ``flagFell(player)`` says ``player``'s time has run out (their clock is stopped at
    zero); ``changed()`` that a clock started or stopped, or the times were set."""

    flagFell = Signal(object)
    changed = Signal()

    def __init__(self, parent: QObject | None = None,
                 now: Callable[[], float] = time.monotonic) -> None:
        super().__init__(parent)
        #: The monotonic time the clocks read (a test may set its own before ``reset``).
        self.now = now
        self._clock: Clock | None = None
        self._history: list[tuple[float, float]] = []
        self._held: Player | None = None  # runs once the board has shown the last move
        self._followed = False
        #: True while the board still shows a move (the window sets it).
        self.board_busy: Callable[[], bool] = lambda: False
        #: Called before a falling flag ends the game (the window's ``ClockGuard`` looks
        #: first whether the machine slept, so a side never loses on time it slept).
        self.before_flag: Callable[[], None] = lambda: None
        self._watch = QTimer(self)
        self._watch.setSingleShot(True)
        self._watch.setTimerType(Qt.TimerType.PreciseTimer)
        self._watch.timeout.connect(self._check_flag)

    # -- reading -----------------------------------------------------------------------
    @property
    def control(self) -> TimeControl | None:
        """The game's time control (None: an untimed game)."""
        return self._clock.control if self._clock else None

    @property
    def running(self) -> Player | None:
        """The side whose clock runs now."""
        return self._clock.running if self._clock else None

    @property
    def followed(self) -> bool:
        """True while the clocks are another's (a server's), shown as it counts them (see
        the module's note)."""
        return self._followed

    @property
    def paused(self) -> bool:
        """True while a reason to pause holds the clocks."""
        return bool(self._clock and self._clock.paused)

    def remaining(self, player: Player) -> float | None:
        """Seconds ``player`` has left (None in an untimed game)."""
        return self._clock.remaining(player) if self._clock else None

    def times(self) -> tuple[float, float] | None:
        """South's and North's time left now (None in an untimed game)."""
        return self._clock.times() if self._clock else None

    def history(self) -> list[tuple[float, float]]:
        """Both sides' times after each move played (index 0: the start)."""
        return list(self._history)

    def marks(self, movers: Sequence[Player]) -> dict[int, float]:
        """The mover's time after each ply of a game whose plies were played by
        ``movers`` (for the record's ``[%clk]`` marks); empty for an untimed game."""
        if self._clock is None:
            return {}
        return {ply: self._history[ply][mover]
                for ply, mover in enumerate(movers, 1) if ply < len(self._history)}

    def budget(self, player: Player, normal: float) -> float:
        """How long the computer playing ``player`` may think: ``normal`` (its level's
        time) in an untimed game, else its fair share of the time it has left
        (``rules.clock.fair_share``)."""
        if self._clock is None:
            return normal
        return fair_share(self._clock.remaining(player), self._clock.control.increment, normal)

    # -- the game ----------------------------------------------------------------------
    def reset(self, start: ClockStart | None, plies: int) -> None:
        """A new game (or one opened) standing after ``plies`` moves: timed by ``start``,
        or untimed with None. No clock runs until ``run``."""
        self._watch.stop()
        self._held = None
        self._followed = False
        if start is None:
            self._clock, self._history = None, []
        else:
            base = (start.control.base, start.control.base)
            history = list(start.history) or [base]
            while len(history) <= plies:
                history.append(history[-1])
            self._history = history
            self._clock = Clock(start.control, self.now, start.now or history[plies])
        self.changed.emit()

    def moved(self, ply: int, mover: Player) -> None:
        """``mover`` has just played move ``ply`` (1-based): charged, the increment
        added; their times are kept for that move (later ones forgotten). No clock runs
        until ``run``. In a followed game nothing is charged: the mover's clock runs on
        until the server's figure after the move comes (``follow``)."""
        clock = self._clock
        if clock is None:
            return
        self._held = None
        if not self._followed:
            if clock.waiting is not mover:  # their clock was not running: charge nothing
                clock.start(mover)
            clock.press(start_other=False)
        del self._history[ply:]
        while len(self._history) < ply:
            self._history.append(self._history[-1])
        self._history.append(clock.times())
        self._rearm()

    def restore(self, ply: int) -> None:
        """The game went back (or forward) to after move ``ply``: each side has the time
        it had then. No clock runs until ``run``."""
        if self._clock is None:
            return
        self.stop()
        times = self._history[min(ply, len(self._history) - 1)]
        self._clock.set_times(*times)
        self.changed.emit()

    def run(self, player: Player, after_board: bool = False) -> None:
        """Run ``player``'s clock (with ``after_board``, once the board has shown the last
        move). Nothing happens for an untimed game or a side with no time left."""
        clock = self._clock
        if clock is None or clock.remaining(player) <= 0:
            return
        if after_board and self.board_busy():
            if clock.waiting is not None:
                clock.stop()
            self._held = player
        else:
            self._held = None
            clock.start(player)
        self._rearm()

    def follow(self, times: tuple[float, float], running: Player | None,
               since: float | None = None) -> None:
        """Show the times another's clock counts (a server's): South's and North's
        seconds left when the figure arrived, at the monotonic time ``since`` (None: now),
        and the side whose clock runs from then (None: neither). From now on the game is
        followed (see the module's note): every pause is lifted."""
        clock = self._clock
        if clock is None:
            return
        self._held = None
        self._followed = True
        clock.lift_pauses()
        clock.stop()
        clock.set_times(*times)
        if running is not None:
            clock.start(running, since)  # at zero it stays lit until the server ends it
        self._rearm()

    def board_still(self) -> None:
        """The board has finished showing the moves: a clock waiting for it runs."""
        if self._held is not None and self._clock is not None:
            player, self._held = self._held, None
            self._clock.start(player)
            self._rearm()

    def stop(self) -> None:
        """Stop both clocks (the game is over, or no one is to move now)."""
        self._held = None
        if self._clock is not None and self._clock.waiting is not None:
            self._clock.stop()
            self._rearm()

    def pause(self, reason: str) -> None:
        """Hold the clocks for ``reason`` until ``resume(reason)`` (never a followed
        game's: the server's clock runs whatever the window does)."""
        if self._clock is not None and not self._followed \
                and not self._clock.held_for(reason):
            self._clock.pause(reason)
            self._rearm()

    def resume(self, reason: str) -> None:
        """Lift the pause for ``reason``."""
        if self._clock is not None and self._clock.held_for(reason):
            self._clock.resume(reason)
            self._rearm()

    def held_for(self, reason: str) -> bool:
        """True while ``reason`` holds the clocks."""
        return self._clock is not None and self._clock.held_for(reason)

    def excuse(self, seconds: float) -> None:
        """The running side is not charged for ``seconds`` just gone (the machine slept):
        see ``Clock.excuse``; never in a followed game (the server charges what it
        charges)."""
        if self._clock is not None and self._clock.running is not None \
                and not self._followed:
            self._clock.excuse(seconds)
            self._rearm()

    # -- internals ---------------------------------------------------------------------
    def _rearm(self) -> None:
        """Set the flag's watch for the moment the running side's time runs out (none in
        a followed game: the server's flag falls there)."""
        self._watch.stop()
        left = self._clock.until_flag() if self._clock and not self._followed else None
        if left is not None:
            self._watch.start(max(0, int(left * 1000) + 1))
        self.changed.emit()

    def _check_flag(self) -> None:
        if self._followed:
            return  # the server's flag falls there, not here
        self.before_flag()
        clock = self._clock
        if clock is None or clock.running is None:
            return
        player = clock.flagged()
        if player is None:  # woken a little early
            self._rearm()
            return
        clock.stop()
        self.changed.emit()
        self.flagFell.emit(player)
