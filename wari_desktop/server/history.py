"""Ended games read back from the store for anyone: a player's past games, latest first
(``games``, a page at a time), a finished game's record in OGN (``record``), and the few
latest listed in ``signed-in`` for a client that was away when its games ended.

Reads only: nothing of them is kept in the server (each answer is read from the store's
indexes, bounded by ``GAMES_LIMIT`` rows, and forgotten), and each connection may ask the
store for ``session.READ_RATE`` of them a second on average, ``session.READ_BURST`` at
once (over that: ``rate-limited``), besides its frame rate.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..protocol import ErrorCode, ProtocolError, Request, Side
from ..protocol.limits import GAMES_LIMIT, RECENT_FINISHED
from ..protocol.messages import FinishedGame, GamesFrame, RecordFrame
from .storage import GameRow, Store

if TYPE_CHECKING:
    from .hub import Hub as Server
    from .session import Session

#: Ends that give no result (nobody won, nobody lost, no rating change); a tournament's
#: game lost by ``forfeit`` was not played: its point is in the tournament's table only.
NO_RESULT = frozenset({"aborted", "called-off", "no-first-move", "forfeit"})


def result_for(row: GameRow, side: str | None) -> str:
    """The game's result for the player of ``side``: ``win``, ``loss``, ``draw``, or
    ``none`` (called off: aborted, called-off, no-first-move; or not played: forfeit);
    from no side (None): the winning side's name, ``draw`` or ``none``."""
    if row.reason in NO_RESULT:
        return "none"
    if row.winner is None:
        return "draw"
    if side is None:
        return row.winner
    return "win" if row.winner == side else "loss"


def summary(row: GameRow, name: str | None = None) -> FinishedGame:
    """An ended game as ``games`` and ``signed-in`` list it: id, players, terms, how it
    ended, when (milliseconds since 1970), and for ``name`` their side and result."""
    side = None
    if name is not None:
        side = Side.SOUTH if row.south.lower() == name.lower() else Side.NORTH
    clock = row.terms.get("clock")
    return FinishedGame(
        row.id, row.south, row.north, None if clock is None else str(clock),
        bool(row.terms.get("rated", False)), str(row.reason),
        None if row.winner is None else Side(row.winner), result_for(row, side),
        int(row.started_at * 1000),
        None if row.finished_at is None else int(row.finished_at * 1000), side)


def recent_finished(store: Store, name: str) -> list[FinishedGame]:
    """The latest ``RECENT_FINISHED`` ended games of ``name`` (a job for the store's
    thread)."""
    return [summary(row, name) for row in store.games_of(name, None, RECENT_FINISHED) or []]


def take_read(session: Session) -> None:
    """Spend one of the connection's reads of the store; ``rate-limited`` when none is
    left."""
    if not session.reads.take():
        raise ProtocolError(ErrorCode.RATE_LIMITED, "too many reads of past games: wait "
                            "a moment")


async def games(server: Server, session: Session, request: Request) -> None:
    """A player's ended games, latest first: ``limit`` of them (1 to ``GAMES_LIMIT``,
    default ``GAMES_LIMIT``), after the game ``before`` (a game id: the ``next`` of the
    page before; default: from the latest). ``next`` is the id to ask the next page
    with, or None after the last."""
    take_read(session)
    player = str(request.body["player"])
    limit = int(request.body.get("limit", GAMES_LIMIT))
    before = request.body.get("before")

    def read(store: Store) -> tuple[str, list[GameRow] | None] | None:
        account = store.account(player)
        if account is None:
            return None
        return account.name, store.games_of(account.name, before, limit + 1)

    found = await server.store.run(read)
    if found is None:
        raise ProtocolError(ErrorCode.NOT_FOUND, f"no player {player} here")
    name, rows = found
    if rows is None:
        raise ProtocolError(ErrorCode.NOT_FOUND, f"no finished game {before}")
    page = [summary(row, name) for row in rows[:limit]]
    session.send(GamesFrame(request.id, name, tuple(page),
                            page[-1].id if len(rows) > limit else None))


async def record(server: Server, session: Session, request: Request) -> None:
    """A finished game's record: its OGN, with how it ended."""
    take_read(session)
    game_id = str(request.body["game"])
    try:
        row = await server.store.run(lambda store: store.record(game_id))
    except ValueError:  # a damaged row
        row = None
    if row is None or row.ogn is None:
        message = (f"game {game_id} is in progress: sync or watch it"
                   if game_id in server.games else f"no finished game {game_id}")
        raise ProtocolError(ErrorCode.NOT_FOUND, message)
    session.send(RecordFrame(request.id, summary(row), row.ogn))


HANDLERS = {"games": games, "record": record}
