"""Endgame database: the value of every board with at most N seeds (default N = 15).

Docs note
---------
**Boards.** A board is a tuple of 12 counts normalised to the player to move: indices 0..5
are the mover's houses in sowing order, 6..11 the opponent's (South to move: ``A..F a..f``;
North to move: ``a..f A..F``). Stores are not part of a board.

**Values.** ``probe(board)`` is the number of the n seeds on the board that the player to
move will still gain, captures plus the final collection, under perfect play with the
default rules (grand slam captures nothing; an empty opponent must be fed; a player who
cannot move ends the game and each side takes the seeds on its own side). A board with no
legal move is worth the mover's own seeds, and wherever repetition plays no part
``value = max over moves of (n - value(child))``. The 25-seed majority and the stores are
ignored: the table gives the best split of what is left, which decides the game once both
stores are known.

**Cycles.** The repetition rule ends the game when a position recurs, each side taking the
seeds on its own side *of that position*. Values are for a fresh start, with no earlier
position that could recur; that is exactly the situation after any capture (captured seeds
never return), so a table value is the value of the finite "first-cycle game" from the
board. Within a level (boards with the same n) the retrograde analysis finds, for every
board, what each side can force by leaving the level (a capture or famine) on its own terms:

1. Where the two bounds meet, the value is exact: the forcing strategies never repeat a
   position, so the repetition rule never comes into play.
2. Boards from which perfect play never leaves the level end by repetition, and their
   value depends on where the cycle closes. The table holds the exact first-cycle-game
   value, found by exhaustive search, for every board with at most 4 seeds (5 seeds have no
   such board, so every board with at most 5 seeds is exact). The search grows
   exponentially with the level and is out of reach from 6 seeds on.
3. From 6 seeds on such boards get the **convention**: each side is credited with the seeds
   on its own side of the board itself (as if the game ended there, by repetition or
   agreement), clipped to the bounds that either side can force by leaving the cycle. When
   the opponent's side is empty the mover must feed at once, so the board itself is rarely
   where the cycle closes; there the value is that of the mover's best move, each child
   credited with its own split (clipped). Of the conventions tried this one agreed best
   with exhaustive search where that could be run (boards of 2 to 4 seeds).

Values that rest on the convention, directly or through a capture into such a board, are
flagged: ``EndgameTable.is_exact(board)`` is False for them, and their true value lies
within proven bounds around them. From 11 seeds on every board leaves its level under
perfect play (given the smaller endgames' values), so all the uncertainty comes from the
cycle boards of 6 to 10 seeds (12 to 15 % of those levels) that the best lines capture into.

**Why no table can be exact everywhere.** A cycle board's value depends on where the first
repetition happens, so on the path: two lone seeds chasing each other,
``(0,0,0,0,0,1, 0,0,0,0,0,1)``, are worth 1 to the mover (the start recurs after 12 forced
plies and each side keeps its seed), yet the only move leads to a board worth 2 to the
opponent from a fresh start (there the cycle would close on *that* board, where the
opponent holds both seeds). Fresh-start values are therefore not consistent with
``max over moves of (n - value(child))`` on cycle boards, and values with a history differ.

**Measured** (``benchmarks/bench_endgame.py``, 15-seed table): every board with at most 5
seeds is exact (tests: plain path search on every board up to 3 seeds, an independent
reference on every board up to 7). Proven exact: 51 % of the boards with at most 10 seeds,
13 % of those with at most 15 (mean width of the proven bounds at 15 seeds: 3.5 seeds).
Of 2,000 random boards of 1 to 10 seeds (200 per seed count), 1,681 were proven exact;
plain path search decided 814 of them within 3,000 positions, all agreeing, and none of the
319 convention boards (the search grows exponentially). On the 323 cycle boards of 2 to 4
seeds, whose exact values are known, the convention agrees on 307 (95 %; the own split
alone, without the feeding rule: 297, 92 %).

**History.** During a game the positions already played may recur earlier than a fresh
start would allow; the table ignores that, so a search should apply the repetition rule
on its own path and use the table at its leaves.

**Files.** ``python -m wari_desktop.ai.endgame build`` writes ``default_path()`` (about
6 MB for 15 seeds); the program works without it (``load_default`` returns None) and can
build it in the background (``start_background_build``). The build runs in C when the
compiled builder (``_endgame_core.c``) is built, else with numpy (``--engine c|numpy``
chooses; both write the same bytes).
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from ...paths import data_dir
from ...resources import resource

if TYPE_CHECKING:
    from .table import EndgameTable, TableFileError


def __getattr__(name: str) -> object:
    """``EndgameTable`` and ``TableFileError``, imported on first use: they bring in
    numpy (a quarter of a second, holding the interpreter lock), which finding out that
    no table is installed does not need."""
    if name in ("EndgameTable", "TableFileError"):
        from . import table

        return getattr(table, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

DEFAULT_SEEDS = 15
#: The largest table the program looks for: one of up to this many seeds, built with
#: ``build --seeds N``, is used instead of the default when it is in the data folder.
LARGEST_SEEDS = 18


def build_table(max_seeds: int, progress: Callable[[int, int], None] | None = None,
                engine: str | None = None) -> EndgameTable:
    """Build the table of every board with at most ``max_seeds`` seeds (15 seeds: 1 to 3
    minutes and under 1 GB with numpy, several times faster in C). ``progress(done,
    total)`` is called as boards are solved; ``engine`` is ``"c"``, ``"numpy"`` or None
    (C when it is built; see ``build.solve``)."""
    from .build import solve
    from .table import EndgameTable

    return EndgameTable(max_seeds, solve(max_seeds, progress, engine).tobytes())


def default_path(max_seeds: int = DEFAULT_SEEDS) -> Path:
    """Where the table of ``max_seeds`` seeds lives: ``endgame-15.bin`` in the data folder."""
    return data_dir() / f"endgame-{max_seeds}.bin"


def bundled_path(max_seeds: int = DEFAULT_SEEDS) -> Path:
    """Where an installed program carries the table prebuilt: ``resources/endgame/``."""
    return resource("endgame", f"endgame-{max_seeds}.bin")


def installed_path(max_seeds: int = DEFAULT_SEEDS) -> Path | None:
    """The table file to use: the data folder's, else the bundled one, else None."""
    for path in (default_path(max_seeds), bundled_path(max_seeds)):
        if path.is_file():
            return path
    return None


