"""An organiser's new tournament: name, format, clock, rounds (a Swiss) or minutes (an
arena), start time (local), rated, maximum of players, bots, invitation code. The server
decides who may create one: a player without the organiser role is told so in words, the
form staying open.

The rules: the clock is sent as the protocol writes it (seconds: "600+5"); the start in
ms since 1970; no maximum and no code are left out (an open event for anyone); a round
count is sent for a Swiss only, minutes for an arena only. ``created`` gives the new
tournament's id and the form closes."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QDateTime, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateTimeEdit,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..platform.text_scale import scaled_style
from ..platform.theme import DIALOG_STYLE, LOBBY_STYLE, styled_label
from .connection import OnlineConnection
from .list_parts import plain_button
from .tournament_words import format_text, tournament_refusal

FORMATS = ("round-robin", "double-round-robin", "swiss", "arena")


class TournamentForm(QDialog):
    """The form of a new tournament on ``connection``'s server."""

    #: The tournament was made: its id.
    created = Signal(str)

    def __init__(self, connection: OnlineConnection, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.connection = connection
        self.setWindowTitle(self.tr("New Tournament"))
        self.setStyleSheet(scaled_style(DIALOG_STYLE + LOBBY_STYLE))
        self.name = QLineEdit(self)
        self.name.setMaxLength(80)
        self.format = QComboBox(self)
        for value in FORMATS:
            self.format.addItem(format_text(value), value)
        self.format.currentIndexChanged.connect(self._format_changed)
        self.minutes = self._spin(1, 180, 10, self.tr(" min"))
        self.increment = self._spin(0, 60, 5, self.tr(" s"))
        self.rounds = self._spin(1, 30, 5, "")
        self.duration = self._spin(5, 600, 60, self.tr(" min"))
        self.starts = QDateTimeEdit(QDateTime.currentDateTime().addSecs(3600), self)
        self.starts.setCalendarPopup(True)
        self.starts.setMinimumDateTime(QDateTime.currentDateTime())  # the server's rule
        self.rated = QCheckBox(self.tr("Rated"), self)
        self.rated.setChecked(True)
        self.max_players = self._spin(0, 500, 0, "")
        self.max_players.setSpecialValueText(self.tr("No maximum"))
        self.bots = QCheckBox(self.tr("Bots may enter"), self)
        self.bots.setChecked(True)
        self.code = QLineEdit(self)
        self.code.setPlaceholderText(self.tr("None: anyone may enter"))
        self.message = styled_label("note", wrap=True)
        self._lay_out()
        self._format_changed()
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.show()

    def _spin(self, low: int, high: int, value: int, suffix: str) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setRange(low, high)
        spin.setValue(value)
        spin.setSuffix(suffix)
        return spin

    def _lay_out(self) -> None:
        form = QFormLayout()
        clock = QHBoxLayout()
        clock.addWidget(self.minutes)
        clock.addWidget(styled_label("Body", "+"))
        clock.addWidget(self.increment)
        clock.addWidget(styled_label("Body", self.tr("a move")))
        clock.addStretch(1)
        for label, field in ((self.tr("&Name:"), self.name), (self.tr("&Format:"), self.format),
                             (self.tr("Rou&nds (Swiss):"), self.rounds),
                             (self.tr("&Length (arena):"), self.duration),
                             (self.tr("&Starts:"), self.starts),
                             (self.tr("&Maximum of players:"), self.max_players),
                             (self.tr("Invitation &code:"), self.code)):
            form.addRow(label, field)
            field.setAccessibleName(label.replace("&", "").rstrip(":"))
        clock_label = QLabel(self.tr("Cloc&k:"), self)
        clock_label.setBuddy(self.minutes)  # a row of a layout: its "&" needs a buddy
        form.addRow(clock_label, clock)
        self.minutes.setAccessibleName(self.tr("Minutes each"))
        self.increment.setAccessibleName(self.tr("Seconds added a move"))
        form.addRow("", self.rated)
        form.addRow("", self.bots)
        buttons = QHBoxLayout()
        buttons.addWidget(self.message, 1)
        self.create_button = plain_button(self, self.tr("C&reate"), self.make)
        self.create_button.setDefault(True)
        buttons.addWidget(self.create_button)
        buttons.addWidget(plain_button(self, self.tr("Cancel"), self.reject))
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(buttons)

    def _format_changed(self, _index: int = 0) -> None:
        chosen = self.format.currentData()
        self.rounds.setEnabled(chosen == "swiss")
        self.duration.setEnabled(chosen == "arena")

    def request_fields(self) -> dict[str, Any]:
        """The request's fields as the protocol writes them (see the module's rules)."""
        chosen = str(self.format.currentData())
        return {"name": self.name.text().strip(), "format": chosen,
                "clock": f"{self.minutes.value() * 60}+{self.increment.value()}",
                "starts_at": self.starts.dateTime().toMSecsSinceEpoch(),
                "rounds": self.rounds.value() if chosen == "swiss" else None,
                "minutes": self.duration.value() if chosen == "arena" else None,
                "rated": self.rated.isChecked(),
                "max_players": self.max_players.value() or None,
                "bots": self.bots.isChecked(), "code": self.code.text().strip() or None}

    def make(self) -> None:
        fields = self.request_fields()
        if not fields["name"]:
            self.message.setText(self.tr("Give the tournament a name."))
            return
        pending = self.connection.calls.tournament_create(**fields)
        pending.succeeded.connect(self._made)
        pending.refused.connect(lambda code, text: self.message.setText(
            tournament_refusal(code, text)))

    def _made(self, answer: dict[str, Any]) -> None:
        made = answer.get("tournament")
        if isinstance(made, dict) and isinstance(made.get("id"), str):
            self.created.emit(made["id"])
        self.accept()
