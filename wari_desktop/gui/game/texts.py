"""Translated words the window uses in several places: sides, levels, endings, results."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale

from ...notation.record import Stop, StopReason
from ...rules import LETTERS, EndReason, Illegal, Outcome, Player

if TYPE_CHECKING:
    from .game_model import GameModel
    from .seats import Refusal

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


def time_loss_lines(loser: Player, names: tuple[str, str],
                    you: Player | None = None) -> tuple[str, str]:
    """A loss on time as a headline (who lost on time) and the line under it (who
    wins)."""
    winner = loser.opponent
    if loser is you:
        return (translate("MainWindow", "You lose on time"),
                translate("MainWindow", "{winner} wins: your time ran out").format(
                    winner=names[winner]))
    headline = translate("MainWindow", "{loser} loses on time").format(loser=names[loser])
    if winner is you:
        return headline, translate("MainWindow", "You win: {loser} ran out of time").format(
            loser=names[loser])
    return headline, translate("MainWindow", "{winner} wins: {loser} ran out of time").format(
        winner=names[winner], loser=names[loser])


def _capital(template: str) -> str:
    """``template`` starting with a capital (a ``{name}`` first is left as it is)."""
    return template[:1].upper() + template[1:]


def _no_result_reason(stop: Stop, names: tuple[str, str], you: Player | None,
                      capital: bool = False) -> str:
    """Why a stopped game has no result, as words that follow "No result:" (with
    ``capital``, a sentence of its own)."""
    who = stop.player
    if stop.reason is StopReason.CALLED_OFF and who is None:
        template = translate("MainWindow", "a player left the game and did not come back; "
                                           "the game was called off")
    elif stop.reason is StopReason.CALLED_OFF and who is not None:
        if who is you:
            template = translate("MainWindow", "you left the game and did not come back; "
                                               "{other} called the game off")
        elif who.opponent is you:
            template = translate("MainWindow", "{player} left the game and did not come "
                                               "back; you called the game off")
        else:
            template = translate("MainWindow", "{player} left the game and did not come "
                                               "back; {other} called the game off")
    elif stop.reason is StopReason.NO_FIRST_MOVE and who is not None:
        if who is you:
            template = translate("MainWindow", "you did not make a first move in time; the "
                                               "game was aborted")
        else:
            template = translate("MainWindow", "{player} did not make a first move in time; "
                                               "the game was aborted")
    else:
        template = translate("MainWindow", "the game was aborted before the second move")
    if capital:
        template = _capital(template)
    if who is None:
        return template
    return template.format(player=names[who], other=names[who.opponent])


def stop_lines(stop: Stop, names: tuple[str, str],
               you: Player | None = None) -> tuple[str, str]:
    """A stopped game as a headline and the line under it: who won and who left (a game
    abandoned), or "No result" and why (called off, aborted, no first move)."""
    loser = stop.player
    if stop.reason is StopReason.ABANDONED and loser is not None:
        winner = loser.opponent
        headline = (translate("MainWindow", "You win") if winner is you
                    else translate("MainWindow", "{winner} wins").format(winner=names[winner]))
        if loser is you:
            return headline, translate("MainWindow", "You left the game and did not come back")
        return headline, translate("MainWindow", "{loser} left the game and did not come back"
                                   ).format(loser=names[loser])
    return (translate("MainWindow", "No result"),
            _no_result_reason(stop, names, you, capital=True))


def stop_sentence(stop: Stop, names: tuple[str, str], you: Player | None = None) -> str:
    """A stopped game in a sentence: "Kofi left the game and did not come back: Ama
    wins", or "No result: " and why."""
    loser = stop.player
    if stop.reason is StopReason.ABANDONED and loser is not None:
        winner = loser.opponent
        if loser is you:
            return translate("MainWindow", "You left the game and did not come back: "
                                           "{winner} wins").format(winner=names[winner])
        if winner is you:
            return translate("MainWindow", "{loser} left the game and did not come back: "
                                           "you win").format(loser=names[loser])
        return translate("MainWindow", "{loser} left the game and did not come back: "
                                       "{winner} wins").format(loser=names[loser],
                                                               winner=names[winner])
    return translate("MainWindow", "No result: {reason}").format(
        reason=_no_result_reason(stop, names, you))


