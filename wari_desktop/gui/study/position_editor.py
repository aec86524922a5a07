"""Game, Set Up Position: a board editor.

Click a house or a store to add a seed, right-click to take one away, turn the wheel for
either; drag from one pit to another to move a seed (with Shift, all of them). From the
keyboard, the arrows move a ring of corners between the pits, + and - add or take away a
seed (Page Up and Page Down five), a number typed sets the count and Delete empties the
pit; a screen reader hears the ringed pit ("House c, 7 seeds, North's"). Choose the
player to move and the rule options; the editor says how many of the 48 seeds are missing
or too many, and why the rules could not continue from the position (the game would be
over at once). "Play" starts a game from it; its record then carries the position in a
``FEN`` tag. A FEN can be copied and pasted. The checks are ``rules.setup``'s.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QColor,
    QFocusEvent,
    QGuiApplication,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSizePolicy,
    QWidget,
)

from ...notation.fen import parse_fen
from ...rules import (
    HOUSES,
    LETTERS,
    SEEDS,
    STANDARD_OWNERS,
    Game,
    Player,
    Position,
    Rules,
)
from ...rules.setup import SetupCheck, check_setup
from ..board.board_geometry import SCENE_H, SCENE_W, BoardGeometry
from ..board.board_painter import BoardPicture, paint_board, paint_focus_brackets
from ..board.keyboard import ARROWS
from ..dialogs.dialog_parts import chosen_rules, dialog_column, rule_controls
from ..game.texts import player_name, reason_text
from ..platform.screen_fit import fit_to_screen
from ..platform.text_scale import scaled_style
from ..platform.theme import DIALOG_STYLE, EDITOR_STYLE

PITS = HOUSES + 2
#: The most seeds one pit may hold in the editor (all of them).
MOST = SEEDS
#: The keys that add seeds to the ringed pit, and how many.
ADD_KEYS = {Qt.Key.Key_Plus: 1, Qt.Key.Key_Equal: 1, Qt.Key.Key_Minus: -1,
            Qt.Key.Key_Underscore: -1, Qt.Key.Key_PageUp: 5, Qt.Key.Key_PageDown: -5}
#: Digits typed within this many seconds make one number ("1", "2": 12 seeds).
TYPING_PAUSE = 1.2


def fen_of(counts: list[int], to_move: Player) -> str:
    """The FEN fields of any 14 counts (whether or not they add up to 48)."""
    return "-".join([*(str(c) for c in counts), "S" if to_move is Player.SOUTH else "N"])


class EditorBoard(QWidget):
    """A wooden board whose houses and stores are edited with the mouse or the keyboard.

    ``counts`` are the 14 pits (houses ``A..f``, South's store, North's store);
    ``countsChanged`` is emitted after each change. The keyboard's pit (``focus_pit``)
    wears the corner brackets while keys are in use; the widget's accessible name says
    what it holds, like the main board's.
    """

    countsChanged = Signal()

    def __init__(self, counts: list[int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.counts = list(counts)
        self.to_move = Player.SOUTH
        self.names = ("", "")
        self.owners = STANDARD_OWNERS
        self._hover: int | None = None
        self._pressed: int | None = None
        self.focus_pit = 0
        self._keyboard = False  # keys in use: the brackets are shown
        self._typed = ""  # the digits typed so far, and when the last one was
        self._typed_at = 0.0
        self.setMouseTracking(True)
        self.setMinimumSize(520, 240)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Board to set up"))
        self.setAccessibleDescription(self.tr(
            "The arrow keys move between the houses and the stores; + and - add or take "
            "away a seed, Page Up and Page Down five; type a number to set the count, "
            "Delete to empty the pit."))

    def sizeHint(self) -> QSize:
        return QSize(880, 340)

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
        self.set_count(pit, self.counts[pit] + seeds)

    def set_count(self, pit: int, seeds: int) -> None:
        """Put ``seeds`` in ``pit`` (kept between 0 and 48)."""
        value = min(MOST, max(0, seeds))
        if value != self.counts[pit]:
            self.counts[pit] = value
            self.update()
            self.countsChanged.emit()
            if pit == self.focus_pit:
                self._speak()

    def move_seeds(self, source: int, target: int, every: bool = False) -> None:
        """Move one seed (``every``: all of them) from ``source`` to ``target``."""
        seeds = self.counts[source] if every else min(1, self.counts[source])
        if seeds and source != target:
            self.counts[source] -= seeds
            self.counts[target] += seeds
            self.update()
            self.countsChanged.emit()

    # -- keyboard --------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Arrows move the ring to the nearest pit on screen in their direction; + and -
        (or = and _) add or take away a seed, Page Up and Page Down five; digits set the
        count (typed quickly, several make one number); Delete and Backspace empty the
        pit. Other keys (Tab, Enter, Esc) go to the dialog."""
        key = Qt.Key(event.key())
        text = event.text()
        if key in ARROWS:
            self._keyboard = True
            self.focus_on(self.neighbour(self.focus_pit, *ARROWS[key]))
        elif key in ADD_KEYS:
            self._keyboard = True
            self.add(self.focus_pit, ADD_KEYS[key])
            self._speak()
        elif text.isdigit() and len(text) == 1:
            self._keyboard = True
            self.type_digit(text)
        elif key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self._keyboard = True
            self.set_count(self.focus_pit, 0)
            self._speak()
        else:
            event.ignore()
            return
        self._typed = self._typed if text.isdigit() else ""

    def type_digit(self, digit: str, now: float | None = None) -> None:
        """Set the ringed pit's count to the number typed: a digit within
        ``TYPING_PAUSE`` seconds of the last one adds to it ("1", "2": 12) while the
        number stays at most 48, else starts a new one."""
        now = time.monotonic() if now is None else now
        typed = self._typed + digit if now - self._typed_at <= TYPING_PAUSE else digit
        if int(typed) > MOST:
            typed = digit
        self._typed, self._typed_at = typed, now
        self.set_count(self.focus_pit, int(typed))
        self._speak()

    def focus_on(self, pit: int) -> None:
        """Put the ring on ``pit`` and tell screen readers what it holds."""
        self.focus_pit = pit
        self._typed = ""
        self.update()
        self._speak()

    def neighbour(self, pit: int, dx: int, dy: int) -> int:
        """The nearest pit on screen in the direction (dx, dy) from ``pit`` (straight
        ahead counts more than sideways), or ``pit`` itself at the edge."""
        here = self.pit_center(pit)
        best, cost = pit, float("inf")
        for other in range(PITS):
            there = self.pit_center(other)
            ahead = (there.x() - here.x()) * dx + (there.y() - here.y()) * dy
            aside = abs((there.x() - here.x()) * dy) + abs((there.y() - here.y()) * dx)
            if ahead > 1 and ahead + 2 * aside < cost:
                best, cost = other, ahead + 2 * aside
        return best

    def spoken(self, pit: int) -> str:
        """What a screen reader says of a pit: "House c, 7 seeds, North's"."""
        seeds = self.counts[pit]
        if pit == HOUSES:
            return QCoreApplication.translate("HouseListModel", "South's store, %n seed(s)",
                                              "", seeds)
        if pit == HOUSES + 1:
            return QCoreApplication.translate("HouseListModel", "North's store, %n seed(s)",
                                              "", seeds)
        whose = (QCoreApplication.translate("HouseListModel", "South's")
                 if self.owners[pit] is Player.SOUTH
                 else QCoreApplication.translate("HouseListModel", "North's"))
        return QCoreApplication.translate(
            "HouseListModel", "House %1, %n seed(s), %2", "", seeds).replace(
            "%1", LETTERS[pit]).replace("%2", whose)

    def _speak(self) -> None:
        if not self.hasFocus():
            return
        self.setAccessibleName(self.spoken(self.focus_pit))
        QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.NameChanged))

    def ring_shown(self) -> bool:
        """True while the brackets are drawn: the board has the focus and keys (or Tab)
        brought it there or were used since the mouse."""
        return self._keyboard and self.hasFocus()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if event.reason() in (Qt.FocusReason.TabFocusReason,
                              Qt.FocusReason.BacktabFocusReason):
            self._keyboard = True
        self._speak()
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self._typed = ""
        self.update()

    # -- mouse -----------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._keyboard = False  # the mouse is in use: no ring until a key is
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
        view = BoardPicture(
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
        if self.ring_shown():
            pit = self.focus_pit
            if pit < HOUSES:
                paint_focus_brackets(painter, geo.centers[pit], geo.house_radius, geo.pitch)
            else:
                store = geo.stores[pit - HOUSES]
                paint_focus_brackets(painter, store.center(), store.width() / 2, geo.pitch,
                                     (store.height() - store.width()) / 2)
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
        self.setStyleSheet(scaled_style(DIALOG_STYLE + EDITOR_STYLE))
        position = position or Position.start()
        rules = rules or Rules()
        self._owners = rules.owners
        self.board = EditorBoard([*position.houses, *position.stores], self)
        self.board.owners = rules.owners
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
            "adds or removes 5 and a drag moves them all. Keys: the arrows, + and -, a "
            "number."), self)
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
        for radio, player in ((self.south_radio, Player.SOUTH),
                              (self.north_radio, Player.NORTH)):
            radio.setAccessibleName(self.tr("{side} to move").format(side=player_name(player)))
            radio.setAccessibleDescription(self.tr(
                "Who plays the first move from this position"))
        to_move = QHBoxLayout()
        to_move.setSpacing(28)
        to_move.addWidget(self.south_radio)
        to_move.addWidget(self.north_radio)
        to_move.addStretch(1)

        self.grand_slam_combo, self.empty_side_combo, self.repetition_check = (
            rule_controls(self))
        self.grand_slam_combo.setCurrentIndex(
            self.grand_slam_combo.findData(rules.grand_slam))
        self.empty_side_combo.setCurrentIndex(self.empty_side_combo.findData(rules.empty_side))
        self.repetition_check.setChecked(rules.end_on_repetition)
        for combo in (self.grand_slam_combo, self.empty_side_combo):
            combo.currentIndexChanged.connect(lambda *_: self._changed())
        self.repetition_check.toggled.connect(lambda *_: self._changed())

        # Two options a row, so that the board keeps its room on a small screen with
        # large text; the Tab order follows the rows.
        form = QGridLayout()
        form.setHorizontalSpacing(14)
        form.setVerticalSpacing(10)
        form.setColumnStretch(1, 1)
        form.setColumnStretch(3, 1)
        form.addWidget(self._label(self.tr("To move:"), self.south_radio), 0, 0)
        form.addLayout(to_move, 0, 1)
        form.addWidget(self.repetition_check, 0, 2, 1, 2)
        form.addWidget(self._label(self.tr("Grand slam:"), self.grand_slam_combo), 1, 0)
        form.addWidget(self.grand_slam_combo, 1, 1)
        form.addWidget(self._label(self.tr("An empty side:"), self.empty_side_combo), 1, 2)
        form.addWidget(self.empty_side_combo, 1, 3)

        self.fen_edit = QLineEdit(self)
        self.fen_edit.setToolTip(self.tr(
            "The position as a FEN: the 12 houses A to f, South's store, North's store, and "
            "S or N for the player to move. Type one and press Enter to set it up."))
        self.fen_edit.setAccessibleName(self.tr("FEN"))
        self.fen_edit.returnPressed.connect(self.apply_fen_text)
        self.copy_button = QPushButton(self.tr("Copy FEN"), self)
        self.copy_button.clicked.connect(self.copy_fen)
        self.paste_button = QPushButton(self.tr("Paste FEN"), self)
        self.paste_button.clicked.connect(self.paste_fen)
        fen_row = QHBoxLayout()
        fen_row.addWidget(self.fen_edit, 1)
        fen_row.addWidget(self.copy_button)
        fen_row.addWidget(self.paste_button)
        form.addWidget(self._label(self.tr("FEN:"), self.fen_edit), 2, 0)
        form.addLayout(fen_row, 2, 1, 1, 3)
        for first, second in ((self.north_radio, self.repetition_check),
                              (self.repetition_check, self.grand_slam_combo),
                              (self.grand_slam_combo, self.empty_side_combo),
                              (self.empty_side_combo, self.fen_edit)):
            QWidget.setTabOrder(first, second)

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
        for button, description in (
            (self.copy_button, self.tr("Put the position's FEN on the clipboard")),
            (self.paste_button, self.tr("Set up the FEN on the clipboard")),
            (self.empty_button, self.tr("Take every seed off the board")),
            (self.start_button, self.tr("Put 4 seeds in each house and empty the stores")),
            (self.cancel_button, self.tr("Close and go on with the game in progress (Esc)")),
            (self.play_button, self.tr("Start a game from this position (Enter)")),
        ):
            button.setAccessibleDescription(description)
        self.button_row = buttons = QHBoxLayout()
        buttons.addWidget(self.empty_button)
        buttons.addWidget(self.start_button)
        buttons.addStretch(1)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.play_button)

        layout = dialog_column(self, heading, how, self.board, self.status, form, buttons)
        layout.setStretchFactor(self.board, 1)
        fit_to_screen(self, 960, 780)

    def _label(self, text: str, buddy: QWidget) -> QLabel:
        """A label of the options' grid, right-aligned, naming ``buddy``."""
        label = QLabel(text, self)
        label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        label.setBuddy(buddy)
        return label

    # -- state -----------------------------------------------------------------------
    def to_move(self) -> Player:
        """The player chosen to move."""
        return Player.NORTH if self.north_radio.isChecked() else Player.SOUTH

    def set_to_move(self, player: Player) -> None:
        """Choose the player to move."""
        (self.north_radio if player is Player.NORTH else self.south_radio).setChecked(True)

    def rules(self) -> Rules:
        """The rule options chosen (the house owners are the game's)."""
        return chosen_rules(self.grand_slam_combo, self.empty_side_combo,
                            self.repetition_check, self._owners)

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
        """Put ``widget`` (a tool's switch) in the button row, after the board buttons,
        and in the Tab order where it stands."""
        self.button_row.insertWidget(self.button_row.indexOf(self.start_button) + 1, widget)
        QWidget.setTabOrder(self.start_button, widget)
        QWidget.setTabOrder(widget, self.cancel_button)

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
