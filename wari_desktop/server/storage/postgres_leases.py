"""The leases of games in the PostgreSQL store (the rules are ``leases``'s): the table
``game_leases`` and the fence of ``lease_fence`` (``postgres_migrations``, version 2).
Every expiry is computed and compared by the database's clock (``clock_timestamp()``).
Mixed into ``PostgresStore``, whose ``_write`` writes in its transaction and ``_read``
reads."""

from __future__ import annotations

from typing import Any

from .leases import Lease

#: Take a free, released or expired lease (the next generation), or renew one's own (the
#: same); nothing when another holder's is valid. Concurrent takers queue on the row, and
#: each sees what the one before it wrote.
TAKE = """
INSERT INTO game_leases AS l (game, holder, generation, expires_at)
VALUES (%(game)s, %(holder)s, 1, clock_timestamp() + make_interval(secs => %(seconds)s))
ON CONFLICT (game) DO UPDATE SET
    generation = CASE WHEN l.holder = EXCLUDED.holder THEN l.generation
                      ELSE l.generation + 1 END,
    holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
WHERE l.holder IS NULL OR l.holder = EXCLUDED.holder OR l.expires_at <= clock_timestamp()
RETURNING generation
"""


#: The advisory locks that say a process is alive: ``(ALIVE, hashtext(holder))``, held by
#: the process's listening connection for as long as it is connected.
ALIVE = 0x57A8
#: Hold one's own (``pg_try_advisory_lock``: a session lock, for the connection's life).
HOLD_ALIVE = "SELECT pg_try_advisory_lock(%s, hashtext(%s))"


class PostgresLeases:
    """The ``LeaseStore`` methods of leases (see ``leases.LeaseStore``)."""

    def _write(self, query: str, values: Any = ()) -> Any:
        raise NotImplementedError  # PostgresStore's

    def _read(self, query: str, values: Any = ()) -> Any:
        raise NotImplementedError  # PostgresStore's

    def take_lease(self, game_id: str, holder: str, seconds: float) -> int | None:
        row = self._write(TAKE, {"game": game_id, "holder": holder,
                                 "seconds": float(seconds)}).fetchone()
        return None if row is None else int(row[0])

    def renew_leases(self, holder: str, seconds: float) -> list[str]:
        return sorted(str(row[0]) for row in self._write(
            "UPDATE game_leases SET expires_at = clock_timestamp() + "
            "make_interval(secs => %s) WHERE holder = %s RETURNING game",
            (float(seconds), holder)))

    def release_lease(self, game_id: str, holder: str) -> None:
        self._write("UPDATE game_leases SET holder = NULL, expires_at = clock_timestamp() "
                    "WHERE game = %s AND holder = %s", (game_id, holder))

    def lease(self, game_id: str) -> Lease | None:
        row = self._read("SELECT holder, generation, "
                         "extract(epoch FROM expires_at - clock_timestamp()) "
                         "FROM game_leases WHERE game = %s", (game_id,)).fetchone()
        return None if row is None else Lease(game_id, row[0], int(row[1]), float(row[2]))

    def free_games(self, limit: int) -> list[str]:
        """Games in progress that no process referees now: never leased (started by a
        server of one process), released, or whose lease has expired; oldest first."""
        return [str(row[0]) for row in self._read(
            "SELECT g.id FROM games g LEFT JOIN game_leases l ON l.game = g.id "
            "WHERE NOT g.finished AND (l.game IS NULL OR l.holder IS NULL "
            "OR l.expires_at <= clock_timestamp()) ORDER BY g.started_at, g.id LIMIT %s",
            (limit,))]

    def games_in_play(self, name: str) -> list[tuple[str, int, bool]]:
        """The games in progress ``name`` (as the account writes it, as the games do)
        plays: each game's id, its last event's version, and whether ``name`` plays
        South (the indexes ``games_south_ended``, ``games_north_ended``)."""
        return [(str(row[0]), int(row[1]), bool(row[2])) for row in self._read(
            "SELECT g.id, COALESCE((SELECT max(v) FROM events e WHERE e.game = g.id), 0), "
            "g.south = %s FROM games g WHERE NOT g.finished AND (g.south = %s "
            "OR g.north = %s) ORDER BY g.started_at, g.id", (name, name, name))]

    def expire_dead_holders(self, holder: str) -> list[str]:
        """End at once the leases of every holder (but ``holder``) whose process is gone:
        its lock ``ALIVE`` is free, so its connection to the database has closed (a process
        killed on this machine: at once). A process only stopped (SIGSTOP) still holds its
        lock and keeps its leases until they expire. The holders found gone."""
        gone = []
        for (other,) in self._read(
                "SELECT DISTINCT holder FROM game_leases WHERE holder IS NOT NULL AND "
                "holder <> %s AND expires_at > clock_timestamp()", (holder,)).fetchall():
            free = self._write("SELECT pg_try_advisory_xact_lock(%s, hashtext(%s))",
                               (ALIVE, other)).fetchone()
            if free is not None and free[0]:
                self._write("UPDATE game_leases SET expires_at = clock_timestamp() "
                            "WHERE holder = %s", (other,))
                gone.append(str(other))
        return gone

    def release_leases(self, holder: str) -> list[str]:
        """Let every game ``holder`` holds go at once (the process stops): the games."""
        return sorted(str(row[0]) for row in self._write(
            "UPDATE game_leases SET holder = NULL, expires_at = clock_timestamp() "
            "WHERE holder = %s RETURNING game", (holder,)))
