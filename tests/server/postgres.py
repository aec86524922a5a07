"""The stores the store-facing tests run against: the SQLite file in a temporary data
folder, and a fresh database of a real PostgreSQL cluster (``tests/postgres_cluster.py``:
one cluster per test session and pytest-xdist worker, a new database per test).

``store_at`` is parametrized ``["sqlite", "postgresql"]``; without PostgreSQL the
``postgresql`` runs skip with the reason (fail with ``WARI_REQUIRE_POSTGRESQL=1``)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.postgres_cluster import Cluster, cluster_or_reason, required
from wari_desktop.server.storage import Store
from wari_desktop.server.storage.choice import open_store


@dataclass(frozen=True)
class StoreAt:
    """Where a test's store is: a data folder (SQLite), or a database's URL."""

    kind: str
    data: Path
    url: str | None = None

    def open(self, read_only: bool = False) -> Store:
        return open_store(self.data, self.url, read_only=read_only)

    @property
    def options(self) -> dict[str, Any]:
        """``ServerConfig``'s keywords for a server on this store (besides ``data``)."""
        return {} if self.url is None else {"store_url": self.url}

    @property
    def flags(self) -> list[str]:
        """A command's flags naming this store."""
        return ["--data", str(self.data)] if self.url is None else ["--store", self.url]


@pytest.fixture(scope="session")
def postgres_cluster() -> Iterator[Cluster]:
    """A PostgreSQL cluster for the session (this worker's), stopped at its end."""
    cluster, why = cluster_or_reason()
    if cluster is None:
        if required():
            pytest.fail(f"WARI_REQUIRE_POSTGRESQL=1 but {why}", pytrace=False)
        pytest.skip(why)
    try:
        yield cluster
    finally:
        cluster.stop()


@pytest.fixture
def postgres_url(postgres_cluster: Cluster) -> str:
    """A new empty database of the session's cluster."""
    return postgres_cluster.new_database()


@pytest.fixture(params=["sqlite", "postgresql"])
def store_at(request: pytest.FixtureRequest, tmp_path: Path) -> StoreAt:
    """The test's store, of each kind in turn."""
    if request.param == "sqlite":
        return StoreAt("sqlite", tmp_path / "data")
    url = request.getfixturevalue("postgres_url")
    return StoreAt("postgresql", tmp_path / "data", url)
