"""How a game ends, and with what result."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .board import SEEDS, Player
from .options import EmptySide, Rules
from .position import Position

MAJORITY = SEEDS // 2 + 1  # 25


class EndReason(Enum):
    """Why a game ended."""

    #: A player captured 25 seeds or more. The seeds still on the board stay there.
    MAJORITY = "majority"
    #: Both players captured 24: a draw.
    EVEN_SPLIT = "even-split"
    #: The player to move cannot feed the empty opponent, or has no seeds at all.
    FAMINE = "famine"
    #: A position (houses and player to move) occurred for the second time.
    REPETITION = "repetition"
    #: The players agreed that no more captures are possible.
    AGREEMENT = "agreement"
    #: *Tutti a casa*: a player's side became empty.
    EMPTY_SIDE = "empty-side"


#: Reasons whose final totals add the seeds left on each player's side.
COLLECTING = frozenset(
    {EndReason.FAMINE, EndReason.REPETITION, EndReason.AGREEMENT, EndReason.EMPTY_SIDE}
)


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game: why, the final totals ``(south, north)`` and the winner
    (``None`` for a draw)."""

    reason: EndReason
    totals: tuple[int, int]

    @property
    def winner(self) -> Player | None:
        """The player with more seeds after the final collection, or None for a draw."""
        south, north = self.totals
        if south == north:
            return None
        return Player.SOUTH if south > north else Player.NORTH


def ending(reason: EndReason, position: Position, rules: Rules) -> Outcome:
    """The outcome of ``position`` ending for ``reason``, collecting where the rule says."""
    totals = position.collected(rules) if reason in COLLECTING else position.stores
    return Outcome(reason, totals)


def collection(outcome: Outcome | None, position: Position,
               rules: Rules) -> tuple[tuple[int, Player], ...]:
    """The houses emptied into their owner's store when ``outcome`` ends the game in
    ``position`` by a rule that collects: ``(house, owner)`` for each house holding seeds,
    South's side first. Empty for any other ending (or none)."""
    if outcome is None or outcome.reason not in COLLECTING:
        return ()
    return tuple((house, player) for player in Player for house in rules.houses_of(player)
                 if position.houses[house])


def outcome_of(
    position: Position, rules: Rules, has_moves: bool, repeated: bool = False
) -> Outcome | None:
    """The outcome if the game is over in ``position``, else None.

    Checked in this order: 25 or more captured, 24-24, an empty side under *Tutti a casa*,
    a repeated position (when the repetition rule is on), and finally no legal move
    (famine). ``has_moves`` says whether the player to move has a legal move, so a game
    that is not over always has one.
    """
    south, north = position.stores
    if south >= MAJORITY or north >= MAJORITY:
        return ending(EndReason.MAJORITY, position, rules)
    if south == north == SEEDS // 2:
        return ending(EndReason.EVEN_SPLIT, position, rules)
    if rules.empty_side is EmptySide.GAME_ENDS and not (
        position.seeds_of(Player.SOUTH, rules) and position.seeds_of(Player.NORTH, rules)
    ):
        return ending(EndReason.EMPTY_SIDE, position, rules)
    if repeated and rules.end_on_repetition:
        return ending(EndReason.REPETITION, position, rules)
    if not has_moves:
        return ending(EndReason.FAMINE, position, rules)
    return None
