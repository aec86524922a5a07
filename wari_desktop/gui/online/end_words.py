"""The end of an online game in the player's words: who won and why, as the server's
``end`` event says (``end_text``), and the player's rating before and after a rated game
(``rating_text``). The rules' own endings are shown by the board's result banner too;
these words add the server's reasons the rules do not know (resignation, time, agreement,
a game abandoned, aborted or called off)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...protocol.messages import RatingChange
from ...rules import Player

_CONTEXT = "OnlineGame"
_GAMES = "OnlineGames"  # the words of the game on the board (online_game)
translate = QCoreApplication.translate


def _reasons() -> dict[str, str]:
    return {
        "resign": translate(_CONTEXT, "by resignation"),
        "time": translate(_CONTEXT, "on time"),
        "agreement": translate(_CONTEXT, "by agreement"),
        "abandoned": translate(_CONTEXT, "the opponent left the game"),
    }


def _no_result() -> dict[str, str]:
    return {
        "aborted": translate(_CONTEXT, "The game was aborted: no result."),
        "called-off": translate(_CONTEXT, "The game was called off: no result."),
        "no-first-move": translate(
            _CONTEXT, "The game was aborted: a first move did not come in time."),
    }


def end_text(reason: str, winner: Player | None, names: tuple[str, str],
             you: Player | None) -> str:
    """Who won and why (``you``: the player's side, None for a watcher); "" for an end
    by the rules, which the board's own result banner says (not twice)."""
    if reason in _no_result():
        return _no_result()[reason]
    why = _reasons().get(reason, "")
    if not why:
        return ""
    if winner is None:
        headline = translate(_CONTEXT, "Draw")
    elif winner is you:
        headline = translate(_CONTEXT, "You win")
    else:
        headline = translate(_CONTEXT, "{name} wins").format(name=names[winner])
    return f"{headline} ({why})"


def end_message(reason: str, winner: Player | None, names: tuple[str, str],
                you: Player | None,
                ratings: tuple[RatingChange, RatingChange] | None) -> str:
    """The end said to ``you`` (None: a watcher): ``end_text``, and after a rated game
    the player's rating's change (``rating_text``), a line each."""
    lines = [end_text(reason, winner, names, you),
             "" if you is None else rating_text(ratings, you)]
    return "\n".join(line for line in lines if line)


def rating_text(ratings: tuple[RatingChange, RatingChange] | None, you: Player) -> str:
    """"Your rating: 1500 → 1662" after a rated game ("" otherwise): ``ratings`` as the
    ``end`` event gives them (South's, North's)."""
    if ratings is None:
        return ""
    mine = ratings[you]
    return translate(_CONTEXT, "Your rating: {before} → {after}").format(before=mine.before,
                                                                         after=mine.after)


def presence_text(name: str, left: int, playing: bool) -> str:
    """The absent opponent ``name`` (for a watcher, either player): ``left`` seconds
    before the game may be claimed, or the claim open (to the player, ``playing``)."""
    if left > 0:
        return translate(_GAMES, "{name}: connection lost, {seconds} s to claim the "
                         "game").format(name=name, seconds=left)
    if playing:
        return translate(_GAMES, "{name} has not come back: you may claim the win or call "
                         "the game off").format(name=name)
    return translate(_GAMES, "{name} has not come back").format(name=name)
