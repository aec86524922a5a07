"""Game, Set Up Position: a board editor.

Click a house or a store to add a seed, right-click to take one away, turn the wheel for
either; drag from one pit to another to move a seed (with Shift, all of them). Choose the
player to move and the rule options; the editor says how many of the 48 seeds are missing
or too many, and why the rules could not continue from the position (the game would be
over at once). "Play" starts a game from it; its record then carries the position in a
``FEN`` tag. A FEN can be copied and pasted. The checks are ``rules.setup``'s.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QGuiApplication,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSizePolicy,
    QWidget,
)

from ..notation.fen import parse_fen
from ..rules import HOUSES, SEEDS, EmptySide, Game, GrandSlam, Player, Position, Rules
from ..rules.setup import SetupCheck, check_setup
from .board_geometry import SCENE_H, SCENE_W, BoardGeometry
from .board_painter import BoardView, paint_board
from .new_game_dialog import DIALOG_STYLE, ChevronCombo, dialog_column, tidy_form
from .screen_fit import fit_to_screen
from .texts import player_name, reason_text

PITS = HOUSES + 2
#: The most seeds one pit may hold in the editor (all of them).
MOST = SEEDS

EDITOR_STYLE = """
QLabel#status { font-size: 15px; padding: 8px 12px; border-radius: 6px; }
QLabel#status[state="ok"] { background: #24452f; border: 1px solid #5f9a64; }
QLabel#status[state="bad"] { background: #4a2a22; border: 1px solid #b0674f; }
QLineEdit {
    background: #1d342b; border: 1px solid #3d5c4f; border-radius: 5px; padding: 5px 8px;
    font-family: monospace; font-size: 14px;
}
QLineEdit:focus { border-color: #c8a45c; }
"""


def fen_of(counts: list[int], to_move: Player) -> str:
    """The FEN fields of any 14 counts (whether or not they add up to 48)."""
    return "-".join([*(str(c) for c in counts), "S" if to_move is Player.SOUTH else "N"])


class EditorBoard(QWidget):
    """A wooden board whose houses and stores are edited with the mouse.

    ``counts`` are the 14 pits (houses ``A..f``, South's store, North's store);
    ``countsChanged`` is emitted after each change.
    """

    countsChanged = Signal()

    def __init__(self, counts: list[int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.counts = list(counts)
        self.to_move = Player.SOUTH
        self.names = ("", "")
        self._hover: int | None = None
        self._pressed: int | None = None
        self.setMouseTracking(True)
        self.setMinimumSize(520, 240)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def sizeHint(self) -> QSize:
        return QSize(900, 460)

    def board_geometry(self) -> BoardGeometry:
        """Where the board lies in the widget."""
        return BoardGeometry.fit(QRectF(self.rect()))

    def pit_at(self, point: QPointF) -> int | None:
        """The house (0..11) or store (12: South's, 13: North's) under ``point``."""
        geo = self.board_geometry()
        house = geo.house_at(point)
        if house is not None:
            return house
        for player in Player:
            if geo.stores[player].contains(point):
                return HOUSES + player
        return None

    def pit_center(self, pit: int) -> QPointF:
        """The centre of a pit in widget coordinates (for tests and tools)."""
        geo = self.board_geometry()
        return geo.centers[pit] if pit < HOUSES else geo.stores[pit - HOUSES].center()

    # -- editing ---------------------------------------------------------------------
    def set_counts(self, counts: list[int]) -> None:
        """Show ``counts`` (14 pits)."""
        self.counts = list(counts)
        self.update()
        self.countsChanged.emit()

    def add(self, pit: int, seeds: int) -> None:
        """Add ``seeds`` to ``pit`` (a negative number takes them away, down to 0)."""
        value = min(MOST, max(0, self.counts[pit] + seeds))
        if value != self.counts[pit]:
            self.counts[pit] = value
            self.update()
            self.countsChanged.emit()

    def move_seeds(self, source: int, target: int, every: bool = False) -> None:
        """Move one seed (``every``: all of them) from ``source`` to ``target``."""
        seeds = self.counts[source] if every else min(1, self.counts[source])
        if seeds and source != target:
            self.counts[source] -= seeds
            self.counts[target] += seeds
            self.update()
            self.countsChanged.emit()

    # -- mouse -----------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._pressed = self.pit_at(event.position())

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        pressed, self._pressed = self._pressed, None
        pit = self.pit_at(event.position())
        if pit is None or pressed is None:
            return
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        if pit != pressed and event.button() is Qt.MouseButton.LeftButton:
            self.move_seeds(pressed, pit, every=shift)
        elif pit == pressed:
            step = 5 if shift else 1
            if event.button() is Qt.MouseButton.LeftButton:
                self.add(pit, step)
            elif event.button() is Qt.MouseButton.RightButton:
                self.add(pit, -step)

    def wheelEvent(self, event: QWheelEvent) -> None:
        pit = self.pit_at(event.position())
        steps = event.angleDelta().y() // 120
        if pit is not None and steps:
            self.add(pit, steps)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        pit = self.pit_at(event.position())
        if pit != self._hover:
            self._hover = pit
            self.update()

    def leaveEvent(self, event: object) -> None:
        self._hover = None
        self.update()

    # -- painting --------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        geo = self.board_geometry()
        area = QRectF(self.rect())
        scene = QRectF(0, 0, SCENE_W * geo.pitch, SCENE_H * geo.pitch)
        scene.moveCenter(area.center())
        hover = self._hover
        view = BoardView(
            houses=tuple(self.counts[:HOUSES]),
            stores=(self.counts[HOUSES], self.counts[HOUSES + 1]),
            legal=frozenset({hover}) if hover is not None and hover < HOUSES else frozenset(),
            to_move=self.to_move,
            hover=hover if hover is not None and hover < HOUSES else None,
            names=self.names,
            to_move_text=self.tr("to move"),
        )
        painter = QPainter(self)
        paint_board(painter, area, geo, view)
        if hover is not None and hover >= HOUSES:
            store = geo.stores[hover - HOUSES].adjusted(-3, -3, 3, 3)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(255, 226, 160, 190), 0.03 * geo.pitch))
            painter.drawRoundedRect(store, store.width() / 2, store.width() / 2)
        painter.end()


class PositionEditor(QDialog):
    """The board editor, starting from ``position`` under ``rules``. After ``exec()``
    returns true, ``game()`` is the game to play. ``edited(SetupCheck)`` follows every
    change (seeds, player to move, rules, FEN) for tools that watch the position, such
    as the live analysis; ``add_tool`` puts their switch beside the buttons."""

    edited = Signal(object)

    def __init__(self, position: Position | None = None, rules: Rules | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Set Up Position"))
        self.setStyleSheet(DIALOG_STYLE + EDITOR_STYLE)
        position = position or Position.start()
        rules = rules or Rules()
        self._owners = rules.owners
        self.board = EditorBoard([*position.houses, *position.stores], self)
        self._build(rules)
        self.set_to_move(position.to_move)
        self.board.countsChanged.connect(self._changed)
        self._changed()

    # -- building --------------------------------------------------------------------
    def _build(self, rules: Rules) -> None:
        heading = QLabel(self.tr("Set Up Position"), self)
        heading.setObjectName("heading")
        how = QLabel(self.tr(
            "Click a house or a store to add a seed, right-click to take one away, or turn "
            "the wheel. Drag from one pit to another to move a seed; with Shift, a click "
            "adds or removes 5 and a drag moves them all."), self)
        how.setObjectName("note")
        how.setWordWrap(True)

        self.status = QLabel(self)
        self.status.setObjectName("status")
        self.status.setWordWrap(True)

        self.south_radio = QRadioButton(player_name(Player.SOUTH), self)
        self.north_radio = QRadioButton(player_name(Player.NORTH), self)
        self.to_move_group = QButtonGroup(self)
        self.to_move_group.addButton(self.south_radio)
        self.to_move_group.addButton(self.north_radio)
        self.to_move_group.buttonToggled.connect(lambda *_: self._changed())
        to_move = QHBoxLayout()
        to_move.setSpacing(28)
        to_move.addWidget(self.south_radio)
        to_move.addWidget(self.north_radio)
        to_move.addStretch(1)

        self.grand_slam_combo = ChevronCombo(self)
        self.grand_slam_combo.addItem(self.tr("Captures nothing (Oware abapa)"),
                                      GrandSlam.CAPTURES_NOTHING)
        self.grand_slam_combo.addItem(self.tr("Forbidden (Italian rule)"), GrandSlam.FORBIDDEN)
        self.empty_side_combo = ChevronCombo(self)
        self.empty_side_combo.addItem(self.tr("Must be fed (Oware abapa)"), EmptySide.MUST_FEED)
        self.empty_side_combo.addItem(self.tr("Tutti a casa: the game ends"),
                                      EmptySide.GAME_ENDS)
        self.empty_side_combo.addItem(self.tr("Libertà al più forte: it passes"),
                                      EmptySide.PASS)
        self.repetition_check = QCheckBox(self.tr("End the game when a position repeats"), self)
        self.grand_slam_combo.setCurrentIndex(
            self.grand_slam_combo.findData(rules.grand_slam))
        self.empty_side_combo.setCurrentIndex(self.empty_side_combo.findData(rules.empty_side))
        self.repetition_check.setChecked(rules.end_on_repetition)
        for combo in (self.grand_slam_combo, self.empty_side_combo):
            combo.currentIndexChanged.connect(lambda *_: self._changed())
        self.repetition_check.toggled.connect(lambda *_: self._changed())

        form = QFormLayout()
        tidy_form(form)
        form.addRow(self.tr("To move:"), to_move)
        form.addRow(self.tr("Grand slam:"), self.grand_slam_combo)
        form.addRow(self.tr("An empty side:"), self.empty_side_combo)
        form.addRow("", self.repetition_check)

        self.fen_edit = QLineEdit(self)
        self.fen_edit.setToolTip(self.tr(
            "The position as a FEN: the 12 houses A to f, South's store, North's store, and "
            "S or N for the player to move. Type one and press Enter to set it up."))
        self.fen_edit.returnPressed.connect(self.apply_fen_text)
        self.copy_button = QPushButton(self.tr("Copy FEN"), self)
        self.copy_button.clicked.connect(self.copy_fen)
        self.paste_button = QPushButton(self.tr("Paste FEN"), self)
        self.paste_button.clicked.connect(self.paste_fen)
        fen_row = QHBoxLayout()
        fen_row.addWidget(self.fen_edit, 1)
        fen_row.addWidget(self.copy_button)
        fen_row.addWidget(self.paste_button)
        form.addRow(self.tr("FEN:"), fen_row)

        self.empty_button = QPushButton(self.tr("Empty Board"), self)
        self.empty_button.clicked.connect(lambda: self.board.set_counts([0] * PITS))
        self.start_button = QPushButton(self.tr("Opening Position"), self)
        self.start_button.clicked.connect(
            lambda: self.board.set_counts([*Position.start().houses, 0, 0]))
        self.cancel_button = QPushButton(self.tr("Cancel"), self)
        self.cancel_button.clicked.connect(self.reject)
        self.play_button = QPushButton(self.tr("Play"), self)
        self.play_button.clicked.connect(self.accept)
        for button in (self.copy_button, self.paste_button, self.empty_button,
                       self.start_button, self.cancel_button):
            button.setAutoDefault(False)
        self.play_button.setDefault(True)
        self.button_row = buttons = QHBoxLayout()
        buttons.addWidget(self.empty_button)
        buttons.addWidget(self.start_button)
        buttons.addStretch(1)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.play_button)

        layout = dialog_column(self, heading, how, self.board, self.status, form, buttons)
        layout.setStretchFactor(self.board, 1)
        fit_to_screen(self, 960, 780)

    # -- state -----------------------------------------------------------------------
    def to_move(self) -> Player:
        """The player chosen to move."""
        return Player.NORTH if self.north_radio.isChecked() else Player.SOUTH

    def set_to_move(self, player: Player) -> None:
        """Choose the player to move."""
        (self.north_radio if player is Player.NORTH else self.south_radio).setChecked(True)

    def rules(self) -> Rules:
        """The rule options chosen (the house owners are the game's)."""
        return Rules(grand_slam=GrandSlam(self.grand_slam_combo.currentData()),
                     end_on_repetition=self.repetition_check.isChecked(),
                     empty_side=EmptySide(self.empty_side_combo.currentData()),
                     owners=self._owners)

    def check(self) -> SetupCheck:
        """The editor's position checked."""
        return check_setup(self.board.counts, self.to_move(), self.rules())

    def game(self) -> Game:
        """The game to play from the position; ValueError when none can be played."""
        check = self.check()
        if check.game is None or not check.playable:
            raise ValueError(self.status.text())
        return check.game

    def fen(self) -> str:
        """The position's FEN text (the counts as they are, even when not 48)."""
        return fen_of(self.board.counts, self.to_move())

    # -- FEN -------------------------------------------------------------------------
    def copy_fen(self) -> None:
        """Put the position's FEN on the clipboard."""
        QGuiApplication.clipboard().setText(self.fen())

    def paste_fen(self) -> None:
        """Set up the FEN on the clipboard (a message says what is wrong with a bad one)."""
        self.set_fen(QGuiApplication.clipboard().text())

    def apply_fen_text(self) -> None:
        """Set up the FEN typed in the field."""
        self.set_fen(self.fen_edit.text())

    def set_fen(self, text: str) -> bool:
        """Set up the position ``text`` describes; a bad text changes nothing and the
        status says why."""
        try:
            position = parse_fen(text)
        except ValueError as error:
            self._show(self.tr("This is not a position Wari can set up: {problem}").format(
                problem=str(error)), ok=False)
            return False
        self.to_move_group.blockSignals(True)
        self.set_to_move(position.to_move)
        self.to_move_group.blockSignals(False)
        self.board.set_counts([*position.houses, *position.stores])
        return True

    # -- display ---------------------------------------------------------------------
    def _changed(self) -> None:
        self.board.to_move = self.to_move()
        self.board.names = (player_name(Player.SOUTH), player_name(Player.NORTH))
        self.board.update()
        if not self.fen_edit.hasFocus():
            self.fen_edit.setText(self.fen())
        check = self.check()
        self._show(self.explain(check), ok=check.playable)
        self.edited.emit(check)

    def add_tool(self, widget: QWidget) -> None:
        """Put ``widget`` (a tool's switch) in the button row, after the board buttons."""
        self.button_row.insertWidget(self.button_row.indexOf(self.start_button) + 1, widget)

    def explain(self, check: SetupCheck) -> str:
        """What the status line says about ``check``."""
        if check.missing:
            return self.tr("{total} seeds of 48: {missing} missing. Add them to play.").format(
                total=check.total, missing=check.missing)
        if check.extra:
            return self.tr("{total} seeds of 48: {extra} too many. Take them away to "
                           "play.").format(total=check.total, extra=check.extra)
        outcome = check.outcome
        if outcome is not None:
            return self.tr("The rules cannot continue from here: the game would be over at "
                           "once ({reason}), {south}–{north}.").format(
                reason=reason_text(outcome.reason), south=outcome.totals[0],
                north=outcome.totals[1])
        assert check.game is not None
        mover = player_name(check.game.to_move)
        if check.game.to_move is not self.to_move():
            return self.tr("All 48 seeds are there. {player} has no seeds and passes, so "
                           "{mover} moves first.").format(
                player=player_name(self.to_move()), mover=mover)
        return self.tr("All 48 seeds are there; {player} to move. Press Play to start.").format(
            player=mover)

    def _show(self, text: str, ok: bool) -> None:
        self.status.setText(text)
        self.status.setProperty("state", "ok" if ok else "bad")
        self.status.style().unpolish(self.status)
        self.status.style().polish(self.status)
        self.play_button.setEnabled(ok)

    def accept(self) -> None:
        """Play, when a game can be played from the position."""
        if self.check().playable:
            super().accept()
