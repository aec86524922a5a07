"""Following the lobby, seeks and challenges, and the start of a game.

Rules: a guest plays casual games only; a bot plays challenges only (it neither seeks nor
accepts a seek), as on lichess; nobody plays themselves; a rated game is between two
accounts that are not guests.
"""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING

from ..protocol import ErrorCode, GameTerms, ProtocolError, Request, Side
from ..protocol import messages as m
from ..protocol.declines import DECLINE_REASONS
from ..protocol.requests import decline_parts
from .game_start import begin_game, seat_of
from .offers import Offer, new_id
from .storage import Account, AccountKind, StoreFailed

if TYPE_CHECKING:
    from .hub import Hub as Server
    from .session import Session


def _account(session: Session) -> Account:
    assert session.account is not None
    return session.account


def _check_terms(account: Account, terms: GameTerms) -> None:
    if terms.rated and account.kind is AccountKind.GUEST:
        raise ProtocolError(ErrorCode.GUEST_CASUAL, "guests play casual games only: sign up "
                            "to play rated games")


async def lobby(server: Server, session: Session, request: Request) -> None:
    """Follow the lobby (a ``lobby`` frame now and at each change) or stop."""
    if request.body["watch"]:
        server.lobby.watch(session, request.id)
    else:
        server.lobby.unwatch(session)
        session.send(m.Ok(request.id))


async def seek(server: Server, session: Session, request: Request) -> None:
    """Open a seek anyone may accept."""
    account = _account(session)
    assert request.terms is not None
    if account.kind is AccountKind.BOT:
        raise ProtocolError(ErrorCode.BOT_RULES, "bots play challenges; they do not seek")
    _check_terms(account, request.terms)
    offer = server.lobby.add_seek(account, request.terms)
    await server.share_lobby()  # on every process before its author hears it is open
    session.send(m.SeekOpen(request.id, offer.shown()))


async def seek_cancel(server: Server, session: Session, request: Request) -> None:
    offer = server.lobby.seeks.get(request.body["seek"])
    if offer is None:
        raise ProtocolError(ErrorCode.NOT_FOUND, "that seek is no longer open")
    if offer.by.name != _account(session).name:
        raise ProtocolError(ErrorCode.NOT_YOURS, "that seek is someone else's")
    server.lobby.take_seek(offer.id)
    session.send(m.Ok(request.id))


async def seek_accept(server: Server, session: Session, request: Request) -> None:
    """Accept an open seek: the game starts."""
    account = _account(session)
    offer = server.lobby.seeks.get(request.body["seek"])
    if offer is None:
        raise ProtocolError(ErrorCode.NOT_FOUND, "that seek is no longer open")
    if account.kind is AccountKind.BOT:
        raise ProtocolError(ErrorCode.BOT_RULES, "bots play challenges; they do not accept seeks")
    _startable(server, offer, account)
    server.lobby.take_seek(offer.id)
    try:
        await start_game(server, offer, account, session, request.id)
    except StoreFailed:  # not stored: the seek is open again, as if nothing happened
        if offer.by.name in server.sessions:
            server.lobby.seeks[offer.id] = offer
            server.lobby.changed()
        raise


async def challenge(server: Server, session: Session, request: Request) -> None:
    """Challenge the player ``to``, who must be online."""
    account = _account(session)
    assert request.terms is not None
    _check_terms(account, request.terms)
    target = next((s.account for s in server.sessions.get(request.body["to"], ())
                   if s.account is not None), None)
    if target is None:
        target = next((s.account for name, sessions in server.sessions.items()
                       if name.lower() == request.body["to"].lower() for s in sessions
                       if s.account is not None), None)
    if target is None and server.node is not None:  # online on another process
        wanted = request.body["to"].lower()
        target = next((a for a in server.node.players_elsewhere()
                       if a.name.lower() == wanted), None)
    if target is None:
        raise ProtocolError(ErrorCode.NOT_FOUND, f"{request.body['to']} is not online")
    rematch = request.body.get("rematch")
    if rematch is not None:
        await _check_rematch(server, rematch, account.name, target.name)
    offer = Offer(new_id(), account, request.terms, target.name, rematch)
    _startable(server, offer, target)
    _challenge_room(server, account.name, target.name)
    server.lobby.challenges[offer.id] = offer
    await server.share_lobby()  # every process knows it is here before it is told
    server.tell(target.name, m.ChallengeFrame(offer.shown()))
    session.send(m.ChallengeSent(request.id, offer.shown()))


