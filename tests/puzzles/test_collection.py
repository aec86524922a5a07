"""Reading and writing puzzle files: a damaged file gives a clear error naming it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from wari_desktop.puzzles.collection import (
    PuzzleFileError,
    default_path,
    dumps_puzzles,
    load_puzzles,
    parse_puzzles,
    save_puzzles,
)
from wari_desktop.puzzles.puzzle import Puzzle


def file_text(puzzles: list[Puzzle]) -> str:
    return dumps_puzzles(puzzles, {"note": "test"})


def edited(puzzles: list[Puzzle], change: dict[str, object], number: int = 0) -> str:
    """The file's text with puzzle ``number``'s fields changed."""
    data = json.loads(file_text(puzzles))
    data["puzzles"][number].update(change)
    return json.dumps(data)


def test_the_shipped_file_is_where_the_program_looks() -> None:
    assert default_path().is_file()
    assert default_path().parts[-3:] == ("resources", "puzzles", "puzzles.json")


def test_writing_and_reading_gives_the_same_puzzles(shipped: list[Puzzle],
                                                    tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    save_puzzles(shipped[:30], path, {"games": 1})
    assert load_puzzles(path) == shipped[:30]
    assert json.loads(path.read_text())["about"] == {"games": 1}


def test_a_truncated_file_names_the_file_and_the_place(shipped: list[Puzzle],
                                                       tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    text = file_text(shipped[:5])
    path.write_text(text[: len(text) // 2])
    with pytest.raises(PuzzleFileError, match=r"broken\.json: damaged JSON at line \d+"):
        load_puzzles(path)


@pytest.mark.parametrize(("change", "message"), [
    ({"move": "Z"}, "the answer 'Z' is not a legal move"),
    ({"fen": "4-4-4-4"}, "FEN position has 12 house counts"),
    ({"theme": "magic"}, "unknown theme or grade"),
    ({"grade": 3}, "'grade' is missing or not text"),
    ({"proof": {"method": "guess"}}, "unknown proof method 'guess'"),
    ({"proof": {"method": "search", "depth": 0, "score": 1, "margin": 1}}, "depth of 1"),
    ({"rules": {"grand_slam": "captures-all"}}, "grand_slam 'captures-all' is not one of"),
    ({"line": ["Q"]}, "the winning line does not start with the answer"),
    ({"find_depth": "deep"}, "'find_depth' is missing or not a whole number"),
])
def test_a_damaged_puzzle_is_named_with_what_is_wrong(
        shipped: list[Puzzle], change: dict[str, object], message: str) -> None:
    with pytest.raises(PuzzleFileError, match=r"^puzzle 2: .*" + message.replace("(", r"\(")):
        parse_puzzles(edited(shipped[:3], change, number=1))


def test_an_illegal_refutation_is_refused(shipped: list[Puzzle]) -> None:
    puzzle = next(p for p in shipped if p.replies)
    wrong = next(iter(puzzle.replies))
    text = edited([puzzle], {"replies": {wrong: {"line": [puzzle.move], "value": -3}}})
    with pytest.raises(PuzzleFileError, match=f"the refutation of {wrong}"):
        parse_puzzles(text)
    text = edited([puzzle], {"replies": {puzzle.move: {"line": [], "value": -3}}})
    with pytest.raises(PuzzleFileError, match="not a wrong legal move"):
        parse_puzzles(text)


def test_other_files_are_refused_clearly(shipped: list[Puzzle], tmp_path: Path) -> None:
    with pytest.raises(PuzzleFileError, match="not a Wari puzzle file"):
        parse_puzzles('{"format": "something-else", "puzzles": []}')
    with pytest.raises(PuzzleFileError, match="version 2; this program reads version 1"):
        parse_puzzles('{"format": "wari-puzzles", "version": 2}')
    with pytest.raises(PuzzleFileError, match="holds no puzzles"):
        parse_puzzles('{"format": "wari-puzzles", "version": 1, "puzzles": []}')
    twice = json.loads(file_text(shipped[:1]))
    twice["puzzles"].append(twice["puzzles"][0])
    with pytest.raises(PuzzleFileError, match=r"puzzle 2: the key \w+ appears twice"):
        parse_puzzles(json.dumps(twice))
    missing = tmp_path / "nowhere.json"
    with pytest.raises(PuzzleFileError, match=r"nowhere\.json: cannot be read"):
        load_puzzles(missing)
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(PuzzleFileError, match=r"binary\.json: not a text file"):
        load_puzzles(binary)
