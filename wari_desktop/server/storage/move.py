"""Moving a club up: ``wari-server migrate --from DIR --to postgresql://...`` copies every
row of a data folder's SQLite database (accounts, tokens, invitations, games with their
events, ratings and their history, tournaments with their entries, boards and log) into
an empty PostgreSQL database.

Rules: a folder a running server holds is refused (its copy would miss what it writes
after); the source is opened read-only (checked whole and of the current schema first;
nothing in the folder changes: no log, no lock, no migration); a target that holds any
row is refused untouched; everything is copied in one transaction, and the rows of each
table are counted on both sides before it commits: any difference and nothing is kept.
Events are copied in each game's order, so the target's own rules (versions without a
gap, nothing after the end) check them on the way in."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...lockfile import holder_pid, is_locked
from .choice import postgres_store
from .data_folder import LOCK_FILE, read_only_uri
from .interface import StoreFailed, StoreUnusable
from .postgres_migrations import TABLES
from .sqlite_store import DATABASE_FILE, SqliteStore

if TYPE_CHECKING:
    from .postgres_store import PostgresStore

#: The columns copied from each table (the same names on both sides).
COLUMNS: dict[str, tuple[str, ...]] = {
    "accounts": ("key", "name", "kind", "password_hash", "disabled", "rating", "deviation",
                 "volatility", "games", "created", "muted", "role"),
    "tokens": ("hash", "account", "created", "last_used"),
    "invites": ("hash", "created", "used_by"),
    "games": ("id", "south", "north", "seats", "terms", "started_at", "finished", "reason",
              "winner", "ogn", "finished_at"),
    "events": ("game", "v", "data"),
    "rating_history": ("account", "at", "game", "rating", "deviation"),
    "tournaments": ("id", "organiser", "settings", "stage", "round", "starts_at", "created",
                    "started_at", "finished_at"),
    "tournament_entries": ("tournament", "key", "player", "entered_at", "number", "rating",
                           "bot", "withdrawn"),
    "tournament_boards": ("tournament", "round", "board", "south", "north", "game",
                          "south_points", "north_points", "forfeit", "south_seeds",
                          "north_seeds"),
    "tournament_log": ("tournament", "at", "who", "action", "detail", "reason"),
}
#: SQLite's 0/1 columns that are PostgreSQL booleans.
BOOLEANS = frozenset({"disabled", "muted", "finished", "bot", "withdrawn", "forfeit"})
#: The order rows are read in: a game's events by version, the log as written.
ORDER = {"events": "game, v", "tournament_log": "rowid"}


def _rows(source: sqlite3.Connection, table: str) -> Iterator[tuple[Any, ...]]:
    columns = COLUMNS[table]
    flags = [column in BOOLEANS for column in columns]
    order = f" ORDER BY {ORDER[table]}" if table in ORDER else ""
    for row in source.execute(f"SELECT {', '.join(columns)} FROM {table}{order}"):
        yield tuple(bool(value) if flag else value
                    for value, flag in zip(row, flags, strict=True))


def move(folder: Path, url: str) -> dict[str, int]:
    """Copy the data folder ``folder`` into the empty database ``url`` (see the module's
    rules); the rows copied, by table."""
    if is_locked(folder / LOCK_FILE):
        raise StoreUnusable(f"the data folder {folder} is in use by a running wari-server "
                            f"(process {holder_pid(folder / LOCK_FILE)}): stop it first, so "
                            "that the copy holds everything")
    SqliteStore(folder, read_only=True).close()  # whole, and of the current schema
    source = sqlite3.connect(read_only_uri(folder / DATABASE_FILE),
                             uri=True, isolation_level=None)
    try:
        source.execute("BEGIN")  # one snapshot of the source for the whole copy
        target = postgres_store(url)
        try:
            return _copy(source, target)
        finally:
            target.close()
    finally:
        source.close()


def _copy(source: sqlite3.Connection, target: PostgresStore) -> dict[str, int]:
    """Every table's rows into ``target`` (a ``PostgresStore``) in one transaction,
    committed once the counts agree."""
    found = target.table_counts()
    if any(found.values()):
        held = ", ".join(f"{count} {table}" for table, count in found.items() if count)
        raise StoreUnusable(f"{target.where} holds data already ({held}): migrate copies "
                            "into an empty database only")
    wanted = {table: int(source.execute(f"SELECT count(*) FROM {table}").fetchone()[0])
              for table in TABLES}
    try:
        for table in TABLES:
            target.copy_rows(table, COLUMNS[table], _rows(source, table))
        copied = target.table_counts()
        if copied != wanted:
            raise StoreFailed(f"the counts differ after the copy (source {wanted}, "
                              f"copied {copied}): nothing was kept")
        target.commit()
    except BaseException:
        target.rollback()
        raise
    return copied
