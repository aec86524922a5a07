"""The live analysis: View, Analysis opens a dock beside the board (never over it: the
window grows, or the board shrinks, ``dock_room``) that analyses the
position shown (the game, or a past position from the move list), deeper and deeper on a
worker thread, and follows every move, undo and browse. Each legal move's score is shown
on its house; pointing at a move of the best line previews the board after it.

In a game against the computer the analysis starts off; turning it on while such a game
is in progress marks the record as assisted (the ``Assisted`` tag, kept on save). Two
people at one screen, a finished game and a past position are free to analyse.

The board editor is free to analyse too: while Set Up Position is open the dock (beside
the editor) follows the position being set up, says why there is nothing to analyse when
the seeds do not add up to 48 or the game would be over at once, and goes back to the
game's position when the editor closes. Switched on from the editor during a game
against the computer, the analysis is switched off again when the editor is left without
starting a new game, so the game is not marked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRect, QTimer, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QCheckBox

from ...ai import Analysis
from ...ai.review import position_after
from ...rules import LETTERS, Game, IllegalMoveError
from ...rules.setup import SetupCheck
from ..game.fair_play import engine_help_allowed
from ..session.document import ASSISTED_TAG
from ..session.host import Host
from .analysis_dock import AnalysisDock
from .analysis_runner import AnalysisRunner
from .beside_editor import (
    frame_side,
    framed,
    give_back,
    keep_in_front,
    placement,
    window_frame,
)
from .dock_room import DockRoom
from .thinking_jobs import thinker_like

if TYPE_CHECKING:
    from .position_editor import PositionEditor

ASSISTED_VALUE = "analysis"
# How long the editor's position must stay put before it is analysed, in milliseconds
# (turning the wheel over a house changes it many times a second).
EDIT_SETTLE_MS = 150


def shown_game(host: Host) -> Game:
    """The game as far as the board shows it (a past position while browsing)."""
    game = host.model.game
    if host.browsing is None:
        return game
    return position_after(game, host.browsing)


def board_counts(game: Game) -> list[int]:
    """The 12 houses and 2 stores of ``game``'s position, as the board shows them."""
    return [*game.houses, *game.scores]


