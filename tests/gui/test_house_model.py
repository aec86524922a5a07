"""The list model of houses and stores."""

from __future__ import annotations

from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from wari_desktop.gui.board.house_model import NORTH_STORE, ROWS, SOUTH_STORE, HouseListModel, Role
from wari_desktop.gui.game.game_model import PEOPLE, GameModel
from wari_desktop.rules import Player


def test_the_model_passes_qt_model_tester(qtmodeltester: ModelTester) -> None:
    model = HouseListModel(GameModel(seats=PEOPLE))
    qtmodeltester.check(model)


def test_rows_hold_the_houses_then_the_stores(qtbot: QtBot) -> None:
    game_model = GameModel(seats=PEOPLE)
    model = HouseListModel(game_model)
    assert model.rowCount() == ROWS == 14
    assert model.data(model.index(4), Role.LETTER) == "E"
    assert model.data(model.index(SOUTH_STORE), Role.IS_STORE)
    assert model.data(model.index(NORTH_STORE), Role.OWNER) is Player.NORTH
    assert model.data(model.index(7), Role.OWNER) is Player.NORTH
    assert model.data(model.index(0), Role.LEGAL)
    assert not model.data(model.index(6), Role.LEGAL)


def test_a_move_updates_counts_legality_and_the_last_move(qtbot: QtBot) -> None:
    game_model = GameModel(seats=PEOPLE)
    model = HouseListModel(game_model)
    with qtbot.waitSignal(model.dataChanged):
        game_model.play("E")
    assert model.data(model.index(4), Role.SEEDS) == 0
    assert model.data(model.index(5), Role.SEEDS) == 5
    assert model.data(model.index(4), Role.LAST_MOVE)
    assert model.data(model.index(6), Role.LEGAL)
    assert not model.data(model.index(0), Role.LEGAL)


def test_houses_have_names_for_screen_readers(qtbot: QtBot) -> None:
    from PySide6.QtCore import Qt

    model = HouseListModel(GameModel(seats=PEOPLE))
    text = model.data(model.index(2), Qt.ItemDataRole.AccessibleTextRole)
    assert "C" in text and "4" in text
    assert "South" in model.data(model.index(SOUTH_STORE), Qt.ItemDataRole.AccessibleTextRole)


def test_a_hint_marks_its_house(qtbot: QtBot) -> None:
    game_model = GameModel(seats=PEOPLE)
    model = HouseListModel(game_model)
    with qtbot.waitSignal(game_model.hintReady, timeout=5000):
        game_model.request_hint(seconds=0.2)
    hinted = [r for r in range(12) if model.data(model.index(r), Role.HINT)]
    assert len(hinted) == 1 and model.data(model.index(hinted[0]), Role.LEGAL)
