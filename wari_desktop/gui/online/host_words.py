"""What the host of a game on this network is told about leaving it, in the player's
language. Its rule: a hosted game's server runs in the host's program, so the game stops
when that program closes (no clock runs meanwhile, nobody can claim it) and goes on when
the host goes back to it at the next start. Light on purpose (no ``lan`` import): the
window asks these when it closes."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

_CONTEXT = "LanDialogs"
translate = QCoreApplication.translate


def host_closing_text(opponent: str) -> str:
    """The question before the host's program closes during the game."""
    return translate(_CONTEXT, "You host this game: closing Wari stops it for both of you, "
                     "and no clock runs while it is stopped. At the next start you can go "
                     "back to it, and {name} comes back to it too. Close anyway?").format(
        name=opponent or "?")


def host_come_back_text(opponent: str) -> str:
    """The question at the next start, for a game this program hosted."""
    return translate(_CONTEXT, "Your game against {name}, hosted on this computer, stopped "
                     "when Wari closed; no clock ran meanwhile. Go back to it? {name} comes "
                     "back to it too. If you don't, the game is dropped without a "
                     "result.").format(name=opponent or "?")
