"""The player's puzzle progress, kept in ``puzzles-progress.json`` in the data folder.

What counts: a puzzle answered right is solved (the count is how many). The current
streak is how many puzzles in a row were solved at the first try; a wrong answer ends it,
and a puzzle solved before, or solved only after a wrong answer, does not add to it. The
best streak is the longest current streak so far.

Every change is written at once, atomically (a temporary file renamed over the old one),
so a crash or ``kill -9`` leaves the previous file or the new one, never half of either.
A damaged file never stops the program: what can still be read of it is kept (the solved
puzzles' keys are picked out of it even when it is no longer JSON), the damaged file is
kept beside it as ``puzzles-progress.json.damaged``, and ``Progress.problem`` says what
happened.
"""

from __future__ import annotations

import json
import logging
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from ..atomic import write_atomically
from ..lockfile import FileLock
from ..paths import data_dir

FILE_NAME = "puzzles-progress.json"
VERSION = 1
#: Seconds a save waits for another copy of the program to finish its own.
LOCK_WAIT = 2.0
_KEY = re.compile(r"\bp[0-9a-f]{10}\b")

log = logging.getLogger(__name__)


def default_path() -> Path:
    """Where the progress is kept: ``puzzles-progress.json`` in the data folder."""
    return data_dir() / FILE_NAME


@dataclass
class Progress:
    """Solved puzzles and streaks, tied to the file they are kept in (``path``).
    ``problem`` is set, in words, when the file was damaged when it was read."""

    path: Path
    solved: set[str] = field(default_factory=set)
    streak: int = 0
    best_streak: int = 0
    problem: str | None = None

    @property
    def count(self) -> int:
        """How many puzzles are solved."""
        return len(self.solved)

    def is_solved(self, key: str) -> bool:
        """True when the puzzle ``key`` has been solved."""
        return key in self.solved

    def record(self, key: str, right: bool, first_try: bool = True) -> None:
        """Record an answer to the puzzle ``key`` and save. A right answer solves it and,
        at the first try on a puzzle not solved before, extends the streak; a wrong one
        ends the streak. An error writing the file is logged; the game goes on."""
        if right:
            if first_try and key not in self.solved:
                self.streak += 1
                self.best_streak = max(self.best_streak, self.streak)
            self.solved.add(key)
        else:
            self.streak = 0
        try:
            self.save()
        except OSError as error:
            log.warning("the puzzle progress could not be saved to %s: %s", self.path, error)

    def to_json(self) -> str:
        """The file's text."""
        return json.dumps({"version": VERSION, "solved": sorted(self.solved),
                           "streak": self.streak, "best_streak": self.best_streak},
                          indent=1) + "\n"

    def save(self) -> None:
        """Write the file atomically, creating the data folder; OSError on failure. What
        another copy of the program wrote meanwhile is kept: under the file's lock, the
        puzzles solved in the file join this progress's, and the best streak is the
        larger of the two."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        lock = FileLock(self.path.with_name(self.path.name + ".lock"))
        locked = lock.acquire(wait=LOCK_WAIT)
        try:
            solved, best = _kept_on_disk(self.path)
            self.solved |= solved
            self.best_streak = max(self.best_streak, best, self.streak)
            write_atomically(self.path, self.to_json().encode("utf-8"))
        finally:
            if locked:
                lock.release()


def _kept_on_disk(path: Path) -> tuple[set[str], int]:
    """The solved puzzles and best streak the file holds now (nothing when it is missing
    or unreadable)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        return set(), 0
    if not isinstance(data, dict):
        return set(), 0
    solved = data.get("solved")
    keys = {k for k in solved if isinstance(k, str) and _KEY.fullmatch(k)} \
        if isinstance(solved, list) else set()
    best = data.get("best_streak", 0)
    return keys, best if isinstance(best, int) and not isinstance(best, bool) else 0


def load_progress(path: str | os.PathLike[str] | None = None) -> Progress:
    """The progress kept in ``path`` (the data folder's file by default). A missing file
    is a fresh start; a damaged one is read as far as it can be (see the module)."""
    target = Path(path) if path is not None else default_path()
    progress = Progress(target)
    try:
        raw = target.read_bytes()
    except FileNotFoundError:
        return progress
    except OSError as error:
        progress.problem = f"{target} could not be read ({error.strerror or error})"
        return progress
    text = raw.decode("utf-8", errors="replace")
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        data = None
    problems: list[str] = []
    if not isinstance(data, dict):
        progress.solved = set(_KEY.findall(text))
        problems.append("it is not a progress file any more")
    else:
        solved = data.get("solved")
        if isinstance(solved, list):
            progress.solved = {k for k in solved if isinstance(k, str) and _KEY.fullmatch(k)}
            if len(progress.solved) != len(solved):
                problems.append("some solved puzzles were unreadable")
        else:
            progress.solved = set(_KEY.findall(text))
            problems.append("the list of solved puzzles was unreadable")
        for name in ("streak", "best_streak"):
            value = data.get(name, 0)
            if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
                setattr(progress, name, value)
            else:
                problems.append(f"the {name.replace('_', ' ')} was unreadable")
        progress.best_streak = max(progress.best_streak, progress.streak)
    if problems:
        progress.problem = (f"{target} was damaged ({'; '.join(problems)}): "
                            f"{progress.count} solved puzzles were kept")
        log.warning("%s", progress.problem)
        _keep_damaged(target, raw)
        try:
            progress.save()
        except OSError as error:
            log.warning("the repaired progress could not be saved: %s", error)
    return progress


def _keep_damaged(target: Path, raw: bytes) -> None:
    """Keep the damaged file's bytes beside it, for the curious."""
    try:
        write_atomically(target.with_name(target.name + ".damaged"), raw)
    except OSError as error:
        log.warning("the damaged progress file could not be kept: %s", error)
