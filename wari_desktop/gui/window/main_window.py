"""The main window: the board, the side panel and the menus, wired to the game model.

Thin by design: what a move does is the rules' business, what the computer plays the AI's,
the record and its file the document's (``session.document``), opening and saving ``files``',
the menus ``menus``' and ``commands``'. This window forwards what the player asks and shows
what the model says; it is the ``Host`` (``session.host``) the other rooms are given.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise
from pathlib import Path

from PySide6.QtCore import Qt, QTimer, Signal, Slot
from PySide6.QtGui import QAction, QCloseEvent, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QDockWidget, QHBoxLayout, QMainWindow, QWidget

from ...ai import Analysis
from ...ai.thinkers import Thinker
from ...notation import Record, Stop
from ...notation.annotations import Annotations
from ...rules import Game, Player, Position
from ...rules.clock import TimeControl
from ..board.board_view import GameBoardView
from ..board.house_model import HouseListModel
from ..board.keyboard import WindowKeys
from ..dialogs.message_box import ask_yes_no
from ..dialogs.new_game_dialog import NewGameChoice, NewGameDialog
from ..game.game_model import GameModel
from ..game.seats import Seat
from ..game.texts import hint_text, level_title, player_name, reason_text
from ..learn.lessons_control import LessonsController
from ..learn.puzzles_control import PuzzlesController
from ..learn.rating_control import RatingController
from ..platform.autosave import seats_of
from ..platform.modal import modal
from ..platform.player_name import name_in_records
from ..platform.screen_fit import fit_to_screen
from ..platform.settings import Settings, load_settings
from ..platform.sound import SoundPlayer
from ..platform.text_scale import scaled_style
from ..platform.theme import WINDOW_STYLE
from ..session.document import GameDocument
from ..session.host import PanelPlace
from ..study.study import Study
from .announcer import Announcer
from .clock_display import ClockDisplay
from .clock_guard import ClockGuard
from .commands import Commands
from .display import WindowDisplay
from .files import GameFiles
from .help_pages import HelpPages
from .menus import Menus
from .mnemonics import ensure_mnemonics
from .move_list import MoveListModel
from .online_menu import OnlineMenu, start_remote
from .play_input import PlayInput
from .preferences import Preferences
from .recent_menu import RecentMenu
from .side_panel import PanelScroll, SidePanel, panel_width

DEFAULT_LEVEL = "club"

__all__ = ["DEFAULT_LEVEL", "MainWindow", "level_title", "player_name", "reason_text"]


class MainWindow(QMainWindow):
    """The game window. By default a person plays South against the computer at the level in the
    settings; ``seats`` chooses otherwise (``PEOPLE``: two players at one screen). ``autosave`` is
    the file the game in progress is kept in after every move (None: not kept). ``engine`` thinks
    for the computer (on worker threads by default; the program passes a ``DesktopThinker``, shut
    down with the window). ``shownChanged`` says the position shown changed (a move, an undo,
    browsing the move list); ``gameStarted`` that another game began (new, opened)."""

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
        self._quit_quietly = False
        self._browsing: int | None = None
        self._last_choice: NewGameChoice | None = None
        #: Asks the player a yes/no question (tests replace it).
        self.confirm: Callable[[str, str], bool] = self._ask
        self.model = GameModel(game or Game(position),
                               seats or (Seat(), Seat(True, self.settings.level)),
                               parent=self, engine=engine)
        self.document = GameDocument(self.model, self, autosave=autosave)
        self._engine = engine
        self._build_room()
        self.files = GameFiles(self.document, self, self.start_record)
        self.menus = Menus(self.menuBar())
        self.help = HelpPages(self, self.menuBar())
        self.preferences = Preferences(self, lambda: self.settings, self.apply_settings,
                                       lambda: not self.sound.device_missing())
        self.commands = Commands(self.menus, self, self.files, self.help, self.preferences,
                                 self.model, self)
        self.commands.dress_buttons(self.panel)
        self.recent = RecentMenu(self.commands.recent_menu, self.document, self.may_abandon,
                                 self.open_path)
        self.display = WindowDisplay(self.model, self.board, self.panel, self.document,
                                     self.sound, self.commands, self.may_ask_hint)
        self.clocks = ClockDisplay(self.model, self.board, self.panel)
        self.clock_guard = ClockGuard(self, self.model.clock)
        self.input = PlayInput(self.model, self.board, self.display, self.document,
                               lambda: self._browsing, self.refresh)
        self._connect()
        self.keys = WindowKeys(self, self.board, self.input.play_letter)
        self.announcer = Announcer(self.model, self.board, self.document.player_names)
        self._set_tab_order()
        self.apply_settings(self.settings)
        self.board.set_flipped(self._person_on_north())
        self.setStyleSheet(scaled_style(WINDOW_STYLE))
        fit_to_screen(self, 1200, 700)
        self.setMinimumSize(800, 460)
        self.setWindowTitle(self.document.title())
        self.study = Study(self)
        self.lessons = LessonsController(self)
        self.puzzles = PuzzlesController(self)
        self.rating = RatingController(self)
        self.rating.rated.connect(self.display.show_rating_change)
        self.online_menu = OnlineMenu(self, self.files)  # "Play Online…", the online game
        self.online = self.online_menu.games
        ensure_mnemonics(self.menuBar())
        self.model.start()
        QTimer.singleShot(0, self.sound.load)

    @property
    def game(self) -> Game:
        """The game being played."""
        return self.model.game

    # -- building --------------------------------------------------------------------
    def _build_room(self) -> None:
        """The board, and beside it the panel with the players' cards and the moves."""
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
        self.panel_scroll = PanelScroll(self.panel, central)
        row.addWidget(self.panel_scroll)
        self.setCentralWidget(central)
        self.statusBar().hide()

    def _connect(self) -> None:
        model, board, display = self.model, self.board, self.display
        board.seedDropped.connect(lambda _house: self.sound.play_drop())
        board.seedsCaptured.connect(lambda _house, _count: self.sound.play_capture())
        board.shown.countsChanged.connect(display.update_scores)
        board.shown.pliesChanged.connect(self.refresh)
        board.collectionStarted.connect(display.refresh_status)
        model.positionChanged.connect(self._position_changed)
        model.thinkingStarted.connect(self.refresh)
        model.thinkingFinished.connect(self.refresh)
        model.hintReady.connect(self.show_hint)
        model.agreementAnswered.connect(self._agreement_answered)
        self.document.changed.connect(self._document_changed)
        self.document.pathChanged.connect(self._document_changed)
        self.panel.plyChosen.connect(self.show_ply)

    def _set_tab_order(self) -> None:
        """Tab goes from the board to the move list, then the buttons under it."""
        panel = self.panel
        chain = (self.board, panel.moves, panel.undo_button, panel.redo_button,
                 panel.hint_button)
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)

    # -- the host's door (session.host.Host) ---------------------------------------------
    def widget(self) -> QWidget:
        """The window as a parent for the controllers' dialogs, docks and windows."""
        return self

    def add_action(self, slot: str, action: QAction) -> None:
        """Add ``action`` to the menu slot ``slot`` (see ``menus.MENUS``)."""
        self.menus.add(slot, action)

    def add_panel_widget(self, place: PanelPlace, widget: QWidget) -> None:
        """Put ``widget`` in the side panel, under the result or over the status line."""
        self.panel.insert(place, widget)

    def add_dock(self, dock: QDockWidget, below: bool = False) -> None:
        """Dock ``dock`` at the left of the board (under it with ``below``), hidden."""
        area = Qt.DockWidgetArea
        self.addDockWidget(area.BottomDockWidgetArea if below else area.LeftDockWidgetArea, dock)
        dock.hide()

    def show_thinking_detail(self, detail: str) -> None:
        """Say ``detail`` after "thinking" on the thinking computer's card."""
        self.display.show_thinking_detail(detail)

    def may_abandon(self) -> bool:
        """True when the game in progress may be replaced (asking to save it first)."""
        return self.files.may_abandon()

    def open_path(self, path: Path) -> bool:
        """Play on from the record in ``path``; a file that cannot be read gets a dialog
        naming the problem and leaves the current game untouched."""
        return self.files.open_path(path)

    # -- settings --------------------------------------------------------------------
    def apply_settings(self, settings: Settings) -> None:
        """Use ``settings`` now (speed, counts, sound, volume, level, thinking on the
        player's time) and show them in the menus."""
        self.settings = settings
        self.document.player_name = name_in_records(settings.name)
        self.model.set_pondering(settings.ponder)
        self.board.set_speed(settings.speed)
        self.board.set_counts_visible(settings.show_counts)
        self.sound.set_muted(not settings.sound)
        self.sound.set_volume(settings.volume)
        self.commands.show_settings(settings, self.computer_level())

    def computer_level(self) -> str:
        """The level of the computer seat (the settings' level when two people play)."""
        seat = next((s for s in self.model.seats if s.computer), None)
        return seat.level if seat else self.settings.level

    # -- playing ---------------------------------------------------------------------
    def play_house(self, house: int) -> None:
        """Play house ``house`` (0..11) for the person to move (see ``PlayInput``)."""
        self.input.play_house(house)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Esc returns from a past position to the game (house letters, arrows and Enter
        are ``WindowKeys``' business)."""
        if event.key() == Qt.Key.Key_Escape and self._browsing is not None:
            self.show_ply(None)
            return
        super().keyPressEvent(event)

    @Slot()
    def new_game(self) -> None:
        """The new-game dialog; the game starts as chosen (or ``online.remote_start``)."""
        if not self.may_abandon():
            return
        online = getattr(self, "online", None)
        dialog = NewGameDialog(self._last_choice, self.settings, parent=self, remote=bool(
            online), suggested=self.rating.suggested_level())
        with modal(dialog) as (_, accepted):
            if not accepted:
                return
            choice = dialog.choice()
        self._last_choice = choice
        if choice.remote is not None and online is not None:
            start_remote(self, choice, online, self.settings.name)
            return
        self.start_game(choice.game(), choice.seats, time_control=choice.time_control)
        if choice.level is not None and choice.level != self.settings.level:
            self.preferences.change(level=choice.level)

    def start_game(self, game: Game, seats: tuple[Seat, Seat], path: Path | None = None, *,
                   annotations: Annotations | None = None, resigned: Player | None = None,
                   modified: bool = False, time_control: TimeControl | None = None,
                   lost_on_time: Player | None = None, stop: Stop | None = None) -> None:
        """Play ``game`` with ``seats`` from now on (from ``path``, if it came from a file,
        with the tags and comments of its record; ``resigned``: the game ended by that
        player's resignation, ``lost_on_time`` on that player's time, ``stop`` stopped
        so; ``modified``: it has moves not saved in ``path``; ``time_control``: a timed
        game, else as the record says)."""
        self._browsing = None
        self.document.start(game, seats, path, annotations=annotations, resigned=resigned,
                            modified=modified, time_control=time_control,
                            lost_on_time=lost_on_time, stop=stop)
        self.board.set_flipped(self._person_on_north())
        self.refresh()  # the cards follow the board's new orientation
        self.gameStarted.emit()
        self.document.keep_for_next_time()  # once the study tools let go of the last game

    def start_record(self, record: Record, path: Path | None = None,
                     modified: bool = False) -> None:
        """Play on from ``record`` (read from ``path``), keeping its tags, its comments
        and its ending (a resignation, a loss on time, a stop)."""
        default = (Seat(), Seat(True, self.computer_level()))
        self.start_game(record.game, seats_of(record, default), path,
                        annotations=Annotations.of(record), resigned=record.resigned,
                        modified=modified, lost_on_time=record.lost_on_time,
                        stop=record.stop)
        self.study.opened(record)

    @Slot()
    def choose_level(self) -> None:
        """Give the computer seat the level picked in the menu."""
        action = self.commands.level_group.checkedAction()
        if action is None:
            return
        level = str(action.data())
        seats = tuple(Seat(True, level) if s.computer else s for s in self.model.seats)
        self.model.set_seats((seats[0], seats[1]))
        self.preferences.change(level=level)

    def may_ask_hint(self) -> bool:
        """A hint is for a person to move on a still board showing the game."""
        return (self.model.awaits_person() and not self.model.is_thinking()
                and not self.board.is_animating() and self._browsing is None)

    @Slot()
    def hint(self) -> None:
        """Ask the engine which house to play."""
        if self.may_ask_hint():
            self.display.notice(self.tr("Looking for a good move…"))
            self.model.request_hint()

    @Slot(object)
    def show_hint(self, analysis: Analysis) -> None:
        """Say which house the engine suggests and how good it looks (the board rings it)."""
        self.display.notice(hint_text(analysis.best, analysis.score))

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
            self.display.notice(self.tr("Asking the computer whether captures are still "
                                        "possible…"))
            self.model.propose_agreement()
        elif self.confirm(self.tr("End by agreement"), self.tr(
                "Do both players agree that no more captures are possible? Each player "
                "then takes the seeds on their side.")):
            self.model.propose_agreement()

    def _agreement_answered(self, accepted: bool) -> None:
        self.display.notice(self.tr("The computer agrees: the game ends.") if accepted else
                            self.tr("The computer declines: it still sees captures ahead."))

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
        return self._browsing  # the move after which a past position is shown, or None

    # -- the record --------------------------------------------------------------------
    def edit_details(self) -> bool:
        """The record's details; True when they were changed (kept on the next save, and
        in the autosave at once, so a resumed game has them too)."""
        from ..dialogs.record_details import RecordDetails

        document = self.document
        with modal(RecordDetails(self.game, document.tags, document.player_names(),
                                 self)) as (dialog, accepted):
            if not accepted:
                return False
            tags = dialog.tags()
        return document.set_tags(tags)

    def _document_changed(self) -> None:
        self.setWindowTitle(self.document.title())

    # -- the window ------------------------------------------------------------------
    def _ask(self, title: str, question: str) -> bool:
        return ask_yes_no(self, title, question)

    def _person_on_north(self) -> bool:
        return self.model.people() == (Player.NORTH,)

    def toggle_full_screen(self) -> None:
        """Fill the screen with the window, or give it back its size."""
        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)
        self.commands.full_screen.setChecked(self.isFullScreen())

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The side panel takes about a quarter of the width, so a small window keeps a
        legible board."""
        self.panel_scroll.set_width(panel_width(event.size().width()))
        super().resizeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Ask before leaving an online game, and about moves not saved in the game's file
        (Save, Discard, Cancel), then stop the thinking and keep the game for next time."""
        if not self._quit_quietly and (not self.online.may_close() or (
                self.document.path is not None and not self.may_abandon())):
            event.ignore()
            return
        self.model.shutdown()
        self.study.shutdown()
        if self._engine is not None:
            self._engine.shutdown()
        self.document.keep_for_next_time()
        super().closeEvent(event)

    def quit_keeping_the_game(self) -> None:
        """Close without questions (a signal from the system): the game is autosaved,
        with its file and unsaved moves, and resumes at the next start."""
        self._quit_quietly = True
        self.close()

    # -- display ---------------------------------------------------------------------
    def _position_changed(self) -> None:
        self.input.game_moved()  # the last click's notice goes, unless still true
        if self._browsing is not None:
            self._browsing = None
            self.board.show_frozen(None)
        self.moves.set_comments(self.document.comments())
        self.display.game_changed()
        self.refresh()
        self.shownChanged.emit()

    def refresh(self) -> None:
        """Show the game's state in the panel, on the plates and in the menus."""
        self.display.refresh(self._browsing)
        self.clocks.show()  # the clocks follow the cards when the board turns
        self.commands.show_settings(self.settings, self.computer_level())
