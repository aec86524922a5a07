"""Requests about one game: moves, resigning, aborting, ending by agreement, claiming an
abandoned game, chat, watching, and catching up (``sync``).

Every change is stored before it is told (``Server.commit``). A move resent for a ply
already played, the same move by the same player (a client that missed the answer and
sent it again), is answered ``ok`` with ``resent`` and never played twice.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..protocol import ErrorCode, ProtocolError, Request
from ..protocol import messages as m
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


Referee = Callable[[LiveGame, str], list[dict[str, Any]]]


async def _decide(server: Server, session: Session, request: Request,
                  referee: Referee) -> None:
    """Hold the game's turn, let ``referee`` decide the request on the game as stored, and
    store and tell what it decided; the game's next request waits until then."""
    async with server.referees.turn(request.body["game"]):
        live = _live(server, request)
        events = referee(live, _name(session))
        await server.commit(live, events, session, request.id)


async def move(server: Server, session: Session, request: Request) -> None:
    """Play a move: ``ply`` (the number of moves before it) and the house's letter."""
    name, body = _name(session), request.body
    async with server.referees.turn(body["game"]):
        live = server.games.get(body["game"]) or server.recent.get(body["game"])
        if live is not None and live.is_resent(name, body["ply"], body["move"]):
            session.send(m.Ok(request.id, resent=True, game=live.game_id, ply=body["ply"]))
            return
        live = _live(server, request)
        events = live.move(name, body["ply"], body["move"], body.get("think_ms"))
        await server.commit(live, events, session, request.id)


async def resign(server: Server, session: Session, request: Request) -> None:
    await _decide(server, session, request, LiveGame.resign)


async def abort(server: Server, session: Session, request: Request) -> None:
    await _decide(server, session, request, LiveGame.abort)


async def offer_end(server: Server, session: Session, request: Request) -> None:
    async with server.referees.turn(request.body["game"]):
        live = _live(server, request)
        events = live.offer_end(_name(session))
        if not events:
            session.send(m.Ok(request.id))  # the same offer stands already
            return
        await server.commit(live, events, session, request.id)


async def answer_end(server: Server, session: Session, request: Request) -> None:
    accept = bool(request.body["accept"])
    await _decide(server, session, request,
                  lambda live, name: live.answer_end(name, accept))


async def claim(server: Server, session: Session, request: Request) -> None:
    outcome = str(request.body["outcome"])
    await _decide(server, session, request, lambda live, name: live.claim(name, outcome))


async def chat(server: Server, session: Session, request: Request) -> None:
    """A chat line to the opponent: players only, ``CHAT_CHARS`` at most, rate-limited."""
    text = str(request.body["text"])

    def say(live: LiveGame, name: str) -> list[dict[str, Any]]:
        if live.seat_of(name) is None:
            raise ProtocolError(ErrorCode.NOT_YOURS, "only the players chat in a game")
        if live.over:  # refused after the end, before the allowance is spent
            raise ProtocolError(ErrorCode.GAME_OVER, "the game has ended")
        if not server.chat_limit(name).take():
            raise ProtocolError(ErrorCode.RATE_LIMITED,
                                "one chat line at a time: wait a moment")
        return live.chat(name, text)
    await _decide(server, session, request, say)


async def watch(server: Server, session: Session, request: Request) -> None:
    """Follow a game: its ``game`` frame now, then its events."""
    async with server.referees.turn(request.body["game"]):
        live = await server.find_game(request.body["game"])
        _watch(server, session, request, live)


def _watch(server: Server, session: Session, request: Request, live: LiveGame) -> None:
    if len(session.watching) >= 20 and live.game_id not in session.watching:
        raise ProtocolError(ErrorCode.BUSY, "you watch 20 games already")
    session.watching.add(live.game_id)
    server.watchers[live.game_id].add(session)
    session.send(m.GameFrame(live.snapshot(_plays(session, live)), request.id, answers=True))


def _plays(session: Session, live: LiveGame) -> bool:
    return session.name is not None and live.seat_of(session.name) is not None


async def unwatch(server: Server, session: Session, request: Request) -> None:
    game_id = request.body["game"]
    session.watching.discard(game_id)
    watchers = server.watchers.get(game_id)  # never made for an id no one watches
    if watchers is not None:
        watchers.discard(session)
        if not watchers:
            del server.watchers[game_id]
    session.send(m.Ok(request.id))


async def sync(server: Server, session: Session, request: Request) -> None:
    """Catch up on a game: with ``since`` the events after that version (a ``events``
    frame), without it the whole game (a ``game`` frame)."""
    async with server.referees.turn(request.body["game"]):
        live = await server.find_game(request.body["game"])
        _sync(session, request, live)


def _sync(session: Session, request: Request, live: LiveGame) -> None:
    since = request.body.get("since")
    player = _plays(session, live)
    if since is None or since > live.stored:
        session.send(m.GameFrame(live.snapshot(player), request.id, answers=True))
        return
    session.send(live.events_frame(since, player, request.id))


HANDLERS = {"move": move, "resign": resign, "abort": abort, "offer-end": offer_end,
            "answer-end": answer_end, "claim": claim, "chat": chat, "watch": watch,
            "unwatch": unwatch, "sync": sync}
