"""The player's name for saved games: the one set in Settings, else the system's."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from wari_desktop.gui.game.game_model import Seat
from wari_desktop.gui.platform import player_name
from wari_desktop.gui.platform.player_name import clean_name, name_in_records, system_user_name
from wari_desktop.gui.platform.settings import Settings, Speed


def test_a_name_is_cleaned() -> None:
    assert clean_name("  Kofi \x00 Mensah\n") == "Kofi Mensah"
    assert clean_name("\t\n") == ""
    assert len(clean_name("a" * 100)) == player_name.MAX_NAME


def test_the_setting_wins_over_the_systems_name(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(player_name, "system_user_name", lambda: "kofi")
    assert name_in_records("Ama") == "Ama"
    assert name_in_records("  ") == "kofi"


def test_the_systems_name_is_the_full_name_else_the_login(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(player_name.getpass, "getuser", lambda: "kofi")
    monkeypatch.setattr(player_name, "_full_name_posix", lambda login: "Kofi Mensah")
    monkeypatch.setattr(player_name, "_full_name_windows", lambda: "Kofi Mensah")
    assert system_user_name() == "Kofi Mensah"
    monkeypatch.setattr(player_name, "_full_name_posix", lambda login: "")
    monkeypatch.setattr(player_name, "_full_name_windows", lambda: "")
    assert system_user_name() == "kofi"


def test_the_window_writes_the_name_set(qtbot: QtBot) -> None:
    from wari_desktop.gui.window.main_window import MainWindow

    settings = Settings(speed=Speed.INSTANT, sound=False, name="Ama Owusu")
    window = MainWindow(None, (Seat(), Seat(True, "club")), settings=settings)
    qtbot.addWidget(window)
    assert window.document.player_name == "Ama Owusu"
    window.apply_settings(settings.with_(name=""))
    assert window.document.player_name == system_user_name()
