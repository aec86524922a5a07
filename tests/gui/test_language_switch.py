"""A language chosen in Settings is used at once: the window is shown again in it, with
the game as it stood (its moves, its file and unsaved mark, the lessons left open), and
the old window goes without a question."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from wari_desktop.gui.platform.i18n import remove_translators
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.rules import index


@pytest.fixture(autouse=True)
def back_to_english(qapp: QApplication) -> Iterator[None]:
    yield
    remove_translators(qapp)


def test_a_new_language_is_used_at_once_with_the_game_kept(
        run_program: Callable[[str | None], int], created: list[MainWindow],
        qtbot: QtBot, tmp_path: Path) -> None:
    assert run_program(None) == 0
    (old,) = created
    old.model.set_autoplay(False)
    old.play_house(index("C"))
    path = tmp_path / "kept.ogn"
    assert old.files.save_path(path)
    old.model.resign()  # a finished game too is kept (the autosave would drop it)
    lessons = old.lessons.show_lessons()
    lessons.show_lesson(2)
    puzzle = old.puzzles.show_puzzles().puzzle
    old.help.show_rules()
    old.study.analysis.action.trigger()  # the analysis dock open
    assert old.menus.menu("game").title() == "&Game"
    old.preferences.change(language="fr")
    qtbot.waitUntil(lambda: len(created) == 2, timeout=5000)
    new = created[1]
    qtbot.waitUntil(lambda: not old.isVisible())
    assert new.isVisible() and new.settings.language == "fr"
    assert new.menus.menu("game").title() == "&Partie"
    assert new.game.moves == ["C"] and new.model.is_over()
    assert new.document.path == path and new.document.modified  # the resignation unsaved
    assert new.lessons.lessons_window is not None
    assert new.lessons.lessons_window.isVisible() and new.lessons.lessons_window.index == 2
    assert "Leçon" in new.lessons.lessons_window.heading.text()
    assert new.puzzles.puzzles_window.isVisible()
    assert new.puzzles.puzzles_window.puzzle == puzzle
    assert new.help.rules_window.isVisible()
    assert new.study.analysis.action.isChecked()
    new.preferences.change(language="en")  # and back again, from the new window
    qtbot.waitUntil(lambda: len(created) == 3, timeout=5000)
    assert created[2].menus.menu("game").title() == "&Game"
    assert created[2].game.moves == ["C"]
    created[2].close()
