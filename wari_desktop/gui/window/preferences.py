"""Changing the settings from the window: the View menu's switches (seed counts, sound,
animation speed) and the Settings dialog. Each change is used at once (the window applies
it) and kept for the next start; a new language is announced (``languageChosen``) for the
program to show the window again in it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from ..platform.modal import modal
from ..platform.settings import Settings, save_settings

#: The settings the dialog edits (the level is chosen in the Move menu or a new game).
EDITED = ("sound", "volume", "speed", "show_counts", "show_thinking", "ponder", "language",
          "name")


class Preferences(QObject):
    """Changes ``current()`` settings: ``apply(settings)`` uses them in the window;
    ``sound_device()`` says whether a sound device was found (the dialog says so).
    ``languageChosen(code)``: the player chose another language ("" the system's)."""

    languageChosen = Signal(str)

    def __init__(self, window: QWidget, current: Callable[[], Settings],
                 apply: Callable[[Settings], None], sound_device: Callable[[], bool]) -> None:
        super().__init__(window)
        self.window = window
        self._current = current
        self._apply = apply
        self._sound_device = sound_device

    def change(self, **changes: object) -> None:
        """Change some settings, use them and keep them (``languageChosen`` follows a
        change of language)."""
        before = self._current()
        settings = before.with_(**changes)
        self._apply(settings)
        save_settings(settings)
        if settings.language != before.language:
            self.languageChosen.emit(settings.language)

    def edit(self) -> None:
        """The settings dialog; what it changes is used and kept when it is accepted."""
        from ...ai.tables import table_status
        from ..dialogs.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self._current(), self.window,
                                sound_device=self._sound_device(), table_status=table_status)
        with modal(dialog) as (_, accepted):
            if not accepted:
                return
            edited = dialog.settings()
        self.change(**{name: getattr(edited, name) for name in EDITED})
