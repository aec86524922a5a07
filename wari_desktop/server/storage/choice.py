"""Which store a server or a command opens: the SQLite file in a data folder (the
default), or a PostgreSQL database named by a ``postgresql://`` URL (``--store``).

psycopg is an optional dependency (``pip install 'wari-desktop[postgresql]'``): it is
imported only when a URL asks for PostgreSQL, and its absence is one sentence."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from .interface import Store, StoreUnusable
from .sqlite_store import SqliteStore

if TYPE_CHECKING:
    from .postgres_store import PostgresStore


def is_store_url(where: str) -> bool:
    """Whether ``where`` names a PostgreSQL database (rather than a data folder)."""
    return where.startswith(("postgresql://", "postgres://"))


#: A serving process's store ends a transaction idle this long (seconds): a process stopped
#: inside a write does not hold its games' lease rows longer than a lease (``leases``).
SERVING_IDLE_SECONDS = 4.0


def postgres_store(url: str, read_only: bool = False, serving: bool = False) -> PostgresStore:
    """The PostgreSQL store of ``url``; StoreUnusable when psycopg is not installed.
    ``serving``: a server process's, one of any number sharing the database."""
    try:
        from .postgres_store import PostgresStore
    except ImportError as error:
        raise StoreUnusable(f"a PostgreSQL store needs psycopg ({error}): pip install "
                            "'wari-desktop[postgresql]'") from None
    return PostgresStore(url, read_only=read_only,
                         idle_seconds=SERVING_IDLE_SECONDS if serving else None)


def open_store(data: Path | None, url: str | None, serving: bool = False,
               read_only: bool = False) -> Store:
    """The store at ``url`` when given, else the SQLite store in the folder ``data``;
    ``serving``: the server's own (it holds the folder's lock, and SQLite checkpoints in
    the background; any number of processes serve one PostgreSQL database);
    ``read_only``: the admin's reading commands."""
    if url is not None:
        return postgres_store(url, read_only=read_only, serving=serving)
    if data is None:
        raise StoreUnusable("give a data folder (--data DIR) or a database (--store URL)")
    return SqliteStore(data, background_checkpoints=serving, read_only=read_only,
                       lock=serving)
