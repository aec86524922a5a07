"""The player's name for saved games: the one set in Settings, else the system's."""

from __future__ import annotations

from pathlib import Path

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


def test_a_players_own_saved_game_reopens_with_their_name(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Saved with no name set, the file holds the system's name ("root" as root); opened
    again, the player's card says "You" (as while playing), or the name set in Settings
    meanwhile, which a new save writes."""
    from wari_desktop.gui.session import document
    from wari_desktop.gui.window.main_window import MainWindow

    monkeypatch.setattr(player_name, "system_user_name", lambda: "root")
    monkeypatch.setattr(document, "system_user_name", lambda: "root")
    settings = Settings(speed=Speed.INSTANT, sound=False, name="")
    window = MainWindow(None, (Seat(), Seat(True, "beginner")), settings=settings)
    qtbot.addWidget(window)
    window.play_house(2)
    path = tmp_path / "mine.ogn"
    window.files.save_path(path)
    assert '[South "root"]' in path.read_text()
    assert window.open_path(path)
    assert window.document.player_names()[0] == "You"
    window.apply_settings(settings.with_(name="Ama Owusu"))
    assert window.document.player_names()[0] == "Ama Owusu"
    window.files.save_path(path)
    assert '[South "Ama Owusu"]' in path.read_text()
