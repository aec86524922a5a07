"""``Hub``: what the request handlers and the lobby may use of the server (``app.Server``
is the one implementation), so they depend on this narrow door and not on the server's
module."""

from __future__ import annotations

from typing import Any, Protocol

from ..protocol import GameTerms
from ..protocol.messages import ServerMessage
from .config import ServerConfig
from .live_game import LiveGame
from .lobby_chat import LobbyChat
from .metrics import Metrics
from .offers import Offer
from .recent import RecentGames
from .referees import Referees
from .security import NewAccountLimiter, SignInLimiter, TokenBucket
from .session import Session
from .storage import Account, AsyncStore
from .tournament.director import Director


class LobbyDoor(Protocol):
    """The lobby as the handlers see it."""

    seeks: dict[str, Offer]
    challenges: dict[str, Offer]

    def add_seek(self, account: Account, terms: GameTerms) -> Offer: ...
    def take_seek(self, seek_id: str) -> Offer: ...
    def challenge(self, challenge_id: str) -> Offer: ...
    def watch(self, session: Session, request_id: int | None = None) -> None: ...
    def unwatch(self, session: Session) -> None: ...
    def changed(self) -> None: ...
    def tell_followers(self, frame: ServerMessage) -> None: ...


class Hub(Protocol):
    """The server as its parts see it."""

    config: ServerConfig
    store: AsyncStore
    games: dict[str, LiveGame]
    recent: RecentGames
    sessions: dict[str, set[Session]]
    watchers: dict[str, set[Session]]
    metrics: Metrics
    limiter: SignInLimiter
    new_accounts: NewAccountLimiter
    referees: Referees
    lobby_chat: LobbyChat
    director: Director

    @property
    def lobby(self) -> LobbyDoor: ...

    def encode(self, frame: ServerMessage) -> str: ...
    def tell(self, name: str, frame: ServerMessage) -> None: ...
    def signed_in(self, session: Session) -> None: ...
    def signed_out(self, session: Session) -> None: ...
    def games_of(self, name: str) -> list[LiveGame]: ...
    def add_game(self, live: LiveGame) -> None: ...
    def chat_limit(self, name: str) -> TokenBucket: ...
    def audience(self, live: LiveGame) -> list[Session]: ...
    def schedule(self, live: LiveGame) -> None: ...
    def background(self, coroutine: Any) -> None: ...
    async def find_game(self, game_id: str) -> LiveGame: ...
    async def commit(self, live: LiveGame, events: list[dict[str, Any]],
                     session: Session | None = None,
                     request_id: int | None = None) -> None: ...
