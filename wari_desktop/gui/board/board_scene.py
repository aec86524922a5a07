"""The board as a QGraphicsScene: the wooden board, a marker ring per house, 48 seed items,
count badges and the players' name plates.

Scene units are fixed (a pitch of 100 between neighbouring houses); the view scales the
scene to the window, and every item paints vectors, so the board is crisp at any size and
pixel density. The scene holds no rules: it shows counts, marks and seeds it is given.
Where each pit lies is ``pit_layout``'s ``Layout``.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPixmap,
    QPixmapCache,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from ...rules import HOUSES, LETTERS, Player
from ..platform.theme import AMBER, IVORY_LIGHT, SANS, with_alpha
from .banner_painter import paint_banner
from .board_painter import (
    oval,
    paint_count,
    paint_focus_brackets,
    paint_hint_ring,
    paint_last_move_mark,
    paint_legal_ring,
    paint_letter,
    paint_pit,
    paint_plate,
    paint_seed,
    paint_wood,
)
from .pit_layout import NORTH_STORE, PITCH, PITS, SCENE_RECT, SOUTH_STORE, Layout

SEEDS_IN_GAME = 48

Z_BOARD, Z_MARK, Z_SEED, Z_COUNT, Z_LIFTED, Z_BANNER = 0.0, 1.0, 2.0, 5.0, 6.0, 8.0


def store_of(player: Player) -> int:
    """The pit number of ``player``'s store."""
    return SOUTH_STORE if player is Player.SOUTH else NORTH_STORE


class WoodItem(QGraphicsItem):
    """The board: wood, grain, carved houses and stores, engraved letters.

    Painting it takes 60-130 ms (hundreds of antialiased grain strokes), so it is drawn
    once per size into a picture the item keeps and shows from then on. Qt's own item
    cache would keep it in the shared QPixmapCache, which drops pictures every 30 seconds
    or so, and the wood was then painted again in the middle of an animation."""

    def __init__(self, layout: Layout) -> None:
        super().__init__()
        self.layout = layout
        self.setZValue(Z_BOARD)
        self._picture: QPixmap | None = None
        self._picture_key: tuple[object, ...] = ()
        self.paints = 0  # how many times the wood was really painted (for tests)

    def boundingRect(self) -> QRectF:
        return self.layout.geo.board.adjusted(-0.3 * PITCH, -0.3 * PITCH, 0.3 * PITCH,
                                              0.45 * PITCH)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        world = painter.worldTransform()
        if world.isRotating() or world.m13() or world.m23():  # not a plain scale: as is
            self._paint_wood(painter)
            return
        area = world.mapRect(self.boundingRect()).toAlignedRect().adjusted(-1, -1, 1, 1)
        ratio = painter.device().devicePixelRatioF()
        key = (area.size().toTuple(), ratio, world.m11(), world.m22(), world.dx() % 1,
               world.dy() % 1, self.layout.flipped)
        if self._picture is None or key != self._picture_key:
            picture = QPixmap(round(area.width() * ratio), round(area.height() * ratio))
            picture.setDevicePixelRatio(ratio)
            picture.fill(Qt.GlobalColor.transparent)
            drawing = QPainter(picture)
            drawing.setWorldTransform(world * QTransform.fromTranslate(-area.x(), -area.y()))
            self._paint_wood(drawing)
            drawing.end()
            self._picture, self._picture_key = picture, key
        painter.save()
        painter.setWorldTransform(QTransform())
        painter.drawPixmap(area.topLeft(), self._picture)
        painter.restore()

    def _paint_wood(self, painter: QPainter) -> None:
        self.paints += 1
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        layout = self.layout
        paint_wood(painter, layout.geo)
        for pit in range(PITS):
            rect = layout.rect(pit)
            paint_pit(painter, oval(rect), rect, PITCH)
        for house in range(HOUSES):
            paint_letter(painter, layout.label(house), LETTERS[house], PITCH)


