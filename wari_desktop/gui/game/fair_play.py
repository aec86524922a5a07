"""Fair play in online games: while a person at this screen plays a game against a person
on another computer, and that game is not over, the engine helps nobody here: no hint, no
analysis, no review of the game (servers forbid engine help during a game, and a player
cannot prove they did not use it). A watcher (no side of their own here), a game at this
screen, a game against the computer and any finished game may use the engine freely."""

from __future__ import annotations

from typing import Protocol


class OnlineSeats(Protocol):
    """What the rule reads of a game model."""

    def is_online(self) -> bool: ...

    def is_over(self) -> bool: ...

    def people(self) -> tuple[object, ...]: ...


def engine_help_allowed(model: OnlineSeats) -> bool:
    """False while a person here plays an online game that is not over."""
    return not (model.is_online() and bool(model.people()) and not model.is_over())
