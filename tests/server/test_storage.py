"""The SQLite store: migrations, group commit, and a failing job undone alone."""

from __future__ import annotations

import asyncio
import sqlite3
import time
from pathlib import Path

import pytest

from wari_desktop.server.storage import Account, AccountKind, AsyncStore, NameTaken, SqliteStore
from wari_desktop.server.storage.migrations import SCHEMA_VERSION, SchemaTooNew
from wari_desktop.server.storage.sqlite_store import DATABASE_FILE


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


def test_names_are_unique_in_any_case(tmp_path: Path) -> None:
    store = SqliteStore(tmp_path)
    store.add_account(Account("Ama", AccountKind.PLAYER, "hash"))
    store.commit()
    with pytest.raises(NameTaken):
        store.add_account(Account("AMA", AccountKind.PLAYER, "hash"))
    store.rollback()
    found = store.account("aMa")
    assert found is not None and found.name == "Ama"
    store.close()


def test_jobs_arriving_together_share_a_commit_and_a_failure_stays_alone(tmp_path: Path) -> None:
    async def scenario() -> None:
        store = AsyncStore(SqliteStore(tmp_path))

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
