"""The clocks on the players' cards in a timed game: each side's time left (``m:ss``,
tenths under 10 seconds), the running one lit, little time left in the warning colour.

A QTimer reads the model's clocks ten times a second and changes only the clock labels'
text (and their look when a clock starts, stops or runs low): the board is never
repainted for a clock, and each tick costs well under a millisecond. The times themselves
come from the clock's monotonic timestamps, never from counting these ticks.

It also tells the clocks when the board has finished showing a move (a person's clock
starts then); ``clock_guard`` holds them while the board cannot be played, except in an
online game, whose clocks are the server's as it counts them (``GameClock.follow``).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QLabel

from ...rules import Player
from ...rules.clock import format_clock
from ..board.board_view import GameBoardView
from ..game.game_model import GameModel
from ..game.texts import player_name
from .side_panel import SidePanel

#: How often the clocks are shown again, in milliseconds.
TICK_MS = 100
#: A clock runs low under this many seconds, or under a quarter of the game's time.
LOW_SECONDS = 20.0


class ClockDisplay(QObject):
    """Shows ``model``'s clocks on ``panel``'s cards (which card is whose follows the
    ``board``'s orientation), and tells the clocks when the board is still."""

    def __init__(self, model: GameModel, board: GameBoardView, panel: SidePanel) -> None:
        super().__init__(panel)
        self.model, self.board, self.panel = model, board, panel
        clock = model.clock
        clock.board_busy = board.is_animating
        board.animationFinished.connect(clock.board_still)
        clock.changed.connect(self.show)
        model.positionChanged.connect(self.show)
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)
        self.show()

    def label(self, player: Player) -> QLabel:
        """The clock label on ``player``'s card."""
        return self.panel.card(top=(player is Player.NORTH) != self.board.is_flipped()).clock

    def _tick(self) -> None:
        self.show()

    def show(self) -> None:
        """Show each side's time left on its card (nothing in an untimed game)."""
        clock = self.model.clock
        control = clock.control
        if control is None:
            self._timer.stop()
            for card in (self.panel.top_card, self.panel.bottom_card):
                card.clock.hide()
            return
        ticking = clock.running is not None or clock.paused
        if ticking != self._timer.isActive():
            self._timer.start() if ticking else self._timer.stop()
        low = min(LOW_SECONDS, control.base / 4)
        running = clock.running
        for player in Player:
            left = clock.remaining(player) or 0.0
            card = self.panel.card(top=(player is Player.NORTH) != self.board.is_flipped())
            text = format_clock(left)
            if card.clock.text() != text or card.clock.isHidden():
                card.show_clock(text)  # a screen reader reads the time as the label's text
            whose = self.tr("{side}'s clock: the time left").format(side=player_name(player))
            if card.clock.accessibleDescription() != whose:
                card.clock.setAccessibleDescription(whose)
            self._set_look(card.clock, running=player is running, low=left < low)

    @staticmethod
    def _set_look(label: QLabel, *, running: bool, low: bool) -> None:
        """Light the running clock and mark one running low (restyled only on a change)."""
        if label.property("running") == running and label.property("low") == low:
            return
        label.setProperty("running", running)
        label.setProperty("low", low)
        label.style().unpolish(label)
        label.style().polish(label)
