"""Windows that fit the screen they open on: a window asks for its comfortable size and
gets at most what the screen offers (less room for the title bar and the desktop's
panels), so a 1280x720 laptop shows every window whole, Close button included."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

#: Room left for the window's title bar and frame, in pixels.
FRAME = QSize(16, 44)


def available_size(widget: QWidget) -> QSize:
    """The room for ``widget``'s contents on its screen (or the primary screen)."""
    parent = widget.parentWidget()
    screen = (parent.screen() if parent is not None else None) or widget.screen() \
        or QGuiApplication.primaryScreen()
    if screen is None:
        return QSize(1280, 720) - FRAME
    return screen.availableGeometry().size() - FRAME


def fit_to_screen(widget: QWidget, width: int, height: int) -> QSize:
    """Resize ``widget`` to ``width`` x ``height``, or less where its screen is smaller
    (never below its minimum size); returns the size given."""
    room = available_size(widget)
    size = QSize(min(width, room.width()), min(height, room.height()))
    size = size.expandedTo(widget.minimumSize())
    widget.resize(size)
    return size
