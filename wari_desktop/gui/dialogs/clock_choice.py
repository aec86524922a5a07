"""The New Game dialog's choice of a clock: none (the default), a time for the whole game,
or a time plus an increment added after each move. A small widget of its own, so the
dialog only places it and reads ``time_control()``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QWidget

from ...rules.clock import TimeControl

__all__ = ["PRESETS", "ClockChoice", "TimeControl", "clock_title"]

_CONTEXT = "ClockChoice"
translate = QCoreApplication.translate

#: The controls offered, fastest first (seconds, increment).
PRESETS = (
    TimeControl(5 * 60), TimeControl(10 * 60), TimeControl(15 * 60), TimeControl(30 * 60),
    TimeControl(3 * 60, 2), TimeControl(5 * 60, 3), TimeControl(10 * 60, 5),
)


def _amount(seconds: float) -> str:
    """``seconds`` as whole minutes when they are, else as seconds."""
    if seconds >= 60 and seconds % 60 == 0:
        return translate(_CONTEXT, "{n} min").format(n=int(seconds // 60))
    return translate(_CONTEXT, "{n} s").format(n=f"{seconds:g}")


def clock_title(control: TimeControl | None) -> str:
    """A time control in words: "No clock", "10 min", "5 min + 3 s a move"."""
    if control is None:
        return translate(_CONTEXT, "No clock")
    if not control.increment:
        return translate(_CONTEXT, "{time} each").format(time=_amount(control.base))
    return translate(_CONTEXT, "{time} + {increment} a move").format(
        time=_amount(control.base), increment=_amount(control.increment))


class ClockChoice(QWidget):
    """The clock of a new game in ``combo`` (the dialog gives its own kind of combo box,
    so it looks like the others): no clock, or one of the ``PRESETS``."""

    def __init__(self, combo: QComboBox, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.combo = combo
        combo.setParent(self)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(combo)
        for control in (None, *PRESETS):
            combo.addItem(clock_title(control), control)
        combo.setToolTip(self.tr(
            "A clock for each player: the time for the whole game, and with \"+\" the "
            "seconds added after each move. A player whose time runs out loses the game."))
        combo.setAccessibleName(self.tr("Clock"))
        combo.setAccessibleDescription(combo.toolTip())

    def time_control(self) -> TimeControl | None:
        """The time control chosen (None: no clock)."""
        data = self.combo.currentData()
        return data if isinstance(data, TimeControl) else None

    def set_time_control(self, control: TimeControl | None) -> None:
        """Show ``control`` as chosen (added to the list if it is not one of the
        presets: a game opened from a record may have any)."""
        for row in range(self.combo.count()):
            if self.combo.itemData(row) == control:
                self.combo.setCurrentIndex(row)
                return
        self.combo.addItem(clock_title(control), control)
        self.combo.setCurrentIndex(self.combo.count() - 1)
