"""The players' name plates on the table: a long name (two computers with their levels,
a long language) is set smaller and never runs past its plate."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from wari_desktop.gui.board.board_geometry import BoardGeometry
from wari_desktop.gui.board.board_painter import paint_plate


def _inked_columns(image: QImage) -> tuple[int, int]:
    """The leftmost and rightmost columns holding any painted pixel."""
    inked = [x for x in range(image.width())
             if any(image.pixelColor(x, y).alpha() for y in range(0, image.height(), 2))]
    return inked[0], inked[-1]


def _paint(name: str, active: str) -> tuple[QRectF, tuple[int, int]]:
    geometry = BoardGeometry.fit(QRectF(0, 0, 720, 420))
    plate = geometry.plates[1]
    image = QImage(720, 420, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_plate(painter, plate, name, active, geometry.pitch)
    painter.end()
    return plate, _inked_columns(image)


def test_a_long_name_stays_on_its_plate(qapp: object) -> None:
    plate, (left, right) = _paint("Computer Nord (Anfänger) mit einem sehr langen Namen "
                                  "der niemals auf das Schild passt", "am Zug")
    margin = 0.4 * BoardGeometry.fit(QRectF(0, 0, 720, 420)).pitch  # the glowing markers
    assert plate.left() - margin <= left and right <= plate.right() + margin


def test_a_short_name_keeps_its_full_size() -> None:
    _, (short_left, short_right) = _paint("Ama", "")
    _, (long_left, long_right) = _paint("Ama Kofi Yaw Esi Abena Kwame Akosua Kwabena", "")
    assert short_right - short_left < long_right - long_left
