"""Playing people on a server from the window: the window's ``OnlineGames`` (the online
game on its board) and the Game menu's "Play Online…", which opens the lobby on the
window's one ``OnlineConnection`` (kept while the window lives, so a game goes on when
the lobby is closed) and hands the games it starts or watches to ``OnlineGames``, and the
past games chosen on a player's page to the board."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence

from ..online.comeback import ComeBack
from ..online.connection import OnlineConnection
from ..online.offer_notice import OfferNotices
from ..online.online_game import OnlineGames
from ..online.tournament_notice import TournamentNotice
from ..platform.single_instance import bring_to_front
from ..session.host import Host

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QWidget

    from ..dialogs.new_game_dialog import NewGameChoice
    from ..online.lobby_window import LobbyWindow
    from .files import GameFiles

#: The shortcut of "Play Online…" (New Game is Ctrl+N).
SHORTCUT = "Ctrl+Shift+N"


def open_lobby(parent: None, connection: OnlineConnection) -> LobbyWindow:
    """``online.lobby_window.open_lobby``, imported when the lobby first opens: not at the
    program's start (``tests/gui/test_start_imports.py``)."""
    from ..online.lobby_window import open_lobby as lobby_of

    return lobby_of(parent, connection)


def start_remote(window: QWidget, choice: NewGameChoice, games: OnlineGames,
                 name_setting: str = "") -> QDialog:
    """``online.remote_start.start_remote`` (New Game's "on the network"), imported on
    first use: not at the program's start."""
    from ..online.remote_start import start_remote as remote

    return remote(window, choice, games, name_setting)


class OnlineMenu(QObject):
    """"Play Online…" in the Game menu of ``host``, and the games it leads to."""

    def __init__(self, host: Host, files: GameFiles | None = None) -> None:
        super().__init__(host.widget())
        self.host = host
        self.games = OnlineGames(host)
        if files is not None:  # another game on the board asks to leave this one first
            files.leave_online = self.games.may_leave
        self.connection = OnlineConnection(self)
        self.lobby: LobbyWindow | None = None
        #: The game in progress noted for the next start, and the way back to it.
        self.come_back = ComeBack(host, self.games, self.connection, self.open)
        #: The offers to the player, on a notice over the board.
        self.offers = OfferNotices(host, self.connection, self._play, self.games.playing)
        #: The notice of the player's tournament game, when one comes to the board.
        self.tournament_notice = TournamentNotice(host)
        self.games.taken.connect(self.tournament_notice.take)
        self.action = QAction(QCoreApplication.translate("MainWindow", "Play On&line…"),
                              host.widget())
        self.action.setShortcut(QKeySequence(SHORTCUT))
        self.action.triggered.connect(self.open)
        host.add_action("game:start", self.action)

    def open(self) -> LobbyWindow | None:
        """The lobby, over the window. One already open is always brought to the front
        (shown, un-minimised, raised and active), nothing asked; else None when the
        player keeps the game on the board (its unsaved moves: Save, Discard, Cancel),
        which a game started in the lobby would replace."""
        if self.lobby is not None:
            bring_to_front(self.lobby)
            return self.lobby
        if not self.host.may_abandon():
            return None
        lobby = open_lobby(None, self.connection)
        lobby.setParent(self.host.widget(), Qt.WindowType.Window)
        lobby.show()
        lobby.gameStarted.connect(self._play)
        lobby.watchStarted.connect(lambda frame: self.games.watch(self.connection, frame))
        lobby.pastGameChosen.connect(self.review_past_game)
        self.lobby = lobby
        return lobby

    def review_past_game(self, path: str) -> None:
        """A past game from a player's page opens on the board (after asking about the
        game there, if it has unsaved moves), and the window comes forward."""
        if self.host.may_abandon() and self.host.open_path(Path(path)):
            window = self.host.widget()
            window.raise_()
            window.activateWindow()

    def _play(self, frame: dict[str, Any]) -> None:
        """A game of the player's started (in the lobby or from the notice): on the board
        (once: ``OnlineGames.play`` keeps a game already there)."""
        self.games.play(self.connection, frame)
