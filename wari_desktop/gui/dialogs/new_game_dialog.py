"""The New Game dialog: the opponent (the computer at a level, a friend at this screen, or,
when the window offers it, a person on another computer: ``remote_choice``), your side,
who starts, and the rule options.

The dialog only gathers a ``NewGameChoice``; the rules themselves are ``wari_desktop.rules``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, Qt, Slot
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSizePolicy,
    QWidget,
)

from ...ai import NAMES
from ...rules import STANDARD_OWNERS, EmptySide, Game, GrandSlam, Player, Position, Rules
from ..game.seats import PEOPLE, Seat
from ..game.texts import level_title, player_name
from ..platform.screen_fit import FitScroll, fit_to_screen
from ..platform.settings import Settings
from ..platform.text_scale import scaled_style
from ..platform.theme import DIALOG_STYLE
from .clock_choice import ClockChoice, TimeControl
from .dialog_parts import ChevronCombo, chosen_rules, dialog_column, rule_controls, tidy_form
from .remote_choice import Remote, RemoteChoice

DEFAULT_LEVEL = Settings().level
#: The opponent combo's data for a person on another computer.
REMOTE = "@remote"


def level_description(name: str) -> str:
    """One translated line on how a computer level plays."""
    texts = {
        "beginner": QCoreApplication.translate("NewGameDialog", "learning the game"),
        "casual": QCoreApplication.translate(
            "NewGameDialog", "plays for fun and slips now and then"
        ),
        "club": QCoreApplication.translate("NewGameDialog", "a steady club player"),
        "expert": QCoreApplication.translate("NewGameDialog", "looks eight moves ahead"),
        "master": QCoreApplication.translate("NewGameDialog", "thinks up to 2 s a move"),
    }
    return texts.get(name, "")


@dataclass(frozen=True, slots=True)
class NewGameChoice:
    """What the New Game dialog settled: South's and North's seats, who moves first (a lot
    already drawn), and the rules (whole: house owners of a *Case supplementari* match pass
    through). ``by_lot`` records that ``first`` was drawn, so the dialog offers the lot again.
    """

    seats: tuple[Seat, Seat] = (Seat(), Seat(True, DEFAULT_LEVEL))
    first: Player = Player.SOUTH
    rules: Rules = field(default_factory=Rules)
    by_lot: bool = False
    time_control: TimeControl | None = None  # None: no clock
    remote: Remote | None = None  # a person on another computer, reached this way
    remote_side: Player = Player.SOUTH  # the side played here when hosting such a game

    @property
    def computer(self) -> Player | None:
        """The side the computer plays, or None when two people play."""
        return next((p for p in Player if self.seats[p].computer), None)

    @property
    def level(self) -> str | None:
        """The computer's level, or None when two people play."""
        side = self.computer
        return None if side is None else self.seats[side].level

    def game(self) -> Game:
        """The starting game: the opening position with ``first`` to move, under ``rules``."""
        return Game(Position.start(self.first), self.rules)


