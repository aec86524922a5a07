"""The PostgreSQL schema, versioned: ``MIGRATIONS[n]`` brings a database from version ``n``
to ``n + 1``; the version lives in the table ``wari_schema`` (one row). A new version is a
new entry at the end; entries already released never change.

Version 1 holds what the SQLite schema holds at its version 6 (``migrations.py``), with
the same rules kept by the database itself: a game's events numbered 1, 2, 3... with no
gap, nothing after its end event, a game finished once. Text the server orders by (names'
keys, ids) is compared byte by byte (``COLLATE "C"``), as SQLite does, whatever the
database's own collation. JSON is kept as the text the server wrote.

Migrations run one at a time across every process sharing the database (a transaction
advisory lock), each in its own transaction."""

from __future__ import annotations

from typing import Any

MIGRATIONS: tuple[str, ...] = (
    # 0 -> 1: everything of SQLite's version 6.
    """
    CREATE TABLE accounts (
        key TEXT COLLATE "C" PRIMARY KEY,  -- the name in lower case
        name TEXT COLLATE "C" NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('player', 'bot', 'guest')),
        password_hash TEXT,
        disabled BOOLEAN NOT NULL DEFAULT FALSE,
        rating DOUBLE PRECISION NOT NULL DEFAULT 1500,
        deviation DOUBLE PRECISION NOT NULL DEFAULT 350,
        volatility DOUBLE PRECISION NOT NULL DEFAULT 0.06,
        games INTEGER NOT NULL DEFAULT 0,
        created DOUBLE PRECISION NOT NULL,
        muted BOOLEAN NOT NULL DEFAULT FALSE,
        role TEXT
    );
    CREATE INDEX accounts_by_rating ON accounts(rating DESC, key);
    CREATE TABLE tokens (
        hash TEXT PRIMARY KEY,
        account TEXT COLLATE "C" NOT NULL REFERENCES accounts(key) ON DELETE CASCADE,
        created DOUBLE PRECISION NOT NULL,
        last_used DOUBLE PRECISION NOT NULL
    );
    CREATE INDEX tokens_account ON tokens(account);
    CREATE INDEX tokens_last_used ON tokens(last_used);
    CREATE TABLE invites (
        hash TEXT PRIMARY KEY,
        created DOUBLE PRECISION NOT NULL,
        used_by TEXT
    );
    CREATE TABLE games (
        id TEXT COLLATE "C" PRIMARY KEY,
        south TEXT COLLATE "C" NOT NULL,
        north TEXT COLLATE "C" NOT NULL,
        seats TEXT NOT NULL,
        terms TEXT NOT NULL,
        started_at DOUBLE PRECISION NOT NULL,
        finished BOOLEAN NOT NULL DEFAULT FALSE,
        reason TEXT,
        winner TEXT,
        ogn TEXT,
        finished_at DOUBLE PRECISION
    );
    CREATE INDEX games_unfinished ON games(started_at) WHERE NOT finished;
    CREATE INDEX games_south_ended ON games(south, finished, finished_at, id);
    CREATE INDEX games_north_ended ON games(north, finished, finished_at, id);
    CREATE TABLE events (
        game TEXT COLLATE "C" NOT NULL REFERENCES games(id),
        v INTEGER NOT NULL,
        data TEXT NOT NULL,
        PRIMARY KEY (game, v)
    );
    CREATE FUNCTION events_in_order() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
        last_v INTEGER;
        last_data TEXT;
    BEGIN
        SELECT v, data INTO last_v, last_data FROM events WHERE game = NEW.game
            ORDER BY v DESC LIMIT 1;
        IF NEW.v != COALESCE(last_v, 0) + 1 THEN
            RAISE EXCEPTION 'events: version out of order for this game'
                USING ERRCODE = 'integrity_constraint_violation';
        END IF;
        IF last_data IS NOT NULL AND last_data::json ->> 'e' = 'end' THEN
            RAISE EXCEPTION 'events: the game has ended'
                USING ERRCODE = 'integrity_constraint_violation';
        END IF;
        RETURN NEW;
    END $$;
    CREATE TRIGGER events_in_order BEFORE INSERT ON events
        FOR EACH ROW EXECUTE FUNCTION events_in_order();
    CREATE FUNCTION games_finished_once() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        IF OLD.finished THEN
            RAISE EXCEPTION 'games: the game has ended already'
                USING ERRCODE = 'integrity_constraint_violation';
        END IF;
        RETURN NEW;
    END $$;
    CREATE TRIGGER games_finished_once BEFORE UPDATE OF finished ON games
        FOR EACH ROW EXECUTE FUNCTION games_finished_once();
    CREATE TABLE rating_history (
        account TEXT COLLATE "C" NOT NULL,   -- the account's key
        at DOUBLE PRECISION NOT NULL,        -- when the game ended
        game TEXT COLLATE "C" NOT NULL,
        rating DOUBLE PRECISION NOT NULL,    -- the rating after the game
        deviation DOUBLE PRECISION,          -- its deviation (unknown for older games)
        PRIMARY KEY (account, at, game)
    );
    CREATE TABLE tournaments (
        id TEXT COLLATE "C" PRIMARY KEY,
        organiser TEXT NOT NULL,
        settings TEXT NOT NULL,              -- JSON: tournament.model.Settings
        stage TEXT NOT NULL,
        round INTEGER NOT NULL DEFAULT 0,
        starts_at DOUBLE PRECISION NOT NULL,
        created DOUBLE PRECISION NOT NULL,
        started_at DOUBLE PRECISION,
        finished_at DOUBLE PRECISION
    );
    CREATE INDEX tournaments_by_start ON tournaments(starts_at DESC, id);
    CREATE TABLE tournament_entries (
        tournament TEXT COLLATE "C" NOT NULL REFERENCES tournaments(id),
        key TEXT COLLATE "C" NOT NULL,
        player TEXT NOT NULL,
        entered_at DOUBLE PRECISION NOT NULL,
        number INTEGER NOT NULL DEFAULT 0,
        rating DOUBLE PRECISION NOT NULL,
        bot BOOLEAN NOT NULL DEFAULT FALSE,
        withdrawn BOOLEAN NOT NULL DEFAULT FALSE,
        PRIMARY KEY (tournament, key)
    );
    CREATE INDEX tournament_entries_by_player ON tournament_entries(key);
    CREATE TABLE tournament_boards (
        tournament TEXT COLLATE "C" NOT NULL REFERENCES tournaments(id),
        round INTEGER NOT NULL,
        board INTEGER NOT NULL,
        south TEXT NOT NULL,
        north TEXT,                          -- NULL: a bye for south
        game TEXT,
        south_points TEXT,                   -- '1', '1/2' or '0'; NULL while played
        north_points TEXT,
        forfeit BOOLEAN NOT NULL DEFAULT FALSE,
        south_seeds INTEGER NOT NULL DEFAULT 0,
        north_seeds INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (tournament, round, board)
    );
    CREATE INDEX tournament_boards_by_game ON tournament_boards(game);
    CREATE TABLE tournament_log (
        line BIGSERIAL PRIMARY KEY,          -- the order lines were written in
        tournament TEXT COLLATE "C" NOT NULL REFERENCES tournaments(id),
        at DOUBLE PRECISION NOT NULL,
        who TEXT NOT NULL,
        action TEXT NOT NULL,
        detail TEXT NOT NULL,
        reason TEXT NOT NULL DEFAULT ''
    );
    CREATE INDEX tournament_log_by_tournament ON tournament_log(tournament, at);
    """,
    # 1 -> 2: a lease per game (``leases.py``): who referees it, under which generation,
    # until when (the database's clock); events and ends carry the writer's generation,
    # and the database refuses a write whose generation is not the lease's (SQLSTATE
    # WL001). Writes without a generation are refused only for a game that has a lease.
    # The fence's trigger is named to run before ``events_in_order`` (alphabetical order).
    """
    CREATE TABLE game_leases (
        game TEXT COLLATE "C" PRIMARY KEY,
        holder TEXT COLLATE "C",             -- NULL: released
        generation BIGINT NOT NULL,          -- 1, then one more at every change of holder
        expires_at TIMESTAMPTZ NOT NULL      -- the database's clock
    );
    CREATE INDEX game_leases_by_holder ON game_leases(holder);
    ALTER TABLE events ADD COLUMN generation BIGINT;
    ALTER TABLE games ADD COLUMN finished_generation BIGINT;
    CREATE FUNCTION lease_fence(game_id TEXT, writer BIGINT) RETURNS void
    LANGUAGE plpgsql AS $$
    DECLARE
        held BIGINT;
        holding TEXT;
    BEGIN
        -- FOR SHARE: a takeover (an UPDATE of this row) waits for this transaction to end,
        -- and this one waits for a takeover under way, then reads the new generation.
        SELECT generation, holder INTO held, holding FROM game_leases
            WHERE game = game_id FOR SHARE;
        IF NOT FOUND AND writer IS NULL THEN
            RETURN;
        END IF;
        IF NOT FOUND OR holding IS NULL OR writer IS DISTINCT FROM held THEN
            RAISE EXCEPTION 'game %: the lease is at generation %, this write carries %',
                game_id, COALESCE(held::text, 'none'), COALESCE(writer::text, 'none')
                USING ERRCODE = 'WL001';
        END IF;
    END $$;
    CREATE FUNCTION events_fenced() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        PERFORM lease_fence(NEW.game, NEW.generation);
        RETURN NEW;
    END $$;
    CREATE TRIGGER events_fenced BEFORE INSERT ON events
        FOR EACH ROW EXECUTE FUNCTION events_fenced();
    CREATE FUNCTION games_fenced() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        PERFORM lease_fence(NEW.id, NEW.finished_generation);
        RETURN NEW;
    END $$;
    CREATE TRIGGER games_fenced BEFORE UPDATE OF finished ON games
        FOR EACH ROW EXECUTE FUNCTION games_fenced();
    """,
    # 2 -> 3: what the processes of one server share while they run (``cluster``), none of
    # it worth keeping through a crash of the database (UNLOGGED: not in the write-ahead
    # log, emptied by a crash): each process's part of the lobby with its heartbeat, and
    # the parcels of the message bus too long for a NOTIFY's 8000 bytes.
    """
    CREATE UNLOGGED TABLE cluster_parts (
        process TEXT COLLATE "C" PRIMARY KEY,
        body TEXT NOT NULL,                  -- JSON: ``cluster.parts.Part``
        beat TIMESTAMPTZ NOT NULL            -- its last heartbeat (the database's clock)
    );
    CREATE UNLOGGED TABLE bus_parcels (
        id BIGSERIAL PRIMARY KEY,
        body TEXT NOT NULL,
        sent TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp()
    );
    """,
)

