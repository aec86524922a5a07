"""Engine against engine: a match between two levels, or a level and OpenSpiel's MCTS.

    python -m wari_desktop.arena --a club --b expert --games 40 --openings 4 --jobs 2
    python -m wari_desktop.arena --a master --seconds 0.1 --opponent openspiel-mcts
    python -m wari_desktop.arena --a master --seconds 0.1 --opponent-cmd "wari-engine"
    python -m wari_desktop.arena --a master --b master --a-seconds 0.1 --b-seconds 1.0 \
        --b-core python --cpu --games 40 --openings 4

``--opponent-cmd`` makes player b any program speaking the engine protocol of Aualé
(``wari_desktop.engine``), started for each game; one that crashes, falls silent or
answers an illegal move loses that game (the line says why). Players *a* and *b* swap
sides every game; with ``--openings K`` each pair of games
starts from the same seeded random K-ply opening, once with each side, so the colour
bias cancels. ``--south/--north`` fix the sides instead. Our ``Game`` is the referee.
``--a-seconds/--b-seconds`` give each level its own time a move, ``--a-core/--b-core``
force the compiled core or the pure-Python search for it, and ``--cpu`` measures our
levels' seconds in the searching thread's CPU time (fair on a machine busy with other
work, or under ``nice``).
The score is a's (a draw counts half) with its Elo difference and a 95% interval.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import shlex
import shutil
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from multiprocessing import Pool
from typing import Protocol

from ..ai import think
from ..ai.core import COMPILED, CORE, default_threads
from ..ai.levels import NAMES
from ..ai.openings import random_opening
from ..engine.client import EngineFailure, OpponentSpec, ProtocolEngine
from ..rules import Game, IllegalMoveError, Player

OPENSPIEL = "openspiel-mcts"
Z95 = 1.959964  # two-sided 95% normal quantile


# -- Elo -------------------------------------------------------------------------------
def score_fraction(wins: int, draws: int, losses: int) -> float:
    """The mean score per game, a draw counting half."""
    games = wins + draws + losses
    if games <= 0:
        raise ValueError("no games")
    return (wins + draws / 2) / games


def elo_from_score(score: float) -> float:
    """The Elo difference a mean score implies (±inf at 100% and 0%)."""
    if not 0.0 <= score <= 1.0:
        raise ValueError(f"a score is between 0 and 1, not {score}")
    if score == 1.0:
        return math.inf
    if score == 0.0:
        return -math.inf
    return -400.0 * math.log10(1.0 / score - 1.0)


def score_error(wins: int, draws: int, losses: int) -> float:
    """The standard error of the mean score (from the games' own spread)."""
    games = wins + draws + losses
    mean = score_fraction(wins, draws, losses)
    square = (wins + draws / 4) / games
    return math.sqrt(max(0.0, square - mean * mean) / games)


@dataclass(frozen=True, slots=True)
class EloEstimate:
    """An Elo difference with a 95% interval ``[low, high]`` (either may be infinite)."""

    score: float
    elo: float
    low: float
    high: float

    @property
    def error(self) -> float:
        """Half the interval's width (inf when a side is unbounded)."""
        return (self.high - self.low) / 2


def elo_estimate(wins: int, draws: int, losses: int) -> EloEstimate:
    """The Elo difference of a score and its 95% interval.

    The interval is Wilson's score interval with the games' own variance (draws included)
    in place of p(1-p), mapped to Elo: like score ± 1.96 standard errors for middling
    scores, but it stays inside (0, 1) near 0% and 100%. At 100% (0%) the Elo difference
    is infinite and the interval one-sided: above ``n / (n + 1.96²)`` (below its
    complement)."""
    games = wins + draws + losses
    score = score_fraction(wins, draws, losses)
    shrink = 1.0 + Z95 * Z95 / games
    centre = (score + Z95 * Z95 / (2 * games)) / shrink
    half = Z95 / shrink * math.sqrt(score_error(wins, draws, losses) ** 2
                                    + Z95 * Z95 / (4 * games * games))
    low = elo_from_score(max(0.0, centre - half))
    high = elo_from_score(min(1.0, centre + half))
    if score == 1.0:
        high = math.inf
    elif score == 0.0:
        low = -math.inf
    return EloEstimate(score, elo_from_score(score), low, high)


def format_elo(estimate: EloEstimate) -> str:
    """``+191 ± 122 [+69, +313]``, or a bound such as ``> +287`` at 100%."""
    elo, low, high = (x + 0.0 for x in (estimate.elo, estimate.low, estimate.high))  # no -0
    if math.isinf(elo):
        return f"> {low:+.0f}" if elo > 0 else f"< {high:+.0f}"
    return f"{elo:+.0f} ± {estimate.error:.0f} [{low:+.0f}, {high:+.0f}]"


# -- players ---------------------------------------------------------------------------
class Engine(Protocol):
    """Something that picks a move for the player to move."""

    @property
    def name(self) -> str: ...

    def choose(self, game: Game) -> str: ...


CORES = {"compiled": True, "python": False}  # --a-core/--b-core: make_searcher's compiled


@dataclass(frozen=True, slots=True)
class SideSettings:
    """How one side's level plays in a match: its seconds a move (the match's when None),
    the search core it must use (``compiled`` or ``python``; None: the default one),
    whether its seconds are CPU time, and its search threads (None: the program's
    default, ``default_threads()``)."""

    seconds: float | None = None
    core: str | None = None
    cpu: bool = False
    threads: int | None = None

    def describe(self, seconds: float | None) -> str:
        """E.g. ``1 s CPU a move, python core``."""
        time_ = self.seconds if self.seconds is not None else seconds
        parts = [f"{time_:g} s {'CPU' if self.cpu else 'wall-clock'} a move"
                 if time_ is not None else "the level's own time"]
        if self.core:
            parts.append(f"{self.core} core")
        if self.core != "python":  # the pure-Python search has one thread
            threads = self.threads if self.threads is not None else default_threads()
            parts.append(f"{threads} thread{'s' if threads > 1 else ''}")
        return ", ".join(parts)


@dataclass
class LevelEngine:
    """One of our levels, thinking ``seconds`` per move (the level's own when None), on
    the core ``compiled`` asks for (None: the default), seconds in CPU time if ``cpu``,
    with ``threads`` search threads (None: the program's default)."""

    level: str
    seconds: float | None
    rng: random.Random = field(default_factory=random.Random)
    compiled: bool | None = None
    cpu: bool = False
    threads: int | None = None

    @property
    def name(self) -> str:
        return self.level

    def choose(self, game: Game) -> str:
        return think(game, self.level, self.seconds, None, self.rng, compiled=self.compiled,
                     cpu=self.cpu, threads=self.threads)


def make_engine(spec: str, seconds: float | None, simulations: int, seed: int,
                opponent: OpponentSpec | None = None,
                side: SideSettings = SideSettings()) -> Engine:
    """A level name, ``openspiel-mcts`` for OpenSpiel's MCTS bot, or the command of
    ``opponent`` for a program speaking the engine protocol (EngineFailure if it cannot
    be started). ``side`` sets a level's time, core and clock (ImportError for the
    compiled core when it is not built)."""
    if opponent is not None and spec == opponent.command:
        return ProtocolEngine(opponent)
    if spec == OPENSPIEL:
        from .openspiel_bot import OpenSpielMCTS

        return OpenSpielMCTS(simulations, seed)
    if spec not in NAMES:
        raise ValueError(f"unknown player {spec!r}; choose one of {', '.join(NAMES)} "
                         f"or {OPENSPIEL}")
    if side.core is not None and side.core not in CORES:
        raise ValueError(f"unknown core {side.core!r}; choose one of {', '.join(CORES)}")
    compiled = None if side.core is None else CORES[side.core]
    if compiled:
        from .core import COMPILED

        if not COMPILED:
            raise ImportError("the compiled search core (wari_desktop.ai._csearch) is not built")
    return LevelEngine(spec, side.seconds if side.seconds is not None else seconds,
                       random.Random(seed), compiled, side.cpu, side.threads)


# -- games -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GameSpec:
    """Everything one game needs, picklable for a worker process."""

    index: int
    a: str
    b: str
    a_south: bool
    opening: tuple[str, ...]
    seconds: float | None
    simulations: int
    seed: int
    opponent: OpponentSpec | None = None  # player b, when it is a program on pipes
    sides: tuple[SideSettings, SideSettings] = (SideSettings(), SideSettings())  # a, b


@dataclass(frozen=True, slots=True)
class GameResult:
    """How one game went, from a's point of view."""

    index: int
    a_south: bool
    record: tuple[str, ...]  # every move, the opening's included
    reason: str
    totals: tuple[int, int]  # (south, north)
    a_points: float  # 1 win, 0.5 draw, 0 loss
    seconds_max: tuple[float, float]  # the longest move of a and of b

    @property
    def moves(self) -> int:
        return len(self.record)

    def line(self, a: str, b: str) -> str:
        """A one-line report."""
        south, north = (a, b) if self.a_south else (b, a)
        verdict = {1.0: "a wins", 0.5: "draw", 0.0: "b wins"}[self.a_points]
        return (f"game {self.index + 1:3d}: {south} (S) - {north} (N) "
                f"{self.totals[0]}-{self.totals[1]}  {verdict:6s} {self.moves:3d} moves  "
                f"{self.reason}  (longest move a {self.seconds_max[0]:.2f}s, "
                f"b {self.seconds_max[1]:.2f}s)")


def play_game(spec: GameSpec) -> GameResult:
    """Play one game to its end under our rules. A player that fails (a program that
    cannot start, crashes, falls silent or answers an illegal move) loses the game."""
    game = Game()
    for move in spec.opening:
        game.play(move)
    a_side = Player.SOUTH if spec.a_south else Player.NORTH
    longest = {Player.SOUTH: 0.0, Player.NORTH: 0.0}
    players: dict[Player, Engine] = {}
    try:
        for side, name, offset in ((a_side, spec.a, 0), (a_side.opponent, spec.b, 1)):
            try:
                players[side] = make_engine(name, spec.seconds, spec.simulations,
                                            spec.seed * 1000 + 2 * spec.index + offset,
                                            spec.opponent, spec.sides[offset])
            except EngineFailure as failure:
                return _forfeit(spec, game, side, a_side, str(failure), longest)
        while not game.is_over():
            mover = game.to_move
            start = time.perf_counter()
            why = None
            try:
                game.play(players[mover].choose(game))
            except (EngineFailure, IllegalMoveError) as failure:
                why = str(failure)
            longest[mover] = max(longest[mover], time.perf_counter() - start)
            if why is not None:
                return _forfeit(spec, game, mover, a_side, why, longest)
    finally:
        for player in players.values():
            close = getattr(player, "close", None)
            if close is not None:
                close()
    outcome = game.outcome
    assert outcome is not None
    points = 0.5 if outcome.winner is None else 1.0 if outcome.winner is a_side else 0.0
    a_max, b_max = longest[a_side], longest[a_side.opponent]
    return GameResult(spec.index, spec.a_south, tuple(game.moves), outcome.reason.value,
                      outcome.totals, points, (a_max, b_max))


def _forfeit(spec: GameSpec, game: Game, loser: Player, a_side: Player, why: str,
             longest: dict[Player, float]) -> GameResult:
    """The game as lost by ``loser``'s failure, the stores as they stand."""
    name = spec.a if loser is a_side else spec.b
    return GameResult(spec.index, spec.a_south, tuple(game.moves),
                      f"forfeit by {name}: {why}", game.position.stores,
                      0.0 if loser is a_side else 1.0,
                      (longest[a_side], longest[a_side.opponent]))


def game_specs(a: str, b: str, games: int, openings: int, seed: int, seconds: float | None,
               simulations: int, alternate: bool = True,
               opponent: OpponentSpec | None = None,
               sides: tuple[SideSettings, SideSettings] = (SideSettings(), SideSettings()),
               ) -> list[GameSpec]:
    """The games of a match: pair ``i`` (games 2i and 2i+1) shares its opening, a taking
    South in the first game and North in the second when ``alternate``; ``sides`` set
    a's and b's time, core and clock."""
    specs = []
    for index in range(games):
        pair = index // 2
        opening = random_opening(openings, random.Random(f"{seed}-{pair}")) if openings else []
        a_south = index % 2 == 0 or not alternate
        specs.append(GameSpec(index, a, b, a_south, tuple(opening), seconds, simulations,
                              seed, opponent, sides))
    return specs


@dataclass(frozen=True, slots=True)
class MatchResult:
    """A finished match, from a's point of view."""

    a: str
    b: str
    games: list[GameResult]

    @property
    def wins(self) -> int:
        return sum(g.a_points == 1.0 for g in self.games)

    @property
    def draws(self) -> int:
        return sum(g.a_points == 0.5 for g in self.games)

    @property
    def losses(self) -> int:
        return sum(g.a_points == 0.0 for g in self.games)

    @property
    def points(self) -> float:
        return sum(g.a_points for g in self.games)

    def elo(self) -> EloEstimate:
        return elo_estimate(self.wins, self.draws, self.losses)

    def summary(self) -> str:
        """The final score and Elo lines."""
        n = len(self.games)
        return (f"{self.a} vs {self.b}: +{self.wins} ={self.draws} -{self.losses}  "
                f"{self.points:g}/{n} = {100 * self.points / n:.1f}%\n"
                f"Elo difference (a - b): {format_elo(self.elo())} (95%)")


def _results(specs: Sequence[GameSpec], jobs: int) -> Iterator[GameResult]:
    """The games' results as they finish, in ``jobs`` processes."""
    if jobs <= 1:
        yield from map(play_game, specs)
        return
    with Pool(jobs) as pool:
        yield from pool.imap_unordered(play_game, specs)


def run_match(specs: Sequence[GameSpec], jobs: int = 1,
              report: Callable[[str], None] | None = None,
              show_moves: bool = False) -> MatchResult:
    """Play the games (in ``jobs`` processes), reporting a line per game as it ends (and
    its moves when ``show_moves``)."""
    results = []
    for result in _results(specs, jobs):
        results.append(result)
        if report:
            report(result.line(specs[0].a, specs[0].b))
            if show_moves:
                report("    " + " ".join(result.record))
    results.sort(key=lambda r: r.index)
    return MatchResult(specs[0].a, specs[0].b, results)


# -- command line ----------------------------------------------------------------------
def build_parser() -> argparse.ArgumentParser:
    """The command line's options."""
    parser = argparse.ArgumentParser(prog="python -m wari_desktop.arena",
                                     description=__doc__.split("\n\n")[0])
    players = f"{', '.join(NAMES)}"
    parser.add_argument("--a", help=f"player a ({players}); sides alternate")
    parser.add_argument("--b", help="player b (sides alternate)")
    parser.add_argument("--south", help="player a, always South")
    parser.add_argument("--north", help="player b, always North")
    _opponent_options(parser)
    parser.add_argument("--seconds", type=float, default=None,
                        help="thinking time per move for our levels (their own by default)")
    for who in ("a", "b"):
        parser.add_argument(f"--{who}-seconds", type=float, metavar="S",
                            help=f"player {who}'s time per move (a level; else --seconds)")
        parser.add_argument(f"--{who}-core", choices=list(CORES),
                            help=f"the search core player {who} (a level) must use "
                                 "(default: the compiled one when built)")
    parser.add_argument("--cpu", action="store_true",
                        help="our levels' seconds are CPU time, not wall-clock time")
    parser.add_argument("--threads", type=int, metavar="N",
                        help="search threads of our levels' timed searches (default: the "
                             "program's, two where the machine has two cores or more)")
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--openings", type=int, default=0, metavar="K",
                        help="start each pair of games from a random K-ply opening")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--show-moves", action="store_true", help="print each game's moves")
    return parser


