"""The tables of a tournament's page as rows of cells, from its ``tournament`` frame:
the list of tournaments, the standings, the crosstable, a round's pairings, one
player's own games and the organisers' log. Each row is a list of ``Cell`` (its text, a
tool tip, right-aligned or not) and an id (the tournament's, or the board's game, for
what a row opens).

The rules:
- Standings: rank (none before the start), the pairing number, the name marked
  "(bot)" and "(withdrawn)", the rating, the score, each tie-break under its name in
  words (the columns are those of the first line that has any), the seeds captured.
- Crosstable: a row a player in the order of the standings. A round robin has a
  column per opponent (by rank, "1", "2"…): the points taken from them, game after game
  ("1 ½"); a Swiss or an arena a column per round: the points and the opponent's rank
  ("1 (3)"), a bye "bye". A game in progress shows "…".
- Pairings: the boards of one round (the last paired by default), with the result.
- Own games: the boards where the player sat, every round, with the points taken.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel

from ...protocol.messages import BoardLine, StandingLine, TournamentFrame, TournamentInfo
from .tournament_words import (
    clock_text,
    format_text,
    my_points,
    players_text,
    result_text,
    round_text,
    stage_text,
    tie_break_text,
    when_text,
)

_CONTEXT = "TournamentModels"
translate = QCoreApplication.translate
#: The role under which a row's first item keeps its id.
ID_ROLE = Qt.ItemDataRole.UserRole + 1
#: Formats whose crosstable has a column per opponent.
ROUND_ROBINS = frozenset({"round-robin", "double-round-robin"})


@dataclass(frozen=True, slots=True)
class Cell:
    text: str
    tip: str = ""
    number: bool = False  # right-aligned


Row = tuple[list[Cell], str | None]


def fill(model: QStandardItemModel, headers: list[str], rows: list[Row]) -> None:
    """Put ``rows`` in ``model`` under ``headers`` (in place of what it had)."""
    model.clear()
    model.setColumnCount(len(headers))
    model.setHorizontalHeaderLabels(headers)
    for cells, ident in rows:
        items = []
        for cell in cells:
            item = QStandardItem(cell.text)
            item.setEditable(False)
            if cell.tip:
                item.setToolTip(cell.tip)
            if cell.number:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                      | Qt.AlignmentFlag.AlignVCenter)
            items.append(item)
        if items and ident is not None:
            items[0].setData(ident, ID_ROLE)
        model.appendRow(items)


def figure(value: float) -> str:
    """2.5 as "2½", 2.0 as "2", 0.5 as "½"."""
    whole, half = int(value), abs(value - int(value)) >= 0.25
    if half:
        return f"{whole}½" if whole else "½"
    return str(round(value))


# -- the list -------------------------------------------------------------------------
def list_headers() -> list[str]:
    return [translate(_CONTEXT, "Tournament"), translate(_CONTEXT, "Format"),
            translate(_CONTEXT, "Clock"), translate(_CONTEXT, "Rated"),
            translate(_CONTEXT, "Players"), translate(_CONTEXT, "Starts"),
            translate(_CONTEXT, "Round"), translate(_CONTEXT, "Stage")]


def list_row(info: TournamentInfo) -> Row:
    name = translate(_CONTEXT, "{name} (closed)").format(name=info.name) if info.closed \
        else info.name
    tip = translate(_CONTEXT, "Organised by {name}").format(name=info.organiser)
    if info.closed:
        tip += "\n" + translate(_CONTEXT, "Entering needs the invitation code")
    return ([Cell(name, tip), Cell(format_text(info.format)), Cell(clock_text(info.clock)),
             Cell(translate(_CONTEXT, "rated") if info.rated
                  else translate(_CONTEXT, "casual")),
             Cell(players_text(info), number=True), Cell(when_text(info.starts_at)),
             Cell(round_text(info)), Cell(stage_text(info.stage))], info.id)


# -- the standings ---------------------------------------------------------------------
def tie_break_names(standings: tuple[StandingLine, ...]) -> list[str]:
    return next(([name for name, _value in line.tie_breaks] for line in standings
                 if line.tie_breaks), [])


def standings_headers(standings: tuple[StandingLine, ...]) -> list[str]:
    return ([translate(_CONTEXT, "Rank"), translate(_CONTEXT, "No."),
             translate(_CONTEXT, "Player"), translate(_CONTEXT, "Rating"),
             translate(_CONTEXT, "Score")]
            + [tie_break_text(name) for name in tie_break_names(standings)]
            + [translate(_CONTEXT, "Seeds")])


def player_label(line: StandingLine) -> str:
    marks = []
    if line.bot:
        marks.append(translate(_CONTEXT, "(bot)"))
    if line.withdrawn:
        marks.append(translate(_CONTEXT, "(withdrawn)"))
    return " ".join([line.name, *marks])


def standings_rows(standings: tuple[StandingLine, ...]) -> list[Row]:
    names = tie_break_names(standings)
    rows: list[Row] = []
    for line in standings:
        values = dict(line.tie_breaks)
        cells = [Cell(str(line.rank) if line.rank else "", number=True),
                 Cell(str(line.number) if line.number else "", number=True),
                 Cell(player_label(line)), Cell(str(line.rating), number=True),
                 Cell(figure(line.score), number=True)]
        cells += [Cell(figure(values[name]) if name in values else "", number=True)
                  for name in names]
        cells.append(Cell(str(line.seeds), number=True))
        rows.append((cells, line.name))
    return rows


# -- the crosstable ---------------------------------------------------------------------
def _points_of(board: BoardLine, name: str) -> str:
    if board.result is None:
        return "…" if board.game else ""
    return my_points(board, name)


def crosstable(frame: TournamentFrame) -> tuple[list[str], list[Row]]:
    """The crosstable's headers and rows (see the module's rules)."""
    players = [line for line in frame.standings if line.number > 0]
    rank = {line.name: index + 1 for index, line in enumerate(players)}
    robin = frame.tournament.format in ROUND_ROBINS
    headers = [translate(_CONTEXT, "Rank"), translate(_CONTEXT, "Player")]
    if robin:
        width = len(players)
        headers += [str(index + 1) for index in range(width)]
    else:
        width = max((board.round for board in frame.boards), default=0)
        headers += [translate(_CONTEXT, "R{round}").format(round=r)
                    for r in range(1, width + 1)]
    headers.append(translate(_CONTEXT, "Score"))
    rows: list[Row] = []
    for line in players:
        cells: list[list[str]] = [[] for _ in range(width)]
        for board in frame.boards:
            if line.name in (board.south, board.north):
                at = rank.get(_opponent(board, line.name) or "", 0) if robin else board.round
                if 1 <= at <= width:
                    cells[at - 1].append(_cross_cell(board, line.name, rank, robin))
        own = [Cell("×" if robin and rank[line.name] == index + 1 else " ".join(texts))
               for index, texts in enumerate(cells)]
        rows.append(([Cell(str(rank[line.name]), number=True), Cell(player_label(line)),
                      *own, Cell(figure(line.score), number=True)], line.name))
    return headers, rows


def _opponent(board: BoardLine, name: str) -> str | None:
    return board.north if board.south == name else board.south


def _cross_cell(board: BoardLine, name: str, rank: dict[str, int], robin: bool) -> str:
    points = _points_of(board, name)
    if board.north is None or robin:
        return points
    opponent = _opponent(board, name) or ""
    return f"{points} ({rank.get(opponent, '?')})".strip()


# -- pairings, own games, log ---------------------------------------------------------
def pairing_headers() -> list[str]:
    return [translate(_CONTEXT, "Board"), translate(_CONTEXT, "South"),
            translate(_CONTEXT, "North"), translate(_CONTEXT, "Result")]


def pairing_rows(frame: TournamentFrame, round_number: int) -> list[Row]:
    return [([Cell(str(board.board), number=True), Cell(board.south),
              Cell(board.north or "—"), Cell(result_text(board))], board.game)
            for board in frame.boards if board.round == round_number]


def own_headers() -> list[str]:
    return [translate(_CONTEXT, "Round"), translate(_CONTEXT, "Side"),
            translate(_CONTEXT, "Opponent"), translate(_CONTEXT, "Result"),
            translate(_CONTEXT, "Points")]


def own_rows(frame: TournamentFrame, name: str) -> list[Row]:
    rows: list[Row] = []
    for board in frame.boards:
        if name not in (board.south, board.north):
            continue
        south = board.south == name
        side = translate(_CONTEXT, "South") if south else translate(_CONTEXT, "North")
        rows.append(([Cell(str(board.round), number=True), Cell(side),
                      Cell(_opponent(board, name) or "—"), Cell(result_text(board)),
                      Cell(my_points(board, name), number=True)], board.game))
    return rows


def log_headers() -> list[str]:
    return [translate(_CONTEXT, "When"), translate(_CONTEXT, "Who"),
            translate(_CONTEXT, "What"), translate(_CONTEXT, "Reason")]


def log_rows(frame: TournamentFrame) -> list[Row]:
    return [([Cell(when_text(entry.at)), Cell(entry.who),
              Cell(" ".join(part for part in (entry.action, entry.detail) if part)),
              Cell(entry.reason)], None) for entry in frame.log]
