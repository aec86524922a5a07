"""The client side of the protocol, without Qt: ``Client`` (asyncio) connects to a
``wari-server``, signs in, sends requests and hands out what the server says, and comes
back on its own after a dropped connection, catching up on every game it follows; a move
whose answer was lost is sent again (the server never plays it twice). ``ThreadedClient``
runs one on a thread of its own for a program that is not asyncio (the window, a test).

``Client`` and ``ThreadedClient`` (and with them ``websockets``) are imported when first
asked for, so a program may import this package's errors and messages at its start
without the network's libraries.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .delivery import ClientMessage, Clocks
from .errors import (
    AnswerTimeout,
    ClientClosed,
    ClientError,
    ConnectionLost,
    MessageUnreadable,
    RequestRefused,
)

if TYPE_CHECKING:
    from .client import Client
    from .threaded import ThreadedClient

__all__ = ["AnswerTimeout", "Client", "ClientClosed", "ClientError", "ClientMessage",
           "Clocks", "ConnectionLost", "MessageUnreadable", "RequestRefused",
           "ThreadedClient"]


def __getattr__(name: str) -> object:
    """``Client`` and ``ThreadedClient``, imported on first use (PEP 562)."""
    if name == "Client":
        from .client import Client

        return Client
    if name == "ThreadedClient":
        from .threaded import ThreadedClient

        return ThreadedClient
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
