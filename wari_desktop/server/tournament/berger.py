"""Round-robin pairings by FIDE's Berger tables (FIDE Handbook C.05, Annex 1).

Players are numbered 1..n by their pairing numbers. With an odd number of players a
dummy n+1 is added, and whoever meets it has a bye that round. For an even n, with
k = n / 2, round r (1-based) is made thus:

- the last player, n, meets ``a = ((r - 1) * k mod (n - 1)) + 1``; in odd rounds ``a``
  has White (South here: the side that moves first), in even rounds ``n`` has it;
- board j (j = 1 .. k - 1) pairs ``a + j`` (White) with ``a - j`` (Black), counted round
  1 .. n - 1 (so 0 is n - 1, and n is 1).

This gives FIDE's printed tables exactly (for 4 players: 1-4 2-3 / 4-3 1-2 / 2-4 3-1).
Every player meets every other once, and each player's games as South and as North
differ by one at most. A double round robin plays the schedule twice, the second cycle
with the colours reversed.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Pairing:
    """One game of a round: ``south`` (moves first) against ``north``, by pairing
    numbers; ``north`` is None for a bye."""

    south: int
    north: int | None

    @property
    def bye(self) -> bool:
        return self.north is None


def _wrap(number: int, size: int) -> int:
    """``number`` counted round 1..size."""
    return (number - 1) % size + 1


def _even_round(players: int, round_number: int) -> list[tuple[int, int]]:
    """Round ``round_number`` of an even ``players``: (White, Black) by board."""
    k, cycle = players // 2, players - 1
    a = ((round_number - 1) * k) % cycle + 1
    first = (a, players) if round_number % 2 == 1 else (players, a)
    return [first, *((_wrap(a + j, cycle), _wrap(a - j, cycle)) for j in range(1, k))]


def berger_round(players: int, round_number: int, double: bool = False) -> list[Pairing]:
    """The pairings of round ``round_number`` (1-based) for ``players`` players; in a
    ``double`` round robin rounds after the first cycle repeat it with colours
    reversed. ValueError for fewer than 2 players or a round out of range."""
    if players < 2:
        raise ValueError("a round robin needs at least 2 players")
    table = players + players % 2  # the dummy of an odd number
    rounds = table - 1
    if not 1 <= round_number <= rounds * (2 if double else 1):
        raise ValueError(f"round {round_number} is not in a {players}-player round robin")
    second_cycle = round_number > rounds
    pairs = _even_round(table, round_number - rounds if second_cycle else round_number)
    found: list[Pairing] = []
    for white, black in pairs:
        if second_cycle:
            white, black = black, white
        if table != players and table in (white, black):  # the dummy: a bye
            found.append(Pairing(black if white == table else white, None))
        else:
            found.append(Pairing(white, black))
    return sorted(found, key=lambda pairing: pairing.bye)  # byes on the last board


def berger_schedule(players: int, double: bool = False) -> list[list[Pairing]]:
    """Every round of the round robin, in order."""
    table = players + players % 2
    rounds = (table - 1) * (2 if double else 1)
    return [berger_round(players, r, double) for r in range(1, rounds + 1)]
