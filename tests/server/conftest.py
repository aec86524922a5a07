"""Every frame the server sends in any test of tests/server is checked against the
protocol's schema (``wari_desktop/protocol/schema.json``, ``$defs/server_frame``) and read
with the typed messages (``protocol.messages.parse_message``, which must know its type and
give back the same frame with ``to_json``): a frame that does not fit fails the test that
made the server send it."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from wari_desktop.protocol.messages import MessageError, OtherMessage, ServerMessage, parse_message
from wari_desktop.protocol.schema import schema
from wari_desktop.server.session import Session, encode


def server_frame_validator() -> Draft202012Validator:
    """A validator of the frames the server sends."""
    whole = schema()
    whole.pop("oneOf")
    whole["$ref"] = "#/$defs/server_frame"
    Draft202012Validator.check_schema(whole)
    return Draft202012Validator(whole)


VALIDATOR = server_frame_validator()
#: What did not fit, in the running test: (the frame, why).
_UNFIT: list[tuple[str, str]] = []
_SENT: list[int] = [0]


def _checked_send(original: Any) -> Any:
    def send(self: Session, frame: ServerMessage | str) -> None:
        value = json.loads(frame if isinstance(frame, str) else encode(frame))
        _SENT[0] += 1
        errors = sorted(VALIDATOR.iter_errors(value), key=lambda e: len(list(e.path)))
        if errors:
            best = min(errors, key=lambda e: -len(list(e.absolute_path)))
            _UNFIT.append((json.dumps(value)[:600], f"{list(best.absolute_path)}: "
                           f"{best.message[:300]}"))
        _UNFIT.extend((json.dumps(value)[:600], why) for why in _unreadable(value))
        original(self, frame)
    return send


def _unreadable(value: Any) -> list[str]:
    """Why the typed messages do not read ``value`` back as it is (none: they do)."""
    try:
        message = parse_message(value)
    except MessageError as error:
        return [f"parse_message: {error}"]
    if isinstance(message, OtherMessage):
        return [f"parse_message: no type for {message.kind!r}"]
    if message.to_json() != value:
        return [f"to_json() gives another frame: {json.dumps(message.to_json())[:600]}"]
    return []


@pytest.fixture(autouse=True)
def every_frame_fits_the_schema(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """Check each frame the server sends during the test; fail the test for any that
    does not fit the schema."""
    _UNFIT.clear()
    _SENT[0] = 0
    monkeypatch.setattr(Session, "send", _checked_send(Session.send))
    yield _SENT
    unfit = list(_UNFIT)
    _UNFIT.clear()
    if unfit:
        pytest.fail("frames the server sent that do not fit protocol/schema.json:\n" +
                    "\n".join(f"{why}\n    {frame}" for frame, why in unfit[:5]),
                    pytrace=False)


# The stores of the store-facing tests: SQLite, and a real PostgreSQL (tests/server/postgres.py).
from .postgres import postgres_cluster, postgres_url, store_at  # noqa: E402, F401
