"""The record as a document: its file, its unsaved moves, its tags, what the study tools
add, the autosave; one object the window and the controllers change only through its
methods, without a window."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from wari_desktop.gui.game.game_model import PEOPLE, GameModel, Seat
from wari_desktop.gui.session.document import GameDocument
from wari_desktop.notation import Record, load
from wari_desktop.notation.annotations import Annotations
from wari_desktop.rules import Game


@pytest.fixture
def document(qtbot: QtBot) -> GameDocument:
    model = GameModel(Game(), PEOPLE)
    return GameDocument(model)


def test_moves_make_it_unsaved_and_saving_gives_it_a_file(
        document: GameDocument, qtbot: QtBot, tmp_path: Path) -> None:
    assert not document.modified and document.path is None
    assert document.title() == "New game — Wari"
    with qtbot.waitSignal(document.changed):
        document.model.play("C")
    assert document.modified and document.has_unsaved_moves()
    assert document.title() == "New game * — Wari"
    path = tmp_path / "game.ogn"
    with qtbot.waitSignal(document.pathChanged):
        document.save(path)
    assert document.path == path and not document.modified
    assert document.title() == "game.ogn — Wari"
    assert load(path).game.moves == ["C"]


def test_a_folder_in_the_way_raises_and_changes_nothing(
        document: GameDocument, tmp_path: Path) -> None:
    document.model.play("C")
    in_the_way = tmp_path / "game.ogn"
    in_the_way.mkdir()
    with pytest.raises(OSError):
        document.save(in_the_way)
    assert document.path is None and document.modified and in_the_way.is_dir()


def test_tags_change_only_when_they_differ(document: GameDocument) -> None:
    assert document.set_tags(document.tags) is False and not document.modified
    assert document.set_tags({"Event": "Club night"}) is True and document.modified
    assert document.record().tags["Event"] == "Club night"


def test_names_come_from_the_record_else_from_the_seats(qtbot: QtBot) -> None:
    document = GameDocument(GameModel(Game(), (Seat(), Seat(True, "club"))))
    assert document.player_names() == ("You", "Computer (Club)")
    document.set_tags({"North": "Kwame"})
    assert document.player_names() == ("You", "Kwame")
    record = document.record()
    assert record.tags["South"] == "You" and record.tags["North"] == "Kwame"
    assert "South" not in document.record(names=False).tags


def test_a_started_game_forgets_the_last_one_and_is_saved_or_not_as_said(
        document: GameDocument, tmp_path: Path) -> None:
    document.set_extra_tag("Assisted", "analysis")
    document.model.play("C")
    path = tmp_path / "kept.ogn"
    document.start(Game(), PEOPLE, path,
                   annotations=Annotations(tags={"Event": "Final"}), modified=True)
    assert document.path == path and document.modified
    assert document.extra_tags == {} and document.tags == {"Event": "Final"}
    assert document.model.game.moves == []
    assert not document.has_unsaved_moves()  # modified, but nothing played yet


def test_the_study_tools_add_to_every_record_saved(document: GameDocument) -> None:
    def comment(record: Record) -> Record:
        record.comments[1] = "a review"
        return record

    document.add_annotator(comment)
    document.model.play("C")
    assert document.record().comments == {1: "a review"}


def test_the_autosave_names_the_file_and_whether_it_has_unsaved_moves(
        qtbot: QtBot, tmp_path: Path) -> None:
    autosave = tmp_path / "autosave.ogn"
    document = GameDocument(GameModel(Game(), PEOPLE), autosave=autosave)
    path = tmp_path / "game.ogn"
    document.model.play("C")
    document.save(path)
    assert load(autosave).tags["WariModified"] == "no"
    document.model.play("b")
    kept = load(autosave)
    assert kept.game.moves == ["C", "b"]
    assert kept.tags["WariFile"] == str(path.resolve()) and kept.tags["WariModified"] == "yes"


def test_two_computers_are_named_by_their_sides(qtbot: QtBot) -> None:
    model = GameModel(Game(), (Seat(True, "casual"), Seat(True, "casual")))
    model.set_autoplay(False)
    document = GameDocument(model)
    assert document.player_names() == ("Computer South (Casual)", "Computer North (Casual)")


def test_a_saved_game_has_its_date_and_the_players_name(
        qtbot: QtBot, tmp_path: Path) -> None:
    from datetime import date

    document = GameDocument(GameModel(Game(), (Seat(True, "club"), Seat())))
    document.player_name = "Ama Owusu"
    document.start(Game(), (Seat(True, "club"), Seat()))  # the person plays North
    today = date.today().strftime("%Y.%m.%d")
    assert document.tags["Date"] == today  # also in Record Details
    path = tmp_path / "game.ogn"
    document.save(path)
    text = path.read_text(encoding="utf-8")
    assert f'[Date "{today}"]' in text and '[North "Ama Owusu"]' in text
    assert '[South "Computer (Club)"]' in text and "You" not in text
    assert document.player_names() == ("Computer (Club)", "You")  # the screen says "You"
    opened = load(path)
    assert opened.tags["Date"] == today


def test_an_opened_record_keeps_its_own_date_and_names(qtbot: QtBot) -> None:
    document = GameDocument(GameModel(Game(), PEOPLE))
    document.player_name = "Ama Owusu"
    document.start(Game(), PEOPLE, Path("old.ogn"), annotations=Annotations(tags={}))
    tags = document.record().tags
    assert "Date" not in tags  # written "?": the day it was played is not known
    assert (tags["South"], tags["North"]) == ("South", "North")  # two people: their sides
