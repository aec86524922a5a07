"""What no log of the server's or of a client's holds: a password, a token or an
invitation code.

They travel inside frames, and the websockets library, at DEBUG, logs every frame it
reads or writes (``< TEXT '{"t":"signin",...,"password":...}'``, shortened in the
middle, so even a redaction by key could leave a token's tail). So the server and the
client each give websockets a logger of their own (``wari.server.websockets``,
``wari.client.websockets``), whose filter drops every record of traffic content (the
message starts with ``<`` or ``>``: frames, and the HTTP request and response with their
headers) at any level; the rest of what websockets says (connections opened and closed,
pings, errors) goes on as usual.
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


def websockets_logger(name: str = WEBSOCKETS_LOGGER_NAME) -> logging.Logger:
    """The logger ``name`` for websockets, with its filter (added once)."""
    logger = logging.getLogger(name)
    if not any(isinstance(f, NoTrafficContent) for f in logger.filters):
        logger.addFilter(NoTrafficContent())
    return logger
