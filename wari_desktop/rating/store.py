"""The player's record in the data folder: ``rating.json``, written atomically.

    {"format": 1,
     "player": {"rating": 1523.4, "deviation": 181.0, "volatility": 0.06},
     "games": [{"when": "2026-11-24T17:52:20+00:00", "level": "club", "result": "win",
                "assisted": false, "rating": 1600.1, "deviation": 200.0}, ...]}

A damaged or hand-edited file never stops the program, and what can be read is kept:
a game of the history that cannot be read is left out and the others kept; a file cut
short keeps the games before the cut; a current rating that cannot be read is taken from
the last game of the history. A copy of a damaged file is kept beside it
(``rating.damaged-<hash>.json``, one per damaged content) before anything replaces it,
and the load reports what happened in a ``Damage``. A write replaces the file whole or
not at all (``atomic.write_atomically``): a crash or kill -9 leaves the last good file.
"""

from __future__ import annotations

import hashlib
import json
import logging
import math
import os
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import StrEnum
from pathlib import Path

from ..atomic import write_atomically
from ..lockfile import FileLock
from ..paths import data_dir
from .glicko2 import NEW_DEVIATION, NEW_VOLATILITY, Rating
from .ladder import LEVEL_RATINGS
from .record import PlayedGame, PlayerRecord, Result

log = logging.getLogger(__name__)

FILE_NAME = "rating.json"
FORMAT = 1
#: A larger file is not read (a record of a hundred thousand games is under 15 MB).
MAX_BYTES = 16 * 1024 * 1024
#: The ratings a file may hold; anything outside is taken as damage.
RATING_RANGE = (-10000.0, 10000.0)
#: The longest date text read.
MAX_DATE = 40
#: When the file is not valid JSON: the longest game entry read (one is ~170 characters)
#: and the number of unreadable pieces after which the rest is given up.
MAX_ENTRY = 4096
MAX_FAILURES = 10000
#: Seconds a game's recording waits for another copy of the program to finish its own.
LOCK_WAIT = 2.0


def rating_path() -> Path:
    """Where the record is kept: ``rating.json`` in the data folder."""
    return data_dir() / FILE_NAME


class Problem(StrEnum):
    """What was wrong with the file as a whole."""

    UNREADABLE = "unreadable"  # it could not be opened or read
    TOO_LARGE = "too-large"  # larger than MAX_BYTES: not read
    BROKEN = "broken"  # not valid JSON (cut short, garbled): what parses is kept
    WRONG_SHAPE = "wrong-shape"  # JSON, but not a rating record
    ENTRIES = "entries"  # a sound file with some entries that could not be read


@dataclass(frozen=True, slots=True)
class Damage:
    """What could not be read: ``dropped`` games of the history left out, ``kept`` read,
    whether the current rating was lost (then taken from the history's last game, or
    started afresh), and the copy of the file kept aside (None if it could not be made).
    ``detail`` says more, in English, for the log."""

    problem: Problem
    detail: str
    dropped: int = 0
    kept: int = 0
    rating_lost: bool = False
    copy: Path | None = None

    def describe(self) -> str:
        """One English sentence for the log."""
        text = f"{self.problem.value}: {self.detail}; {self.kept} games kept, " \
               f"{self.dropped} left out"
        if self.rating_lost:
            text += "; the current rating was unreadable"
        if self.copy is not None:
            text += f"; a copy is kept as {self.copy}"
        return text


@dataclass(frozen=True, slots=True)
class Loaded:
    """A record read from the file, and what was wrong with the file (None: nothing)."""

    record: PlayerRecord
    damage: Damage | None = None


@dataclass(frozen=True, slots=True)
class Recorded:
    """What ``record_game`` did: the rating before and after the game, the new record,
    whether it was saved, the damage found in the file before (if any), and the levels
    the computer played at during the game when there were several (the game is rated
    against the weakest of them, the level recorded)."""

    before: Rating
    after: Rating
    record: PlayerRecord
    saved: bool
    damage: Damage | None = None
    levels: tuple[str, ...] = ()


# -- reading -------------------------------------------------------------------------
def _refuse_constant(name: str) -> float:
    raise ValueError(f"{name} is not a number")


_DECODER = json.JSONDecoder(parse_constant=_refuse_constant)


