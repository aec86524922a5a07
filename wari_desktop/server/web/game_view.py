"""A game as the website shows it, live or finished: the players, its terms, how it
stands or ended, its moves and the position after each, and its OGN record.

Where a game is read from:
- in progress (``Hub.games``): the moves the store has written so far (``stored``, as
  every reader of a game sees it: a move not yet stored is not shown), and its OGN as
  ``record.ogn_of`` writes it for what is played so far;
- ended: the store's record (``Store.record``: its OGN, read back with the notation).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...notation import loads
from ...rules import Game
from ..live_game import LiveGame
from ..record import ogn_of
from ..storage import GameRow

#: How a game ended, in words (a reason not listed is said as it is written).
REASONS = {"resign": "resigned", "time": "lost on time", "abandoned": "left the game",
           "called-off": "called off", "aborted": "aborted",
           "no-first-move": "no first move in time", "agreement": "ended by agreement",
           "majority": "a majority of the seeds", "even-split": "24 seeds each",
           "famine": "the opponent could not be fed", "repetition": "a position repeated",
           "empty-side": "a side became empty", "forfeit": "lost by forfeit (no first move)"}


@dataclass(frozen=True, slots=True)
class Position:
    """The board after some moves: 12 houses, the stores (South's, North's), the side to
    move (0, 1; None once over) and the house the last move was played from."""

    houses: tuple[int, ...]
    stores: tuple[int, int]
    to_move: int | None
    last: int | None


@dataclass(frozen=True, slots=True)
class MoveCell:
    """One move of the move list: the position it leads to (``ply``, from 1) and its text
    (the house letter, with the seeds it captured)."""

    ply: int
    text: str


@dataclass(frozen=True, slots=True)
class GameView:
    """What a game's page shows (``positions[n]`` is the board after ``n`` moves)."""

    id: str
    south: str
    north: str
    terms: str
    status: str
    live: bool
    moves: tuple[MoveCell, ...]
    movers: tuple[int, ...]
    positions: tuple[Position, ...]
    ogn: str
    #: A game in progress with a clock: each side's time left (milliseconds, South's
    #: and North's) as the page is made, and the side whose clock runs (None: neither).
    clocks: tuple[int, int] | None = None
    running: int | None = None


def clock_words(clock: str | None) -> str:
    """A time control as stored (seconds: ``"300+3"``) in words: ``5 min + 3 s``
    (``90 s + 2 s`` for a base that is no whole number of minutes)."""
    if not clock:
        return "no clock"
    base, _, increment = clock.partition("+")
    seconds = float(base)
    minutes = f"{seconds / 60:g} min" if seconds % 60 == 0 else f"{seconds:g} s"
    return f"{minutes} + {increment} s" if increment and float(increment) else minutes


def _positions(game: Game) -> tuple[tuple[Position, ...], tuple[MoveCell, ...],
                                    tuple[int, ...]]:
    """The position after each move of ``game`` (from its start), each move's cell, and
    who made each move (0 South, 1 North)."""
    start = game.start
    over = game.is_over()
    found = [Position(start.houses, start.stores, int(start.to_move), None)]
    cells, movers = [], []
    for number, ply in enumerate(game.plies, start=1):
        mover = int(ply.before.to_move)
        captured = ply.after.stores[mover] - ply.before.stores[mover]
        last = number == len(game.plies)
        to_move = None if last and over else int(ply.after.to_move)
        found.append(Position(ply.after.houses, ply.after.stores, to_move,
                              _house_of(ply.move)))
        cells.append(MoveCell(number, ply.move + (f" ×{captured}" if captured else "")))
        movers.append(mover)
    return tuple(found), tuple(cells), tuple(movers)


def _house_of(move: str) -> int | None:
    letters = "ABCDEFabcdef"
    return letters.index(move) if len(move) == 1 and move in letters else None


def from_live(live: LiveGame) -> GameView:
    """A game in progress as its store holds it (see the module's rule)."""
    stored_moves = sum(1 for event in live.events[:live.stored] if event["e"] == "move")
    game = live.game.copy()
    while len(game.plies) > stored_moves and game.undo() is not None:
        pass
    shown = _Stored(live, game)
    positions, cells, movers = _positions(game)
    to_move = positions[-1].to_move
    status = "Being played" if to_move is None else \
        f"{live.seats[to_move].name} to move"
    terms = f"{'Rated' if live.terms.rated else 'Casual'} · " + clock_words(
        None if live.terms.control is None else live.terms.control.format())
    running = live.running_side()
    return GameView(live.game_id, live.seats[0].name, live.seats[1].name, terms, status,
                    True, cells, movers, positions, ogn_of(shown), live.clock_pair(),
                    None if running is None else int(running.player))


def from_record(row: GameRow) -> GameView:
    """An ended game from the store's record (ValueError when it does not read back)."""
    record = loads(row.ogn or "")
    positions, cells, movers = _positions(record.game)
    last = positions[-1]
    positions = (*positions[:-1], Position(last.houses, last.stores, None, last.last))
    clock = row.terms.get("clock")
    terms = f"{'Rated' if row.terms.get('rated') else 'Casual'} · " + clock_words(
        None if clock is None else str(clock))
    return GameView(row.id, row.south, row.north, terms, ended_words(row), False, cells,
                    movers, positions, row.ogn or "")


def ended_words(row: GameRow) -> str:
    """How an ended game ended, in words: who won and why, a draw, or no result."""
    how = REASONS.get(str(row.reason), str(row.reason))
    if row.reason in ("aborted", "called-off", "no-first-move"):
        return f"No result: {how}"
    if row.winner is None:
        return f"Draw: {how}"
    winner = row.south if row.winner == "south" else row.north
    if row.reason in ("resign", "time", "abandoned"):
        loser = row.north if row.winner == "south" else row.south
        return f"{winner} won: {loser} {how}"
    return f"{winner} won: {how}"


@dataclass(frozen=True, slots=True)
class _Stored:
    """A game in progress as ``record.ogn_of`` reads it, with ``game`` standing at the
    last stored move (its end is never shown before it is stored: a game in progress has
    none)."""

    live: LiveGame
    game: Game

    @property
    def game_id(self) -> str:
        return self.live.game_id

    @property
    def seats(self) -> Any:
        return self.live.seats

    @property
    def terms(self) -> Any:
        return self.live.terms

    @property
    def started_at(self) -> float:
        return self.live.started_at

    @property
    def site(self) -> str:
        return self.live.site

    @property
    def ending(self) -> None:
        return None

    @property
    def presence(self) -> Any:
        return self.live.presence



def clock_face(ms: int) -> str:
    """Time left as a clock shows it: ``m:ss`` (``h:mm:ss`` from an hour)."""
    seconds = max(0, ms) // 1000
    hours, rest = divmod(seconds, 3600)
    minutes, seconds = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{seconds:02d}" if hours else f"{minutes}:{seconds:02d}"
