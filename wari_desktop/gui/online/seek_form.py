"""The terms of a game one offers in the lobby: the clock (the New Game dialog's choice,
``dialogs.clock_choice``), rated or casual, and the side one plays (drawn by lot unless
chosen; South moves first). A seek and a challenge both take them. A guest plays casual
games only, so for a guest "Rated" is off and disabled.
"""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QGridLayout, QSizePolicy, QWidget

from ...protocol import Side
from ...rules.clock import TimeControl
from ..dialogs.clock_choice import ClockChoice
from ..dialogs.dialog_parts import ChevronCombo

#: The clock a new seek offers first (10 minutes each, 5 seconds a move).
FIRST_CHOICE = TimeControl(10 * 60, 5)


class TermsForm(QWidget):
    """A clock, a "Rated" check box and the side; ``control()``, ``rated()`` and
    ``side()`` read them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.clock = ClockChoice(ChevronCombo(), self)
        self.clock.set_time_control(FIRST_CHOICE)
        # as tall as the combo asks once styled (large text), never squeezed below it
        self.clock.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.rated_box = QCheckBox(self.tr("&Rated"), self)
        self.rated_box.setChecked(True)
        self.rated_box.setAccessibleName(self.tr("Rated game"))
        self.rated_box.setToolTip(self.tr(
            "A rated game changes both players' ratings on the server; a casual one "
            "does not."))
        self.side_box = ChevronCombo(self)
        for text, side in ((self.tr("Side by lot"), Side.RANDOM),
                           (self.tr("I play South (first)"), Side.SOUTH),
                           (self.tr("I play North"), Side.NORTH)):
            self.side_box.addItem(text, side.value)
        self.side_box.setAccessibleName(self.tr("Your side"))
        self.side_box.setToolTip(self.tr(
            "The side you play: South moves first; by lot, a coin decides when the game "
            "starts. The other player is told which side they would get."))
        self.side_box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        # Two rows (the clock and "Rated", then the side): narrow enough for the lobby's
        # middle column in every language on a 1024 px screen.
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.clock, 0, 0)
        layout.addWidget(self.rated_box, 0, 1)
        layout.addWidget(self.side_box, 1, 0)
        layout.setColumnStretch(0, 1)

    def control(self) -> TimeControl | None:
        return self.clock.time_control()

    def side(self) -> str:
        """The side asked for, as the protocol writes it: ``random``, ``south``, ``north``."""
        return str(self.side_box.currentData())

    def rated(self) -> bool:
        return self.rated_box.isEnabled() and self.rated_box.isChecked()

    def allow_rated(self, allowed: bool) -> None:
        """A guest may not play rated games: the box is off and disabled for one."""
        self.rated_box.setEnabled(allowed)
        if not allowed:
            self.rated_box.setChecked(False)
