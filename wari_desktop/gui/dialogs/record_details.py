"""Game, Record Details: edit the record's tags (event, site, date, round, the players'
names). The result is shown but not edited: it is written from the game itself."""

from __future__ import annotations

from datetime import date

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from ...notation.ogn import result_token
from ...rules import Game, Player
from ..game.texts import player_name
from ..platform.text_scale import scaled_style
from ..platform.theme import DETAILS_STYLE, DIALOG_STYLE
from .dialog_parts import dialog_column, tidy_form

#: The tags edited here, in the order of the OGN roster.
EDITED = ("Event", "Site", "Date", "Round", "South", "North")
#: How the OGN roster writes an unknown value.
UNKNOWN = "?"


def today() -> str:
    """Today's date as OGN writes dates: ``YYYY.MM.DD``."""
    return date.today().strftime("%Y.%m.%d")


class RecordDetails(QDialog):
    """The details of ``game``'s record: ``tags`` as kept, ``names`` (South's, North's) as
    shown when the record names nobody. ``tags()`` gives the tags after editing."""

    def __init__(self, game: Game, tags: dict[str, str], names: tuple[str, str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Record Details"))
        self.setStyleSheet(scaled_style(DIALOG_STYLE + DETAILS_STYLE))
        self._tags = dict(tags)
        heading = QLabel(self.tr("Record Details"), self)
        heading.setObjectName("heading")
        note = QLabel(self.tr("Written in the game's file when it is saved."), self)
        note.setObjectName("note")
        self.edits: dict[str, QLineEdit] = {}
        form = QFormLayout()
        tidy_form(form)
        self._build_fields(form, tags, names)
        self._build_result(form, game)
        buttons = self._build_buttons()
        dialog_column(self, heading, note, form, buttons)

    def _build_fields(self, form: QFormLayout, tags: dict[str, str],
                      names: tuple[str, str]) -> None:
        """A row per edited tag, filled from ``tags`` (the players' from ``names`` when
        the record names nobody)."""
        labels = {
            "Event": self.tr("Event:"),
            "Site": self.tr("Site:"),
            "Date": self.tr("Date:"),
            "Round": self.tr("Round:"),
            "South": self.tr("{side}:").format(side=player_name(Player.SOUTH)),
            "North": self.tr("{side}:").format(side=player_name(Player.NORTH)),
        }
        spoken = {
            "Event": (self.tr("Event"), self.tr("The tournament or occasion of the game")),
            "Site": (self.tr("Site"), self.tr("Where the game was played")),
            "Date": (self.tr("Date"), self.tr("When the game was played, as year.month.day")),
            "Round": (self.tr("Round"), self.tr("The round of the tournament")),
            "South": (player_name(Player.SOUTH), self.tr("The name of South's player")),
            "North": (player_name(Player.NORTH), self.tr("The name of North's player")),
        }
        for name in EDITED:
            edit = QLineEdit(self)
            value = tags.get(name, "")
            if name in ("South", "North") and value in ("", UNKNOWN):
                value = names[0 if name == "South" else 1]
            edit.setText("" if value == UNKNOWN else value)
            edit.setMinimumWidth(320)
            edit.setAccessibleName(spoken[name][0])
            edit.setAccessibleDescription(spoken[name][1])
            self.edits[name] = edit
            if name == "Date":
                form.addRow(labels[name], self._date_row(edit))
            else:
                form.addRow(labels[name], edit)

    def _date_row(self, edit: QLineEdit) -> QHBoxLayout:
        """The date's field with its Today button."""
        edit.setPlaceholderText(self.tr("YYYY.MM.DD"))
        self.today_button = QPushButton(self.tr("Today"), self)
        self.today_button.setAutoDefault(False)
        self.today_button.setAccessibleDescription(self.tr("Put today's date in"))
        self.today_button.clicked.connect(lambda: self.edits["Date"].setText(today()))
        row = QHBoxLayout()
        row.addWidget(edit, 1)
        row.addWidget(self.today_button)
        return row

    def _build_result(self, form: QFormLayout, game: Game) -> None:
        """The result row, shown but not edited."""
        self.result_label = QLabel(self.result_text(game), self)
        self.result_label.setObjectName("result")
        self.result_label.setToolTip(self.tr("The result is written from the game itself."))
        form.addRow(self.tr("Result:"), self.result_label)

    def _build_buttons(self) -> QDialogButtonBox:
        """OK and Cancel."""
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("OK"))
        ok.setAccessibleDescription(self.tr("Keep these details (Enter)"))
        cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setText(self.tr("Cancel"))
        cancel.setAccessibleDescription(self.tr("Close without changing the details (Esc)"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        return buttons

    def result_text(self, game: Game) -> str:
        """The result as the file will hold it, in words."""
        token = result_token(game)
        if token == "*":
            return self.tr("* (the game is not over)")
        outcome = game.outcome
        assert outcome is not None
        if outcome.winner is None:
            return self.tr("{score} (a draw)").format(score=token)
        return self.tr("{score} ({side} wins)").format(score=token,
                                                        side=player_name(outcome.winner))

    def tags(self) -> dict[str, str]:
        """The record's tags with the edits: an emptied field removes its tag."""
        tags = dict(self._tags)
        for name, edit in self.edits.items():
            value = " ".join(edit.text().split())  # one line, no stray spaces
            if value:
                tags[name] = value
            else:
                tags.pop(name, None)
        return tags
