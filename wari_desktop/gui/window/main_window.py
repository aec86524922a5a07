"""The main window: the board, the side panel and the menus, wired to the game model.

Thin by design: what a move does is the rules' business, what the computer plays the AI's;
this window forwards what the player asks and shows what the model says.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from itertools import pairwise
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths, Qt, QTimer, Signal, Slot
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QKeyEvent,
    QKeySequence,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QMainWindow,
    QMessageBox,
    QWidget,
)

from ... import __version__
from ...ai import NAMES, Analysis
from ...ai.core import COMPILED
from ...ai.thinkers import Thinker
from ...notation import EmptyRecordError, NotationError, Record, load, save
from ...notation.annotations import Annotations
from ...rules import LETTERS, Game, Player, Position
from ..board.board_view import GameBoardView
from ..board.house_model import HouseListModel
from ..board.keyboard import WindowKeys
from ..dialogs.message_box import ask_to_save, describe_box, message_box, show_problem
from ..dialogs.new_game_dialog import NewGameChoice, NewGameDialog
from ..game.game_model import GameModel, Refusal, Seat
from ..game.texts import (
    hint_text,
    level_title,
    player_name,
    reason_text,
    refusal_text,
    result_lines,
    result_text,
)
from ..platform.autosave import record_of, seats_of, write_autosave
from ..platform.file_dialogs import open_file_name, save_file_name
from ..platform.modal import modal
from ..platform.screen_fit import fit_to_screen
from ..platform.settings import Settings, Speed, load_settings, save_settings
from ..platform.sound import SoundPlayer
from ..platform.text_scale import scaled_style
from ..platform.theme import WINDOW_STYLE
from .announcer import Announcer
from .learning import Learning
from .mnemonics import ensure_mnemonics
from .move_list import MoveListModel
from .side_panel import SidePanel, panel_width

DEFAULT_LEVEL = "club"
OGN_FILTER = "OGN game records (*.ogn);;All files (*)"
#: Where the last folder used in an Open or Save dialog is kept (QSettings key).
FOLDER_KEY = "files/folder"

__all__ = ["DEFAULT_LEVEL", "MainWindow", "level_title", "player_name", "reason_text"]


class MainWindow(QMainWindow):
    """The game window. By default a person plays South against the computer at the
    level in the settings; ``seats`` chooses otherwise (``PEOPLE``: two players at one
    screen). ``autosave`` is the file the game in progress is kept in after every move
    (None: not kept). ``engine`` thinks for the computer (on worker threads by default; the
    program passes a ``DesktopThinker``, shut down with the window).

    ``shownChanged`` says the position shown changed (a move, an undo, browsing the move
    list); ``gameStarted`` that another game began (new, opened)."""

    shownChanged = Signal()
    gameStarted = Signal()

    def __init__(
        self,
        position: Position | None = None,
        seats: tuple[Seat, Seat] | None = None,
        parent: QWidget | None = None,
        *,
        settings: Settings | None = None,
        autosave: Path | None = None,
        game: Game | None = None,
        engine: Thinker | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings or load_settings()
        self.autosave = autosave
        self.path: Path | None = None  # the file the game was opened from or saved to
        self.modified = False  # moves (or a resignation) not saved in a file yet
        #: The tags and comments of the record the game came from.
        self.annotations = Annotations()
        self._starting = False
        self._quit_quietly = False
        self._game_over_announced = False
        self._browsing: int | None = None
        self._hint_text = ""  # a notice in the status line: hint, refused or waiting click
        self._waiting: int | None = None  # a house clicked during a sowing, played after it
        self._notice_while_sowing = False  # the notice is about the sowing: gone once still
        #: Tags saved with the game besides the players' (analysis marks, for one).
        self.extra_tags: dict[str, str] = {}
        #: What the thinking computer's card says after "thinking" (its depth, its move).
        self.thinking_detail = ""
        self._last_choice: NewGameChoice | None = None
        #: Asks the player a yes/no question (tests replace it).
        self.confirm: Callable[[str, str], bool] = self._ask
        #: Asks whether to save unsaved moves: "save", "discard" or "cancel" (tests
        #: replace it).
        self.ask_save: Callable[[str, str], str] = lambda title, text: ask_to_save(
            self, title, text)
        self.model = GameModel(
            game or Game(position),
            seats or (Seat(), Seat(True, self.settings.level)),
            parent=self,
            engine=engine,
        )
        self._engine = engine
        self.houses = HouseListModel(self.model, self)
        self.board = GameBoardView(self.model, self.houses, self)
        self.moves = MoveListModel(self.model, self, shown=self.board.shown)
        self.panel = SidePanel(self.moves, self)
        self.sound = SoundPlayer(self, lazy=True)
        central = QWidget(self)
        row = QHBoxLayout(central)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.board, 1)
        row.addWidget(self.panel)
        self.setCentralWidget(central)
        self.statusBar().hide()
        self._build_menus()
        self._connect()
        self.keys = WindowKeys(self, self.board, self.play_letter)
        self.announcer = Announcer(self.model, self.board, self.player_names)
        self._set_tab_order()
        self.apply_settings(self.settings)
        self.board.set_flipped(self._person_on_north())
        self.setStyleSheet(scaled_style(WINDOW_STYLE))
        fit_to_screen(self, 1200, 700)
        self.setMinimumSize(800, 460)
        self._update_title()
        from ..study.study import Study

        self.study = Study(self)
        self.model.start()
        QTimer.singleShot(0, self.sound.load)

    @property
    def game(self) -> Game:
        """The game being played."""
        return self.model.game

    # -- building --------------------------------------------------------------------
    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = self.game_menu = bar.addMenu(self.tr("&Game"))
        self.new_action = self._action(game, self.tr("&New Game…"), QKeySequence.StandardKey.New,
                                       self.new_game)
        self.open_action = self._action(game, self.tr("&Open…"), QKeySequence.StandardKey.Open,
                                        self.open_game)
        self.save_action = self._action(game, self.tr("&Save"), QKeySequence.StandardKey.Save,
                                        self.save_game)
        self.save_as_action = self._action(game, self.tr("Save &As…"),
                                           QKeySequence.StandardKey.SaveAs, self.save_game_as)
        game.addSeparator()
        self.agree_action = self._action(game, self.tr("Propose to &End by Agreement"), None,
                                         self.propose_agreement)
        self.resign_action = self._action(game, self.tr("Resi&gn"), None, self.resign)
        game.addSeparator()
        self.quit_action = self._action(game, self.tr("&Quit"), QKeySequence.StandardKey.Quit,
                                        self.close)

        move = self.move_menu = bar.addMenu(self.tr("&Move"))
        self.undo_action = self._action(move, self.tr("&Undo"), QKeySequence.StandardKey.Undo,
                                        self.model.undo)
        self.redo_action = self._action(move, self.tr("&Redo"), QKeySequence.StandardKey.Redo,
                                        self.model.redo)
        self.hint_action = self._action(move, self.tr("&Hint"), QKeySequence(self.tr("Ctrl+H")),
                                        self.hint)
        move.addSeparator()
        levels = move.addMenu(self.tr("Computer &Level"))
        self.level_group = QActionGroup(self)
        for name in NAMES:
            action = QAction(level_title(name), self, checkable=True)
            action.setData(name)
            action.triggered.connect(self.choose_level)
            self.level_group.addAction(action)
            levels.addAction(action)

        view = self.view_menu = bar.addMenu(self.tr("&View"))
        self.flip_action = self._action(view, self.tr("&Flip Board"),
                                        QKeySequence(self.tr("Ctrl+T")), self.flip_board)
        self.counts_action = self._action(view, self.tr("Show Seed &Counts"), None,
                                          self._counts_toggled, checkable=True)
        speeds = view.addMenu(self.tr("Animation &Speed"))
        self.speed_group = QActionGroup(self)
        for speed, title in ((Speed.SLOW, self.tr("Slow")), (Speed.NORMAL, self.tr("Normal")),
                             (Speed.FAST, self.tr("Fast")), (Speed.INSTANT, self.tr("Instant"))):
            action = QAction(title, self, checkable=True)
            action.setData(speed.value)
            action.triggered.connect(self._speed_chosen)
            self.speed_group.addAction(action)
            speeds.addAction(action)
        self.sound_action = self._action(view, self.tr("S&ound"), QKeySequence(self.tr("Ctrl+M")),
                                         self._sound_toggled, checkable=True)
        view.addSeparator()
        self.settings_action = self._action(view, self.tr("Se&ttings…"),
                                            QKeySequence.StandardKey.Preferences,
                                            self.edit_settings)

        help_menu = self.help_menu = bar.addMenu(self.tr("&Help"))
        self.rules_action = self._action(help_menu, self.tr("&Rules of Wari"),
                                         QKeySequence.StandardKey.HelpContents, self.show_rules)
        self.shortcuts_action = self._action(help_menu, self.tr("&Keyboard Shortcuts"), None,
                                             self.show_shortcuts)
        self.about_action = self._action(help_menu, self.tr("&About Wari"), None, self.about)
        self.learning = Learning(self)  # lessons, position editor, record details...

        panel = self.panel
        panel.undo_button.setText(self.tr("Undo"))
        panel.redo_button.setText(self.tr("Redo"))
        panel.hint_button.setText(self.tr("Hint"))
        for button, action in ((panel.undo_button, self.undo_action),
                               (panel.redo_button, self.redo_action),
                               (panel.hint_button, self.hint_action)):
            keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            button.setToolTip(self.tr("{command} ({keys})").format(
                command=button.text(), keys=keys))
        panel.undo_button.setAccessibleDescription(self.tr(
            "Take back the last move (against the computer, your move and its reply)"))
        panel.redo_button.setAccessibleDescription(self.tr("Play again the move taken back"))
        panel.hint_button.setAccessibleDescription(self.tr(
            "Ask the computer for the best move; the board rings it"))
        ensure_mnemonics(bar)
        panel.undo_button.clicked.connect(self.model.undo)
        panel.redo_button.clicked.connect(self.model.redo)
        panel.hint_button.clicked.connect(self.hint)

    def _action(self, menu: object, text: str,
                shortcut: QKeySequence | QKeySequence.StandardKey | None,
                slot: Callable[[], object], checkable: bool = False) -> QAction:
        action = QAction(text, self, checkable=checkable)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(lambda *_: slot())
        menu.addAction(action)  # type: ignore[attr-defined]
        return action

    def _connect(self) -> None:
        model, board = self.model, self.board
        board.houseClicked.connect(self.play_house)
        board.seedDropped.connect(lambda _house: self.sound.play_drop())
        board.seedsCaptured.connect(lambda _house, _count: self.sound.play_capture())
        board.shown.countsChanged.connect(self.update_scores)
        board.shown.pliesChanged.connect(self.refresh)
        board.animationFinished.connect(self._animation_finished)
        board.collectionStarted.connect(self.refresh_status)
        model.positionReset.connect(self._forget_waiting_click)
        model.positionChanged.connect(self._position_changed)
        model.thinkingStarted.connect(self.refresh)
        model.thinkingFinished.connect(self.refresh)
        model.hintReady.connect(self.show_hint)
        model.agreementAnswered.connect(self._agreement_answered)
        self.panel.plyChosen.connect(self.show_ply)

    def _set_tab_order(self) -> None:
        """Tab goes from the board to the move list, then the buttons under it."""
        panel = self.panel
        chain = (self.board, panel.moves, panel.undo_button, panel.redo_button,
                 panel.hint_button)
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)

    # -- settings --------------------------------------------------------------------
    def apply_settings(self, settings: Settings) -> None:
        """Use ``settings`` now (speed, counts, sound, volume, level) and show them in the
        menus."""
        self.settings = settings
        self.board.set_speed(settings.speed)
        self.board.set_counts_visible(settings.show_counts)
        self.sound.set_muted(not settings.sound)
        self.sound.set_volume(settings.volume)
        self.counts_action.setChecked(settings.show_counts)
        self.sound_action.setChecked(settings.sound)
        for action in self.speed_group.actions():
            action.setChecked(action.data() == settings.speed.value)
        self._check_level()

    def _change_settings(self, **changes: object) -> None:
        self.apply_settings(self.settings.with_(**changes))
        save_settings(self.settings)

    def _counts_toggled(self) -> None:
        self._change_settings(show_counts=self.counts_action.isChecked())

    def _sound_toggled(self) -> None:
        self._change_settings(sound=self.sound_action.isChecked())

    def _speed_chosen(self) -> None:
        action = self.speed_group.checkedAction()
        if action is not None:
            self._change_settings(speed=Speed(str(action.data())))

    def _check_level(self) -> None:
        level = self.computer_level()
        for action in self.level_group.actions():
            action.setChecked(action.data() == level)

    def computer_level(self) -> str:
        """The level of the computer seat (the settings' level when two people play)."""
        seat = next((s for s in self.model.seats if s.computer), None)
        return seat.level if seat else self.settings.level

    @Slot()
    def edit_settings(self) -> None:
        """The settings dialog."""
        from ..dialogs.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self,
                                sound_device=not self.sound.device_missing())
        with modal(dialog) as (_, accepted):
            if not accepted:
                return
            edited = dialog.settings()
        self._change_settings(**{
            name: getattr(edited, name)
            for name in ("sound", "volume", "speed", "show_counts", "show_thinking",
                         "language")
        })

    # -- playing ---------------------------------------------------------------------
    @Slot(int)
    def play_house(self, house: int) -> None:
        """Play house ``house`` (0..11) for the person to move. During the sowing of the
        last move played, a click for the next move waits and is played once the board is
        still (a click while a reply is still to be shown is refused); a move that cannot
        be played is explained in the status line and changes nothing. A past position
        shown from the move list takes no moves."""
        if self._browsing is not None:
            return
        letter = LETTERS[house]
        animating = self.board.is_animating()
        refusal = self.model.refusal(letter, turn_only=animating)
        if animating and self.board.shown.plies() < len(self.game.plies):
            # A reply the board has not begun to show comes first: the player has not
            # seen the position this click would be played in.
            refusal = Refusal.NOT_YOUR_TURN
        self._notice_while_sowing = animating
        if refusal is not None:
            self._waiting = None
            self._hint_text = refusal_text(refusal, letter, self.model, self.player_names())
        elif animating:
            self._waiting = house
            self._hint_text = self.tr("{house} will be played when the sowing ends.").format(
                house=letter)
        else:
            self._waiting = None
            self._hint_text = ""
            self.model.play(letter)
            return
        self.refresh_status()

    def _animation_finished(self) -> None:
        """The board is still: play a click that waited for it, and show the state."""
        waiting, self._waiting = self._waiting, None
        if self._notice_while_sowing:
            self._notice_while_sowing = False
            self._hint_text = ""
        self.refresh()
        if waiting is not None:
            self.play_house(waiting)

    def _forget_waiting_click(self) -> None:
        self._waiting = None

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Esc returns from a past position to the game (house letters, arrows and Enter
        are ``WindowKeys``' business)."""
        if event.key() == Qt.Key.Key_Escape and self._browsing is not None:
            self.show_ply(None)
            return
        super().keyPressEvent(event)

    def play_letter(self, letter: str) -> None:
        """Play the house of letter ``letter`` (either case) on the side of the player to
        move: house letters are A-F for South and a-f for North."""
        owners = self.game.rules.owners
        mover = self.game.to_move
        candidates = [h for h in range(12) if LETTERS[h].upper() == letter.upper()
                      and owners[h] is mover]
        if candidates:
            self.play_house(candidates[0])

    @Slot()
    def new_game(self) -> None:
        """The new-game dialog; the game starts as chosen."""
        if not self._may_abandon():
            return
        dialog = NewGameDialog(self._last_choice, settings=self.settings, parent=self)
        with modal(dialog) as (_, accepted):
            if not accepted:
                return
            choice = dialog.choice()
        self._last_choice = choice
        self.start_game(choice.game(), choice.seats)
        level = next((s.level for s in choice.seats if s.computer), None)
        if level is not None and level != self.settings.level:
            self._change_settings(level=level)

    def start_game(self, game: Game, seats: tuple[Seat, Seat], path: Path | None = None, *,
                   annotations: Annotations | None = None, resigned: Player | None = None,
                   modified: bool = False) -> None:
        """Play ``game`` with ``seats`` from now on (from ``path``, if it came from a file,
        with the tags and comments of its record; ``resigned``: the game ended by that
        player's resignation; ``modified``: it has moves not saved in ``path``)."""
        self.path = path
        self.annotations = annotations or Annotations()
        self._browsing = None
        self.extra_tags = {}
        self._starting = True
        try:
            self.model.new_game(game, seats, resigned)
        finally:
            self._starting = False
        self.modified = modified
        self.board.set_flipped(self._person_on_north())
        self._update_title()
        self.refresh()  # the cards follow the board's new orientation
        self.gameStarted.emit()
        self.keep_for_next_time()  # once the study tools have let go of the last game

    def start_record(self, record: Record, path: Path | None = None,
                     modified: bool = False) -> None:
        """Play on from ``record`` (read from ``path``), keeping its tags and comments."""
        default = (Seat(), Seat(True, self.computer_level()))
        self.start_game(record.game, seats_of(record, default), path,
                        annotations=Annotations.of(record), resigned=record.resigned,
                        modified=modified)
        self.study.opened(record)

    @Slot()
    def choose_level(self) -> None:
        """Give the computer seat the level picked in the menu."""
        action = self.level_group.checkedAction()
        if action is None:
            return
        level = str(action.data())
        seats = tuple(Seat(True, level) if s.computer else s for s in self.model.seats)
        self.model.set_seats((seats[0], seats[1]))
        self._change_settings(level=level)

    def _may_ask_hint(self) -> bool:
        """A hint is for a person to move on a still board showing the game."""
        return (self.model.awaits_person() and not self.model.is_thinking()
                and not self.board.is_animating() and self._browsing is None)

    @Slot()
    def hint(self) -> None:
        """Ask the engine which house to play."""
        if self._may_ask_hint():
            self._hint_text = self.tr("Looking for a good move…")
            self.refresh_status()
            self.model.request_hint()

    @Slot(object)
    def show_hint(self, analysis: Analysis) -> None:
        """Say which house the engine suggests and how good it looks (the board rings it)."""
        self._hint_text = hint_text(analysis.best, analysis.score)
        self.refresh_status()

    @Slot()
    def flip_board(self) -> None:
        """Turn the board round."""
        self.board.set_flipped(not self.board.is_flipped())
        self.refresh()

    @Slot()
    def resign(self) -> None:
        """Give up the game, after asking."""
        if self.model.is_over():
            return
        if self.confirm(self.tr("Resign"), self.tr("Do you really want to resign this game?")):
            self.model.resign()

    @Slot()
    def propose_agreement(self) -> None:
        """Propose to end the game, each side taking the seeds on its own side."""
        if self.model.is_over():
            return
        if any(seat.computer for seat in self.model.seats):
            self._hint_text = self.tr("Asking the computer whether captures are still "
                                      "possible…")
            self.refresh_status()
            self.model.propose_agreement()
        elif self.confirm(self.tr("End by agreement"), self.tr(
                "Do both players agree that no more captures are possible? Each player "
                "then takes the seeds on their side.")):
            self.model.propose_agreement()

    def _agreement_answered(self, accepted: bool) -> None:
        if accepted:
            self._hint_text = self.tr("The computer agrees: the game ends.")
        else:
            self._hint_text = self.tr("The computer declines: it still sees captures ahead.")
        self.refresh_status()

    @Slot(object)
    def show_ply(self, ply: int | None) -> None:
        """Show the board after move ``ply`` (1-based) read-only, or the game with None
        (or the last move)."""
        plies = self.game.plies
        if ply is None or ply >= len(plies):
            self._browsing = None
            self.board.show_frozen(None)
        else:
            position = plies[ply - 1].after if ply > 0 else self.game.start
            self._browsing = ply
            self.board.show_frozen([*position.houses, *position.stores])
        self.refresh()
        self.shownChanged.emit()

    @property
    def browsing(self) -> int | None:
        """The move after which a past position is shown, or None (the game itself)."""
        return self._browsing

    # -- files -----------------------------------------------------------------------
    def start_folder(self) -> str:
        """Where the Open and Save dialogs start: the last folder used, else the user's
        documents folder, else their home."""
        remembered = QSettings().value(FOLDER_KEY)
        if remembered and Path(str(remembered)).is_dir():
            return str(remembered)
        documents = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation)
        if documents and Path(documents).is_dir():
            return documents
        return str(Path.home())

    def _remember_folder(self, path: Path) -> None:
        store = QSettings()
        store.setValue(FOLDER_KEY, str(path.parent.resolve()))
        store.sync()

    @Slot()
    def open_game(self) -> None:
        """Pick an OGN file and play on from it."""
        if not self._may_abandon():
            return
        name = open_file_name(self, self.tr("Open a game"), self.start_folder(),
                              self.tr(OGN_FILTER))
        if name:
            self.open_path(Path(name))

    def read_record(self, path: Path) -> Record | None:
        """The record in ``path``, or None after a dialog naming the file and the problem
        (line and column, an empty file, a folder, a file that cannot be read)."""
        try:
            return load(path)
        except (NotationError, OSError) as error:
            self.report_unreadable(path, error)
            return None

    def report_unreadable(self, path: Path, error: Exception) -> None:
        """Tell the player why ``path`` cannot be opened."""
        title = self.tr("Cannot open {name}").format(name=path.name)
        if isinstance(error, EmptyRecordError):
            self._problem(title, self.tr("{path} is empty: there is no game in it.").format(
                path=path))
        elif isinstance(error, NotationError):
            where = (self.tr("line {line}, column {column}: ").format(
                line=error.line, column=error.column) if error.line else "")
            self._problem(title, self.tr("This file is not a game record Wari can read.\n\n"
                                         "{where}{problem}").format(where=where,
                                                                    problem=error.message))
        elif isinstance(error, IsADirectoryError):
            self._problem(title, self.tr("{path} is a folder, not a game record.").format(
                path=path))
        elif isinstance(error, FileNotFoundError):
            self._problem(title, self.tr("There is no file {path}.").format(path=path))
        else:
            reason = error.strerror if isinstance(error, OSError) else None
            self._problem(title, self.tr("{path} cannot be read: {reason}.").format(
                path=path, reason=reason or str(error)))

    def open_path(self, path: Path) -> bool:
        """Play on from the record in ``path``; a file that cannot be read gets a dialog
        naming the problem and leaves the current game untouched."""
        record = self.read_record(path)
        if record is None:
            return False
        self._remember_folder(path)
        self.start_record(record, path)
        return True

    @Slot()
    def save_game(self) -> bool:
        """Save to the file the game came from (or ask for one)."""
        if self.path is None:
            return self.save_game_as()
        return self.save_path(self.path)

    @Slot()
    def save_game_as(self) -> bool:
        """Pick a file and save the game in it."""
        suggested = self.path or Path(self.start_folder()) / self.tr("wari-game.ogn")
        name = save_file_name(self, self.tr("Save the game"), str(suggested),
                              self.tr(OGN_FILTER))
        if not name:
            return False
        path = Path(name)
        if not path.suffix:
            path = path.with_suffix(".ogn")
        return self.save_path(path)

    def save_path(self, path: Path) -> bool:
        """Save the game atomically in ``path``; an unwritable place gets a dialog and
        leaves any file already there as it was."""
        try:
            save(self.record(), path)
        except OSError as error:
            self._problem(self.tr("Cannot save {name}").format(name=path.name),
                          error.strerror or str(error))
            return False
        self.path = path
        self.modified = False
        self._remember_folder(path)
        self.keep_for_next_time()
        self._update_title()
        return True

    @property
    def tags(self) -> dict[str, str]:
        """The record's tags (event, site, date, names...), kept on save; Record Details
        edits them."""
        return dict(self.annotations.tags)

    @tags.setter
    def tags(self, tags: dict[str, str]) -> None:
        self.annotations = replace(self.annotations, tags=dict(tags))

    def record(self, names: bool = True) -> Record:
        """The game as a record: the tags and the comments it was opened with (the
        comments that still fit its moves), seats and resignation, what the study tools
        add (a review, the analysis mark), and with ``names`` the names shown where the
        record gives none."""
        tags = {**self.annotations.tags, **self.extra_tags}
        shown = self.player_names()
        for player, tag in ((Player.SOUTH, "South"), (Player.NORTH, "North")):
            if names and self.annotations.name(player) is None:
                tags[tag] = shown[player]
        record = record_of(self.model, tags, self.annotations.comments_for(self.game.moves))
        return self.study.annotate(record)

    def keep_for_next_time(self) -> None:
        """Autosave the game with the file it belongs to and whether it has unsaved
        moves, so the next start resumes exactly this."""
        if self.autosave is None:
            return
        record = self.record(names=False)  # the names shown follow the seats
        if self.path is not None:
            record.tags["WariFile"] = str(self.path.resolve())
            record.tags["WariModified"] = "yes" if self.modified else "no"
        write_autosave(self.model, self.autosave, record)

    # -- helpers -----------------------------------------------------------------------
    def has_unsaved_moves(self) -> bool:
        """True when moves (or a resignation) have not been saved in a file."""
        return self.modified and (bool(self.game.plies) or self.model.resigned is not None)

    def _may_abandon(self) -> bool:
        """True when the game in progress may be replaced: nothing unsaved, or the player
        chose to save it (and it was saved) or to discard it."""
        if not self.has_unsaved_moves():
            return True
        if self.path is not None:
            text = self.tr("The moves played since {name} was last saved are not in the "
                           "file yet.").format(name=self.path.name)
        else:
            text = self.tr("The game in progress has not been saved in a file.")
        answer = self.ask_save(self.tr("Leave this game?"), text)
        if answer == "save":
            return self.save_game()
        return answer == "discard"

    def _ask(self, title: str, question: str) -> bool:
        box = message_box(self, QMessageBox.Icon.Question, title, question,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        with modal(box):
            return box.clickedButton() is box.button(QMessageBox.StandardButton.Yes)

    def _problem(self, title: str, text: str) -> None:
        show_problem(self, title, text)

    def _person_on_north(self) -> bool:
        return self.model.people() == (Player.NORTH,)

    def player_names(self) -> tuple[str, str]:
        """The sides' names as shown: those the record gives, else "You" and "Computer
        (Club)" against the computer, South and North between people."""
        names = []
        alone = len(self.model.people()) == 1
        for player in Player:
            seat = self.model.seat(player)
            given = self.annotations.name(player)
            if given is not None:
                names.append(given)
            elif seat.computer:
                names.append(self.tr("Computer ({level})").format(level=level_title(seat.level)))
            elif alone:
                names.append(self.tr("You"))
            else:
                names.append(player_name(player))
        return (names[0], names[1])

    def _update_title(self) -> None:
        name = self.path.name if self.path else self.tr("New game")
        self.setWindowTitle(f"{name}{' *' if self.modified else ''} — Wari")

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The side panel takes about a quarter of the width, so a small window keeps a
        legible board."""
        self.panel.setFixedWidth(panel_width(event.size().width()))
        super().resizeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Ask about moves not saved in the game's file (Save, Discard, Cancel), then stop
        the computer's thinking and keep the game for next time. A game that never had a
        file is simply kept (autosave)."""
        if not self._quit_quietly and self.path is not None and not self._may_abandon():
            event.ignore()
            return
        self.model.shutdown()
        self.study.shutdown()
        if self._engine is not None:
            self._engine.shutdown()
        self.keep_for_next_time()
        super().closeEvent(event)

    def quit_keeping_the_game(self) -> None:
        """Close without questions (a signal from the system): the game is autosaved,
        with its file and unsaved moves, and resumes at the next start."""
        self._quit_quietly = True
        self.close()

    # -- display ---------------------------------------------------------------------
    def _position_changed(self) -> None:
        self._hint_text = ""
        if not self._starting:  # start_game sets these itself once the game is in
            if self.game.plies or self.model.is_over():
                self.modified = True
            self.keep_for_next_time()
        if self._browsing is not None:
            self._browsing = None
            self.board.show_frozen(None)
        self.moves.set_comments(self.annotations.comments_for(self.game.moves))
        if not self.model.is_over():
            self._game_over_announced = False
        self._update_title()
        self.refresh()
        self.shownChanged.emit()

    def refresh(self) -> None:
        """Show the game's state in the panel, on the plates and in the menus."""
        model, game, panel = self.model, self.game, self.panel
        names = self.player_names()
        animating = self.board.is_animating()
        over = model.is_over() and not animating
        to_move = None if model.is_over() or animating else game.to_move
        flipped = self.board.is_flipped()
        for player in Player:
            card = panel.card(top=(player is Player.NORTH) != flipped)
            card.name.setText(names[player])
            seat = model.seat(player)
            card.role.setText(self._role_text(player, seat))
            card.set_active(player is to_move and self._browsing is None)
        self.update_scores()
        thinking = model.is_thinking()
        mover_card = panel.card(top=(game.to_move is Player.NORTH) != flipped)
        panel.set_thinking(mover_card if thinking else None, self.thinking_text())
        turn_text = self.tr("thinking…") if thinking else self.tr("to move")
        self.board.set_plates(names, to_move if self._browsing is None else None, turn_text)
        if over:
            people = model.people()
            you = people[0] if len(people) == 1 else None
            panel.result.setText(result_text(game.outcome, model.resigned, names, you))
            panel.result.show()
            headline, why = result_lines(game.outcome, model.resigned, names, you)
            self.board.set_banner(headline if self._browsing is None else "", why)
            if not self._game_over_announced:
                self._game_over_announced = True
                self.sound.play_game_over()
        else:
            panel.result.hide()
            self.board.set_banner("", "")
        self.refresh_status()
        panel.show_ply(self._browsing)
        person = model.awaits_person() and self._browsing is None
        self.undo_action.setEnabled(game.can_undo() or model.resigned is not None)
        self.redo_action.setEnabled(game.can_redo() and not thinking)
        self.hint_action.setEnabled(self._may_ask_hint())
        self.agree_action.setEnabled(person)
        self.resign_action.setEnabled(not model.is_over() and bool(model.people()))
        panel.undo_button.setEnabled(self.undo_action.isEnabled())
        panel.redo_button.setEnabled(self.redo_action.isEnabled())
        panel.hint_button.setEnabled(self.hint_action.isEnabled())
        self._check_level()

    def thinking_text(self) -> str:
        """What the thinking computer's card says: "thinking", and what it thinks."""
        detail = f" · {self.thinking_detail}" if self.thinking_detail else ""
        return self.tr("thinking") + detail

    def _role_text(self, player: Player, seat: Seat) -> str:
        """The line under a player's name: their side, and who plays it."""
        houses = "A–F" if player is Player.SOUTH else "a–f"
        if seat.computer:
            return self.tr("{side} · houses {houses} · computer").format(
                side=player_name(player), houses=houses)
        return self.tr("{side} · houses {houses}").format(side=player_name(player),
                                                          houses=houses)

    def update_scores(self) -> None:
        """The stores' counts as the board shows them (they change as seeds land)."""
        shown = self.board.shown
        flipped = self.board.is_flipped()
        for player in Player:
            card = self.panel.card(top=(player is Player.NORTH) != flipped)
            card.score.setText(str(shown.store(player)))

    def refresh_status(self) -> None:
        """The line under the scores: a past position, a hint or whose turn it is."""
        self.panel.status.setText(self.status_text())

    def status_text(self) -> str:
        """What the panel says under the scores."""
        if self._browsing is not None:
            return self.tr("Showing the board after move {n}. Press Esc or click the last "
                           "move to return to the game.").format(n=self._browsing)
        if self._hint_text:
            return self._hint_text
        model, game = self.model, self.game
        if self.board.is_animating():
            if self.board.is_collecting():
                return self.tr("The game is over: each player takes the seeds on their "
                               "side…")
            return self.tr("Sowing…")
        if model.is_over():
            return ""
        name = self.player_names()[game.to_move]
        if model.is_thinking():
            return self.tr("{player} is thinking…").format(player=name)
        if model.awaits_person() and len(model.people()) == 1:
            return self.tr("Your move: click one of your houses or type its letter.")
        return self.tr("{player} to move").format(player=name)

    @Slot()
    def show_rules(self) -> None:
        """The rules window."""
        from ..learn.rules_window import RulesWindow

        if getattr(self, "_rules_window", None) is None:
            self._rules_window = RulesWindow(self)
        self._rules_window.show()
        self._rules_window.raise_()

    @Slot()
    def show_shortcuts(self) -> None:
        """The Keyboard Shortcuts page."""
        from ..dialogs.shortcuts_dialog import ShortcutsDialog

        with modal(ShortcutsDialog(self.menuBar(), self)):
            pass

    @Slot()
    def about(self) -> None:
        """Who made this."""
        with modal(self.about_box()):
            pass

    def about_box(self) -> QMessageBox:
        """The About box (not yet shown)."""
        box = QMessageBox(QMessageBox.Icon.NoIcon, self.tr("About Wari"), self.tr(
            "<h3>Wari {version}</h3><p>Oware abapa, the Mancala game of West Africa and "
            "the Caribbean, on a wooden board.</p><p>Rules after the Oware Society, with "
            "the Italian variants. Game records in OGN.</p>").format(version=__version__)
            + (self.tr("<p>The computer thinks with the compiled C search core.</p>")
               if COMPILED else self.tr("<p>The computer thinks with the pure-Python search "
                                        "(the compiled core was not built).</p>")),
            QMessageBox.StandardButton.Ok, self)
        box.setIconPixmap(self.windowIcon().pixmap(64, 64))  # as QMessageBox.about does
        describe_box(box)
        return box

