"""The SQLite store: one file, ``wari-server.sqlite3``, in the server's data folder, in
WAL mode with ``synchronous=FULL``, so a commit is on disk before the server acknowledges
what it holds, and the admin's commands may read and write while the server runs."""

from __future__ import annotations

import contextlib
import json
import logging
import sqlite3
import threading
from pathlib import Path
from typing import Any

from ...lockfile import FileLock
from ..security import TOKEN_IDLE_DAYS, TOKEN_TOUCH_SECONDS, TOKENS_PER_ACCOUNT
from .data_folder import check_database, private_files, private_folder, read_only_uri, take_folder
from .interface import (
    Account,
    GameRow,
    NameTaken,
    RatingPoint,
    StoreUnusable,
    Tally,
    TokenStanding,
)
from .migrations import SCHEMA_VERSION, SchemaTooNew, migrate
from .rows import ACCOUNT_COLUMNS, GAME_COLUMNS, account_of, game_of
from .sqlite_tournaments import TournamentTables

log = logging.getLogger("wari.server.store")
DATABASE_FILE = "wari-server.sqlite3"
#: Seconds between two checkpoints of the write-ahead log (with background checkpoints).
CHECKPOINT_SECONDS = 1.0
#: The leaderboard: people with enough rated games and a settled rating, best first (the
#: index ``accounts_by_rating`` read from the top, stopping at the limit).
LEADERBOARD_QUERY = (f"SELECT {ACCOUNT_COLUMNS} FROM accounts INDEXED BY accounts_by_rating "
                     "WHERE kind = 'player' AND disabled = 0 AND games >= ? AND deviation <= ? "
                     "ORDER BY rating DESC, key LIMIT ?")






