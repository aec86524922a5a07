"""The client side of the protocol, without Qt: ``Client`` (asyncio) connects to a
``wari-server``, signs in, sends requests and hands out what the server says, and comes
back on its own after a dropped connection, catching up on every game it follows; a move
whose answer was lost is sent again (the server never plays it twice). ``ThreadedClient``
runs one on a thread of its own for a program that is not asyncio (the window, a test).
"""

from .client import Client
from .delivery import ClientMessage, Clocks
from .errors import (
    AnswerTimeout,
    ClientClosed,
    ClientError,
    ConnectionLost,
    MessageUnreadable,
    RequestRefused,
)
from .threaded import ThreadedClient

__all__ = ["AnswerTimeout", "Client", "ClientClosed", "ClientError", "ClientMessage",
           "Clocks", "ConnectionLost", "MessageUnreadable", "RequestRefused",
           "ThreadedClient"]
