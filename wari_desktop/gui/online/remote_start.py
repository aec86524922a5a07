"""After New Game: a person on another computer, reached the way chosen
(``dialogs.remote_choice.Remote``): the host's waiting dialog, the join dialog, or a
server's lobby. Every game started there goes to the window's ``OnlineGames``
(``play``; a game watched from the lobby to ``watch``).

    start_remote(window, choice, window.online, settings.name)
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QDialog, QWidget

from ...protocol import GameTerms, Side
from ...rules import STANDARD_OWNERS, Player
from ..dialogs.new_game_dialog import NewGameChoice
from ..dialogs.remote_choice import Remote
from ..platform.player_name import name_in_records
from .lobby_window import LobbyWindow, open_lobby

if TYPE_CHECKING:  # the dialogs bring the server and zeroconf: imported when first used,
    from .lan_dialogs import OnlineGames  # not at the program's start


class _Window:
    """What ``open_lobby`` needs of the window: the widget it stands over."""

    def __init__(self, widget: QWidget) -> None:
        self._widget = widget

    @property
    def widget(self) -> QWidget:
        return self._widget


def hosted_terms(choice: NewGameChoice) -> GameTerms:
    """The terms of a game hosted from ``choice``: casual, its clock, its rule options
    (a hosted game starts from the standard board) and the side chosen."""
    side = Side.SOUTH if choice.remote_side is Player.SOUTH else Side.NORTH
    rules = dataclasses.replace(choice.rules, owners=STANDARD_OWNERS)
    return GameTerms(control=choice.time_control, rated=False, rules=rules, side=side)


def start_remote(window: QWidget, choice: NewGameChoice, games: OnlineGames,
                 name_setting: str = "") -> QDialog:
    """Open what plays ``choice.remote`` over ``window`` (shown, not waited for)."""
    from .lan_dialogs import HostDialog, JoinDialog

    if choice.remote is Remote.HOST:
        host = HostDialog(hosted_terms(choice), name_in_records(name_setting),
                          games, window)
        host.open()
        host.start()
        return host
    if choice.remote is Remote.JOIN:
        join = JoinDialog(games, window, player=name_in_records(name_setting))
        join.open()
        join.start()
        return join
    return open_server_lobby(window, games)


def open_server_lobby(window: QWidget, games: OnlineGames) -> LobbyWindow:
    """The lobby of a server; its games go to ``games``."""
    lobby = open_lobby(_Window(window))

    def play(frame: dict[str, Any]) -> None:
        games.play(lobby.connection, frame)

    def watch(frame: dict[str, Any]) -> None:
        games.watch(lobby.connection, frame)
    lobby.gameStarted.connect(play)
    lobby.watchStarted.connect(watch)
    return lobby
