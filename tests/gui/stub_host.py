"""A host for the study and learning controllers without a main window: a real game
model, document, board and sound player, and records of what the controllers put in the
menus, the panel and the docks. It implements ``session.host.Host`` and nothing more."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QWidget

from wari_desktop.gui.board.board_view import GameBoardView
from wari_desktop.gui.board.house_model import HouseListModel
from wari_desktop.gui.game.game_model import PEOPLE, GameModel, Seat
from wari_desktop.gui.platform.settings import Settings, Speed
from wari_desktop.gui.platform.sound import SoundPlayer
from wari_desktop.gui.session.document import GameDocument
from wari_desktop.gui.session.host import PanelPlace
from wari_desktop.rules import Game


class StubHost(QObject):
    """Plays the window's part for one controller under test."""

    shownChanged = Signal()
    gameStarted = Signal()

    def __init__(self, seats: tuple[Seat, Seat] = PEOPLE) -> None:
        super().__init__()
        self.parent_widget = QWidget()
        self.settings = Settings(speed=Speed.INSTANT)
        self.model = GameModel(Game(), seats, parent=self)
        self.document = GameDocument(self.model, self)
        self.board = GameBoardView(self.model, HouseListModel(self.model, self),
                                   self.parent_widget)
        self.sound = SoundPlayer(self, lazy=True)
        self.browsing: int | None = None
        self.actions: dict[str, list[QAction]] = {}
        self.panel: dict[str, list[QWidget]] = {}
        self.docks: list[QDockWidget] = []
        self.thinking_details: list[str] = []
        self.started: list[tuple[Game, tuple[Seat, Seat]]] = []
        self.shown_plies: list[int | None] = []
        self.leave = True  # what may_abandon answers
        self.opened: list[Path] = []

    def widget(self) -> QWidget:
        return self.parent_widget

    def computer_level(self) -> str:
        seat = next((s for s in self.model.seats if s.computer), None)
        return seat.level if seat else self.settings.level

    def start_game(self, game: Game, seats: tuple[Seat, Seat]) -> None:
        self.started.append((game, seats))
        self.document.start(game, seats)
        self.gameStarted.emit()

    def open_path(self, path: Path) -> bool:
        self.opened.append(path)
        return False

    def show_ply(self, ply: int | None) -> None:
        self.shown_plies.append(ply)
        self.browsing = ply
        self.shownChanged.emit()

    def may_abandon(self) -> bool:
        return self.leave

    def add_action(self, slot: str, action: QAction) -> None:
        self.actions.setdefault(slot, []).append(action)

    def add_panel_widget(self, place: PanelPlace, widget: QWidget) -> None:
        widget.setParent(self.parent_widget)
        self.panel.setdefault(place, []).append(widget)

    def add_dock(self, dock: QDockWidget, below: bool = False) -> None:
        self.docks.append(dock)
        dock.hide()

    def show_thinking_detail(self, detail: str) -> None:
        self.thinking_details.append(detail)

    def close(self) -> None:
        """Stop the model's threads and let go of the widgets."""
        self.model.shutdown()
        self.parent_widget.deleteLater()
