"""The OGN record the server keeps of a game: both names, their ratings at the start, the
clock, where it is played (``Site``: the server's ``site``, a hosted game's computer on the
local network), and the end, each of the server's endings said as the notation says it
(``notation.endings`` holds the words and the ``Result`` of each):

- the rules' own reasons and ``agreement``: the game itself has ended, its moves say how;
- ``resign``: the loser resigned (``South resigned``);
- ``time``: the loser's flag fell (``South lost on time``);
- ``abandoned``: the loser left and did not come back, the winner claimed;
- ``called-off``: a player left and did not come back, the other called the game off (no
  result); the one who left is the side with no connection, when exactly one has none;
- ``aborted``: called off before the second move (no result);
- ``no-first-move``: the side to move made no first move in time (no result);
- ``forfeit``: in a tournament, the side to move made no first move in time and loses by
  forfeit (the game unplayed: no rating change); with no winner, neither player was there.

A forfeit (``resign``, ``time``, ``abandoned``) gives the winner the larger number in
``Result``; a game with no result has ``Result "*"``.
"""

from __future__ import annotations

import time
from typing import Protocol

from ..notation import Record, Stop, StopReason, dumps
from ..protocol import GameTerms
from ..rules import Game, Player

_STOPS = {reason.value: reason for reason in StopReason}


class _Seat(Protocol):
    @property
    def name(self) -> str: ...
    @property
    def rating(self) -> float | None: ...


class _Ending(Protocol):
    @property
    def reason(self) -> str: ...
    @property
    def winner(self) -> Player | None: ...


class _Presence(Protocol):
    @property
    def online(self) -> bool: ...


class Refereed(Protocol):
    """What a record is made of: the parts of ``live_game.LiveGame`` read here."""

    @property
    def game_id(self) -> str: ...
    @property
    def seats(self) -> tuple[_Seat, _Seat]: ...
    @property
    def terms(self) -> GameTerms: ...
    @property
    def started_at(self) -> float: ...
    @property
    def site(self) -> str: ...
    @property
    def game(self) -> Game: ...
    @property
    def ending(self) -> _Ending | None: ...
    @property
    def presence(self) -> tuple[_Presence, _Presence]: ...


def ogn_of(live: Refereed) -> str:
    """``live``'s record in OGN, with its end if it has one."""
    tags = {"Event": "Rated game" if live.terms.rated else "Casual game",
            "Site": live.site,
            "Date": time.strftime("%Y.%m.%d", time.gmtime(live.started_at)),
            "South": live.seats[0].name, "North": live.seats[1].name,
            "GameId": live.game_id}
    for player, seat in zip(Player, live.seats, strict=True):
        if seat.rating is not None:
            tags[f"{player.label}Rating"] = str(round(seat.rating))
    if live.terms.control is not None:
        tags["TimeControl"] = live.terms.control.format()
    event = live.terms.tournament
    if event is not None:  # a tournament's game: its name, round and board
        tags |= {"Event": event.name, "Round": f"{event.round}.{event.board}"}
    return dumps(record_of(live, tags))


def record_of(live: Refereed, tags: dict[str, str]) -> Record:
    """The notation's record of ``live`` with ``tags`` and its end."""
    game, ending = live.game, live.ending
    record = Record.from_game(game, tags)
    if ending is None or game.is_over():
        return record  # going on, or ended by the rules or by agreement: the moves say it
    loser = None if ending.winner is None else ending.winner.opponent
    reason = _STOPS.get(ending.reason)
    if ending.reason == "resign" and loser is not None:
        record.resigned = loser
    elif ending.reason == "time" and loser is not None:
        record.lost_on_time = loser
    elif reason is StopReason.ABANDONED and loser is not None:
        record.stop = Stop(reason, loser)
    elif reason is StopReason.CALLED_OFF:
        record.stop = Stop(reason, _gone(live))
    elif reason is StopReason.NO_FIRST_MOVE:
        record.stop = Stop(reason, game.to_move)
    elif reason is StopReason.ABORTED:
        record.stop = Stop(reason)
    elif ending.reason == "forfeit":  # a tournament's game not begun in time
        record.tags["Termination"] = forfeit_text(game.to_move, ending.winner)
    else:  # an ending this module does not know: said as it is, no result
        record.tags["Termination"] = ending.reason
    return record


def _gone(live: Refereed) -> Player | None:
    """The one side with no connection to the game (None: both or neither)."""
    away = [player for player in Player if not live.presence[player].online]
    return away[0] if len(away) == 1 else None


def forfeit_text(absent: Player, winner: Player | None) -> str:
    """The ``Termination`` of a tournament game lost by forfeit."""
    if winner is None:
        return "Neither player began the tournament game in time: both lose by forfeit"
    return (f"{absent.label} did not make a first move in time: {winner.label} wins by "
            "forfeit")
