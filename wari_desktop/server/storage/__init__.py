"""Where the server keeps what it acknowledged: accounts, tokens, invitations, games and
their events. ``Store`` is the narrow interface; ``SqliteStore`` is the default, one file
in the data folder; ``postgres_store.PostgresStore`` the same in a PostgreSQL database
(``choice.open_store`` picks one; psycopg is imported only for it); ``AsyncStore`` runs a
store on its own thread and commits what arrives together in one transaction."""

from .interface import (
    Account,
    AccountKind,
    GameRow,
    NameTaken,
    RatingPoint,
    Store,
    StoreFailed,
    StoreUnusable,
    Tally,
    TokenStanding,
)
from .sqlite_store import DATABASE_FILE, SqliteStore
from .worker import AsyncStore

__all__ = ["DATABASE_FILE", "Account", "AccountKind", "AsyncStore", "GameRow", "NameTaken",
           "RatingPoint", "SqliteStore", "Store", "StoreFailed", "StoreUnusable", "Tally",
           "TokenStanding"]