class AnalysisController(QObject):
    """Owns the analysis dock, its menu action and its runner."""

    def __init__(self, host: Host, room: DockRoom | None = None) -> None:
        super().__init__(host.widget())
        self.host = host
        # Makes room for the dock beside the board (shared with the review's).
        self.room = room or DockRoom(host.widget(), host.board)
        self.dock = AnalysisDock(host.widget())
        host.add_dock(self.dock)
        self.runner = AnalysisRunner(lambda: thinker_like(host.model.engine), self)
        self.action = QAction(self.tr("&Analysis"), host.widget(), checkable=True)
        self.action.setShortcut(QKeySequence(self.tr("Ctrl+Shift+A")))
        self.action.setToolTip(self.tr("Show what the engine thinks of the position"))
        host.add_action("view:study", self.action)
        self._key: object = None
        self._analysed: Game | None = None
        self._analysis: Analysis | None = None
        self._previewing = False
        # The board editor followed (None: the game), whether the analysis was switched
        # on there, and where the dock was before it moved beside the editor.
        self._editor: PositionEditor | None = None
        self._switch: QCheckBox | None = None
        self._on_in_editor = False
        self._placement: tuple[bool, QRect] | None = None
        self._moving_dock = False  # floating or docking it hides the dock for a moment
        self._unframed = False  # the editor placed before its window manager framed it
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(EDIT_SETTLE_MS)
        self._settle.timeout.connect(self.follow)
        self.action.toggled.connect(self.set_on)
        self.dock.visibilityChanged.connect(self._dock_visibility)
        self.dock.previewRequested.connect(self.preview)
        self.runner.updated.connect(self._updated)
        host.shownChanged.connect(self.follow)
        host.gameStarted.connect(self._game_started)
        host.model.movePlayed.connect(self._move_played)

    def is_on(self) -> bool:
        """True while the analysis runs."""
        return self.action.isChecked()

    @Slot(bool)
    def set_on(self, on: bool) -> None:
        """Turn the analysis on (the dock shows and follows the position) or off; never on
        while ``engine_help_allowed`` says no."""
        if on and not engine_help_allowed(self.host.model):
            self.action.setChecked(False)
            if self._switch is not None:
                self._switch.setChecked(False)
            return
        if self.action.isChecked() != on:
            self.action.setChecked(on)  # comes back here through toggled
            return
        if self._switch is not None:
            self._switch.setChecked(on)
        if self._editor is not None:
            self._on_in_editor = self._on_in_editor or on
            if on:
                self._place_beside_editor()
                self.dock.setVisible(True)
                self.dock.raise_()
                self._key = None
                self.follow()
            else:
                self.runner.stop()
                self._key = None
                self._restore_placement()
                self.dock.setVisible(False)
            return
        if on:  # beside the board, never over it: the window grows or the board shrinks
            self.room.make_room(self.dock)
        self.dock.setVisible(on)
        if on:
            self._key = None
            self._mark_assisted()
            self.follow()
        else:
            self.runner.stop()
            self._key = None
            self._end_preview()
            self.host.board.set_move_scores({})
            self.room.give_back()

    def _dock_visibility(self, visible: bool) -> None:
        # The dock's own close button turns the analysis off (a hidden window does not).
        if not visible and self.dock.isHidden() and self.host.widget().isVisible() \
                and not self._moving_dock:
            self.set_on(False)

    # -- following the position ------------------------------------------------------
    @Slot()
    def follow(self) -> None:
        """Analyse the position shown, unless it is the one analysed already; in a live
        online game played here (``engine_help_allowed``) the analysis is off, and so is
        its command, until the game is over."""
        allowed = engine_help_allowed(self.host.model)
        self.action.setEnabled(allowed)
        if self._switch is not None:
            self._switch.setEnabled(allowed)
        if not allowed and self.is_on():
            self.set_on(False)
        if not self.is_on():
            return
        if self._editor is not None:
            self._follow_editor(self._editor)
            return
        game = shown_game(self.host)
        key = (game.start, game.rules, tuple(game.moves))
        if key == self._key:
            return
        self._key = key
        self._end_preview()
        self.host.board.set_move_scores({})
        self._analysed = position_after(game, len(game.moves))  # a copy that stays put
        self._analysis = None
        if game.outcome is not None:
            self.runner.stop()
            self.dock.show_final(game.outcome.totals)
        elif game.is_over():
            self.runner.stop()
            self.dock.show_message(self.tr("The game is over."))
        else:
            self.dock.show_message(self.tr("Analysing…"))
            self.runner.start(game)

    @Slot(object)
    def _updated(self, analysis: Analysis) -> None:
        game = self._analysed
        if game is None:
            return
        self._analysis = analysis
        self.dock.show_analysis(game, analysis)
        if not self._previewing:
            self._show_scores()

    def _show_scores(self) -> None:
        analysis = self._analysis
        if analysis is None or self._editor is not None:  # the board shows the game
            self.host.board.set_move_scores({})
            return
        scores = {LETTERS.index(move): f"{score:+.1f}"
                  for move, score in analysis.move_scores.items()}
        self.host.board.set_move_scores(scores, LETTERS.index(analysis.best))

    # -- the record ------------------------------------------------------------------
    def _mark_assisted(self) -> None:
        """Mark a game against the computer, still being played, as assisted."""
        host = self.host
        model = host.model
        against_computer = any(seat.computer for seat in model.seats) and bool(model.people())
        if against_computer and not model.is_over() and host.browsing is None \
                and ASSISTED_TAG not in host.document.extra_tags:
            host.document.set_extra_tag(ASSISTED_TAG, ASSISTED_VALUE)
        self.dock.set_assisted(ASSISTED_TAG in host.document.extra_tags)

    def _move_played(self, *_: object) -> None:
        if self.is_on() and self._editor is None:  # the editor's analysis is free
            self._mark_assisted()

    @Slot()
    def _game_started(self) -> None:
        model = self.host.model
        if any(seat.computer for seat in model.seats) and model.people() \
                and not model.is_over():
            self.set_on(False)
        self._key = None
        self.follow()
        self.dock.set_assisted(ASSISTED_TAG in self.host.document.extra_tags)

    # -- previewing the best line ----------------------------------------------------
    @Slot(object)
    def preview(self, moves: int | None) -> None:
        """Show the board after the first ``moves`` moves of the best line (None: back to
        the position analysed). Nothing happens while a move is being animated."""
        board = self.host.board
        analysis, game = self._analysis, self._analysed
        if moves is None or analysis is None or game is None or board.is_animating() \
                or self._editor is not None:
            self._end_preview()
            return
        ahead = position_after(game, len(game.moves))  # the analysed game stays put
        try:
            for move in analysis.pv[:moves]:
                ahead.play(move)
        except IllegalMoveError:  # a line from an older analysis: show nothing
            return
        self._previewing = True
        board.set_move_scores({})
        board.show_frozen(board_counts(ahead))

    def _end_preview(self) -> None:
        if not self._previewing:
            return
        self._previewing = False
        host = self.host
        if host.browsing is None:
            host.board.show_frozen(None)
        else:
            host.board.show_frozen(board_counts(shown_game(host)))
        self._show_scores()

    # -- the board editor ------------------------------------------------------------
    def follow_editor(self, editor: PositionEditor) -> None:
        """While ``editor`` is open, analyse the position set up in it (its "Analysis"
        switch and Ctrl+Shift+A turn the analysis on and off there); when it closes,
        the game's position again."""
        self._editor = editor
        self._on_in_editor = False
        switch = QCheckBox(self.tr("Analysis"), editor)
        switch.setToolTip(self.tr("Show what the engine thinks of the position set up"))
        switch.setChecked(self.is_on())
        switch.toggled.connect(self.set_on)
        self._switch = switch
        editor.add_tool(switch)
        editor.addAction(self.action)  # its shortcut works over the editor too
        editor.edited.connect(self._edited)
        editor.finished.connect(self.leave_editor)
        editor.installEventFilter(self)
        self.dock.set_editing(True)
        self._end_preview()
        self.host.board.set_move_scores({})  # the window's board shows the game
        self._key = None
        self.follow()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is not self._editor or not self.is_on():
            return False
        if event.type() is QEvent.Type.Show:
            # Placed once the editor has its place on the screen.
            QTimer.singleShot(0, self._place_beside_editor)
        elif self._unframed and framed(self._editor):
            self._unframed = False  # its window manager has framed it: placed again
            QTimer.singleShot(0, self._place_again)
        return False

    def _place_again(self) -> None:
        if self._editor is not None and self._placement is not None:
            self._place_windows(self._editor)

    @Slot(object)
    def _edited(self, _check: SetupCheck) -> None:
        if self.is_on():
            self._settle.start()

    def _follow_editor(self, editor: PositionEditor) -> None:
        """Analyse the editor's position, or say why there is nothing to analyse."""
        self._settle.stop()
        check = editor.check()
        key = ("editor", editor.fen(), editor.rules())
        if key == self._key:
            return
        self._key = key
        self._analysis = None
        self._analysed = check.game if check.playable else None
        message = self.editor_message(editor, check)
        if message is not None or check.game is None:
            self.runner.stop()
            self.dock.show_message(message or "")
            return
        self.dock.show_message(self.tr("Analysing…"))
        self.runner.start(check.game)

    def editor_message(self, editor: PositionEditor, check: SetupCheck) -> str | None:
        """Why the editor's position cannot be analysed, in the editor's words (None: it
        can)."""
        if check.playable:
            return None
        return self.tr("Nothing to analyse. {why}").format(why=editor.explain(check))

    @Slot()
    def leave_editor(self) -> None:
        """The editor closed: back to the game's position (called again, nothing)."""
        editor, self._editor = self._editor, None
        if editor is None:
            return
        self._settle.stop()
        editor.removeEventFilter(self)
        editor.removeAction(self.action)
        editor.edited.disconnect(self._edited)
        editor.finished.disconnect(self.leave_editor)
        self._switch = None
        self.dock.set_editing(False)
        self._restore_placement()
        model = self.host.model
        against_computer = any(seat.computer for seat in model.seats) and bool(model.people())
        if self._on_in_editor and against_computer and not model.is_over():
            self.set_on(False)  # free in the editor only: the game is not marked
        self._on_in_editor = False
        self._key = None
        self._analysis = self._analysed = None
        self.follow()

    def _place_beside_editor(self) -> None:
        """Float the dock beside the editor, which would hide it, in front of it (the
        editor moves over, and narrows, as ``beside_editor.placement`` says)."""
        editor = self._editor
        if editor is None or not editor.isVisible() or not self.is_on():
            return
        dock = self.dock
        if self._placement is None:
            self._placement = (dock.isFloating(), dock.geometry())
        shown = dock.isVisible()
        self._moving_dock = True
        try:  # hidden a moment: shown again as a window of the editor's
            dock.hide()
            dock.setFloating(True)
            self._place_windows(editor)
            keep_in_front(dock, editor)
        finally:
            self._moving_dock = False
        if shown:
            dock.show()
            dock.raise_()

    def _place_windows(self, editor: PositionEditor) -> None:
        """The editor and the floating dock where ``beside_editor.placement`` says."""
        dock = self.dock
        self._unframed = not framed(editor)  # (reckoned, and placed again once framed)
        frame = window_frame(editor)
        edges = frame.width() - editor.width()  # its window frame's sides
        width = dock.widget().width()
        side = frame_side(dock)  # its window frame's side, left or right
        place = placement(frame, editor.minimumWidth() + edges, width + 2 * side,
                          editor.screen().availableGeometry())
        if place.editor is not None:
            editor.resize(place.editor.width() - edges, editor.height())
            editor.move(place.editor.topLeft())
        height = min(frame.height(), max(420, dock.sizeHint().height()))
        dock.resize(width, height)
        dock.move(place.dock_left, frame.top())  # its frame's place

    def _restore_placement(self) -> None:
        """Put the dock back where it was before it went beside the editor."""
        if self._placement is None:
            return
        floating, geometry = self._placement
        self._placement = None
        self._moving_dock = True
        try:
            give_back(self.dock)
        finally:
            self._moving_dock = False
        if floating:
            self.dock.setGeometry(geometry)
        else:
            self.room.make_room(self.dock)
            self._set_floating(False)

    def _set_floating(self, floating: bool) -> None:
        """Float or dock the dock without taking the moment it is hidden for a close."""
        self._moving_dock = True
        try:
            self.dock.setFloating(floating)
        finally:
            self._moving_dock = False

    def shutdown(self) -> None:
        """Stop analysing and release the engine."""
        self.runner.shutdown()
