"""A tournament's exports, from the store's rows (``model``), as plain text: its
standings as CSV and all its games as one OGN file. No Qt, no network, no store.

- ``results_of``: the boards' results as ``standings.Result`` by pairing number; a board
  still being played is left out, a bye is kept (``standings`` scores it with its
  ``bye_points``), a forfeit keeps its points and its mark (no game for the
  tie-breaks: ``standings`` says why).
- ``standings_csv``: a header row, then one row per numbered player in rank order: rank,
  pairing number, name, rating (rounded), score, each tie-break asked for, seeds
  captured. Numbers are written as decimals ("2.5", "4.75"), rows end with CRLF (RFC
  4180). Withdrawn players keep their line; entries not yet numbered have none.
- ``arena_csv``: an arena's standings (``arena``) as CSV: rank, name, rating, score,
  performance (empty before a first game), games, wins, each game's points in order
  (a doubled one shows the streak), and "fire" for a player on fire now.
- ``tournament_ogn``: each played game's record as the server stored it, read with the
  project's OGN reader and written again with its writer, with ``Event`` set to the
  tournament's name and ``Round`` to "round.board" ("3.2": round 3, board 2); its
  players and ``Result`` (seeds, as OGN writes it) are the record's own. Games in round
  then board order, one blank line between them; boards with no record (byes,
  forfeits, games not yet finished) are left out.
- ``ogn_games``: such a file cut back into one text per game, for ``notation.loads``.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping, Sequence
from decimal import Decimal
from fractions import Fraction

from ...notation import dumps, loads
from .arena import arena_games, arena_standings
from .model import POINTS, TIE_BREAKS, Board, Entry, Format, Tournament, bye_points
from .standings import Result, standings


def results_of(boards: Sequence[Board], numbers: Mapping[str, int]) -> list[Result]:
    """The results of ``boards`` (see the module's rules), players named by their
    pairing ``numbers``. ValueError for a player with no number."""
    results: list[Result] = []
    for board in boards:
        if board.bye:
            if board.south_points is not None:  # a bye is decided when it is paired
                results.append(Result(_number(board.south, numbers), None,
                                      POINTS[board.south_points]))
            continue
        if board.south_points is None or board.north is None:
            continue
        north_points = POINTS[board.north_points or "0"]
        south_points = POINTS[board.south_points]
        results.append(Result(
            _number(board.south, numbers), _number(board.north, numbers), south_points,
            board.south_seeds, board.north_seeds,
            None if south_points + north_points == 1 else north_points, board.forfeit))
    return results


def _number(name: str, numbers: Mapping[str, int]) -> int:
    number = numbers.get(name)
    if not number:
        raise ValueError(f"{name} has no pairing number")
    return number


def decimal(value: Fraction) -> str:
    """``value`` as a plain decimal: 2, 2.5, 4.75 (halves and quarters end; any other
    fraction is rounded to six places)."""
    exact = Decimal(value.numerator) / Decimal(value.denominator)
    text = f"{exact.quantize(Decimal('0.000001')).normalize():f}"
    return "0" if text in ("-0", "") else text


def standings_csv(entries: Sequence[Entry], boards: Sequence[Board],
                  tie_breaks: Sequence[str], bye_points: Fraction) -> str:
    """The standings of a tournament as CSV (the module's rules)."""
    numbered = {entry.number: entry for entry in entries if entry.number > 0}
    numbers = {entry.player: number for number, entry in numbered.items()}
    table = standings(sorted(numbered), results_of(boards, numbers), tie_breaks, bye_points)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(["rank", "number", "name", "rating", "score", *tie_breaks, "seeds"])
    for line in table:
        entry = numbered[line.player]
        writer.writerow([line.rank, line.player, entry.player, round(entry.rating),
                         decimal(line.score),
                         *(decimal(line.tie_breaks[name]) for name in tie_breaks),
                         line.seeds])
    return out.getvalue()


def arena_csv(entries: Sequence[Entry], boards: Sequence[Board], streaks: bool) -> str:
    """An arena's standings as CSV (the module's rules), every entry with a line."""
    ratings = {entry.player: entry.rating for entry in entries}
    players = [entry.player for entry in entries]
    table = arena_standings(players, arena_games(boards), ratings, streaks)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(["rank", "name", "rating", "score", "performance", "games", "wins",
                     "points", "fire"])
    for line in table:
        writer.writerow([line.rank, line.name, round(ratings.get(line.name, 1500.0)),
                         line.score, "" if line.performance is None else line.performance,
                         line.games, line.wins, " ".join(map(str, line.points)),
                         "fire" if line.on_fire else ""])
    return out.getvalue()


def tournament_csv(tournament: Tournament, entries: Sequence[Entry],
                   boards: Sequence[Board]) -> str:
    """The standings of ``tournament`` as CSV, by its format: an arena's by its points
    (``arena_csv``), the others' with their tie-breaks (``standings_csv``)."""
    form = tournament.settings.format
    if form is Format.ARENA:
        return arena_csv(entries, boards, tournament.settings.streaks)
    return standings_csv(entries, boards, TIE_BREAKS[form], bye_points(form))


def round_tag(board: Board) -> str:
    """The ``Round`` tag of a board's game: "round.board"."""
    return f"{board.round}.{board.board}"


def tournament_ogn(tournament: Tournament, boards: Sequence[Board],
                   records: Mapping[str, str]) -> str:
    """All the played games of ``tournament`` as one OGN file (the module's rules);
    ``records`` holds each finished game's OGN by game id. NotationError for a stored
    record that does not read."""
    texts: list[str] = []
    for board in sorted(boards, key=lambda b: (b.round, b.board)):
        if board.bye or board.forfeit or board.game is None or board.game not in records:
            continue
        record = loads(records[board.game])
        record.tags["Event"] = tournament.settings.name
        record.tags["Round"] = round_tag(board)
        texts.append(dumps(record))
    return "\n".join(texts)


def ogn_games(text: str) -> list[str]:
    """A file of several OGN games (as ``tournament_ogn`` or ``wari-server export``
    writes them) cut into one text per game: a game begins at a tag line that opens the
    file or follows a blank line (inside a game written by ``notation.dumps`` the line
    after its one blank line is movetext, never a tag)."""
    games: list[list[str]] = []
    previous_blank = True
    for line in text.replace("\r\n", "\n").split("\n"):
        if line.startswith("[") and previous_blank:
            games.append([])
        if games:
            games[-1].append(line)
        previous_blank = not line.strip()
    return ["\n".join(lines).strip() + "\n" for lines in games]
