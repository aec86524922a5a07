"""Nothing a player did is lost: records keep their tags and comments, a resignation is
saved, unsaved moves are asked about (Save, Discard, Cancel), a resumed game keeps its
file, the window its place, and the file dialogs start somewhere sensible."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, QStandardPaths, Qt
from PySide6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from wari_desktop import notation
from wari_desktop.gui.dialogs.message_box import save_question_box
from wari_desktop.gui.game.game_model import PEOPLE, Seat
from wari_desktop.gui.platform.settings import restore_geometry, save_geometry
from wari_desktop.gui.window import files
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.gui.window.move_list import COMMENT_MARK
from wari_desktop.rules import Game, Player, index

from .conftest import INSTANT

RECORD = (Path(__file__).parents[1] / "notation" / "data" / "annotated.ogn").read_text(
    encoding="utf-8")


def make(qtbot: QtBot, **kwargs: Any) -> MainWindow:
    kwargs.setdefault("settings", INSTANT)
    kwargs.setdefault("seats", PEOPLE)
    window = MainWindow(**kwargs)
    qtbot.addWidget(window)
    return window


@pytest.fixture
def annotated(tmp_path: Path) -> Path:
    path = tmp_path / "club.ogn"
    path.write_text(RECORD, encoding="utf-8")
    return path


def test_opening_and_saving_keeps_every_tag_comment_and_name(
    qtbot: QtBot, annotated: Path, tmp_path: Path
) -> None:
    window = make(qtbot)
    assert window.open_path(annotated)
    assert window.document.player_names() == ("Ama Owusu", "Kofi Mensah")
    assert {window.panel.card(top=True).name.text(),
            window.panel.card(top=False).name.text()} == {"Ama Owusu", "Kofi Mensah"}
    out = tmp_path / "again.ogn"
    assert window.files.save_path(out)
    saved = notation.load(out)
    original = notation.loads(RECORD)
    for name, value in original.tags.items():
        if name != "Result":
            assert saved.tags[name] == value, name
    assert saved.comments == original.comments


def test_a_moves_comment_shows_in_the_move_list(qtbot: QtBot, annotated: Path) -> None:
    window = make(qtbot)
    window.open_path(annotated)
    moves = window.moves
    second = moves.index_of(1)  # f, after which "North mirrors."
    assert COMMENT_MARK in moves.data(second, Qt.ItemDataRole.DisplayRole)
    assert "North mirrors." in moves.data(second, Qt.ItemDataRole.ToolTipRole)
    first = moves.index_of(0)
    assert COMMENT_MARK not in moves.data(first, Qt.ItemDataRole.DisplayRole)
    window.model.undo()  # D and d taken back (North is the computer): D's comment goes
    assert moves.ply_count() == 4 and 5 not in window.document.record().comments
    window.model.redo()  # and comes back with the move
    assert "first real choice" in moves.data(moves.index_of(4), Qt.ItemDataRole.ToolTipRole)


def test_comments_that_no_longer_fit_the_moves_are_not_saved(
    qtbot: QtBot, annotated: Path, tmp_path: Path
) -> None:
    window = make(qtbot)
    window.open_path(annotated)
    window.model.set_seats(PEOPLE)
    for _ in range(3):
        window.model.undo()  # back to after F f E
    window.play_house(index("a"))  # another second reply than e
    window.files.save_path(tmp_path / "branch.ogn")
    saved = notation.load(tmp_path / "branch.ogn")
    assert saved.comments == {0: "A quiet opening.", 2: "North mirrors."}


def test_the_title_has_no_star_right_after_opening(qtbot: QtBot, annotated: Path) -> None:
    window = make(qtbot)
    window.open_path(annotated)
    assert window.windowTitle() == "club.ogn — Wari"
    assert not window.document.modified
    window.play_house(index("C"))
    assert window.windowTitle() == "club.ogn * — Wari"


def test_a_resigned_game_is_saved_finished_and_reopens_finished(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make(qtbot, seats=(Seat(), Seat(True, "beginner")))
    window.confirm = lambda title, question: True
    window.model.set_seats(PEOPLE)
    window.play_house(index("C"))
    window.play_house(index("f"))
    window.model.set_seats((Seat(), Seat(True, "beginner")))
    window.resign()
    assert window.model.resigned is Player.SOUTH
    path = tmp_path / "resigned.ogn"
    assert window.files.save_path(path)
    text = path.read_text(encoding="utf-8")
    assert '[Termination "South resigned"]' in text and '[Result "0-48"]' in text
    other = make(qtbot)
    assert other.open_path(path)
    assert other.model.is_over() and other.model.resigned is Player.SOUTH
    assert "resigned" in other.panel.result.text()


def test_leaving_a_game_with_unsaved_moves_offers_save_discard_cancel(
    qtbot: QtBot, tmp_path: Path
) -> None:
    box = save_question_box(None, "Leave this game?", "Not saved.")
    buttons = {box.standardButton(b) for b in box.buttons()}
    assert buttons == {QMessageBox.StandardButton.Save, QMessageBox.StandardButton.Discard,
                       QMessageBox.StandardButton.Cancel}
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.Save)

    window = make(qtbot)
    asked: list[str] = []
    answer = "cancel"

    def ask(title: str, text: str) -> str:
        asked.append(title)
        return answer

    window.files.ask_save = ask
    assert window.may_abandon()  # nothing played: no question
    assert asked == []
    window.play_house(index("C"))
    assert not window.may_abandon()
    answer = "discard"
    assert window.may_abandon()
    path = tmp_path / "kept.ogn"
    assert window.files.save_path(path)  # the game now has a file ...
    window.play_house(index("b"))  # ... and a move not saved there
    answer = "save"
    assert window.may_abandon()
    assert notation.load(path).game.moves == ["C", "b"]
    assert not window.document.modified
    assert asked == ["Leave this game?"] * 3


def test_quitting_with_unsaved_moves_in_a_named_file_asks(
    qtbot: QtBot, annotated: Path
) -> None:
    window = make(qtbot)
    window.show()
    window.open_path(annotated)
    window.play_house(index("C"))
    answers = iter(["cancel", "discard"])
    window.files.ask_save = lambda title, text: next(answers)
    window.close()
    assert window.isVisible()  # cancelled: still here
    window.close()
    assert not window.isVisible()


def test_quitting_a_game_without_a_file_asks_nothing(qtbot: QtBot) -> None:
    window = make(qtbot)
    window.show()
    window.play_house(index("C"))
    window.files.ask_save = lambda title, text: pytest.fail("asked")  # type: ignore[return-value]
    window.close()
    assert not window.isVisible()


def test_a_resumed_game_remembers_its_file_and_unsaved_moves(
    qtbot: QtBot, annotated: Path, run_program: Callable[[str | None], int],
    created: list[MainWindow]
) -> None:
    from wari_desktop.gui.platform.autosave import autosave_path

    first = make(qtbot, autosave=autosave_path())
    first.open_path(annotated)
    first.play_house(index("C"))
    first.model.shutdown()
    assert run_program(None) == 0
    (window,) = created
    assert window.document.path == annotated.resolve()
    assert window.document.modified and window.windowTitle() == "club.ogn * — Wari"
    assert window.game.moves[-1] == "C"
    assert window.document.player_names() == ("Ama Owusu", "Kofi Mensah")
    assert "North mirrors." in window.document.record().comments.values()


def test_a_resumed_new_game_keeps_its_unsaved_mark_and_new_game_asks(
    qtbot: QtBot, run_program: Callable[[str | None], int], created: list[MainWindow]
) -> None:
    """Issue 33: a game never saved in a file had "New game *" before a restart and no
    star after it, and New Game no longer asked to save it."""
    from wari_desktop.gui.platform.autosave import autosave_path

    first = make(qtbot, autosave=autosave_path())
    first.play_house(index("C"))
    first.play_house(index("f"))
    assert first.windowTitle() == "New game * — Wari"
    first.model.shutdown()
    assert run_program(None) == 0
    (window,) = created
    assert window.game.moves == ["C", "f"] and window.document.path is None
    assert window.document.modified and window.windowTitle() == "New game * — Wari"
    asked: list[str] = []
    window.files.ask_save = lambda title, text: asked.append(text) or "cancel"  # type: ignore[func-returns-value]
    assert not window.may_abandon()
    assert asked == ["The game in progress has not been saved in a file."]


def test_a_resumed_game_saved_in_a_file_has_no_star(
    qtbot: QtBot, tmp_path: Path, run_program: Callable[[str | None], int],
    created: list[MainWindow]
) -> None:
    from wari_desktop.gui.platform.autosave import autosave_path

    first = make(qtbot, autosave=autosave_path())
    first.play_house(index("C"))
    assert first.files.save_path(tmp_path / "kept.ogn")
    first.model.shutdown()
    assert run_program(None) == 0
    (window,) = created
    assert not window.document.modified and window.windowTitle() == "kept.ogn — Wari"


def test_an_earlier_autosave_without_the_mark_counts_a_game_with_moves_as_unsaved(
    run_program: Callable[[str | None], int], created: list[MainWindow]
) -> None:
    from wari_desktop.gui.platform.autosave import autosave_path

    autosave = autosave_path()
    autosave.parent.mkdir(parents=True, exist_ok=True)
    autosave.write_text('[WariSouth "person"]\n[WariNorth "person"]\n\n1. C f *\n',
                        encoding="utf-8")
    assert run_program(None) == 0
    assert created[-1].document.modified
    assert created[-1].windowTitle() == "New game * — Wari"


def test_a_bad_file_on_the_command_line_leaves_the_autosaved_game(
    qtbot: QtBot, tmp_path: Path, run_program: Callable[[str | None], int],
    message_boxes: list[tuple[QWidget | None, str, str]], created: list[MainWindow]
) -> None:
    from wari_desktop.gui.platform.autosave import autosave_path

    autosave = autosave_path()
    autosave.parent.mkdir(parents=True, exist_ok=True)
    autosave.write_text('[WariSouth "person"]\n[WariNorth "person"]\n\n1. C f 2. A *\n',
                        encoding="utf-8")
    for bad in (tmp_path / "nonexistent.ogn", tmp_path):
        message_boxes.clear()
        assert run_program(str(bad)) == 0
        window = created[-1]
        assert window.game.moves == ["C", "f", "A"]
        assert notation.load(autosave).game.moves == ["C", "f", "A"]
        qtbot.waitUntil(lambda: bool(message_boxes))
        ((parent, headline, _details),) = message_boxes
        assert bad.name in headline
        assert parent is window


@pytest.mark.parametrize("content, reason", [("", "is empty"), (" \n\n", "is empty"),
                                             (None, "is a folder")])
def test_an_empty_file_or_a_folder_is_named_with_the_reason(
    qtbot: QtBot, tmp_path: Path, content: str | None, reason: str,
    monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.ogn"
    if content is None:
        path.mkdir()
    else:
        path.write_text(content, encoding="utf-8")
    window = make(qtbot)
    problems: list[tuple[str, str]] = []
    monkeypatch.setattr(window.files, "problem",
                        lambda title, text: problems.append((title, text)))
    assert not window.open_path(path)
    ((title, text),) = problems
    assert "game.ogn" in title and reason in text


def test_the_window_remembers_its_size_and_position(qtbot: QtBot) -> None:
    window = make(qtbot)
    window.show()
    window.setGeometry(30, 40, 800, 540)  # within the offscreen screen (800x600)
    save_geometry(window)
    other = make(qtbot)
    assert other.height() != 540  # a new window has its own size
    assert restore_geometry(other)
    assert (other.width(), other.height()) == (800, 540)
    assert other.geometry().y() == 40  # x is moved to fit the narrow offscreen screen
    QSettings().remove("window/geometry")
    assert not restore_geometry(make(qtbot))


def test_file_dialogs_start_in_documents_or_home_then_the_last_folder(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, annotated: Path
) -> None:
    QSettings().remove("files/folder")
    home, documents = tmp_path / "home", tmp_path / "home" / "Documents"
    home.mkdir()
    monkeypatch.setattr(Path, "home", lambda: home)
    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda kind: str(documents))
    opened: list[str] = []
    monkeypatch.setattr(files, "open_file_name", lambda parent, title, folder,
                        filters: (opened.append(folder), "")[1])
    window = make(qtbot)
    window.files.open_game()
    assert opened == [str(home)]  # no Documents folder: home, and no file name in it
    documents.mkdir()
    window.files.open_game()
    assert opened[-1] == str(documents)
    window.open_path(annotated)
    window.files.open_game()
    assert opened[-1] == str(annotated.parent.resolve())
    saved: list[str] = []
    monkeypatch.setattr(files, "save_file_name",
                        lambda parent, title, name, filters: (saved.append(name), "")[1])
    window.start_game(window.game, PEOPLE)  # no file any more
    window.files.save_game_as()
    assert Path(saved[0]).parent == annotated.parent.resolve()
    assert Path(saved[0]).suffix == ".ogn"


def test_the_question_fits_a_finished_game_and_a_computers_game(
        qtbot: QtBot, tmp_path: Path) -> None:
    window = make(qtbot)
    asked: list[tuple[str, str]] = []
    window.files.ask_save = lambda title, text: asked.append((title, text)) or "cancel"
    window.play_house(index("C"))
    assert not window.may_abandon()
    window.model.resign()  # finished: no longer "in progress"
    assert not window.may_abandon()
    window.files.save_path(tmp_path / "ended.ogn")
    window.model.set_autoplay(False)
    window.start_game(Game(), (Seat(True, "beginner"), Seat(True, "beginner")))
    window.model.computer_move()
    qtbot.waitUntil(lambda: len(window.model.game.plies) == 1, timeout=10_000)
    assert not window.may_abandon()
    assert asked == [
        ("Leave this game?", "The game in progress has not been saved in a file."),
        ("Save the finished game?", "This finished game has not been saved in a file."),
        ("Stop the computers' game?",
         "The game between the computers has not been saved in a file."),
    ]
