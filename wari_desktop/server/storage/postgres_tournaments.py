"""The tournament tables of the PostgreSQL store: tournaments, their entries, boards and
log, as ``tournament.model`` rows (the same rules as ``sqlite_tournaments``). Mixed into
``PostgresStore``, whose ``_write`` writes in its transaction and ``_read`` reads."""

from __future__ import annotations

from typing import Any

from ..tournament.model import Board, Entry, LogLine, Stage, Tournament
from .rows import (
    BOARD_COLUMNS,
    TOURNAMENT_COLUMNS,
    board_of,
    board_values,
    tournament_of,
    tournament_values,
)


class PostgresTournamentTables:
    """The ``Store`` methods of tournaments (see ``interface.Store``)."""

    def _write(self, query: str, values: tuple[Any, ...] = ()) -> Any:
        raise NotImplementedError  # PostgresStore's

    def _read(self, query: str, values: tuple[Any, ...] | list[Any] = ()) -> Any:
        raise NotImplementedError  # PostgresStore's

    def add_tournament(self, tournament: Tournament) -> None:
        self._write(
            f"INSERT INTO tournaments ({TOURNAMENT_COLUMNS}, starts_at) "
            "VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s)",
            (*tournament_values(tournament), tournament.settings.starts_at))

    def update_tournament(self, tournament: Tournament) -> None:
        values = tournament_values(tournament)
        self._write(
            "UPDATE tournaments SET organiser = %s, settings = %s, stage = %s, round = %s, "
            "created = %s, started_at = %s, finished_at = %s, starts_at = %s WHERE id = %s",
            (*values[1:], tournament.settings.starts_at, tournament.id))

    def tournament(self, tournament_id: str) -> Tournament | None:
        row = self._read(f"SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE id = %s",
                         (tournament_id,)).fetchone()
        return None if row is None else tournament_of(row)

    def tournaments(self, stages: list[Stage] | None, limit: int) -> list[Tournament]:
        if stages is None:
            rows = self._read(f"SELECT {TOURNAMENT_COLUMNS} FROM tournaments "
                              "ORDER BY starts_at DESC, id LIMIT %s", (limit,))
        else:
            rows = self._read(
                f"SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE stage = ANY(%s) "
                "ORDER BY starts_at DESC, id LIMIT %s", ([s.value for s in stages], limit))
        return [tournament_of(row) for row in rows]

    def tournaments_of(self, name: str, limit: int) -> list[Tournament]:
        columns = ", ".join(f"t.{c.strip()}" for c in TOURNAMENT_COLUMNS.split(","))
        rows = self._read(
            f"SELECT {columns} FROM tournament_entries e JOIN tournaments t "
            "ON t.id = e.tournament WHERE e.key = %s ORDER BY t.starts_at DESC, t.id LIMIT %s",
            (name.lower(), limit))
        return [tournament_of(row) for row in rows]

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
            self._write(f"INSERT INTO tournament_boards (tournament, {BOARD_COLUMNS}) "
                        "VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)",
                        (tournament_id, *board_values(board, bool)))

    def set_board(self, tournament_id: str, board: Board) -> None:
        self._write(
            "UPDATE tournament_boards SET south = %s, north = %s, game = %s, "
            "south_points = %s, north_points = %s, forfeit = %s, south_seeds = %s, "
            "north_seeds = %s WHERE tournament = %s AND round = %s AND board = %s",
            (*board_values(board, bool)[2:], tournament_id, board.round, board.board))

    def boards(self, tournament_id: str, round_number: int | None = None) -> list[Board]:
        if round_number is None:
            rows = self._read(f"SELECT {BOARD_COLUMNS} FROM tournament_boards "
                              "WHERE tournament = %s ORDER BY round, board", (tournament_id,))
        else:
            rows = self._read(f"SELECT {BOARD_COLUMNS} FROM tournament_boards "
                              "WHERE tournament = %s AND round = %s ORDER BY board",
                              (tournament_id, round_number))
        return [board_of(row) for row in rows]

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



