"""Autosave: after every move the game is written atomically to the user's data folder,
and the next start resumes an unfinished game exactly (moves, rules and who plays).

The file is an ordinary OGN record; the seats travel in two extra tags, ``WariSouth`` and
``WariNorth`` ("person" or "computer:LEVEL"), a game opened from a file names it in
``WariFile``, and ``WariModified`` says whether the game has moves not saved in a file
("yes"; "no"), a new game never saved as much as a game opened from one. An autosave of
an earlier version without the tag: a game with no file and moves is unsaved. A timed game
has its time control and the clocks after each move as any record has them
(``notation.clocks``), and both sides' times at the moment it was kept in ``WariClocks``
("292.4 181.0"), so a game put away in the middle of a turn resumes with those times.
"""

from __future__ import annotations

import logging
from pathlib import Path

from ...ai import NAMES
from ...notation import NotationError, Record, load, save
from ...notation.clocks import TIME_CONTROL_TAG, put_clocks
from ...paths import data_dir
from ...rules import Player
from ..game.game_model import GameModel
from ..game.seats import Seat

log = logging.getLogger(__name__)

SEAT_TAGS = {Player.SOUTH: "WariSouth", Player.NORTH: "WariNorth"}
CLOCKS_TAG = "WariClocks"
MODIFIED_TAG = "WariModified"


def autosave_path() -> Path:
    """Where the game in progress is kept: ``autosave.ogn`` in the data folder."""
    return data_dir() / "autosave.ogn"


def seat_tag(seat: Seat) -> str:
    """A seat as a tag value."""
    return f"computer:{seat.level}" if seat.computer else "person"


def seat_from_tag(value: str | None, default: Seat) -> Seat:
    """The seat a tag value names (``default`` for anything unknown)."""
    if value == "person":
        return Seat()
    if value and value.startswith("computer:") and value[9:] in NAMES:
        return Seat(True, value[9:])
    return default


def clocks_tag(times: tuple[float, float]) -> str:
    """South's and North's times left as a ``WariClocks`` value."""
    return f"{times[0]:.1f} {times[1]:.1f}"


def clocks_from_tag(value: str | None) -> tuple[float, float] | None:
    """The times a ``WariClocks`` value gives (None for a missing or damaged one)."""
    try:
        south, north = (float(word) for word in (value or "").split())
    except ValueError:
        return None
    if not all(0 <= t < 1e6 for t in (south, north)):  # also refuses nan and inf
        return None
    return (south, north)


def record_of(model: GameModel, tags: dict[str, str] | None = None,
              comments: dict[int, str] | None = None) -> Record:
    """The model's game as a record, with its seats in tags, its time control and clocks
    (a ``[%clk]`` mark in each move's comment), and its resignation, loss on time or stop."""
    tags = dict(tags or {})
    for player, name in SEAT_TAGS.items():
        tags[name] = seat_tag(model.seat(player))
    control = model.clock.control
    if control is not None:
        tags[TIME_CONTROL_TAG] = control.format()
        movers = [ply.before.to_move for ply in model.game.plies]
        comments = put_clocks(comments or {}, model.clock.marks(movers))
    return Record.from_game(model.game, tags, comments, model.resigned, model.lost_on_time,
                            model.stop)


def seats_of(record: Record, default: tuple[Seat, Seat]) -> tuple[Seat, Seat]:
    """The seats a record names, ``default`` for those it does not."""
    south = seat_from_tag(record.tags.get(SEAT_TAGS[Player.SOUTH]), default[0])
    north = seat_from_tag(record.tags.get(SEAT_TAGS[Player.NORTH]), default[1])
    return (south, north)


def write_autosave(model: GameModel, path: Path | None = None,
                   record: Record | None = None) -> bool:
    """Save the game in progress (``record``, by default the model's game with its seats)
    or remove the file once the game is over, or for an online game (the server keeps it:
    a copy here would resume as a game at this screen); False, with a warning in the log,
    when the data folder cannot be written."""
    path = path or autosave_path()
    try:
        if model.is_over() or model.is_online():
            path.unlink(missing_ok=True)
            return True
        path.parent.mkdir(parents=True, exist_ok=True)
        save(record or record_of(model), path)
    except OSError as error:
        log.warning("cannot autosave to %s: %s", path, error)
        return False
    return True


def resumed_modified(record: Record) -> bool:
    """Whether the autosaved ``record`` had moves not saved in a file: as its
    ``WariModified`` tag says, else (an earlier version's autosave) when it belongs to no
    file and has moves."""
    value = record.tags.get(MODIFIED_TAG)
    if value in ("yes", "no"):
        return value == "yes"
    return "WariFile" not in record.tags and bool(record.game.plies)


def read_autosave(path: Path | None = None) -> Record | None:
    """The unfinished game saved last time, or None (no file, a finished game, or a file
    that cannot be read, which is then left alone)."""
    path = path or autosave_path()
    if not path.is_file():
        return None
    try:
        record = load(path)
    except (OSError, NotationError) as error:
        log.warning("ignoring the autosaved game %s: %s", path, error)
        return None
    return None if record.game.is_over() else record
