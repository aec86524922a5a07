"""Where the analysis goes while the board editor is open: the editor is a dialog over the
window, so the analysis dock floats as a window of its own beside it.

The rule (``placement``), for an editor's frame, the dock's width and the screen's room:

- beside the editor, on its right, else on its left, when the screen has room there;
- else the editor moves over (and, where it must, gets narrower, down to its least
  width) to leave the dock its room at the screen's right edge;
- else (a small screen, 1024 px wide: the editor's least width and the dock do not fit
  side by side) the editor stands at the screen's left edge at its least width and the
  dock at the right edge, over the editor's right margin. The dock is then kept in front
  of the editor (``keep_in_front``: its window belongs to the editor's, which every window
  manager keeps above its owner), never behind it with a strip showing.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QWidget

from ..platform.screen_fit import FRAME_MARGINS

#: The gap between the board editor and the dock floating beside it, in pixels.
BESIDE_GAP = 8


@dataclass(frozen=True, slots=True)
class Placement:
    """The editor's new frame (None: it stays where it is) and the dock's left edge."""

    editor: QRect | None
    dock_left: int


def placement(frame: QRect, least_width: int, width: int, screen: QRect) -> Placement:
    """Where the editor (its ``frame``, ``least_width`` its narrowest frame) and a dock
    ``width`` wide go on ``screen`` (see the module's words)."""
    if frame.right() + BESIDE_GAP + width <= screen.right():
        return Placement(None, frame.right() + BESIDE_GAP + 1)
    if frame.left() - BESIDE_GAP - width >= screen.left():
        return Placement(None, frame.left() - BESIDE_GAP - width)
    left_room = screen.width() - BESIDE_GAP - width
    editor_width = max(least_width, min(frame.width(), left_room))
    left = max(screen.left(), screen.right() + 1 - width - BESIDE_GAP - editor_width)
    editor = QRect(left, frame.top(), editor_width, frame.height())
    return Placement(editor, screen.right() + 1 - width)


def framed(window: QWidget) -> bool:
    """True once ``window``'s frame is known (its window manager has drawn it)."""
    return window.frameGeometry() != window.geometry()


def window_frame(window: QWidget) -> QRect:
    """``window``'s frame on the screen, title bar included: as its window manager draws
    it, or reckoned with ``screen_fit``'s margins while it has none yet (just shown, or no
    window manager), kept below the top of its screen's room."""
    frame = window.frameGeometry()
    if not framed(window):
        frame = frame.marginsAdded(FRAME_MARGINS)
    screen = window.screen().availableGeometry()
    return frame.translated(0, max(0, screen.top() - frame.top()))


def frame_side(window: QWidget) -> int:
    """The width of ``window``'s frame on one side: as its window manager draws it, or as
    ``screen_fit`` reckons it before the window is shown (or with no window manager)."""
    side = window.geometry().left() - window.frameGeometry().left()
    return side if side > 0 else FRAME_MARGINS.left()


def keep_in_front(dock: QWidget, editor: QWidget) -> None:
    """Before the floating ``dock`` is shown: make its window belong to ``editor``'s (the
    window manager reads whose it is as it maps it) and stay on top while the editor is
    open (some window managers keep a modal dialog above even its own windows), so it
    stands in front of the editor; shown, it leaves the keyboard with the editor."""
    dock.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating, True)
    dock.setWindowFlag(Qt.WindowType.WindowStaysOnTopHint, True)
    dock.winId()  # its window made, to be given its owner
    dock_window, editor_window = dock.windowHandle(), editor.windowHandle()
    if dock_window is not None and editor_window is not None:
        dock_window.setTransientParent(editor_window)


def give_back(dock: QWidget) -> None:
    """The editor is gone: the dock is an ordinary window of the program's again (on top
    no more, activated when shown; its window the main window's when next floated)."""
    dock.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating, False)
    if dock.windowFlags() & Qt.WindowType.WindowStaysOnTopHint:
        shown = dock.isVisible()
        dock.setWindowFlag(Qt.WindowType.WindowStaysOnTopHint, False)  # hides it
        if shown:
            dock.show()
