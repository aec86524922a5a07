"""The board widget: geometry, clicks and what it is told to show."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from pytestqt.qtbot import QtBot

from wari_desktop.gui.board_widget import BoardWidget
from wari_desktop.gui.seed_layout import seed_spots
from wari_desktop.rules import Player


def make_board(qtbot: QtBot, width: int = 1200, height: int = 640) -> BoardWidget:
    board = BoardWidget()
    qtbot.addWidget(board)
    board.resize(width, height)
    board.show_position([4] * 12, (0, 0), range(6), Player.SOUTH)
    return board


def test_houses_are_laid_out_as_seen_from_south(qtbot: QtBot) -> None:
    board = make_board(qtbot)
    a, f = board.house_center(0), board.house_center(5)
    north_a, north_f = board.house_center(6), board.house_center(11)
    assert a.x() < f.x()  # South's row: A..F left to right
    assert north_f.x() < north_a.x()  # North's row: f..a left to right
    assert north_a.y() < a.y()  # North's row on top
    assert abs(north_a.x() - f.x()) < 1e-6  # a faces F
    geometry = board.board_geometry()
    south_store, north_store = geometry.stores
    assert south_store.center().x() > f.x()  # South's store at the right end
    assert north_store.center().x() < a.x()


def test_house_centres_hit_their_own_house(qtbot: QtBot) -> None:
    board = make_board(qtbot)
    for house in range(12):
        assert board.house_at(board.house_center(house)) == house
    assert board.house_at(QPointF(0, 0)) is None


def test_geometry_scales_with_the_widget(qtbot: QtBot) -> None:
    board = make_board(qtbot, 600, 320)
    small = board.board_geometry().house_radius
    board.resize(1200, 640)
    assert board.board_geometry().house_radius > 1.9 * small


def test_a_click_on_a_house_emits_its_index(qtbot: QtBot) -> None:
    board = make_board(qtbot)
    board.show()
    with qtbot.waitSignal(board.houseClicked) as signal:
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.house_center(9).toPoint())
    assert signal.args == [9]


def test_seed_spots_are_stable_and_capped() -> None:
    assert seed_spots(3, 7, 24) == seed_spots(3, 7, 24)
    assert len(seed_spots(3, 30, 24)) == 24
    assert seed_spots(0, 0, 24) == ()
    assert all(s.x**2 + s.y**2 <= 1.0 for s in seed_spots(5, 24, 24))
