"""Mining puzzles from the program's own self-play, and re-proving the shipped ones.

    python -m wari_desktop.puzzles.mine [--games 300] [--seed 1] [--out FILE]
    python -m wari_desktop.puzzles.mine --check [FILE]

**Games.** Seeded self-play between the levels that play to a fixed depth (beginner,
casual, club, expert; every game's random choices come from its own seeded generator,
and no endgame table is used), from two random opening plies; every fifth game under the
forbidden grand slam. The same seed gives the same games and the same file.

**Puzzles.** Every position of those games where the game is not over and there are two
legal moves or more is tried. Under the default rules with at most ``--table-seeds`` seeds
on the board, the endgame table (built in memory: about 9 s for 12 seeds) decides, and a
position is kept when exactly one move wins (``proof.table_totals``). With more seeds, a
6-ply search picks out candidates and a ``--depth``-ply search proves them
(``proof.search_verdict``: the best move at both deepest depths, ahead of every other by
``MIN_MARGIN`` seeds, worth ``MIN_SCORE`` at least, and no other move seen to win too).

**Theme** (the first that applies): a grand slam on the board (the answer is one, another
move is one, or the rule forbids one), a famine ending the winning line, the answer's
capture of two houses or more, of one house; else an ending (table) or a quiet move
(search).

**Grade:** the shallowest plain search (no quiescence, no table) that ranks the answer
first from that depth up to 9 plies: 1 ply easy, 2-3 medium, 4 or more (or never) hard.

**Selection:** at most ``--per-game`` puzzles from one game, then ``--limit`` in all,
taken in turn from each theme and grade so that the rare kinds are all kept.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from ..ai import think
from ..ai.tables import set_endgame_table
from ..notation.fen import to_fen
from ..rules import EndReason, Game, GrandSlam, Player, Position, Rules
from ..rules.sowing import would_grand_slam
from .collection import PuzzleFileError, default_path, load_puzzles, save_puzzles
from .proof import (
    WINNING_TOTAL,
    ExactTable,
    check_proof,
    clear_win,
    search_iterations,
    search_verdict,
    table_totals,
)
from .puzzle import (
    GRADES,
    Grade,
    Proof,
    Puzzle,
    Reply,
    SearchProof,
    TableProof,
    Theme,
    puzzle_key,
)

#: Level pairs of the self-play games (both fixed-depth, so the games are reproducible).
PAIRS = (("beginner", "casual"), ("casual", "club"), ("club", "club"), ("club", "expert"),
         ("casual", "expert"), ("expert", "expert"), ("beginner", "club"))
PREFILTER_DEPTH = 6
GRADE_DEPTH = 9
LINE_PLIES = 8
MAX_PLIES = 400


@dataclass(frozen=True, slots=True)
class Found:
    """A position from a game, with where it came from."""

    position: Position
    rules: Rules
    source: str


def play_games(games: int, seed: int) -> Iterable[Found]:
    """The positions of ``games`` seeded self-play games, as they are played."""
    for number in range(games):
        rng = random.Random(seed * 100_003 + number)
        rules = Rules(grand_slam=GrandSlam.FORBIDDEN) if number % 5 == 4 else Rules()
        south, north = PAIRS[rng.randrange(len(PAIRS))]
        if rng.random() < 0.5:
            south, north = north, south
        game = Game(rules=rules)
        for _ in range(2):
            game.play(rng.choice(game.legal_moves()))
        while not game.is_over() and len(game.moves) < MAX_PLIES:
            yield Found(game.position, rules,
                        f"self-play seed {seed} game {number + 1} ({south}-{north}) "
                        f"ply {len(game.moves) + 1}")
            level = south if game.to_move is Player.SOUTH else north
            game.play(think(game, level, rng=rng))


def table_line(game: Game, table: ExactTable, plies: int) -> list[str]:
    """Perfect play by the table from ``game`` for up to ``plies`` plies (the moves are
    played on ``game``): each side's move of the largest final total, a capture first."""
    line: list[str] = []
    while len(line) < plies and not game.is_over():
        totals = table_totals(game.position, game.rules, _Lenient(table))
        if not totals:
            break
        best = max(totals, key=lambda m: (totals[m], _captured(game, m), -ord(m)))
        game.play(best)
        line.append(best)
    return line


class _Lenient:
    """A table whose values all count as exact: for showing lines, not for proofs."""

    def __init__(self, table: ExactTable) -> None:
        self.max_seeds = table.max_seeds
        self._table = table

    def probe(self, board: tuple[int, ...]) -> int | None:
        return self._table.probe(board)

    def is_exact(self, board: tuple[int, ...]) -> bool | None:
        return True


def _captured(game: Game, move: str) -> int:
    plan = game.play(move)
    game.undo()
    return plan.captured


def search_line(position: Position, rules: Rules, depth: int) -> list[str]:
    """The principal variation of a ``depth``-ply search from ``position``."""
    from .proof import line_letters

    iterations = list(search_iterations(position, rules, depth))
    return list(line_letters(position, iterations[-1])) if iterations else []


