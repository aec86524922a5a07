"""Proving which moves win by a complete game tree, with the endgame table at its leaves.

A puzzle's claim is about each legal move: does it let the player to move (the
*solver*) end the game with 25 seeds or more against any defence? ``move_verdicts``
answers it for every move at once by a three-valued AND-OR search of the game tree
(no evaluation, no pruning by estimate): a node is **won** when the solver, to move,
has one move that is won, or the opponent, to move, has only moves that are won;
**not won** when the opponent has one move that is not won, or the solver has only
moves that are not won; **unknown** otherwise. A leaf is decided only by:

* the end of the game: a player reaching 25, 24-24, a player with no legal move (each
  side takes the seeds on its own side), or a position that recurs on the line since
  the last capture, under the repetition rule (each side takes the seeds on its own
  side of that position);
* the endgame table, under the default rules only, where its value is exact
  (``EndgameTable.is_exact``) and the board was reached by a capture: then no position
  of the line can recur (captured seeds never come back), so the table's fresh-start
  value is the game's.

Anything else still unresolved at ``depth`` plies, or once ``budget`` nodes are spent,
is unknown. A won or not-won verdict is therefore a proof under the rules as
``ai.board.children`` plays them (the move generator the search and the table share),
for the puzzle's position as a fresh start, as every puzzle is.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..ai.board import Board, children, normalise
from ..rules import GrandSlam, Position, Rules
from .proof import WINNING_TOTAL, ExactTable, letter_of

#: A verdict: True (won for the solver), False (not won), None (unknown).
Verdict = bool | None
#: Each side's store at a drawn end (24-24).
SEEDS_HALF = WINNING_TOTAL - 1


class OutOfBudget(Exception):
    """The search used the nodes it was given."""


@dataclass
class _Search:
    """One proving search: the rules' grand-slam policy, the table (None: game ends
    only), the node budget and a memo of the verdicts of boards reached by a capture."""

    grand_slam: GrandSlam
    repetition: bool
    table: ExactTable | None
    budget: int
    nodes: int = 0
    memo: dict[tuple[Board, int, int, bool, int], Verdict] = field(default_factory=dict)

    def spend(self) -> None:
        self.nodes += 1
        if self.nodes > self.budget:
            raise OutOfBudget

    def final(self, solver_total: int) -> bool:
        return solver_total >= WINNING_TOTAL

    def table_leaf(self, board: Board, mine: int, theirs: int, solver: bool) -> Verdict:
        """The table's verdict on a board reached by a capture, if exact."""
        table = self.table
        if table is None or sum(board) > table.max_seeds or not table.is_exact(board):
            return None
        gain = table.probe(board)
        if gain is None:
            return None
        mover_total = mine + gain
        return self.final(mover_total if solver else theirs + sum(board) - gain)

    def verdict(self, board: Board, mine: int, theirs: int, solver: bool, depth: int,
                line: frozenset[tuple[Board, bool]], captured: bool) -> Verdict:
        """Whether the solver wins from ``board`` (normalised to the player to move, who
        holds ``mine`` and is the solver when ``solver``); ``line`` holds the positions
        since the last capture (the board and whether the solver was to move)."""
        solver_store, other_store = (mine, theirs) if solver else (theirs, mine)
        if solver_store >= WINNING_TOTAL:
            return True
        if other_store >= WINNING_TOTAL or solver_store == other_store == SEEDS_HALF:
            return False
        if captured:
            known = self.table_leaf(board, mine, theirs, solver)
            if known is not None:
                return known
            key = (board, mine, theirs, solver, depth)
            if key in self.memo:
                return self.memo[key]
        moves = children(board, self.grand_slam)
        if not moves:  # famine: each side takes the seeds on its own side
            side = sum(board[:6]) if solver else sum(board[6:])
            return self.final(solver_store + side)
        if depth == 0:
            return None
        result = self._combine(board, moves, mine, theirs, solver, depth, line)
        if captured:
            self.memo[(board, mine, theirs, solver, depth)] = result
        return result

    def _combine(self, board: Board, moves: list[tuple[int, int, Board]], mine: int,
                 theirs: int, solver: bool, depth: int,
                 line: frozenset[tuple[Board, bool]]) -> Verdict:
        """OR over the solver's moves, AND over the opponent's (three-valued)."""
        self.spend()
        here = line | {(board, solver)}
        unknown = False
        for _house, taken, child in moves:
            value = self.child_verdict(child, theirs, mine + taken, not solver, depth - 1,
                                       frozenset() if taken else here, taken > 0)
            if value is None:
                unknown = True
            elif value is solver:  # the side to move found what it wants
                return value
        return None if unknown else not solver

    def child_verdict(self, child: Board, mine: int, theirs: int, solver: bool, depth: int,
                      line: frozenset[tuple[Board, bool]], captured: bool) -> Verdict:
        """A child's verdict, the repetition rule first."""
        if (child, solver) in line:
            if not self.repetition:
                return None
            # The position recurs: the game ends, each side taking its own side's seeds.
            mover_total, other_total = mine + sum(child[:6]), theirs + sum(child[6:])
            return self.final(mover_total if solver else other_total)
        return self.verdict(child, mine, theirs, solver, depth, line, captured)


def supported(rules: Rules) -> bool:
    """True when ``ai.board.children`` plays ``rules``: standard houses and feeding (the
    grand-slam policy and the repetition rule may be any)."""
    return rules == Rules(grand_slam=rules.grand_slam,
                          end_on_repetition=rules.end_on_repetition)


def move_verdicts(position: Position, rules: Rules, table: ExactTable | None, depth: int,
                  budget: int, moves: set[str] | None = None) -> dict[str, Verdict]:
    """For each legal move (by letter; only those of ``moves`` when given): True when it
    wins by force for the player to move, False when it does not, None when neither is
    proven within ``depth`` plies after it and ``budget`` nodes in all. The table is used
    only under the default rules."""
    if not supported(rules):
        raise ValueError("only standard houses and feeding can be proven by the tree")
    use_table = table if rules.is_default else None
    mover = position.to_move
    board = normalise(position)
    mine, theirs = position.stores[mover], position.stores[mover.opponent]
    root = frozenset({(board, True)})
    verdicts: dict[str, Verdict] = {}
    search = _Search(rules.grand_slam, rules.end_on_repetition, use_table, budget)
    for house, taken, child in children(board, rules.grand_slam):
        letter = letter_of(position, house)
        if moves is not None and letter not in moves:
            continue
        try:
            verdicts[letter] = search.child_verdict(
                child, theirs, mine + taken, False, depth,
                frozenset() if taken else root, taken > 0)
        except OutOfBudget:
            verdicts[letter] = None
            search.nodes = search.budget  # the rest too: the budget is spent
    return verdicts
