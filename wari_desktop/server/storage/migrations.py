"""The SQLite schema, versioned: ``MIGRATIONS[n]`` brings a database from version ``n`` to
``n + 1`` (the version lives in ``PRAGMA user_version``). A new version of the schema is a
new entry at the end; entries already released never change."""

from __future__ import annotations

import sqlite3

MIGRATIONS: tuple[str, ...] = (
    # 0 -> 1: accounts, tokens, invitations, games and their events.
    """
    CREATE TABLE accounts (
        key TEXT PRIMARY KEY,              -- the name in lower case: names are unique in any case
        name TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('player', 'bot', 'guest')),
        password_hash TEXT,
        disabled INTEGER NOT NULL DEFAULT 0,
        rating REAL NOT NULL DEFAULT 1500,
        deviation REAL NOT NULL DEFAULT 350,
        volatility REAL NOT NULL DEFAULT 0.06,
        games INTEGER NOT NULL DEFAULT 0,
        created REAL NOT NULL
    );
    CREATE TABLE tokens (
        hash TEXT PRIMARY KEY,
        account TEXT NOT NULL REFERENCES accounts(key) ON DELETE CASCADE,
        created REAL NOT NULL
    );
    CREATE INDEX tokens_account ON tokens(account);
    CREATE TABLE invites (
        hash TEXT PRIMARY KEY,
        created REAL NOT NULL,
        used_by TEXT
    );
    CREATE TABLE games (
        id TEXT PRIMARY KEY,
        south TEXT NOT NULL,
        north TEXT NOT NULL,
        seats TEXT NOT NULL,
        terms TEXT NOT NULL,
        started_at REAL NOT NULL,
        finished INTEGER NOT NULL DEFAULT 0,
        reason TEXT,
        winner TEXT,
        ogn TEXT,
        finished_at REAL
    );
    CREATE INDEX games_unfinished ON games(finished);
    CREATE TABLE events (
        game TEXT NOT NULL REFERENCES games(id),
        v INTEGER NOT NULL,
        data TEXT NOT NULL,
        PRIMARY KEY (game, v)
    ) WITHOUT ROWID;
    """,
    # 1 -> 2: a game's events are numbered 1, 2, 3... with no gap, nothing follows its end
    # event, and a game is finished once: the store itself refuses a second end, whatever
    # the server asks of it.
    """
    CREATE TRIGGER events_in_order BEFORE INSERT ON events
    WHEN NEW.v != COALESCE((SELECT MAX(v) FROM events WHERE game = NEW.game), 0) + 1
    BEGIN
        SELECT RAISE(ABORT, 'events: version out of order for this game');
    END;
    CREATE TRIGGER events_none_after_end BEFORE INSERT ON events
    WHEN (SELECT json_extract(data, '$.e') FROM events WHERE game = NEW.game
          ORDER BY v DESC LIMIT 1) = 'end'
    BEGIN
        SELECT RAISE(ABORT, 'events: the game has ended');
    END;
    CREATE TRIGGER games_finished_once BEFORE UPDATE OF finished ON games
    WHEN OLD.finished = 1
    BEGIN
        SELECT RAISE(ABORT, 'games: the game has ended already');
    END;
    """,
    # 2 -> 3: a token's last use, so tokens unused for long expire (security.TOKEN_IDLE_DAYS)
    # and an account's least lately used go first when it has too many.
    """
    ALTER TABLE tokens ADD COLUMN last_used REAL NOT NULL DEFAULT 0;
    UPDATE tokens SET last_used = created;
    CREATE INDEX tokens_last_used ON tokens(last_used);
    """,
    # 3 -> 4: a player's ended games, latest first, read from an index (the `games`
    # request, and the games listed at sign-in) whatever the number of games stored.
    """
    CREATE INDEX games_south_ended ON games(south, finished, finished_at, id);
    CREATE INDEX games_north_ended ON games(north, finished, finished_at, id);
    """,
    # 4 -> 5: what a club reads: an account the admin muted in the lobby chat, each
    # rated game's rating after it (a player's chart; filled from the end events of the
    # rated games already stored), and accounts by rating (the leaderboard).
    """
    ALTER TABLE accounts ADD COLUMN muted INTEGER NOT NULL DEFAULT 0;
    CREATE TABLE rating_history (
        account TEXT NOT NULL,             -- the account's key (its name in lower case)
        at REAL NOT NULL,                  -- when the game ended
        game TEXT NOT NULL,
        rating REAL NOT NULL,              -- the rating after the game
        deviation REAL,                    -- its deviation (unknown for older games)
        PRIMARY KEY (account, at, game)
    ) WITHOUT ROWID;
    INSERT OR IGNORE INTO rating_history (account, at, game, rating)
        SELECT lower(g.south), g.finished_at, g.id,
               json_extract(e.data, '$.ratings.south.after')
        FROM games g JOIN events e ON e.game = g.id
        WHERE g.finished = 1 AND json_extract(e.data, '$.e') = 'end'
          AND json_extract(e.data, '$.ratings.south.after') IS NOT NULL;
    INSERT OR IGNORE INTO rating_history (account, at, game, rating)
        SELECT lower(g.north), g.finished_at, g.id,
               json_extract(e.data, '$.ratings.north.after')
        FROM games g JOIN events e ON e.game = g.id
        WHERE g.finished = 1 AND json_extract(e.data, '$.e') = 'end'
          AND json_extract(e.data, '$.ratings.north.after') IS NOT NULL;
    CREATE INDEX accounts_by_rating ON accounts(rating DESC, key);
    """,
    # 5 -> 6: roles (organisers) and tournaments: entries, boards (pairings with their
    # games and results) and the organisers' log.
    """
    ALTER TABLE accounts ADD COLUMN role TEXT;
    CREATE TABLE tournaments (
        id TEXT PRIMARY KEY,
        organiser TEXT NOT NULL,
        settings TEXT NOT NULL,            -- JSON: tournament.model.Settings
        stage TEXT NOT NULL,
        round INTEGER NOT NULL DEFAULT 0,
        starts_at REAL NOT NULL,
        created REAL NOT NULL,
        started_at REAL,
        finished_at REAL
    );
    CREATE INDEX tournaments_by_start ON tournaments(starts_at DESC, id);
    CREATE TABLE tournament_entries (
        tournament TEXT NOT NULL REFERENCES tournaments(id),
        key TEXT NOT NULL,                 -- the player's name in lower case
        player TEXT NOT NULL,
        entered_at REAL NOT NULL,
        number INTEGER NOT NULL DEFAULT 0,
        rating REAL NOT NULL,
        bot INTEGER NOT NULL DEFAULT 0,
        withdrawn INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (tournament, key)
    ) WITHOUT ROWID;
    CREATE INDEX tournament_entries_by_player ON tournament_entries(key);
    CREATE TABLE tournament_boards (
        tournament TEXT NOT NULL REFERENCES tournaments(id),
        round INTEGER NOT NULL,
        board INTEGER NOT NULL,
        south TEXT NOT NULL,
        north TEXT,                        -- NULL: a bye for south
        game TEXT,
        south_points TEXT,                 -- '1', '1/2' or '0'; NULL while played
        north_points TEXT,
        forfeit INTEGER NOT NULL DEFAULT 0,
        south_seeds INTEGER NOT NULL DEFAULT 0,
        north_seeds INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (tournament, round, board)
    ) WITHOUT ROWID;
    CREATE INDEX tournament_boards_by_game ON tournament_boards(game);
    CREATE TABLE tournament_log (
        tournament TEXT NOT NULL REFERENCES tournaments(id),
        at REAL NOT NULL,
        who TEXT NOT NULL,
        action TEXT NOT NULL,
        detail TEXT NOT NULL,
        reason TEXT NOT NULL DEFAULT ''
    );
    CREATE INDEX tournament_log_by_tournament ON tournament_log(tournament, at);
    """,
)

