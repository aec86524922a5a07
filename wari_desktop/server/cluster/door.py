"""``ServerDoor``: what this process's ``Node`` may use of the server (``app.Server`` is the
one implementation), so the cluster depends on this narrow door and not on the server's
module."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from ...protocol import Request
from ..admission import Admission
from ..hub import Hub
from ..live_game import LiveGame
from ..session import Session


class ServerDoor(Hub, Protocol):
    """The server as its ``Node`` sees it."""

    admission: Admission
    game_changed: list[Callable[[str], None]]

    async def adopted(self, live: LiveGame) -> None: ...
    def drop_game(self, live: LiveGame) -> list[str]: ...
    def tell_presence(self, live: LiveGame) -> None: ...
    async def refresh_accounts(self, names: list[str], told: bool = False) -> None: ...
    def watch_here(self, session: Session, game_id: str) -> None: ...
    async def serve_request(self, session: Session, request: Request,
                            again: bool = True) -> None: ...
