"""Hello, sign-up, sign-in, guests and sign-out.

A connection first says ``hello`` with the protocol version (another version is refused
and the connection closed); a token in the hello signs it in at once. Otherwise it is a
visitor, who may follow the lobby and watch games, until it signs up, signs in, or asks
to play as a guest (casual games only).

A game hosted with a join code (``ServerConfig.join_code``) takes guests only, each with
the code: sign-up and sign-in are refused there, and wrong codes count as failed sign-ins
from the address (``security.SignInLimiter``), so the code cannot be guessed quickly.
Elsewhere guests come in when ``ServerConfig.takes_guests`` (not on an invite-only server
unless its admin asks for them).

Sign-ins are limited, right or wrong, by account and by address, before the password is
checked (``security``); sign-up refuses names that pass for guests or staff
(``reserved_names``). Before every request that changes something, ``confirm_standing``
reads again whether the connection's token still signs its account in: a token the admin
replaced, or revoked by signing out everywhere, closes the connection (4004) and an
account disabled closes all of its connections (4003), at once, although the admin's
command runs in another process.
"""

from __future__ import annotations

import functools
import hmac
import secrets
import time
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from ..protocol import PROTOCOL_VERSION, CloseCode, ErrorCode, ProtocolError, Request, Side
from ..protocol import messages as m
from . import history
from .ratings import account_rating
from .reserved_names import is_reserved
from .security import hash_password, hashed, new_token, token_hash, verified
from .storage import Account, AccountKind, NameTaken, Store, TokenStanding

#: The letters of a wished guest name kept before -2 to -9 (names are at most 20).
NAME_ROOM = 18
#: The close of a connection whose token no longer signs in (replaced by the admin,
#: signed out everywhere), and of those of an account the admin disabled.
REVOKED_CLOSE = CloseCode.TOKEN_REVOKED
DISABLED_CLOSE = CloseCode.DISABLED

if TYPE_CHECKING:
    from .hub import Hub as Server
    from .session import Session

@functools.cache
def _dummy_hash() -> str:
    """Verified against for an unknown name, so a wrong name takes as long as a wrong
    password (made once, when first needed: a hash costs tens of milliseconds)."""
    return hash_password(secrets.token_urlsafe(16))


async def hello(server: Server, session: Session, request: Request) -> None:
    """The first frame: the protocol version, and optionally a token."""
    if request.body["protocol"] != PROTOCOL_VERSION:
        refusal = ProtocolError(
            ErrorCode.PROTOCOL_VERSION, f"this server speaks protocol {PROTOCOL_VERSION}, "
            f"not {request.body['protocol']}: update your program")
        refusal.request_id = request.id
        session.send(m.ErrorFrame.of(refusal))
        session.close(CloseCode.PROTOCOL_VERSION, f"protocol {PROTOCOL_VERSION} only")
        return
    if session.greeted:
        raise ProtocolError(ErrorCode.BAD_FIELD, "hello was said already")
    session.greeted = True
    session.send(m.Welcome(request.id, PROTOCOL_VERSION,
                           "wari-server",  # no version: nothing to fingerprint
                           server.config.invite_only, server.config.takes_guests,
                           join_code=server.config.join_code is not None))
    token = request.body.get("token")
    if token is not None:
        digest, now = token_hash(token), time.time()
        account = await server.store.run(lambda s: s.account_for_token(digest, now))
        if account is None:
            raise ProtocolError(ErrorCode.BAD_CREDENTIALS, "that token is not known here: "
                                "sign in again")
        await _sign_in(server, session, account, token, request.id, new=False)


def _new_account_allowed(server: Server, session: Session) -> None:
    if not server.new_accounts.allow(session.address):
        raise ProtocolError(ErrorCode.BUSY, "too many new accounts from your address: try "
                            "again later")


def _refuse_disabled(account: Account) -> None:
    if account.disabled:
        raise ProtocolError(ErrorCode.DISABLED, "this account has been disabled by the "
                            "server's admin")


