"""Which function answers each request type."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from . import (
    account_requests,
    club_requests,
    game_requests,
    history,
    lobby_requests,
    tournament_requests,
)

if TYPE_CHECKING:
    from ..protocol import Request
    from .hub import Hub as Server
    from .session import Session

Handler = Callable[["Server", "Session", "Request"], Awaitable[Any]]

#: Requests that need an account (a guest's will do); each changes something, so each
#: first confirms that the connection's token still stands (``confirm_standing``).
NEEDS_ACCOUNT = frozenset({
    "signout", "seek", "seek-cancel", "seek-accept", "challenge", "challenge-accept",
    "challenge-decline", "challenge-cancel", "move", "resign", "abort", "offer-end",
    "answer-end", "claim", "chat", "lobby-chat", *tournament_requests.NEEDS_ACCOUNT,
})


def _confirmed(handler: Handler) -> Handler:
    """``handler``, run only once the session's token is confirmed to stand."""
    async def run(server: Server, session: Session, request: Request) -> Any:
        await account_requests.confirm_standing(server, session, request)
        return await handler(server, session, request)
    return run


HANDLERS: dict[str, Handler] = {
    kind: _confirmed(handler) if kind in NEEDS_ACCOUNT else handler
    for kind, handler in {**account_requests.HANDLERS, **lobby_requests.HANDLERS,
                          **game_requests.HANDLERS, **history.HANDLERS,
                          **club_requests.HANDLERS, **tournament_requests.HANDLERS}.items()
}
#: Requests a visitor may make on an ordinary server but not on a game hosted with a
#: join code (``ServerConfig.join_code``): there only its players see anything.
HOSTED_NEEDS_ACCOUNT = frozenset({"lobby", "watch", "unwatch", "sync", "games", "record",
                                  "player", "leaderboard", "tournaments", "tournament"})
