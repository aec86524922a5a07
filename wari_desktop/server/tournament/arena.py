"""The arena: for a fixed time, whoever finishes a game is paired again at once with
someone near their score. Plain functions over plain values (no Qt, no network, no
store); the director calls them. The format is lichess's; its published facts, not its
code, are followed here.

Scoring (``arena_points``): a win 2, a draw 1, a loss 0. With streaks on, two wins in a
row set a player "on fire"; the games that follow score double (a win 4, a draw 2, a
loss 0) until a game that is not a win, which ends the fire (that game still scores
double if it is a draw: lichess's own example, two wins then a draw, is 2 + 2 + 2 = 6).
The two wins that light the fire score 2 each; after it ends, two new wins in a row
light it again. A forfeit counts as the win or loss it gives. There is no berserk.

Pairing (``pair_waiting``), at each pass over the players waiting (the director lets a
short wait collect a few, ``pass_due``): they are ranked by score, then rating, then
name, and neighbours are paired (1-2, 3-4, ...). When their number is odd, one waits for
the next pass: the one who came last (the latest ``since``; ties: the lowest ranked).
Nobody meets the opponent of their last game again at once when another pairing of the
same players avoids it: the nearest other neighbour is taken instead, searching back
when a later pair would be forced into a rematch, and another waits when that alone
spares a rematch (a player whose only possible partners are last opponents waits
first). Where nothing avoids it (two players alone with each other), or past the
search's bound (``MOST_SEARCH_STEPS`` for the pass), the nearest neighbours play.
The one who moves first (South) is the one whose South games exceed their North games
the least (``south_balance``: Souths minus Norths); on equal balances the higher ranked
of the pair takes South in the 1st, 3rd, ... pair and North in the 2nd, 4th, ...

Time (``pairing_open``): no game is paired at or after the end time. A game still being
played at the end is played out and counts (this server's rule; lichess counts only
games that end before its clock reaches zero).

Standings (``arena_standings``): by score; then by performance, lichess's tie-break:
the mean over a player's games of the opponent's rating plus 500 for a win, minus 500
for a loss (a player with no game has none and ranks below any with one); then by fewer
games played (the same score from fewer games is the better rate); then by name.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .model import Board

WIN, DRAW, LOSS = "win", "draw", "loss"
#: The points of a win, a draw and a loss; double while on fire.
BASE_POINTS = {WIN: 2, DRAW: 1, LOSS: 0}
#: Wins in a row that set a player on fire.
FIRE_AFTER = 2
#: Performance: the opponent's rating plus this for a win, minus it for a loss.
PERFORMANCE_SPREAD = 500
#: Most steps of the search for a pairing with no immediate rematch.
MOST_SEARCH_STEPS = 20_000


def arena_points(results: Sequence[str], streaks: bool) -> tuple[int, list[int]]:
    """The total and each game's points of one player whose ``results`` ("win", "draw",
    "loss", oldest first) are given (the module's scoring). ValueError for another word."""
    points: list[int] = []
    in_a_row = 0
    for result in results:
        if result not in BASE_POINTS:
            raise ValueError(f"not an arena result: {result!r}")
        on_fire = streaks and in_a_row >= FIRE_AFTER
        points.append(BASE_POINTS[result] * (2 if on_fire else 1))
        in_a_row = in_a_row + 1 if result == WIN else 0
    return sum(points), points


def on_fire(results: Sequence[str], streaks: bool) -> bool:
    """Whether the player's next game scores double (their last two or more games won)."""
    if not streaks or len(results) < FIRE_AFTER:
        return False
    return all(result == WIN for result in results[-FIRE_AFTER:])


def pairing_open(now: float, ends_at: float) -> bool:
    """Whether a game may still be paired: only before the arena's end time."""
    return now < ends_at


def pass_due(waiting_since: Sequence[float], now: float, gather_seconds: float,
             playing: int) -> bool:
    """Whether to pair the players waiting since ``waiting_since`` now: when two or more
    wait and either the first of them has waited ``gather_seconds`` or nobody is still
    playing (``playing`` players in games), so no one else can come."""
    if len(waiting_since) < 2:
        return False
    return playing == 0 or now - min(waiting_since) >= gather_seconds


@dataclass(frozen=True, slots=True)
class Waiting:
    """A player waiting to be paired: their arena ``score``, their ``rating`` and when
    they began to wait (``since``, seconds)."""

    name: str
    score: int
    rating: float
    since: float


def ranked(waiting: Sequence[Waiting]) -> list[Waiting]:
    """``waiting`` in pairing order: score, then rating (higher first), then name."""
    return sorted(waiting, key=lambda w: (-w.score, -w.rating, w.name))


def _rematch(a: str, b: str, last_opponent: Mapping[str, str]) -> bool:
    return last_opponent.get(a) == b or last_opponent.get(b) == a


class _Budget:
    """The steps left to the search (every loop bounded)."""

    def __init__(self, steps: int) -> None:
        self.steps = steps

    def spend(self) -> bool:
        self.steps -= 1
        return self.steps >= 0


def _match(order: list[str], last_opponent: Mapping[str, str], budget: _Budget
           ) -> list[tuple[str, str]] | None:
    """Pairs of ``order`` (an even number of names, ranked), each name with its nearest
    free neighbour that is not its last opponent, going back to the latest choice that
    has another when the rest cannot be paired so (a search with its own stack, so a
    room of any size fits); None when no such pairing exists or the budget runs out."""
    pairs: list[tuple[str, str]] = []
    choices: list[tuple[list[str], int]] = []  # each pair's room before it, and its pick
    remaining, start = order, 0
    while remaining:
        if not budget.spend():
            return None
        first, rest = remaining[0], remaining[1:]
        place = next((i for i in range(start, len(rest))
                      if not _rematch(first, rest[i], last_opponent)), None)
        if place is None:
            if not choices:
                return None
            remaining, picked = choices.pop()
            pairs.pop()
            start = picked + 1
            continue
        choices.append((remaining, place))
        pairs.append((first, rest[place]))
        remaining, start = rest[:place] + rest[place + 1:], 0
    return pairs


def _greedy(order: list[str], last_opponent: Mapping[str, str]) -> list[tuple[str, str]]:
    """The fallback when no pairing avoids every rematch: each name in turn with its
    nearest free neighbour that is not its last opponent, or its nearest when only last
    opponents are left."""
    pairs: list[tuple[str, str]] = []
    remaining = order
    while len(remaining) >= 2:
        first, rest = remaining[0], remaining[1:]
        place = next((i for i, other in enumerate(rest)
                      if not _rematch(first, other, last_opponent)), 0)
        pairs.append((first, rest[place]))
        remaining = rest[:place] + rest[place + 1:]
    return pairs


def _stuck(names: list[str], last_opponent: Mapping[str, str]) -> list[str]:
    """The names all of whose possible partners among ``names`` would be a rematch (a
    room where someone is stuck has no pairing free of rematches)."""
    room = set(names)
    barred: dict[str, set[str]] = {name: set() for name in names}
    for name in names:
        other = last_opponent.get(name)
        if other is not None and other in room and other != name:
            barred[name].add(other)
            barred[other].add(name)
    return [name for name in names if len(barred[name]) >= len(names) - 1]


def _free_of_rematches(order: list[str], last_opponent: Mapping[str, str],
                       budget: _Budget) -> list[tuple[str, str]] | None:
    """A pairing of ``order`` with no immediate rematch, or None."""
    if len(order) > 1 and _stuck(order, last_opponent):
        return None
    return _match(order, last_opponent, budget)


def _choose_waiter(order: list[Waiting], last_opponent: Mapping[str, str]
                   ) -> tuple[str | None, list[tuple[str, str]]]:
    """Who waits (None for an even number) and the pairs of the others: the latest to
    come waits, unless another's waiting spares everyone a rematch (only one who is
    stuck, with nobody but last opponents to play, can be the one). One budget bounds
    the whole pass; past it, or with no way round, ``_greedy`` pairs."""
    names = [w.name for w in order]
    budget = _Budget(MOST_SEARCH_STEPS)
    if len(names) % 2 == 0:
        pairs = _free_of_rematches(names, last_opponent, budget)
        return None, pairs if pairs is not None else _greedy(names, last_opponent)
    latest = [names[i] for i in sorted(range(len(order)), key=lambda i: (-order[i].since, -i))]
    stuck = set(_stuck(names, last_opponent))
    candidates = [name for name in latest if name in stuck] if stuck else latest
    for waiter in candidates[:1] if stuck else candidates:
        rest = [name for name in names if name != waiter]
        pairs = _free_of_rematches(rest, last_opponent, budget)
        if pairs is not None:
            return waiter, pairs
        if budget.steps <= 0:
            break
    waiter = candidates[0]
    return waiter, _greedy([name for name in names if name != waiter], last_opponent)


def _sided(pairs: list[tuple[str, str]], south_balance: Mapping[str, int]
           ) -> list[tuple[str, str]]:
    """Each pair as (South, North): South to the lower balance of Souths minus Norths;
    on equal balances the higher ranked is South in every other pair."""
    sided: list[tuple[str, str]] = []
    for index, (high, low) in enumerate(pairs):
        high_balance, low_balance = south_balance.get(high, 0), south_balance.get(low, 0)
        high_south = (high_balance < low_balance if high_balance != low_balance
                      else index % 2 == 0)
        sided.append((high, low) if high_south else (low, high))
    return sided


def pair_waiting(waiting: Sequence[Waiting], last_opponent: Mapping[str, str],
                 south_balance: Mapping[str, int] | None = None
                 ) -> tuple[list[tuple[str, str]], list[str]]:
    """One pass of arena pairing (the module's rules): the games as (South, North) and
    who stays waiting. ``last_opponent`` names each player's last opponent (absent: none
    yet); ``south_balance`` each player's games as South minus games as North."""
    order = ranked(waiting)
    waiter, pairs = _choose_waiter(order, last_opponent)
    return _sided(pairs, south_balance or {}), [] if waiter is None else [waiter]


@dataclass(frozen=True, slots=True)
class ArenaGame:
    """A finished arena game, in the order games ended: South's result ("win", "draw",
    "loss"; North has the other)."""

    south: str
    north: str
    south_result: str


_OTHER = {WIN: LOSS, DRAW: DRAW, LOSS: WIN}
_RESULT_OF_POINTS = {"1": WIN, "1/2": DRAW, "0": LOSS}
_SIGN = {WIN: 1, DRAW: 0, LOSS: -1}


def arena_games(boards: Sequence[Board]) -> list[ArenaGame]:
    """The decided games of an arena's boards, in round then board order (the order the
    director numbers them). Byes and double forfeits (no winner, both "0") are left out."""
    games: list[ArenaGame] = []
    for board in sorted(boards, key=lambda b: (b.round, b.board)):
        if board.north is None or board.south_points is None:
            continue
        if board.south_points == board.north_points == "0":
            continue
        games.append(ArenaGame(board.south, board.north,
                               _RESULT_OF_POINTS[board.south_points]))
    return games


@dataclass(frozen=True, slots=True)
class ArenaStanding:
    """A player's line: ``points`` of each game in order (doubled ones show the fire),
    ``performance`` (None before a first game), whether ``on_fire`` now, ``rank`` from
    1."""

    name: str
    score: int
    points: tuple[int, ...]
    games: int
    wins: int
    performance: int | None
    on_fire: bool
    rank: int


def _histories(players: Sequence[str], games: Sequence[ArenaGame]
               ) -> dict[str, list[tuple[str, str]]]:
    """Each player's games as (result, opponent), in order."""
    history: dict[str, list[tuple[str, str]]] = {name: [] for name in players}
    for game in games:
        history.setdefault(game.south, []).append((game.south_result, game.north))
        history.setdefault(game.north, []).append((_OTHER[game.south_result], game.south))
    return history


def performance(history: Sequence[tuple[str, str]], ratings: Mapping[str, float]
                ) -> int | None:
    """The mean of the opponent's rating plus 500 for a win, minus 500 for a loss, over
    ``history`` (result, opponent); None with no game. An unknown rating counts 1500."""
    if not history:
        return None
    total = sum(ratings.get(opponent, 1500.0) + PERFORMANCE_SPREAD * _SIGN[result]
                for result, opponent in history)
    return round(total / len(history))


def arena_standings(players: Sequence[str], games: Sequence[ArenaGame],
                    ratings: Mapping[str, float], streaks: bool) -> list[ArenaStanding]:
    """The ranked standings of ``players`` (and anyone in ``games``) after ``games``
    (finished, in the order they ended); ``ratings`` are the players' ratings at entry."""
    lines: list[ArenaStanding] = []
    for name, history in _histories(players, games).items():
        results = [result for result, _ in history]
        score, points = arena_points(results, streaks)
        lines.append(ArenaStanding(name, score, tuple(points), len(results),
                                   results.count(WIN), performance(history, ratings),
                                   on_fire(results, streaks), 0))
    lines.sort(key=lambda s: (-s.score, s.performance is None, -(s.performance or 0),
                              s.games, s.name))
    return [ArenaStanding(s.name, s.score, s.points, s.games, s.wins, s.performance,
                          s.on_fire, rank) for rank, s in enumerate(lines, start=1)]