class SqliteStore(TournamentTables):
    """The ``Store`` in a SQLite file in ``folder`` (created if needed, private: see
    ``data_folder``), checked whole (``PRAGMA quick_check``) before anything writes to it:
    ``StoreUnusable`` (one sentence) for a damaged or unreadable database, left as it was.

    With ``background_checkpoints`` (the server's), the write-ahead log is copied into the
    database by a thread of its own with its own connection, once a second, instead of by
    the commit that happens to fill it: a commit never waits for a checkpoint (SQLite's
    passive checkpoints run beside writers), so no move's acknowledgement does either.
    With ``lock`` (the server's), the store holds the data folder's lock: a second server
    on the folder is refused. ``read_only`` (the admin's reading commands) opens an
    existing database without writing anything: no migration, no log, no lock, so it
    works on a folder one may not write.
    """

    def __init__(self, folder: Path, background_checkpoints: bool = False,
                 read_only: bool = False, lock: bool = False) -> None:
        self.path = folder / DATABASE_FILE
        self._lock: FileLock | None = None
        if read_only:
            if not self.path.is_file():
                raise StoreUnusable(f"no database in {folder}: is it a wari-server data "
                                    "folder?")
        else:
            private_folder(folder)
        if lock:
            self._lock = take_folder(folder)
        try:
            if self.path.exists():
                check_database(self.path)
            self._db = self._connect(read_only)
        except BaseException:
            if self._lock is not None:
                self._lock.release()
            raise
        self._open = False
        self._stop_checkpoints = threading.Event()
        self._checkpointer: threading.Thread | None = None
        if background_checkpoints and not read_only:
            self._db.execute("PRAGMA wal_autocheckpoint=0")
            self._checkpointer = threading.Thread(target=self._checkpoints, daemon=True,
                                                  name="wari-store-checkpoints")
            self._checkpointer.start()

    def _connect(self, read_only: bool) -> sqlite3.Connection:
        """The connection, the schema brought up to date (read-only: checked to be it)."""
        if read_only:
            db = sqlite3.connect(read_only_uri(self.path), uri=True, isolation_level=None,
                                 check_same_thread=False)
        else:
            private_files(self.path)
            db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        try:
            if read_only:
                db.execute("PRAGMA busy_timeout=10000")
                found = int(db.execute("PRAGMA user_version").fetchone()[0])
                if found > SCHEMA_VERSION:
                    raise SchemaTooNew(f"the database has schema version {found}; this "
                                       f"server knows up to {SCHEMA_VERSION}: use a newer "
                                       "wari-server")
                if found < SCHEMA_VERSION:
                    raise StoreUnusable(f"the database {self.path} has schema version "
                                        f"{found}: start the server once (or run a command "
                                        "that writes) to bring it to "
                                        f"{SCHEMA_VERSION} before reading it")
            else:
                db.execute("PRAGMA journal_mode=WAL")
                db.execute("PRAGMA synchronous=FULL")
                db.execute("PRAGMA foreign_keys=ON")
                db.execute("PRAGMA busy_timeout=10000")
                migrate(db)
                private_files(self.path)
        except sqlite3.Error as error:
            db.close()
            if read_only:
                raise StoreUnusable(f"cannot read the database {self.path} ({error})") \
                    from None
            raise StoreUnusable(f"cannot write the database {self.path} ({error}): this "
                                "command needs a data folder it may write (export and "
                                "account show only read)") from None
        except BaseException:
            db.close()
            raise
        return db

    def _checkpoints(self) -> None:
        """Copy the log into the database once a second (passive: never blocks a writer),
        and once more, fully, when the store closes."""
        db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        db.execute("PRAGMA busy_timeout=10000")
        try:
            while not self._stop_checkpoints.wait(CHECKPOINT_SECONDS):
                try:
                    db.execute("PRAGMA wal_checkpoint(PASSIVE)")
                except sqlite3.Error as error:  # a full disk, say: the log waits
                    log.warning("checkpoint failed: %s", error)
        finally:
            db.close()

    def _begin(self) -> sqlite3.Connection:
        if not self._open:
            self._db.execute("BEGIN IMMEDIATE")
            self._open = True
        return self._db

    # -- accounts ----------------------------------------------------------------------
    def add_account(self, account: Account) -> None:
        db = self._begin()
        try:
            db.execute(f"INSERT INTO accounts (key, {ACCOUNT_COLUMNS}) "
                       "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                       (account.name.lower(), account.name, account.kind.value,
                        account.password_hash, int(account.disabled), account.rating,
                        account.deviation, account.volatility, account.games, account.created,
                        int(account.muted), account.role))
        except sqlite3.IntegrityError:
            raise NameTaken(f"the name {account.name} is taken") from None

    def account(self, name: str) -> Account | None:
        return account_of(self._db.execute(
            f"SELECT {ACCOUNT_COLUMNS} FROM accounts WHERE key = ?", (name.lower(),)).fetchone())

    def set_disabled(self, name: str, disabled: bool) -> bool:
        db = self._begin()
        changed = db.execute("UPDATE accounts SET disabled = ? WHERE key = ?",
                             (int(disabled), name.lower())).rowcount
        if disabled:
            db.execute("DELETE FROM tokens WHERE account = ?", (name.lower(),))
        return bool(changed)

    def disabled_among(self, names: list[str]) -> list[str]:
        found: list[str] = []
        for start in range(0, len(names), 500):
            chunk = [n.lower() for n in names[start:start + 500]]
            marks = ", ".join("?" * len(chunk))
            found += [row[0] for row in self._db.execute(
                f"SELECT name FROM accounts WHERE disabled = 1 AND key IN ({marks})", chunk)]
        return found

    def set_rating(self, account: Account) -> None:
        self._begin().execute(
            "UPDATE accounts SET rating = ?, deviation = ?, volatility = ?, games = ? "
            "WHERE key = ?", (account.rating, account.deviation, account.volatility,
                              account.games, account.name.lower()))

    def set_muted(self, name: str, muted: bool) -> bool:
        return bool(self._begin().execute("UPDATE accounts SET muted = ? WHERE key = ?",
                                          (int(muted), name.lower())).rowcount)

    def set_role(self, name: str, role: str | None) -> bool:
        return bool(self._begin().execute("UPDATE accounts SET role = ? WHERE key = ?",
                                          (role, name.lower())).rowcount)

    def add_rating_point(self, name: str, point: RatingPoint) -> None:
        self._begin().execute(
            "INSERT OR REPLACE INTO rating_history (account, at, game, rating, deviation) "
            "VALUES (?, ?, ?, ?, ?)", (name.lower(), point.at, point.game, point.rating,
                                       point.deviation))

    def rating_history(self, name: str, limit: int) -> list[RatingPoint]:
        rows = self._db.execute(
            "SELECT at, game, rating, deviation FROM rating_history WHERE account = ? "
            "ORDER BY at DESC, game DESC LIMIT ?", (name.lower(), limit)).fetchall()
        return [RatingPoint(*row) for row in reversed(rows)]

    def tally(self, name: str, no_result: frozenset[str]) -> Tally:
        """Two counts over the indexes ``games_south_ended`` and ``games_north_ended``."""
        marks = ", ".join("?" * len(no_result)) or "''"
        won = drawn = lost = 0
        for side in ("south", "north"):
            row = self._db.execute(
                f"SELECT coalesce(sum(winner = ?), 0), coalesce(sum(winner IS NULL), 0), "
                f"coalesce(sum(winner IS NOT NULL AND winner != ?), 0) FROM games "
                f"WHERE {side} = ? AND finished = 1 "
                f"AND coalesce(reason, '') NOT IN ({marks})",
                (side, side, name, *sorted(no_result))).fetchone()
            won, drawn, lost = won + row[0], drawn + row[1], lost + row[2]
        return Tally(won, drawn, lost)

    def leaderboard(self, min_games: int, max_deviation: float, limit: int) -> list[Account]:
        return [account for account in map(account_of, self._db.execute(
            LEADERBOARD_QUERY, (min_games, max_deviation, limit))) if account is not None]

    def add_token(self, token_hash: str, name: str, created: float) -> None:
        db = self._begin()
        db.execute("INSERT INTO tokens (hash, account, created, last_used) VALUES (?, ?, ?, ?)",
                   (token_hash, name.lower(), created, created))
        db.execute("DELETE FROM tokens WHERE last_used < ?",
                   (created - TOKEN_IDLE_DAYS * 86400.0,))
        db.execute("DELETE FROM tokens WHERE account = ? AND hash NOT IN (SELECT hash FROM "
                   "tokens WHERE account = ? ORDER BY last_used DESC, created DESC LIMIT ?)",
                   (name.lower(), name.lower(), TOKENS_PER_ACCOUNT))

    def remove_token(self, token_hash: str) -> None:
        self._begin().execute("DELETE FROM tokens WHERE hash = ?", (token_hash,))

    def drop_tokens(self, name: str) -> None:
        self._begin().execute("DELETE FROM tokens WHERE account = ?", (name.lower(),))

    def account_for_token(self, token_hash: str, now: float) -> Account | None:
        row = self._db.execute(
            f"SELECT t.last_used, "
            f"{', '.join('a.' + c.strip() for c in ACCOUNT_COLUMNS.split(','))} "
            "FROM tokens t JOIN accounts a ON a.key = t.account WHERE t.hash = ?",
            (token_hash,)).fetchone()
        if row is None:
            return None
        if row[0] < now - TOKEN_IDLE_DAYS * 86400.0:
            self.remove_token(token_hash)
            return None
        if row[0] < now - TOKEN_TOUCH_SECONDS:
            self._begin().execute("UPDATE tokens SET last_used = ? WHERE hash = ?",
                                  (now, token_hash))
        return account_of(row[1:])

    def token_standing(self, token_hash: str, name: str) -> TokenStanding:
        row = self._db.execute(
            "SELECT (SELECT disabled FROM accounts WHERE key = ?), "
            "EXISTS (SELECT 1 FROM tokens WHERE hash = ?)", (name.lower(), token_hash)).fetchone()
        if row[0]:
            return TokenStanding.DISABLED
        return TokenStanding.VALID if row[1] else TokenStanding.REVOKED

    def missing_tokens(self, token_hashes: list[str]) -> set[str]:
        found: set[str] = set()
        for start in range(0, len(token_hashes), 500):
            chunk = token_hashes[start:start + 500]
            marks = ", ".join("?" * len(chunk))
            found.update(row[0] for row in self._db.execute(
                f"SELECT hash FROM tokens WHERE hash IN ({marks})", chunk))
        return set(token_hashes) - found

    def token_last_used(self, token_hash: str) -> float | None:
        row = self._db.execute("SELECT last_used FROM tokens WHERE hash = ?",
                               (token_hash,)).fetchone()
        return None if row is None else float(row[0])

    def add_invite(self, code_hash: str, created: float) -> None:
        self._begin().execute("INSERT INTO invites (hash, created) VALUES (?, ?)",
                              (code_hash, created))

    def use_invite(self, code_hash: str, name: str) -> bool:
        return bool(self._begin().execute(
            "UPDATE invites SET used_by = ? WHERE hash = ? AND used_by IS NULL",
            (name, code_hash)).rowcount)

    # -- games -------------------------------------------------------------------------
    def add_game(self, game: GameRow) -> None:
        self._begin().execute(
            f"INSERT INTO games ({GAME_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, 0, NULL, NULL, "
            "NULL, NULL)", (game.id, game.south, game.north, json.dumps(game.seats),
                            json.dumps(game.terms), game.started_at))

    def add_event(self, game_id: str, event: dict[str, Any]) -> None:
        self._begin().execute("INSERT INTO events (game, v, data) VALUES (?, ?, ?)",
                              (game_id, event["v"], json.dumps(event, separators=(",", ":"))))

    def finish_game(self, game_id: str, reason: str, winner: str | None, ogn: str,
                    finished_at: float) -> None:
        self._begin().execute(
            "UPDATE games SET finished = 1, reason = ?, winner = ?, ogn = ?, finished_at = ? "
            "WHERE id = ?", (reason, winner, ogn, finished_at, game_id))

    def games_in_progress(self) -> list[GameRow]:
        return [game_of(row) for row in self._db.execute(
            f"SELECT {GAME_COLUMNS} FROM games WHERE finished = 0 ORDER BY started_at")]

    def game_ids_in_progress(self) -> list[str]:
        return [row[0] for row in self._db.execute(
            "SELECT id FROM games WHERE finished = 0 ORDER BY started_at")]

    def game(self, game_id: str) -> GameRow | None:
        row = self._db.execute(f"SELECT {GAME_COLUMNS} FROM games WHERE id = ?",
                               (game_id,)).fetchone()
        return None if row is None else game_of(row)

    def events(self, game_id: str) -> list[dict[str, Any]]:
        return [json.loads(row[0]) for row in self._db.execute(
            "SELECT data FROM events WHERE game = ? ORDER BY v", (game_id,))]

    def finished_games(self, game_id: str | None = None) -> list[GameRow]:
        where = "finished = 1" + (" AND id = ?" if game_id else "")
        return [game_of(row) for row in self._db.execute(
            f"SELECT {GAME_COLUMNS} FROM games WHERE {where} ORDER BY finished_at, id",
            (game_id,) if game_id else ())]

    def games_of(self, name: str, before: str | None, limit: int) -> list[GameRow] | None:
        """Two range searches of the indexes ``games_south_ended`` and
        ``games_north_ended`` (player, finished, end time, id), each from the cursor down
        and stopping at ``limit`` rows, merged: what a request reads is bounded by
        ``limit`` whatever the number of games the player has or the page asked for."""
        after: tuple[float, str] = (float("inf"), "")
        if before is not None:
            cursor = self._db.execute("SELECT finished_at, id FROM games WHERE id = ? AND "
                                      "finished = 1", (before,)).fetchone()
            if cursor is None:
                return None
            after = (float(cursor[0]), str(cursor[1]))
        rows: list[tuple[Any, ...]] = []
        for side in ("south", "north"):
            rows += self._db.execute(
                f"SELECT {GAME_COLUMNS} FROM games WHERE {side} = ? AND finished = 1 "
                "AND (finished_at, id) < (?, ?) ORDER BY finished_at DESC, id DESC LIMIT ?",
                (name, after[0], after[1], limit)).fetchall()
        rows.sort(key=lambda row: (row[10], row[0]), reverse=True)
        return [game_of(row) for row in rows[:limit]]

    def record(self, game_id: str) -> GameRow | None:
        row = self._db.execute(f"SELECT {GAME_COLUMNS} FROM games WHERE id = ? AND "
                               "finished = 1", (game_id,)).fetchone()
        return None if row is None else game_of(row)

    def counts(self) -> dict[str, int]:
        def count(query: str) -> int:
            return int(self._db.execute(f"SELECT count(*) FROM {query}").fetchone()[0])

        return {"accounts": count("accounts"), "tokens": count("tokens"),
                "games_in_progress": count("games WHERE finished = 0"),
                "games_finished": count("games WHERE finished = 1"),
                "events": count("events")}

    # -- transactions ------------------------------------------------------------------
    def savepoint(self) -> None:
        self._begin().execute("SAVEPOINT job")

    def release(self, keep: bool) -> None:
        if not keep:
            self._db.execute("ROLLBACK TO job")
        self._db.execute("RELEASE job")

    def commit(self) -> None:
        if self._open:
            try:
                self._db.execute("COMMIT")
            finally:  # a failed COMMIT may leave the transaction open (or SQLite ends it)
                self._open = self._db.in_transaction

    def rollback(self) -> None:
        self._open = False
        if self._db.in_transaction:
            self._db.execute("ROLLBACK")

    def close(self) -> None:
        try:
            with contextlib.suppress(sqlite3.Error):
                self.rollback()
            if self._checkpointer is not None:
                self._stop_checkpoints.set()
                self._checkpointer.join()
                with contextlib.suppress(sqlite3.Error):
                    self._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        finally:
            self._db.close()
            if self._lock is not None:
                self._lock.release()
