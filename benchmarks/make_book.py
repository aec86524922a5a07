"""Make the opening book (``resources/book/openings.txt``) from the program's own deep
searches: every position of the first ``--plies`` plies (all moves of both sides, so the
book answers whatever the opponent plays) is searched by the master level's search for
``--seconds`` of CPU time, and its best move, value and depth are written down.

Run: python benchmarks/make_book.py [--plies 3] [--seconds 8] [--jobs 2] [--out FILE]

``--plies 3`` books the start, the 6 positions after one ply and the 36 after two (43
searches). The file ends with the sha256 of its lines, which the game checks before it
trusts the book (``wari_desktop.ai.book``).
"""

from __future__ import annotations

import argparse
import datetime
import os
import sys
import time
from multiprocessing import Pool
from pathlib import Path

from wari_desktop.ai.board import normalise
from wari_desktop.ai.book import BOOK_FILE, Book, digest
from wari_desktop.ai.core import CORE, make_searcher
from wari_desktop.ai.search import Iteration, Limits
from wari_desktop.notation import parse_fen, to_fen
from wari_desktop.resources import resource
from wari_desktop.rules import Game, Player, letter


def positions(plies: int) -> list[str]:
    """The FEN of every position reached in fewer than ``plies`` plies from the start
    (each once, however many move orders reach it), games not yet over."""
    found: dict[str, None] = {}
    frontier = [Game()]
    for _ in range(plies):
        following = []
        for game in frontier:
            fen = to_fen(game.position)
            if fen in found or game.is_over():
                continue
            found[fen] = None
            for move in game.legal_moves():
                child = Game(game.position)
                child.play(move)
                following.append(child)
        frontier = following
    return list(found)


def search(job: tuple[str, float]) -> tuple[str, str, int, int]:
    """The master search of one position for ``seconds`` of CPU time: (fen, move, value,
    depth)."""
    fen, seconds = job
    position = parse_fen(fen)
    mover = position.to_move
    searcher = make_searcher()
    last: Iteration | None = None
    for iteration in searcher.iterate(normalise(position), position.stores[mover],
                                      position.stores[mover.opponent], set(),
                                      Limits(seconds=seconds, cpu=True)):
        last = iteration
    assert last is not None
    move = letter(last.move if mover is Player.SOUTH else last.move + 6)
    return fen, move, last.score, last.depth


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--plies", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=8.0, help="CPU seconds a position")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", type=Path, default=resource(*BOOK_FILE))
    args = parser.parse_args()
    if args.plies < 1 or args.seconds <= 0:
        parser.error("--plies is 1 or more and --seconds above 0")
    fens = positions(args.plies)
    print(f"search core {CORE}; {len(fens)} positions, {args.seconds:g} s of CPU each, "
          f"jobs {args.jobs}; load average {os.getloadavg()[0]:.2f}", flush=True)
    started = time.perf_counter()
    results: dict[str, tuple[str, int, int]] = {}
    with Pool(args.jobs) as pool:
        for fen, move, score, depth in pool.imap_unordered(
                search, [(fen, args.seconds) for fen in fens]):
            results[fen] = (move, score, depth)
            print(f"{fen:34s} {move} {score:6d} depth {depth}", flush=True)
    lines = [
        "# Wari desktop opening book: the master search's move in each position of the",
        f"# first {args.plies} plies, {args.seconds:g} s of CPU time each "
        f"(benchmarks/make_book.py, {CORE}, {datetime.date.today().isoformat()}).",
        "# FEN MOVE SCORE DEPTH (score: hundredths of a seed for the player to move)",
        *(f"{fen} {move} {score} {depth}"
          for fen, (move, score, depth) in sorted(results.items())),
    ]
    text = "\n".join([*lines, f"sha256 {digest(lines)}"]) + "\n"
    Book.parse(text)  # never write a book the game would refuse
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(text, encoding="utf-8")
    depths = [depth for _, _, depth in results.values()]
    print(f"wrote {args.out}: {len(results)} positions, depths {min(depths)}-{max(depths)}, "
          f"{time.perf_counter() - started:.0f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
