"""How far each shipped puzzle is proven, written to ``resources/puzzles/standing.json``.

A puzzle claims that exactly one move wins. Its shipped proof (``puzzle.py``) is either
the endgame table's (every move valued exactly: the claim is proven) or a 14-ply search's
(the answer leads every other move by 3 seeds or more: the claim is judged, not proven).
This tool finds, for every puzzle, what can be proven of the claim, and records it:

* ``table-proven``: every move's fate is proven, the answer winning and every other move
  not: by the table at the position itself (``by: "table-N"``: the shipped table proofs,
  12 seeds, and any search puzzle the larger table values exactly), or by a complete game
  tree whose leaves are ends of the game or exact table values reached by a capture
  (``by: "tree"``; ``tree.py``);
* ``answer-proven``: the answer's forced win is proven (by the tree), some other move's
  failure is not (it rests on the search's margin);
* ``search-forced``: the 14-ply search saw the answer win to the end of the game (its
  score counts 48 seeds more) but the tree did not re-prove it within its budget;
  nothing else is proven;
* ``search-judged``: the search ranked the answer first by the margin, seeing no forced
  win; nothing is proven;
* ``refuted``: the claim is proven false (another move wins too, or the answer does
  not): such a puzzle must leave the file (the test fails while one is there).

Each entry also gives every move's verdict: ``wins``, ``fails`` (proven) or ``judged``,
and for a verdict found by the tree the plies it needed and its leaves (``game-end``:
ends of the game only, ``table``: table values too). The program does not read the file;
``tests/puzzles/test_standing.py`` checks it against the shipped puzzles and re-proves a
sample of its verdicts with a search of its own over the rules module.

    python -m wari_desktop.puzzles.standing --table endgame-18.bin [--nice]

(``--table-seeds N`` builds the table instead: 18 seeds took 137 s and 1.7 GB here.)
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..atomic import write_atomically
from ..resources import resource
from .collection import load_puzzles
from .proof import WINNING_TOTAL, ExactTable, check_table_proof, table_totals
from .puzzle import FORCED, Puzzle, SearchProof, TableProof
from .tree import move_verdicts, supported

FORMAT = "wari-puzzle-standing"
VERSION = 1
STANDINGS = ("table-proven", "answer-proven", "search-forced", "search-judged", "refuted")
#: The tree's depths, tried in turn (plies after the move).
DEPTHS = (2, 4, 6, 8, 10)


def default_path() -> Path:
    """``resources/puzzles/standing.json``."""
    return resource("puzzles", "standing.json")


@dataclass
class MoveFate:
    """A move's verdict (``wins``, ``fails`` or ``judged``) and, when the tree found it,
    its depth and whether table values were among its leaves."""

    verdict: str = "judged"
    plies: int | None = None
    leaves: str | None = None

    def as_dict(self) -> dict[str, object]:
        found: dict[str, object] = {"verdict": self.verdict}
        if self.plies is not None:
            found.update(plies=self.plies, leaves=self.leaves)
        return found


@dataclass
class Standing:
    """What is proven of one puzzle."""

    standing: str
    by: str
    seeds: int
    moves: dict[str, MoveFate] = field(default_factory=dict)

    def as_dict(self) -> dict[str, object]:
        return {"standing": self.standing, "by": self.by, "seeds": self.seeds,
                "moves": {m: f.as_dict() for m, f in sorted(self.moves.items())}}


def by_table(puzzle: Puzzle, table: ExactTable | None) -> dict[str, MoveFate] | None:
    """Every move's fate by the table at the position itself, or None where the table
    cannot value every move exactly."""
    if table is None:
        return None
    totals = table_totals(puzzle.position, puzzle.rules, table)
    if totals is None:
        return None
    return {m: MoveFate("wins" if t >= WINNING_TOTAL else "fails") for m, t in totals.items()}


def by_tree(puzzle: Puzzle, table: ExactTable | None, budget: int,
            depths: Sequence[int] = DEPTHS) -> dict[str, MoveFate]:
    """Every move's fate by the tree: first with ends of the game alone as leaves, then
    (default rules) with the table's exact values too, each deeper in turn."""
    fates = {m: MoveFate() for m in puzzle.game().legal_moves()}
    if not supported(puzzle.rules):
        return fates
    passes = [(None, "game-end")] + ([(table, "table")] if table is not None
                                     and puzzle.rules.is_default else [])
    for leaf_table, leaves in passes:
        for depth in depths:
            open_moves = {m for m, f in fates.items() if f.verdict == "judged"}
            if not open_moves:
                return fates
            found = move_verdicts(puzzle.position, puzzle.rules, leaf_table, depth, budget,
                                  open_moves)
            for move, verdict in found.items():
                if verdict is not None:
                    fates[move] = MoveFate("wins" if verdict else "fails", depth, leaves)
    return fates


