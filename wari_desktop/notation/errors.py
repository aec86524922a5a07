"""The notation's error: a ValueError that says where a record is wrong."""

from __future__ import annotations


class NotationError(ValueError):
    """A record that cannot be read. ``line`` and ``column`` are 1-based; ``message`` says
    what is wrong (naming the move number for an illegal move or a wrong capture mark)."""

    def __init__(self, message: str, line: int = 1, column: int = 1) -> None:
        super().__init__(f"line {line}, column {column}: {message}")
        self.message = message
        self.line = line
        self.column = column


class EmptyRecordError(NotationError):
    """A file with nothing in it (or only blank space): no game at all."""

    def __init__(self) -> None:
        super().__init__("the file is empty: it holds no game")
