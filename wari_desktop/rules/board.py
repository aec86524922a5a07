"""The board's geometry: sides, house letters and the sowing circuit.

Houses are indexed 0..11 in canonical order ``A..F`` then ``a..f``; sowing runs from
index i to index i + 1, and index 11 is followed by index 0 (counter-clockwise seen from
either seat).
"""

from __future__ import annotations

from enum import IntEnum

HOUSES = 12
SEEDS = 48
SEEDS_PER_HOUSE = 4
LETTERS = "ABCDEFabcdef"


class Player(IntEnum):
    """A side of the board. South owns ``A..F`` and North ``a..f`` by default."""

    SOUTH = 0
    NORTH = 1

    @property
    def opponent(self) -> Player:
        """The other side."""
        return Player.NORTH if self is Player.SOUTH else Player.SOUTH

    @property
    def label(self) -> str:
        """``"South"`` or ``"North"``."""
        return "South" if self is Player.SOUTH else "North"


def letter(house: int) -> str:
    """The letter of a house index: 0 -> ``A`` ... 11 -> ``f``."""
    return LETTERS[house]


def index(house_letter: str) -> int:
    """The index of a house letter; ValueError for anything that is not one of ``A-F a-f``."""
    if len(house_letter) != 1 or house_letter not in LETTERS:
        raise ValueError(f"{house_letter!r} is not a house letter (A-F or a-f)")
    return LETTERS.index(house_letter)


def sowing_order(start: int) -> tuple[int, ...]:
    """The 11 houses that receive seeds, in order, when sowing from ``start``.

    The start house is never sown into: a house with 12 or more seeds laps the board and
    skips it on every lap, so the sowing of n seeds visits ``sowing_order(start)[i % 11]``.
    """
    return tuple((start + step) % HOUSES for step in range(1, HOUSES))


SOWING_ORDERS: tuple[tuple[int, ...], ...] = tuple(sowing_order(h) for h in range(HOUSES))
