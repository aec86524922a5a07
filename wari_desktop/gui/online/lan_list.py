"""A game announced nearby as the Join dialog lists it: one line (the host's name, the
clock, the rules, whether it can be joined) and a tool tip. What an announcement says
comes from anyone on the network: it is shown as text, and what cannot be read is said
to be unknown rather than guessed."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...lan import AnnouncedGame
from ...lan.summary import txt_of
from ...protocol import GameTerms
from ...rules.clock import TimeControl
from ..dialogs.clock_choice import clock_title

_CONTEXT = "LanDialogs"
translate = QCoreApplication.translate

#: The ``rules`` entry announcing the standard rules of Oware abapa.
STANDARD_RULES = txt_of(GameTerms(), "open")["rules"]


def clock_text(clock: str) -> str:
    """An announced clock ("300+3", "none") in words."""
    if clock == "none":
        return clock_title(None)
    try:
        return clock_title(TimeControl.parse(clock))
    except ValueError:
        return translate(_CONTEXT, "clock unknown")


def rules_text(rules: str) -> str:
    """Announced rules in words: the standard ones, or variant ones."""
    if rules == STANDARD_RULES:
        return translate(_CONTEXT, "standard rules")
    return translate(_CONTEXT, "variant rules")


def state_text(game: AnnouncedGame) -> str:
    """Why a game cannot be joined ("" when it can)."""
    if game.state == "full":
        return translate(_CONTEXT, "already started")
    if not game.playable:
        return translate(_CONTEXT, "another version of Wari: cannot be joined")
    return ""


def game_line(game: AnnouncedGame) -> str:
    """"Ama — 5 min each, standard rules" (and why it cannot be joined, if so)."""
    line = translate(_CONTEXT, "{host} — {clock}, {rules}").format(
        host=game.host, clock=clock_text(game.clock), rules=rules_text(game.rules))
    state = state_text(game)
    return f"{line} ({state})" if state else line


def game_tip(game: AnnouncedGame) -> str:
    """The tool tip: the address and the side the host plays."""
    sides = {"south": translate(_CONTEXT, "The host plays South."),
             "north": translate(_CONTEXT, "The host plays North."),
             "random": translate(_CONTEXT, "Sides are drawn by lot.")}
    return translate(_CONTEXT, "At {address}:{port}.").format(
        address=game.address, port=game.port) + " " + sides.get(game.side, "")
