"""A position: the seeds in every house and store, and whose turn it is."""

from __future__ import annotations

from dataclasses import dataclass

from .board import HOUSES, SEEDS, SEEDS_PER_HOUSE, Player
from .errors import InvalidPositionError
from .options import Rules


@dataclass(frozen=True, slots=True)
class Position:
    """An immutable position. ``houses`` in canonical order ``A..F a..f``; ``stores`` is
    ``(south, north)``. Every position holds exactly 48 seeds."""

    houses: tuple[int, ...]
    stores: tuple[int, int] = (0, 0)
    to_move: Player = Player.SOUTH

    def __post_init__(self) -> None:
        houses = self.houses
        if not isinstance(houses, tuple) or len(houses) != HOUSES:
            raise InvalidPositionError(f"a position has {HOUSES} houses")
        if len(self.stores) != 2:
            raise InvalidPositionError("a position has two stores")
        counts = (*houses, *self.stores)
        if any(type(c) is not int or c < 0 for c in counts):
            raise InvalidPositionError("seed counts must be whole numbers, 0 or more")
        if sum(counts) != SEEDS:
            raise InvalidPositionError(
                f"a position holds {SEEDS} seeds in all, this one holds {sum(counts)}"
            )
        if not isinstance(self.to_move, Player):
            object.__setattr__(self, "to_move", Player(self.to_move))

    @classmethod
    def start(cls, to_move: Player = Player.SOUTH) -> Position:
        """The opening position: 4 seeds in every house, empty stores."""
        return cls((SEEDS_PER_HOUSE,) * HOUSES, (0, 0), to_move)

    @property
    def key(self) -> tuple[tuple[int, ...], Player]:
        """What makes two positions 'the same' for the repetition rule: houses and turn."""
        return (self.houses, self.to_move)

    def seeds_of(self, player: Player, rules: Rules) -> int:
        """Seeds on the houses ``player`` owns."""
        houses = self.houses
        return sum(houses[h] for h in rules.houses_of(player))

    def collected(self, rules: Rules) -> tuple[int, int]:
        """Final totals when each player adds the seeds on their own side to their store."""
        return (
            self.stores[0] + self.seeds_of(Player.SOUTH, rules),
            self.stores[1] + self.seeds_of(Player.NORTH, rules),
        )

    def __str__(self) -> str:
        south = " ".join(str(n) for n in self.houses[:6])
        north = " ".join(str(n) for n in self.houses[6:])
        return f"{south} | {north}, {self.stores[0]}-{self.stores[1]}, {self.to_move.label}"
