"""The result banner across the board: a dark, gold-edged band with a headline (who won,
the totals) and a line under it (why the game ended). Pure drawing, like
``board_painter``: each text is fitted to the band, never drawn past it (long names, a
long reason in a wordy language): the headline shrinks, then is cut short with "…" (the
side panel and the screen reader say it whole); the reason shrinks and wraps."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from ..platform.theme import AMBER, SANS, SCORE, SERIF, with_alpha
from .board_painter import fitted_font


def paint_banner(painter: QPainter, rect: QRectF, headline: str, detail: str,
                 pitch: float) -> None:
    """The band in ``rect`` with ``headline`` and ``detail`` under it."""
    painter.setPen(QPen(with_alpha(AMBER, 230), 0.03 * pitch))
    painter.setBrush(QColor(16, 30, 24, 232))
    painter.drawRoundedRect(rect, 0.18 * pitch, 0.18 * pitch)
    inner = rect.adjusted(0.3 * pitch, 0.12 * pitch, -0.3 * pitch, -0.12 * pitch)
    title = QRectF(inner)
    if detail:
        title.setHeight(inner.height() * 0.52)
    font = fitted_font(SERIF, QFont.Weight.Bold, headline, title.width(), 0.36 * pitch,
                       0.2 * pitch)
    painter.setFont(font)
    painter.setPen(QColor(SCORE))
    shown = QFontMetricsF(font).elidedText(headline, Qt.TextElideMode.ElideRight,
                                            title.width())
    painter.drawText(title, Qt.AlignmentFlag.AlignCenter, shown)
    if detail:
        below = QRectF(inner.left(), title.bottom(), inner.width(),
                       inner.bottom() - title.bottom())
        painter.setFont(fitted_font(SANS, QFont.Weight.Normal, detail, below.width(),
                                    0.17 * pitch, 0.1 * pitch, height=below.height()))
        painter.setPen(QColor("#efe3c8"))
        painter.drawText(below, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                         | Qt.TextFlag.TextWordWrap, detail)
