"""The playable glow, the hint, the last-move mark and the keyboard ring stay apart for a
person with deuteranopia: each differs by shape or line style, checked on a simulated
deuteranopia view of the board."""

from __future__ import annotations

import math
import os
from pathlib import Path

from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from wari_desktop.ai.analysis import Analysis
from wari_desktop.gui.board.board_scene import PITCH
from wari_desktop.gui.game.game_model import PEOPLE
from wari_desktop.gui.platform.settings import Settings, Speed
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.rules import index

from .colour_vision import deuteranopia


def lightness(image: QImage, view_point: QPointF) -> float:
    return image.pixelColor(view_point.toPoint()).lightnessF()


def test_marks_differ_by_shape_under_deuteranopia(qtbot: QtBot, tmp_path: Path) -> None:
    win = MainWindow(None, PEOPLE, settings=Settings(speed=Speed.INSTANT, sound=False))
    qtbot.addWidget(win)
    win.resize(1200, 700)
    win.show()
    qtbot.waitExposed(win)
    for move in "CbE":
        win.model.play(move)
    board = win.board
    board.setFocus()
    qtbot.waitUntil(board.hasFocus)
    board.move_cursor(1, 0)  # the ring on North's a (North to move)
    win.model.hintReady.emit(Analysis(3, "d", -1.5, (24.0, 24.0), ("d",), {}, 1, 0.1))
    qtbot.wait(50)
    image = deuteranopia(board.viewport().grab().toImage())
    folder = Path(os.environ.get("WARI_SHOTS_DIR", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    image.save(str(folder / "marks-deuteranopia.png"))
    layout = board.board.layout
    radius = layout.geo.house_radius

    def at(house: str, distance: float, degrees: float) -> QPointF:
        centre = layout.center(index(house))
        angle = math.radians(degrees)
        scene = QPointF(centre.x() + distance * math.cos(angle),
                        centre.y() + distance * math.sin(angle))
        return QPointF(board.mapFromScene(scene))

    # The hint's arrowheads: light where a playable house (c, also glowing) has wood.
    tip = radius + 0.075 * PITCH + 0.03 * PITCH + 0.06 * PITCH
    for degrees in (-45.0, 225.0):
        hinted, playable = at("d", tip, degrees), at("c", tip, degrees)
        assert lightness(image, hinted) > lightness(image, playable) + 0.2
    # The keyboard ring's corners: square brackets no other mark has.
    corner = math.hypot(radius + 0.12 * PITCH, radius + 0.12 * PITCH)
    assert lightness(image, at("a", corner, 135.0)) > 0.9
    assert lightness(image, at("b", corner, 135.0)) < 0.7
    # The last move's dashes: the ring round E changes from light to dark along its way,
    # the playable glow round c does not.
    ring = radius + 0.04 * PITCH

    def alternations(house: str) -> int:
        """How often the ring goes from light to dark and back (with some hysteresis)."""
        values = [lightness(image, at(house, ring, step / 2)) for step in range(720)]
        middle = (max(values) + min(values)) / 2
        state, changes = values[0] > middle, 0
        for value in values:
            if (state and value < middle - 0.1) or (not state and value > middle + 0.1):
                state, changes = not state, changes + 1
        return changes

    assert alternations("E") > 30  # about 28 dashes
    assert alternations("c") < 10  # a seed or the count badge at most
