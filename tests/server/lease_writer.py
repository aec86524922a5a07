"""A referee of one game in a process of its own, for the stale-process test
(``test_game_leases``): ``python -m tests.server.lease_writer URL GAME HOLDER SECONDS``.

It takes the game's lease for ``SECONDS``, says ``ready GENERATION``, then writes the
game's next event under that generation and renews its leases, in one transaction, over
and over (saying ``wrote V`` after each commit), at most ``WRITES`` times and for at most
``RUN_SECONDS``. With ``inside`` as a fifth argument it stops itself (SIGSTOP) once, in
the middle of its fourth transaction (its event written, not committed), after saying
``stopping``. When the database refuses a write (``LeaseLost``) it says ``lost`` and
ends with ``LOST``. A failure of the store (its session ended by PostgreSQL while it was
stopped inside a transaction) is said (``failed``) and the next write tried. It counts
versions itself, as a referee does, and never reads what others wrote."""

from __future__ import annotations

import os
import signal
import sys
import time

from wari_desktop.server.storage import StoreFailed
from wari_desktop.server.storage.leases import LeaseLost
from wari_desktop.server.storage.postgres_store import PostgresStore

#: Exit codes: the lease was lost (the refusal seen), the run ended without it, no lease.
LOST, DONE, REFUSED = 3, 2, 4
WRITES = 5000
RUN_SECONDS = 120.0
#: Seconds PostgreSQL lets the session idle inside a transaction (``leases``).
IDLE_SECONDS = 1.0
PAUSE = 0.02


def main(argv: list[str]) -> int:
    url, game, holder, seconds = argv[0], argv[1], argv[2], float(argv[3])
    stop_inside = argv[4:] == ["inside"]
    store = PostgresStore(url, idle_seconds=IDLE_SECONDS)
    generation = store.take_lease(game, holder, seconds)
    store.commit()
    if generation is None:
        print("refused", flush=True)
        return REFUSED
    print(f"ready {generation}", flush=True)
    version = len(store.events(game))
    deadline = time.monotonic() + RUN_SECONDS
    for write in range(WRITES):
        if time.monotonic() > deadline:
            break
        try:
            store.add_event(game, {"v": version + 1, "e": "move", "by": holder},
                            generation=generation)
            if stop_inside and write == 3:
                print("stopping", flush=True)
                os.kill(os.getpid(), signal.SIGSTOP)
            store.renew_leases(holder, seconds)
            store.commit()
        except LeaseLost:
            store.rollback()
            print("lost", flush=True)
            return LOST
        except StoreFailed:
            store.rollback()
            print("failed", flush=True)
            continue
        version += 1
        print(f"wrote {version}", flush=True)
        time.sleep(PAUSE)  # a referee's pace, not a wait for anything
    return DONE


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