def _opponent_options(parser: argparse.ArgumentParser) -> None:
    """The options of an opponent from outside the program (player b)."""
    parser.add_argument("--opponent", choices=[OPENSPIEL],
                        help="make player b OpenSpiel's MCTS bot (random rollouts)")
    parser.add_argument("--opponent-cmd", metavar='"PROGRAM ARGS"',
                        help="make player b a program speaking the engine protocol (UCI "
                             "keywords, as Aualé's engines), e.g. \"wari-engine\"")
    parser.add_argument("--opponent-movetime", type=int, metavar="MS",
                        help="its 'go movetime' (default: --seconds, else 1000 ms)")
    parser.add_argument("--opponent-depth", type=int, metavar="N",
                        help="its 'go depth' (with the move time, whichever comes first)")
    parser.add_argument("--opponent-option", action="append", default=[],
                        metavar="NAME=VALUE", help="a 'setoption' for it (repeatable)")
    parser.add_argument("--opponent-timeout", type=float, metavar="S",
                        help="the longest it may take for a move before it loses the game "
                             "(default: its move time + 5 s, or 60 s with a depth only)")
    parser.add_argument("--simulations", type=int, default=4000,
                        help="MCTS simulations per move (default 4000)")


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """The command line, checked (a parser error, exit 2, for options that do not fit)."""
    parser = build_parser()
    args = parser.parse_args(argv)
    _choose_players(parser, args)
    if args.games < 1 or args.jobs < 1 or args.openings < 0:
        parser.error("--games and --jobs must be 1 or more, --openings 0 or more")
    if args.threads is not None and not 1 <= args.threads <= 256:
        parser.error("--threads must be 1 to 256")
    _check_sides(parser, args)
    args.sides = tuple(SideSettings(getattr(args, f"{who}_seconds"),
                                    getattr(args, f"{who}_core"), args.cpu, args.threads)
                       for who in ("a", "b"))
    return args


