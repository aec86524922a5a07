"""Several ``wari-server serve`` processes sharing one PostgreSQL database: one server.

- ``bus``: PostgreSQL's LISTEN/NOTIFY between the processes.
- ``parts``: each process's part of the lobby (players, seeks, challenges, games it
  referees), kept in the database with a heartbeat; the union is the lobby.
- ``remote``: a request that another process must decide, carried there and answered.
- ``node``: the process in the cluster: leases of its games (renewed, taken over when
  another process dies), the routing of requests, what it hears from the others.

The internals are described in ``docs/cluster.md``.
"""
