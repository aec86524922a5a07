"""The shipped puzzle file: reading it, with a clear error for a damaged one, and writing
it (``mine``).

The file is JSON: ``{"format": "wari-puzzles", "version": 1, "about": {...},
"puzzles": [...]}``, each puzzle an object with ``key fen move theme grade rules proof
line replies source``. Reading checks every field and that every move named is legal
where it is played; the first problem found is reported with the puzzle's number.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

from ..atomic import write_atomically
from ..notation.fen import parse_fen
from ..resources import resource
from ..rules import Game, IllegalMoveError
from .puzzle import (
    Grade,
    Proof,
    Puzzle,
    Reply,
    SearchProof,
    TableProof,
    Theme,
    rules_from_dict,
    rules_to_dict,
)

FORMAT = "wari-puzzles"
VERSION = 1
#: The largest file read (a shipped file is far smaller).
MAX_BYTES = 16 * 1024 * 1024


class PuzzleFileError(ValueError):
    """A puzzle file that cannot be read, is not one, or is damaged."""


def default_path() -> Path:
    """The shipped file: ``resources/puzzles/puzzles.json``."""
    return resource("puzzles", "puzzles.json")


def load_puzzles(path: str | os.PathLike[str] | None = None) -> list[Puzzle]:
    """The puzzles of ``path`` (the shipped file by default). PuzzleFileError naming the
    file and what is wrong when it is missing, unreadable or damaged."""
    target = Path(path) if path is not None else default_path()
    try:
        if target.stat().st_size > MAX_BYTES:
            raise PuzzleFileError(f"{target}: too large for a puzzle file")
        raw = target.read_bytes()
    except OSError as error:
        raise PuzzleFileError(f"{target}: cannot be read ({error.strerror or error})") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise PuzzleFileError(f"{target}: not a text file") from None
    try:
        return parse_puzzles(text)
    except PuzzleFileError as error:
        raise PuzzleFileError(f"{target}: {error}") from None


def parse_puzzles(text: str) -> list[Puzzle]:
    """The puzzles of a file's text; PuzzleFileError saying what is wrong."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise PuzzleFileError(f"damaged JSON at line {error.lineno}, column {error.colno}: "
                              f"{error.msg}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise PuzzleFileError("not a Wari puzzle file")
    if data.get("version") != VERSION:
        raise PuzzleFileError(f"puzzle file version {data.get('version')!r}; this program "
                              f"reads version {VERSION}")
    items = data.get("puzzles")
    if not isinstance(items, list) or not items:
        raise PuzzleFileError("the file holds no puzzles")
    puzzles: list[Puzzle] = []
    keys: set[str] = set()
    for number, item in enumerate(items, start=1):
        try:
            puzzle = puzzle_from_dict(item)
        except (ValueError, TypeError) as error:
            raise PuzzleFileError(f"puzzle {number}: {error}") from None
        if puzzle.key in keys:
            raise PuzzleFileError(f"puzzle {number}: the key {puzzle.key} appears twice")
        keys.add(puzzle.key)
        puzzles.append(puzzle)
    return puzzles


def _text(data: Mapping[str, object], name: str) -> str:
    value = data.get(name)
    if not isinstance(value, str):
        raise ValueError(f"{name!r} is missing or not text")
    return value


def _int(data: Mapping[str, object], name: str) -> int:
    value = data.get(name)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{name!r} is missing or not a whole number")
    return value


def _number(data: Mapping[str, object], name: str) -> float:
    value = data.get(name)
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError(f"{name!r} is missing or not a number")
    return float(value)


def _moves(value: object, name: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(m, str) for m in value):
        raise ValueError(f"{name!r} must be a list of house letters")
    return tuple(value)


def _check_line(game: Game, moves: Sequence[str], what: str) -> None:
    """Play ``moves`` on ``game`` (then take them back); ValueError for an illegal one."""
    played = 0
    try:
        for move in moves:
            game.play(move)
            played += 1
    except IllegalMoveError as error:
        raise ValueError(f"{what}: {error}") from None
    finally:
        for _ in range(played):
            game.undo()