def refutation(game: Game, line: Sequence[str]) -> tuple[str, ...]:
    """The part of ``line`` (the opponent's reply first) to show: the reply, and the next
    two plies when the reply is quiet, the player's next move too, and the opponent then
    captures; never past the game's end."""
    work = game.copy()
    captured: list[int] = []
    for move in line[:3]:
        if work.is_over() or move not in work.legal_moves():
            break
        captured.append(work.play(move).captured)
    if len(captured) == 3 and captured[0] == captured[1] == 0 < captured[2]:
        return tuple(line[:3])
    return tuple(line[:1])


def theme_of(position: Position, rules: Rules, move: str, line: Sequence[str],
             table_proof: bool) -> Theme:
    """The puzzle's theme (see the module docstring)."""
    game = Game(position, rules)
    mover = position.to_move
    slams = [h for h in rules.houses_of(mover)
             if position.houses[h] and would_grand_slam(position, h, rules)]
    if slams:
        return Theme.GRAND_SLAM
    work = game.copy()
    for step in line[:LINE_PLIES]:
        if work.is_over() or step not in work.legal_moves():
            break
        work.play(step)
    outcome = work.outcome
    if outcome is not None and outcome.reason is EndReason.FAMINE and outcome.winner is mover:
        return Theme.FAMINE
    plan = game.play(move)
    if len(plan.captures) >= 2:
        return Theme.CHAIN_CAPTURE
    if plan.captures:
        return Theme.CAPTURE
    return Theme.ENDGAME if table_proof else Theme.QUIET


def solve_depth(position: Position, rules: Rules, move: str) -> int:
    """The shallowest depth from which a plain search (no quiescence) ranks ``move``
    strictly first at every depth up to ``GRADE_DEPTH``; ``GRADE_DEPTH + 1`` if none."""
    from .proof import scores_in_seeds

    firsts: list[bool] = []
    for iteration in search_iterations(position, rules, GRADE_DEPTH, quiescence=0):
        scores = scores_in_seeds(position, iteration)
        firsts.append(all(scores[move] > v for m, v in scores.items() if m != move))
    depth = GRADE_DEPTH + 1
    for index in range(len(firsts) - 1, -1, -1):
        if not firsts[index]:
            break
        depth = index + 1
    return depth


def grade_of(depth: int) -> Grade:
    """Easy: found by a 1-ply look; medium: by 2-3 plies; hard: 4 or more."""
    return Grade.EASY if depth <= 1 else Grade.MEDIUM if depth <= 3 else Grade.HARD


def prove(found: Found, table: ExactTable, depth: int) -> Puzzle | None:
    """The puzzle at ``found``'s position, or None when it has none."""
    position, rules = found.position, found.rules
    game = Game(position, rules)
    legal = game.legal_moves()
    if game.is_over() or len(legal) < 2:
        return None
    mover = position.to_move
    proof: Proof
    replies: dict[str, Reply] = {}
    if rules.is_default and sum(position.houses) <= table.max_seeds:
        totals = table_totals(position, rules, table)
        if totals is None:
            return None
        winners = [m for m, total in totals.items() if total >= WINNING_TOTAL]
        if len(winners) != 1:
            return None
        move = winners[0]
        proof = TableProof(table.max_seeds, totals[move] - position.stores[mover])
        work = game.copy()
        work.play(move)
        line = [move, *table_line(work, table, LINE_PLIES - 1)]
        for wrong in legal:
            if wrong == move:
                continue
            work = game.copy()
            work.play(wrong)
            reply = table_line(work.copy(), table, 3)
            replies[wrong] = Reply(refutation(work, reply), float(2 * totals[wrong] - 48))
        table_proof = True
    else:
        quick = search_verdict(position, rules, PREFILTER_DEPTH)
        if quick is None or not clear_win(quick):
            return None
        verdict = search_verdict(position, rules, depth)
        if verdict is None or not clear_win(verdict):
            return None
        move = verdict.best
        proof = SearchProof(depth, verdict.score, verdict.margin)
        line = list(verdict.line[:LINE_PLIES])
        for wrong in legal:
            if wrong == move:
                continue
            work = game.copy()
            work.play(wrong)
            reply = [] if work.is_over() else search_line(work.position, rules, 10)
            replies[wrong] = Reply(refutation(work, reply), verdict.scores[wrong])
        table_proof = False
    find = solve_depth(position, rules, move)
    return Puzzle(puzzle_key(position, rules), to_fen(position), move,
                  theme_of(position, rules, move, line, table_proof), grade_of(find), proof,
                  rules, tuple(line), replies, find, found.source)


