"""The program's colours reach what no style sheet styles: the menus and their item under
the pointer, the file dialogs (through the application's palette), and the computer
against itself's pace slider; never the platform's blue."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from wari_desktop.gui.app import create_application
from wari_desktop.gui.platform import theme


def bluish(colour: QColor) -> bool:
    return colour.blue() > colour.red() + 40


def test_the_application_gets_the_programs_palette(qapp: QApplication) -> None:
    before = qapp.palette()
    try:
        create_application()
        colours = qapp.palette()
        assert colours.color(QPalette.ColorRole.Highlight) == QColor(theme.BROWN)
        assert colours.color(QPalette.ColorRole.Window) == QColor(theme.TABLE)
        assert colours.color(QPalette.ColorRole.Text) == QColor(theme.IVORY)
    finally:
        qapp.setPalette(before)


def test_a_menus_item_under_the_pointer_is_brown_not_blue(qtbot: QtBot) -> None:
    menu = QMenu()
    qtbot.addWidget(menu)
    menu.setPalette(theme.palette())
    first = menu.addAction("New Game…")
    menu.addAction("Open…")
    menu.popup(menu.pos())
    qtbot.waitExposed(menu)
    menu.setActiveAction(first)
    image = menu.grab().toImage()
    box = menu.actionGeometry(first)
    lit = image.pixelColor(box.center().x() + box.width() // 3, box.center().y())
    plain = image.pixelColor(box.center().x() + box.width() // 3,
                             menu.actionGeometry(menu.actions()[1]).center().y())
    assert not bluish(lit) and not bluish(plain)
    assert lit.red() > lit.blue() + 40  # the wood's brown
    assert plain.lightness() < 80  # the table's dark green, not a light grey
    menu.close()


def test_the_pace_slider_is_styled_in_gold() -> None:
    assert "#WatchBar QSlider::sub-page:horizontal { background: " + theme.GOLD \
        in theme.WATCH_BAR_STYLE
