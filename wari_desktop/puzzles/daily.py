"""The puzzle of the day: the same puzzle all day for everyone with the same puzzle file.

The day's date (ISO form) is hashed with SHA-256; the hash, modulo the number of puzzles,
picks one from the puzzles sorted by key, so neither the file's order nor the machine
changes the choice.
"""

from __future__ import annotations

import datetime
import hashlib
from collections.abc import Sequence

from .puzzle import Puzzle


def puzzle_of_the_day(puzzles: Sequence[Puzzle], day: datetime.date | None = None) -> Puzzle:
    """The puzzle for ``day`` (today, local time, by default). ValueError when there are
    no puzzles."""
    if not puzzles:
        raise ValueError("there are no puzzles to choose from")
    day = day or datetime.date.today()
    digest = hashlib.sha256(f"wari-puzzle-{day.isoformat()}".encode()).digest()
    ordered = sorted(puzzles, key=lambda p: p.key)
    return ordered[int.from_bytes(digest[:8], "big") % len(ordered)]
