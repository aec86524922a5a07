"""The stores: migrations (SQLite's and PostgreSQL's), group commit, and a failing job
undone alone, against both stores (``store_at``: tests/server/postgres.py)."""

from __future__ import annotations

import asyncio
import sqlite3
import time
from pathlib import Path

import pytest

from wari_desktop.server.storage import Account, AccountKind, AsyncStore, NameTaken, SqliteStore
from wari_desktop.server.storage.migrations import SCHEMA_VERSION, SchemaTooNew
from wari_desktop.server.storage.sqlite_store import DATABASE_FILE

from .postgres import StoreAt


def test_a_new_store_has_the_latest_schema_in_wal_mode(tmp_path: Path) -> None:
    SqliteStore(tmp_path).close()
    db = sqlite3.connect(tmp_path / DATABASE_FILE)
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    db.close()


def test_a_store_from_a_newer_server_is_refused_untouched(tmp_path: Path) -> None:
    SqliteStore(tmp_path).close()
    db = sqlite3.connect(tmp_path / DATABASE_FILE)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.commit()
    db.close()
    with pytest.raises(SchemaTooNew):
        SqliteStore(tmp_path)
    db = sqlite3.connect(tmp_path / DATABASE_FILE)
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION + 1
    db.close()


def test_a_new_postgresql_store_has_the_latest_schema(postgres_url: str) -> None:
    import psycopg

    from wari_desktop.server.storage.postgres_migrations import SCHEMA_VERSION as LATEST
    from wari_desktop.server.storage.postgres_store import PostgresStore

    PostgresStore(postgres_url).close()
    PostgresStore(postgres_url).close()  # a second start finds it up to date
    with psycopg.connect(postgres_url) as db:
        assert db.execute("SELECT version FROM wari_schema").fetchall() == [(LATEST,)]


def test_a_postgresql_store_from_a_newer_server_is_refused_untouched(postgres_url: str) -> None:
    import psycopg

    from wari_desktop.server.storage.postgres_migrations import SCHEMA_VERSION as LATEST
    from wari_desktop.server.storage.postgres_store import PostgresStore

    PostgresStore(postgres_url).close()
    with psycopg.connect(postgres_url) as db:
        db.execute("UPDATE wari_schema SET version = %s", (LATEST + 1,))
    for read_only in (False, True):
        with pytest.raises(SchemaTooNew):
            PostgresStore(postgres_url, read_only=read_only)
    with psycopg.connect(postgres_url) as db:
        assert db.execute("SELECT version FROM wari_schema").fetchall() == [(LATEST + 1,)]


def test_names_are_unique_in_any_case(store_at: StoreAt) -> None:
    store = store_at.open()
    store.add_account(Account("Ama", AccountKind.PLAYER, "hash"))
    store.commit()
    with pytest.raises(NameTaken):
        store.add_account(Account("AMA", AccountKind.PLAYER, "hash"))
    store.rollback()
    found = store.account("aMa")
    assert found is not None and found.name == "Ama"
    store.close()


def test_jobs_arriving_together_share_a_commit_and_a_failure_stays_alone(
        store_at: StoreAt) -> None:
    async def scenario() -> None:
        store = AsyncStore(store_at.open())

        def add(name: str):  # type: ignore[no-untyped-def]
            return lambda s: s.add_account(Account(name, AccountKind.GUEST))

        first = asyncio.ensure_future(store.run(lambda s: time.sleep(0.5)))  # keeps it busy
        await asyncio.sleep(0.1)
        jobs = [store.run(add(f"Guest-{n:04d}")) for n in range(200)]
        jobs.append(store.run(add("Guest-0007")))  # taken: this job fails, alone
        results = await asyncio.gather(*jobs, return_exceptions=True)
        assert [type(r) for r in results[:200]] == [type(None)] * 200
        assert isinstance(results[200], NameTaken)
        counts = await store.run(lambda s: s.counts())
        assert counts["accounts"] == 200
        await first
        assert store.commits < 20  # those that waited went together: far fewer commits
        await asyncio.to_thread(store.close)
    asyncio.run(scenario())
