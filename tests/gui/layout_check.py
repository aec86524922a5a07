"""Checks that a window's text is not clipped and its controls do not overlap, read from
the widgets' geometry (used by the screen tests and by ``window_shots.py``)."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGraphicsView,
    QGroupBox,
    QHeaderView,
    QLabel,
    QScrollArea,
    QSlider,
    QWidget,
)

#: The widgets whose text or picture must show whole.
CONTENT = (QLabel, QAbstractButton, QComboBox, QSlider, QAbstractItemView, QGroupBox,
           QGraphicsView)
SLACK = 1  # pixels of rounding


def _scrolled(widget: QWidget) -> bool:
    """True for a widget inside a scroll area's page (it may lie outside the view)."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QScrollArea) or isinstance(parent.parentWidget(), QScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def _name(widget: QWidget) -> str:
    text = ""
    if isinstance(widget, (QLabel, QAbstractButton)):
        text = widget.text()[:30]
    elif isinstance(widget, QGroupBox):
        text = widget.title()
    return f"{type(widget).__name__}({text!r})"


def clipped(widget: QWidget) -> str | None:
    """Why ``widget`` shows less than its content needs, or None."""
    size = widget.size()
    if isinstance(widget, QLabel) and widget.text():
        if widget.wordWrap():
            if widget.heightForWidth(size.width()) > size.height() + SLACK:
                return f"{_name(widget)} needs {widget.heightForWidth(size.width())} px " \
                       f"of height, has {size.height()}"
            return None
        need = widget.minimumSizeHint()
        if need.width() > size.width() + SLACK or need.height() > size.height() + SLACK:
            return f"{_name(widget)} needs {need.width()}x{need.height()}, " \
                   f"has {size.width()}x{size.height()}"
        return None
    if isinstance(widget, QAbstractItemView):
        for header in (getattr(widget, "horizontalHeader", lambda: None)(),):
            if isinstance(header, QHeaderView) and header.isVisible():
                for section in range(header.count()):
                    if header.isSectionHidden(section):
                        continue
                    need = header.sectionSizeHint(section)
                    if need > header.sectionSize(section) + SLACK:
                        title = header.model().headerData(
                            section, header.orientation()) if header.model() else ""
                        return f"{_name(widget)}'s column {title!r} needs {need} px, " \
                               f"has {header.sectionSize(section)}"
        return None
    if isinstance(widget, (QAbstractButton, QComboBox, QGroupBox)):
        need = widget.minimumSizeHint()
        if isinstance(widget, QAbstractButton):
            need = widget.sizeHint()  # a button's text is cut below its size hint
        if need.width() > size.width() + SLACK or need.height() > size.height() + SLACK:
            return f"{_name(widget)} needs {need.width()}x{need.height()}, " \
                   f"has {size.width()}x{size.height()}"
    return None


def layout_problems(top: QWidget) -> list[str]:
    """Everything clipped, cut off by the window's edge or overlapping in ``top``."""
    problems = []
    shown = [w for w in top.findChildren(QWidget)
             if isinstance(w, CONTENT) and w.isVisibleTo(top) and w.window() is top]
    bounds = top.rect()
    placed: list[tuple[QWidget, QRect]] = []
    for widget in shown:
        reason = clipped(widget)
        if reason:
            problems.append(reason)
        if _scrolled(widget):
            continue
        rect = QRect(widget.mapTo(top, widget.rect().topLeft()), widget.size())
        if not bounds.contains(rect):
            problems.append(f"{_name(widget)} at {rect.getRect()} is cut off by the "
                            f"window's edge {bounds.getRect()}")
        placed.append((widget, rect))
    for i, (first, one) in enumerate(placed):
        for second, other in placed[i + 1:]:
            if first.isAncestorOf(second) or second.isAncestorOf(first):
                continue
            if isinstance(first.parentWidget(), CONTENT) or isinstance(
                    second.parentWidget(), CONTENT):
                continue  # parts of a control (a view's header, a combo's button)
            overlap = one.intersected(other)
            if overlap.width() > SLACK and overlap.height() > SLACK:
                problems.append(f"{_name(first)} and {_name(second)} overlap at "
                                f"{overlap.getRect()}")
    return problems
