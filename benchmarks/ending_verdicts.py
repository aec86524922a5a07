"""The endgame table's verdicts in played games: where the repetition endings were lost,
and how often the cycle convention foretold the result.

Run: python benchmarks/ending_verdicts.py LOG [LOG ...] [--shown 8]

The logs are the match tool's (``python -m wari_desktop.arena ... --show-moves``). Every
position reached by a capture with at most as many seeds as the installed table holds gets
the table's verdict: what that value means for the final result (W/D/L), proven (``!``) or
resting on the cycle convention (``~``). Printed:

- for each game against master that ended by repetition and that master did not win, the
  last ``--shown`` verdicts for master, each as ``PLY WHO:SEEDS VERDICT`` (``m`` master
  captured, ``o`` the opponent);
- for every convention verdict at 6-10 seeds in every game, how often its W/D/L is the
  game's (and how often the board's own split's is: each side taking the seeds on its
  side, ``cycle_leaves=3``), and the mean of (final margin - promised margin) for the
  player to move.
"""

from __future__ import annotations

import argparse
import re
from collections import Counter, defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from wari_desktop.ai.board import normalise
from wari_desktop.ai.search import Table
from wari_desktop.ai.tables import endgame_table
from wari_desktop.rules import Game, Player

GAME_LINE = re.compile(r"game\s+(\d+): (\S+) \(S\) - (\S+) \(N\) (\d+)-(\d+)\s+.*?(\w+)\s+\(")


@dataclass(frozen=True)
class Verdict:
    """The table's value of a position reached by a capture, for the player to move."""

    ply: int
    mover: Player
    seeds: int
    margin: int  # the final margin the value promises the mover (total - opponent's total)
    proven: bool
    split: int  # the margin if each side took the seeds on its side of this board


@dataclass(frozen=True)
class Played:
    number: str
    master: Player | None  # None: neither side is master
    south_total: int
    ending: str  # majority, famine, repetition...
    verdicts: tuple[Verdict, ...]


def sign(value: int) -> int:
    return (value > 0) - (value < 0)


def verdicts(moves: list[str], table: Table) -> Iterator[Verdict]:
    """The table's verdict after every capture that leaves at most its seeds."""
    game = Game()
    for ply, move in enumerate(moves, 1):
        before = sum(game.position.stores)
        game.play(move)
        position = game.position
        seeds = 48 - sum(position.stores)
        if sum(position.stores) == before or not 0 < seeds <= table.max_seeds:
            continue
        board = normalise(position)
        gain = table.probe(board)
        if gain is None:
            continue
        mover = position.to_move
        mine, theirs = position.stores[mover] + gain, position.stores[mover.opponent]
        own = sum(board[:6])
        yield Verdict(ply, mover, seeds, mine - (theirs + seeds - gain),
                      bool(table.is_exact(board)),
                      position.stores[mover] + own - theirs - (seeds - own))


def played_games(log: Path, table: Table) -> Iterator[Played]:
    lines = log.read_text().splitlines()
    for i, line in enumerate(lines):
        found = GAME_LINE.match(line)
        if not found or i + 1 >= len(lines) or not lines[i + 1].startswith("    "):
            continue
        master = (Player.SOUTH if found.group(2) == "master"
                  else Player.NORTH if found.group(3) == "master" else None)
        yield Played(found.group(1), master, int(found.group(4)), found.group(6),
                     tuple(verdicts(lines[i + 1].split(), table)))


def shown(verdict: Verdict, master: Player) -> str:
    margin = verdict.margin if verdict.mover is master else -verdict.margin
    who = "o" if verdict.mover is master else "m"  # the capturer moved just before
    return (f"{verdict.ply}{who}:{verdict.seeds}{'LDW'[sign(margin) + 1]}"
            f"{'!' if verdict.proven else '~'}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("logs", type=Path, nargs="+")
    parser.add_argument("--shown", type=int, default=8)
    args = parser.parse_args()
    table = endgame_table(wait=True)
    if table is None:
        raise SystemExit("no endgame table: python -m wari_desktop.ai.endgame build")
    by_seeds: dict[int, list[tuple[int, int, int]]] = defaultdict(list)
    for log in args.logs:
        for game in played_games(log, table):
            final_south = 2 * game.south_total - 48
            for v in game.verdicts:
                if not v.proven and 6 <= v.seeds <= 10:
                    final = final_south if v.mover is Player.SOUTH else -final_south
                    by_seeds[v.seeds].append((v.margin, final, v.split))
            if game.master is None or game.ending != "repetition":
                continue
            final_master = final_south if game.master is Player.SOUTH else -final_south
            if final_master > 0:
                continue
            result = "lost" if final_master < 0 else "drawn"
            line = " ".join(shown(v, game.master) for v in game.verdicts[-args.shown:])
            print(f"{log.name} game {game.number}: master {result}; {line}")
    print("\nConvention verdicts at 6-10 seeds against the games' results (player to move):")
    pairs: Counter[tuple[int, int]] = Counter()
    total = foretold = by_split = 0
    for seeds in sorted(by_seeds):
        rows = by_seeds[seeds]
        agree = sum(sign(promised) == sign(final) for promised, final, _ in rows)
        split = sum(sign(own) == sign(final) for _, final, own in rows)
        drift = sum(final - promised for promised, final, _ in rows) / len(rows)
        pairs.update((sign(promised), sign(final)) for promised, final, _ in rows)
        total, foretold, by_split = total + len(rows), foretold + agree, by_split + split
        print(f"  {seeds:2d} seeds: {len(rows):4d} positions, result foretold {agree} "
              f"({100 * agree / len(rows):.0f}%; by the board's own split {split}, "
              f"{100 * split / len(rows):.0f}%), final - promised margin {drift:+.2f} seeds")
    if total:
        print(f"  all: {total} positions, foretold by the table {100 * foretold / total:.1f}%, "
              f"by the board's own split {100 * by_split / total:.1f}%")
    print("  promised -> final:", ", ".join(
        f"{'LDW'[a + 1]}->{'LDW'[b + 1]} {n}" for (a, b), n in sorted(pairs.items())))


if __name__ == "__main__":
    main()
