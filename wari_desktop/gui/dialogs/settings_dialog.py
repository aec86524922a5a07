"""The Settings dialog: sound and volume, animation speed, seed counts, the player's name
(written in saved games), the computer (its thinking shown, thinking on the player's time,
its endgame database) and language."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from ...ai.tables import TableStatus
from ..platform.player_name import MAX_NAME, clean_name, system_user_name
from ..platform.settings import LANGUAGES, Settings, Speed
from ..platform.text_scale import scaled_style
from ..platform.theme import DIALOG_STYLE, EMPHASIS_STYLE
from .dialog_parts import ChevronCombo, dialog_column, tidy_form

#: Each language in its own words; these are never translated.
LANGUAGE_NAMES = {"en": "English", "it": "Italiano", "es": "Español", "fr": "Français",
                  "pt": "Português", "de": "Deutsch"}


class SettingsDialog(QDialog):
    """Edit a ``Settings``: ``settings()`` gives the edited values after OK, and the values
    it was given after Cancel. Preferences the dialog does not show (the computer's level,
    the board's orientation) pass through unchanged."""

    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None,
                 *, sound_device: bool = True,
                 table_status: Callable[[], TableStatus] | None = None) -> None:
        super().__init__(parent)
        self._initial = settings or Settings()
        self._sound_device = sound_device
        self._table_status = table_status
        self._cancelled = False
        self.setWindowTitle(self.tr("Settings"))
        self.setStyleSheet(scaled_style(DIALOG_STYLE))
        self._build()
        self.set_settings(self._initial)

    def _build(self) -> None:
        """The heading, the Sound, Board, Computer and Language groups and the buttons, in
        a column."""
        heading = QLabel(self.tr("Settings"), self)
        heading.setObjectName("heading")
        # Two columns, so that the dialog fits a 1280x720 screen whole.
        columns = QHBoxLayout()
        columns.setSpacing(16)
        for groups in ((self._build_sound(), self._build_board(), self._build_player()),
                       (self._build_computer(), self._build_language())):
            column = QVBoxLayout()
            column.setSpacing(10)
            for group in groups:
                column.addWidget(group)
            column.addStretch(1)
            columns.addLayout(column)
        self._build_buttons()

        layout = dialog_column(self, heading, columns)
        layout.addSpacing(4)
        layout.addWidget(self.buttons)
        layout.setSizeConstraint(QVBoxLayout.SizeConstraint.SetFixedSize)

        self.sound_check.toggled.connect(self._sound_toggled)
        self.volume_slider.valueChanged.connect(self._volume_changed)
        self.language_combo.currentIndexChanged.connect(self._language_changed)

    def _build_sound(self) -> QGroupBox:
        """The Sound group: sounds on or off, the volume, and a note when there is no
        sound device."""
        sound = QGroupBox(self.tr("Sound"), self)
        sound_form = QFormLayout(sound)
        tidy_form(sound_form)
        self.sound_check = QCheckBox(self.tr("Play sounds"), sound)
        self.sound_check.setToolTip(self.tr("The click of seeds dropping into the houses."))
        sound_form.addRow(self.sound_check)
        self.volume_slider = QSlider(Qt.Orientation.Horizontal, sound)
        self.volume_slider.setRange(0, 100)
        self.volume_slider.setPageStep(10)
        self.volume_slider.setMinimumWidth(220)
        self.volume_value = QLabel(sound)
        self.volume_value.setMinimumWidth(44)
        self.volume_value.setAlignment(
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        )
        volume_row = QHBoxLayout()
        volume_row.setSpacing(12)
        volume_row.addWidget(self.volume_slider, 1)
        volume_row.addWidget(self.volume_value)
        self.volume_label = QLabel(self.tr("Volume:"), sound)
        self.volume_label.setBuddy(self.volume_slider)
        self.volume_slider.setAccessibleName(self.tr("Volume"))
        self.volume_slider.setAccessibleDescription(self.tr(
            "How loud the seeds sound, from 0 to 100 percent (arrow keys change it)."))
        sound_form.addRow(self.volume_label, volume_row)
        self.no_device_note = QLabel(
            self.tr("No sound device was found on this computer: the game plays silently."),
            sound)
        self.no_device_note.setObjectName("note")
        self.no_device_note.setWordWrap(True)
        self.no_device_note.setVisible(not self._sound_device)
        sound_form.addRow(self.no_device_note)
        return sound

    def _build_board(self) -> QGroupBox:
        """The Board group: the sowing speed and the seed counts."""
        board = QGroupBox(self.tr("Board"), self)
        board_form = QFormLayout(board)
        tidy_form(board_form)
        self.speed_combo = ChevronCombo(board)
        for speed, text in (
            (Speed.SLOW, self.tr("Slow")),
            (Speed.NORMAL, self.tr("Normal")),
            (Speed.FAST, self.tr("Fast")),
            (Speed.INSTANT, self.tr("Instant (no animation)")),
        ):
            self.speed_combo.addItem(text, speed)
        self.speed_combo.setToolTip(self.tr("How fast the seeds are sown on the board."))
        self.speed_combo.setAccessibleName(self.tr("Sowing speed"))
        board_form.addRow(self.tr("Sowing speed:"), self.speed_combo)
        self.counts_check = QCheckBox(self.tr("Show the number of seeds in each house"), board)
        self.counts_check.setToolTip(
            self.tr("Small numbers beside the houses and stores, so you need not count.")
        )
        board_form.addRow(self.counts_check)
        return board

    def _build_player(self) -> QGroupBox:
        """The Player group: the name written in the games saved (empty: the system's
        name for the user, shown greyed in the field)."""
        player = QGroupBox(self.tr("Player"), self)
        form = QFormLayout(player)
        tidy_form(form)
        self.name_edit = QLineEdit(player)
        self.name_edit.setMaxLength(MAX_NAME)
        self.name_edit.setPlaceholderText(system_user_name() or self.tr("You"))
        self.name_edit.setToolTip(self.tr(
            "Your name in the games you save against the computer (the South or North "
            "tag). Left empty, the name this computer knows you by."))
        self.name_edit.setAccessibleName(self.tr("Your name"))
        self.name_edit.setAccessibleDescription(self.name_edit.toolTip())
        name_label = QLabel(self.tr("Your &name:"), player)
        name_label.setBuddy(self.name_edit)
        form.addRow(name_label, self.name_edit)
        return player

    def _build_computer(self) -> QGroupBox:
        """The Computer group: its thinking shown, thinking on the player's time, and
        what its endgame database holds (kept up to date while a larger one is built)."""
        computer = QGroupBox(self.tr("Computer"), self)
        form = QFormLayout(computer)
        tidy_form(form)
        self.thinking_check = QCheckBox(self.tr("Show the computer's thinking"), computer)
        self.thinking_check.setToolTip(
            self.tr("While the computer thinks, its card shows how deep it has looked and "
                    "the move it prefers so far.")
        )
        form.addRow(self.thinking_check)
        self.ponder_check = QCheckBox(self.tr("Let the master think on your time"), computer)
        self.ponder_check.setToolTip(
            self.tr("While you think about your move against the master, the computer "
                    "thinks too, and answers stronger. It stops the moment you move.")
        )
        form.addRow(self.ponder_check)
        self.table_note = QLabel(computer)
        self.table_note.setObjectName("note")
        self.table_note.setWordWrap(True)
        form.addRow(self.table_note)
        self._show_table_status()
        if self._table_status is not None:
            self._table_timer = QTimer(self)
            self._table_timer.timeout.connect(self._show_table_status)
            self._table_timer.start(1000)
        return computer

    @Slot()
    def _show_table_status(self) -> None:
        """What the endgame database holds, and how far a larger one's build has come."""
        status = self._table_status() if self._table_status is not None else None
        self.table_note.setVisible(status is not None)
        if status is None:
            return
        if status.seeds is None:
            text = self.tr("Endgame database: not there yet (the computer plays on without "
                           "it).")
        else:
            text = self.tr("Endgame database: every position with up to {seeds} seeds on "
                           "the board.").format(seeds=status.seeds)
        if status.building is not None:
            text += " " + (self.tr("A larger one ({seeds} seeds) is being built in the "
                                   "background: {percent}%.")
                           .format(seeds=status.building, percent=round(status.progress * 100))
                           if status.progress is not None else
                           self.tr("A larger one ({seeds} seeds) is being built in the "
                                   "background.").format(seeds=status.building))
        self.table_note.setText(text)

    def _build_language(self) -> QGroupBox:
        """The Language group: the language, and a note that it applies at once."""
        language = QGroupBox(self.tr("Language"), self)
        language_form = QFormLayout(language)
        tidy_form(language_form)
        self.language_combo = ChevronCombo(language)
        for code in LANGUAGES:
            self.language_combo.addItem(
                LANGUAGE_NAMES.get(code, code) if code else self.tr("System default"), code
            )
        language_form.addRow(self.tr("Language:"), self.language_combo)
        self.language_combo.setAccessibleName(self.tr("Language"))
        self.language_combo.setAccessibleDescription(
            self.tr("The language of the game's windows and messages."))
        self.language_note = QLabel(
            self.tr("A new language is used as soon as you press OK: the window is shown "
                    "again in it, with your game as it stands."), language
        )
        self.language_note.setObjectName("note")
        self.language_note.setWordWrap(True)
        language_form.addRow(self.language_note)
        return language

    def _build_buttons(self) -> None:
        """OK and Cancel."""
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("OK"))
        self.cancel_button = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        self.cancel_button.setText(self.tr("Cancel"))
        self.ok_button.setAccessibleDescription(self.tr("Keep these settings (Enter)"))
        self.cancel_button.setAccessibleDescription(
            self.tr("Close without changing anything (Esc)"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

    # -- values ----------------------------------------------------------------------
    def set_settings(self, settings: Settings) -> None:
        """Show ``settings`` on the widgets."""
        self.sound_check.setChecked(settings.sound)
        self.volume_slider.setValue(round(settings.volume * 100))
        self._volume_changed(self.volume_slider.value())
        self._sound_toggled(settings.sound)
        self.speed_combo.setCurrentIndex(max(0, self.speed_combo.findData(settings.speed)))
        self.counts_check.setChecked(settings.show_counts)
        self.thinking_check.setChecked(settings.show_thinking)
        self.ponder_check.setChecked(settings.ponder)
        self.name_edit.setText(settings.name)
        found = self.language_combo.findData(settings.language)
        self.language_combo.setCurrentIndex(max(0, found))
        self._language_changed()

    @classmethod
    def ask(cls, settings: Settings, parent: QWidget | None = None) -> Settings | None:
        """Show the dialog modally; the edited settings after OK, None after Cancel."""
        dialog = cls(settings, parent)
        return dialog.settings() if dialog.exec() == QDialog.DialogCode.Accepted else None

    def edited(self) -> Settings:
        """The values on the widgets, whatever the dialog's outcome."""
        initial = self._initial
        percent = self.volume_slider.value()
        # An untouched slider keeps a volume finer than a percent.
        volume = initial.volume if percent == round(initial.volume * 100) else percent / 100
        return initial.with_(
            sound=self.sound_check.isChecked(),
            volume=volume,
            speed=Speed(self.speed_combo.currentData()),
            show_counts=self.counts_check.isChecked(),
            show_thinking=self.thinking_check.isChecked(),
            ponder=self.ponder_check.isChecked(),
            language=str(self.language_combo.currentData()),
            name=clean_name(self.name_edit.text()),
        )

    def settings(self) -> Settings:
        """The edited settings, or the ones given if the dialog was cancelled."""
        return self._initial if self._cancelled else self.edited()

    def reject(self) -> None:
        """Close, keeping the settings as they were."""
        self._cancelled = True
        super().reject()

    def accept(self) -> None:
        """Close, keeping the edited settings."""
        self._cancelled = False
        super().accept()

    def language_changed(self) -> bool:
        """True when a language other than the one in use is chosen (the window is shown
        in it once the dialog is accepted)."""
        return str(self.language_combo.currentData()) != self._initial.language

    # -- reactions -------------------------------------------------------------------
    @Slot(bool)
    def _sound_toggled(self, on: bool) -> None:
        for widget in (self.volume_label, self.volume_slider, self.volume_value):
            widget.setEnabled(on)

    @Slot(int)
    def _volume_changed(self, percent: int) -> None:
        self.volume_value.setText(self.tr("{percent}%").format(percent=percent))

    @Slot()
    def _language_changed(self) -> None:
        emphasis = EMPHASIS_STYLE if self.language_changed() else ""
        self.language_note.setStyleSheet(emphasis)
