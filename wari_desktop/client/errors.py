"""Every error the client library raises, one family (as python-chess's ``EngineError``):
``ClientError`` is the base, so a program may catch them all in one clause.

- ``RequestRefused``: the server answered with an ``error`` frame; ``code`` is an
  ``ErrorCode`` (or, from a newer server, a code this version does not know, as text).
- ``ConnectionLost``: no connection, or it dropped before the answer and the request is
  not one that is safe to send again.
- ``ClientClosed`` (a ``ConnectionLost``): the client was closed; it takes no request.
- ``AnswerTimeout`` (also a ``TimeoutError``): no answer in the time allowed.
- ``MessageUnreadable``: an answer not of its type's shape (``protocol.messages``'
  ``MessageError`` says which field; ``Client.ask`` raises this one instead).
"""

from __future__ import annotations

from typing import Any

from ..protocol import ErrorCode


class ClientError(Exception):
    """Anything the client library raises of its own."""


class RequestRefused(ClientError):
    """The server refused a request: ``code`` and its ``message``."""

    def __init__(self, frame: dict[str, Any]) -> None:
        super().__init__(str(frame.get("message", "refused")))
        text = str(frame.get("code", ""))
        self.code: ErrorCode | str = ErrorCode(text) if text in ErrorCode._value2member_map_ \
            else text
        self.message = str(frame.get("message", "refused"))
        self.frame = frame


class ConnectionLost(ClientError):
    """The connection dropped before the answer came (and the request is not one that is
    safe to send again), or it could not be made."""


class ClientClosed(ConnectionLost):
    """The client has been closed: it sends nothing more."""


class AnswerTimeout(ClientError, TimeoutError):
    """No answer came in the time allowed."""


class MessageUnreadable(ClientError):
    """The server's answer was not of its type's shape (a fault of the server's)."""
