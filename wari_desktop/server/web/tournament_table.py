"""A tournament's tables as the website (and its CSV export) shows them, from the
store's rows alone: the standings with their tie-breaks (``tournament.standings``), the
crosstable, and a round's pairings. Plain functions, for any page to reuse:

    table = tournament_table(tournament, store.entries(id), store.boards(id))

Rules held here:
- The standings are the server's own (``tournament.frames``: the same the protocol
  sends), with the tie-breaks of the format (``tournament.table``; an arena's points and
  performance, ``tournament.arena``), so the page, the window and the exports agree.
- The crosstable of a round robin has a column for each opponent (by rank: 1, a half,
  0, "." for not yet, a cross on the diagonal); that of a Swiss or an arena a column for
  each round ("5w1": against rank 5, moving first, won; "+" a bye, "-" not paired).
- Scores are written as players write them: 2½, ½.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from ...protocol.messages import StandingLine
from ..tournament.frames import frame
from ..tournament.model import Board, Entry, Format, Tournament

#: The tie-breaks' column headings.
HEADINGS = {"sonneborn-berger": "SB", "direct-encounter": "DE", "buchholz-cut-1": "BH-1",
            "median-buchholz": "Median", "performance": "Perf", "games": "Games"}


def points_text(value: Fraction) -> str:
    """A score as players write it: 2, 2½, ½ (a tie-break in quarters: 2.75)."""
    if (value * 2).denominator != 1:
        return decimal(value)
    whole, half = divmod(value * 2, 2)
    if half == 0:
        return str(int(whole))
    return ("" if whole == 0 else str(int(whole))) + "½"


def decimal(value: Fraction) -> str:
    """A score for spreadsheets: 2.5, 2.75, 3."""
    return f"{float(value):.4g}"


@dataclass(frozen=True, slots=True)
class Line:
    """A player's line of the standings (``values``: the score then the tie-breaks, as
    numbers)."""

    rank: int
    player: str
    score: str
    tie_breaks: tuple[str, ...]
    seeds: int
    withdrawn: bool
    values: tuple[Fraction, ...] = ()


@dataclass(frozen=True, slots=True)
class Crosstable:
    """Column headings and one row per player by rank: rank, player, cells, score."""

    heads: tuple[str, ...]
    rows: tuple[CrossRow, ...]


@dataclass(frozen=True, slots=True)
class CrossRow:
    rank: int
    player: str
    cells: tuple[str, ...]
    score: str


@dataclass(frozen=True, slots=True)
class Pairing:
    """A board of a round as shown: the players, the result (South's points, a dash,
    North's; "bye"; blank while it is played) and the game's id."""

    board: int
    south: str
    north: str
    result: str
    game: str | None
    watch: str


@dataclass(frozen=True, slots=True)
class TournamentTable:
    """Everything the tournament's page shows of its results."""

    tie_breaks: tuple[str, ...]
    standings: tuple[Line, ...]
    crosstable: Crosstable
    round: int
    pairings: tuple[Pairing, ...]


def tournament_table(tournament: Tournament, entries: Sequence[Entry],
                     boards: Sequence[Board]) -> TournamentTable:
    """The standings, crosstable and current round of ``tournament`` (see the module's
    rules); ``entries`` by pairing number, ``boards`` by round then board."""
    shown = frame(tournament, entries, boards, [])
    names = tuple(name for name, _ in shown.standings[0].tie_breaks) if shown.standings \
        else ()
    lines = tuple(_line(line) for line in shown.standings)
    rank_of = {line.player: line.rank for line in lines}
    if tournament.settings.format in (Format.ROUND_ROBIN, Format.DOUBLE_ROUND_ROBIN):
        cross = _grid(lines, boards, rank_of)
    else:
        cross = _by_round(lines, boards, rank_of)
    last = max((board.round for board in boards), default=0)
    pairings = tuple(_pairing(board) for board in boards if board.round == last)
    return TournamentTable(tuple(HEADINGS.get(name, name) for name in names), lines, cross,
                           last, pairings)


def _line(line: StandingLine) -> Line:
    values = (_exact(line.score), *(_exact(value) for _, value in line.tie_breaks))
    return Line(line.rank, line.name, points_text(values[0]),
                tuple(points_text(value) for value in values[1:]), line.seeds,
                line.withdrawn, values)


def _exact(value: float) -> Fraction:
    """A score or tie-break sent as a number, back to its fraction (quarters at most)."""
    return Fraction(value).limit_denominator(4)


def _taken(board: Board, player: str) -> str | None:
    """The points ``player`` took on ``board`` ("1", "1/2", "0"), None while undecided."""
    if not board.decided:
        return None
    return board.south_points if board.south == player else board.north_points


def _grid(lines: Sequence[Line], boards: Sequence[Board], rank_of: dict[str, int]
          ) -> Crosstable:
    """A round robin's crosstable: a column per opponent (a double round robin's cell
    holds both games)."""
    rows = []
    for line in lines:
        cells = []
        for other in lines:
            if other.player == line.player:
                cells.append("×")
                continue
            met = [board for board in boards if {board.south, board.north} ==
                   {line.player, other.player}]
            cells.append(" ".join(_short(_taken(board, line.player)) for board in met) or ".")
        rows.append(CrossRow(line.rank, line.player, tuple(cells), line.score))
    return Crosstable(tuple(str(line.rank) for line in lines), tuple(rows))


def _by_round(lines: Sequence[Line], boards: Sequence[Board], rank_of: dict[str, int]
              ) -> Crosstable:
    """A Swiss's (or an arena's) crosstable: a column per round."""
    rounds = sorted({board.round for board in boards})
    rows = []
    for line in lines:
        cells = []
        for number in rounds:
            mine = [b for b in boards if b.round == number and line.player in
                    (b.south, b.north)]
            cells.append(" ".join(_cell(board, line.player, rank_of) for board in mine)
                         or "-")
        rows.append(CrossRow(line.rank, line.player, tuple(cells), line.score))
    return Crosstable(tuple(f"R{number}" for number in rounds), tuple(rows))


def _cell(board: Board, player: str, rank_of: dict[str, int]) -> str:
    if board.north is None:
        return "+" if board.decided else "bye"
    south = board.south == player
    opponent = board.north if south else board.south
    mark = "f" if board.forfeit else ""
    return (f"{rank_of.get(str(opponent), '?')}{'w' if south else 'b'}"
            f"{_short(_taken(board, player))}{mark}")


def _short(points: str | None) -> str:
    return {"1": "1", "1/2": "½", "0": "0"}.get(str(points), ".") if points else "."


def _pairing(board: Board) -> Pairing:
    if board.north is None:
        return Pairing(board.board, board.south, "", "bye", None, "")
    result = ""
    if board.decided:
        result = f"{_short(board.south_points)}–{_short(board.north_points)}"
        if board.forfeit:
            result += " (forfeit)"
    return Pairing(board.board, board.south, board.north, result, board.game,
                   "watch" if not board.decided else "review")