def standing_of(puzzle: Puzzle, table: ExactTable | None, budget: int) -> Standing:
    """How far ``puzzle``'s claim is proven (``table`` may be None: no table proofs)."""
    seeds = sum(puzzle.position.houses)
    proof = puzzle.proof
    if isinstance(proof, TableProof):
        if table is None or check_table_proof(puzzle, table) is not None:
            raise ValueError(f"{puzzle.key}: its table proof does not hold")
        fates = by_table(puzzle, table)
        assert fates is not None
        return Standing("table-proven", f"table-{proof.seeds}", seeds, fates)
    fates = by_table(puzzle, table)
    by = f"table-{table.max_seeds}" if fates is not None and table is not None else "tree"
    if fates is None:
        fates = by_tree(puzzle, table, budget)
    wins = [m for m, f in fates.items() if f.verdict == "wins"]
    if wins not in ([], [puzzle.move]) or fates[puzzle.move].verdict == "fails":
        return Standing("refuted", by, seeds, fates)
    others = [f.verdict for m, f in fates.items() if m != puzzle.move]
    if wins and all(v == "fails" for v in others):
        return Standing("table-proven", by, seeds, fates)
    if wins:
        return Standing("answer-proven", "tree", seeds, fates)
    assert isinstance(proof, SearchProof)
    kind = "search-forced" if proof.score >= FORCED else "search-judged"
    return Standing(kind, f"search-{proof.depth}", seeds, fates)


def standings(puzzles: Sequence[Puzzle], table: ExactTable | None, budget: int,
              verbose: bool = False) -> dict[str, Standing]:
    """Every puzzle's standing, by key."""
    found: dict[str, Standing] = {}
    for number, puzzle in enumerate(puzzles, 1):
        found[puzzle.key] = standing_of(puzzle, table, budget)
        if verbose:
            print(f"{number}/{len(puzzles)} {puzzle.key}: {found[puzzle.key].standing}",
                  flush=True)
    return found


def document(found: dict[str, Standing], about: dict[str, object]) -> str:
    """The file's text: format, version, what was run and counted, and the entries."""
    counts = Counter(s.standing for s in found.values())
    by = Counter(f"{s.standing} by {s.by}" for s in found.values())
    data = {"format": FORMAT, "version": VERSION,
            "about": {**about, "counts": {k: counts.get(k, 0) for k in STANDINGS},
                      "by": dict(sorted(by.items()))},
            "puzzles": {k: s.as_dict() for k, s in sorted(found.items())}}
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def load_table(path: str | None, seeds: int) -> ExactTable:
    """The table of ``path``, else one of ``seeds`` seeds built now."""
    from ..ai.endgame import EndgameTable, build_table

    if path:
        return EndgameTable.load(path)
    return build_table(seeds)


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = argparse.ArgumentParser(prog="python -m wari_desktop.puzzles.standing",
                                     description="record how far each puzzle is proven")
    parser.add_argument("--table", help="an endgame table file (endgame-18.bin, say)")
    parser.add_argument("--table-seeds", type=int, default=18,
                        help="without --table, build a table of this many seeds")
    parser.add_argument("--budget", type=int, default=40_000,
                        help="tree nodes per move list and depth (default 40,000)")
    parser.add_argument("--out", default=str(default_path()))
    parser.add_argument("--nice", action="store_true", help="run at low priority")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args(argv)
    if args.nice and hasattr(os, "nice"):
        os.nice(10)
    started = time.perf_counter()
    table = load_table(args.table, args.table_seeds)
    found = standings(load_puzzles(), table, args.budget, args.verbose)
    about = {"command": "python -m wari_desktop.puzzles.standing --table "
                        f"endgame-{table.max_seeds}.bin --budget {args.budget}",
             "table_seeds": table.max_seeds, "tree_depths": list(DEPTHS),
             "tree_budget": args.budget, "seconds": round(time.perf_counter() - started, 1)}
    write_atomically(Path(args.out), document(found, about).encode())
    counts = Counter(s.standing for s in found.values())
    print(", ".join(f"{k} {counts.get(k, 0)}" for k in STANDINGS), f"-> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
