"""The errors a server answers with: a code a program can act on, and a sentence for the
person."""

from __future__ import annotations

from enum import IntEnum, StrEnum


class ErrorCode(StrEnum):
    """Why a request was refused (the ``code`` of an ``error`` frame)."""

    BAD_FRAME = "bad-frame"              #: not JSON, not an object, or binary
    UNKNOWN_TYPE = "unknown-type"        #: a ``t`` the server does not know
    BAD_FIELD = "bad-field"              #: a field missing, of the wrong type or out of range
    PROTOCOL_VERSION = "protocol-version"  #: the client speaks another version
    HELLO_FIRST = "hello-first"          #: anything before ``hello``
    SIGN_IN_FIRST = "sign-in-first"      #: needs an account (or a guest's)
    BAD_CREDENTIALS = "bad-credentials"  #: wrong name or password, or an unknown token
    NAME_TAKEN = "name-taken"            #: sign-up with a name in use
    NAME_RESERVED = "name-reserved"      #: sign-up with a name that passes for a guest or staff
    INVITE_ONLY = "invite-only"          #: sign-up needs a valid invitation code
    NO_GUESTS = "no-guests"              #: this server takes no guests
    DISABLED = "disabled"                #: the account was disabled by the admin
    TOO_MANY_ATTEMPTS = "too-many-attempts"  #: sign-in attempts over the limit for now
    RATE_LIMITED = "rate-limited"        #: too many frames: this one was dropped
    GUEST_CASUAL = "guests-play-casual"  #: a guest asked for a rated game
    BOT_RULES = "bot-rules"              #: a bot may not seek; it plays challenges
    NOT_FOUND = "not-found"              #: no such game, seek, challenge or player
    NOT_YOURS = "not-yours"              #: the game, seek or challenge is someone else's
    NOT_YOUR_TURN = "not-your-turn"      #: a move out of turn
    WRONG_PLY = "wrong-ply"              #: a move for another ply than the game's next
    ILLEGAL_MOVE = "illegal-move"        #: the rules refuse the move
    GAME_OVER = "game-over"              #: the game has ended
    TOO_LATE = "too-late"                #: abort after the second move, claim too early...
    BUSY = "busy"                        #: too many seeks or games open at once
    SERVER_FULL = "server-full"          #: the server holds as many games as it may
    NOT_STORED = "not-stored"            #: the server could not store it: nothing changed
    JOIN_CODE = "join-code"              #: a hosted game's join code missing or wrong
    MUTED = "muted"                      #: the admin muted the account in the lobby chat
    GUESTS_READ_ONLY = "guests-read-only"  #: a guest (or a bot) wrote in the lobby chat
    NOT_ORGANISER = "not-organiser"      #: needs the organiser role, or this event's organiser
    ENTRY_CLOSED = "entry-closed"        #: a tournament that takes no entry (closed, full...)
    INTERNAL = "internal"                #: the server failed on this request (a fault of ours)


class CloseCode(IntEnum):
    """Why the server closed a connection (the WebSocket close code); after the first
    three a client does not come back on its own: signing in again is needed."""

    PROTOCOL_VERSION = 4001  #: the client speaks another protocol version
    DISABLED = 4003          #: the account was disabled by the admin
    TOKEN_REVOKED = 4004     #: the token was replaced or revoked (signed out everywhere)
    POLICY = 1008            #: too many bad or excessive frames, no hello, too slow to read
    GOING_AWAY = 1001        #: the server is stopping


class ProtocolError(Exception):
    """A request refused: ``code`` for the program, ``message`` for the person."""

    def __init__(self, code: ErrorCode, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        #: The id of the request refused, where it could be read.
        self.request_id: int | None = None

    def frame(self) -> dict[str, object]:
        """The ``error`` frame answering the refused request."""
        frame: dict[str, object] = {"t": "error", "code": self.code.value,
                                    "message": self.message}
        if self.request_id is not None:
            frame["id"] = self.request_id
        return frame
