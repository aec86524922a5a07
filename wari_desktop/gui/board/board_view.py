"""The board view: draws the house list model on the wooden board and animates each move
seed by seed.

It reads counts, playable houses, the hint and the last move from a ``HouseListModel``,
and animates the ``SowingPlan`` a ``GameModel`` announces with ``movePlayed`` (and the
seeds collected at the end of a game, ``seedsCollected``). Moves that arrive while one is
animated wait their turn. An undo, a new game or a loaded file (``positionReset``) stops
the animation and shows the new position at once. ``shown`` (a ``DisplayedPosition``)
follows the animation: the badges, the panel's scores and the move list read it.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QModelIndex, QPointF, QSize, Qt, QVariantAnimation, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QSizePolicy, QWidget

from ...rules import HOUSES, LETTERS, Player, SowingPlan
from ..game.game_model import GameModel
from ..game.texts import signed_seeds
from ..platform.settings import Speed
from .board_painter import TABLE_DARK, TABLE_LIGHT
from .board_scene import BoardScene, Marks, store_of
from .choreography import Choreography, CueKind, Timing, choreograph, collect, sample
from .displayed import DisplayedPosition
from .house_model import HouseListModel, Role
from .keyboard import ARROWS, ENTER
from .pit_layout import PITCH, PITS
from .ring import neighbour_on_screen

#: How much each speed stretches the normal timing (None: no animation).
SPEED_SCALE: dict[Speed, float | None] = {
    Speed.SLOW: 1.7,
    Speed.NORMAL: 1.0,
    Speed.FAST: 0.5,
    Speed.INSTANT: None,
}


@dataclass(frozen=True, slots=True)
class QueuedMove:
    """A move waiting to be animated, the store its captures go to, and its number in the
    game (1-based)."""

    plan: SowingPlan
    store: int
    ply: int


@dataclass(frozen=True, slots=True)
class QueuedCollection:
    """The end-of-game collection waiting to be animated: ``(house, store)`` pairs."""

    stores: tuple[tuple[int, int], ...]


class GameBoardView(QGraphicsView):
    """The wooden board of ``model``'s game, drawn from ``houses``.

    Signals: ``houseClicked(house)`` for a click (or Enter) on a house, animated or not
    (the window decides whether it waits); ``seedDropped(house)`` and
    ``seedsCaptured(house, count)`` (captured or collected seeds landing in a store) as the
    animation goes, for sounds; ``animationFinished()`` when the last queued move has been
    shown.
    """

    houseClicked = Signal(int)
    seedDropped = Signal(int)
    seedsCaptured = Signal(int, int)
    animationFinished = Signal()
    collectionStarted = Signal()  # the end-of-game collection has begun to be shown

    def __init__(self, model: GameModel, houses: HouseListModel,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board = BoardScene(self)
        self.setScene(self.board)
        self._model = model
        self._houses = houses
        self._speed = Speed.NORMAL
        self._queue: deque[QueuedMove | QueuedCollection] = deque()
        #: What the board shows now; every number on screen follows it.
        self.shown = DisplayedPosition(self)
        self.shown.countsChanged.connect(self._show_counts)
        self._choreography: Choreography | None = None
        self._collecting = False  # the choreography shown is the end-of-game collection
        self._cue = 0
        self._hover: int | None = None
        self._focus = 0  # the house the keyboard ring is on
        self._keyboard = False  # the ring shows once the keyboard is used, not before
        self._frozen: list[int] | None = None  # a past position shown from the move list
        self._scores: dict[int, str] = {}  # the analysis' score of each house, by house
        self._best: int | None = None
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.valueChanged.connect(self._frame)
        self._animation.finished.connect(self._move_done)

        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(480, 280)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Wari board"))

        houses.dataChanged.connect(self._data_changed)
        houses.modelReset.connect(self.sync)
        model.movePlayed.connect(self._move_played)
        model.seedsCollected.connect(self._seeds_collected)
        model.positionReset.connect(self._reset)
        self.sync()

    # -- settings --------------------------------------------------------------------
    def set_speed(self, speed: Speed) -> None:
        """How fast moves are animated (``Speed.INSTANT``: not at all)."""
        self._speed = speed
        if SPEED_SCALE[speed] is None and self.is_animating():
            self._finish_all()

    def speed(self) -> Speed:
        """The animation speed."""
        return self._speed

    def set_flipped(self, flipped: bool) -> None:
        """Put North's side at the bottom (True) or South's (False)."""
        self.board.set_flipped(flipped)
        self.resetCachedContent()

    def is_flipped(self) -> bool:
        """True when North's side is at the bottom."""
        return self.board.layout.flipped

    def set_counts_visible(self, visible: bool) -> None:
        """Show or hide the seed counts beside the houses."""
        self.board.set_counts_visible(visible)

    def set_plates(self, names: tuple[str, str], active: Player | None, text: str) -> None:
        """The players' names (South's, North's); ``active``'s plate is lit with ``text``."""
        for player in Player:
            self.board.set_plate(player, names[player], text if player is active else "")

    def set_banner(self, headline: str, detail: str) -> None:
        """Announce a result across the board (``headline``, then ``detail``: why); an
        empty headline takes the banner away."""
        self.board.banner.set_text(headline, detail)

    # -- state -----------------------------------------------------------------------
    def is_animating(self) -> bool:
        """True while a move is being shown; clicks wait until it is over."""
        return self._choreography is not None or bool(self._queue)

    def is_collecting(self) -> bool:
        """True while the seeds left at the end of a game fly to their stores."""
        return self._collecting and self._choreography is not None

    def counts(self) -> list[int]:
        """The counts shown on the board (houses ``A..f``, then the two stores)."""
        return self.shown.counts()

    def house_center(self, house: int) -> QPointF:
        """The centre of ``house`` in view (widget) coordinates, for tests and tools."""
        return QPointF(self.mapFromScene(self.board.layout.center(house)))

    def show_frozen(self, counts: list[int] | None) -> None:
        """Show a past position (14 counts) read-only, or the game again with None."""
        self._finish_all()
        self._frozen = counts
        self.sync()

    def set_move_scores(self, scores: dict[int, str], best: int | None = None) -> None:
        """Show a score on each house in ``scores`` (house: text), ``best`` picked out;
        an empty dict shows none."""
        if scores != self._scores or best != self._best:
            self._scores = dict(scores)
            self._best = best
            if not self.is_animating():
                self._update_marks()

    # -- the model -------------------------------------------------------------------
    def sync(self) -> None:
        """Show the model's position, marks and counts at once."""
        if self.is_animating():
            return
        counts = self._frozen or self._model_counts()
        if counts != self.board.pit_counts():
            self.board.set_counts(counts)
        self.shown.set_counts(counts)
        if self._frozen is None:
            self.shown.set_plies(len(self._model.game.plies))
        self._update_marks()
        self._describe(counts)

    def _model_counts(self) -> list[int]:
        index = self._houses.index
        return [int(self._houses.data(index(row), Role.SEEDS)) for row in range(PITS)]

    def _update_marks(self) -> None:
        still = not self.is_animating() and self._frozen is None
        person = self._model.awaits_person()  # no glow on the computer's side
        ring = self.ring_shown()
        last = self.last_move_shown()
        marks = []
        for house in range(HOUSES):
            index = self._houses.index(house)
            legal = still and person and bool(self._houses.data(index, Role.LEGAL))
            score = self._houses.data(index, Role.HINT_SCORE) if still else None
            marks.append(Marks(
                legal=legal,
                hover=legal and house == self._hover,
                focus=ring and house == self._cursor_house(),
                hint=None if score is None else signed_seeds(score),
                last=house == last,
                score=self._scores.get(house) if not self.is_animating() else None,
                best=house == self._best,
            ))
        self.board.set_marks(marks)
        playable = self._hover is not None and marks[self._hover].legal
        if playable:
            self.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.viewport().unsetCursor()

    def last_move_shown(self) -> int | None:
        """The house the last move shown started from (its dashed ring): the move the
        board shows or has just shown, never one the game has played but the board not
        yet begun to show (a reply that came during a sowing); None for a past position
        or before the first move."""
        plies = self._model.game.plies
        shown = min(self.shown.plies(), len(plies))
        if self._frozen is not None or shown == 0:
            return None
        return LETTERS.index(plies[shown - 1].move)

    def _describe(self, counts: list[int]) -> None:
        """Say the position for screen readers: every house and store with its count."""
        parts = [self.tr("%1: %n seed(s)", "", counts[h]).replace("%1", LETTERS[h])
                 for h in range(HOUSES)]
        parts.append(self.tr("South's store: %n seed(s)", "", counts[HOUSES]))
        parts.append(self.tr("North's store: %n seed(s)", "", counts[HOUSES + 1]))
        self.setAccessibleDescription("; ".join(parts))

    def _data_changed(self, top: QModelIndex, bottom: QModelIndex, roles: list[int]) -> None:
        if not self.is_animating():
            self.sync()

    def _show_counts(self) -> None:
        self.board.show_counts(range(PITS), self.shown.counts())

    def _move_played(self, move: str, plan: SowingPlan) -> None:
        """Queue the move's animation (shown at once at instant speed)."""
        owner = self._model.game.rules.owners[plan.start]
        self._enqueue(QueuedMove(plan, store_of(owner), len(self._model.game.plies)))

    def _seeds_collected(self, taken: tuple[tuple[int, Player], ...]) -> None:
        """Queue the end-of-game collection: each house's seeds fly to its owner's store."""
        self._enqueue(QueuedCollection(tuple((house, store_of(owner)) for house, owner in taken)))

    def _enqueue(self, item: QueuedMove | QueuedCollection) -> None:
        if SPEED_SCALE[self._speed] is None or self._frozen is not None:
            return
        self._queue.append(item)
        if self._choreography is None:
            self._next_move()

    def _reset(self) -> None:
        """The position changed other than by a move: stop animating, show it."""
        self._frozen = None
        self._finish_all()

    # -- the animation ---------------------------------------------------------------
    def _next_move(self) -> None:
        scale = SPEED_SCALE[self._speed]
        if not self._queue or scale is None:
            self._choreography = None
            self._queue.clear()
            self.sync()
            self.animationFinished.emit()
            return
        queued = self._queue.popleft()
        layout = self.board.layout
        self._collecting = isinstance(queued, QueuedCollection)
        try:
            if isinstance(queued, QueuedCollection):
                self._choreography = collect(self.board.pits, queued.stores, layout.spot,
                                             Timing(scale=scale))
            else:
                plan = queued.plan
                self._choreography = choreograph(
                    self.board.pits, plan.start, plan.sown, plan.captures, queued.store,
                    layout.spot, layout.hand, PITCH, Timing(scale=scale),
                )
                self.shown.set_plies(queued.ply)
        except ValueError:  # the board shown is not the one the move was played on
            self._choreography = None
            self._queue.clear()
            self.sync()
            self.animationFinished.emit()
            return
        self._cue = 0
        self._update_marks()
        if self._collecting:
            self.collectionStarted.emit()
        self._animation.stop()
        self._animation.setDuration(max(1, round(self._choreography.duration)))
        self._animation.setEndValue(float(self._choreography.duration))
        self._animation.start()

    def _frame(self, value: object) -> None:
        """Put every moving seed where the choreography says, and play the cues due."""
        chore = self._choreography
        if chore is None:
            return
        t = float(value)  # type: ignore[arg-type]
        for seed, track in chore.tracks.items():
            (x, y), lift = sample(track, t)
            item = self.board.seeds[seed]
            if lift > 0.01:
                item.setVisible(True)
            item.setPos(x, y)
            item.set_look(item.size, lift)
        self.shown.set_counts(chore.counts_at(t))
        while self._cue < len(chore.cues) and chore.cues[self._cue].t <= t:
            cue = chore.cues[self._cue]
            self._cue += 1
            if cue.kind is CueKind.DROP:
                self.seedDropped.emit(cue.pit)
            elif cue.kind in (CueKind.CAPTURE, CueKind.COLLECT):
                self.seedsCaptured.emit(cue.pit, cue.count)

    def _move_done(self) -> None:
        chore = self._choreography
        if chore is None:
            return
        self._frame(chore.duration)
        self.board.pits = chore.pits
        for pit in range(PITS):
            self.board.rest(pit)
        self._choreography = None
        self._next_move()

    def _finish_all(self) -> None:
        """Drop every animation and show the model's position."""
        self._animation.stop()
        self._choreography = None
        self._queue.clear()
        self.sync()

    # -- drawing and input -------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: object) -> None:
        """A dark felt table with a soft vignette, filling the whole window."""
        area = self.mapToScene(self.viewport().rect()).boundingRect()
        gradient = QRadialGradient(area.center(), max(area.width(), area.height()) * 0.65)
        gradient.setColorAt(0.0, TABLE_LIGHT)
        gradient.setColorAt(1.0, TABLE_DARK)
        painter.fillRect(area, gradient)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.fitInView(self.board.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.resetCachedContent()
        super().resizeEvent(event)

    def sizeHint(self) -> QSize:
        return QSize(1200, 640)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Arrows move the keyboard ring between the person's houses as they lie on screen;
        Enter or Space plays the ringed house (as a click would). In the main window the
        arrows and Enter reach ``move_cursor`` and ``play_cursor`` wherever the focus is
        (see ``keyboard.WindowKeys``)."""
        key = Qt.Key(event.key())
        if key in ARROWS:
            self.move_cursor(*ARROWS[key])
        elif key in (*ENTER, Qt.Key.Key_Space):
            self.play_cursor()
        else:
            event.ignore()  # house letters and shortcuts go to the window

    # -- the keyboard ring -------------------------------------------------------------
    def move_cursor(self, dx: int, dy: int) -> None:
        """Move the keyboard ring to the next of the person's houses on screen in the
        direction (dx, dy) (up and down stay in the row: only the person's houses take the
        ring), bringing the focus to the board."""
        self._keyboard = True
        if not self.hasFocus():
            self.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.focus_house(self._neighbour(self._cursor_house(), dx, dy))

    def play_cursor(self) -> None:
        """Play the ringed house (``houseClicked``; during a sowing the window lets it
        wait), unless a past position is shown."""
        self._keyboard = True
        house = self._cursor_house()
        self.focus_house(house)
        if self._frozen is None:
            self.houseClicked.emit(house)

    def cursor_side(self) -> Player | None:
        """The side whose houses take the keyboard ring: the person to move, else the
        only person at the board; None when no person plays."""
        model = self._model
        if model.awaits_person():
            return model.game.to_move
        people = model.people()
        return people[0] if len(people) == 1 else None

    def ring_shown(self) -> bool:
        """True while the keyboard ring is drawn: once a key moved or played it (or Tab
        brought the focus here), while the board has the focus, and on a person's side."""
        return (self._keyboard and self.hasFocus() and self._frozen is None
                and self.cursor_side() is not None and not self._model.is_over())

    def _cursor_house(self) -> int:
        """The ringed house, moved to the same letter on the person's side if it is not
        there (when the turn passed to the other person)."""
        side = self.cursor_side()
        owners = self._model.game.rules.owners
        if side is not None and owners[self._focus] is not side:
            mirrored = (self._focus + 6) % HOUSES
            self._focus = mirrored if owners[mirrored] is side else owners.index(side)
        return self._focus

    def focus_house(self, house: int) -> None:
        """Put the keyboard ring on ``house`` and tell screen readers what it holds."""
        self._focus = house
        self._update_marks()
        spoken = self._houses.data(self._houses.index(house),
                                   Qt.ItemDataRole.AccessibleTextRole)
        self.setAccessibleName(str(spoken))
        QAccessible.updateAccessibility(
            QAccessibleEvent(self, QAccessible.Event.NameChanged))

    def _neighbour(self, house: int, dx: int, dy: int) -> int:
        """The house the ring goes to from ``house`` in the direction ``dx`` (``ring``)."""
        return neighbour_on_screen(self.board.layout, self._model.game.rules.owners, house,
                                   dx, self._playable_only())

    def _playable_only(self) -> set[int]:
        """The houses the ring stops at: those the person to move can play, or none (an
        empty set: every house) when a screen reader is on, so that every house can be
        heard, or when nothing can be played now."""
        if QAccessible.isActive() or self._frozen is not None \
                or not self._model.awaits_person():
            return set()
        index = self._houses.index
        return {house for house in range(HOUSES)
                if self._houses.data(index(house), Role.LEGAL)}

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if event.reason() in (Qt.FocusReason.TabFocusReason,
                              Qt.FocusReason.BacktabFocusReason):
            self._keyboard = True
        playable, house = self._playable_only(), self._cursor_house()
        self.focus_house(house if not playable or house in playable else min(playable))

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self._update_marks()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() is not Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        self._keyboard = False  # the mouse is in use: no keyboard ring until a key is
        self._update_marks()
        house = self.board.house_at(self.mapToScene(event.position().toPoint()))
        if house is not None and self._frozen is None:
            self.houseClicked.emit(house)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self._set_hover(self.board.house_at(self.mapToScene(event.position().toPoint())))
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._set_hover(None)
        super().leaveEvent(event)

    def _set_hover(self, house: int | None) -> None:
        if house != self._hover:
            self._hover = house
            self._update_marks()
