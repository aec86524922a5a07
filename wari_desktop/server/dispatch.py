"""Which function answers each request type."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from . import account_requests, game_requests, lobby_requests

if TYPE_CHECKING:
    from ..protocol import Request
    from .hub import Hub as Server
    from .session import Session

Handler = Callable[["Server", "Session", "Request"], Awaitable[Any]]

HANDLERS: dict[str, Handler] = {
    **account_requests.HANDLERS,
    **lobby_requests.HANDLERS,
    **game_requests.HANDLERS,
}
#: Requests that need an account (a guest's will do).
NEEDS_ACCOUNT = frozenset({
    "signout", "seek", "seek-cancel", "seek-accept", "challenge", "challenge-accept",
    "challenge-decline", "challenge-cancel", "move", "resign", "abort", "offer-end",
    "answer-end", "claim", "chat",
})
#: Requests a visitor may make on an ordinary server but not on a game hosted with a
#: join code (``ServerConfig.join_code``): there only its players see anything.
HOSTED_NEEDS_ACCOUNT = frozenset({"lobby", "watch", "unwatch", "sync"})
