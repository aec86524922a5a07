"""Rule options: the defaults of Oware abapa and the variants of the seed documents."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from .board import HOUSES, Player

STANDARD_OWNERS: tuple[Player, ...] = (Player.SOUTH,) * 6 + (Player.NORTH,) * 6


class GrandSlam(Enum):
    """What a move that would capture every seed on the opponent's side does."""

    #: Legal, captures nothing (Oware Society / abapa, the default).
    CAPTURES_NOTHING = "captures-nothing"
    #: Illegal unless it is the only kind of move left; then played, capturing nothing.
    FORBIDDEN = "forbidden"


class EmptySide(Enum):
    """What happens when a player's side is empty."""

    #: The opponent must feed it; if no move can, the game ends (the default).
    MUST_FEED = "must-feed"
    #: *Tutti a casa*: the game ends at once; each player takes the seeds on their side.
    GAME_ENDS = "tutti-a-casa"
    #: *Libertà al più forte*: the empty side passes; the opponent moves freely meanwhile.
    PASS = "liberta"


@dataclass(frozen=True, slots=True)
class Rules:
    """The rules a game is played under; immutable and hashable.

    ``owners`` gives the owner of each house ``A..f``; it differs from the standard
    6 + 6 only in *Case supplementari* matches (see ``match.next_owners``). Each player's
    houses form one unbroken arc of the sowing circuit.
    """

    grand_slam: GrandSlam = GrandSlam.CAPTURES_NOTHING
    end_on_repetition: bool = True
    empty_side: EmptySide = EmptySide.MUST_FEED
    owners: tuple[Player, ...] = STANDARD_OWNERS
    houses_of_south: tuple[int, ...] = field(init=False, repr=False, compare=False)
    houses_of_north: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        owners = tuple(Player(o) for o in self.owners)
        if len(owners) != HOUSES:
            raise ValueError(f"owners must name {HOUSES} houses, got {len(owners)}")
        south = tuple(h for h in range(HOUSES) if owners[h] is Player.SOUTH)
        north = tuple(h for h in range(HOUSES) if owners[h] is Player.NORTH)
        if not south or not north:
            raise ValueError("each player must own at least one house")
        boundaries = sum(owners[h] is not owners[(h + 1) % HOUSES] for h in range(HOUSES))
        if boundaries != 2:
            raise ValueError("each player's houses must form one unbroken arc")
        object.__setattr__(self, "owners", owners)
        object.__setattr__(self, "houses_of_south", south)
        object.__setattr__(self, "houses_of_north", north)

    def houses_of(self, player: Player) -> tuple[int, ...]:
        """The indices of the houses ``player`` owns, in canonical order."""
        return self.houses_of_south if player is Player.SOUTH else self.houses_of_north

    @property
    def is_default(self) -> bool:
        """True for plain Oware abapa with every option at its default."""
        return self == Rules()