@dataclass(frozen=True, slots=True)
class Marks:
    """How a house is marked: playable, under the mouse, the engine's hint (with its
    evaluation), the house the last move started from, the analysis' score of playing it
    (``best``: the best move's)."""

    legal: bool = False
    hover: bool = False
    hint: str | None = None
    last: bool = False
    focus: bool = False  # the keyboard's house
    score: str | None = None
    best: bool = False


class MarkItem(QGraphicsItem):
    """The glow, rings and hint tag around one house."""

    def __init__(self, layout: Layout, house: int) -> None:
        super().__init__()
        self.layout = layout
        self.house = house
        self.marks = Marks()
        self.setZValue(Z_MARK)

    def set_marks(self, marks: Marks) -> None:
        """Show ``marks``."""
        if marks != self.marks:
            self.marks = marks
            self.update()

    def boundingRect(self) -> QRectF:
        return self.layout.rect(self.house).adjusted(-0.5 * PITCH, -0.5 * PITCH,
                                                     0.5 * PITCH, 0.5 * PITCH)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        marks, layout = self.marks, self.layout
        center, radius = layout.center(self.house), layout.geo.house_radius
        if marks.last:
            paint_last_move_mark(painter, center, radius, PITCH)
        if marks.legal:
            paint_legal_ring(painter, center, radius, PITCH, marks.hover)
        if marks.hint is not None:
            paint_hint_ring(painter, center, radius, PITCH)
            if marks.score is None:  # the analysis' score, when shown, says it already
                self._paint_tag(painter, self.tag_rect(marks.hint), marks.hint,
                                QColor(18, 70, 48, 235), QColor(190, 255, 215))
        if marks.score is not None:
            back, ink = ((with_alpha(AMBER, 240), QColor(40, 26, 8)) if marks.best
                         else (QColor(30, 22, 14, 215), QColor(IVORY_LIGHT)))
            self._paint_tag(painter, self.tag_rect(marks.score, 0.98), marks.score, back,
                            ink)
        if marks.focus:
            paint_focus_brackets(painter, center, radius, PITCH)

    def _tag_font(self) -> QFont:
        font = QFont()
        font.setFamilies(SANS)
        font.setPixelSize(round(0.17 * PITCH))
        font.setWeight(QFont.Weight.Bold)
        return font

    def tag_rect(self, text: str, inward: float = 0.74) -> QRectF:
        """Where a tag with ``text`` goes: centred on the house, ``inward`` radii towards
        the middle of the board, so it never lies over a neighbouring house."""
        width = QFontMetricsF(self._tag_font()).horizontalAdvance(text) + 0.16 * PITCH
        height = 0.25 * PITCH
        center, radius = self.layout.center(self.house), self.layout.geo.house_radius
        up = -1 if self.layout.at_bottom(self.house) else 1
        middle = QPointF(center.x(), center.y() + up * radius * inward)
        return QRectF(middle.x() - width / 2, middle.y() - height / 2, width, height)

    def _paint_tag(self, painter: QPainter, rect: QRectF, text: str, back: QColor,
                   ink: QColor) -> None:
        """A small rounded tag: the hint's evaluation, or the analysis' score."""
        painter.setFont(self._tag_font())
        height = rect.height()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(back)
        painter.drawRoundedRect(rect, height / 2, height / 2)
        painter.setPen(ink)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