#: The schema version this program writes.
SCHEMA_VERSION = len(MIGRATIONS)


class SchemaTooNew(RuntimeError):
    """The database was written by a newer server."""


def statements(script: str) -> list[str]:
    """The SQL statements of ``script``, whole (a trigger's body holds semicolons of its
    own: a statement ends where SQLite says it is complete)."""
    found: list[str] = []
    pending = ""
    for line in script.splitlines(keepends=True):
        pending += line
        if sqlite3.complete_statement(pending):
            found.append(pending.strip())
            pending = ""
    if pending.strip():
        found.append(pending.strip())
    return found


def migrate(connection: sqlite3.Connection) -> int:
    """Bring the database to ``SCHEMA_VERSION``, each step in its own transaction; the
    version it had. SchemaTooNew for a database of a later version."""
    found = int(connection.execute("PRAGMA user_version").fetchone()[0])
    if found > SCHEMA_VERSION:
        raise SchemaTooNew(f"the database has schema version {found}; this server knows up "
                           f"to {SCHEMA_VERSION}: use a newer wari-server")
    for version in range(found, SCHEMA_VERSION):
        with connection:
            connection.execute("BEGIN")
            for statement in statements(MIGRATIONS[version]):
                connection.execute(statement)
            connection.execute(f"PRAGMA user_version = {version + 1}")
    return found
