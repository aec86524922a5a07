"""A/B match: the master level's search with two sets of options, to decide whether a
search feature pays (each kept only if it wins).

    python benchmarks/ab_match.py --a reductions=1 --b reductions=0 --seconds 0.1 \
        --games 40 --openings 4 --jobs 2

Options (comma-separated ``key=value``): ``reductions`` (0/1), ``threads``, ``hash_mb``,
``tt_depth`` (the shallowest depth that uses the transposition table), ``aspiration_lag``
(1/2: the aspiration window centred on the value one or two plies less deep), ``book``
(0/1: play the opening book's move where it has one), ``keep_table`` (0/1: a timed
search starts from what the last one of the same settings left in the table; default 1),
``mtdf`` (0/1: MTD(f)'s null-window passes instead of aspiration windows), ``predict``
(0/1: past 60% of the time, start a next depth expected to end in time), ``seed_history``
(0/1: the killers and the history know a move by its house and seeds; default 1),
``graph_history`` (0/1: the table's keys hold the earlier positions of a node's level;
default 0), ``cycle_leaves`` (0-3: a leaf the endgame table values by its cycle
convention is a proven result, a likely one, a likely one after a capture and the
evaluation's after a quiet move, or a likely one from its own split:
``search.CYCLE_LEAVES``; default 0),
``quiescence``, ``mcts`` (N: OpenSpiel's MCTS bot with N simulations a move instead of
our search; ``pip install -e ".[openspiel]"``), ``compiled`` (0/1: the C core or the
pure-Python search), ``seconds`` (this side's time a move, overriding ``--seconds``), and
the evaluation weights ``side_seed``, ``vulnerable``, ``kroo``, ``empty``. Sides
alternate, each pair of games shares a seeded random opening (``--openings`` plies), and
our ``Game`` is the referee, as in ``python -m wari_desktop.arena``, whose score and
Elo lines this prints. With ``--cpu`` the seconds are each search's CPU time rather than
the wall clock, so that a machine busy with other work (or ``nice``) does not starve the
side with the shorter time.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from dataclasses import dataclass, fields, replace
from multiprocessing import Pool

from wari_desktop.ai.analysis import book_move, history_keys
from wari_desktop.ai.board import normalise
from wari_desktop.ai.core import CORE, make_searcher
from wari_desktop.ai.evaluate import DEFAULT_WEIGHTS, Weights
from wari_desktop.ai.openings import random_opening
from wari_desktop.ai.search import ASPIRATION_LAG, TT_DEPTH, Limits
from wari_desktop.arena.match import elo_estimate, format_elo
from wari_desktop.rules import Game, Player, letter

WEIGHT_NAMES = tuple(f.name for f in fields(Weights))
INT_OPTIONS = ("threads", "hash_mb", "quiescence", "mcts", "tt_depth", "aspiration_lag",
               "cycle_leaves")
FLAG_OPTIONS = ("reductions", "compiled", "book", "keep_table", "mtdf", "predict", "seed_history",
                "graph_history")


def parse_options(text: str) -> dict[str, object]:
    """``key=value,...`` into options; ValueError naming a bad key or value."""
    options: dict[str, object] = {}
    weights: dict[str, int] = {}
    for item in filter(None, (part.strip() for part in text.split(","))):
        key, sep, value = item.partition("=")
        if not sep:
            raise ValueError(f"{item!r}: options are key=value")
        if key in WEIGHT_NAMES:
            weights[key] = int(value)
        elif key in INT_OPTIONS:
            options[key] = int(value)
        elif key in FLAG_OPTIONS:
            options[key] = value not in ("0", "false", "no", "off")
        elif key == "seconds":
            options[key] = float(value)
        else:
            raise ValueError(f"unknown option {key!r}")
    if weights:
        options["weights"] = replace(DEFAULT_WEIGHTS, **weights)
    return options


_bots: dict[int, object] = {}


def choose(game: Game, seconds: float, options: dict[str, object], cpu: bool = False,
           seed: int = 0) -> str:
    """The master level's move with these options (no randomness), or the MCTS bot's."""
    legal = game.legal_moves()
    if len(legal) == 1:
        return legal[0]
    if options.get("book"):
        entry = book_move(game)
        if entry is not None:
            return entry.move
    if "mcts" in options:
        from wari_desktop.arena.openspiel_bot import OpenSpielMCTS

        bot = _bots.get(seed)
        if bot is None:
            bot = _bots[seed] = OpenSpielMCTS(int(options["mcts"]), seed)  # type: ignore[call-overload]
        move: str = bot.choose(game)  # type: ignore[attr-defined]
        return move
    searcher = make_searcher(
        weights=options.get("weights", DEFAULT_WEIGHTS),  # type: ignore[arg-type]
        quiescence=options.get("quiescence", 6),  # type: ignore[arg-type]
        hash_mb=options.get("hash_mb"),  # type: ignore[arg-type]
        threads=options.get("threads"),  # type: ignore[arg-type]
        compiled=options.get("compiled"),  # type: ignore[arg-type]
        reductions=options.get("reductions", False),  # type: ignore[arg-type]
        tt_depth=options.get("tt_depth", TT_DEPTH),  # type: ignore[arg-type]
        aspiration_lag=options.get("aspiration_lag", ASPIRATION_LAG),  # type: ignore[arg-type]
        keep_table=options.get("keep_table", True),  # type: ignore[arg-type]
        mtdf=options.get("mtdf", False),  # type: ignore[arg-type]
        predict=options.get("predict", False),  # type: ignore[arg-type]
        seed_history=options.get("seed_history", True),  # type: ignore[arg-type]
        graph_history=options.get("graph_history", False),  # type: ignore[arg-type]
        cycle_leaves=options.get("cycle_leaves", 0),  # type: ignore[arg-type]
        grand_slam=game.rules.grand_slam, repetition=game.rules.end_on_repetition)
    position = game.position
    mover = position.to_move
    best = None
    for iteration in searcher.iterate(normalise(position), position.stores[mover],
                                      position.stores[mover.opponent], history_keys(game),
                                      Limits(seconds=float(options.get("seconds", seconds)),  # type: ignore[arg-type]
                                             cpu=cpu), side=0 if mover is Player.SOUTH else 1):
        best = iteration.move
    if best is None:
        return legal[0]
    return letter(best if mover is Player.SOUTH else best + 6)


@dataclass(frozen=True)
class Spec:
    index: int
    a: dict[str, object]
    b: dict[str, object]
    a_south: bool
    opening: tuple[str, ...]
    seconds: float
    cpu: bool
    seed: int


def play(spec: Spec) -> tuple[int, float, str]:
    """One game: its index, a's points and a report line."""
    game = Game()
    for move in spec.opening:
        game.play(move)
    south, north = (spec.a, spec.b) if spec.a_south else (spec.b, spec.a)
    _bots.clear()
    seed = spec.seed * 1000 + spec.index
    while not game.is_over():
        game.play(choose(game, spec.seconds, south if game.to_move is Player.SOUTH else north,
                         spec.cpu, seed))
    outcome = game.outcome
    assert outcome is not None
    a_side = Player.SOUTH if spec.a_south else Player.NORTH
    points = 0.5 if outcome.winner is None else 1.0 if outcome.winner is a_side else 0.0
    line = (f"game {spec.index + 1:3d}: a plays {'South' if spec.a_south else 'North'} "
            f"{outcome.totals[0]}-{outcome.totals[1]} {len(game.moves)} moves "
            f"{outcome.reason.value}: a scores {points:g}")
    return spec.index, points, line


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--a", default="", help="options of player a")
    parser.add_argument("--b", default="", help="options of player b")
    parser.add_argument("--seconds", type=float, default=0.1)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--openings", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--cpu", action="store_true",
                        help="measure the seconds in CPU time, not wall-clock time")
    args = parser.parse_args()
    try:
        a, b = parse_options(args.a), parse_options(args.b)
    except ValueError as error:
        parser.error(str(error))
    specs = []
    for index in range(args.games):
        opening = random_opening(args.openings, random.Random(f"{args.seed}-{index // 2}"))
        specs.append(Spec(index, a, b, index % 2 == 0, tuple(opening), args.seconds, args.cpu,
                          args.seed))
    print(f"search core {CORE}; a: {args.a or 'defaults'}; b: {args.b or 'defaults'}; "
          f"{args.seconds:g} s {'CPU' if args.cpu else 'wall-clock'} a move, "
          f"{args.games} games, openings {args.openings}, "
          f"seed {args.seed}, jobs {args.jobs}; load average {os.getloadavg()[0]:.2f}",
          flush=True)
    started = time.perf_counter()
    points: dict[int, float] = {}
    with Pool(args.jobs) as pool:
        for index, score, line in pool.imap_unordered(play, specs):
            points[index] = score
            print(line, flush=True)
    wins = sum(p == 1.0 for p in points.values())
    draws = sum(p == 0.5 for p in points.values())
    losses = len(points) - wins - draws
    total = sum(points.values())
    print(f"a vs b: +{wins} ={draws} -{losses}  {total:g}/{len(points)} = "
          f"{100 * total / len(points):.1f}%; Elo difference (a - b): "
          f"{format_elo(elo_estimate(wins, draws, losses))} (95%); "
          f"{time.perf_counter() - started:.0f} s, load average {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