class SeedItem(QGraphicsItem):
    """One seed, with its own shade and tilt; ``lift`` draws it held above the board."""

    def __init__(self, seed: int) -> None:
        super().__init__()
        rng = random.Random(seed * 7717 + 11)
        self.seed = seed
        self.tint = rng.randrange(4)
        self.angle = rng.uniform(0.0, 180.0)
        self.size = 1.0
        self.lift = 0.0
        self.setZValue(Z_SEED)
        # No cache: a seed is three ellipses, and a cache per lift height would churn
        # Qt's pixmap cache and push the board's own cached picture out of it.

    def set_look(self, size: float, lift: float) -> None:
        """Draw at ``size`` (crowded pits use smaller seeds), lifted by ``lift`` (0..1)."""
        if abs(size - self.size) > 1e-3 or abs(lift - self.lift) > 1e-3:
            self.prepareGeometryChange()
            self.size, self.lift = size, lift
            self.update()
        self.setZValue(Z_LIFTED + lift if lift > 0.01 else Z_SEED + self.y() / 10000)

    def boundingRect(self) -> QRectF:
        reach = 0.22 * PITCH * (1 + self.lift)
        return QRectF(-reach, -reach, 2 * reach, 2 * reach)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_seed(painter, PITCH, self.size, self.angle, self.tint, self.lift)


class CountItem(QGraphicsItem):
    """A pit's seed count on an ivory badge."""

    def __init__(self, scale: float) -> None:
        super().__init__()
        self.count = 0
        self.badge_scale = scale
        self.setZValue(Z_COUNT)

    def set_count(self, count: int) -> None:
        """Show ``count``."""
        if count != self.count:
            self.count = count
            self.update()

    def boundingRect(self) -> QRectF:
        reach = 0.3 * PITCH * self.badge_scale
        return QRectF(-reach, -reach, 2 * reach, 2 * reach)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_count(painter, QPointF(0, 0), self.count, PITCH, self.badge_scale)


