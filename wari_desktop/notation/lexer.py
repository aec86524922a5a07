"""Tokens of an OGN file: tag pairs, then movetext.

Movetext holds move numbers (``12.``, ``12...`` or a bare ``12`` as in plain move lists),
moves (a house letter with an optional capture mark ``+n``), ``{comments}``,
``(variations)`` (nested, skipped by readers), and a result (``25-23`` or ``*``).
Every token keeps its offset so errors can say where they are.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from .errors import NotationError


@dataclass(frozen=True, slots=True)
class Token:
    """A piece of the text: its kind, its text (a comment's or tag's inner text) and offset."""

    kind: str  # "tag", "number", "move", "comment", "result", "next-game"
    text: str
    offset: int
    value: str = ""  # a tag's value


_MOVETEXT = re.compile(
    r"(?P<space>\s+)"
    r"|(?P<result>\d{1,3}-\d{1,3}(?![\d-])|\*)"
    r"|(?P<number>\d{1,6}(?:\.+|(?![\d+])))"
    r"|(?P<move>[A-Fa-f](?:\+\d{1,3}(?!\d))?)"
)
_TAG = re.compile(r'\[[ \t]*([A-Za-z0-9_]{1,64})[ \t]+"')
_BLANK = re.compile(r"\s*")


def position_of(text: str, offset: int) -> tuple[int, int]:
    """1-based line and column of ``offset`` in ``text``."""
    line = text.count("\n", 0, offset) + 1
    column = offset - (text.rfind("\n", 0, offset) + 1) + 1
    return line, column


def error(text: str, offset: int, message: str) -> NotationError:
    """A NotationError pointing at ``offset``."""
    line, column = position_of(text, offset)
    return NotationError(message, line, column)


def tokens(text: str) -> Iterator[Token]:
    """The tokens of ``text``; NotationError at the first thing that is not OGN."""
    end = len(text)
    offset = _BLANK.match(text).end()  # type: ignore[union-attr]
    while offset < end and text[offset] == "[":
        tag, offset = _read_tag(text, offset)
        yield tag
        offset = _BLANK.match(text, offset).end()  # type: ignore[union-attr]
    moves_seen = False
    while offset < end:
        char = text[offset]
        if char == "{":
            close = text.find("}", offset + 1)
            if close < 0:
                raise error(text, offset, "this comment is never closed (no '}')")
            yield Token("comment", text[offset + 1:close], offset)
            offset = close + 1
            continue
        if char == "(":
            offset = _skip_variation(text, offset)
            continue
        if char == ")":
            raise error(text, offset, "')' closes a variation that was never opened")
        if char == "[" and moves_seen:
            yield Token("next-game", "", offset)
            return
        match = _MOVETEXT.match(text, offset)
        if match is None:
            shown = repr(char) if char.isprintable() else f"character U+{ord(char):04X}"
            raise error(text, offset, f"unexpected {shown} in the moves")
        kind = match.lastgroup or ""
        if kind != "space":
            yield Token(kind, match.group(), offset)
            moves_seen = moves_seen or kind == "move"
            if kind == "result":
                _expect_end(text, match.end())
                return
        offset = match.end()


def _read_tag(text: str, offset: int) -> tuple[Token, int]:
    """One ``[Name "value"]`` tag starting at ``offset``."""
    match = _TAG.match(text, offset)
    if match is None:
        raise error(text, offset, 'a tag must read [Name "value"]')
    chars: list[str] = []
    i = match.end()
    end = len(text)
    while i < end:
        char = text[i]
        if char == "\\" and i + 1 < end and text[i + 1] in '"\\':
            chars.append(text[i + 1])
            i += 2
            continue
        if char == '"':
            break
        if char in "\r\n":
            raise error(text, offset, f"the value of tag {match.group(1)} is not closed "
                                      "on its line")
        chars.append(char)
        i += 1
    else:
        raise error(text, offset, f"the value of tag {match.group(1)} is never closed")
    close = re.compile(r"[ \t]*\]").match(text, i + 1)
    if close is None:
        raise error(text, i + 1, f"tag {match.group(1)} is not closed with ']'")
    return Token("tag", match.group(1), offset, "".join(chars)), close.end()


def _skip_variation(text: str, offset: int) -> int:
    """The offset just past the variation opened at ``offset`` (nested ones included)."""
    depth = 0
    i = offset
    end = len(text)
    while i < end:
        char = text[i]
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if not depth:
                return i + 1
        elif char == "{":
            close = text.find("}", i + 1)
            if close < 0:
                raise error(text, i, "this comment is never closed (no '}')")
            i = close
        i += 1
    raise error(text, offset, "this variation is never closed (no ')')")


def _expect_end(text: str, offset: int) -> None:
    """After the result only blank space, or the tags of another game, may follow."""
    rest = _BLANK.match(text, offset).end()  # type: ignore[union-attr]
    if rest < len(text) and text[rest] != "[":
        raise error(text, rest, "text after the result")
