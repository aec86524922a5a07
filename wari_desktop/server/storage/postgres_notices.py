"""Notices on PostgreSQL's message bus (LISTEN/NOTIFY), sent inside a store transaction so
that they are heard at its COMMIT and never after a ROLLBACK: the events of a game reach
the other processes exactly when they are stored (``cluster``).

Rules:

- A notice is a JSON text on a channel. One longer than ``MOST_NOTICE`` bytes (NOTIFY's
  own limit is 8000) goes as a **parcel**: its text in the table ``bus_parcels`` and a
  notice ``{"parcel": id}`` in the same transaction; the listener reads it back by id.
- Parcels are dropped by ``drop_parcels`` once older than a minute (every listener has
  read them by then, or has gone and catches up from the store).
"""

from __future__ import annotations

from typing import Any

#: The longest notice sent as it is (bytes of UTF-8); longer ones go as parcels.
MOST_NOTICE = 7000
#: A notice, or a parcel and its notice, in one statement.
NOTIFY = "SELECT pg_notify(%s, %s)"
PARCEL = ("WITH p AS (INSERT INTO bus_parcels (body) VALUES (%s) RETURNING id) "
          "SELECT pg_notify(%s, json_build_object('parcel', id)::text) FROM p")
READ_PARCEL = "SELECT body FROM bus_parcels WHERE id = %s"
DROP_PARCELS = ("DELETE FROM bus_parcels WHERE sent < clock_timestamp() - "
                "make_interval(secs => %s)")


def notice_query(channel: str, text: str) -> tuple[str, tuple[str, str]]:
    """The statement and values that send ``text`` on ``channel`` (as a parcel when it is
    long)."""
    if len(text.encode()) <= MOST_NOTICE:
        return NOTIFY, (channel, text)
    return PARCEL, (text, channel)


class PostgresNotices:
    """``notify`` for ``PostgresStore`` (its ``_write`` writes in its transaction)."""

    def _write(self, query: str, values: Any = ()) -> Any:
        raise NotImplementedError  # PostgresStore's

    def notify(self, channel: str, text: str) -> None:
        """Send ``text`` on ``channel`` when the transaction commits (nothing if it rolls
        back)."""
        query, values = notice_query(channel, text)
        self._write(query, values)

    def drop_parcels(self, older_than: float = 60.0) -> None:
        """Drop the parcels older than ``older_than`` seconds."""
        self._write(DROP_PARCELS, (float(older_than),))
