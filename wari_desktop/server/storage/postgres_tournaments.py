"""The tournament tables of the PostgreSQL store: tournaments, their entries, boards and
log, as ``tournament.model`` rows (the same rules as ``sqlite_tournaments``). Mixed into
``PostgresStore``, whose ``_write`` writes in its transaction and ``_read`` reads."""

from __future__ import annotations

import json
from typing import Any

from ..tournament.model import Board, Entry, LogLine, Settings, Stage, Tournament

_TOURNAMENT_COLUMNS = "id, organiser, settings, stage, round, created, started_at, finished_at"
_BOARD_COLUMNS = ("round, board, south, north, game, south_points, north_points, forfeit, "
                  "south_seeds, north_seeds")


def _tournament(row: tuple[Any, ...]) -> Tournament:
    return Tournament(row[0], row[1], Settings.from_json(json.loads(row[2])), Stage(row[3]),
                      row[4], row[5], row[6], row[7])


def _board(row: tuple[Any, ...]) -> Board:
    return Board(row[0], row[1], row[2], row[3], row[4], row[5], row[6], bool(row[7]),
                 row[8], row[9])


class PostgresTournamentTables:
    """The ``Store`` methods of tournaments (see ``interface.Store``)."""

    def _write(self, query: str, values: tuple[Any, ...] = ()) -> Any:
        raise NotImplementedError  # PostgresStore's

    def _read(self, query: str, values: tuple[Any, ...] | list[Any] = ()) -> Any:
        raise NotImplementedError  # PostgresStore's

    def add_tournament(self, tournament: Tournament) -> None:
        self._write(
            f"INSERT INTO tournaments ({_TOURNAMENT_COLUMNS}, starts_at) "
            "VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s)",
            (*_tournament_values(tournament), tournament.settings.starts_at))

    def update_tournament(self, tournament: Tournament) -> None:
        values = _tournament_values(tournament)
        self._write(
            "UPDATE tournaments SET organiser = %s, settings = %s, stage = %s, round = %s, "
            "created = %s, started_at = %s, finished_at = %s, starts_at = %s WHERE id = %s",
            (*values[1:], tournament.settings.starts_at, tournament.id))

    def tournament(self, tournament_id: str) -> Tournament | None:
        row = self._read(f"SELECT {_TOURNAMENT_COLUMNS} FROM tournaments WHERE id = %s",
                         (tournament_id,)).fetchone()
        return None if row is None else _tournament(row)

    def tournaments(self, stages: list[Stage] | None, limit: int) -> list[Tournament]:
        if stages is None:
            rows = self._read(f"SELECT {_TOURNAMENT_COLUMNS} FROM tournaments "
                              "ORDER BY starts_at DESC, id LIMIT %s", (limit,))
        else:
            rows = self._read(
                f"SELECT {_TOURNAMENT_COLUMNS} FROM tournaments WHERE stage = ANY(%s) "
                "ORDER BY starts_at DESC, id LIMIT %s", ([s.value for s in stages], limit))
        return [_tournament(row) for row in rows]

    def tournaments_of(self, name: str, limit: int) -> list[Tournament]:
        columns = ", ".join(f"t.{c.strip()}" for c in _TOURNAMENT_COLUMNS.split(","))
        rows = self._read(
            f"SELECT {columns} FROM tournament_entries e JOIN tournaments t "
            "ON t.id = e.tournament WHERE e.key = %s ORDER BY t.starts_at DESC, t.id LIMIT %s",
            (name.lower(), limit))
        return [_tournament(row) for row in rows]

    def set_entry(self, tournament_id: str, entry: Entry) -> None:
        self._write(
            "INSERT INTO tournament_entries (tournament, key, player, entered_at, number, "
            "rating, bot, withdrawn) VALUES (%s, %s, %s, %s, %s, %s, %s, %s) "
            "ON CONFLICT (tournament, key) DO UPDATE SET player = EXCLUDED.player, "
            "entered_at = EXCLUDED.entered_at, number = EXCLUDED.number, "
            "rating = EXCLUDED.rating, bot = EXCLUDED.bot, withdrawn = EXCLUDED.withdrawn",
            (tournament_id, entry.player.lower(), entry.player, entry.entered_at,
             entry.number, entry.rating, entry.bot, entry.withdrawn))

    def entries(self, tournament_id: str) -> list[Entry]:
        rows = self._read(
            "SELECT player, entered_at, number, rating, bot, withdrawn FROM tournament_entries "
            "WHERE tournament = %s ORDER BY number = 0, number, entered_at, key",
            (tournament_id,))
        return [Entry(r[0], r[1], r[2], r[3], bool(r[4]), bool(r[5])) for r in rows]

    def add_boards(self, tournament_id: str, boards: list[Board]) -> None:
        for board in boards:
            self._write(f"INSERT INTO tournament_boards (tournament, {_BOARD_COLUMNS}) "
                        "VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)",
                        (tournament_id, *_board_values(board)))

    def set_board(self, tournament_id: str, board: Board) -> None:
        self._write(
            "UPDATE tournament_boards SET south = %s, north = %s, game = %s, "
            "south_points = %s, north_points = %s, forfeit = %s, south_seeds = %s, "
            "north_seeds = %s WHERE tournament = %s AND round = %s AND board = %s",
            (*_board_values(board)[2:], tournament_id, board.round, board.board))

    def boards(self, tournament_id: str, round_number: int | None = None) -> list[Board]:
        if round_number is None:
            rows = self._read(f"SELECT {_BOARD_COLUMNS} FROM tournament_boards "
                              "WHERE tournament = %s ORDER BY round, board", (tournament_id,))
        else:
            rows = self._read(f"SELECT {_BOARD_COLUMNS} FROM tournament_boards "
                              "WHERE tournament = %s AND round = %s ORDER BY board",
                              (tournament_id, round_number))
        return [_board(row) for row in rows]

    def add_log(self, tournament_id: str, line: LogLine) -> None:
        self._write(
            "INSERT INTO tournament_log (tournament, at, who, action, detail, reason) "
            "VALUES (%s, %s, %s, %s, %s, %s)",
            (tournament_id, line.at, line.who, line.action, line.detail, line.reason))

    def log(self, tournament_id: str) -> list[LogLine]:
        rows = self._read(
            "SELECT at, who, action, detail, reason FROM tournament_log "
            "WHERE tournament = %s ORDER BY at, line", (tournament_id,))
        return [LogLine(*row) for row in rows]


def _tournament_values(t: Tournament) -> tuple[Any, ...]:
    return (t.id, t.organiser, json.dumps(t.settings.to_json()), t.stage.value, t.round,
            t.created, t.started_at, t.finished_at)


def _board_values(b: Board) -> tuple[Any, ...]:
    return (b.round, b.board, b.south, b.north, b.game, b.south_points, b.north_points,
            b.forfeit, b.south_seeds, b.north_seeds)
