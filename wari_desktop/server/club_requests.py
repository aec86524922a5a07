"""What a club asks of its server: a player's page (``player``), the leaderboard
(``leaderboard``) and a line in the lobby chat (``lobby-chat``; its rules are
``lobby_chat``'s). The pages are read from the store by ``player_page`` and
``leaderboard``; each read counts against the connection's reads of past games
(``history``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..protocol import ErrorCode, ProtocolError, Request
from ..protocol import messages as m
from .history import take_read
from .leaderboard import LEADERBOARD_LIMIT, leaderboard
from .player_page import player_page
from .storage import AccountKind

if TYPE_CHECKING:
    from .hub import Hub as Server
    from .session import Session


async def player(server: Server, session: Session, request: Request) -> None:
    """A player's page; ``not-found`` when there is no such account."""
    take_read(session)
    name = str(request.body["player"])
    page = await server.store.run(lambda store: player_page(store, name))
    if page is None:
        raise ProtocolError(ErrorCode.NOT_FOUND, f"no player {name} here")
    session.send(m.PlayerFrame(request.id, page.name, page.kind, page.rating,
                               bool(server.sessions.get(page.name)),
                               bool(server.games_of(page.name)), page.history, page.record,
                               page.games, page.tournaments))


async def leaderboard_request(server: Server, session: Session, request: Request) -> None:
    """The leaderboard: ``limit`` rows (1 to ``LEADERBOARD_LIMIT``, default all)."""
    take_read(session)
    limit = int(request.body.get("limit", LEADERBOARD_LIMIT))
    most = server.config.leaderboard_games
    rows = await server.store.run(lambda store: leaderboard(store, most, limit))
    session.send(m.LeaderboardFrame(request.id, most, tuple(rows)))


async def lobby_chat(server: Server, session: Session, request: Request) -> None:
    """A line in the lobby chat, to everyone following the lobby (the rules:
    ``lobby_chat``)."""
    account = session.account
    assert account is not None
    if account.kind is not AccountKind.PLAYER:
        raise ProtocolError(ErrorCode.GUESTS_READ_ONLY, "guests and bots read the lobby "
                            "chat: sign up to write in it")
    found = await server.store.run(lambda store: store.account(account.name))
    if found is None or found.muted:
        raise ProtocolError(ErrorCode.MUTED, "the server's admin has muted you in the lobby "
                            "chat")
    server.lobby_chat.check_rate(account.name)
    server.lobby.tell_followers(server.lobby_chat.add(account.name, str(request.body["text"])))
    session.send(m.Ok(request.id))


HANDLERS = {"player": player, "leaderboard": leaderboard_request, "lobby-chat": lobby_chat}
