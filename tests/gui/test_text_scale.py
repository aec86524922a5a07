"""Large text: the style sheets' font sizes and the check box and radio button indicators
grow with the system font."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionButton
from pytestqt.qtbot import QtBot

from wari_desktop.gui.dialogs.new_game_dialog import NewGameDialog
from wari_desktop.gui.platform.text_scale import scaled_style


def test_indicator_sizes_grow_with_the_fonts_and_nothing_else_does() -> None:
    css = ("QCheckBox::indicator { width: 14px; height: 14px; border-radius: 3px; }\n"
           "QRadioButton::indicator:checked { border-radius: 8px; }\n"
           "QSlider::handle { width: 16px; border-radius: 8px; font-size: 12px; }\n")
    out = scaled_style(css, 1.5)
    assert "QCheckBox::indicator { width: 22px; height: 22px; border-radius: 4px; }" in out
    assert "QRadioButton::indicator:checked { border-radius: 12px; }" in out
    assert "QSlider::handle { width: 16px; border-radius: 8px; font-size: 18px; }" in out
    assert scaled_style(css, 1.0) == css


def indicator_width(button: object) -> int:
    """The width of a check box's or radio button's indicator as the style draws it."""
    option = QStyleOptionButton()
    button.initStyleOption(option)  # type: ignore[attr-defined]
    element = QStyle.SubElement.SE_CheckBoxIndicator
    return button.style().subElementRect(element, option, button).width()  # type: ignore[attr-defined]


def new_game_dialog(qtbot: QtBot) -> NewGameDialog:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_check_and_radio_indicators_are_as_large_as_the_text(qtbot: QtBot) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    usual = app.font()
    first = new_game_dialog(qtbot)
    usual_width = indicator_width(first.repetition_check)
    assert usual_width == 16  # 14 pixels and the border
    font = app.font()
    font.setPointSizeF(15.0)  # a system font 1.5 times larger
    app.setFont(font)
    try:
        dialog = new_game_dialog(qtbot)
        check = dialog.repetition_check
        assert indicator_width(check) == 24  # 22 pixels (even: a round radio) and the border
        assert indicator_width(check) >= check.fontMetrics().height() * 0.9
        assert indicator_width(dialog.south_radio) == 24
    finally:
        app.setFont(usual)


def test_menu_marks_grow_with_the_text(qtbot: QtBot) -> None:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMenu, QProxyStyle

    from wari_desktop.gui.platform.indicator_style import MARKS, LargeIndicators

    class Recording(QProxyStyle):
        """Notes the size of every check mark drawn."""

        def __init__(self) -> None:
            super().__init__()
            self.sizes: list[int] = []

        def drawPrimitive(self, element, option, painter, widget=None):  # type: ignore[no-untyped-def]
            if element in MARKS:
                self.sizes.append(option.rect.width())
            super().drawPrimitive(element, option, painter, widget)

    def marks_drawn() -> list[int]:
        base = Recording()
        style = LargeIndicators(base)
        menu = QMenu()
        qtbot.addWidget(menu)
        menu.setStyle(style)
        action = QAction("Sound", menu, checkable=True, checked=False)
        menu.addAction(action)
        menu.grab()
        return list(base.sizes)

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    usual_font = app.font()
    usual = marks_drawn()
    assert usual  # the box beside "Sound"
    font = app.font()
    font.setPointSizeF(15.0)
    app.setFont(font)
    try:
        large = marks_drawn()
    finally:
        app.setFont(usual_font)
    assert usual[0] >= 14 and large[0] >= 21  # 14 pixels for 10 points, 21 for 15
