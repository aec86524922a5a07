"""The protocol's machine-readable form: ``schema.json`` beside this module, a JSON Schema
(draft 2020-12) of every frame in both directions (``$defs/client_TYPE``,
``$defs/server_TYPE``), shipped in the package and served by the server at
``GET /protocol.json``. ``docs/protocol.md`` is the prose; the tests check that every frame
the server sends in them fits this schema and that its requests are those of
``requests.SCHEMA``."""

from __future__ import annotations

import functools
import json
from importlib import resources
from typing import Any


@functools.cache
def schema_text() -> str:
    """The schema as the file holds it (read once: it is a few tens of kilobytes)."""
    return resources.files(__package__).joinpath("schema.json").read_text(encoding="utf-8")


def schema() -> dict[str, Any]:
    """The schema as a new dict (the caller may change it)."""
    value: dict[str, Any] = json.loads(schema_text())
    return value
