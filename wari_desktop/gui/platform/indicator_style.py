"""Large text in menus: the style draws a menu's check and radio marks at about the same
size (14 pixels in Fusion) whatever the font, so with a system font 1.5 times larger the
box beside "Sound" is small beside its letters. ``LargeIndicators`` draws them at least
``BASE_MARK`` times ``text_scale()`` pixels; the dialogs' check boxes and radio buttons
grow through their style sheets (``scaled_style``)."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QMenu, QProxyStyle, QStyle, QStyleOption, QWidget

from .text_scale import text_scale

#: The size of a menu's check box (pixels) at the usual font size, as Fusion draws it.
BASE_MARK = 14
#: The marks a menu item draws beside its text.
MARKS = (QStyle.PrimitiveElement.PE_IndicatorCheckBox,
         QStyle.PrimitiveElement.PE_IndicatorRadioButton,
         QStyle.PrimitiveElement.PE_IndicatorMenuCheckMark)


def grown(rect: QRect, size: int) -> QRect:
    """``rect`` made ``size`` pixels square about the same middle height, moved 2 pixels
    left (but not out of the menu): the item's text does not move aside, so the box
    grows away from it."""
    middle = rect.center().y()
    return QRect(max(0, rect.left() - 2), middle - (size - 1) // 2, size, size)


class LargeIndicators(QProxyStyle):
    """The application's style, with menus' check and radio marks grown with the text."""

    def drawPrimitive(self, element: QStyle.PrimitiveElement, option: QStyleOption,
                      painter: QPainter, widget: QWidget | None = None) -> None:
        size = round(BASE_MARK * text_scale())
        if isinstance(widget, QMenu) and element in MARKS and option.rect.width() < size:
            usual = QRect(option.rect)
            option.rect = grown(usual, size)
            try:
                super().drawPrimitive(element, option, painter, widget)
            finally:
                option.rect = usual
            return
        super().drawPrimitive(element, option, painter, widget)
