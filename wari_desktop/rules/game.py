"""A game: a position, its rules, and the history of moves with undo and redo."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from .board import LETTERS, Player
from .errors import Illegal, IllegalMoveError
from .moves import feeds, legal_moves
from .options import EmptySide, GrandSlam, Rules
from .outcome import EndReason, Outcome, ending, outcome_of
from .position import Position
from .sowing import SowingPlan, sow, turn_after, would_grand_slam


@dataclass(frozen=True, slots=True)
class Ply:
    """One move in a game's history: its letter, what it did, and where it led."""

    move: str
    plan: SowingPlan
    before: Position
    after: Position
    outcome: Outcome | None
    legal: tuple[int, ...]


class Game:
    """A game of Wari from a set-up position, with history, undo and redo.

    ``Game()`` is the standard start under the default rules with South to move. A game
    ends by the rules in ``outcome.outcome_of``; a repeated position is any position
    (houses and player to move) seen earlier in this game. Under *Libertà al più forte* a
    set-up position whose player to move has an empty side starts with the other player
    (the empty side passes), so ``start`` may differ from the position given.
    """

    def __init__(self, position: Position | None = None, rules: Rules | None = None) -> None:
        self.rules: Rules = rules or Rules()
        start = position or Position.start()
        # Libertà al più forte: a player with an empty side passes at once.
        to_move = turn_after(start.houses, start.to_move.opponent, self.rules)
        if to_move is not start.to_move:
            start = Position(start.houses, start.stores, to_move)
        self.start: Position = start
        self._plies: list[Ply] = []
        self._redo: list[str] = []
        self._seen: Counter[tuple[tuple[int, ...], Player]] = Counter([start.key])
        self._legal: tuple[int, ...] = tuple(legal_moves(start, self.rules))
        self._outcome: Outcome | None = outcome_of(start, self.rules, bool(self._legal))
        self._agreed: Outcome | None = None

    def copy(self) -> Game:
        """An independent copy: the same start, rules, history, redo list and agreement.
        Plies and positions are immutable, so they are shared; the copy costs a few list
        copies, not a replay of every move."""
        twin = Game.__new__(Game)
        twin.rules = self.rules
        twin.start = self.start
        twin._plies = list(self._plies)
        twin._redo = list(self._redo)
        twin._seen = Counter(self._seen)
        twin._legal = self._legal
        twin._outcome = self._outcome
        twin._agreed = self._agreed
        return twin

    # -- state -----------------------------------------------------------------------
    @property
    def position(self) -> Position:
        """The current position."""
        return self._plies[-1].after if self._plies else self.start

    @property
    def houses(self) -> list[int]:
        """Seeds in the 12 houses, ``A..F`` then ``a..f``."""
        return list(self.position.houses)

    @property
    def scores(self) -> tuple[int, int]:
        """Seeds in the stores: ``(south, north)``."""
        return self.position.stores

    @property
    def to_move(self) -> Player:
        """The player whose turn it is."""
        return self.position.to_move

    @property
    def moves(self) -> list[str]:
        """The letters played so far, in order."""
        return [p.move for p in self._plies]

    @property
    def plies(self) -> Sequence[Ply]:
        """The history: one ``Ply`` per move played."""
        return tuple(self._plies)

    def house_typed(self, typed: str) -> int | None:
        """The house that a letter typed in either case names on the side of the player to
        move (South's "c" is its house C, North's "C" its house c); None for any other
        text."""
        if len(typed) != 1:
            return None
        owners, mover = self.rules.owners, self.to_move
        return next((house for house in range(12) if LETTERS[house].upper() == typed.upper()
                     and owners[house] is mover), None)

    def legal_moves(self) -> list[str]:
        """Letters of the houses the player to move may play; empty once the game is over."""
        if self.is_over():
            return []
        return [LETTERS[h] for h in self._legal]

    def is_over(self) -> bool:
        """True once the game has ended, by the rules or by agreement."""
        return self.outcome is not None

    @property
    def outcome(self) -> Outcome | None:
        """Why and how the game ended, or None while it goes on."""
        return self._agreed or self._outcome

    def result(self) -> tuple[int, int] | None:
        """Final totals ``(south, north)`` after the end-of-game collection; None while
        playing."""
        outcome = self.outcome
        return outcome.totals if outcome else None

    # -- moves -----------------------------------------------------------------------
    def play(self, move: str) -> SowingPlan:
        """Play the house ``move`` (its letter) for the player to move.

        Raises IllegalMoveError, leaving the game unchanged, for anything that is not a
        legal move here; otherwise clears the redo list and returns the sowing plan.
        """
        plan = self._play(move)
        self._redo.clear()
        return plan

    def _play(self, move: str) -> SowingPlan:
        house = self._house_for(move)
        before = self.position
        after, plan = sow(before, house, self.rules)
        legal = tuple(legal_moves(after, self.rules))
        key = after.key
        outcome = outcome_of(after, self.rules, bool(legal), repeated=key in self._seen)
        self._seen[key] += 1
        self._plies.append(Ply(LETTERS[house], plan, before, after, outcome, legal))
        self._legal = legal
        self._outcome = outcome
        return plan

    def _house_for(self, move: str) -> int:
        """The house index for ``move``, or IllegalMoveError saying why it cannot be played."""
        if not isinstance(move, str) or len(move) != 1 or move not in LETTERS:
            raise IllegalMoveError(f"{move!r} is not a house letter (A-F or a-f)",
                                   Illegal.NOT_A_HOUSE)
        house = LETTERS.index(move)
        if self.is_over():
            raise IllegalMoveError(f"{move} cannot be played: the game is over",
                                   Illegal.GAME_OVER)
        if house in self._legal:
            return house
        position = self.position
        mover = position.to_move
        if self.rules.owners[house] is not mover:
            raise IllegalMoveError(f"{move} is {mover.opponent.label}'s house; "
                                   f"{mover.label} is to move", Illegal.OPPONENTS_HOUSE)
        if not position.houses[house]:
            raise IllegalMoveError(f"{move} is empty", Illegal.EMPTY)
        if self.rules.empty_side is EmptySide.MUST_FEED and not feeds(position, house, self.rules):
            raise IllegalMoveError(f"{move} does not feed {mover.opponent.label}, who has no "
                                   "seeds: a move that gives them seeds must be played",
                                   Illegal.MUST_FEED)
        if self.rules.grand_slam is GrandSlam.FORBIDDEN and would_grand_slam(
            position, house, self.rules
        ):
            raise IllegalMoveError(f"{move} would capture every seed on "
                                   f"{mover.opponent.label}'s side (a grand slam), which these "
                                   "rules forbid while another move exists",
                                   Illegal.GRAND_SLAM)
        raise IllegalMoveError(f"{move} is not a legal move here")  # pragma: no cover

    def why_illegal(self, move: str) -> Illegal | None:
        """Why ``move`` cannot be played here, or None when it is legal."""
        try:
            self._house_for(move)
        except IllegalMoveError as error:
            return error.reason
        return None

    def undo(self) -> str | None:
        """Take back the last action: an agreement to end, else the last move (returned).

        Raises IndexError when there is nothing to undo.
        """
        if self._agreed:
            self._agreed = None
            return None
        if not self._plies:
            raise IndexError("no move to undo")
        ply = self._plies.pop()
        key = ply.after.key
        self._seen[key] -= 1
        if not self._seen[key]:
            del self._seen[key]
        if self._plies:
            self._legal, self._outcome = self._plies[-1].legal, self._plies[-1].outcome
        else:
            self._legal = tuple(legal_moves(self.start, self.rules))
            self._outcome = outcome_of(self.start, self.rules, bool(self._legal))
        self._redo.append(ply.move)
        return ply.move

    def redo(self) -> SowingPlan:
        """Play again the last move taken back. Raises IndexError when there is none (or
        while the game stands ended by agreement)."""
        if not self.can_redo():
            raise IndexError("no move to redo")
        plan = self._play(self._redo[-1])
        self._redo.pop()
        return plan

    def can_undo(self) -> bool:
        """True when ``undo`` has something to take back."""
        return bool(self._plies) or self._agreed is not None

    def can_redo(self) -> bool:
        """True when ``redo`` has a move to play again."""
        return bool(self._redo) and self._agreed is None

    def agree_to_end(self) -> Outcome:
        """End the game by agreement that no more captures are possible: each player takes
        the seeds on their own side. Raises IllegalMoveError if the game is already over."""
        if self.is_over():
            raise IllegalMoveError("the game is already over")
        self._agreed = ending(EndReason.AGREEMENT, self.position, self.rules)
        return self._agreed

    def __repr__(self) -> str:
        return f"Game({self.position}, {len(self._plies)} moves)"


__all__ = ["Game", "Ply"]
