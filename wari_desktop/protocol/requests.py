"""What a client may send: every request type with its fields, and ``parse_request``,
which turns one frame into a checked ``Request`` or raises ``ProtocolError``.

A frame is a JSON object with ``t`` (the type), an optional ``id`` (an integer the answer
repeats) and the type's fields. Unknown fields are refused, so a typo is an error and not
a silently ignored option; a key given twice in one object (at any depth) makes the frame
a ``bad-frame``, so that no two readers of a frame can take different values from it.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..rules import LETTERS
from .declines import DECLINE_REASONS
from .errors import ErrorCode, ProtocolError
from .limits import (
    CHAT_CHARS,
    GAMES_LIMIT,
    ID_PATTERN,
    JOIN_CODE_PATTERN,
    LEADERBOARD_LIMIT,
    MAX_FRAME_BYTES,
    MAX_PLIES,
    MAX_THINK_MS,
    NAME_PATTERN,
    PASSWORD_CHARS,
    SYNC_SINCE_MAX,
    TOKEN_PATTERN,
)
from .terms import GameTerms
from .text import UnshowableText, shown_text

Check = Callable[[Any], Any]


def _bad(message: str) -> ProtocolError:
    return ProtocolError(ErrorCode.BAD_FIELD, message)


def _text(field: str, low: int, high: int) -> Check:
    def check(value: Any) -> str:
        if not isinstance(value, str) or not low <= len(value) <= high:
            raise _bad(f"{field}: a text of {low} to {high} characters")
        return value
    return check


def _pattern(field: str, pattern: Any, what: str) -> Check:
    def check(value: Any) -> str:
        if not isinstance(value, str) or not pattern.fullmatch(value):
            raise _bad(f"{field}: {what}")
        return value
    return check


def _integer(field: str, low: int, high: int) -> Check:
    def check(value: Any) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise _bad(f"{field}: a whole number from {low} to {high}")
        return value
    return check


def _boolean(field: str) -> Check:
    def check(value: Any) -> bool:
        if not isinstance(value, bool):
            raise _bad(f"{field}: true or false")
        return value
    return check


def _move(value: Any) -> str:
    if not isinstance(value, str) or len(value) != 1 or value not in LETTERS:
        raise _bad("move: one house letter, A-F for South or a-f for North")
    return value


def _shown(field: str, high: int, allow_empty: bool = False) -> Check:
    """Free text another person reads: ``high`` characters at most, as ``text.shown_text``
    makes it (controls refused, invisible characters dropped, marks capped, NFC)."""
    low = 0 if allow_empty else 1

    def check(value: Any) -> str:
        if not isinstance(value, str) or not low <= len(value) <= high:
            raise _bad(f"{field}: {low} to {high} characters")
        try:
            return shown_text(value, allow_empty)[:high]
        except UnshowableText as error:
            raise _bad(f"{field}: {error}") from None
    return check


def _join_code(value: Any) -> str:
    """A join code as a person types it: case, spaces and dashes do not count."""
    if isinstance(value, str) and len(value) <= 40:
        code = "".join(value.split()).replace("-", "").upper()
        if JOIN_CODE_PATTERN.fullmatch(code):
            return code
    raise _bad("code: the join code the host shows, 4 to 12 letters and digits")


def _choice(field: str, *options: str) -> Check:
    def check(value: Any) -> str:
        if value not in options:
            raise _bad(f"{field}: one of {', '.join(options)}")
        return str(value)
    return check


def _decline_reason(value: Any) -> str:
    """A decline's ``reason``: one of ``DECLINE_REASONS``'s keys, or (the first form of
    the request, still taken) free text, which ``decline_parts`` reads as the text."""
    if isinstance(value, str) and value in DECLINE_REASONS:
        return value
    return str(_shown("reason", 80, True)(value))


def decline_parts(body: dict[str, Any]) -> tuple[str, str]:
    """The key and the free text (perhaps empty) of a checked ``challenge-decline``: a
    ``reason`` that is no key is the free text of the first form, with the key
    ``generic``."""
    reason, text = body.get("reason", "generic"), str(body.get("text", ""))
    if reason not in DECLINE_REASONS:
        return "generic", text or str(reason)
    return str(reason), text


def _passthrough(value: Any) -> Any:
    return value


_NAME = _pattern("name", NAME_PATTERN, "3 to 20 letters, digits, _ or -, starting with a letter")
_PASSWORD = _text("password", *PASSWORD_CHARS)
_GAME = _pattern("game", ID_PATTERN, "a game id")
_SEEK = _pattern("seek", ID_PATTERN, "a seek id")
_CHALLENGE = _pattern("challenge", ID_PATTERN, "a challenge id")
_TERMS = {"clock": _passthrough, "rated": _passthrough, "rules": _passthrough,
          "side": _passthrough}

_TOURNAMENT = _pattern("tournament", ID_PATTERN, "a tournament id")
_REASON = _shown("reason", 200)
#: A tournament's settings as ``tournament-create`` takes them (``tournament_requests``
#: checks them together: the clock, the rules, rounds for a Swiss, minutes for an arena).
_TOURNAMENT_SETTINGS = {
    "rounds": _integer("rounds", 1, 99), "minutes": _integer("minutes", 1, 24 * 60),
    "rated": _boolean("rated"), "rules": _passthrough,
    "registration_open": _boolean("registration_open"),
    "max_players": _integer("max_players", 2, 1000), "bots": _boolean("bots"),
    "code": _text("code", 1, 40), "streaks": _boolean("streaks")}
#: A board's result as an organiser corrects it (``messages.tournament``'s notation).
RESULTS = ("1-0", "0-1", "1/2-1/2", "+-", "-+", "--")

#: Each request type: its required fields, then its optional ones, with their checks.
SCHEMA: dict[str, tuple[dict[str, Check], dict[str, Check]]] = {
    "hello": ({"protocol": _integer("protocol", 0, 1_000_000)},
              {"client": _text("client", 0, 80),
               "token": _pattern("token", TOKEN_PATTERN, "a token the server gave")}),
    "signup": ({"name": _NAME, "password": _PASSWORD},
               {"invite": _text("invite", 1, 100)}),
    "signin": ({"name": _NAME, "password": _PASSWORD}, {}),
    "guest": ({}, {"code": _join_code, "name": _NAME}),
    "signout": ({}, {"everywhere": _boolean("everywhere")}),
    "ping": ({}, {}),
    "lobby": ({"watch": _boolean("watch")}, {}),
    "seek": ({}, dict(_TERMS)),
    "seek-cancel": ({"seek": _SEEK}, {}),
    "seek-accept": ({"seek": _SEEK}, {}),
    "challenge": ({"to": _NAME}, {**_TERMS, "rematch": _GAME}),
    "challenge-accept": ({"challenge": _CHALLENGE}, {}),
    "challenge-decline": ({"challenge": _CHALLENGE},
                          {"reason": _decline_reason, "text": _shown("text", 80, True)}),
    "challenge-cancel": ({"challenge": _CHALLENGE}, {}),
    "move": ({"game": _GAME, "ply": _integer("ply", 0, MAX_PLIES), "move": _move},
             {"think_ms": _integer("think_ms", 0, MAX_THINK_MS)}),
    "resign": ({"game": _GAME}, {}),
    "abort": ({"game": _GAME}, {}),
    "offer-end": ({"game": _GAME}, {}),
    "answer-end": ({"game": _GAME, "accept": _boolean("accept")}, {}),
    "claim": ({"game": _GAME, "outcome": _choice("outcome", "win", "abort")}, {}),
    "chat": ({"game": _GAME, "text": _shown("text", CHAT_CHARS)}, {}),
    "watch": ({"game": _GAME}, {}),
    "unwatch": ({"game": _GAME}, {}),
    "sync": ({"game": _GAME}, {"since": _integer("since", 0, SYNC_SINCE_MAX)}),
    "games": ({"player": _NAME}, {"before": _pattern("before", ID_PATTERN, "a game id"),
                                  "limit": _integer("limit", 1, GAMES_LIMIT)}),
    "record": ({"game": _GAME}, {}),
    "player": ({"player": _NAME}, {}),
    "leaderboard": ({}, {"limit": _integer("limit", 1, LEADERBOARD_LIMIT)}),
    "lobby-chat": ({"text": _shown("text", CHAT_CHARS)}, {}),
    "tournaments": ({}, {"stage": _choice("stage", "upcoming", "running", "paused",
                                          "finished")}),
    "tournament": ({"tournament": _TOURNAMENT}, {"follow": _boolean("follow")}),
    "tournament-unfollow": ({"tournament": _TOURNAMENT}, {}),
    "tournament-create": ({"name": _shown("name", 60),
                           "format": _choice("format", "round-robin", "double-round-robin",
                                             "swiss", "arena"),
                           "clock": _passthrough,
                           "starts_at": _integer("starts_at", 0, 2**53)},
                          _TOURNAMENT_SETTINGS),
    "tournament-enter": ({"tournament": _TOURNAMENT}, {"code": _text("code", 1, 40)}),
    "tournament-withdraw": ({"tournament": _TOURNAMENT}, {}),
    "tournament-start": ({"tournament": _TOURNAMENT}, {}),
    "tournament-pause": ({"tournament": _TOURNAMENT, "paused": _boolean("paused")}, {}),
    "tournament-registration": ({"tournament": _TOURNAMENT, "open": _boolean("open")}, {}),
    "tournament-result": ({"tournament": _TOURNAMENT, "round": _integer("round", 1, 999),
                           "board": _integer("board", 1, 1000),
                           "result": _choice("result", *RESULTS), "reason": _REASON}, {}),
    "tournament-remove": ({"tournament": _TOURNAMENT, "player": _NAME, "reason": _REASON},
                          {}),
}
#: Request types that carry game terms (checked together as ``GameTerms``).
WITH_TERMS = frozenset({"seek", "challenge"})


@dataclass(frozen=True, slots=True)
class Request:
    """One checked request: its type, the id to answer (None: no answer asked), its
    fields, and for a seek or challenge its ``terms``."""

    kind: str
    id: int | None
    body: dict[str, Any]
    terms: GameTerms | None = None


class _DuplicateKey(ValueError):
    """A JSON object holds one key twice."""


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """The object of ``pairs``; _DuplicateKey when a key comes twice."""
    value = dict(pairs)
    if len(value) != len(pairs):
        raise _DuplicateKey
    return value


def _decode(frame: str | bytes) -> dict[str, Any]:
    if not isinstance(frame, str):
        raise ProtocolError(ErrorCode.BAD_FRAME, "frames are JSON text, not binary")
    if len(frame) > MAX_FRAME_BYTES:
        raise ProtocolError(ErrorCode.BAD_FRAME, f"a frame holds at most {MAX_FRAME_BYTES} bytes")
    try:
        value = json.loads(frame, object_pairs_hook=_unique_keys)
    except _DuplicateKey:
        raise ProtocolError(ErrorCode.BAD_FRAME, "a key appears twice in one object") from None
    except (ValueError, RecursionError):
        raise ProtocolError(ErrorCode.BAD_FRAME, "not JSON") from None
    if not isinstance(value, dict):
        raise ProtocolError(ErrorCode.BAD_FRAME, "a frame is a JSON object")
    if "\\u" in frame:  # only an escape can make a lone surrogate, which is not Unicode
        try:
            json.dumps(value, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError:
            raise ProtocolError(ErrorCode.BAD_FRAME, "text with a lone surrogate (\\ud800 "
                                "to \\udfff) is not Unicode") from None
    return value


def request_id(value: dict[str, Any]) -> int | None:
    """The frame's ``id`` when it is a fitting integer, else None (so even a refused
    frame's error can name the request when it can)."""
    given = value.get("id")
    if isinstance(given, int) and not isinstance(given, bool) and 0 <= given < 2**53:
        return given
    return None