class NewGameDialog(QDialog):
    """Choose the opponent, your side, who starts and the rule options of a new game.

    Preselected from ``initial``, or else the standard game against the computer at the
    level of ``settings``. "By lot" is drawn with ``rng`` when the dialog is accepted.
    ``suggested``: the level nearest the player's rating, offered by "Match my level"
    (None: no rating yet, nothing offered). ``remote``: offer a person on another
    computer (the window does when it can play such games).
    """

    def __init__(
        self,
        initial: NewGameChoice | None = None,
        settings: Settings | None = None,
        rng: random.Random | None = None,
        parent: QWidget | None = None,
        suggested: str | None = None,
        remote: bool = False,
    ) -> None:
        super().__init__(parent)
        self._suggested = suggested
        self._offers_remote = remote
        level = settings.level if settings is not None else DEFAULT_LEVEL
        self._initial = initial or NewGameChoice(seats=(Seat(), Seat(True, level)))
        self._rng = rng or random.Random()
        self._lot: Player | None = None
        self.setWindowTitle(self.tr("New Game"))
        self.setStyleSheet(scaled_style(DIALOG_STYLE))
        self._build()
        self.set_choice(self._initial)

    # -- layout ----------------------------------------------------------------------
    def _build(self) -> None:
        """The heading, the Players and Rules groups and the buttons, in a column."""
        heading = QLabel(self.tr("New game"), self)
        heading.setObjectName("heading")
        subtitle = QLabel(self.tr("Who plays, who starts, and by which rules."), self)
        subtitle.setObjectName("note")
        players = self._build_players()
        rules = self._build_rules()
        self._build_buttons()

        # The groups scroll on a screen too low for them (1024x600): Start and Cancel
        # stay on screen below them.
        self.middle = FitScroll(self)
        self.middle.column.addWidget(players)
        self.middle.column.addWidget(rules)
        self.middle.column.addStretch(1)
        layout = dialog_column(self, heading, subtitle, self.middle)
        layout.addSpacing(4)
        layout.addWidget(self.buttons)
        hint = self.sizeHint()
        fit_to_screen(self, hint.width(), hint.height())

        self.opponent_combo.currentIndexChanged.connect(self._opponent_changed)
        self.remote_choice.group.idToggled.connect(self._opponent_changed)
        self.standard_button.clicked.connect(self.standard_rules)
        for widget in (self.grand_slam_combo, self.empty_side_combo):
            widget.currentIndexChanged.connect(self._rules_changed)
        self.repetition_check.toggled.connect(self._rules_changed)

    def _build_players(self) -> QGroupBox:
        """The Players group: the opponent, your side, who starts and the clock."""
        players = QGroupBox(self.tr("Players"), self)
        form = QFormLayout(players)
        tidy_form(form)
        self._build_opponent(players, form)
        self._build_side(players, form)
        self._build_first(players, form)
        self.clock_choice = ClockChoice(ChevronCombo(), players)
        form.addRow(self.tr("Clock:"), self.clock_choice)
        self.remote_choice = RemoteChoice(players)
        self.remote_choice.setVisible(self._offers_remote)
        if self._offers_remote:
            form.insertRow(1, self.tr("How:"), self.remote_choice)
        return players

    def _build_opponent(self, players: QGroupBox, form: QFormLayout) -> None:
        """The opponent: the computer at each level, or a friend on this screen."""
        self.opponent_combo = ChevronCombo(players)
        for name in NAMES:
            self.opponent_combo.addItem(
                self.tr("{level} — {description}").format(
                    level=level_title(name), description=level_description(name)
                ),
                name,
            )
        self.opponent_combo.insertSeparator(self.opponent_combo.count())
        self.opponent_combo.addItem(self.tr("A friend on this screen"), "")
        if self._offers_remote:
            self.opponent_combo.addItem(self.tr("A person on another computer"), REMOTE)
        self.opponent_combo.setToolTip(
            self.tr("Play the computer at one of five levels, or play a friend, taking turns "
                    "at this screen.") + (" " + self.tr(
                        "Or play a person on another computer, on this network or on a "
                        "server.") if self._offers_remote else "")
        )
        form.addRow(self.tr("Opponent:"), self.opponent_combo)
        self.opponent_combo.setAccessibleName(self.tr("Opponent"))
        self.match_button = QPushButton(players)
        self.match_button.setAutoDefault(False)
        self.match_button.setVisible(self._suggested is not None)
        if self._suggested is not None:
            self.match_button.setText(self.tr("Match My Level: {level}").format(
                level=level_title(self._suggested).replace("&", "")))
            self.match_button.setAccessibleDescription(self.tr(
                "Play the computer at the level nearest your rating"))
            self.match_button.clicked.connect(self.match_level)
            form.addRow("", self.match_button)

    def match_level(self) -> None:
        """Choose the computer at the level nearest the player's rating."""
        found = self.opponent_combo.findData(self._suggested)
        if found >= 0:
            self.opponent_combo.setCurrentIndex(found)

    def _build_side(self, players: QGroupBox, form: QFormLayout) -> None:
        """Your side against the computer: South or North."""
        self.south_radio = QRadioButton(self.tr("South (houses A–F)"), players)
        self.north_radio = QRadioButton(self.tr("North (houses a–f)"), players)
        self.side_group = self._group(self.south_radio, self.north_radio)
        self.side_row = self._row(players, self.south_radio, self.north_radio)
        # The window turns the board so that a lone player's side is at the bottom.
        self.side_row.setToolTip(
            self.tr("South owns the houses A to F, North the houses a to f. Your side is "
                    "drawn at the bottom of the board, whichever you choose.")
        )
        for radio in (self.south_radio, self.north_radio):
            radio.setAccessibleDescription(self.side_row.toolTip())
        self.side_label = QLabel(self.tr("Your side:"), players)
        form.addRow(self.side_label, self.side_row)

    def _build_first(self, players: QGroupBox, form: QFormLayout) -> None:
        """Who starts: you, the other player, or by lot."""
        self.first_you_radio = QRadioButton(players)
        self.first_other_radio = QRadioButton(players)
        self.first_lot_radio = QRadioButton(self.tr("By lot"), players)
        self.first_group = self._group(
            self.first_you_radio, self.first_other_radio, self.first_lot_radio
        )
        first_row = self._row(
            players, self.first_you_radio, self.first_other_radio, self.first_lot_radio
        )
        first_row.setToolTip(
            self.tr("Who makes the first move. By lot: drawn at random when the game starts.")
        )
        self.first_row = first_row
        form.addRow(self.tr("Who starts:"), first_row)
        for radio in (self.first_you_radio, self.first_other_radio, self.first_lot_radio):
            radio.setAccessibleDescription(first_row.toolTip())

    def _build_rules(self) -> QGroupBox:
        """The Rules group: the rule options, a note on them and "Standard rules"."""
        rules = QGroupBox(self.tr("Rules"), self)
        self.rules_group = rules
        rules_form = QFormLayout(rules)
        tidy_form(rules_form)
        self.grand_slam_combo, self.empty_side_combo, self.repetition_check = (
            rule_controls(rules))
        rules_form.addRow(self.tr("Grand slam:"), self.grand_slam_combo)
        rules_form.addRow(self.tr("An empty side:"), self.empty_side_combo)
        rules_form.addRow("", self.repetition_check)

        self.rules_note = QLabel(rules)
        self.rules_note.setObjectName("note")
        self.rules_note.setWordWrap(True)
        self.standard_button = QPushButton(self.tr("Standard rules"), rules)
        self.standard_button.setAutoDefault(False)
        self.standard_button.setToolTip(self.tr("Back to the rules of Oware abapa."))
        note_row = QHBoxLayout()
        note_row.addWidget(self.rules_note, 1)
        note_row.addWidget(self.standard_button, 0, Qt.AlignmentFlag.AlignVCenter)
        rules_form.addRow(note_row)
        return rules

    def _build_buttons(self) -> None:
        """Start and Cancel."""
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.start_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setText(self.tr("Start"))
        self.start_button.setDefault(True)
        self.cancel_button = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        self.cancel_button.setText(self.tr("Cancel"))
        self.start_button.setAccessibleDescription(
            self.tr("Start a new game with these choices (Enter)"))
        self.cancel_button.setAccessibleDescription(
            self.tr("Close and go on with the game in progress (Esc)"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

    def _group(self, *buttons: QAbstractButton) -> QButtonGroup:
        group = QButtonGroup(self)
        for number, button in enumerate(buttons):
            group.addButton(button, number)
        return group

    @staticmethod
    def _row(parent: QWidget, *buttons: QAbstractButton) -> QWidget:
        row = QFrame(parent)
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(22)
        for button in buttons:
            layout.addWidget(button)
        layout.addStretch(1)
        row.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        return row

    # -- reading and writing the choice ----------------------------------------------
    def set_choice(self, choice: NewGameChoice) -> None:
        """Show ``choice`` on the widgets (a computer seat's level, the person's side, who
        starts, the rule options); its house owners are kept for ``rules``."""
        self._owners = choice.rules.owners
        computer = choice.computer
        level = choice.level
        remote = choice.remote if self._offers_remote else None
        if remote is not None:
            self.opponent_combo.setCurrentIndex(self.opponent_combo.findData(REMOTE))
            self.remote_choice.set_remote(remote)
            person = choice.remote_side
        elif computer is None:
            self.opponent_combo.setCurrentIndex(self.opponent_combo.findData(""))
            person = Player.SOUTH
        else:
            found = self.opponent_combo.findData(level)
            self.opponent_combo.setCurrentIndex(max(0, found))
            person = computer.opponent
        (self.south_radio if person is Player.SOUTH else self.north_radio).setChecked(True)
        if choice.by_lot:
            self.first_lot_radio.setChecked(True)
        elif computer is None:
            starts_first = choice.first is Player.SOUTH
            (self.first_you_radio if starts_first else self.first_other_radio).setChecked(True)
        else:
            you_first = choice.first is person
            (self.first_you_radio if you_first else self.first_other_radio).setChecked(True)
        self._select(self.grand_slam_combo, choice.rules.grand_slam)
        self._select(self.empty_side_combo, choice.rules.empty_side)
        self.repetition_check.setChecked(choice.rules.end_on_repetition)
        self.clock_choice.set_time_control(choice.time_control)
        self._opponent_changed()
        self._rules_changed()

    @staticmethod
    def _select(combo: QComboBox, value: object) -> None:
        for row in range(combo.count()):
            if combo.itemData(row) == value:
                combo.setCurrentIndex(row)
                return

    def against_computer(self) -> bool:
        """True when the computer is chosen as the opponent."""
        data = self.opponent_combo.currentData()
        return bool(data) and data != REMOTE

    def remote(self) -> Remote | None:
        """How a person on another computer is reached, or None for another opponent."""
        if self.opponent_combo.currentData() != REMOTE:
            return None
        return self.remote_choice.remote()

    def level(self) -> str | None:
        """The chosen computer level, or None for a person."""
        return str(self.opponent_combo.currentData()) if self.against_computer() else None

    def person_side(self) -> Player:
        """The side the person plays against the computer."""
        return Player.NORTH if self.north_radio.isChecked() else Player.SOUTH

    def seats(self) -> tuple[Seat, Seat]:
        """South's and North's seats as chosen."""
        level = self.level()
        if level is None:
            return PEOPLE
        if self.person_side() is Player.SOUTH:
            return (Seat(), Seat(True, level))
        return (Seat(True, level), Seat())

    def rules(self) -> Rules:
        """The rules as chosen (with the house owners of the initial choice)."""
        return chosen_rules(self.grand_slam_combo, self.empty_side_combo,
                            self.repetition_check, self._owners)

    def first(self) -> Player:
        """Who moves first; a lot is drawn (once) if "By lot" is chosen. Against a person
        on another computer, South (as a server has it)."""
        if self.remote() is not None:
            return Player.SOUTH
        if self.first_lot_radio.isChecked():
            if self._lot is None:
                self._lot = self._rng.choice((Player.SOUTH, Player.NORTH))
            return self._lot
        if self.level() is None:
            return Player.SOUTH if self.first_you_radio.isChecked() else Player.NORTH
        person = self.person_side()
        return person if self.first_you_radio.isChecked() else person.opponent

    def choice(self) -> NewGameChoice:
        """Everything chosen, with who starts resolved."""
        return NewGameChoice(
            seats=self.seats(),
            first=self.first(),
            rules=self.rules(),
            by_lot=self.first_lot_radio.isChecked(),
            time_control=self.clock_choice.time_control(),
            remote=self.remote(),
            remote_side=self.person_side() if self.remote() is not None else Player.SOUTH,
        )

    def accept(self) -> None:
        """Draw the lot (when chosen) and close."""
        self._lot = None
        self.first()
        super().accept()

    # -- reactions -------------------------------------------------------------------
    @Slot()
    def standard_rules(self) -> None:
        """Put every rule option back to the standard rules of Oware abapa."""
        standard = Rules()
        self._select(self.grand_slam_combo, standard.grand_slam)
        self._select(self.empty_side_combo, standard.empty_side)
        self.repetition_check.setChecked(standard.end_on_repetition)

    @Slot()
    def _opponent_changed(self) -> None:
        computer = self.against_computer()
        remote = self.remote()
        hosting = remote in (None, Remote.HOST)  # the terms are chosen here
        self.remote_choice.setEnabled(remote is not None)
        self.side_label.setEnabled(computer or remote is Remote.HOST)
        self.side_row.setEnabled(computer or remote is Remote.HOST)
        self.first_row.setEnabled(remote is None)
        self.clock_choice.setEnabled(hosting)
        self.rules_group.setEnabled(hosting)
        self.start_button.setText(self.tr("Start") if remote is None else self.tr("Continue"))
        # A game with a friend at this screen has no level to match: greyed, so that the
        # dialog keeps its size and place (the side is greyed the same way).
        self.match_button.setEnabled(computer)
        if computer:
            self.first_you_radio.setText(self.tr("You"))
            self.first_other_radio.setText(self.tr("The computer"))
        else:
            self.first_you_radio.setText(player_name(Player.SOUTH))
            self.first_other_radio.setText(player_name(Player.NORTH))

    @Slot()
    def _rules_changed(self) -> None:
        rules = self.rules()
        options_standard = rules.grand_slam is GrandSlam.CAPTURES_NOTHING and (
            rules.empty_side is EmptySide.MUST_FEED and rules.end_on_repetition
        )
        if options_standard:
            text = self.tr("The standard rules of Oware abapa.")
        else:
            text = self.tr("Variant rules (see the rules of Wari).")
        if rules.owners != STANDARD_OWNERS:
            south = len(rules.houses_of_south)
            extra = self.tr("Case supplementari: South owns {south} houses and North {north} "
                            "in this game of the match.").format(south=south, north=12 - south)
            text = f"{text}<br>{extra}"
        self.rules_note.setText(text)
        self.standard_button.setEnabled(not options_standard)

