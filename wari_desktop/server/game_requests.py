"""Requests about one game: moves, resigning, aborting, ending by agreement, claiming an
abandoned game, chat, watching, and catching up (``sync``).

Every change is stored before it is told (``Server.commit``). A move resent for a ply
already played, the same move by the same player (a client that missed the answer and
sent it again), is answered ``ok`` with ``resent`` and never played twice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..protocol import ErrorCode, ProtocolError, Request
from .live_game import LiveGame

if TYPE_CHECKING:
    from .hub import Hub as Server
    from .session import Session


def _name(session: Session) -> str:
    assert session.account is not None
    return session.account.name


def _live(server: Server, request: Request) -> LiveGame:
    live = server.games.get(request.body["game"])
    if live is None:
        if request.body["game"] in server.recent:
            raise ProtocolError(ErrorCode.GAME_OVER, "the game has ended")
        raise ProtocolError(ErrorCode.NOT_FOUND, f"no game {request.body['game']} in progress")
    return live


async def move(server: Server, session: Session, request: Request) -> None:
    """Play a move: ``ply`` (the number of moves before it) and the house's letter."""
    name, body = _name(session), request.body
    live = server.games.get(body["game"]) or server.recent.get(body["game"])
    if live is not None and live.is_resent(name, body["ply"], body["move"]):
        session.send({"t": "ok", "id": request.id, "resent": True, "game": live.game_id,
                      "ply": body["ply"]})
        return
    live = _live(server, request)
    events = live.move(name, body["ply"], body["move"], body.get("think_ms"))
    await server.commit(live, events, session, request.id)


async def resign(server: Server, session: Session, request: Request) -> None:
    live = _live(server, request)
    await server.commit(live, live.resign(_name(session)), session, request.id)


async def abort(server: Server, session: Session, request: Request) -> None:
    live = _live(server, request)
    await server.commit(live, live.abort(_name(session)), session, request.id)


async def offer_end(server: Server, session: Session, request: Request) -> None:
    live = _live(server, request)
    events = live.offer_end(_name(session))
    if not events:
        session.send({"t": "ok", "id": request.id})  # the same offer stands already
        return
    await server.commit(live, events, session, request.id)


async def answer_end(server: Server, session: Session, request: Request) -> None:
    live = _live(server, request)
    events = live.answer_end(_name(session), request.body["accept"])
    await server.commit(live, events, session, request.id)


async def claim(server: Server, session: Session, request: Request) -> None:
    live = _live(server, request)
    events = live.claim(_name(session), request.body["outcome"])
    await server.commit(live, events, session, request.id)


async def chat(server: Server, session: Session, request: Request) -> None:
    """A chat line to the opponent: players only, ``CHAT_CHARS`` at most, rate-limited."""
    live = _live(server, request)
    name = _name(session)
    if live.seat_of(name) is None:
        raise ProtocolError(ErrorCode.NOT_YOURS, "only the players chat in a game")
    if not server.chat_limit(name).take():
        raise ProtocolError(ErrorCode.RATE_LIMITED, "one chat line at a time: wait a moment")
    await server.commit(live, live.chat(name, request.body["text"]), session, request.id)


async def watch(server: Server, session: Session, request: Request) -> None:
    """Follow a game: its ``game`` frame now, then its events."""
    live = await server.find_game(request.body["game"])
    if len(session.watching) >= 20 and live.game_id not in session.watching:
        raise ProtocolError(ErrorCode.BUSY, "you watch 20 games already")
    session.watching.add(live.game_id)
    server.watchers[live.game_id].add(session)
    session.send({"t": "game", "id": request.id, "game": live.snapshot(_plays(session, live))})


def _plays(session: Session, live: LiveGame) -> bool:
    return session.name is not None and live.seat_of(session.name) is not None


async def unwatch(server: Server, session: Session, request: Request) -> None:
    game_id = request.body["game"]
    session.watching.discard(game_id)
    server.watchers[game_id].discard(session)
    if not server.watchers[game_id]:
        del server.watchers[game_id]
    session.send({"t": "ok", "id": request.id})


async def sync(server: Server, session: Session, request: Request) -> None:
    """Catch up on a game: with ``since`` the events after that version (a ``events``
    frame), without it the whole game (a ``game`` frame)."""
    live = await server.find_game(request.body["game"])
    since = request.body.get("since")
    player = _plays(session, live)
    if since is None or since > live.version:
        session.send({"t": "game", "id": request.id, "game": live.snapshot(player)})
        return
    session.send({"t": "events", "id": request.id, "game": live.game_id,
                  "events": live.events_since(since, player), "clocks": live.clock_ms(),
                  "running": live.running(), "presence": live.presence_json()})


HANDLERS = {"move": move, "resign": resign, "abort": abort, "offer-end": offer_end,
            "answer-end": answer_end, "claim": claim, "chat": chat, "watch": watch,
            "unwatch": unwatch, "sync": sync}
