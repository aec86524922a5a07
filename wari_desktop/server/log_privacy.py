"""What the server's log never holds: a password, a token or an invitation code.

They travel inside frames, and the websockets library, at DEBUG, logs every frame it
reads or writes (``< TEXT '{"t":"signin",...,"password":...}'``, shortened in the
middle, so even a redaction by key could leave a token's tail). So the server gives
websockets a logger of its own, ``wari.server.websockets``, whose filter drops every
record of traffic content (the message starts with ``<`` or ``>``: frames, and the
HTTP request and response with their headers) at any level; the rest of what websockets
says (connections opened and closed, pings, errors) goes on as usual.
"""

from __future__ import annotations

import logging

#: The logger the server hands to websockets (its records propagate as any other's).
WEBSOCKETS_LOGGER_NAME = "wari.server.websockets"


class NoTrafficContent(logging.Filter):
    """Drops the records that would show the bytes of a frame or an HTTP message."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.msg if isinstance(record.msg, str) else ""
        return not message.lstrip().startswith(("<", ">"))


def websockets_logger() -> logging.Logger:
    """The logger for websockets, with its filter (added once)."""
    logger = logging.getLogger(WEBSOCKETS_LOGGER_NAME)
    if not any(isinstance(f, NoTrafficContent) for f in logger.filters):
        logger.addFilter(NoTrafficContent())
    return logger
