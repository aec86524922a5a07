"""A game review written into a record as OGN comments, and read back from them. No Qt.

Every reader of OGN (Aualé's among them) accepts a comment in braces after any move, so
the review is plain text there, one comment per move, readable by a person::

    {Review at depth 8; scores in seeds for the player to move; last position +1.5.}
    1. C {Review: played +0.2; best C +0.2 (line C f A b).} f {Review: played -3.1; ...

A comment after move n reads ``Review: played S; best M S (line ...)`` and, for a move
that lost seeds, the judgement. A player's own comments are kept: the review is added
after them and replaced (never duplicated) when the game is reviewed again.
"""

from __future__ import annotations

import re

from ..rules import Game
from .review import MoveReview, Review, position_after

_SCORE = r"[+-]\d+(?:\.\d+)?"
_HEADER = re.compile(rf"Review at depth (\d+); scores in seeds for the player to move; "
                     rf"last position ({_SCORE})\.")
_MOVE = re.compile(rf"Review: played ({_SCORE}); best ([A-Fa-f]) ({_SCORE}) "
                   rf"\(line ([A-Fa-f](?: [A-Fa-f])*)\)(?:; (?:inaccuracy|mistake|blunder))?\.")


def _score(value: float) -> str:
    """A score in seeds, exactly (the search counts hundredths): ``+0.2``, ``-0.25``."""
    text = f"{value:+.2f}"
    text = text[:-1] if text.endswith("0") else text
    return "+0.0" if text == "-0.0" else text


def header_note(review: Review) -> str:
    """The comment before the first move: the depth and the last position's score."""
    return (f"Review at depth {review.depth}; scores in seeds for the player to move; "
            f"last position {_score(review.last)}.")


def move_note(move: MoveReview) -> str:
    """The comment after one move."""
    judgement = f"; {move.judgement.value}" if move.judgement is not None else ""
    return (f"Review: played {_score(move.played_score)}; best {move.best} "
            f"{_score(move.best_score)} (line {' '.join(move.line)}){judgement}.")


def _words(text: str) -> str:
    """``text`` with every run of white space (a file's line breaks) as one space."""
    return " ".join(text.split())


def strip_review(comment: str) -> str:
    """A comment without any review notes in it (the player's own words)."""
    return _words(_MOVE.sub("", _HEADER.sub("", _words(comment))))


def with_review(comments: dict[int, str], review: Review | None) -> dict[int, str]:
    """``comments`` (by ply, 0 before the first move) with the review's notes in place
    of any earlier ones; without a review, only the player's own comments."""
    merged = {ply: strip_review(text) for ply, text in comments.items()}
    if review is not None:
        notes = {0: header_note(review)}
        notes.update({move.ply: move_note(move) for move in review.moves})
        for ply, note in notes.items():
            merged[ply] = f"{merged[ply]} {note}" if merged.get(ply) else note
    return {ply: text for ply, text in merged.items() if text}


def review_from_comments(game: Game, comments: dict[int, str]) -> Review | None:
    """The review written in ``comments`` for ``game``, or None unless every move has a
    well-formed note whose moves are legal where they stand."""
    header = _HEADER.search(_words(comments.get(0, "")))
    if header is None or not game.moves:
        return None
    moves: list[MoveReview] = []
    position = position_after(game, 0)
    for ply, played in enumerate(game.moves, start=1):
        found = _MOVE.search(_words(comments.get(ply, "")))
        if found is None:
            return None
        line = tuple(found.group(4).split())
        if found.group(2) not in position.legal_moves() or line[0] != found.group(2):
            return None
        moves.append(MoveReview(ply, position.to_move, played, found.group(2),
                                float(found.group(3)), float(found.group(1)), line))
        position.play(played)
    return Review(int(header.group(1)), tuple(moves), float(header.group(2)))
