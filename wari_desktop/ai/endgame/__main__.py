"""Command line: ``python -m wari_desktop.ai.endgame build|probe``.

``build [--seeds N] [--out PATH] [--engine c|numpy]`` solves every board with at most N
seeds (default 15) with a progress bar and writes the table atomically (default: the
user's data folder), with the compiled builder when it is built (else, or with
``--engine numpy``, with numpy; both write the same bytes). One build of a file at a
time: the build holds the lock ``PATH.lock`` (``lockfile``); another build of the same
file meanwhile ends at once with status 4 (``BUSY``), touching nothing, the first one's
progress file included.
``probe COUNTS`` prints the value of a board: 12 house counts ``A..F a..f`` joined by
``-``, optionally followed FEN-style by the two stores and ``S`` or ``N`` (who moves;
South by default), e.g. ``0-0-0-0-0-1-0-0-0-0-0-0`` or ``1-1-0-2-4-0-1-1-1-0-0-0-20-17-S``.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

from ...lockfile import FileLock
from . import BUSY, DEFAULT_SEEDS, EndgameTable, build_lock_path, build_table, default_path
from .build import ENGINES, compiled_available, default_engine
from .moves import children

LETTERS = "ABCDEFabcdef"


def _build(args: argparse.Namespace) -> int:
    if args.follow_parent:
        from ..lifeline import exit_when_input_closes

        exit_when_input_closes()
    if args.nice and hasattr(os, "nice"):
        os.nice(10)
    out = Path(args.out) if args.out else default_path(args.seeds)
    engine = args.engine or default_engine(args.seeds)
    if engine == "c" and not compiled_available():
        print("error: the compiled endgame builder is not built (pip install -e . with a C "
              "compiler), use --engine numpy", file=sys.stderr)
        return 2
    lock = FileLock(build_lock_path(out))
    try:
        taken = lock.acquire()
    except OSError as error:
        print(f"error: cannot lock {lock.path}: {error}", file=sys.stderr)
        return 1
    if not taken:  # another process builds this file: let it finish, touch nothing
        print(f"another build of {out} is under way (process {lock.holder()})",
              file=sys.stderr)
        return BUSY
    try:
        if args.if_missing and _complete(out, args.seeds):
            return 0  # built by another process meanwhile
        return _build_locked(args, out, engine)
    finally:
        lock.release()


def _complete(out: Path, seeds: int) -> bool:
    """True when ``out`` holds a sound table of ``seeds`` seeds."""
    try:
        return EndgameTable.load(out).max_seeds == seeds
    except (OSError, ValueError, MemoryError):
        return False


def _build_locked(args: argparse.Namespace, out: Path, engine: str) -> int:
    """Build and write the table, this process holding the build's lock."""
    start = time.perf_counter()
    if args.progress_file:
        from .progress import progress_writer

        try:
            table = build_table(args.seeds, progress_writer(args.progress_file), engine)
        finally:
            Path(args.progress_file).unlink(missing_ok=True)
    elif args.quiet:
        table = build_table(args.seeds, engine=engine)
    else:
        from tqdm import tqdm

        with tqdm(total=1, unit=" boards", unit_scale=True,
                  desc=f"endgame {args.seeds} seeds ({engine})") as bar:

            def progress(done: int, total: int) -> None:
                bar.total = total
                bar.update(done - bar.n)

            table = build_table(args.seeds, progress, engine)
    built = time.perf_counter() - start
    table.save(out)
    if not args.quiet:
        size = out.stat().st_size
        print(f"built {args.seeds}-seed table ({engine}) in {built:.1f} s; wrote {out} "
              f"({size / 1e6:.1f} MB)")
    return 0


def _parse_board(text: str) -> tuple[tuple[int, ...], bool]:
    """12 counts (canonical order) and whether North is to move."""
    fields = text.replace(",", "-").replace(" ", "-").strip("-").split("-")
    north = False
    if len(fields) == 15:
        if fields[14] not in ("S", "N"):
            raise ValueError("the player to move is S or N")
        north = fields[14] == "N"
        fields = fields[:12]
    if len(fields) != 12 or not all(f.isdigit() for f in fields):
        raise ValueError("expected 12 house counts A..F a..f joined by '-'")
    return tuple(int(f) for f in fields), north


def _probe(args: argparse.Namespace) -> int:
    try:
        houses, north = _parse_board(args.board)
    except ValueError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    path = Path(args.table) if args.table else default_path(DEFAULT_SEEDS)
    try:
        table = EndgameTable.load(path)
    except (OSError, ValueError) as error:
        print(f"error: cannot read {path}: {error}", file=sys.stderr)
        return 1
    board = houses[6:] + houses[:6] if north else houses
    value = table.probe(board)
    seeds = sum(board)
    if value is None:
        print(f"{seeds} seeds: above the table's {table.max_seeds}")
        return 1
    mover = "North" if north else "South"
    note = "" if table.is_exact(board) else " (cycle convention)"
    print(f"{mover} to move gains {value} of the {seeds} seeds{note}")
    if moves := _moves(table, board, 6 if north else 0):
        print("each move, the board after it valued from a fresh start (a cycle through this"
              " board can make the best of them differ from the value above):")
    for letter, gain in moves:
        print(f"  {letter}: {gain}")
    return 0


def _moves(table: EndgameTable, board: tuple[int, ...], offset: int) -> list[tuple[str, int]]:
    """``(letter, seeds - value(child))`` for each legal move of ``board``."""
    seeds = sum(board)
    return [(LETTERS[house + offset], seeds - (table.probe(child) or 0))
            for house, (_, child) in zip(_houses(board), children(board), strict=True)]


def _houses(board: tuple[int, ...]) -> list[int]:
    """The houses of the legal moves, in the order of ``moves.children``."""
    must_feed = not any(board[6:])
    return [h for h in range(6) if board[h] and not (must_feed and h + board[h] < 6)]


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = argparse.ArgumentParser(prog="python -m wari_desktop.ai.endgame",
                                     description="Wari endgame database")
    commands = parser.add_subparsers(dest="command", required=True)
    build = commands.add_parser("build", help="build the table and write it")
    build.add_argument("--seeds", type=int, default=DEFAULT_SEEDS,
                       help=f"largest seed count (default {DEFAULT_SEEDS})")
    build.add_argument("--out", help="file to write (default: the user's data folder)")
    build.add_argument("--quiet", action="store_true", help="no progress bar or summary")
    build.add_argument("--engine", choices=ENGINES,
                       help="c (the compiled builder, the default when it is built) or numpy")
    build.add_argument("--nice", action="store_true", help="run at low priority")
    build.add_argument("--progress-file", metavar="FILE",
                       help="write the progress ('done total') to FILE instead of a bar; "
                            "the file is removed when the build ends")
    build.add_argument("--follow-parent", action="store_true",
                       help="stop (status 3, nothing written) when standard input closes: "
                            "the program that started the build has ended")
    build.add_argument("--if-missing", action="store_true",
                       help="do nothing when the file already holds a sound table")
    build.set_defaults(run=_build)
    probe = commands.add_parser("probe", help="print the value of a board")
    probe.add_argument("board", help="e.g. 0-0-0-0-0-1-0-0-0-0-0-0 (A..F a..f) [-S0-N0-S|N]")
    probe.add_argument("--table", help="table file (default: the 15-seed table)")
    probe.set_defaults(run=_probe)
    args = parser.parse_args(argv)
    if args.command == "build" and not 0 <= args.seeds <= 48:
        parser.error("--seeds must be between 0 and 48")
    return int(args.run(args))


if __name__ == "__main__":
    sys.exit(main())