def proof_from_dict(data: object) -> Proof:
    """A proof from its file form."""
    if not isinstance(data, dict):
        raise ValueError("'proof' must be an object")
    method = data.get("method")
    if method == "table":
        seeds = _int(data, "seeds")
        value = _int(data, "value")
        if not 0 <= value <= seeds <= 48:
            raise ValueError("a table proof's value lies between 0 and its seeds")
        return TableProof(seeds, value)
    if method == "search":
        depth = _int(data, "depth")
        margin = _number(data, "margin")
        if depth < 1 or margin <= 0:
            raise ValueError("a search proof has a depth of 1 or more and a positive margin")
        return SearchProof(depth, _number(data, "score"), margin)
    raise ValueError(f"unknown proof method {method!r} (table or search)")


def proof_to_dict(proof: Proof) -> dict[str, object]:
    """The file form of a proof."""
    if isinstance(proof, TableProof):
        return {"method": "table", "seeds": proof.seeds, "value": proof.value}
    return {"method": "search", "depth": proof.depth, "score": proof.score,
            "margin": proof.margin}


def puzzle_from_dict(data: object) -> Puzzle:
    """A puzzle from its file form, every field and move checked; ValueError otherwise."""
    if not isinstance(data, dict):
        raise ValueError("a puzzle must be an object")
    key = _text(data, "key")
    fen = _text(data, "fen")
    position = parse_fen(fen)
    rules = rules_from_dict(data.get("rules", {}))
    theme_name = _text(data, "theme")
    grade_name = _text(data, "grade")
    try:
        theme, grade = Theme(theme_name), Grade(grade_name)
    except ValueError as error:
        raise ValueError(f"unknown theme or grade: {error}") from None
    move = _text(data, "move")
    game = Game(position, rules)
    if game.is_over():
        raise ValueError("the game is already over in this position")
    if move not in game.legal_moves():
        raise ValueError(f"the answer {move!r} is not a legal move here")
    line = _moves(data.get("line", []), "line")
    if line and line[0] != move:
        raise ValueError("the winning line does not start with the answer")
    _check_line(game, line, "the winning line")
    raw_replies = data.get("replies", {})
    if not isinstance(raw_replies, dict):
        raise ValueError("'replies' must be an object")
    replies: dict[str, Reply] = {}
    for wrong, reply in raw_replies.items():
        if wrong == move or wrong not in game.legal_moves():
            raise ValueError(f"a refutation is given for {wrong!r}, not a wrong legal move")
        if not isinstance(reply, dict):
            raise ValueError(f"the refutation of {wrong} must be an object")
        reply_line = _moves(reply.get("line", []), f"the refutation of {wrong}")
        _check_line(game, (wrong, *reply_line), f"the refutation of {wrong}")
        replies[wrong] = Reply(reply_line, _number(reply, "value"))
    return Puzzle(key, fen, move, theme, grade, proof_from_dict(data.get("proof")), rules,
                  line, replies, _int(data, "find_depth"), str(data.get("source", "")))


def puzzle_to_dict(puzzle: Puzzle) -> dict[str, object]:
    """The file form of a puzzle."""
    return {
        "key": puzzle.key, "fen": puzzle.fen, "move": puzzle.move,
        "theme": puzzle.theme.value, "grade": puzzle.grade.value,
        "rules": rules_to_dict(puzzle.rules), "proof": proof_to_dict(puzzle.proof),
        "line": list(puzzle.line),
        "replies": {m: {"line": list(r.line), "value": r.value}
                    for m, r in sorted(puzzle.replies.items())},
        "find_depth": puzzle.find_depth, "source": puzzle.source,
    }


def dumps_puzzles(puzzles: Iterable[Puzzle], about: Mapping[str, object] | None = None) -> str:
    """The text of a puzzle file (one puzzle a line, for readable diffs)."""
    head = json.dumps({"format": FORMAT, "version": VERSION, "about": dict(about or {})},
                      ensure_ascii=False)
    body = ",\n".join("  " + json.dumps(puzzle_to_dict(p), ensure_ascii=False)
                      for p in puzzles)
    return head[:-1] + ',\n "puzzles": [\n' + body + "\n ]\n}\n"


def save_puzzles(puzzles: Iterable[Puzzle], path: str | os.PathLike[str],
                 about: Mapping[str, object] | None = None) -> None:
    """Write a puzzle file atomically."""
    write_atomically(path, dumps_puzzles(puzzles, about).encode("utf-8"))


__all__ = ["FORMAT", "VERSION", "PuzzleFileError", "default_path", "dumps_puzzles",
           "load_puzzles", "parse_puzzles", "puzzle_from_dict", "puzzle_to_dict",
           "save_puzzles"]
