"""Watching and controlling the computer: a game of the computer against itself (Game,
Computer against Computer; each side at its own level) with pause, step and pace;
"Move now" (the computer plays the best move it has found so far); and, while the
computer thinks, its card shows the depth reached and the move it prefers (optional,
in the settings).

While the computer plays both sides the game model waits to be asked for each move
(``set_autoplay(False)``): the next move is asked for once the last one has been shown
and the pause between moves has passed. Undo and Redo (and First, Last Position) pause
the match and go back or forward one move; Resume plays on from the position shown.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QTimer, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from ...ai import NAMES, Analysis
from ...rules import Game, Player
from ..dialogs.dialog_parts import ChevronCombo, dialog_column, tidy_form
from ..game.seats import Seat
from ..game.texts import level_title, player_name
from ..platform.modal import modal
from ..platform.text_scale import scaled, scaled_style
from ..platform.theme import DIALOG_STYLE, WATCH_BAR_STYLE
from ..session.host import Host

#: The pause between two moves at each step of the pace slider, in milliseconds.
PACES = (2500, 1500, 800, 300, 0)
DEFAULT_PACE = 2


class WatchDialog(QDialog):
    """Chooses the level of each side for a game of the computer against itself."""

    def __init__(self, level: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Computer against Computer"))
        self.setStyleSheet(scaled_style(DIALOG_STYLE))
        heading = QLabel(self.tr("Computer against Computer"), self)
        heading.setObjectName("heading")
        note = QLabel(self.tr("Watch the computer play itself, each side at its own "
                              "level. You can pause it, step one move at a time and "
                              "change the pace."), self)
        note.setObjectName("note")
        note.setWordWrap(True)
        form = QFormLayout()
        tidy_form(form)
        self.levels: dict[Player, QComboBox] = {}
        for player in Player:
            combo = ChevronCombo(self)
            for name in NAMES:
                combo.addItem(level_title(name), name)
            combo.setCurrentIndex(max(0, combo.findData(level)))
            combo.setAccessibleName(self.tr("{side}'s level").format(side=player_name(player)))
            combo.setAccessibleDescription(self.tr(
                "How strongly the computer plays {side}'s side").format(
                side=player_name(player)))
            self.levels[player] = combo
            form.addRow(self.tr("{side}:").format(side=player_name(player)), combo)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel, self)
        start = buttons.button(QDialogButtonBox.StandardButton.Ok)
        start.setText(self.tr("Start"))
        start.setAccessibleDescription(self.tr(
            "Start a new game of the computer against itself (Enter)"))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setAccessibleDescription(
            self.tr("Close and go on with the game in progress (Esc)"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        dialog_column(self, heading, note, form, buttons)
        self.setMinimumWidth(scaled(460))

    def seats(self) -> tuple[Seat, Seat]:
        """South's and North's seats as chosen."""
        south, north = (Seat(True, str(self.levels[p].currentData())) for p in Player)
        return south, north


class WatchBar(QFrame):
    """Pause/resume, step, "move now" and the pace, shown in the side panel while the
    computer plays both sides."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("WatchBar")
        self.setStyleSheet(WATCH_BAR_STYLE)
        self.pause_button = QPushButton(self)
        self.pause_button.setToolTip(self.tr("Stop the computers after the move being "
                                             "played, or let them go on"))
        self.step_button = QPushButton(self.tr("Step"), self)
        self.step_button.setToolTip(self.tr("Play the next move, then stay paused"))
        self.now_button = QPushButton(self.tr("Move Now"), self)
        self.now_button.setToolTip(self.tr("The computer plays the best move it has found "
                                           "so far"))
        self.pace = QSlider(Qt.Orientation.Horizontal, self)
        self.pace.setRange(0, len(PACES) - 1)
        self.pace.setValue(DEFAULT_PACE)
        self.pace.setAccessibleName(self.tr("Pace"))
        self.pace.setToolTip(self.tr("How long to wait between moves"))
        buttons = QGridLayout()  # two rows: long words (French, German) are never cut
        for row, column, button in ((0, 0, self.pause_button), (0, 1, self.step_button),
                                    (1, 0, self.now_button)):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            buttons.addWidget(button, row, column, 1, 2 if row else 1)
        pace = QHBoxLayout()
        pace.addWidget(QLabel(self.tr("Slower"), self))
        pace.addWidget(self.pace, 1)
        pace.addWidget(QLabel(self.tr("Faster"), self))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(6)
        layout.addLayout(buttons)
        layout.addLayout(pace)

    def show_paused(self, paused: bool) -> None:
        """Say on the button what it does now."""
        self.pause_button.setText(self.tr("Resume") if paused else self.tr("Pause"))
        self.step_button.setEnabled(paused)