def frame_id(frame: str | bytes) -> int | None:
    """The ``id`` of a frame that is otherwise not read (a frame over the rate), or None."""
    try:
        return request_id(_decode(frame))
    except ProtocolError:
        return None


def parse_request(frame: str | bytes) -> Request:
    """The request in ``frame``; ProtocolError (with the request's id where it could be
    read, as ``error.request_id``) for anything a client may not send."""
    value = _decode(frame)
    rid = request_id(value)
    try:
        return _checked(value, rid)
    except ProtocolError as error:
        error.request_id = rid
        raise


def _checked(value: dict[str, Any], rid: int | None) -> Request:
    if "id" in value and rid is None:
        raise _bad("id: a whole number from 0 to 2^53")
    kind = value.get("t")
    if not isinstance(kind, str):
        raise ProtocolError(ErrorCode.BAD_FRAME, 'a frame names its type in "t", a text '
                            'such as "hello" or "move"')
    if kind not in SCHEMA:
        raise ProtocolError(ErrorCode.UNKNOWN_TYPE, f"unknown request type {str(kind)[:30]!r}")
    required, optional = SCHEMA[kind]
    extra = set(value) - {"t", "id"} - set(required) - set(optional)
    if extra:
        raise _bad(f"{kind} has no field {sorted(extra)[0][:30]!r}")
    body: dict[str, Any] = {}
    for field, check in required.items():
        if field not in value:
            raise _bad(f"{kind} needs the field {field!r}")
        body[field] = check(value[field])
    for field, check in optional.items():
        if field in value:
            body[field] = check(value[field])
    terms = GameTerms.from_json(body) if kind in WITH_TERMS else None
    return Request(kind, rid, body, terms)