class PlateItem(QGraphicsItem):
    """A player's name on the table, lit while it is their turn."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF()
        self.name = ""
        self.active_text = ""

    def set_text(self, rect: QRectF, name: str, active_text: str) -> None:
        """Show ``name`` in ``rect``, with ``active_text`` ("to move") when it is lit."""
        if (rect, name, active_text) != (self.rect, self.name, self.active_text):
            self.prepareGeometryChange()
            self.rect, self.name, self.active_text = QRectF(rect), name, active_text
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2.5 * PITCH, 0, 2.5 * PITCH, 0)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_plate(painter, self.rect, self.name, self.active_text, PITCH)


class BannerItem(QGraphicsItem):
    """The result of a finished game, across the middle of the board (hidden while
    there is no result to show)."""

    def __init__(self, layout: Layout) -> None:
        super().__init__()
        self.layout = layout
        self.headline = ""
        self.detail = ""
        self.setZValue(Z_BANNER)
        self.setVisible(False)

    def set_text(self, headline: str, detail: str) -> None:
        """Show ``headline`` and ``detail``; an empty headline hides the banner."""
        if (headline, detail) != (self.headline, self.detail):
            self.headline, self.detail = headline, detail
            self.update()
        self.setVisible(bool(headline))

    def boundingRect(self) -> QRectF:
        board = self.layout.geo.board
        width, height = 5.6 * PITCH, 1.25 * PITCH
        return QRectF(board.center().x() - width / 2, board.center().y() - height / 2,
                      width, height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = self.boundingRect().adjusted(0.05 * PITCH, 0.05 * PITCH, -0.05 * PITCH,
                                            -0.05 * PITCH)
        paint_banner(painter, rect, self.headline, self.detail, PITCH)


class BoardScene(QGraphicsScene):
    """The board's items and the seeds' whereabouts: ``pits[p]`` lists the ids of the
    seeds resting in pit ``p`` (houses 0..11, South's store 12, North's 13)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Room for the board's cached pictures at full-screen, high-density sizes.
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), 64 * 1024))
        self.setSceneRect(SCENE_RECT)
        self.layout = Layout()
        self.wood = WoodItem(self.layout)
        self.addItem(self.wood)
        self.marks = [MarkItem(self.layout, house) for house in range(HOUSES)]
        self.seeds = [SeedItem(seed) for seed in range(SEEDS_IN_GAME)]
        self.counts = [CountItem(1.0 if pit < HOUSES else 1.25) for pit in range(PITS)]
        self.plates = {player: PlateItem() for player in Player}
        self.banner = BannerItem(self.layout)
        for item in (*self.marks, *self.seeds, *self.counts, *self.plates.values(),
                     self.banner):
            self.addItem(item)
        self.pits: list[list[int]] = [list(range(4 * h, 4 * h + 4)) for h in range(HOUSES)]
        self.pits += [[], []]
        self.spare: list[int] = []  # seeds a set-up position leaves off the board
        self._plate_texts: dict[Player, tuple[str, str]] = {p: ("", "") for p in Player}
        self._place_fixed()
        self.show_counts(range(PITS), self.pit_counts())
        for pit in range(PITS):
            self.rest(pit)

    # -- what is shown -------------------------------------------------------------
    def pit_counts(self) -> list[int]:
        """The number of seeds resting in each pit."""
        return [len(seeds) for seeds in self.pits]

    def set_counts(self, counts: Sequence[int]) -> None:
        """Move seeds between pits at once so that pit ``p`` holds ``counts[p]`` (the 12
        houses then the two stores; fewer than 48 in all leaves the rest in the stores)."""
        counts = list(counts) + [0] * (PITS - len(counts))
        spare = self.spare + [s for pit in range(PITS) for s in self.pits[pit][counts[pit]:]]
        for pit in range(PITS):
            del self.pits[pit][counts[pit]:]
        for pit in range(PITS):
            while len(self.pits[pit]) < counts[pit] and spare:
                self.pits[pit].append(spare.pop())
        for seed in spare:  # set-up positions with fewer than 48 seeds
            self.seeds[seed].setVisible(False)
        self.spare = spare
        for pit in range(PITS):
            self.rest(pit)
        self.show_counts(range(PITS), counts)

    def show_counts(self, pits: Iterable[int], counts: Sequence[int]) -> None:
        """Put ``counts[p]`` on the badge of each pit ``p`` in ``pits``."""
        for pit in pits:
            self.counts[pit].set_count(counts[pit])

    def set_counts_visible(self, visible: bool) -> None:
        """Show or hide the house badges (the stores' counts always show)."""
        for item in self.counts[:HOUSES]:
            item.setVisible(visible)

    def rest(self, pit: int) -> None:
        """Lay the seeds of ``pit`` in their resting places."""
        seeds = self.pits[pit]
        for rank, (seed, (point, size)) in enumerate(
            zip(seeds, self.layout.spots(pit, len(seeds)), strict=True)
        ):
            item = self.seeds[seed]
            item.setVisible(rank < self.layout.limit(pit))
            item.setPos(point)
            item.set_look(size, 0.0)

    def set_marks(self, marks: Sequence[Marks]) -> None:
        """Mark the 12 houses."""
        for item, mark in zip(self.marks, marks, strict=True):
            item.set_marks(mark)

    def set_plate(self, player: Player, name: str, active_text: str) -> None:
        """The name shown for ``player``, lit with ``active_text`` when not empty."""
        self._plate_texts[player] = (name, active_text)
        self.plates[player].set_text(self.layout.plate(player), name, active_text)

    def set_flipped(self, flipped: bool) -> None:
        """Put North's side at the bottom (or South's back)."""
        if flipped == self.layout.flipped:
            return
        self.layout.flipped = flipped
        self.wood.update()
        self._place_fixed()
        for pit in range(PITS):
            self.rest(pit)
        self.update()

    def house_at(self, point: QPointF) -> int | None:
        """The house under a scene point."""
        return self.layout.house_at(point)

    def _place_fixed(self) -> None:
        for item in self.marks:
            item.prepareGeometryChange()
            item.update()
        for pit, badge in enumerate(self.counts):
            badge.setPos(self.layout.badge(pit))
        for player, (name, text) in self._plate_texts.items():
            self.plates[player].set_text(self.layout.plate(player), name, text)
