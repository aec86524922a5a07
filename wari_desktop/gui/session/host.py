"""The narrow door between the window and the controllers of the other rooms (the study
tools, the lessons): a controller is given a ``Host`` and uses nothing of the window but
what is listed here. The window implements it; the tests give a stub host with a real
model and board and no window.

Menu slots are named ``"menu:slot"``; the window declares the menus and their slots once
(``gui.window.menus``), and a controller adds its actions to a slot without knowing what
else is in the menu. Panel places are named too: ``"after-result"`` (under the result of
a finished game) and ``"above-status"`` (over the status line).
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal, Protocol

from PySide6.QtCore import SignalInstance
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QWidget

from ...rules import Game
from ...rules.clock import TimeControl
from ..board.board_view import GameBoardView
from ..game.game_model import GameModel
from ..game.seats import Seat
from ..platform.settings import Settings
from ..platform.sound import SoundPlayer
from .document import GameDocument

#: Where a controller may put a widget in the side panel.
PanelPlace = Literal["after-result", "above-status"]


class Host(Protocol):
    """What a controller may use of the window it serves."""

    @property
    def shownChanged(self) -> SignalInstance:
        """The position shown changed (a move, an undo, browsing the move list)."""

    @property
    def gameStarted(self) -> SignalInstance:
        """Another game began (new, opened, set up)."""

    @property
    def model(self) -> GameModel:
        """The game being played and its seats."""

    @property
    def document(self) -> GameDocument:
        """The record being played and edited."""

    @property
    def settings(self) -> Settings:
        """The player's settings as they are now."""

    @property
    def board(self) -> GameBoardView:
        """The board: controllers show scores, past positions and previews on it."""

    @property
    def sound(self) -> SoundPlayer:
        """The seeds' sounds (other boards play theirs through it)."""

    @property
    def browsing(self) -> int | None:
        """The move after which a past position is shown, or None (the game itself)."""

    def widget(self) -> QWidget:
        """The window as a parent for dialogs, docks and other windows."""

    def computer_level(self) -> str:
        """The level of the computer seat (the settings' level when two people play)."""

    def start_game(self, game: Game, seats: tuple[Seat, Seat], *,
                   time_control: TimeControl | None = None) -> None:
        """Play ``game`` with ``seats`` from now on, as a new record (timed by
        ``time_control``)."""

    def open_path(self, path: Path) -> bool:
        """Play on from the record in ``path`` (a dialog says why one cannot be read)."""

    def show_ply(self, ply: int | None) -> None:
        """Show the board after move ``ply`` read-only, or the game itself with None."""

    def may_abandon(self) -> bool:
        """Ask to leave the game in progress (saving it, if the player wants): True when
        another may replace it."""

    def add_action(self, slot: str, action: QAction) -> None:
        """Add ``action`` to the menu slot named ``slot`` (``"menu:slot"``)."""

    def add_panel_widget(self, place: PanelPlace, widget: QWidget) -> None:
        """Put ``widget`` in the side panel at ``place``."""

    def add_dock(self, dock: QDockWidget, below: bool = False) -> None:
        """Dock ``dock`` at the window's left side, or below the board with ``below``
        (hidden until shown)."""

    def show_thinking_detail(self, detail: str) -> None:
        """Say ``detail`` after "thinking" on the thinking computer's card ("": nothing)."""
