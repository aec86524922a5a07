"""Puzzles: positions where exactly one move wins, found in self-play and proven. No Qt.

    from wari_desktop.puzzles import load_puzzles, puzzle_of_the_day, load_progress
    puzzles = load_puzzles()              # the shipped file; PuzzleFileError if damaged
    today = puzzle_of_the_day(puzzles)    # the same puzzle all day
    today.game(), today.move, today.proof # the position, the only winning move, its proof
    progress = load_progress()            # solved, streaks; saved at every answer
    progress.record(today.key, right=True)

``proof`` checks a puzzle's proof (the endgame table, or a deterministic search) and
``mine`` (``python -m wari_desktop.puzzles.mine``) makes the file from self-play games.
"""

from .collection import PuzzleFileError, load_puzzles
from .daily import puzzle_of_the_day
from .progress import Progress, load_progress
from .puzzle import GRADES, Grade, Puzzle, Reply, SearchProof, TableProof, Theme

__all__ = [
    "GRADES",
    "Grade",
    "Progress",
    "Puzzle",
    "PuzzleFileError",
    "Reply",
    "SearchProof",
    "TableProof",
    "Theme",
    "load_progress",
    "load_puzzles",
    "puzzle_of_the_day",
]