async def _sign_in(server: Server, session: Session, account: Account, token: str,
                   request_id: int | None, new: bool = True, fresh: bool = False) -> None:
    """``session`` speaks for ``account`` from now; the ``signed-in`` frame (with the
    token when it is ``new``) lists its games in progress and its latest ended games
    (none to read for a ``fresh`` account), and comes before anything else the sign-in
    causes (the ``presence`` frames of its games)."""
    _refuse_disabled(account)
    finished = [] if fresh else await server.store.run(
        lambda store: history.recent_finished(store, account.name))
    playing = await server.games_in_progress_of(account.name)
    if session.account is not None:
        server.signed_out(session)
    session.account = account
    session.token_digest = token_hash(token)
    games = tuple(m.GameInProgress(game_id, version, Side.SOUTH if south else Side.NORTH)
                  for game_id, version, south in playing)
    session.send(m.SignedIn(request_id, account.name, m.AccountKind(account.kind.value), games,
                            None if account.kind is AccountKind.GUEST
                            else account_rating(account), tuple(finished),
                            token if new else None))
    server.signed_in(session)


async def _issue_token(server: Server, account: Account) -> str:
    token = new_token()
    digest = token_hash(token)
    await server.store.run(lambda s: s.add_token(digest, account.name, time.time()))
    return token


def _with_token(account: Account, make: Callable[[Store], None]) -> tuple[
        Callable[[Store], None], str]:
    """A store job that makes ``account`` (by ``make``) and its first token together, so
    a store that fails (``not-stored``) leaves neither; and the token."""
    token = new_token()
    digest = token_hash(token)

    def job(store: Store) -> None:
        make(store)
        store.add_token(digest, account.name, time.time())
    return job, token


def _refuse_hosted(server: Server) -> None:
    if server.config.join_code is not None:
        raise ProtocolError(ErrorCode.JOIN_CODE, "this is a game hosted on a local network: "
                            "join it as a guest with its code")


def _check_join_code(server: Server, session: Session, given: str | None) -> None:
    """On a game hosted with a join code, let in only a guest who gives it; each wrong
    code counts as a failed sign-in from the address."""
    code = server.config.join_code
    if code is None:
        return
    key = f"join-code@{session.address}"
    wait = server.limiter.wait(key, session.address)
    if wait > 0:
        raise ProtocolError(ErrorCode.TOO_MANY_ATTEMPTS,
                            f"too many wrong join codes: try again in {wait:.0f} s")
    if given is None:
        raise ProtocolError(ErrorCode.JOIN_CODE, "this game needs its join code")
    if not hmac.compare_digest(given.encode(), code.encode()):
        server.limiter.failed(key, session.address)
        raise ProtocolError(ErrorCode.JOIN_CODE, "that is not this game's join code")


async def signup(server: Server, session: Session, request: Request) -> None:
    """A new account with a name and a password (and an invitation where needed)."""
    _refuse_hosted(server)
    name, password = request.body["name"], request.body["password"]
    invite = request.body.get("invite")
    if is_reserved(name):
        raise ProtocolError(ErrorCode.NAME_RESERVED, f"the name {name} is kept for the "
                            "server, its staff or its guests: choose another")
    if server.config.invite_only and invite is None:
        raise ProtocolError(ErrorCode.INVITE_ONLY, "this server takes new players by "
                            "invitation: ask its admin for a code")
    _new_account_allowed(server, session)
    password_hash = await hashed(password)
    account = Account(name, AccountKind.PLAYER, password_hash, created=time.time())

    def create(store: Store) -> None:
        if invite is not None and server.config.invite_only and \
                not store.use_invite(token_hash(invite), name):
            raise ProtocolError(ErrorCode.INVITE_ONLY, "that invitation code is not valid "
                                "(or was used already)")
        store.add_account(account)

    job, token = _with_token(account, create)
    try:
        await server.store.run(job)
    except NameTaken:
        raise ProtocolError(ErrorCode.NAME_TAKEN, f"the name {name} is taken") from None
    await _sign_in(server, session, account, token, request.id, fresh=True)


async def signin(server: Server, session: Session, request: Request) -> None:
    """Sign in with a name and a password: a new token comes back."""
    _refuse_hosted(server)
    name, password = request.body["name"], request.body["password"]
    wait = server.limiter.wait(name, session.address)
    if wait > 0:
        raise ProtocolError(ErrorCode.TOO_MANY_ATTEMPTS,
                            f"too many failed sign-ins: try again in {wait:.0f} s")
    wait = server.limiter.attempt(name, session.address)
    if wait > 0:
        raise ProtocolError(ErrorCode.TOO_MANY_ATTEMPTS,
                            f"too many sign-ins lately: try again in {wait:.0f} s")
    account = await server.store.run(lambda s: s.account(name))
    stored = account.password_hash if account is not None else None
    good = await verified(stored or _dummy_hash(), password)
    if account is None or stored is None or not good:
        server.limiter.failed(name, session.address)
        raise ProtocolError(ErrorCode.BAD_CREDENTIALS, "wrong name or password")
    _refuse_disabled(account)
    await _sign_in(server, session, account, await _issue_token(server, account),
                   request.id)