def result_lines(outcome: Outcome | None, resigned: Player | None,
                 names: tuple[str, str], you: Player | None = None, *,
                 lost_on_time: Player | None = None,
                 stop: Stop | None = None) -> tuple[str, str]:
    """The result as a headline (who won and the final totals) and why the game ended
    (empty after a resignation, which the headline says); ``names`` are the sides' names
    as shown (South's, North's), ``you`` the side of a lone person, ``lost_on_time`` the
    side whose time ran out, if one's did, ``stop`` how the game was stopped otherwise
    (``stop_lines``). The first of the outcome, ``resigned``, ``lost_on_time`` and
    ``stop`` is the one said."""
    if lost_on_time is not None and resigned is None and outcome is None:
        return time_loss_lines(lost_on_time, names, you)
    if stop is not None and resigned is None and outcome is None:
        return stop_lines(stop, names, you)
    if resigned is not None:
        return translate("MainWindow", "{loser} resigned: {winner} wins").format(
            loser=names[resigned], winner=names[resigned.opponent]), ""
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
    why = reason_text(outcome.reason)
    return result, why[:1].upper() + why[1:]


def result_text(outcome: Outcome | None, resigned: Player | None,
                names: tuple[str, str], you: Player | None = None, *,
                lost_on_time: Player | None = None, stop: Stop | None = None) -> str:
    """The result in a sentence: who won, the final totals and why (see
    ``result_lines``)."""
    if (stop is not None and lost_on_time is None and resigned is None
            and outcome is None):
        return stop_sentence(stop, names, you)
    headline, why = result_lines(outcome, resigned, names, you, lost_on_time=lost_on_time)
    if lost_on_time is not None and resigned is None and outcome is None:
        return translate("MainWindow", "{result}. {reason}.").format(result=headline,
                                                                      reason=why)
    if resigned is not None:
        return headline
    assert outcome is not None
    return translate("MainWindow", "{result} ({reason})").format(
        result=headline, reason=reason_text(outcome.reason))


def seeds_number(seeds: float) -> str:
    """A number of seeds with one decimal, written the language's way ("12.0", "12,0")."""
    return QLocale().toString(float(seeds), "f", 1)


def signed_seeds(seeds: float) -> str:
    """A number of seeds with its sign and one decimal, the language's way ("+1.5",
    "-12,0")."""
    locale = QLocale()
    return (locale.positiveSign() if seeds >= 0 else "") + locale.toString(float(seeds), "f", 1)


def hint_text(move: str, score: float) -> str:
    """The engine's suggestion in a player's words: the move, and whether the player to
    move will be about ``score`` seeds ahead, behind or level (within half a seed)."""
    if abs(score) < 0.5:
        return translate("MainWindow", "{move} is the best move: the game stays about level."
                         ).format(move=move)
    if score > 0:
        text = translate("MainWindow",
                         "{move} is the best move: you will be about {seeds} seeds ahead.")
    else:
        text = translate("MainWindow",
                         "{move} is the best move: you will be about {seeds} seeds behind.")
    return text.format(move=move, seeds=seeds_number(abs(score)))


def refusal_text(reason: Illegal | Refusal, move: str, model: GameModel,
                 names: tuple[str, str]) -> str:
    """Why clicking ``move`` did nothing, in the player's words (``names``: the sides'
    names as shown)."""
    game = model.game
    mover = game.to_move
    opponent = names[mover.opponent]
    if reason is Illegal.GAME_OVER:
        return translate("MainWindow", "The game is over: start a new game from the Game menu.")
    if reason is Illegal.EMPTY:
        return translate("MainWindow", "{house} is empty: play a house with seeds in it."
                         ).format(house=move)
    if reason is Illegal.MUST_FEED:
        return translate("MainWindow",
                         "{house} gives {opponent} no seeds: {opponent} has none left, so you "
                         "must play a house whose seeds reach their side.").format(
                             house=move, opponent=opponent)
    if reason is Illegal.GRAND_SLAM:
        return translate("MainWindow",
                         "{house} would capture every seed on {opponent}'s side (a grand "
                         "slam), which these rules forbid while another move exists.").format(
                             house=move, opponent=opponent)
    if reason is Illegal.OPPONENTS_HOUSE:
        own = game.rules.houses_of(mover)
        contiguous = own == tuple(range(own[0], own[-1] + 1))
        houses = (f"{LETTERS[own[0]]}–{LETTERS[own[-1]]}" if contiguous
                  else ", ".join(LETTERS[h] for h in own))
        if len(model.people()) == 1:
            return translate("MainWindow", "{house} is not one of your houses: play one of "
                             "{houses}.").format(house=move, houses=houses)
        return translate("MainWindow", "{house} is not {player}'s house: {player} plays "
                         "{houses}.").format(house=move, player=names[mover], houses=houses)
    if model.is_thinking() or any(model.seat(p).computer for p in Player):
        return translate("MainWindow", "Wait for the computer's move.")
    return translate("MainWindow", "{house} cannot be played now.").format(house=move)