#: The schema version this program writes.
SCHEMA_VERSION = len(MIGRATIONS)
#: The advisory lock every process takes while it migrates (any number, ours alone).
MIGRATION_LOCK = 0x57A81_0001
#: The tables of the schema, in an order that respects their references (copy, counts).
TABLES = ("accounts", "tokens", "invites", "games", "events", "rating_history",
          "tournaments", "tournament_entries", "tournament_boards", "tournament_log")


def schema_version(db: Any) -> int:
    """The database's schema version (0: none of ours yet)."""
    found = db.execute("SELECT to_regclass('wari_schema') IS NOT NULL").fetchone()
    if not found[0]:
        return 0
    row = db.execute("SELECT version FROM wari_schema").fetchone()
    return 0 if row is None else int(row[0])


def migrate(db: Any) -> int:
    """Bring the database of the connection ``db`` (autocommit, no transaction open) to
    ``SCHEMA_VERSION``, each step in its own transaction; the version it had.
    ``SchemaTooNew`` (of ``migrations``) for a database of a later version."""
    from .migrations import SchemaTooNew

    with db.transaction():
        db.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK,))
        db.execute("CREATE TABLE IF NOT EXISTS wari_schema (version INTEGER NOT NULL)")
        found = schema_version(db)
        if found > SCHEMA_VERSION:
            raise SchemaTooNew(f"the database has schema version {found}; this server "
                               f"knows up to {SCHEMA_VERSION}: use a newer wari-server")
        if db.execute("SELECT count(*) FROM wari_schema").fetchone()[0] == 0:
            db.execute("INSERT INTO wari_schema (version) VALUES (0)")
    for version in range(found, SCHEMA_VERSION):
        with db.transaction():
            db.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK,))
            if schema_version(db) != version:  # another process did this step meanwhile
                continue
            db.execute(MIGRATIONS[version])
            db.execute("UPDATE wari_schema SET version = %s", (version + 1,))
    return found
