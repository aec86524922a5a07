"""Exactly one referee per game at a time: what a store that several server processes
share offers (``LeaseStore``; the PostgreSQL store has it, the SQLite store does not: a data
folder is served by one process, which its lock enforces, so that process referees every
game and a lease would say nothing).

Rules:

- A **lease** on a game names its holder (one process's life: ``new_holder()``), a
  **generation** and when it expires, by the database's clock (never a process's). The
  generation starts at 1 and grows by one each time the game changes holder; renewing
  one's own lease keeps it.
- ``take_lease`` gives the generation held, or None while another holder's lease is valid
  (unexpired and not released). ``renew_leases`` renews every lease of a holder in one
  statement, expired ones too as long as nobody took them (no one wrote in between), and
  names the games it still holds: a game missing from the answer was taken over.
- **Fencing**: the referee's writes of a game (``add_event``, ``finish_game``) carry the
  generation it holds; the database refuses, in the write's own transaction, a write
  whose generation is not the lease's (taken over, or released): ``LeaseLost``, a
  ``StoreFailed``, and nothing of it is written. The check is on the generation, inside
  the database, so a process that was stopped past its lease's end, or whose clock is
  wrong, cannot write a single event once another holder took the game. A game nobody
  ever leased takes writes without a generation (the one-process server); a leased game
  refuses them.
- Like every store method, these change nothing visible until ``commit``: a lease taken
  (or renewed) counts from the commit that made it visible, and a ``LeaseLost`` leaves
  the transaction to be rolled back (or the job's savepoint released without keeping it).
- A process that takes leases opens its store with ``idle_seconds``: PostgreSQL ends its
  session when it stays that long inside a transaction (the process stopped in the middle
  of a write), so the lease rows that write locks do not keep a takeover waiting longer.
"""

from __future__ import annotations

import os
import secrets
import socket
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from .interface import StoreFailed


class LeaseLost(StoreFailed):
    """The database refused a game's write: its generation is not the lease's any more
    (another process took the game over, or the lease was released). Nothing of it is
    written; the process must stop refereeing that game."""


@dataclass(frozen=True, slots=True)
class Lease:
    """A game's lease as stored: its holder (None once released), its generation and the
    seconds left before it expires (by the database's clock; negative once expired)."""

    game: str
    holder: str | None
    generation: int
    seconds_left: float


def new_holder() -> str:
    """A holder name for this process's life: its machine, its pid and a random part (a
    pid comes back after a restart; a holder must never)."""
    return f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(4)}"[:120]


@runtime_checkable
class LeaseStore(Protocol):
    """The leases of games, and the writes fenced by them (see the module's rules)."""

    def take_lease(self, game_id: str, holder: str, seconds: float) -> int | None:
        """Hold ``game_id`` for ``seconds`` more: the generation now held (a new one when
        the lease was free, released or expired; the same when it was ``holder``'s), or
        None while another holder's lease is valid."""

    def renew_leases(self, holder: str, seconds: float) -> list[str]:
        """Renew every lease ``holder`` still holds for ``seconds`` (one statement); the
        games it still holds, sorted."""

    def release_lease(self, game_id: str, holder: str) -> None:
        """Let ``game_id`` go (its game ended, or the process stops): another holder may
        take it at once, with the next generation; ``holder``'s writes are refused."""

    def lease(self, game_id: str) -> Lease | None:
        """The game's lease, or None when it was never leased."""

    def free_games(self, limit: int) -> list[str]:
        """Games in progress no process referees now (never leased, released or
        expired), oldest first, at most ``limit``."""

    def games_in_play(self, name: str) -> list[tuple[str, int, bool]]:
        """The games in progress ``name`` plays: id, last version, plays South."""

    def release_leases(self, holder: str) -> list[str]:
        """Release every lease ``holder`` holds (it stops); the games."""

    def expire_dead_holders(self, holder: str) -> list[str]:
        """End the leases of the holders whose process is gone (its lock ``ALIVE`` free);
        those holders."""

    def add_event(self, game_id: str, event: dict[str, Any],
                  generation: int | None = None) -> None:
        """``Store.add_event``, fenced by ``generation`` (``LeaseLost`` when it is not
        the lease's)."""

    def finish_game(self, game_id: str, reason: str, winner: str | None, ogn: str,
                    finished_at: float, generation: int | None = None) -> None:
        """``Store.finish_game``, fenced by ``generation``."""
