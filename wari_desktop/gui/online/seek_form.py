"""The terms of a game one offers in the lobby: the clock (the New Game dialog's choice,
``dialogs.clock_choice``) and rated or casual. A seek and a challenge both take them.
A guest plays casual games only, so for a guest "Rated" is off and disabled.
"""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QSizePolicy, QWidget

from ...rules.clock import TimeControl
from ..dialogs.clock_choice import ClockChoice
from ..dialogs.dialog_parts import ChevronCombo

#: The clock a new seek offers first (10 minutes each, 5 seconds a move).
FIRST_CHOICE = TimeControl(10 * 60, 5)


class TermsForm(QWidget):
    """A clock and a "Rated" check box; ``control()`` and ``rated()`` read them."""

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
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.clock)
        layout.addWidget(self.rated_box)

    def control(self) -> TimeControl | None:
        return self.clock.time_control()

    def rated(self) -> bool:
        return self.rated_box.isEnabled() and self.rated_box.isChecked()

    def allow_rated(self, allowed: bool) -> None:
        """A guest may not play rated games: the box is off and disabled for one."""
        self.rated_box.setEnabled(allowed)
        if not allowed:
            self.rated_box.setChecked(False)
