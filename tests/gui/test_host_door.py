"""The narrow door: the study and learning controllers work with a stub host (a real
model, document and board, no window) and use nothing of the window but ``Host``; the
window implements every member of ``Host``; no module outside the window's room imports
it or touches a private attribute of it."""

from __future__ import annotations

import ast
import inspect
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from wari_desktop.gui.game.game_model import PEOPLE, Seat
from wari_desktop.gui.learn.lessons_control import LessonsController
from wari_desktop.gui.session.document import ASSISTED_TAG
from wari_desktop.gui.session.host import Host
from wari_desktop.gui.study.study import Study
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.gui.window.menus import Menus
from wari_desktop.rules import Game

from .stub_host import StubHost

GUI = Path(__file__).resolve().parents[2] / "wari_desktop" / "gui"
AGAINST_CLUB = (Seat(), Seat(True, "club"))


@pytest.fixture
def host(qtbot: QtBot) -> Iterator[StubHost]:
    stub = StubHost()
    yield stub
    stub.close()


def test_the_study_tools_fill_named_slots_and_places(host: StubHost) -> None:
    study = Study(host)
    assert host.actions["view:study"] == [study.analysis.action]
    assert host.actions["game:start"] == [study.editor.action, study.watch.action]
    assert host.actions["game:study"] == [study.reviews.action]
    assert host.actions["move:computer"] == [study.watch.move_now_action,
                                             study.watch.pause_action]
    assert host.panel == {"after-result": [study.reviews.offer],
                          "above-status": [study.watch.bar]}
    assert host.docks == [study.analysis.dock]
    study.shutdown()


def test_every_slot_a_controller_uses_is_declared(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QMenuBar

    bar = QMenuBar()
    qtbot.addWidget(bar)
    declared = set(Menus(bar).slots())
    stub = StubHost()
    Study(stub)
    LessonsController(stub)
    assert set(stub.actions) <= declared, set(stub.actions) - declared
    stub.close()


def test_the_review_offer_follows_the_game_and_a_kept_review_marks_the_record(
        host: StubHost, tmp_path: Path) -> None:
    study = Study(host)
    reviews = study.reviews
    host.shownChanged.emit()
    assert not reviews.action.isEnabled()  # no moves yet
    for move in "CbE":
        host.model.play(move)
    host.shownChanged.emit()
    assert reviews.action.isEnabled()
    assert reviews.offer.isHidden()  # not over, not from a file
    host.document.save(tmp_path / "game.ogn")
    host.shownChanged.emit()
    assert reviews.offer.isHidden() and not host.document.modified  # unfinished, if saved
    host.model.propose_agreement()  # two people: the game ends at once
    host.shownChanged.emit()
    assert not reviews.offer.isHidden()  # offered once the game is over
    reviews.review = object()  # type: ignore[assignment]  # as if a review had been made
    reviews._keep_toggled(True)
    assert reviews.keep and host.document.modified
    study.shutdown()


def test_playing_on_from_a_reviewed_position_starts_a_game_through_the_host(
        host: StubHost) -> None:
    study = Study(host)
    for move in "CbE":
        host.model.play(move)
    study.reviews.play_from(1, "casual")
    game, seats = host.started[-1]
    assert len(game.moves) == 1 and game.to_move.name == "NORTH"
    assert seats == (Seat(True, "casual"), Seat())
    study.shutdown()


def test_watching_starts_through_the_host_and_shows_the_thinking_there(
        host: StubHost, qtbot: QtBot) -> None:
    study = Study(host)
    watch = study.watch
    assert not watch.watching
    beginners = (Seat(True, "beginner"), Seat(True, "beginner"))
    watch.set_paused(True)
    watch.start(beginners)
    assert host.started[-1][1] == beginners and watch.watching
    assert watch.pause_action.isEnabled()
    host.leave = False
    watch.choose()  # the host says the game may not be left: no dialog, no new game
    assert len(host.started) == 1
    study.shutdown()


def test_the_analysis_marks_a_game_against_the_computer_as_assisted(qtbot: QtBot) -> None:
    free, against = StubHost(PEOPLE), StubHost(AGAINST_CLUB)
    for stub in (free, against):
        study = Study(stub)
        study.analysis.set_on(True)
        study.analysis.set_on(False)
        study.shutdown()
    assert ASSISTED_TAG not in free.document.extra_tags
    assert against.document.extra_tags.get(ASSISTED_TAG) == "analysis"
    assert against.document.record().tags[ASSISTED_TAG] == "analysis"
    free.close()
    against.close()


def test_the_editor_starts_nothing_when_the_game_may_not_be_left(
        host: StubHost, monkeypatch: pytest.MonkeyPatch) -> None:
    from wari_desktop.gui.study import position_editor

    study = Study(host)
    monkeypatch.setattr(position_editor.PositionEditor, "exec", lambda self: 1)
    host.leave = False
    assert study.editor.set_up_position() is False and host.started == []
    host.leave = True
    assert study.editor.set_up_position() is True
    assert host.started[-1][1] == host.model.seats
    study.shutdown()


def test_the_lessons_open_once_with_the_host_settings(host: StubHost) -> None:
    lessons = LessonsController(host)
    assert host.actions["help:learning"] == [lessons.action]
    first = lessons.show_lessons()
    assert lessons.show_lessons() is first and first.isVisible()
    first.close()


def test_the_window_implements_every_member_of_the_host(window: MainWindow) -> None:
    members = [name for name, _ in inspect.getmembers(Host)
               if not name.startswith("_")]
    assert {"model", "document", "add_action", "may_abandon"} <= set(members)
    missing = [name for name in members if not hasattr(window, name)]
    assert missing == []


def _window_room_importers() -> list[str]:
    found = []
    for path in GUI.rglob("*.py"):
        if path.parent.name == "window" or path.name == "app.py":
            continue
        tree = ast.parse(path.read_text("utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and (
                    "window" in node.module.split(".")):
                found.append(f"{path.relative_to(GUI)} imports {node.module}")
    return found


def test_no_room_imports_the_window() -> None:
    assert _window_room_importers() == []


def test_no_module_outside_the_window_touches_its_private_attributes() -> None:
    wrong = []
    for path in GUI.rglob("*.py"):
        if path.parent.name == "window":
            continue
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr.startswith("_") \
                    and not node.attr.startswith("__") \
                    and isinstance(node.value, ast.Attribute | ast.Name) \
                    and getattr(node.value, "attr", getattr(node.value, "id", "")) in (
                        "window", "host"):
                wrong.append(f"{path.relative_to(GUI)}:{node.lineno} .{node.attr}")
    assert wrong == []


def test_a_game_started_by_the_host_is_a_new_record(host: StubHost) -> None:
    host.document.set_tags({"Event": "Club night"})
    assert host.document.modified
    host.start_game(Game(), PEOPLE)
    assert list(host.document.tags) == ["Date"] and not host.document.modified


def test_the_puzzles_open_once_from_the_help_menu(host: StubHost) -> None:
    from wari_desktop.gui.learn.puzzles_control import PuzzlesController

    puzzles = PuzzlesController(host)
    assert host.actions["help:learning"] == [puzzles.action]
    first = puzzles.show_puzzles()
    assert puzzles.show_puzzles() is first and first.isVisible()
    first.close()
