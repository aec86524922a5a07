"""A window is placed wholly on its screen (issue 33: a second window opened partly below
the screen's edge): a place kept from another screen is moved back, frame included."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from wari_desktop.gui.platform.screen_fit import FRAME_MARGINS, place_on_screen, screen_room
from wari_desktop.gui.window.main_window import MainWindow


def inside(widget: QWidget) -> bool:
    room = screen_room(widget)
    assert room is not None
    return room.contains(widget.geometry().marginsAdded(FRAME_MARGINS))


def test_a_window_below_the_edge_is_moved_up_whole(qtbot: QtBot) -> None:
    widget = QWidget()
    qtbot.addWidget(widget)
    room = screen_room(widget)
    assert room is not None
    widget.setGeometry(room.left() + 40, room.bottom() - 100, 300, 250)
    assert not inside(widget)
    placed = place_on_screen(widget)
    assert inside(widget) and placed.size() == widget.size()
    assert placed.width() == 300 and placed.height() == 250  # moved, not shrunk
    assert placed.x() == room.left() + 40  # only as far as needed


def test_a_window_larger_than_the_screen_is_shrunk_onto_it(qtbot: QtBot) -> None:
    widget = QWidget()
    qtbot.addWidget(widget)
    room = screen_room(widget)
    assert room is not None
    widget.setGeometry(QRect(room.left() - 500, room.top() - 300,
                             room.width() + 900, room.height() + 700))
    place_on_screen(widget)
    assert inside(widget)
    assert widget.width() == room.width() - FRAME_MARGINS.left() - FRAME_MARGINS.right()


def test_a_window_on_the_screen_stays_where_it_is(qtbot: QtBot) -> None:
    widget = QWidget()
    qtbot.addWidget(widget)
    room = screen_room(widget)
    assert room is not None
    where = QRect(room.left() + 60, room.top() + 80, 200, 150)
    widget.setGeometry(where)
    assert place_on_screen(widget) == where


def test_the_program_puts_its_window_back_on_the_screen(
        qtbot: QtBot, run_program: Callable[[str | None], int],
        created: list[MainWindow]) -> None:
    from wari_desktop.gui.learn.lesson_progress import mark_offered
    from wari_desktop.gui.platform.settings import save_geometry

    mark_offered()  # no welcome box left open for the tests after this one
    old = QWidget()
    qtbot.addWidget(old)
    room = screen_room(old)
    assert room is not None
    old.setGeometry(room.left() + 10, room.bottom() - 120, room.width() // 2,
                    room.height() // 2)  # the place kept last time: partly below the edge
    save_geometry(old)
    assert run_program(None) == 0
    window = created[-1]
    placed = window.geometry().marginsAdded(FRAME_MARGINS)
    # Offscreen the screen is 800 pixels square, narrower than the window's least width:
    # the title bar stays on the screen, and the whole height fits.
    assert placed.top() >= room.top() and placed.bottom() <= room.bottom()
    assert placed.left() >= room.left()
    if window.minimumWidth() + FRAME_MARGINS.left() + FRAME_MARGINS.right() <= room.width():
        assert inside(window)
