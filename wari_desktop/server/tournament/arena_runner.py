"""What the director does next in a running arena (``arena`` holds the format's rules),
as one pure decision over the arena's rows and the time:

- The arena ends at its start plus its minutes; no game is paired from then on, and once
  no game is still being played the tournament is over.
- The players waiting are the active entries with no game in progress. They are paired
  (``arena.pair_waiting``: near in score, no immediate rematch, sides balanced) when two
  or more wait and the first has waited ``GATHER_SECONDS``, or nobody else is playing.
- Otherwise the director looks again at the earliest moment something may be due: the
  gathering time of the first waiting, or the end.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .arena import Waiting, arena_games, arena_standings, pair_waiting, pairing_open, pass_due
from .model import Board, Entry, Tournament

#: Seconds the first player waiting waits for others before a pass pairs who is there.
GATHER_SECONDS = 2.0


@dataclass(frozen=True, slots=True)
class ArenaStep:
    """The decision: ``pairs`` to start now (South, North), ``finish`` the arena, or
    look again at ``again`` (seconds since 1970; None: when a game ends)."""

    pairs: tuple[tuple[str, str], ...] = ()
    finish: bool = False
    again: float | None = None


def ends_at(tournament: Tournament) -> float:
    """When the arena stops pairing: its start plus its minutes."""
    begun = tournament.started_at or tournament.settings.starts_at
    return begun + (tournament.settings.minutes or 0) * 60


def arena_step(tournament: Tournament, entries: Sequence[Entry], boards: Sequence[Board],
               now: float, waiting_since: Mapping[str, float]) -> ArenaStep:
    """What to do now (the module's rules); ``waiting_since`` is when each player's last
    game ended (a player missing from it waits since the arena began)."""
    end = ends_at(tournament)
    busy = {name for b in boards if not b.decided for name in (b.south, b.north) if name}
    if not pairing_open(now, end):
        return ArenaStep(finish=not busy)
    active = [e for e in entries if not e.withdrawn and e.number > 0 and e.player not in busy]
    begun = tournament.started_at or now
    since = {e.player: waiting_since.get(e.player, begun) for e in active}
    if not pass_due(list(since.values()), now, GATHER_SECONDS, len(busy)):
        first = min(since.values(), default=None)
        again = end if first is None or len(active) < 2 else min(end, first + GATHER_SECONDS)
        return ArenaStep(again=again)
    scores = {s.name: s.score for s in arena_standings(
        [e.player for e in entries], arena_games(boards), {}, tournament.settings.streaks)}
    waiting = [Waiting(e.player, scores.get(e.player, 0), e.rating, since[e.player])
               for e in active]
    pairs, _left = pair_waiting(waiting, last_opponents(boards), south_balance(boards))
    return ArenaStep(pairs=tuple(pairs), again=end)


def last_opponents(boards: Sequence[Board]) -> dict[str, str]:
    """Each player's opponent in their latest board."""
    last: dict[str, str] = {}
    for board in sorted(boards, key=lambda b: (b.round, b.board)):
        if board.north is not None:
            last[board.south], last[board.north] = board.north, board.south
    return last


def south_balance(boards: Sequence[Board]) -> dict[str, int]:
    """Each player's games as South less their games as North."""
    balance: dict[str, int] = {}
    for board in boards:
        if board.north is not None:
            balance[board.south] = balance.get(board.south, 0) + 1
            balance[board.north] = balance.get(board.north, 0) - 1
    return balance
