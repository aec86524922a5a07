"""The clocks hold whenever the board cannot be played: one watcher for the whole program,
so no window has to remember to stop them.

The board cannot be played, and no clock runs (``reasons_to_hold`` names why), while:

- a modal dialog is open (``"dialog"``: New Game, Settings, a question, a file dialog...);
- another window of the program is the active one (``"window"``: Rules, Lessons,
  Puzzles, Your Rating, Help, the board editor...), whether or not it covers the board;
  a floating dock of the main window (the Analysis panel the player undocked) does not
  count: the board beside it can be played;
- a panel marked with the ``holdsClock`` property is open in the main window
  (``"study"``: the game review, whose graph shows past positions on the board);
- the main window is minimised or hidden (``"minimised"``, ``"hidden"``; hidden counts
  once the window has been shown: a window still being built is not one the player hid);
- the program is not the active one on the desktop (``"inactive"``: the player went to
  another program), as the system tells Qt, once it has been active (a program that
  starts behind another one has not been left).

A game whose clocks someone else runs (a server game, a game on this network, hosted here
or not, a watched game: ``GameClock.followed``) is never held, charged or excused here:
the screen shows the server's clock in every one of these states, and the watcher leaves
it alone.

These are read again on every change of the active window, of the program's state and of
the main window's state, and four times a second while a timed game is on (``BEAT_MS``).

The machine asleep: on Linux and macOS the monotonic clock the game reads stops while the
system is suspended, so sleep is never charged. Where it goes on (Windows), the beat sees
it: when both the watcher's monotonic clock and the game clock's moved by more than
``SLEEP_GAP`` seconds between two beats, nobody could have played (the machine slept, or
the program was held up that long), and the running side is not charged for that time
(``GameClock.excuse``). The same look is taken just before a flag falls, so a side never
loses on time the machine slept.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QDockWidget, QWidget

from ..game.game_clock import HOLDS_CLOCK, GameClock

#: How often the watcher looks, in milliseconds, while a timed game is on.
BEAT_MS = 250
#: A gap between two looks longer than this (seconds) is time nobody could play.
SLEEP_GAP = 3.0
#: Every reason the watcher holds the clocks for.
REASONS = ("dialog", "window", "study", "minimised", "hidden", "inactive")

_WATCHED = (QEvent.Type.WindowStateChange, QEvent.Type.Show, QEvent.Type.Hide,
            QEvent.Type.ActivationChange, QEvent.Type.ChildAdded)


def reasons_to_hold(window: QWidget) -> set[str]:
    """Why the board in ``window`` (the main window) cannot be played now (empty: it
    can)."""
    reasons = set()
    if QApplication.activeModalWidget() is not None:
        reasons.add("dialog")
    if not window.isVisible():
        reasons.add("hidden")
    elif window.windowState() & Qt.WindowState.WindowMinimized:
        reasons.add("minimised")
    active = QApplication.activeWindow()
    if active is not None and active is not window and not _beside_the_board(active, window):
        reasons.add("window")
    if any(panel.isVisible() and panel.property(HOLDS_CLOCK)
           for panel in window.findChildren(QDockWidget)):
        reasons.add("study")
    if QGuiApplication.applicationState() != Qt.ApplicationState.ApplicationActive:
        reasons.add("inactive")
    return reasons


def _beside_the_board(active: QWidget, window: QWidget) -> bool:
    """True for a floating dock of ``window`` that leaves the board to be played."""
    return isinstance(active, QDockWidget) and active.parentWidget() is window \
        and not active.property(HOLDS_CLOCK)


class ClockGuard(QObject):
    """Holds ``clock`` for each reason ``reasons_to_hold(window)`` gives, and lifts each
    reason once it is gone; ``now`` is the watcher's own monotonic time (tests give
    theirs)."""

    def __init__(self, window: QWidget, clock: GameClock,
                 now: Callable[[], float] = time.monotonic) -> None:
        super().__init__(window)
        self.window, self.clock, self.now = window, clock, now
        self._last: tuple[float, float] | None = None  # the last look while a clock ran
        self._shown_once = False
        self._active_once = False
        self._beat = QTimer(self)
        self._beat.setInterval(BEAT_MS)
        self._beat.timeout.connect(self.beat)
        window.installEventFilter(self)
        app = QApplication.instance()
        if isinstance(app, QGuiApplication):
            app.focusWindowChanged.connect(self.check)
            app.applicationStateChanged.connect(self.check)
        clock.changed.connect(self._clock_changed)
        clock.before_flag = self.beat

    def held(self) -> set[str]:
        """The reasons holding the clocks now."""
        return {reason for reason in REASONS if self.clock.held_for(reason)}

    def check(self, *_: object) -> None:
        """Hold the clocks for each reason that applies now, and lift the others (none
        in a followed game: the server's clock is shown as it runs). A window being
        destroyed (the program's focus moving as it goes) is not looked at."""
        if not shiboken6.isValid(self.window) or not shiboken6.isValid(self.clock):
            return
        if self.clock.control is None or self.clock.followed:
            return
        now = reasons_to_hold(self.window)
        # A window being built is not one the player hid, nor a program that has never
        # been active one the player left: those two count once they have been seen.
        self._shown_once = self._shown_once or self.window.isVisible()
        self._active_once = self._active_once or "inactive" not in now
        if not self._shown_once:
            now.discard("hidden")
        if not self._active_once:
            now.discard("inactive")
        for reason in REASONS:
            if reason in now:
                self.clock.pause(reason)
            else:
                self.clock.resume(reason)

    def beat(self) -> None:
        """Look again, and leave uncharged a gap since the last look that nobody could
        have played in (see the module's note on sleep)."""
        clock = self.clock
        if clock.running is not None and not clock.followed:
            mine, theirs = self.now(), clock.now()
            if self._last is not None:
                gap = min(mine - self._last[0], theirs - self._last[1])
                if gap > SLEEP_GAP:
                    clock.excuse(gap - BEAT_MS / 1000)
            self._last = (mine, theirs)
        else:
            self._last = None
        self.check()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() in _WATCHED:
            QTimer.singleShot(0, self.check)  # once Qt has settled the new state
        return False

    def _clock_changed(self) -> None:
        timed = self.clock.control is not None
        if timed != self._beat.isActive():
            self._beat.start() if timed else self._beat.stop()
        if self.clock.running is None or self.clock.followed:
            self._last = None
            return
        if self._last is None:
            self._last = (self.now(), self.clock.now())
        self.check()  # a clock that has just started holds at once if it must
