"""Large text: the windows' style sheets give their fonts in pixels, tuned for a system
font of 10 points or less; a larger system font (a reader who asked for large text) makes
every one of them larger in proportion, and the panel and lists grow to hold them."""

from __future__ import annotations

import math
import re

from PySide6.QtWidgets import QApplication

#: The system font size (points) the pixel sizes of the style sheets were tuned for.
BASE_POINTS = 10.0
_FONT_SIZE = re.compile(r"(font-size:\s*)(\d+(?:\.\d+)?)px")
# A rule whose selector names an indicator (selector, then its body up to "}").
_INDICATOR_RULE = re.compile(r"([^{}]*::indicator[^{}]*\{)([^{}]*)")
_BOX_SIZE = re.compile(r"((?<![-\w])(width|height|border-radius):\s*)(\d+(?:\.\d+)?)px")


def text_scale() -> float:
    """How much larger than ``BASE_POINTS`` the application's font is (1.0 at most sizes
    up to it; 1.5 for a 15-point system font)."""
    if QApplication.instance() is None:
        return 1.0
    points = QApplication.font().pointSizeF()
    return max(1.0, points / BASE_POINTS) if points > 0 else 1.0


def scaled_style(css: str, scale: float | None = None) -> str:
    """``css`` with every ``font-size: Npx`` multiplied by ``scale`` (by default
    ``text_scale()``), and the sizes of check box and radio button indicators (their
    ``width``, ``height`` and ``border-radius`` in rules for ``::indicator``) with it, so
    that a box stays as large as the text beside it."""
    factor = text_scale() if scale is None else scale
    if abs(factor - 1.0) < 0.01:
        return css

    def times(match: re.Match[str]) -> str:
        return f"{match.group(1)}{round(float(match.group(2)) * factor)}px"

    def box(match: re.Match[str]) -> str:
        # An even size and a radius rounded down: a radio button's radius stays at most
        # half its size (with its 1-pixel border), or Qt draws it square.
        value = float(match.group(3)) * factor
        size = math.floor(value) if match.group(2) == "border-radius" else 2 * math.ceil(value / 2)
        return f"{match.group(1)}{size}px"

    def indicator(rule: re.Match[str]) -> str:
        return rule.group(1) + _BOX_SIZE.sub(box, rule.group(2))

    return _INDICATOR_RULE.sub(indicator, _FONT_SIZE.sub(times, css))


def scaled(pixels: float) -> int:
    """A size in pixels that holds text, grown with the system font."""
    return round(pixels * text_scale())