async def _check_rematch(server: Server, game_id: str, by: str, to: str) -> None:
    """A rematch names a game the two played against each other (``not-found`` else),
    and one that has ended (``busy`` while it is played: a rematch follows its end)."""
    live = server.games.get(game_id)
    if live is not None:
        names = {seat.name.lower() for seat in live.seats}
        if names == {by.lower(), to.lower()} and not live.over:
            raise ProtocolError(ErrorCode.BUSY, f"game {game_id} is still being played: "
                                "a rematch follows its end")
    else:
        row = await server.store.run(lambda store: store.game(game_id))
        names = set() if row is None else {row.south.lower(), row.north.lower()}
    if names != {by.lower(), to.lower()}:
        raise ProtocolError(ErrorCode.NOT_FOUND, f"you played no game {game_id} with {to}")


def _challenge_room(server: Server, by: str, to: str) -> None:
    """Refuse a challenge over the limits: one open between the same two players,
    ``challenges_per_player`` sent by one player, ``challenges_to_player`` to one."""
    open_ = list(server.lobby.challenges.values())
    if server.node is not None:
        open_ += [o for part in server.node.others.values() for o in part.challenges.values()]
    if any(o.by.name == by and o.to == to for o in open_):
        raise ProtocolError(ErrorCode.BUSY, f"you have challenged {to} already")
    if sum(o.by.name == by for o in open_) >= server.config.challenges_per_player:
        raise ProtocolError(ErrorCode.BUSY, "you have as many open challenges as allowed")
    if sum(o.to == to for o in open_) >= server.config.challenges_to_player:
        raise ProtocolError(ErrorCode.BUSY, f"{to} has too many challenges waiting")


def _own_challenge(server: Server, session: Session, request: Request, to_me: bool) -> Offer:
    offer = server.lobby.challenge(request.body["challenge"])
    name = _account(session).name
    if (offer.to if to_me else offer.by.name) != name:
        raise ProtocolError(ErrorCode.NOT_YOURS, "that challenge is not yours to answer"
                            if to_me else "that challenge is someone else's")
    return offer


async def challenge_accept(server: Server, session: Session, request: Request) -> None:
    offer = _own_challenge(server, session, request, to_me=True)
    _startable(server, offer, _account(session))
    del server.lobby.challenges[offer.id]
    server.lobby.changed()
    try:
        await start_game(server, offer, _account(session), session, request.id)
    except StoreFailed:  # not stored: the challenge stands again, as if nothing happened
        if offer.by.name in server.sessions:
            server.lobby.challenges[offer.id] = offer
        raise


async def challenge_decline(server: Server, session: Session, request: Request) -> None:
    offer = _own_challenge(server, session, request, to_me=True)
    del server.lobby.challenges[offer.id]
    server.lobby.changed()
    key, text = decline_parts(request.body)
    said = text or DECLINE_REASONS[key]
    server.tell(offer.by.name, m.ChallengeGone(offer.id, f"{offer.to} declined: {said}",
                                               key, text))
    session.send(m.Ok(request.id))


async def challenge_cancel(server: Server, session: Session, request: Request) -> None:
    offer = _own_challenge(server, session, request, to_me=False)
    del server.lobby.challenges[offer.id]
    server.lobby.changed()
    server.tell(offer.to or "", m.ChallengeGone(offer.id,
                                                f"{offer.by.name} withdrew the challenge"))
    session.send(m.Ok(request.id))


def _startable(server: Server, offer: Offer, other: Account) -> None:
    """Refuse a game that may not start: with oneself, rated with a guest, or a full
    server."""
    if offer.by.name.lower() == other.name.lower():
        raise ProtocolError(ErrorCode.NOT_YOURS, "you cannot play yourself")
    _check_terms(other, offer.terms)
    if server.games_count() >= server.config.max_games:
        raise ProtocolError(ErrorCode.SERVER_FULL, "the server holds as many games as it "
                            "may: try again later")


async def start_game(server: Server, offer: Offer, other: Account, session: Session,
                     request_id: int | None) -> None:
    """Start the game of ``offer`` between its author and ``other``: stored, then both
    players get its ``game`` frame (the accepter's answers its request)."""
    side = offer.terms.side
    if side is Side.RANDOM:
        side = secrets.choice((Side.SOUTH, Side.NORTH))
    author, accepter = seat_of(offer.by), seat_of(other)
    seats = (author, accepter) if side is Side.SOUTH else (accepter, author)
    await begin_game(server, seats, offer.terms, answer=(session, request_id))


HANDLERS = {"lobby": lobby, "seek": seek, "seek-cancel": seek_cancel,
            "seek-accept": seek_accept, "challenge": challenge,
            "challenge-accept": challenge_accept, "challenge-decline": challenge_decline,
            "challenge-cancel": challenge_cancel}
