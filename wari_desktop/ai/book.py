"""The opening book: the move the program's own deep search chose in each early position.

A text file (``resources/book/openings.txt``, made by ``benchmarks/make_book.py``): lines
``FEN MOVE SCORE DEPTH`` (the position, the move letter, the search's value in hundredths
of a seed for the player to move, the depth it reached), ``#`` comments, and a last line
``sha256 HEX``, the digest of every line before it. A file that is missing a digest, whose
digest does not match, or that holds a line that is not a legal book entry is refused
whole with a ``BookError`` saying what is wrong, and the search then plays as without a
book. The book holds positions of plain Oware abapa only (default rules).
"""

from __future__ import annotations

import hashlib
import logging
import threading
from dataclasses import dataclass
from pathlib import Path

from ..notation import parse_fen, to_fen
from ..resources import resource
from ..rules import Game, IllegalMoveError

BOOK_FILE = ("book", "openings.txt")
MAX_BYTES = 1 << 20  # a book is a few kilobytes; anything this large is not one

log = logging.getLogger(__name__)


class BookError(ValueError):
    """The book file cannot be used: unreadable, damaged or not a book."""


@dataclass(frozen=True, slots=True)
class BookMove:
    """The book's move for a position, with the search's value and depth behind it."""

    move: str
    score: int
    depth: int


def digest(lines: list[str]) -> str:
    """The sha256 of the lines (each ended by a newline), as hex."""
    return hashlib.sha256("".join(f"{line}\n" for line in lines).encode()).hexdigest()


class Book:
    """Positions (as FEN) and their book moves."""

    def __init__(self, entries: dict[str, BookMove]) -> None:
        self.entries = dict(entries)

    def __len__(self) -> int:
        return len(self.entries)

    def lookup(self, game: Game) -> BookMove | None:
        """The book's move in the game's position, or None when the position is not in
        the book, the game is over or is played under other rules than the default."""
        if not game.rules.is_default or game.is_over():
            return None
        found = self.entries.get(to_fen(game.position))
        if found is None or found.move not in game.legal_moves():
            return None
        return found

    @classmethod
    def parse(cls, text: str, source: str = "the opening book") -> Book:
        """A book from its text; BookError naming the first problem."""
        lines = text.splitlines()
        if not lines or not lines[-1].startswith("sha256 "):
            raise BookError(f"{source} is damaged: its last line is not its sha256 digest")
        body = lines[:-1]
        if lines[-1].split(" ", 1)[1].strip() != digest(body):
            raise BookError(f"{source} is damaged: its sha256 digest does not match")
        entries: dict[str, BookMove] = {}
        for number, line in enumerate(body, start=1):
            if not line.strip() or line.startswith("#"):
                continue
            entries.update([_entry(line, f"{source}, line {number}")])
        if not entries:
            raise BookError(f"{source} holds no position")
        return cls(entries)

    @classmethod
    def load(cls, path: Path) -> Book:
        """The book in ``path``; BookError if it cannot be read or is damaged."""
        try:
            with path.open("rb") as file:
                raw = file.read(MAX_BYTES + 1)
        except OSError as error:
            raise BookError(f"the opening book {path} cannot be read: {error}") from None
        if len(raw) > MAX_BYTES:
            raise BookError(f"the opening book {path} is too large to be one")
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise BookError(f"the opening book {path} is damaged: not UTF-8 text") from None
        return cls.parse(text, f"the opening book {path}")


def _entry(line: str, where: str) -> tuple[str, BookMove]:
    """One ``FEN MOVE SCORE DEPTH`` line, checked: the move is legal in the position."""
    fields = line.split()
    if len(fields) != 4:
        raise BookError(f"{where}: expected 'FEN MOVE SCORE DEPTH', got {line[:60]!r}")
    fen, move, score, depth = fields
    try:
        game = Game(parse_fen(fen))
        game.play(move)
        entry = BookMove(move, int(score), int(depth))
    except (ValueError, IllegalMoveError) as error:
        raise BookError(f"{where}: {error}") from None
    if entry.depth < 1:
        raise BookError(f"{where}: the depth must be at least 1, not {entry.depth}")
    return to_fen(game.start), entry


_lock = threading.Lock()
_loaded: dict[Path, Book | BookError] = {}


def default_book(path: Path | None = None) -> Book | None:
    """The shipped book (or the one in ``path``), loaded once; None when there is none or
    it is damaged (the problem is logged once, and the search plays without a book)."""
    where = path or resource(*BOOK_FILE)
    with _lock:
        found = _loaded.get(where)
        if found is None:
            try:
                found = Book.load(where)
            except BookError as error:
                log.warning("%s; playing without an opening book", error)
                found = error
            _loaded[where] = found
    return found if isinstance(found, Book) else None


def book_problem(path: Path | None = None) -> str | None:
    """Why the book (the shipped one, or ``path``) cannot be used, or None if it can."""
    where = path or resource(*BOOK_FILE)
    default_book(where)
    found = _loaded.get(where)
    return str(found) if isinstance(found, BookError) else None
