"""The opening book: the shipped file loads and holds legal moves; a damaged file is
refused with a clear error and the search plays as without a book."""

from __future__ import annotations

from pathlib import Path

import pytest

from wari_desktop.ai import analyse, choose_move, think
from wari_desktop.ai.book import BOOK_FILE, Book, BookError, book_problem, default_book, digest
from wari_desktop.notation import to_fen
from wari_desktop.resources import resource
from wari_desktop.rules import Game, GrandSlam, Rules

START = "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S"


def book_text(*entries: str) -> str:
    lines = ["# a test book", *entries]
    return "\n".join([*lines, f"sha256 {digest(lines)}"]) + "\n"


def use_resources(monkeypatch: pytest.MonkeyPatch, folder: Path, text: str | bytes) -> Path:
    """Resources from ``folder``, whose book holds ``text``."""
    path = folder.joinpath(*BOOK_FILE)
    path.parent.mkdir(parents=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    monkeypatch.setenv("WARI_RESOURCES", str(folder))
    return path


def test_the_shipped_book_loads_and_answers_the_first_plies() -> None:
    book = Book.load(resource(*BOOK_FILE))  # checks the digest and every move's legality
    assert len(book) >= 43
    start = Game()
    first = book.lookup(start)
    assert first is not None and first.move in start.legal_moves() and first.depth >= 18
    for reply in start.legal_moves():  # every opening move of South is answered
        game = Game()
        game.play(reply)
        entry = book.lookup(game)
        assert entry is not None and entry.move in game.legal_moves()


def test_a_book_answers_only_its_positions_and_default_rules() -> None:
    book = Book.parse(book_text(f"{START} C -40 20"))
    assert book.lookup(Game()) is not None
    assert book.lookup(Game()).move == "C"  # type: ignore[union-attr]
    assert book.lookup(Game(rules=Rules(grand_slam=GrandSlam.FORBIDDEN))) is None
    game = Game()
    game.play("C")
    assert book.lookup(game) is None


@pytest.mark.parametrize(("text", "problem"), [
    (f"{START} F -30 20\n", "last line is not its sha256"),
    (book_text(f"{START} F -30 20").replace("-30", "-31", 1), "digest does not match"),
    (book_text(f"{START} f -30 20"), "line 2"),  # North's house: not South's move
    (book_text(f"{START} F -30"), "expected 'FEN MOVE SCORE DEPTH'"),
    (book_text("4-4-4-S F -30 20"), "line 2"),
    (book_text(f"{START} F -30 0"), "depth must be at least 1"),
    (book_text(), "holds no position"),
    ("", "last line is not its sha256"),
])
def test_damaged_books_are_refused_with_a_clear_error(text: str, problem: str) -> None:
    with pytest.raises(BookError, match=problem):
        Book.parse(text)


def test_an_unreadable_or_binary_book_is_refused(tmp_path: Path) -> None:
    with pytest.raises(BookError, match="cannot be read"):
        Book.load(tmp_path / "missing.txt")
    binary = tmp_path / "binary.txt"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(BookError, match="not UTF-8"):
        Book.load(binary)


def test_master_plays_the_book_move_at_once(monkeypatch: pytest.MonkeyPatch,
                                            tmp_path: Path) -> None:
    use_resources(monkeypatch, tmp_path, book_text(f"{START} C -40 25"))
    assert default_book() is not None and book_problem() is None
    analyses = list(analyse(Game(), seconds=5.0, all_moves=False, own_book=True))
    assert [(a.best, a.depth, a.score, a.nodes) for a in analyses] == [("C", 25, -0.4, 0)]
    assert choose_move(Game(), "master", seconds=5.0) == "C"
    heard: list[object] = []
    think(Game(), "master", seconds=0.05, report=heard.append, own_book=False)
    assert heard and all(a.nodes > 0 for a in heard)  # searched, not booked
    # Without the book, and at a fixed depth, the search itself answers.
    searched = list(analyse(Game(), depth=3, all_moves=False, own_book=True))
    assert [a.depth for a in searched] == [1, 2, 3] and searched[-1].nodes > 0
    unbooked = list(analyse(Game(), seconds=0.05, all_moves=False, own_book=False))
    assert unbooked and unbooked[-1].nodes > 0


def test_a_damaged_book_is_reported_and_the_search_plays(monkeypatch: pytest.MonkeyPatch,
                                                         tmp_path: Path) -> None:
    use_resources(monkeypatch, tmp_path, book_text(f"{START} C -40 25")[:-20] + "0" * 19 + "\n")
    assert default_book() is None
    problem = book_problem()
    assert problem is not None and "damaged" in problem and "sha256" in problem
    analyses = list(analyse(Game(), seconds=0.05, all_moves=False, own_book=True))
    assert analyses and analyses[-1].nodes > 0  # searched, not booked
    assert choose_move(Game(), "master", seconds=0.05) in Game().legal_moves()


def test_levels_below_master_never_use_the_book(monkeypatch: pytest.MonkeyPatch,
                                                tmp_path: Path) -> None:
    # A book whose move is a poor one: the club level must not take it from the book.
    use_resources(monkeypatch, tmp_path, book_text(f"{START} A -40 25"))
    game = Game()
    analyses: list[object] = []
    think(game, "expert", report=analyses.append)
    assert analyses and all(a.nodes > 0 for a in analyses)
    assert to_fen(game.position) == START  # thinking changed nothing