def _number(value: object, low: float, high: float) -> float | None:
    """``value`` as a float if it is a finite JSON number in [low, high]."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    number = float(value)
    return number if math.isfinite(number) and low <= number <= high else None


def _player(value: object) -> Rating | None:
    """The current rating from the file's ``player`` object, or None if unreadable."""
    if not isinstance(value, dict):
        return None
    rating = _number(value.get("rating"), *RATING_RANGE)
    deviation = _number(value.get("deviation"), 1e-9, NEW_DEVIATION)
    volatility = _number(value.get("volatility"), 1e-9, 1.0)
    if rating is None or deviation is None or volatility is None:
        return None
    return Rating(rating, deviation, volatility)


def _when(value: object) -> datetime | None:
    if not isinstance(value, str) or len(value) > MAX_DATE:
        return None
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        return None
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _game(value: object) -> PlayedGame | None:
    """A game of the history, or None if the entry cannot be read."""
    if not isinstance(value, dict):
        return None
    when = _when(value.get("when"))
    level = value.get("level")
    result = value.get("result")
    assisted = value.get("assisted")
    rating = _number(value.get("rating"), *RATING_RANGE)
    deviation = _number(value.get("deviation"), 1e-9, NEW_DEVIATION)
    if when is None or not isinstance(level, str) or level not in LEVEL_RATINGS \
            or result not in {r.value for r in Result} or not isinstance(assisted, bool) \
            or rating is None or deviation is None:
        return None
    return PlayedGame(when, level, Result(result), assisted, rating, deviation)


_PLAYER_KEY = re.compile(r'"player"\s*:\s*')
_GAMES_KEY = re.compile(r'"games"\s*:\s*\[')
_SKIPPED = " \t\r\n,"


def _salvage(text: str) -> tuple[object, list[object], int]:
    """From text that is not valid JSON: the ``player`` value (None if it does not
    parse), the entries of ``games`` that parse, and how many pieces did not. After a
    piece that does not parse, reading goes on at the next ``{`` (up to MAX_FAILURES
    such pieces)."""
    player: object = None
    found = _PLAYER_KEY.search(text)
    if found:
        try:
            player = _DECODER.raw_decode(text, found.end())[0]
        except (ValueError, RecursionError):
            player = None
    entries: list[object] = []
    failed = 0
    found = _GAMES_KEY.search(text)
    if found is None:
        return player, entries, failed
    position = found.end()
    while True:
        while position < len(text) and text[position] in _SKIPPED:
            position += 1
        if position >= len(text) or text[position] == "]":
            return player, entries, failed
        if failed >= MAX_FAILURES:  # garbage: what follows is left out, uncounted
            return player, entries, failed
        # A piece at most MAX_ENTRY long: a failure costs no more than that (an error
        # counts the lines before it), so a file of stray braces is read in linear time.
        piece = text[position:position + MAX_ENTRY]
        try:
            entry, length = _DECODER.raw_decode(piece)
            entries.append(entry)
            position += length
        except (ValueError, RecursionError):
            failed += 1
            position = text.find("{", position + 1)
            if position < 0:
                return player, entries, failed


def _keep_copy(path: Path, data: bytes, move: bool = False) -> Path | None:
    """Keep the damaged file as ``rating.damaged-<hash>.json`` beside it (moved when
    ``move``, else copied, once for each content); the copy, or None if it fails."""
    copy = path.with_name(f"{path.stem}.damaged-{hashlib.sha256(data).hexdigest()[:12]}"
                          f"{path.suffix}")
    try:
        if move:
            os.replace(path, copy)
        elif not copy.exists():
            write_atomically(copy, data)
    except OSError as error:
        log.warning("cannot keep a copy of the damaged %s: %s", path, error)
        return None
    return copy


def parse_record(text: str) -> tuple[PlayerRecord, Problem | None, str, int, bool]:
    """The record in ``text``, read leniently: the record, the problem with the text as
    a whole (None if it is sound JSON of the right shape), a detail, the number of
    entries left out and whether the current rating was unreadable."""
    problem: Problem | None = None
    detail = ""
    try:
        document = _DECODER.decode(text)
    except (ValueError, RecursionError) as error:
        problem, detail = Problem.BROKEN, str(error)[:200]
        player, entries, dropped = _salvage(text)
    else:
        dropped = 0
        player, entries = None, []
        if not isinstance(document, dict):
            problem, detail = Problem.WRONG_SHAPE, "not a rating record"
        else:
            player = document.get("player")
            listed = document.get("games", [])
            entries = listed if isinstance(listed, list) else []
            if not isinstance(listed, list):
                problem, detail = Problem.WRONG_SHAPE, "its games are not a list"
            elif document.get("format") != FORMAT:
                problem, detail = Problem.WRONG_SHAPE, \
                    f"format {str(document.get('format'))[:20]} is not {FORMAT}"
    games = []
    for entry in entries:
        game = _game(entry)
        if game is None:
            dropped += 1
        else:
            games.append(game)
    current = _player(player)
    rating_lost = current is None and (player is not None or bool(games)
                                       or problem is not None)
    if current is None:
        current = Rating(games[-1].rating, games[-1].deviation, NEW_VOLATILITY) if games \
            else Rating()
    if problem is None and (dropped or rating_lost):
        problem, detail = Problem.ENTRIES, "some entries could not be read"
    return PlayerRecord(current, tuple(games)), problem, detail, dropped, rating_lost


