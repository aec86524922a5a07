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

from PySide6.QtCore import QRect
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


def frame_side(window: QWidget) -> int:
    """The width of ``window``'s frame on one side: as its window manager draws it, or as
    ``screen_fit`` reckons it before the window is shown (or with no window manager)."""
    side = window.geometry().left() - window.frameGeometry().left()
    return side if side > 0 else FRAME_MARGINS.left()


def keep_in_front(dock: QWidget, editor: QWidget) -> None:
    """Make the floating ``dock``'s window belong to ``editor``'s, so it stays in front
    of the editor, and raise it."""
    dock_window, editor_window = dock.windowHandle(), editor.windowHandle()
    if dock_window is not None and editor_window is not None:
        dock_window.setTransientParent(editor_window)
    dock.raise_()


def give_back(dock: QWidget, owner: QWidget) -> None:
    """The floating ``dock``'s window belongs to ``owner``'s (the main window) again."""
    dock_window, owner_window = dock.windowHandle(), owner.windowHandle()
    if dock_window is not None and owner_window is not None:
        dock_window.setTransientParent(owner_window)