async def guest(server: Server, session: Session, request: Request) -> None:
    """Play as a guest: a new guest account (casual games only) and its token; on a
    game hosted with a join code, only with that code."""
    if not server.config.takes_guests:
        raise ProtocolError(ErrorCode.NO_GUESTS, "this server takes no guests: sign in, or "
                            "sign up" + (" with an invitation" if server.config.invite_only
                                         else ""))
    _check_join_code(server, session, request.body.get("code"))
    _new_account_allowed(server, session)
    for name in _guest_names(server, request.body.get("name")):
        account = Account(name, AccountKind.GUEST, created=time.time())
        job, token = _with_token(account, _adder(account))
        try:
            await server.store.run(job)
        except NameTaken:
            continue
        await _sign_in(server, session, account, token, request.id, fresh=True)
        return
    raise ProtocolError(ErrorCode.BUSY, "no guest name is free: try again")


def _guest_names(server: Server, wished: str | None) -> Iterator[str]:
    """The names a new guest is given, the first one free: on a game hosted with a join
    code, the name the guest asked for, then it with -2 to -9 (a table of a few people,
    each known by name); then, and on any other server always, Guest- and six digits."""
    if wished is not None and server.config.join_code is not None:
        yield wished
        yield from (f"{wished[:NAME_ROOM]}-{number}" for number in range(2, 10))
    for _ in range(20):
        yield f"Guest-{secrets.randbelow(10**6):06d}"


def _adder(account: Account) -> Callable[[Store], None]:
    def add(store: Store) -> None:
        store.add_account(account)
    return add


async def signout(server: Server, session: Session, request: Request) -> None:
    """Sign out: the token this connection signed in with is forgotten (the games go
    on, and the player's other connections keep theirs). With ``everywhere``, every token
    of the account is forgotten and its other connections are closed (4004)."""
    digest, account = session.token_digest, session.account
    session.token_digest = None  # first: the check for revoked tokens must not close it
    if request.body.get("everywhere") and account is not None:
        await server.store.run(lambda s: s.drop_tokens(account.name))
        for other in list(server.sessions.get(account.name, ())):
            if other is not session:
                other.close(REVOKED_CLOSE, "signed out everywhere")
    elif digest is not None:
        await server.store.run(lambda s: s.remove_token(digest))
    server.signed_out(session)
    session.account = None
    session.token_digest = None
    session.send(m.Ok(request.id))


async def confirm_standing(server: Server, session: Session, request: Request) -> None:
    """Before a request that changes something: refuse it, and close, when the token of
    ``session`` no longer signs its account in (4004: replaced or revoked) or the account
    was disabled (4003, every connection of the account)."""
    digest, account = session.token_digest, session.account
    if digest is None or account is None:
        return
    standing = await server.store.run(lambda s: s.token_standing(digest, account.name))
    if standing is TokenStanding.VALID:
        return
    if standing is TokenStanding.DISABLED:
        refusal = ProtocolError(ErrorCode.DISABLED, "this account has been disabled by the "
                                "server's admin")
        closing = list(server.sessions.get(account.name, ()))
        code, reason = DISABLED_CLOSE, "this account has been disabled"
    else:
        refusal = ProtocolError(ErrorCode.BAD_CREDENTIALS, "the token of this connection was "
                                "replaced or revoked: sign in again")
        closing = []
        code, reason = REVOKED_CLOSE, "token revoked: sign in again"
    refusal.request_id = request.id
    session.send(m.ErrorFrame.of(refusal))
    for other in [session, *closing]:
        other.close(code, reason)
    raise refusal


async def close_revoked(server: Server) -> None:
    """Close (4004) the connections whose token is no longer stored (replaced by the
    admin, or revoked otherwise), idle ones included."""
    held = {session.token_digest: session for sessions in list(server.sessions.values())
            for session in sessions if session.token_digest is not None}
    if not held:
        return
    gone = await server.store.run(lambda s: s.missing_tokens(list(held)))
    for sessions in list(server.sessions.values()):
        for session in list(sessions):
            if session.token_digest in gone:
                session.close(REVOKED_CLOSE, "token revoked: sign in again")


async def ping(server: Server, session: Session, request: Request) -> None:
    session.send(m.Pong(request.id, time.time()))


HANDLERS = {"hello": hello, "signup": signup, "signin": signin, "guest": guest,
            "signout": signout, "ping": ping}
