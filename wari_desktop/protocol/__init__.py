"""The network protocol between ``wari-server`` and its clients (the desktop program,
``wari-bot``): JSON objects over WebSocket, one object a frame. No Qt, no networking here:
what a frame may say, its limits, and the checks every frame from a client goes through.

    from wari_desktop.protocol import PROTOCOL_VERSION, parse_request, ProtocolError
    request = parse_request('{"t": "move", "id": 7, "game": "g1", "ply": 0, "move": "F"}')
    request.kind, request.id, request.body["move"]      # 'move', 7, 'F'

Every message is written down, with an example, in ``docs/protocol.md``, and its shape in
``schema.json`` beside this module (JSON Schema, draft 2020-12: ``schema.schema()``).
"""

from .errors import CloseCode, ErrorCode, ProtocolError
from .limits import (
    CHAT_CHARS,
    MAX_FRAME_BYTES,
    NAME_PATTERN,
    PASSWORD_CHARS,
    PROTOCOL_VERSION,
)
from .requests import Request, parse_request
from .terms import GameTerms, Side, rules_from_json, rules_to_json

__all__ = [
    "CHAT_CHARS",
    "MAX_FRAME_BYTES",
    "NAME_PATTERN",
    "PASSWORD_CHARS",
    "PROTOCOL_VERSION",
    "CloseCode",
    "ErrorCode",
    "GameTerms",
    "ProtocolError",
    "Request",
    "Side",
    "parse_request",
    "rules_from_json",
    "rules_to_json",
]