def load_record(path: Path | None = None) -> Loaded:
    """The player's record from ``path`` (by default ``rating_path()``): an empty record
    if there is no file; what can be read of a damaged one, with a ``Damage`` saying
    what was lost and a copy of the file kept aside. Never raises."""
    path = path or rating_path()
    try:
        with open(path, "rb") as stream:
            data = stream.read(MAX_BYTES + 1)
    except FileNotFoundError:
        return Loaded(PlayerRecord())
    except OSError as error:
        damage = Damage(Problem.UNREADABLE, str(error))
        log.warning("cannot read the rating file %s: %s", path, error)
        return Loaded(PlayerRecord(), damage)
    if len(data) > MAX_BYTES:
        damage = Damage(Problem.TOO_LARGE, f"more than {MAX_BYTES} bytes", rating_lost=True,
                        copy=_keep_copy(path, data[:1024 * 1024], move=True))
        log.warning("the rating file %s was not read: %s", path, damage.describe())
        return Loaded(PlayerRecord(), damage)
    record, problem, detail, dropped, rating_lost = parse_record(
        data.decode("utf-8", errors="replace"))
    if problem is None:
        return Loaded(record)
    damage = Damage(problem, detail, dropped, len(record.games), rating_lost,
                    _keep_copy(path, data))
    log.warning("the rating file %s is damaged: %s", path, damage.describe())
    return Loaded(record, damage)


# -- writing -------------------------------------------------------------------------
def to_json(record: PlayerRecord) -> str:
    """The record as the file holds it."""
    current = record.current
    player = {"rating": current.rating, "deviation": current.deviation,
              "volatility": current.volatility}
    entries = [{"when": game.when.astimezone(UTC).isoformat(timespec="seconds"),
                "level": game.level, "result": game.result.value,
                "assisted": game.assisted, "rating": game.rating,
                "deviation": game.deviation}
               for game in record.games]
    # One game a line: readable by a person, and a garbled line spoils one game only.
    head = json.dumps({"format": FORMAT, "player": player}, allow_nan=False)[:-1]
    if not entries:
        return f'{head}, "games": []}}\n'
    lines = ",\n  ".join(json.dumps(entry, allow_nan=False) for entry in entries)
    return f'{head},\n "games": [\n  {lines}\n]}}\n'


def save_record(record: PlayerRecord, path: Path | None = None) -> None:
    """Write ``record`` to ``path`` (by default ``rating_path()``) atomically, creating
    the data folder if needed; OSError, with the old file untouched, if it fails."""
    path = path or rating_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomically(path, to_json(record).encode("utf-8"))


def record_game(level: str, result: Result | str, assisted: bool, *,
                when: datetime | None = None, path: Path | None = None) -> Recorded:
    """Record a finished game against the computer at ``level`` (a name of
    ``ai.levels.NAMES``) with ``result`` from the player's side ("win", "draw", "loss")
    and save the record.

    A game that counts updates the rating by Glicko-2 (the game is a rating period of its
    own); an ``assisted`` game (hints, a move taken back, the analysis used) is kept in
    the history and counted as assisted in its level's record, but does not move the
    rating. ValueError for an unknown level or result; a file that cannot be written is
    reported in the log and in ``saved`` (False), never raised. The file is read and
    written again under its lock (``rating.json.lock``), so a game another copy of the
    program records at the same moment is not lost.
    """
    outcome = Result(result)
    target = path or rating_path()
    lock = FileLock(target.with_name(target.name + ".lock"))
    try:  # read, add, write: another copy of the program waits meanwhile
        locked = lock.acquire(wait=LOCK_WAIT)
    except OSError:
        locked = False
    try:
        loaded = load_record(path)
        before = loaded.record.current
        record = loaded.record.with_game(level, outcome, assisted, when)
        try:
            save_record(record, path)
            saved = True
        except OSError as error:
            log.warning("cannot save the rating to %s: %s", target, error)
            saved = False
    finally:
        if locked:
            lock.release()
    return Recorded(before, record.current, record, saved, loaded.damage)
