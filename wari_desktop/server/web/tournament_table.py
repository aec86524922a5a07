"""A tournament's tables as the website (and its CSV export) shows them, from the
store's rows alone: the standings with their tie-breaks (``tournament.standings``), the
crosstable, and a round's pairings. Plain functions, for any page or export to reuse:

    table = tournament_table(tournament, store.entries(id), store.boards(id))
    text = standings_csv(table)

Rules held here:
- The tie-breaks by format (the issue's): a round robin's Sonneborn-Berger then direct
  encounter, a Swiss's Buchholz cut 1 then median Buchholz (then, for all, the seeds
  captured); an arena ranks by score and seeds alone. A Swiss's bye scores 1 (FIDE's
  pairing-allocated bye), a round robin's idle round 0.
- Every decided board counts, forfeits too; a double forfeit (both "0") gives neither
  player anything and is no game between them.
- The crosstable of a round robin has a column for each opponent (by rank: 1, a half,
  0, "." for not yet, a cross on the diagonal); that of a Swiss or an arena a column for
  each round ("5w1": against rank 5, moving first, won; "+" a bye, "-" not paired).
- Scores are written as players write them: 2½, ½.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from ..tournament.model import POINTS, Board, Entry, Format, Tournament
from ..tournament.standings import Result, Standing, standings

#: The tie-breaks of each format, and their column headings.
TIE_BREAKS = {Format.ROUND_ROBIN: ("sonneborn-berger", "direct-encounter"),
              Format.DOUBLE_ROUND_ROBIN: ("sonneborn-berger", "direct-encounter"),
              Format.SWISS: ("buchholz-cut-1", "median-buchholz"), Format.ARENA: ()}
HEADINGS = {"sonneborn-berger": "SB", "direct-encounter": "DE", "buchholz-cut-1": "BH-1",
            "median-buchholz": "Median"}


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


def results_of(boards: Sequence[Board], number: dict[str, int]) -> list[Result]:
    """The decided boards as ``standings`` takes them (players by index in ``number``)."""
    found = []
    for board in boards:
        if not board.decided or board.south not in number:
            continue
        if board.north is None:
            found.append(Result(number[board.south], None, POINTS[str(board.south_points)]))
        elif board.north in number and not (board.south_points == board.north_points == "0"):
            found.append(Result(number[board.south], number[board.north],
                                POINTS[str(board.south_points)], board.south_seeds,
                                board.north_seeds))
    return found


def tournament_table(tournament: Tournament, entries: Sequence[Entry],
                     boards: Sequence[Board]) -> TournamentTable:
    """The standings, crosstable and current round of ``tournament`` (see the module's
    rules); ``entries`` by pairing number, ``boards`` by round then board."""
    form = tournament.settings.format
    tie_breaks = TIE_BREAKS[form]
    number = {entry.player: index for index, entry in enumerate(entries)}
    bye = Fraction(1) if form is Format.SWISS else Fraction(0)
    ranked = standings(list(number.values()), results_of(boards, number), tie_breaks, bye)
    lines = tuple(_line(entries[s.player], s, tie_breaks) for s in ranked)
    rank_of = {entries[s.player].player: s.rank for s in ranked}
    if form in (Format.ROUND_ROBIN, Format.DOUBLE_ROUND_ROBIN):
        cross = _grid(lines, boards, rank_of)
    else:
        cross = _by_round(lines, boards, rank_of)
    last = max((board.round for board in boards), default=0)
    pairings = tuple(_pairing(board) for board in boards if board.round == last)
    return TournamentTable(tuple(HEADINGS[name] for name in tie_breaks), lines, cross,
                           last, pairings)


def _line(entry: Entry, standing: Standing, tie_breaks: Sequence[str]) -> Line:
    values = (standing.score, *(standing.tie_breaks[name] for name in tie_breaks))
    return Line(standing.rank, entry.player, points_text(standing.score),
                tuple(points_text(value) for value in values[1:]), standing.seeds,
                entry.withdrawn, values)


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


def standings_csv(table: TournamentTable) -> str:
    """The standings as CSV (comma-separated, a heading row, scores as decimals)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(["rank", "player", "score", *table.tie_breaks, "seeds", "withdrawn"])
    for line in table.standings:
        writer.writerow([line.rank, _not_formula(line.player),
                         *(decimal(value) for value in line.values), line.seeds,
                         "yes" if line.withdrawn else "no"])
    return out.getvalue()


def _not_formula(text: str) -> str:
    """A cell a spreadsheet would take for a formula (=, +, -, @ first) kept as text."""
    return "'" + text if text[:1] in ("=", "+", "-", "@") else text