def select(puzzles: list[Puzzle], limit: int, per_game: int, seed: int) -> list[Puzzle]:
    """At most ``limit`` puzzles, at most ``per_game`` from any one game, taken in turn
    from each theme and grade so that the rare kinds are all kept; sorted by grade, then
    key."""
    rng = random.Random(seed)
    pools: dict[tuple[str, int], list[Puzzle]] = {}
    for puzzle in puzzles:
        pools.setdefault((puzzle.theme.value, GRADES.index(puzzle.grade)), []).append(puzzle)
    for pool in pools.values():
        rng.shuffle(pool)
    by_game: Counter[str] = Counter()
    chosen: list[Puzzle] = []
    while len(chosen) < limit and any(pools.values()):
        for cell in sorted(pools):
            pool = pools[cell]
            while pool and len(chosen) < limit:
                puzzle = pool.pop()
                game = puzzle.source.rsplit(" ply ", 1)[0]
                if by_game[game] < per_game:
                    by_game[game] += 1
                    chosen.append(puzzle)
                    break
    return sorted(chosen, key=lambda p: (GRADES.index(p.grade), p.key))


def mine(games: int, seed: int, table_seeds: int, depth: int, limit: int, per_game: int,
         log: bool = True, table: ExactTable | None = None
         ) -> tuple[list[Puzzle], dict[str, object]]:
    """Play, try every position, prove, select; returns the puzzles and the figures.
    ``table`` is a table of ``table_seeds`` seeds already built (else it is built)."""
    from ..ai.endgame import build_table

    start = time.perf_counter()
    set_endgame_table(None)  # the levels play without the user's table: reproducible
    if table is None:
        table = build_table(table_seeds)
        if log:
            print(f"{table_seeds}-seed table built in {time.perf_counter() - start:.1f} s",
                  flush=True)
    if table.max_seeds != table_seeds:
        raise ValueError(f"a table of {table_seeds} seeds is needed, not {table.max_seeds}")
    seen: set[tuple[str, Rules]] = set()
    found: list[Puzzle] = []
    tried = 0
    for position_found in play_games(games, seed):
        key = (to_fen(position_found.position), position_found.rules)
        if key in seen:
            continue
        seen.add(key)
        tried += 1
        puzzle = prove(position_found, table, depth)
        if puzzle is not None:
            found.append(puzzle)
            if log and len(found) % 25 == 0:
                print(f"{len(found)} puzzles from {tried} positions, "
                      f"{time.perf_counter() - start:.0f} s", flush=True)
    chosen = select(found, limit, per_game, seed)
    figures: dict[str, object] = {
        "command": "python -m wari_desktop.puzzles.mine " + " ".join(
            [f"--games {games}", f"--seed {seed}", f"--table-seeds {table_seeds}",
             f"--depth {depth}", f"--limit {limit}", f"--per-game {per_game}"]),
        "games": games, "positions_tried": tried, "proven": len(found),
        "kept": len(chosen),
        "proven_by_theme": dict(sorted(Counter(p.theme.value for p in found).items())),
        "kept_by_theme": dict(sorted(Counter(p.theme.value for p in chosen).items())),
        "kept_by_grade": {g.value: sum(p.grade is g for p in chosen) for g in GRADES},
        "kept_by_proof": dict(Counter(p.proof.method for p in chosen)),
        "proven_by_find_depth": dict(sorted(Counter(p.find_depth for p in found).items())),
        "seconds": round(time.perf_counter() - start, 1),
    }
    return chosen, figures


def check(path: Path) -> int:
    """Re-prove every puzzle of ``path`` (building the table its table proofs name);
    prints each failure and a count; the exit status (0: all proven)."""
    from ..ai.endgame import build_table

    try:
        puzzles = load_puzzles(path)
    except PuzzleFileError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    needed = max((p.proof.seeds for p in puzzles if isinstance(p.proof, TableProof)),
                 default=0)
    table = build_table(needed) if needed else None
    failures = 0
    for number, puzzle in enumerate(puzzles, start=1):
        problem = check_proof(puzzle, table)
        if problem is not None:
            failures += 1
            print(f"puzzle {number} ({puzzle.key}): {problem}")
    print(f"{len(puzzles) - failures} of {len(puzzles)} puzzles proven")
    return 1 if failures else 0


def main(argv: list[str] | None = None) -> int:
    """The command line; returns the exit status."""
    parser = argparse.ArgumentParser(prog="python -m wari_desktop.puzzles.mine",
                                     description="Mine puzzles from self-play, or check them.")
    parser.add_argument("--check", nargs="?", const=str(default_path()), metavar="FILE",
                        help="re-prove every puzzle of FILE (default: the shipped file)")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--table-seeds", type=int, default=12)
    parser.add_argument("--depth", type=int, default=14)
    parser.add_argument("--limit", type=int, default=400)
    parser.add_argument("--per-game", type=int, default=3)
    parser.add_argument("--out", default=str(default_path()))
    parser.add_argument("--nice", action="store_true", help="run at low priority")
    args = parser.parse_args(argv)
    if args.nice and hasattr(os, "nice"):
        os.nice(10)
    if args.check:
        return check(Path(args.check))
    puzzles, figures = mine(args.games, args.seed, args.table_seeds, args.depth, args.limit,
                            args.per_game)
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    save_puzzles(puzzles, args.out, figures)
    for name, value in figures.items():
        print(f"{name}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