class WatchController(QObject):
    """Computer against computer, Move now, and the thinking shown on the card."""

    def __init__(self, host: Host) -> None:
        super().__init__(host.widget())
        self.host = host
        model = host.model
        self.paused = False
        self.watching = False
        self._next = QTimer(self)
        self._next.setSingleShot(True)
        self._next.timeout.connect(self._move)
        self.action = QAction(self.tr("&Computer against Computer…"), host.widget())
        self.action.triggered.connect(self.choose)
        host.add_action("game:start", self.action)
        self.move_now_action = QAction(self.tr("Move &Now"), host.widget())
        self.move_now_action.setShortcut(QKeySequence(self.tr("Ctrl+Space")))
        self.move_now_action.setToolTip(self.tr("The computer plays the best move it has "
                                                "found so far"))
        self.move_now_action.triggered.connect(self.move_now)
        self.move_now_action.setEnabled(False)
        host.add_action("move:computer", self.move_now_action)
        self.pause_action = QAction(self.tr("&Pause the Computers"), host.widget(),
                                    checkable=True)
        self.pause_action.toggled.connect(self.set_paused)
        host.add_action("move:computer", self.pause_action)
        self.bar = WatchBar(host.widget())
        self.bar.pause_button.clicked.connect(lambda: self.set_paused(not self.paused))
        self.bar.step_button.clicked.connect(self.step)
        self.bar.now_button.clicked.connect(self.move_now)
        self.bar.pace.valueChanged.connect(self._pace_changed)
        host.add_panel_widget("above-status", self.bar)
        model.thinkingStarted.connect(self._thinking_changed)
        model.thinkingFinished.connect(self._thinking_changed)
        model.thinkingReport.connect(self._thinking_report)
        model.positionChanged.connect(self._schedule)
        model.positionChanged.connect(self._refresh_pause)
        model.historyMoved.connect(self._history_moved)
        host.board.animationFinished.connect(self._schedule)
        host.gameStarted.connect(self.follow_seats)
        self.follow_seats()

    def pace(self) -> int:
        """The pause between moves, in milliseconds."""
        return PACES[self.bar.pace.value()]

    # -- computer against computer ---------------------------------------------------
    @Slot()
    def choose(self) -> None:
        """Ask for the two levels and start a game of the computer against itself."""
        if not self.host.may_abandon():
            return
        with modal(WatchDialog(self.host.computer_level(), self.host.widget())) as (dialog, ok):
            seats = dialog.seats() if ok else None
        if seats is not None:
            self.start(seats)

    def start(self, seats: tuple[Seat, Seat], game: Game | None = None) -> None:
        """Start a game (the standard opening unless ``game``) with the computer on both
        seats, not paused."""
        self.paused = False
        self.host.start_game(game or Game(), seats)

    @Slot()
    def follow_seats(self) -> None:
        """Watch when the computer plays both sides; otherwise it moves on its own."""
        model = self.host.model
        self.watching = all(seat.computer for seat in model.seats)
        self._next.stop()
        model.set_autoplay(not self.watching)
        self.bar.setVisible(self.watching)
        self.pause_action.setChecked(self.watching and self.paused)
        self._refresh_pause()
        self._schedule()

    @Slot()
    def _refresh_pause(self) -> None:
        """Pause, Resume and Step are offered while the computers' game goes on: greyed
        once it is over (offered again if a move is taken back)."""
        going = self.watching and not self.host.model.is_over()
        self.pause_action.setEnabled(going)
        self.bar.show_paused(self.paused)
        self.bar.pause_button.setEnabled(going)
        self.bar.step_button.setEnabled(going and self.paused)

    @Slot(bool)
    def set_paused(self, paused: bool) -> None:
        """Pause (the move being thought of is still played) or resume."""
        self.paused = paused
        self.pause_action.setChecked(paused)
        self._refresh_pause()
        if paused:
            self._next.stop()
        else:
            self._schedule()

    @Slot()
    def _history_moved(self) -> None:
        """Undo or redo while watching: the match pauses on the position taken back to."""
        if self.watching and not self.paused:
            self.set_paused(True)

    @Slot()
    def step(self) -> None:
        """While paused: the next move now."""
        if self.paused and not self.host.board.is_animating():
            self.host.model.computer_move()

    @Slot()
    def _schedule(self) -> None:
        """Ask for the next move once the last is shown and the pace's pause is over."""
        model = self.host.model
        if not self.watching or self.paused or model.is_over() or model.is_thinking():
            return
        if self.host.board.is_animating() or self.host.browsing is not None:
            return  # asked again when the animation ends or the game is shown again
        self._next.start(self.pace())

    @Slot()
    def _move(self) -> None:
        if self.watching and not self.paused and not self.host.board.is_animating():
            self.host.model.computer_move()

    def _pace_changed(self, _value: int) -> None:
        if self._next.isActive():
            self._next.start(self.pace())

    # -- move now and the thinking shown ---------------------------------------------
    @Slot()
    def move_now(self) -> None:
        """The computer plays the best move it has found so far."""
        self.host.model.move_now()

    @Slot()
    def _thinking_changed(self) -> None:
        thinking = self.host.model.is_thinking()
        self.move_now_action.setEnabled(thinking)
        self.bar.now_button.setEnabled(thinking)
        self.host.show_thinking_detail("")

    @Slot(object)
    def _thinking_report(self, analysis: Analysis) -> None:
        host = self.host
        if not host.settings.show_thinking or not host.model.is_thinking():
            return
        host.show_thinking_detail(self.tr("depth {depth}, best {move}").format(
            depth=analysis.depth, move=analysis.best))
