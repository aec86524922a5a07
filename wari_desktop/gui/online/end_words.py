"""The end of an online game in the player's words: who won and why, as the server's
``end`` event says (``end_text``), and the player's rating before and after a rated game
(``rating_text``), and what an offer to end would score (``offer_text``). The rules' own
endings are shown by the board's result banner too;
these words add the server's reasons the rules do not know (resignation, time, agreement,
a game abandoned, aborted or called off, a tournament's game lost by forfeit)."""

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
    }


def claim_text(winner: Player, names: tuple[str, str], you: Player | None) -> str:
    """A game won by a claim, from ``you``'s side: the winner claimed it because the
    loser left and did not come back (``you``: None for a watcher)."""
    if winner is you:
        return translate(_CONTEXT, "You claimed the game: {loser} left it and did not come "
                         "back.").format(loser=names[winner.opponent])
    if winner.opponent is you:
        return translate(_CONTEXT, "{winner} claimed the game: you left it and did not come "
                         "back in time.").format(winner=names[winner])
    return translate(_CONTEXT, "{winner} claimed the game: {loser} left it and did not come "
                     "back.").format(winner=names[winner], loser=names[winner.opponent])


def _no_result() -> dict[str, str]:
    return {
        "aborted": translate(_CONTEXT, "The game was aborted: no result."),
        "called-off": translate(_CONTEXT, "The game was called off: no result."),
        "no-first-move": translate(
            _CONTEXT, "The game was aborted: a first move did not come in time."),
    }


def forfeit_text(winner: Player | None, names: tuple[str, str], you: Player | None) -> str:
    """A tournament's game lost by forfeit (a first move not made in time), from
    ``you``'s side; no ``winner``: neither player began it, both lose."""
    if winner is None:
        return translate(_CONTEXT, "Both lose by forfeit: neither made a first move in "
                         "time.")
    if winner is you:
        return translate(_CONTEXT, "You win by forfeit: {loser} made no first move in "
                         "time.").format(loser=names[winner.opponent])
    if winner.opponent is you:
        return translate(_CONTEXT, "You lose by forfeit: you made no first move in time.")
    return translate(_CONTEXT, "{winner} wins by forfeit: {loser} made no first move in "
                     "time.").format(winner=names[winner], loser=names[winner.opponent])


def end_text(reason: str, winner: Player | None, names: tuple[str, str],
             you: Player | None) -> str:
    """Who won and why (``you``: the player's side, None for a watcher); "" for an end
    by the rules, which the board's own result banner says (not twice)."""
    if reason == "forfeit":
        return forfeit_text(winner, names, you)
    if reason in _no_result():
        return _no_result()[reason]
    if reason == "abandoned" and winner is not None:
        return claim_text(winner, names, you)
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


def offer_text(by: Player, names: tuple[str, str], you: Player | None,
               totals: tuple[int, int]) -> str:
    """An offer to end by ``by``, and what the end would score (``totals``: South's and
    North's, each side taking the seeds on its own side), said to ``you`` (the one who
    offered, the one who answers, or None: a watcher) alike."""
    if you is None:
        return translate(_GAMES, "{name} offers to end the game, each side taking the seeds "
                         "on its own side: {south} {south_seeds}, {north} {north_seeds}."
                         ).format(name=names[by], south=names[Player.SOUTH],
                                  south_seeds=totals[Player.SOUTH], north=names[Player.NORTH],
                                  north_seeds=totals[Player.NORTH])
    other = you.opponent
    if by is you:
        return translate(_GAMES, "You offered to end the game, each side taking the seeds on "
                         "its own side: you would have {mine}, {name} {theirs}.").format(
            mine=totals[you], name=names[other], theirs=totals[other])
    return translate(_GAMES, "{name} offers to end the game, each side taking the seeds on "
                     "its own side: you would have {mine}, {name} {theirs}.").format(
        mine=totals[you], name=names[other], theirs=totals[other])
