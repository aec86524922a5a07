"""Reading one JSON object of a server's frame by the type of each field: ``Fields`` wraps
the object and ``MessageError`` says which field is missing or of the wrong type.

The rules (docs/protocol.md, "Forward compatibility"): fields a reader does not ask for
are ignored, so a newer server's additions pass; a field asked for that is missing or of
another type is a ``MessageError`` naming the frame and the field. Booleans are not
numbers here (JSON's ``true`` is not ``1``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from ..terms import Side

T = TypeVar("T")
#: A frame (or a part of one) as JSON gives it, and as ``to_json`` writes it.
JsonObject = dict[str, Any]


class MessageError(ValueError):
    """A frame from the server that is not of its type's shape: ``where`` is the path of
    the field at fault (``"game.south.name"``)."""

    def __init__(self, where: str, what: str) -> None:
        super().__init__(f"{where}: {what}")
        self.where = where


class Fields:
    """One JSON object of a frame, read field by field (``where``: its path, for errors)."""

    __slots__ = ("value", "where")

    def __init__(self, value: object, where: str) -> None:
        if not isinstance(value, dict):
            raise MessageError(where, "an object")
        self.value: dict[str, Any] = value
        self.where = where

    def _path(self, key: str) -> str:
        return f"{self.where}.{key}" if self.where else key

    def has(self, key: str) -> bool:
        """True when the object holds ``key`` (even as null)."""
        return key in self.value

    def _get(self, key: str) -> Any:
        if key not in self.value:
            raise MessageError(self._path(key), "missing")
        return self.value[key]

    def _typed(self, key: str, kind: type[T], what: str, nullable: bool = False) -> T | None:
        value = self._get(key)
        if value is None and nullable:
            return None
        if (isinstance(value, bool) and kind is not bool) or not isinstance(value, kind):
            raise MessageError(self._path(key), what + (" or null" if nullable else ""))
        return value

    def text(self, key: str) -> str:
        value = self._typed(key, str, "a text")
        assert value is not None
        return value

    def text_or_none(self, key: str) -> str | None:
        return self._typed(key, str, "a text", nullable=True)

    def integer(self, key: str) -> int:
        value = self._typed(key, int, "a whole number")
        assert value is not None
        return value

    def integer_or_none(self, key: str) -> int | None:
        return self._typed(key, int, "a whole number", nullable=True)

    def number(self, key: str) -> float:
        value = self._get(key)
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise MessageError(self._path(key), "a number")
        return float(value)

    def number_or_none(self, key: str) -> float | None:
        return None if self._get(key) is None else self.number(key)

    def boolean(self, key: str) -> bool:
        value = self._typed(key, bool, "true or false")
        assert value is not None
        return value

    def request_id(self, key: str = "id") -> int | None:
        """The ``id`` a frame repeats (None when null or, where optional, missing)."""
        return self.integer_or_none(key) if key in self.value else None

    def side(self, key: str) -> Side:
        """A side of the board: ``south`` or ``north``."""
        side = self.side_or_none(key)
        if side is None:
            raise MessageError(self._path(key), "south or north")
        return side

    def side_or_none(self, key: str) -> Side | None:
        value = self._get(key)
        if value is None:
            return None
        if value not in (Side.SOUTH.value, Side.NORTH.value):
            raise MessageError(self._path(key), "south, north or null")
        return Side(value)

    def object(self, key: str) -> Fields:
        return Fields(self._get(key), self._path(key))

    def object_or_none(self, key: str) -> Fields | None:
        return None if self._get(key) is None else self.object(key)

    def items(self, key: str, read: Callable[[Fields], T]) -> tuple[T, ...]:
        """A list of objects, each read by ``read``."""
        value = self._get(key)
        if not isinstance(value, list):
            raise MessageError(self._path(key), "a list")
        return tuple(read(Fields(item, f"{self._path(key)}[{index}]"))
                     for index, item in enumerate(value))

    def numbers(self, key: str, length: int | None = None) -> tuple[int, ...]:
        """A list of whole numbers (of ``length`` items when given)."""
        value = self._get(key)
        if not isinstance(value, list) or (length is not None and len(value) != length) \
                or any(isinstance(n, bool) or not isinstance(n, int) for n in value):
            raise MessageError(self._path(key), "a list of " + (
                f"{length} " if length is not None else "") + "whole numbers")
        return tuple(value)

    def pair(self, key: str) -> tuple[int, int]:
        """``[south, north]`` whole numbers."""
        south, north = self.numbers(key, 2)
        return south, north

    def pair_or_none(self, key: str) -> tuple[int, int] | None:
        return None if self._get(key) is None else self.pair(key)

    def texts(self, key: str) -> tuple[str, ...]:
        value = self._get(key)
        if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
            raise MessageError(self._path(key), "a list of texts")
        return tuple(value)

    def fail(self, key: str, what: str) -> MessageError:
        """The error for ``key`` holding something else than ``what``."""
        return MessageError(self._path(key), what)


def side_text(side: Side | None) -> str | None:
    """A side as frames write it (None: null)."""
    return None if side is None else side.value


def pair_json(pair: tuple[int, int] | None) -> list[int] | None:
    return None if pair is None else list(pair)
