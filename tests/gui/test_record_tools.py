"""Record details (tags kept on save, result derived), recent files in the Game menu,
first and last position (Home, End), full screen (F11)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from wari_desktop.gui.dialogs import record_details
from wari_desktop.gui.dialogs.record_details import RecordDetails, today
from wari_desktop.gui.game.game_model import PEOPLE
from wari_desktop.gui.platform.recent_files import (
    LIMIT,
    clear_recent_files,
    recent_files,
    remember_file,
)
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.notation import load
from wari_desktop.rules import Game, Position

from .conftest import INSTANT


def play(window: MainWindow, moves: str) -> None:
    for move in moves:
        assert window.model.play(move), move


# -- record details ------------------------------------------------------------------
def test_details_show_the_tags_and_the_derived_result(qtbot: QtBot) -> None:
    dialog = RecordDetails(Game(), {"Event": "Club night", "Site": "?"}, ("You", "Computer"))
    qtbot.addWidget(dialog)
    assert dialog.edits["Event"].text() == "Club night"
    assert dialog.edits["Site"].text() == ""  # "?" is the roster's unknown
    assert dialog.edits["South"].text() == "You"
    assert "not over" in dialog.result_label.text()
    finished = Game(Position((1, 1, 0, 2, 1, 0) + (0,) * 6, (20, 23)))
    assert "25-23" in RecordDetails(finished, {}, ("S", "N")).result_label.text()


def test_edited_details_are_kept_on_save_and_reopen(window: MainWindow, tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    play(window, "Cf")

    def exec_(dialog: RecordDetails) -> int:
        dialog.edits["Event"].setText("Club  night ")
        dialog.edits["Round"].setText("3")
        dialog.today_button.click()
        dialog.edits["North"].setText("Ama")
        return 1

    monkeypatch.setattr(record_details.RecordDetails, "exec", exec_)
    assert window.commands.details in window.menus.menu("game").actions()
    assert window.edit_details()
    assert window.document.modified and window.windowTitle().startswith("New game *")
    path = tmp_path / "club.ogn"
    assert window.files.save_path(path)
    tags = load(path).tags
    assert tags["Event"] == "Club night" and tags["Round"] == "3" and tags["Date"] == today()
    assert tags["North"] == "Ama" and tags["South"] == "South"
    assert tags["Result"] == "*"
    window.model.new_game()
    assert window.open_path(path)
    assert window.document.tags["Event"] == "Club night"
    play(window, "E")
    assert window.files.save_path(path)
    assert load(path).tags["Round"] == "3"  # kept through open and save


def test_cancelled_details_change_nothing(window: MainWindow,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(record_details.RecordDetails, "exec", lambda dialog: 0)
    before = window.document.tags  # a new game's: its date
    assert not window.edit_details()
    assert window.document.tags == before and not window.document.modified


# -- recent files --------------------------------------------------------------------
def test_opened_and_saved_files_are_listed_newest_first(window: MainWindow,
                                                        tmp_path: Path) -> None:
    first, second = tmp_path / "first.ogn", tmp_path / "second.ogn"
    play(window, "C")
    assert window.files.save_path(first)
    assert window.files.save_path(second)
    assert recent_files() == [second, first]
    assert window.open_path(first)
    assert recent_files() == [first, second]
    window.recent.fill()
    titles = [a.text() for a in window.commands.recent_menu.actions() if a.text()]
    assert titles[:2] == ["&1 first.ogn", "&2 second.ogn"]


def test_open_recent_is_up_to_date_after_every_save_and_open_in_the_session(
        qtbot: QtBot, tmp_path: Path) -> None:
    """Issue 33: with an empty list at the start, Open Recent stayed grey (a disabled
    submenu never opens, so it never refilled itself) until a restart."""
    clear_recent_files()
    window = MainWindow(seats=PEOPLE, settings=INSTANT)
    qtbot.addWidget(window)
    menu = window.commands.recent_menu
    assert not menu.isEnabled()

    def listed() -> list[str]:
        return [a.text() for a in menu.actions() if a.text()][:-1]  # less "Clear List"

    first, second, third = (tmp_path / f"{name}.ogn" for name in ("one", "two", "three"))
    play(window, "C")
    assert window.files.save_path(first)
    assert menu.isEnabled() and listed() == ["&1 one.ogn"]
    play(window, "f")
    assert window.files.save_path(second)
    assert listed() == ["&1 two.ogn", "&2 one.ogn"]
    third.write_text("1. A *\n", encoding="utf-8")
    assert window.open_path(third)
    assert listed() == ["&1 three.ogn", "&2 two.ogn", "&3 one.ogn"]
    assert window.open_path(first)
    assert listed() == ["&1 one.ogn", "&2 three.ogn", "&3 two.ogn"]
    menu.actions()[2].trigger()  # "two", chosen from the menu
    assert window.document.path == second and window.game.moves == ["C", "f"]
    assert listed()[0] == "&1 two.ogn"
    window.model.shutdown()


def test_a_recent_file_opens_and_a_vanished_one_leaves_the_list(window: MainWindow,
                                                                tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch
                                                                ) -> None:
    monkeypatch.setattr(window.files, "problem", lambda title, text: None)  # no dialogs
    window.confirm = lambda title, question: True
    kept, gone = tmp_path / "kept.ogn", tmp_path / "gone.ogn"
    play(window, "C")
    window.files.save_path(gone)
    window.files.save_path(kept)
    gone.unlink()
    window.model.new_game()
    window.recent.fill()
    window.commands.recent_menu.actions()[0].trigger()
    assert window.document.path == kept and window.game.moves == ["C"]
    assert not window.recent.open_recent(gone)
    assert recent_files() == [kept]
    window.recent.clear()
    assert recent_files() == [] and not window.commands.recent_menu.isEnabled()


def test_the_list_is_bounded(tmp_path: Path) -> None:
    for number in range(LIMIT + 3):
        remember_file(tmp_path / f"{number}.ogn")
    files = recent_files()
    assert len(files) == LIMIT and files[0].name == f"{LIMIT + 2}.ogn"


# -- first and last position -------------------------------------------------------------
def test_home_and_end_go_to_the_first_and_last_position(qtbot: QtBot,
                                                        window: MainWindow) -> None:
    assert not window.commands.first.isEnabled()
    play(window, "CfEa")
    assert window.commands.first.isEnabled()
    assert window.commands.first.shortcut().toString() == "Home"
    qtbot.keyClick(window, Qt.Key.Key_Home)
    assert window.game.moves == [] and window.board.counts()[:12] == [4] * 12
    assert window.commands.last.isEnabled()
    assert not window.commands.first.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert window.game.moves == list("CfEa")
    assert not window.commands.last.isEnabled()


# -- full screen ------------------------------------------------------------------------
def test_f11_toggles_full_screen(window: MainWindow) -> None:
    action = window.commands.full_screen
    assert action.shortcut().toString() == "F11" and action in window.menus.menu("view").actions()
    action.trigger()
    assert window.windowState() & Qt.WindowState.WindowFullScreen
    assert action.isChecked()
    action.trigger()
    assert not window.windowState() & Qt.WindowState.WindowFullScreen
    assert not action.isChecked()


def test_edited_details_survive_in_the_autosave(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        run_program: Callable[[str | None], int], created: list[MainWindow]) -> None:
    from wari_desktop.gui.platform.autosave import autosave_path

    def exec_(dialog: RecordDetails) -> int:
        dialog.edits["Event"].setText("Club night")
        dialog.edits["Site"].setText("Kumasi")
        dialog.edits["Round"].setText("2")
        dialog.edits["Date"].setText("2026.11.20")
        dialog.edits["South"].setText("Ama")
        dialog.edits["North"].setText("Kofi")
        return 1

    monkeypatch.setattr(record_details.RecordDetails, "exec", exec_)
    first = MainWindow(seats=PEOPLE, settings=INSTANT, autosave=autosave_path())
    qtbot.addWidget(first)
    play(first, "Cf")
    assert first.edit_details()  # no move after the edit: written at once
    first.model.shutdown()
    edited = {"Event": "Club night", "Site": "Kumasi", "Round": "2", "Date": "2026.11.20",
              "South": "Ama", "North": "Kofi"}
    assert run_program(None) == 0
    resumed = created[-1]
    assert resumed.game.moves == ["C", "f"]
    assert {tag: resumed.document.tags.get(tag) for tag in edited} == edited
    assert resumed.document.player_names() == ("Ama", "Kofi")
    # Saved, opened again, played on: still there, in the file and in the autosave.
    path = tmp_path / "club.ogn"
    assert resumed.files.save_path(path)
    resumed.model.new_game()
    assert resumed.open_path(path)
    play(resumed, "A")
    assert {tag: load(autosave_path()).tags.get(tag) for tag in edited} == edited
    assert {tag: load(path).tags.get(tag) for tag in edited} == edited
    resumed.model.shutdown()
    assert run_program(None) == 0
    again = created[-1]
    assert again.document.path == path.resolve() and again.game.moves == ["C", "f", "A"]
    assert {tag: again.document.tags.get(tag) for tag in edited} == edited
