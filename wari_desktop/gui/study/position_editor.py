"""Game, Set Up Position: a board editor.

Click a house or a store to add a seed, right-click to take one away, turn the wheel for
either; drag from one pit to another to move a seed (with Shift, all of them). From the
keyboard, the arrows move a ring of corners between the pits, + and - add or take away a
seed (Page Up and Page Down five), a number typed sets the count and Delete empties the
pit; a screen reader hears the ringed pit ("House c, 7 seeds, North's"). Choose the
player to move and the rule options; the editor says how many of the 48 seeds are missing
or too many, and why the rules could not continue from the position (the game would be
over at once). "Play" starts a game from it; its record then carries the position in a
``FEN`` tag. A FEN can be copied and pasted. The checks are ``rules.setup``'s; the board
itself is ``editor_board``'s.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QGuiApplication, QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QWidget,
)

from ...notation.fen import parse_fen
from ...rules import Game, Player, Position, Rules
from ...rules.setup import SetupCheck, check_setup
from ..dialogs.dialog_parts import chosen_rules, dialog_column, rule_controls
from ..game.texts import player_name, reason_text
from ..platform.screen_fit import fit_to_screen
from ..platform.text_scale import scaled_style
from ..platform.theme import DIALOG_STYLE, EDITOR_STYLE
from .editor_board import PITS, EditorBoard

#: The lines of text kept for the message under the board: its longest English text at
#: the editor's least width (the famine explanation) takes two.
STATUS_LINES = 2


def fen_of(counts: list[int], to_move: Player) -> str:
    """The FEN fields of any 14 counts (whether or not they add up to 48)."""
    return "-".join([*(str(c) for c in counts), "S" if to_move is Player.SOUTH else "N"])


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

    # -- the message's room -------------------------------------------------------------
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.reserve_status_lines()  # the style sheet's font is known once shown

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.reserve_status_lines()

    def reserve_status_lines(self) -> None:
        """Keep ``STATUS_LINES`` lines for the message under the board, whatever it says
        now, so the board never changes size as a message wraps or unwraps (a longer
        translation may still take more)."""
        status: QLabel | None = getattr(self, "status", None)  # (a style set in building)
        if status is None or not status.text():
            return
        one_line = status.heightForWidth(1 << 16)
        status.setMinimumHeight(one_line + (STATUS_LINES - 1)
                                * status.fontMetrics().lineSpacing())

    # -- building --------------------------------------------------------------------
    def _build(self, rules: Rules) -> None:
        """The heading and how to edit, the board, the status line, the options and the
        buttons, in a column."""
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

        to_move = self._build_to_move()
        self._build_rules(rules)
        form = self._build_form(to_move)
        buttons = self._build_buttons()

        layout = dialog_column(self, heading, how, self.board, self.status, form, buttons)
        layout.setStretchFactor(self.board, 1)
        fit_to_screen(self, 960, 780)

    def _build_to_move(self) -> QHBoxLayout:
        """The player to move: South or North."""
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
        return to_move

    def _build_rules(self, rules: Rules) -> None:
        """The rule options, showing ``rules``."""
        self.grand_slam_combo, self.empty_side_combo, self.repetition_check = (
            rule_controls(self))
        self.grand_slam_combo.setCurrentIndex(
            self.grand_slam_combo.findData(rules.grand_slam))
        self.empty_side_combo.setCurrentIndex(self.empty_side_combo.findData(rules.empty_side))
        self.repetition_check.setChecked(rules.end_on_repetition)
        for combo in (self.grand_slam_combo, self.empty_side_combo):
            combo.currentIndexChanged.connect(lambda *_: self._changed())
        self.repetition_check.toggled.connect(lambda *_: self._changed())

    def _build_form(self, to_move: QHBoxLayout) -> QGridLayout:
        """The options' grid: the player to move, the rule options and the FEN."""
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
        fen_row = self._build_fen_row()
        form.addWidget(self._label(self.tr("FEN:"), self.fen_edit), 2, 0)
        form.addLayout(fen_row, 2, 1, 1, 3)
        for first, second in ((self.north_radio, self.repetition_check),
                              (self.repetition_check, self.grand_slam_combo),
                              (self.grand_slam_combo, self.empty_side_combo),
                              (self.empty_side_combo, self.fen_edit)):
            QWidget.setTabOrder(first, second)
        return form

    def _build_fen_row(self) -> QHBoxLayout:
        """The FEN field with Copy FEN and Paste FEN."""
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
        return fen_row

    def _build_buttons(self) -> QHBoxLayout:
        """The button row: Empty Board, Opening Position, Cancel and Play."""
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
        return buttons

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
        if check.missing:  # the count's plural forms: "Add it" for one, "Add them"
            return self.tr("Seeds: {total} of 48; %n missing. Add them to play.", "",
                           check.missing).format(total=check.total)
        if check.extra:
            return self.tr("Seeds: {total} of 48; %n too many. Take them away to play.", "",
                           check.extra).format(total=check.total)
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