def load_default(max_seeds: int = DEFAULT_SEEDS) -> EndgameTable | None:
    """The table in the data folder (or the one bundled with the program), or None if it
    is missing, unreadable or damaged."""
    path = installed_path(max_seeds)
    if path is None:
        return None
    from .table import EndgameTable

    try:
        table = EndgameTable.load(path)
    except (OSError, ValueError, MemoryError):
        return None
    return table if table.max_seeds == max_seeds else None


def load_best() -> EndgameTable | None:
    """The largest table installed, from ``LARGEST_SEEDS`` seeds down to
    ``DEFAULT_SEEDS`` (a damaged one is passed over), or None."""
    for seeds in range(LARGEST_SEEDS, DEFAULT_SEEDS - 1, -1):
        table = load_default(seeds)
        if table is not None:
            return table
    return None


def builder_command() -> list[str]:
    """The command that runs ``build``: this package's command line, or in a bundled
    program (PyInstaller) the program itself with ``--build-endgame``."""
    if getattr(sys, "frozen", False):
        return [sys.executable, "--build-endgame"]
    return [sys.executable, "-m", "wari_desktop.ai.endgame", "build"]


def progress_path(max_seeds: int) -> Path:
    """Where a background build of ``max_seeds`` seeds says how far it has come."""
    return data_dir() / f"endgame-{max_seeds}.progress"


#: The exit status of a build that found another build of the same file under way.
BUSY = 4


def build_lock_path(target: str | os.PathLike[str]) -> Path:
    """The lock a build of the table file ``target`` holds (``endgame-15.bin.lock``)."""
    path = Path(target)
    return path.with_name(path.name + ".lock")


def start_background_build(max_seeds: int = DEFAULT_SEEDS,
                           path: str | os.PathLike[str] | None = None) -> subprocess.Popen[bytes]:
    """Build the table in a separate low-priority process (``build --quiet --nice``) and
    return it; the file appears, complete, when the process ends with status 0, and until
    then ``progress_path`` holds its progress. The process ends with this one
    (``--follow-parent``: its input is a pipe from here, which closes when this process
    ends, however it ends); a build stopped halfway leaves nothing behind but the
    progress file, and the next one starts again from the beginning. While another
    process builds the same file the process ends at once with status ``BUSY``, leaving
    that build and its progress file alone; a table already complete is not built again
    (``--if-missing``)."""
    target = Path(path) if path is not None else default_path(max_seeds)
    command = [*builder_command(), "--seeds", str(max_seeds), "--out", str(target),
               "--quiet", "--nice", "--follow-parent", "--if-missing",
               "--progress-file", str(progress_path(max_seeds))]
    return subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)


__all__ = [
    "BUSY",
    "DEFAULT_SEEDS",
    "LARGEST_SEEDS",
    "EndgameTable",
    "TableFileError",
    "build_lock_path",
    "build_table",
    "bundled_path",
    "default_path",
    "installed_path",
    "load_best",
    "load_default",
    "progress_path",
    "start_background_build",
]
