"""The PostgreSQL store: the ``Store`` in a PostgreSQL database named by a URL
(``postgresql://user@host:port/dbname``), through psycopg 3.

Rules (the same guarantees as ``SqliteStore``):

- **Stored before told**: ``commit`` returns once PostgreSQL has made the transaction
  durable (``synchronous_commit`` is set ``on`` for the store's connection, whatever the
  database's default), and the server acknowledges nothing before that.
- **A refused write changes nothing**: a failure of the database itself (the connection
  lost, a full disk, a read-only database, the server shutting down) is raised as
  ``StoreFailed`` (the server answers ``not-stored``) and the transaction is rolled back;
  the next job reconnects. The database's own refusals (an event out of order, a second
  end) are raised as psycopg's ``IntegrityError``, as SQLite's are.
- **Unusable, in one sentence**: a database that cannot be reached or read is
  ``StoreUnusable`` naming it (never its password); one of a newer schema is
  ``SchemaTooNew``, left untouched.
- **One server a database, for now**: a serving store (``lock``) holds an advisory lock
  for as long as it is connected; a second server on the same database is refused,
  naming the first (several processes sharing one database come with leases, later).
  The lock goes with the connection: at once when the process dies, within about 25 s
  when its machine does (``KEEPALIVES``).
- ``read_only`` (the admin's reading commands) migrates nothing and writes nothing (the
  session is ``default_transaction_read_only``).
- **Leases** (``leases``, ``postgres_leases``): a game's writes carrying a generation are
  fenced by its lease; the database's refusal is ``LeaseLost`` (a ``StoreFailed``).
  ``idle_seconds``: PostgreSQL ends the session when it idles that long inside a
  transaction (a process that takes leases; see ``leases``).
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import socket
from collections.abc import Iterable, Sequence
from typing import Any

import psycopg
from psycopg import errors as pg_errors
from psycopg.conninfo import conninfo_to_dict

from ..security import TOKEN_IDLE_DAYS, TOKEN_TOUCH_SECONDS, TOKENS_PER_ACCOUNT
from .interface import (
    Account,
    GameRow,
    NameTaken,
    RatingPoint,
    StoreFailed,
    StoreUnusable,
    Tally,
    TokenStanding,
)
from .leases import LeaseLost
from .migrations import SchemaTooNew
from .postgres_leases import PostgresLeases
from .postgres_migrations import SCHEMA_VERSION, TABLES, migrate, schema_version
from .postgres_notices import PostgresNotices
from .postgres_tournaments import PostgresTournamentTables
from .rows import ACCOUNT_COLUMNS, GAME_COLUMNS, account_of, game_of

log = logging.getLogger("wari.server.store")
#: The advisory lock a serving store holds (one server a database, for now).
SERVE_LOCK = 0x57A81_0002
#: psycopg's errors that are failures of the database itself: ``StoreFailed``.
FAILURES: tuple[type[Exception], ...] = (psycopg.OperationalError, psycopg.InterfaceError,
                                         pg_errors.ReadOnlySqlTransaction,
                                         pg_errors.IdleInTransactionSessionTimeout)
#: The SQLSTATE of the fence's refusal (``postgres_migrations``, version 2): ``LeaseLost``.
LEASE_LOST = "WL001"
#: The database notices a client gone with its machine (no TCP reset) within about
#: 25 s, and lets go of its lock (TCP connections; a unix socket's end is seen at once).
KEEPALIVES = (("tcp_keepalives_idle", 10), ("tcp_keepalives_interval", 5),
              ("tcp_keepalives_count", 3))
LEADERBOARD_QUERY = (f"SELECT {ACCOUNT_COLUMNS} FROM accounts "
                     "WHERE kind = 'player' AND NOT disabled AND games >= %s "
                     "AND deviation <= %s ORDER BY rating DESC, key LIMIT %s")


def describe(url: str) -> str:
    """The database ``url`` names, for a message: its name, host and port, never its
    password."""
    try:
        parts = conninfo_to_dict(url)
    except psycopg.ProgrammingError:
        return "the PostgreSQL database (the URL does not read as one)"
    host = str(parts.get("host") or "localhost")
    port = f":{parts['port']}" if parts.get("port") else ""
    return f"the PostgreSQL database {parts.get('dbname') or '(default)'} on {host}{port}"


def _first_line(error: BaseException) -> str:
    return (str(error).strip().splitlines() or [type(error).__name__])[0][:200]






class PostgresStore(PostgresTournamentTables, PostgresLeases, PostgresNotices):
    """The ``Store`` (and ``LeaseStore``) in the PostgreSQL database ``url`` (see the
    module's rules)."""

    def __init__(self, url: str, read_only: bool = False, lock: bool = False,
                 idle_seconds: float | None = None) -> None:
        self.url = url
        self.where = describe(url)
        self._read_only = read_only
        self._lock = lock
        self._idle_seconds = idle_seconds
        self._open = False
        self._db = self._connect()

    # -- the connection ----------------------------------------------------------------
    def _connect(self) -> psycopg.Connection[tuple[Any, ...]]:
        """A connection set up as the rules say, the schema brought up to date."""
        try:
            db = psycopg.connect(self.url, autocommit=True, connect_timeout=10,
                                 application_name=f"wari-server {os.getpid()} on "
                                                  f"{socket.gethostname()}"[:63])
        except psycopg.Error as error:
            raise StoreUnusable(f"cannot reach {self.where} ({_first_line(error)})") from None
        try:
            db.execute("SET synchronous_commit = on")
            for setting, value in KEEPALIVES:  # a dead server's lock goes in seconds
                db.execute(f"SET {setting} = {value}")
            if self._idle_seconds is not None:
                db.execute("SET idle_in_transaction_session_timeout = "
                           f"{max(1, round(self._idle_seconds * 1000))}")
            if self._read_only:
                db.execute("SET default_transaction_read_only = on")
                self._check_version(db)
            else:
                migrate(db)
            if self._lock:
                self._take_lock(db)
        except psycopg.Error as error:
            db.close()
            raise StoreUnusable(f"cannot use {self.where} ({_first_line(error)})") from None
        except BaseException:
            db.close()
            raise
        return db

    def _check_version(self, db: psycopg.Connection[tuple[Any, ...]]) -> None:
        found = schema_version(db)
        if found > SCHEMA_VERSION:
            raise SchemaTooNew(f"the database has schema version {found}; this server knows "
                               f"up to {SCHEMA_VERSION}: use a newer wari-server")
        if found < SCHEMA_VERSION:
            raise StoreUnusable(f"{self.where} has schema version {found}: start the server "
                                "once (or run a command that writes) to bring it to "
                                f"{SCHEMA_VERSION} before reading it")

    def _take_lock(self, db: psycopg.Connection[tuple[Any, ...]]) -> None:
        """Hold the serving lock, or StoreUnusable naming the server that holds it."""
        row = db.execute("SELECT pg_try_advisory_lock(%s)", (SERVE_LOCK,)).fetchone()
        if row is not None and row[0]:
            return
        holder = db.execute(
            "SELECT a.application_name FROM pg_locks l JOIN pg_stat_activity a "
            "ON a.pid = l.pid WHERE l.locktype = 'advisory' AND l.granted "
            "AND l.objid = %s AND l.database = (SELECT oid FROM pg_database "
            "WHERE datname = current_database())", (SERVE_LOCK & 0xFFFFFFFF,)).fetchone()
        who = f" ({holder[0]})" if holder and holder[0] else ""
        raise StoreUnusable(f"{self.where} is in use by another wari-server{who}: stop it "
                            "first, or give another --store")

    def _connection(self) -> psycopg.Connection[tuple[Any, ...]]:
        """The connection; a new one when it was lost between transactions."""
        if self._db.broken or self._db.closed:
            if self._open:
                raise StoreFailed(f"the connection to {self.where} was lost")
            with contextlib.suppress(psycopg.Error):
                self._db.close()
            try:
                self._db = self._connect()
            except StoreUnusable as error:
                raise StoreFailed(str(error)) from None
            log.warning("connected again to %s", self.where)
        return self._db

    def _begin(self) -> psycopg.Connection[tuple[Any, ...]]:
        """The connection with the write transaction open."""
        db = self._connection()
        if not self._open:
            db.execute("BEGIN")
            self._open = True
        return db

    def _execute(self, query: str, values: Any, write: bool) -> psycopg.Cursor[tuple[Any, ...]]:
        """Run ``query`` (in the write transaction when ``write``, opened if needed);
        a failure of the database itself as ``StoreFailed``."""
        try:
            db = self._begin() if write else self._connection()
            return db.execute(query, values)
        except FAILURES as error:
            raise StoreFailed(f"the store could not do this: {_first_line(error)}") from error
        except psycopg.DatabaseError as error:
            if error.sqlstate == LEASE_LOST:
                raise LeaseLost(f"not written: {_first_line(error)}") from error
            raise

    def copy_rows(self, table: str, columns: tuple[str, ...],
                  rows: Iterable[Sequence[Any]]) -> None:
        """Write ``rows`` into ``table`` in the write transaction, by COPY (``migrate``
        moving a data folder's rows in)."""
        query = f"COPY {table} ({', '.join(columns)}) FROM STDIN"
        try:
            with self._begin().cursor().copy(query) as copy:
                for row in rows:
                    copy.write_row(row)
        except psycopg.Error as error:  # a failure, or a row the database refuses
            raise StoreFailed(f"could not copy the {table} ({_first_line(error)})") from error

    def _write(self, query: str, values: Any = ()) -> psycopg.Cursor[tuple[Any, ...]]:
        return self._execute(query, values, write=True)

    def _read(self, query: str, values: Any = ()) -> psycopg.Cursor[tuple[Any, ...]]:
        return self._execute(query, values, write=False)

    # -- accounts ----------------------------------------------------------------------
    def add_account(self, account: Account) -> None:
        """One statement that inserts nothing when the key is taken, so a taken name
        leaves the transaction usable."""
        added = self._write(
            f"INSERT INTO accounts (key, {ACCOUNT_COLUMNS}) VALUES (%s, %s, %s, %s, %s, %s, "
            "%s, %s, %s, %s, %s, %s) ON CONFLICT (key) DO NOTHING",
            (account.name.lower(), account.name, account.kind.value, account.password_hash,
             account.disabled, account.rating, account.deviation, account.volatility,
             account.games, account.created, account.muted, account.role)).rowcount
        if not added:
            raise NameTaken(f"the name {account.name} is taken")

    def account(self, name: str) -> Account | None:
        return account_of(self._read(f"SELECT {ACCOUNT_COLUMNS} FROM accounts WHERE key = %s",
                                   (name.lower(),)).fetchone())

    def set_disabled(self, name: str, disabled: bool) -> bool:
        changed = self._write("UPDATE accounts SET disabled = %s WHERE key = %s",
                              (disabled, name.lower())).rowcount
        if disabled:
            self._write("DELETE FROM tokens WHERE account = %s", (name.lower(),))
        return bool(changed)

    def disabled_among(self, names: list[str]) -> list[str]:
        return [row[0] for row in self._read(
            "SELECT name FROM accounts WHERE disabled AND key = ANY(%s)",
            ([n.lower() for n in names],))]

    def set_rating(self, account: Account) -> None:
        self._write("UPDATE accounts SET rating = %s, deviation = %s, volatility = %s, "
                    "games = %s WHERE key = %s",
                    (account.rating, account.deviation, account.volatility, account.games,
                     account.name.lower()))

    def set_muted(self, name: str, muted: bool) -> bool:
        return bool(self._write("UPDATE accounts SET muted = %s WHERE key = %s",
                                (muted, name.lower())).rowcount)

    def set_role(self, name: str, role: str | None) -> bool:
        return bool(self._write("UPDATE accounts SET role = %s WHERE key = %s",
                                (role, name.lower())).rowcount)

    def add_rating_point(self, name: str, point: RatingPoint) -> None:
        self._write(
            "INSERT INTO rating_history (account, at, game, rating, deviation) "
            "VALUES (%s, %s, %s, %s, %s) ON CONFLICT (account, at, game) DO UPDATE SET "
            "rating = EXCLUDED.rating, deviation = EXCLUDED.deviation",
            (name.lower(), point.at, point.game, point.rating, point.deviation))

    def rating_history(self, name: str, limit: int) -> list[RatingPoint]:
        rows = self._read(
            "SELECT at, game, rating, deviation FROM rating_history WHERE account = %s "
            "ORDER BY at DESC, game DESC LIMIT %s", (name.lower(), limit)).fetchall()
        return [RatingPoint(*row) for row in reversed(rows)]

    def tally(self, name: str, no_result: frozenset[str]) -> Tally:
        row = self._read(
            "SELECT count(*) FILTER (WHERE winner = side), count(*) FILTER (WHERE winner "
            "IS NULL), count(*) FILTER (WHERE winner IS NOT NULL AND winner != side) "
            "FROM (SELECT 'south' AS side, winner, reason FROM games WHERE south = %s "
            "AND finished UNION ALL SELECT 'north', winner, reason FROM games "
            "WHERE north = %s AND finished) AS ended "
            "WHERE NOT (coalesce(reason, '') = ANY(%s))",
            (name, name, sorted(no_result) or [""])).fetchone()
        return Tally(int(row[0]), int(row[1]), int(row[2])) if row else Tally(0, 0, 0)

    def leaderboard(self, min_games: int, max_deviation: float, limit: int) -> list[Account]:
        return [account for account in map(account_of, self._read(
            LEADERBOARD_QUERY, (min_games, max_deviation, limit))) if account is not None]

    # -- tokens and invitations --------------------------------------------------------
    def add_token(self, token_hash: str, name: str, created: float) -> None:
        self._write("INSERT INTO tokens (hash, account, created, last_used) "
                    "VALUES (%s, %s, %s, %s)", (token_hash, name.lower(), created, created))
        self._write("DELETE FROM tokens WHERE last_used < %s",
                    (created - TOKEN_IDLE_DAYS * 86400.0,))
        self._write("DELETE FROM tokens WHERE account = %s AND hash NOT IN (SELECT hash "
                    "FROM tokens WHERE account = %s ORDER BY last_used DESC, created DESC "
                    "LIMIT %s)", (name.lower(), name.lower(), TOKENS_PER_ACCOUNT))

    def remove_token(self, token_hash: str) -> None:
        self._write("DELETE FROM tokens WHERE hash = %s", (token_hash,))

    def drop_tokens(self, name: str) -> None:
        self._write("DELETE FROM tokens WHERE account = %s", (name.lower(),))

    def account_for_token(self, token_hash: str, now: float) -> Account | None:
        columns = ", ".join("a." + c.strip() for c in ACCOUNT_COLUMNS.split(","))
        row = self._read(f"SELECT t.last_used, {columns} FROM tokens t JOIN accounts a "
                         "ON a.key = t.account WHERE t.hash = %s", (token_hash,)).fetchone()
        if row is None:
            return None
        if row[0] < now - TOKEN_IDLE_DAYS * 86400.0:
            self.remove_token(token_hash)
            return None
        if row[0] < now - TOKEN_TOUCH_SECONDS:
            self._write("UPDATE tokens SET last_used = %s WHERE hash = %s", (now, token_hash))
        return account_of(row[1:])

    def token_standing(self, token_hash: str, name: str) -> TokenStanding:
        row = self._read("SELECT (SELECT disabled FROM accounts WHERE key = %s), "
                         "EXISTS (SELECT 1 FROM tokens WHERE hash = %s)",
                         (name.lower(), token_hash)).fetchone()
        if row is not None and row[0]:
            return TokenStanding.DISABLED
        return TokenStanding.VALID if row is not None and row[1] else TokenStanding.REVOKED

    def missing_tokens(self, token_hashes: list[str]) -> set[str]:
        found = {row[0] for row in self._read("SELECT hash FROM tokens WHERE hash = ANY(%s)",
                                              (token_hashes,))}
        return set(token_hashes) - found

    def token_last_used(self, token_hash: str) -> float | None:
        row = self._read("SELECT last_used FROM tokens WHERE hash = %s",
                         (token_hash,)).fetchone()
        return None if row is None else float(row[0])

    def add_invite(self, code_hash: str, created: float) -> None:
        self._write("INSERT INTO invites (hash, created) VALUES (%s, %s)",
                    (code_hash, created))

    def use_invite(self, code_hash: str, name: str) -> bool:
        return bool(self._write("UPDATE invites SET used_by = %s WHERE hash = %s "
                                "AND used_by IS NULL", (name, code_hash)).rowcount)

    # -- games -------------------------------------------------------------------------
    def add_game(self, game: GameRow) -> None:
        self._write(f"INSERT INTO games ({GAME_COLUMNS}) VALUES (%s, %s, %s, %s, %s, %s, "
                    "FALSE, NULL, NULL, NULL, NULL)",
                    (game.id, game.south, game.north, json.dumps(game.seats),
                     json.dumps(game.terms), game.started_at))

    def add_event(self, game_id: str, event: dict[str, Any],
                  generation: int | None = None) -> None:
        """Fenced by ``generation`` (``leases``): ``LeaseLost`` when it is not the lease's."""
        self._write("INSERT INTO events (game, v, data, generation) VALUES (%s, %s, %s, %s)",
                    (game_id, event["v"], json.dumps(event, separators=(",", ":")),
                     generation))

    def finish_game(self, game_id: str, reason: str, winner: str | None, ogn: str,
                    finished_at: float, generation: int | None = None) -> None:
        """Fenced by ``generation``, as ``add_event``."""
        self._write("UPDATE games SET finished = TRUE, reason = %s, winner = %s, ogn = %s, "
                    "finished_at = %s, finished_generation = %s WHERE id = %s",
                    (reason, winner, ogn, finished_at, generation, game_id))

    def games_in_progress(self) -> list[GameRow]:
        return [game_of(row) for row in self._read(
            f"SELECT {GAME_COLUMNS} FROM games WHERE NOT finished ORDER BY started_at, id")]

    def game_ids_in_progress(self) -> list[str]:
        return [row[0] for row in self._read(
            "SELECT id FROM games WHERE NOT finished ORDER BY started_at, id")]

    def game(self, game_id: str) -> GameRow | None:
        row = self._read(f"SELECT {GAME_COLUMNS} FROM games WHERE id = %s",
                         (game_id,)).fetchone()
        return None if row is None else game_of(row)

    def events(self, game_id: str) -> list[dict[str, Any]]:
        return [json.loads(row[0]) for row in self._read(
            "SELECT data FROM events WHERE game = %s ORDER BY v", (game_id,))]

    def finished_games(self, game_id: str | None = None) -> list[GameRow]:
        where = "finished" + (" AND id = %s" if game_id else "")
        return [game_of(row) for row in self._read(
            f"SELECT {GAME_COLUMNS} FROM games WHERE {where} ORDER BY finished_at, id",
            (game_id,) if game_id else ())]

    def games_of(self, name: str, before: str | None, limit: int) -> list[GameRow] | None:
        """Two range searches of the indexes ``games_south_ended`` and
        ``games_north_ended`` from the cursor down, each stopping at ``limit`` rows,
        merged (as ``SqliteStore.games_of``)."""
        after: tuple[float, str] = (float("inf"), "")
        if before is not None:
            cursor = self._read("SELECT finished_at, id FROM games WHERE id = %s AND "
                                "finished", (before,)).fetchone()
            if cursor is None:
                return None
            after = (float(cursor[0]), str(cursor[1]))
        rows: list[tuple[Any, ...]] = []
        for side in ("south", "north"):
            rows += self._read(
                f"SELECT {GAME_COLUMNS} FROM games WHERE {side} = %s AND finished "
                "AND (finished_at, id) < (%s, %s) ORDER BY finished_at DESC, id DESC "
                "LIMIT %s", (name, after[0], after[1], limit)).fetchall()
        rows.sort(key=lambda row: (row[10], row[0]), reverse=True)
        return [game_of(row) for row in rows[:limit]]

    def record(self, game_id: str) -> GameRow | None:
        row = self._read(f"SELECT {GAME_COLUMNS} FROM games WHERE id = %s AND finished",
                         (game_id,)).fetchone()
        return None if row is None else game_of(row)

    def counts(self) -> dict[str, int]:
        row = self._read(
            "SELECT (SELECT count(*) FROM accounts), (SELECT count(*) FROM tokens), "
            "(SELECT count(*) FROM games WHERE NOT finished), "
            "(SELECT count(*) FROM games WHERE finished), "
            "(SELECT count(*) FROM events)").fetchone()
        assert row is not None
        return {"accounts": row[0], "tokens": row[1], "games_in_progress": row[2],
                "games_finished": row[3], "events": row[4]}

    def table_counts(self) -> dict[str, int]:
        """The rows of every table of the schema (``migrate`` checks them)."""
        query = " UNION ALL ".join(f"SELECT '{table}', count(*) FROM {table}"
                                   for table in TABLES)
        return {str(row[0]): int(row[1]) for row in self._read(query)}

    # -- transactions ------------------------------------------------------------------
    def savepoint(self) -> None:
        self._write("SAVEPOINT job")

    def release(self, keep: bool) -> None:
        if not keep:
            self._write("ROLLBACK TO SAVEPOINT job")
        self._write("RELEASE SAVEPOINT job")

    def commit(self) -> None:
        """COMMIT; PostgreSQL ends a transaction that failed with a rollback instead,
        which is raised here as ``StoreFailed`` (nothing of it holds)."""
        if not self._open:
            return
        try:
            done = self._read("COMMIT").statusmessage
        finally:
            self._open = self._db.info.transaction_status != psycopg.pq.TransactionStatus.IDLE
        if done != "COMMIT":
            raise StoreFailed(f"{self.where} rolled the transaction back ({done})")

    def rollback(self) -> None:
        self._open = False
        if not self._db.closed and \
                self._db.info.transaction_status != psycopg.pq.TransactionStatus.IDLE:
            with contextlib.suppress(*FAILURES):
                self._db.execute("ROLLBACK")

    def close(self) -> None:
        try:
            self.rollback()
        finally:
            self._db.close()