def _choose_players(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Players a and b from --a/--b, --south/--north, --opponent or --opponent-cmd."""
    fixed = args.south is not None or args.north is not None
    if fixed and (args.a is not None or args.b is not None):
        parser.error("give either --a/--b or --south/--north")
    args.alternate = not fixed
    args.a = args.south if fixed else args.a
    args.b = args.north if fixed else args.b
    if args.opponent and args.opponent_cmd:
        parser.error("give --opponent or --opponent-cmd, not both")
    if args.opponent:
        if args.b not in (None, OPENSPIEL):
            parser.error("--opponent replaces player b")
        args.b = args.opponent
    args.opponent_spec = None
    if args.opponent_cmd is not None:
        if args.b is not None:
            parser.error("--opponent-cmd replaces player b")
        args.opponent_spec = opponent_spec(parser, args)
        args.b = args.opponent_cmd
    if args.a is None or args.b is None:
        parser.error("two players are needed: --a and --b (or --south/--north, --opponent, "
                     "--opponent-cmd)")
    for name in (args.a, args.b):
        if name not in (*NAMES, OPENSPIEL) and name != args.opponent_cmd:
            parser.error(f"unknown player {name!r}; choose one of {', '.join(NAMES)} or "
                         f"{OPENSPIEL}")


def _check_sides(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Each level's own time and core, and the common time, make sense."""
    for who, name in (("a", args.a), ("b", args.b)):
        seconds, core = getattr(args, f"{who}_seconds"), getattr(args, f"{who}_core")
        if (seconds is not None or core is not None) and name not in NAMES:
            parser.error(f"--{who}-seconds and --{who}-core are for a level, not {name!r}")
        if seconds is not None and seconds <= 0:
            parser.error(f"--{who}-seconds must be above 0")
        if core == "compiled" and not COMPILED:
            parser.error(f"--{who}-core compiled: the compiled core is not built")
    if args.seconds is not None and args.seconds <= 0:
        parser.error("--seconds must be above 0")


def opponent_spec(parser: argparse.ArgumentParser, args: argparse.Namespace) -> OpponentSpec:
    """The ``--opponent-*`` options as an OpponentSpec; a parser error (exit 2) for a
    program that is not found or a malformed option."""
    try:
        words = shlex.split(args.opponent_cmd)
    except ValueError as error:
        parser.error(f"--opponent-cmd: {error}")
    if not words or shutil.which(words[0]) is None:
        parser.error(f"--opponent-cmd: no program {words[0] if words else ''!r} found")
    options = []
    for text in args.opponent_option:
        name, equals, value = text.partition("=")
        if not equals or not name.strip():
            parser.error(f"--opponent-option wants NAME=VALUE, not {text!r}")
        options.append((name.strip(), value.strip()))
    movetime = args.opponent_movetime
    if movetime is None:
        movetime = round(args.seconds * 1000) if args.seconds is not None else 1000
    if movetime < 1 or (args.opponent_depth is not None and args.opponent_depth < 1):
        parser.error("--opponent-movetime and --opponent-depth must be 1 or more")
    return OpponentSpec(args.opponent_cmd, movetime, args.opponent_depth, tuple(options),
                        args.opponent_timeout)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    specs = game_specs(args.a, args.b, args.games, args.openings, args.seed, args.seconds,
                       args.simulations, args.alternate, args.opponent_spec, args.sides)
    print(f"{args.a} (a) vs {args.b} (b): {args.games} games, seconds={args.seconds}, "
          f"openings={args.openings}, seed={args.seed}, jobs={args.jobs}; "
          f"load average {os.getloadavg()[0]:.2f}", flush=True)
    for who, name, side in (("a", args.a, args.sides[0]), ("b", args.b, args.sides[1])):
        if name in NAMES:
            print(f"{who}: {name}, {side.describe(args.seconds)} (default core: {CORE})",
                  flush=True)
    started = time.perf_counter()
    if args.opponent_spec is not None:
        spec = args.opponent_spec
        options = " ".join(f"{name}={value}" for name, value in spec.options)
        print(f"b runs {spec.command!r}: '{spec.go_command()}'"
              + (f", options {options}" if options else "")
              + f", {spec.move_timeout():g} s at most a move", flush=True)
    result = run_match(specs, args.jobs, lambda line: print(line, flush=True),
                       args.show_moves)
    print(result.summary())
    print(f"{time.perf_counter() - started:.0f} s; load average {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
