"""Windows that fit the screen they open on: a window asks for its comfortable size and
gets at most what the screen offers (less room for the title bar and the desktop's
panels), so a 1280x720 laptop shows every window whole, Close button included; and a
window placed where it was last time is moved back onto the screen if that place is
(partly) off it."""

from __future__ import annotations

from PySide6.QtCore import QMargins, QRect, QSize, Qt, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QFrame, QScrollArea, QVBoxLayout, QWidget

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


#: The room a window's frame takes on each side, in pixels (the title bar at the top).
FRAME_MARGINS = QMargins(FRAME.width() // 2, FRAME.height() - FRAME.width() // 2,
                         FRAME.width() // 2, FRAME.width() // 2)


def screen_room(widget: QWidget) -> QRect | None:
    """The available geometry (less the desktop's panels) of the screen holding
    ``widget``'s centre, else of its own screen or the primary one; None with no screen."""
    screen = QGuiApplication.screenAt(widget.geometry().center()) or widget.screen() \
        or QGuiApplication.primaryScreen()
    return None if screen is None else screen.availableGeometry()


def place_on_screen(widget: QWidget) -> QRect:
    """Move, and if need be shrink, the top-level ``widget`` so that it lies wholly on
    its screen's available geometry, frame and title bar included (a place kept from a
    larger screen or another arrangement of screens, say); a maximised or full-screen
    window is left as it is. Returns the widget's geometry (its contents) afterwards."""
    room = screen_room(widget)
    states = Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen
    if room is None or widget.windowState() & states:
        return widget.geometry()
    inner = room.marginsRemoved(FRAME_MARGINS)
    geometry = widget.geometry()
    size = QSize(min(geometry.width(), inner.width()), min(geometry.height(), inner.height()))
    size = size.expandedTo(widget.minimumSize())
    x = max(inner.left(), min(geometry.x(), inner.right() + 1 - size.width()))
    y = max(inner.top(), min(geometry.y(), inner.bottom() + 1 - size.height()))
    placed = QRect(x, y, size.width(), size.height())
    if placed != geometry:
        widget.setGeometry(placed)
    return widget.geometry()


class _Page(QWidget):
    """A scrolled page as low as its contents allow (not as high as they would like), so
    that a low window scrolls only what does not fit even at its least."""

    def heightForWidth(self, width: int) -> int:
        layout = self.layout()
        if layout is None:
            return super().heightForWidth(width)
        return layout.totalMinimumHeightForWidth(width)

    def minimumSizeHint(self) -> QSize:
        """Its least width; its least height is the one for the width it gets (above)."""
        layout = self.layout()
        hint = super().minimumSizeHint()
        return QSize(hint.width(), 0) if layout is not None and layout.hasHeightForWidth() \
            else hint


class FitScroll(QScrollArea):
    """The middle of a window that may scroll: its ``column`` (a vertical layout) asks for
    its whole height (so a screen with room shows it all, unscrolled) and shrinks to
    ``least`` pixels high on a small screen, where it scrolls up and down (never sideways:
    it is as wide as the column needs). The window's buttons stay outside it, always on
    screen."""

    def __init__(self, parent: QWidget | None = None, least: int = 120) -> None:
        super().__init__(parent)
        self._least = least
        self.setObjectName("fitScroll")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Its controls take the keyboard, and it scrolls to the one that has it.
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        page = _Page(self)
        self.column = QVBoxLayout(page)
        self.column.setContentsMargins(0, 0, 0, 0)
        self.column.setSpacing(10)
        self.setWidget(page)
        self.viewport().setAutoFillBackground(False)
        page.setAutoFillBackground(False)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    @Slot(QWidget, QWidget)
    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        """A control of the page given the keyboard (by Tab from the buttons below, say)
        is scrolled into sight."""
        page = self.widget()
        if new is not None and page is not None and page.isAncestorOf(new):
            self.ensureWidgetVisible(new)

    def _bar(self) -> int:
        return self.verticalScrollBar().sizeHint().width()

    def sizeHint(self) -> QSize:
        hint = self.column.totalSizeHint().expandedTo(self.column.totalMinimumSize())
        return QSize(hint.width() + self._bar(), hint.height())

    def minimumSizeHint(self) -> QSize:
        return QSize(self.column.totalMinimumSize().width() + self._bar(), self._least)
