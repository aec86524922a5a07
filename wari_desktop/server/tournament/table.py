"""A tournament's table from its rows: each board's result in players' notation, the
results the standings are computed from, and the standings with the tie-breaks of the
tournament's format.

Rules:
- Round robin: Sonneborn-Berger, then direct encounter; its idle round (a bye) scores 0.
- Swiss: Buchholz cut 1, then median Buchholz; the pairing-allocated bye scores 1 (FIDE).
- Arena: no tie-break beyond the seeds captured (its score is the arena's own, see
  ``arena``); byes do not happen.
- Then, for all: the seeds captured, then the pairing number.
- A game won by forfeit (not played) adds its point to the score alone: it is not a game
  for the tie-breaks, and a double forfeit gives nobody anything.
"""

from __future__ import annotations

from collections.abc import Sequence

from .exports import results_of
from .model import TIE_BREAKS, Board, Entry, Format, bye_points
from .standings import Standing, standings


def result_text(board: Board) -> str | None:
    """``1-0``, ``0-1``, ``1/2-1/2``, ``+-``, ``-+``, ``--``, ``bye`` or None (played)."""
    if board.bye:
        return "bye"
    if board.south_points is None:
        return None
    if board.forfeit:
        south = "+" if board.south_points == "1" else "-"
        north = "+" if board.north_points == "1" else "-"
        return south + north
    return f"{board.south_points}-{board.north_points}"


def points_of(result: str) -> tuple[str, str, bool]:
    """South's and North's points and whether a forfeit, of a result in players'
    notation (``result_text``'s, a bye aside)."""
    if result in ("+-", "-+", "--"):
        return ("1" if result[0] == "+" else "0", "1" if result[1] == "+" else "0", True)
    south, north = result.split("-")
    return south, north, False


def table(form: Format, entries: Sequence[Entry], boards: Sequence[Board]) -> list[Standing]:
    """The standings of the numbered ``entries`` after ``boards`` (the module's rules)."""
    numbers = {entry.player: entry.number for entry in entries if entry.number > 0}
    known = [b for b in boards if b.south in numbers and (b.north is None or b.north in numbers)]
    return standings(sorted(numbers.values()), results_of(known, numbers), TIE_BREAKS[form],
                     bye_points(form))
