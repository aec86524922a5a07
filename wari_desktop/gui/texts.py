"""Translated words the window uses in several places: sides, levels, endings, results."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..rules import EndReason, Outcome, Player

translate = QCoreApplication.translate


def player_name(player: Player) -> str:
    """The translated name of a side."""
    if player is Player.SOUTH:
        return translate("MainWindow", "South")
    return translate("MainWindow", "North")


def level_title(name: str) -> str:
    """The translated name of a computer level."""
    titles = {
        "beginner": translate("MainWindow", "Beginner"),
        "casual": translate("MainWindow", "Casual"),
        "club": translate("MainWindow", "Club"),
        "expert": translate("MainWindow", "Expert"),
        "master": translate("MainWindow", "Master"),
    }
    return titles.get(name, name)


def reason_text(reason: EndReason) -> str:
    """Why a game ended, in a few translated words."""
    texts = {
        EndReason.MAJORITY: translate("MainWindow", "more than half the seeds captured"),
        EndReason.EVEN_SPLIT: translate("MainWindow", "24 seeds each"),
        EndReason.FAMINE: translate("MainWindow",
            "famine: no move could be played; each player takes the seeds on their side"),
        EndReason.REPETITION: translate("MainWindow",
            "the position repeated; each player takes the seeds on their side"),
        EndReason.AGREEMENT: translate("MainWindow",
            "ended by agreement; each player takes the seeds on their side"),
        EndReason.EMPTY_SIDE: translate("MainWindow",
            "a side was emptied; each player takes the seeds on their side"),
    }
    return texts[reason]


def result_text(outcome: Outcome | None, resigned: Player | None,
                names: tuple[str, str], you: Player | None = None) -> str:
    """The result in a sentence: who won, the final totals and why; ``names`` are the
    sides' names as shown (South's, North's), ``you`` the side of a lone person."""
    if resigned is not None:
        return translate("MainWindow", "{loser} resigned: {winner} wins").format(
            loser=names[resigned], winner=names[resigned.opponent])
    assert outcome is not None
    south, north = outcome.totals
    if outcome.winner is None:
        result = translate("MainWindow", "A draw, {south}–{north}").format(
            south=south, north=north)
    else:
        won, lost = (south, north) if outcome.winner is Player.SOUTH else (north, south)
        if outcome.winner is you:
            result = translate("MainWindow", "You win {won}–{lost}").format(won=won, lost=lost)
        else:
            result = translate("MainWindow", "{player} wins {won}–{lost}").format(
                player=names[outcome.winner], won=won, lost=lost)
    return translate("MainWindow", "{result} ({reason})").format(
        result=result, reason=reason_text(outcome.reason))
