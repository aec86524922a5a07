"""The tournament tables of the SQLite store (migration 6): tournaments, their entries,
boards and log, as ``tournament.model`` rows. Mixed into ``SqliteStore``, whose
``_begin`` opens the write transaction and ``_db`` reads."""

from __future__ import annotations

import sqlite3

from ..tournament.model import Board, Entry, LogLine, Stage, Tournament
from .rows import (
    BOARD_COLUMNS,
    TOURNAMENT_COLUMNS,
    board_of,
    board_values,
    tournament_of,
    tournament_values,
)


class TournamentTables:
    """The ``Store`` methods of tournaments (see ``interface.Store``)."""

    _db: sqlite3.Connection

    def _begin(self) -> sqlite3.Connection:
        raise NotImplementedError  # SqliteStore's

    def add_tournament(self, tournament: Tournament) -> None:
        self._begin().execute(
            f"INSERT INTO tournaments ({TOURNAMENT_COLUMNS}, starts_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", (*tournament_values(tournament),
                                                   tournament.settings.starts_at))

    def update_tournament(self, tournament: Tournament) -> None:
        values = tournament_values(tournament)
        self._begin().execute(
            "UPDATE tournaments SET organiser = ?, settings = ?, stage = ?, round = ?, "
            "created = ?, started_at = ?, finished_at = ?, starts_at = ? WHERE id = ?",
            (*values[1:], tournament.settings.starts_at, tournament.id))

    def tournament(self, tournament_id: str) -> Tournament | None:
        row = self._db.execute(f"SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE id = ?",
                               (tournament_id,)).fetchone()
        return None if row is None else tournament_of(row)

    def tournaments(self, stages: list[Stage] | None, limit: int) -> list[Tournament]:
        if stages is None:
            rows = self._db.execute(f"SELECT {TOURNAMENT_COLUMNS} FROM tournaments "
                                    "ORDER BY starts_at DESC, id LIMIT ?", (limit,))
        else:
            marks = ", ".join("?" * len(stages)) or "''"
            rows = self._db.execute(
                f"SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE stage IN ({marks}) "
                "ORDER BY starts_at DESC, id LIMIT ?", (*[s.value for s in stages], limit))
        return [tournament_of(row) for row in rows]

    def tournaments_of(self, name: str, limit: int) -> list[Tournament]:
        columns = ", ".join(f"t.{c.strip()}" for c in TOURNAMENT_COLUMNS.split(","))
        rows = self._db.execute(
            f"SELECT {columns} FROM tournament_entries e JOIN tournaments t "
            "ON t.id = e.tournament WHERE e.key = ? ORDER BY t.starts_at DESC, t.id LIMIT ?",
            (name.lower(), limit))
        return [tournament_of(row) for row in rows]

    def set_entry(self, tournament_id: str, entry: Entry) -> None:
        self._begin().execute(
            "INSERT OR REPLACE INTO tournament_entries (tournament, key, player, entered_at, "
            "number, rating, bot, withdrawn) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (tournament_id, entry.player.lower(), entry.player, entry.entered_at,
             entry.number, entry.rating, int(entry.bot), int(entry.withdrawn)))

    def entries(self, tournament_id: str) -> list[Entry]:
        rows = self._db.execute(
            "SELECT player, entered_at, number, rating, bot, withdrawn FROM tournament_entries "
            "WHERE tournament = ? ORDER BY number = 0, number, entered_at, key",
            (tournament_id,))
        return [Entry(r[0], r[1], r[2], r[3], bool(r[4]), bool(r[5])) for r in rows]

    def add_boards(self, tournament_id: str, boards: list[Board]) -> None:
        self._begin().executemany(
            f"INSERT INTO tournament_boards (tournament, {BOARD_COLUMNS}) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [(tournament_id, *board_values(board)) for board in boards])

    def set_board(self, tournament_id: str, board: Board) -> None:
        self._begin().execute(
            "UPDATE tournament_boards SET south = ?, north = ?, game = ?, south_points = ?, "
            "north_points = ?, forfeit = ?, south_seeds = ?, north_seeds = ? "
            "WHERE tournament = ? AND round = ? AND board = ?",
            (*board_values(board)[2:], tournament_id, board.round, board.board))

    def boards(self, tournament_id: str, round_number: int | None = None) -> list[Board]:
        if round_number is None:
            rows = self._db.execute(f"SELECT {BOARD_COLUMNS} FROM tournament_boards "
                                    "WHERE tournament = ? ORDER BY round, board",
                                    (tournament_id,))
        else:
            rows = self._db.execute(f"SELECT {BOARD_COLUMNS} FROM tournament_boards "
                                    "WHERE tournament = ? AND round = ? ORDER BY board",
                                    (tournament_id, round_number))
        return [board_of(row) for row in rows]

    def add_log(self, tournament_id: str, line: LogLine) -> None:
        self._begin().execute(
            "INSERT INTO tournament_log (tournament, at, who, action, detail, reason) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (tournament_id, line.at, line.who, line.action, line.detail, line.reason))

    def log(self, tournament_id: str) -> list[LogLine]:
        rows = self._db.execute(
            "SELECT at, who, action, detail, reason FROM tournament_log WHERE tournament = ? "
            "ORDER BY at, rowid", (tournament_id,))
        return [LogLine(*row) for row in rows]



