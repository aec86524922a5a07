"""What a refused request means, in the player's language: the known codes of
``protocol.ErrorCode`` (and the connection's own) in words; any other code shows the
server's own sentence, which is English."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...protocol import ErrorCode
from .connection import CONNECTION_LOST, NOT_CONNECTED

_CONTEXT = "OnlineRefusals"
translate = QCoreApplication.translate


def _known() -> dict[str, str]:
    return {
        ErrorCode.BAD_CREDENTIALS.value: translate(_CONTEXT, "Wrong name or password."),
        ErrorCode.NAME_TAKEN.value: translate(
            _CONTEXT, "That name is taken on this server: choose another."),
        ErrorCode.INVITE_ONLY.value: translate(
            _CONTEXT, "This server takes new players by invitation only."),
        ErrorCode.DISABLED.value: translate(
            _CONTEXT, "This account has been disabled by the server's admin."),
        ErrorCode.TOO_MANY_ATTEMPTS.value: translate(
            _CONTEXT, "Too many failed sign-ins: wait a little and try again."),
        ErrorCode.GUEST_CASUAL.value: translate(
            _CONTEXT, "Guests play casual games only: sign up to play rated games."),
        ErrorCode.NOT_FOUND.value: translate(
            _CONTEXT, "That seek, challenge or game is no longer there."),
        ErrorCode.SERVER_FULL.value: translate(
            _CONTEXT, "The server is full: try again later."),
        ErrorCode.PROTOCOL_VERSION.value: translate(
            _CONTEXT, "This server speaks another version of the protocol: one of you "
            "needs an update."),
        NOT_CONNECTED: translate(_CONTEXT, "Not connected to a server."),
        CONNECTION_LOST: translate(
            _CONTEXT, "The connection dropped before the server answered: try again."),
    }


def refusal_text(code: str, message: str) -> str:
    """The words for a refusal with ``code`` (the server's ``message`` for a code not
    known here, or an empty one)."""
    return _known().get(code) or message or translate(_CONTEXT, "The server refused.")
