"""The New Game dialog's choice of how to reach a person on another computer: host a game
on this network, join one hosted on this network, or play on a server. A small widget of
its own, so the dialog only places it and reads ``remote()``.

What follows the choice (the waiting dialog, the list of games nearby, the lobby) is the
``online`` room's: the dialog only gathers it.
"""

from __future__ import annotations

from enum import StrEnum

from PySide6.QtWidgets import QButtonGroup, QRadioButton, QVBoxLayout, QWidget

__all__ = ["Remote", "RemoteChoice"]


class Remote(StrEnum):
    """How a person on another computer is played."""

    HOST = "host"      #: host a game on this network (this computer referees it)
    JOIN = "join"      #: join a game hosted on this network
    SERVER = "server"  #: a game on a server, from its lobby


class RemoteChoice(QWidget):
    """Three radio buttons, one for each ``Remote`` way (host first)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        texts = {
            Remote.HOST: (self.tr("Host a game on this network"), self.tr(
                "This computer holds the game; the other player joins it with the address "
                "and the short code it shows. Your side, the rules and the clock are "
                "yours to choose.")),
            Remote.JOIN: (self.tr("Join a game on this network"), self.tr(
                "Play a game hosted on another computer of this network: choose it in the "
                "list of games nearby, or type its address and code.")),
            Remote.SERVER: (self.tr("Play on a server"), self.tr(
                "Sign in to a Wari server by its address, then choose an opponent in its "
                "lobby (rated or casual games, players from anywhere).")),
        }
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.group = QButtonGroup(self)
        self.buttons: dict[Remote, QRadioButton] = {}
        for number, (way, (text, tip)) in enumerate(texts.items()):
            button = QRadioButton(text, self)
            button.setToolTip(tip)
            button.setAccessibleDescription(tip)
            self.group.addButton(button, number)
            self.buttons[way] = button
            layout.addWidget(button)
        self.buttons[Remote.HOST].setChecked(True)

    def remote(self) -> Remote:
        """The way chosen."""
        return next(way for way, button in self.buttons.items() if button.isChecked())

    def set_remote(self, way: Remote) -> None:
        self.buttons[way].setChecked(True)
