"""The chart of the player's rating, game after game: the rating after each rated game
(the x-axis counts games, 0 the start), a band two deviations either side (where the
rating very likely lies), and the computer's levels as dashed lines, so the player sees
which level they are passing. Without games it says how to get a rating."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QDate, QEvent, QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from ...rating import LEVEL_RATINGS, PlayedGame, Rating, Result
from ..game.texts import level_title
from ..platform.text_scale import scaled
from ..platform.theme import (
    AMBER,
    BOX_EDGE,
    GOLD,
    GOLD_LIGHT,
    GRID,
    MUTED,
    NOTE,
    PANEL,
    SAND,
    SCORE,
    TABLE,
    with_alpha,
)

#: Steps of the axes' marks: a rating step and a game step are the first that leave at
#: most this many marks.
RATING_STEPS = (50, 100, 200, 250, 500, 1000, 2000)
GAME_STEPS = (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000)
#: The level whose rating is only a lower bound (it won every game against the next).
LOWER_BOUND = "master"
#: Games above which the dots are left out (the line alone reads better).
MOST_DOTS = 60


def nice_step(span: float, most: int, steps: Sequence[int]) -> int:
    """The first of ``steps`` that cuts ``span`` into at most ``most`` parts."""
    for step in steps:
        if span / step <= most:
            return step
    return steps[-1] * math.ceil(span / (steps[-1] * most))


def rating_range(ratings: Sequence[float], levels: bool = True) -> tuple[float, float]:
    """The ratings the chart shows: the player's, widened to the nearest level below and
    above (so the levels they are between are drawn; not without ``levels``), with a
    margin."""
    low, high = min(ratings), max(ratings)
    shown = LEVEL_RATINGS.values() if levels else ()
    below = [r for r in shown if r <= low]
    above = [r for r in shown if r >= high]
    low = min(low, max(below)) if below else low
    high = max(high, min(above)) if above else high
    margin = max(40.0, (high - low) * 0.08)
    return low - margin, high + margin


class RatingChart(QWidget):
    """The player's rating after each of ``games`` (the rated games, oldest first),
    starting from ``start``; the computer's levels drawn while ``show_levels``."""

    show_levels = True

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._games: tuple[PlayedGame, ...] = ()
        self._start = Rating()
        self.setMinimumHeight(scaled(130))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Rating chart"))
        self.set_games(())

    def sizeHint(self) -> QSize:
        # No taller than the minimum: a scroll area around the chart asks its content for
        # its preferred height, and the chart grows into any room left anyway.
        return QSize(scaled(600), self.minimumHeight())

    def set_games(self, games: Sequence[PlayedGame], start: Rating | None = None) -> None:
        """Show ``games`` (those that count), the rating ``start`` (by default a new
        player's) before the first."""
        self._games = tuple(games)
        self._start = start or Rating()
        if self._games:
            ratings = [round(game.rating) for game in self._games]
            self.setAccessibleDescription(self.tr(
                "Your rating game after game, over {count} rated games: from {start} to "
                "{now}; highest {best}, lowest {worst}.").format(
                    count=len(ratings), start=round(self._start.rating), now=ratings[-1],
                    best=max(ratings), worst=min(ratings)))
        else:
            self.setAccessibleDescription(self.empty_text())
        self.update()

    def empty_text(self) -> str:
        """What the chart says without games."""
        return self.tr("Play a game against the computer to get a rating")

    # -- geometry ----------------------------------------------------------------------
    def _font(self, pixels: float, bold: bool = False) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(1, scaled(pixels)))
        font.setBold(bold)
        return font

    def _points(self) -> list[tuple[float, float, float]]:
        """(game number, rating, deviation) from the start (game 0) to the last game."""
        return [(0.0, self._start.rating, self._start.deviation)] + [
            (float(n), game.rating, game.deviation)
            for n, game in enumerate(self._games, start=1)]

    def _level_labels(self) -> dict[str, str]:
        """Each level's name and rating ("Master 2541+": its rating is a lower bound)."""
        if not self.show_levels:
            return {}
        return {name: f"{level_title(name)} {round(rating)}"
                + ("+" if name == LOWER_BOUND else "")
                for name, rating in LEVEL_RATINGS.items()}

    def plot_area(self) -> QRectF:
        """The rectangle the lines are drawn in (inside the axes' labels)."""
        small = QFontMetricsF(self._font(12))
        bold = QFontMetricsF(self._font(12, bold=True))  # the levels' names
        pad = scaled(10)
        left = small.horizontalAdvance("0000") + pad * 1.6
        right = max((bold.horizontalAdvance(text) for text in self._level_labels().values()),
                    default=0.0) + pad * 1.6
        return QRectF(self.rect()).adjusted(left, pad * 1.4, -right,
                                            -(small.height() * 2 + pad * 1.8))

    def _y_range(self) -> tuple[float, float]:
        return rating_range([rating for _, rating, _ in self._points()], self.show_levels)

    def to_screen(self, game: float, rating: float) -> QPointF:
        """Where game ``game``'s ``rating`` is drawn."""
        area = self.plot_area()
        low, high = self._y_range()
        count = max(1, len(self._games))
        x = area.left() + area.width() * game / count
        y = area.bottom() - area.height() * (rating - low) / (high - low)
        return QPointF(x, y)

    # -- painting ----------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        painter.setPen(QPen(QColor(BOX_EDGE), 1))
        painter.setBrush(QColor(PANEL))
        painter.drawRoundedRect(frame, 8, 8)
        if not self._games:
            self._paint_empty(painter)
            return
        area = self.plot_area()
        painter.setClipRect(QRectF(self.rect()).adjusted(1, 1, -1, -1))
        self._paint_axes(painter, area)
        self._paint_levels(painter, area)
        self._paint_rating(painter, area)

    def _paint_empty(self, painter: QPainter) -> None:
        """A few faint lines and the way to a rating."""
        area = QRectF(self.rect()).adjusted(scaled(18), scaled(18), -scaled(18), -scaled(18))
        painter.setPen(QPen(QColor(GRID), 1))
        for i in range(5):
            y = area.top() + area.height() * i / 4
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
        painter.setFont(self._font(15))
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        text = painter.boundingRect(area, flags, self.empty_text())
        pad = scaled(10)
        painter.setPen(Qt.PenStyle.NoPen)  # the words on the panel, the lines stop short
        painter.setBrush(QColor(PANEL))
        painter.drawRect(text.adjusted(-2 * pad, -pad, 2 * pad, pad))
        painter.setPen(QColor(NOTE))
        painter.drawText(area, flags, self.empty_text())

    def _paint_axes(self, painter: QPainter, area: QRectF) -> None:
        """The grid at round ratings, the ratings on the left, the games below."""
        low, high = self._y_range()
        small = self._font(12)
        metrics = QFontMetricsF(small)
        painter.setFont(small)
        step = nice_step(high - low, max(2, int(area.height() // (metrics.height() * 1.6))),
                         RATING_STEPS)
        value = math.ceil(low / step) * step
        while value <= high:
            y = self.to_screen(0, value).y()
            painter.setPen(QPen(QColor(GRID), 1))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(QColor(MUTED))
            label = QRectF(0, y - metrics.height() / 2, area.left() - scaled(8), metrics.height())
            painter.drawText(label, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             str(value))
            value += step
        count = len(self._games)
        widest = metrics.horizontalAdvance(str(count)) + scaled(18)
        game_step = nice_step(count, max(1, int(area.width() // widest)), GAME_STEPS)
        painter.setPen(QPen(with_alpha(MUTED, 160), 1))
        painter.drawLine(area.bottomLeft(), area.bottomRight())
        for game in range(0, count + 1, game_step):
            x = self.to_screen(game, low).x()
            painter.drawLine(QPointF(x, area.bottom()), QPointF(x, area.bottom() + scaled(4)))
            painter.drawText(QRectF(x - widest / 2, area.bottom() + scaled(5), widest,
                                    metrics.height()), Qt.AlignmentFlag.AlignHCenter, str(game))
        painter.setPen(QColor(SAND))
        painter.drawText(QRectF(area.left(), area.bottom() + scaled(6) + metrics.height(),
                                area.width(), metrics.height()),
                         Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter,
                         self.tr("Games played"))

    def _paint_levels(self, painter: QPainter, area: QRectF) -> None:
        """The levels within the chart's range: a dashed line and the level's name."""
        low, high = self._y_range()
        small = self._font(12, bold=True)
        metrics = QFontMetricsF(small)
        painter.setFont(small)
        labels = self._level_labels()
        for name, rating in LEVEL_RATINGS.items():
            if name not in labels or not low <= rating <= high:
                continue
            y = self.to_screen(0, rating).y()
            painter.setPen(QPen(with_alpha(GOLD_LIGHT, 130), 1.2, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(QColor(GOLD_LIGHT))
            painter.drawText(QRectF(area.right() + scaled(8), y - metrics.height() / 2,
                                    self.width() - area.right(), metrics.height()),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             labels[name])

    def _paint_rating(self, painter: QPainter, area: QRectF) -> None:
        """The band of two deviations, the line of the rating and its dots."""
        points = self._points()
        painter.save()
        painter.setClipRect(area.adjusted(0, -1, 1, 1))
        upper = [self.to_screen(n, r + 2 * d) for n, r, d in points]
        lower = [self.to_screen(n, r - 2 * d) for n, r, d in reversed(points)]
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(with_alpha(GOLD, 26))
        painter.drawPolygon(QPolygonF(upper + lower))
        painter.restore()
        line_points = [self.to_screen(n, r) for n, r, _ in points]
        line = QPainterPath(line_points[0])
        for point in line_points[1:]:
            line.lineTo(point)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(AMBER), scaled(2.2), Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        painter.drawPath(line)
        if len(points) <= MOST_DOTS:
            radius = scaled(3.2)
            painter.setPen(QPen(QColor(TABLE), 1.2))
            painter.setBrush(QColor(AMBER))
            for point in line_points[1:-1]:
                painter.drawEllipse(point, radius, radius)
        painter.setPen(QPen(QColor(TABLE), 1.5))
        painter.setBrush(QColor(SCORE))
        last = scaled(5)
        painter.drawEllipse(line_points[-1], last, last)

    # -- tool tips -----------------------------------------------------------------------
    def game_at(self, x: float) -> int | None:
        """The game (1 the first) drawn nearest ``x``, or None without games."""
        if not self._games:
            return None
        area = self.plot_area()
        index = round((x - area.left()) / max(1.0, area.width()) * len(self._games))
        return max(1, min(len(self._games), index))

    def game_text(self, number: int) -> str:
        """The tool tip of game ``number``: when, the result and the rating after it."""
        game = self._games[number - 1]
        results = {
            Result.WIN: self.tr("won against {level}"),
            Result.DRAW: self.tr("drew with {level}"),
            Result.LOSS: self.tr("lost to {level}"),
        }
        local = game.when.astimezone()
        when = self.locale().toString(QDate(local.year, local.month, local.day),
                                      QLocale.FormatType.ShortFormat)
        return self.tr("Game {number}, {date}: {result}\nRating after it: {rating}").format(
            number=number, date=when, result=results[game.result].format(
                level=level_title(game.level)), rating=round(game.rating))

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            number = self.game_at(event.pos().x())
            if number is None:
                QToolTip.hideText()
            else:
                QToolTip.showText(event.globalPos(), self.game_text(number), self)
            return True
        return super().event(event)
