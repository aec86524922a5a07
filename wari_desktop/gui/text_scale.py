"""Large text: the windows' style sheets give their fonts in pixels, tuned for a system
font of 10 points or less; a larger system font (a reader who asked for large text) makes
every one of them larger in proportion, and the panel and lists grow to hold them."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QApplication

#: The system font size (points) the pixel sizes of the style sheets were tuned for.
BASE_POINTS = 10.0
_FONT_SIZE = re.compile(r"(font-size:\s*)(\d+(?:\.\d+)?)px")


def text_scale() -> float:
    """How much larger than ``BASE_POINTS`` the application's font is (1.0 at most sizes
    up to it; 1.5 for a 15-point system font)."""
    if QApplication.instance() is None:
        return 1.0
    points = QApplication.font().pointSizeF()
    return max(1.0, points / BASE_POINTS) if points > 0 else 1.0


def scaled_style(css: str, scale: float | None = None) -> str:
    """``css`` with every ``font-size: Npx`` multiplied by ``scale`` (by default
    ``text_scale()``)."""
    factor = text_scale() if scale is None else scale
    if abs(factor - 1.0) < 0.01:
        return css
    return _FONT_SIZE.sub(lambda m: f"{m.group(1)}{round(float(m.group(2)) * factor)}px", css)


def scaled(pixels: float) -> int:
    """A size in pixels that holds text, grown with the system font."""
    return round(pixels * text_scale())
