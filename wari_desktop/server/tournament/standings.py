"""The standings of a tournament: scores and tie-breaks, from its results alone.

Scores: a win 1, a draw 1/2, a loss 0; a bye ``bye_points`` (a round robin's idle round
scores 0; FIDE gives a Swiss's pairing-allocated bye 1); a forfeit the points it gives
(a win for the one present, a loss for the one absent, 0 to both when neither came). The
tie-breaks, each a sum over the games a player played (a bye and a forfeit are unplayed
games: they add nothing to them, neither the player's own nor, through their scores, the
opponent's games; their points still count in the scores that the tie-breaks sum; FIDE's
tie-break regulations (C.07, 2023, art. 16) instead count an unplayed round as a game
against a dummy opponent: not applied here):

- Sonneborn-Berger: each opponent's final score times the points taken from them;
- direct encounter: the points taken in games among the players tied on score (counted
  only when each of them met every other);
- Buchholz cut 1: the opponents' final scores, less the lowest; median Buchholz: less
  the lowest and the highest;
- seeds: the seeds the player captured in all their games.

Players are ranked by score, then by the tie-breaks in the order the caller gives
(round robin: Sonneborn-Berger, direct encounter; Swiss: Buchholz cut 1, median), then
by seeds captured, then by pairing number.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction

#: The tie-breaks by name, as ``rank`` takes them.
TIE_BREAKS = ("sonneborn-berger", "direct-encounter", "buchholz-cut-1", "median-buchholz")


@dataclass(frozen=True, slots=True)
class Result:
    """One game's result: ``south_points`` is 1, 1/2 or 0 (``north`` gets the rest, or
    ``north_points`` when given: a double forfeit gives both 0), and the seeds each side
    captured; ``north`` None is a bye for ``south``; ``forfeit`` marks a game not played
    (its points count, it is no game for the tie-breaks)."""

    south: int
    north: int | None
    south_points: Fraction
    south_seeds: int = 0
    north_seeds: int = 0
    north_points: Fraction | None = None
    forfeit: bool = False


@dataclass(slots=True)
class Standing:
    """A player's line in the standings (``rank`` from 1)."""

    player: int
    score: Fraction = Fraction(0)
    tie_breaks: dict[str, Fraction] = field(default_factory=dict)
    seeds: int = 0
    rank: int = 0


def _points(results: Sequence[Result], bye_points: Fraction
            ) -> tuple[dict[int, Fraction], dict[int, list[tuple[int, Fraction]]],
                       dict[int, int]]:
    """Each player's score, their games as (opponent, points taken), their seeds."""
    score: dict[int, Fraction] = defaultdict(Fraction)
    games: dict[int, list[tuple[int, Fraction]]] = defaultdict(list)
    seeds: dict[int, int] = defaultdict(int)
    for result in results:
        if result.north is None:
            score[result.south] += bye_points
            continue
        north_points = (1 - result.south_points if result.north_points is None
                        else result.north_points)
        score[result.south] += result.south_points
        score[result.north] += north_points
        if result.forfeit:
            continue
        games[result.south].append((result.north, result.south_points))
        games[result.north].append((result.south, north_points))
        seeds[result.south] += result.south_seeds
        seeds[result.north] += result.north_seeds
    return score, games, seeds


def _buchholz(opponents: list[Fraction], cut_low: int, cut_high: int) -> Fraction:
    ordered = sorted(opponents)
    kept = ordered[cut_low:len(ordered) - cut_high] if len(ordered) > cut_low + cut_high \
        else []
    return sum(kept, Fraction(0))


def _direct(player: int, tied: set[int], games: dict[int, list[tuple[int, Fraction]]]
            ) -> Fraction:
    """Points ``player`` took from the others of ``tied``, when all of them met."""
    met = {opponent for opponent, _ in games[player]}
    if not tied - {player} <= met:
        return Fraction(0)
    return sum((points for opponent, points in games[player] if opponent in tied),
               Fraction(0))


def standings(players: Sequence[int], results: Sequence[Result],
              tie_breaks: Sequence[str] = ("sonneborn-berger", "direct-encounter"),
              bye_points: Fraction = Fraction(0)) -> list[Standing]:
    """The ranked standings of ``players`` after ``results`` (see the module's rules).
    ValueError for a tie-break not in ``TIE_BREAKS``."""
    unknown = [name for name in tie_breaks if name not in TIE_BREAKS]
    if unknown:
        raise ValueError(f"unknown tie-breaks: {', '.join(unknown)}")
    score, games, seeds = _points(results, bye_points)
    lines = {p: Standing(p, score[p], {}, seeds[p]) for p in players}
    for line in lines.values():
        opponents = [score[o] for o, _ in games[line.player]]
        tied = {p for p in players if score[p] == line.score}
        values = {
            "sonneborn-berger": sum((score[o] * pts for o, pts in games[line.player]),
                                    Fraction(0)),
            "direct-encounter": _direct(line.player, tied, games),
            "buchholz-cut-1": _buchholz(opponents, 1, 0),
            "median-buchholz": _buchholz(opponents, 1, 1),
        }
        line.tie_breaks = {name: values[name] for name in tie_breaks}
    ordered = sorted(lines.values(), key=lambda s: (
        -s.score, *(-s.tie_breaks[name] for name in tie_breaks), -s.seeds, s.player))
    for rank, line in enumerate(ordered, start=1):
        line.rank = rank
    return ordered
