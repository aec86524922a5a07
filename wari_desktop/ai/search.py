"""The search: iterative deepening negamax with alpha-beta, principal-variation search,
aspiration windows (or MTD(f)'s null-window passes: ``mtdf``), a transposition table
(whose keys may hold, under the repetition rule, the earlier positions that can still
recur: ``graph_history``, ``tt_key_of``; off by default for the depth it costs in
cycling endings), move ordering (table move, captures, killers, history), late move
reductions, a capture quiescence search, endgame-table values at the leaves (final only
where proven: ``_table_final``), and the repetition rule (a position recurring on the
path or in the game ends the game, each player taking the seeds on their own side).

Values are for the player to move, in hundredths of a seed; a finished game is worth
``evaluate.WIN`` plus the margin. Time and cancellation are checked every 256 nodes.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Protocol

from ..rules import GrandSlam
from .board import Board, Child, children
from .evaluate import DEFAULT_WEIGHTS, SEED, WIN, Weights, evaluate, final_value, likely_value

INFINITY = 10 * WIN
MAJORITY = 25
EXACT, LOWER, UPPER = 0, 1, 2
ASPIRATION = 40
CYCLE_FINAL, CYCLE_LIKELY, CYCLE_EVALUATED, CYCLE_SPLIT = 0, 1, 2, 3
#: What a leaf is worth whose endgame-table value rests on the cycle convention (no proven
#: value): a finished game's (``final_value``: the default), a likely result's
#: (``likely_value``: half a win's bonus plus the margin, below every proven result), a
#: likely result's after a capture and the evaluation's after a quiet move, or a likely
#: result's from the leaf's own split (each side taking the seeds on its side of it).
CYCLE_LEAVES = {CYCLE_FINAL: "final", CYCLE_LIKELY: "likely", CYCLE_EVALUATED: "evaluated",
                CYCLE_SPLIT: "split"}
ASPIRATION_LAG = 2  # the aspiration window is centred on the value this many plies less deep
MAX_DEPTH = 64
TABLE_LIMIT = 1_500_000
REDUCE_AFTER = 3  # late move reductions: from the fourth move in order ...
REDUCE_DEPTH = 3  # ... at 3 plies or more, a quiet move is first searched a ply less deep
TT_DEPTH = 4  # nodes with fewer plies left neither probe nor fill the transposition table
HISTORY_SIZE = 6 << 6  # move_id's range
STOP_SHARE = 0.6  # a timed search starts no depth once this share of its time is spent ...


def next_depth_fits(times: list[float], seconds: float) -> bool:
    """... unless (with ``predict``) the next depth is expected to end within the time: it
    is taken to cost the last depth's time times the last depth's growth (at least 1),
    which in sparse endings (growth 1.3-1.5 a ply) is often a ply or two more."""
    if len(times) < 3:
        return False
    last, before = times[-1] - times[-2], times[-2] - times[-3]
    if before <= 0:
        return False
    return times[-1] + last * max(1.0, last / before) <= seconds


class SearchAborted(Exception):
    """The time ran out or the search was cancelled."""


class Table(Protocol):
    """An endgame table: the seeds the player to move will still gain, or None; and
    whether that value is proven (not the table's cycle convention)."""

    max_seeds: int

    def probe(self, board: tuple[int, ...]) -> int | None: ...

    def is_exact(self, board: tuple[int, ...]) -> bool | None: ...


@dataclass(frozen=True, slots=True)
class Limits:
    """When to stop: a depth, a time in seconds, a cancel event (any that comes first).
    With ``cpu`` the seconds are the searching thread's CPU time instead of the wall
    clock: fair matches on a machine busy with other work."""

    depth: int | None = None
    seconds: float | None = None
    cancel: threading.Event | None = None
    cpu: bool = False

    def clock(self) -> float:
        """The clock the seconds are measured on, now."""
        return time.thread_time() if self.cpu else time.perf_counter()


@dataclass(frozen=True, slots=True)
class Iteration:
    """One completed depth of iterative deepening (houses 0..5 of the player to move)."""

    depth: int
    move: int
    score: int
    pv: tuple[int, ...]
    move_scores: dict[int, int] = field(default_factory=dict)
    nodes: int = 0
    seconds: float = 0.0


Key = tuple[Board, int]
TableKey = tuple[Board, int] | tuple[Board, int, int, int]


class Searcher:
    """Searches one position at a time; keeps its transposition table between searches."""

    def __init__(
        self,
        weights: Weights = DEFAULT_WEIGHTS,
        table: Table | None = None,
        grand_slam: GrandSlam = GrandSlam.CAPTURES_NOTHING,
        repetition: bool = True,
        quiescence: int = 6,
        reductions: bool = False,
        tt_depth: int = TT_DEPTH,
        aspiration_lag: int = ASPIRATION_LAG,
        mtdf: bool = False,
        predict: bool = False,
        seed_history: bool = True,
        graph_history: bool = False,
        cycle_leaves: int = CYCLE_FINAL,
    ) -> None:
        if not 1 <= tt_depth <= MAX_DEPTH:
            raise ValueError(f"tt_depth is 1 to {MAX_DEPTH} plies, not {tt_depth}")
        if aspiration_lag not in (1, 2):
            raise ValueError(f"aspiration_lag is 1 or 2, not {aspiration_lag}")
        if cycle_leaves not in CYCLE_LEAVES:
            raise ValueError(f"cycle_leaves is one of {sorted(CYCLE_LEAVES)}, not {cycle_leaves}")
        self.weights = weights
        self.reductions = reductions
        self.tt_depth = tt_depth
        self.aspiration_lag = aspiration_lag
        self.mtdf = mtdf
        self.predict = predict
        self.seed_history = seed_history
        self._seeds_mask = 63 if seed_history else 0  # move_id's seeds, or none
        self.graph_history = graph_history  # tt_key_of's level, or none (0)
        self.cycle_leaves = cycle_leaves  # what a cycle-convention leaf is worth: CYCLE_LEAVES
        self.table = table
        self.grand_slam = grand_slam
        self.repetition = repetition
        self.quiescence = quiescence
        self.tt: dict[TableKey, tuple[int, int, int, int]] = {}
        self.nodes = 0
        self._deadline = float("inf")
        self._cancel: threading.Event | None = None
        self._killers: list[list[int]] = [[-1, -1] for _ in range(MAX_DEPTH + 2)]
        self._history = [0] * HISTORY_SIZE  # by move_id
        self._path: set[Key] = set()
        self._line_seeds: list[int] = []  # seeds on the board along the line searched
        self._line_keys: list[Key] = []  # the line's positions, the root's first
        self._levels: list[int] = []  # each one's earlier positions of its level: tt_key_of
        self._side = 0  # the real side of the player to move at the root (iterate)
        self._game_level: list[Key] = []  # the game's earlier positions of the root's level
        self._partial: tuple[int, int] | None = None
        self._clock = time.perf_counter

    # -- driver ----------------------------------------------------------------------
    def iterate(
        self,
        board: Board,
        my_store: int,
        opp_store: int,
        seen: set[Key] | None = None,
        limits: Limits = Limits(),
        all_moves: bool = False,
        side: int = 0,
    ) -> Iterator[Iteration]:
        """Iterative deepening from the position, yielding each completed depth.

        ``seen`` holds the game's earlier positions as ``(board, side)`` keys, side 0
        being the player to move now. With ``all_moves`` every root move gets an exact
        score (for analysis); otherwise only the best move's is exact. ``side`` (0 or 1)
        is the real side of the player to move: positions are kept in the table under
        their real side, so that searches from either side can share a table.
        """
        start = limits.clock()
        kids = children(board, self.grand_slam)
        if not kids:
            return
        self._side = side & 1
        self._begin(board, seen or set(), limits, start)
        try:
            yield from self._deepen(board, my_store, opp_store, kids, limits, all_moves, start)
        finally:
            self._end()

    def _deepen(
        self, board: Board, my_store: int, opp_store: int, kids: list[Child], limits: Limits,
        all_moves: bool, start: float,
    ) -> Iterator[Iteration]:
        """The iterations of ``iterate``, once the search has begun."""
        max_depth = min(limits.depth or MAX_DEPTH, MAX_DEPTH)
        scores: dict[int, int] = {}
        values: list[int] = []  # each completed depth's value
        times: list[float] = []  # the time each completed depth ended
        for depth in range(1, max_depth + 1):
            try:
                if depth >= 3 and not all_moves and self.mtdf:
                    score, scores = self._mtdf(board, my_store, opp_store, kids, depth,
                                               values[-self.aspiration_lag], scores)
                elif depth >= 3 and not all_moves:
                    # The window is centred on the value two plies less deep: values swing
                    # between odd and even depths (the side that moves last gains).
                    centre = values[-self.aspiration_lag]
                    alpha, beta = centre - ASPIRATION, centre + ASPIRATION
                    score, scores = self._root(board, my_store, opp_store, kids, depth,
                                               alpha, beta, scores, all_moves)
                    if score <= alpha or score >= beta:
                        score, scores = self._root(board, my_store, opp_store, kids, depth,
                                                   -INFINITY, INFINITY, scores, all_moves)
                else:
                    score, scores = self._root(board, my_store, opp_store, kids, depth,
                                               -INFINITY, INFINITY, scores, all_moves)
            except SearchAborted:
                # A move that finished this depth better than the previous best is kept.
                partial = self._partial
                if partial is not None and scores and partial[0] != max(
                        scores, key=lambda h: scores[h]):
                    move, score = partial
                    yield Iteration(depth, move, score, (move,), {move: score}, self.nodes,
                                    limits.clock() - start)
                return
            best = max(scores, key=lambda h: scores[h])
            values.append(score)
            elapsed = limits.clock() - start
            yield Iteration(depth, best, score, self._pv(board, my_store, best, depth),
                            dict(scores) if all_moves else {best: score}, self.nodes, elapsed)
            times.append(elapsed)
            if (limits.seconds is not None and elapsed > limits.seconds * STOP_SHARE
                    and not (self.predict and next_depth_fits(times, limits.seconds))):
                return  # the next depth would very likely not even finish its first move

    def _mtdf(self, board: Board, my: int, opp: int, kids: list[Child], depth: int,
              guess: int, previous: dict[int, int]) -> tuple[int, dict[int, int]]:
        """MTD(f): null-window searches of the root, each bounding the value from one side
        (a pass that fails high raises the lower bound, one that fails low lowers the upper
        bound), from ``guess`` until the bounds meet; the table carries what each pass
        learnt to the next. Returns the value and the best move's score (the move of the
        last pass that failed high: it alone is proven to reach the value)."""
        lower, upper = -INFINITY, INFINITY
        value = guess
        order = dict(previous)
        best: int | None = None
        while lower < upper:
            beta = max(value, lower + 1)
            value, scores = self._root(board, my, opp, kids, depth, beta - 1, beta, order,
                                       False)
            order.update(scores)
            if value < beta:
                upper = value
            else:
                lower = value
                best = max(scores, key=lambda h: scores[h])
        if best is None:  # an unstable search (the table) failed low under its lower bound
            return self._root(board, my, opp, kids, depth, -INFINITY, INFINITY, order, False)
        return value, {best: value}

    def _begin(self, board: Board, seen: set[Key], limits: Limits, start: float) -> None:
        """Get ready to search ``board``: the clock, the cancel event, the game's
        positions for the repetition rule, fresh history counters."""
        self._deadline = start + limits.seconds if limits.seconds is not None else float("inf")
        self._cancel = limits.cancel
        self._clock = limits.clock
        self.nodes = 0
        side = self._side
        self._path = {(key_board, key_side ^ side) for key_board, key_side in seen}
        self._path.add((board, side))
        self._line_seeds = [sum(board)]
        self._line_keys = [(board, side)]
        self._game_level = game_level(board, seen, side)
        self._levels = [level_hash(self._game_level) if self.graph_history else 0]
        self._history = [0] * HISTORY_SIZE

    def _end(self) -> None:
        """The search is over (finished, aborted or abandoned)."""
        self._cancel = None

    def _root(
        self, board: Board, my: int, opp: int, kids: list[Child],
        depth: int, alpha: int, beta: int, previous: dict[int, int], all_moves: bool,
    ) -> tuple[int, dict[int, int]]:
        """Search every root move; returns the best score and a score per move."""
        order = sorted(kids, key=lambda k: (-previous.get(k[0], -INFINITY), -k[1], k[0]))
        scores: dict[int, int] = {}
        best = -INFINITY
        self._partial = None
        for i, (house, captured, child) in enumerate(order):
            if all_moves or i == 0:
                value = self._child(child, my + captured, opp, depth, -INFINITY if all_moves
                                    else alpha, beta, 1)
            else:
                value = self._child(child, my + captured, opp, depth, alpha, alpha + 1, 1)
                if alpha < value < beta:
                    value = self._child(child, my + captured, opp, depth, alpha, beta, 1)
            scores[house] = value
            if value > best:
                best = value
                if i > 0 and not all_moves and alpha < value < beta:
                    self._partial = (house, value)  # exact, and better than the first move
            if value > alpha and not all_moves:
                alpha = value
                if alpha >= beta:
                    break
        return best, scores

    def _child(self, child: Board, my: int, opp: int, depth: int, alpha: int, beta: int,
               ply: int) -> int:
        """The value, for the mover, of the move leading to ``child`` (opponent to move);
        the mover's store is ``my`` after the capture."""
        key = (child, (ply ^ self._side) & 1)
        if self.repetition and key in self._path:
            return final_value(my + sum(child[6:]), opp + sum(child[:6]))
        self._path.add(key)
        seeds = 48 - my - opp
        levels = self._levels
        levels.append(levels[-1] ^ hash(self._line_keys[-1])
                      if self.graph_history and seeds == self._line_seeds[-1] else 0)
        self._line_seeds.append(seeds)
        self._line_keys.append(key)
        try:
            return -self._negamax(child, opp, my, depth - 1, -beta, -alpha, ply)
        finally:
            self._path.discard(key)
            self._line_seeds.pop()
            self._line_keys.pop()
            levels.pop()

    def _table_final(self, board: Board) -> bool:
        """Whether the endgame table's value of the node just entered is its exact value.
        The table holds each board's value as the first of its level (no earlier position
        with as many seeds, as right after a capture): under the repetition rule a
        position that follows another of the same level may recur sooner than the table
        assumes, through the game's or the line's earlier positions. And a value that
        rests on the table's cycle convention (``is_exact`` False) is no proven value at
        all. So the table ends the search only with a proven value at a node reached by a
        capture (or anywhere, without the rule); elsewhere it is only the leaf value once
        the depth is spent."""
        return self._first_of_level() and bool(self.table is not None
                                               and self.table.is_exact(board))

    def _first_of_level(self) -> bool:
        """Whether no earlier position of the node just entered's level can recur before
        the table assumes: it was reached by a capture (or the rule is off)."""
        seeds = self._line_seeds
        return not self.repetition or len(seeds) < 2 or seeds[-1] != seeds[-2]

    # -- the recursive search ----------------------------------------------------------
    def _negamax(self, board: Board, my: int, opp: int, depth: int, alpha: int, beta: int,
                 ply: int) -> int:
        self.nodes += 1
        if not self.nodes & 255:
            self._check()
        known = self._known_value(board, my, opp, depth)
        if known is not None:
            return known
        tt_key = tt_key_of(board, my, self._levels[-1], ply ^ self._side)
        # Nodes near the leaves skip the table, except on the principal variation (an
        # open window), whose moves the table keeps for the line shown to the player.
        use_table = depth > 0 and (depth >= self.tt_depth or beta - alpha > 1)
        entry = self.tt.get(tt_key) if use_table else None
        tt_move = -1
        if entry is not None:  # only nodes with moves are stored, so no famine is missed
            e_depth, e_flag, e_value, tt_move = entry
            if e_depth >= depth:
                if e_flag == EXACT:
                    return e_value
                if e_flag == LOWER and e_value >= beta:
                    return e_value
                if e_flag == UPPER and e_value <= alpha:
                    return e_value
        kids = children(board, self.grand_slam)
        if not kids:  # famine: each player takes the seeds on their own side
            return final_value(my + sum(board[:6]), opp + sum(board[6:]))
        if depth <= 0:
            return self._quiesce(board, my, opp, kids, alpha, beta, self.quiescence)
        killers = self._killers[ply]
        history = self._history
        mask = self._seeds_mask
        if len(kids) > 1:  # the table's move, then captures, killers, history
            kids.sort(key=lambda k: (k[0] != tt_move, -(
                (k[1] << 22) + (1 << 21 if move_id(board, k[0], mask) in killers else 0)
                + history[move_id(board, k[0], mask)])))
        original_alpha = alpha
        best = -INFINITY
        best_move = kids[0][0]
        for i, (house, captured, child) in enumerate(kids):
            value = self._move_value(i, captured, child, my, opp, depth, alpha, beta, ply)
            if value > best:
                best = value
                best_move = house
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        self._reward(killers, move_id(board, house, mask), captured, depth)
                        break
        if use_table:
            flag = UPPER if best <= original_alpha else LOWER if best >= beta else EXACT
            if len(self.tt) > TABLE_LIMIT:
                self.tt.clear()
            self.tt[tt_key] = (depth, flag, best, best_move)
        return best

    def _known_value(self, board: Board, my: int, opp: int, depth: int) -> int | None:
        """The value of a node without searching it, when there is one: a finished game
        (25 seeds, or 24 each), or the endgame table's where it is exact (or the depth is
        spent: ``_table_final``)."""
        if my >= MAJORITY or opp >= MAJORITY or my == opp == 24:
            return final_value(my, opp)
        table = self.table
        if table is not None:
            on_board = 48 - my - opp
            if on_board <= table.max_seeds and (depth <= 0 or self._table_final(board)):
                gain = table.probe(board)
                if gain is not None:
                    if self.cycle_leaves != CYCLE_FINAL and not table.is_exact(board):
                        if self.cycle_leaves == CYCLE_EVALUATED and not self._first_of_level():
                            return None  # a quiet move's leaf: the evaluation's
                        if self.cycle_leaves == CYCLE_SPLIT:
                            return likely_value(my + sum(board[:6]), opp + sum(board[6:]))
                        return likely_value(my + gain, opp + on_board - gain)
                    return final_value(my + gain, opp + on_board - gain)
        return None

    def _move_value(self, i: int, captured: int, child: Board, my: int, opp: int,
                    depth: int, alpha: int, beta: int, ply: int) -> int:
        """The ``i``-th move of a node's loop: the first with the full window, the others
        with a null window first (after a ply less for a late quiet move, with reductions
        on), searched again with the full window when they fall inside it."""
        mine = my + captured
        if i == 0:
            return self._child(child, mine, opp, depth, alpha, beta, ply + 1)
        value = alpha + 1
        if self.reductions and i >= REDUCE_AFTER and depth >= REDUCE_DEPTH and not captured:
            value = self._child(child, mine, opp, depth - 1, alpha, alpha + 1, ply + 1)
        if value > alpha:
            value = self._child(child, mine, opp, depth, alpha, alpha + 1, ply + 1)
        if alpha < value < beta:
            value = self._child(child, mine, opp, depth, alpha, beta, ply + 1)
        return value

    def _reward(self, killers: list[int], move: int, captured: int, depth: int) -> None:
        """A cut-off by a quiet move makes it (its ``move_id``) a killer at this ply;
        every cut-off adds depth^2 to the move's history."""
        if not captured and killers[0] != move:
            killers[1] = killers[0]
            killers[0] = move
        self._history[move] += depth * depth

    def _quiesce(self, board: Board, my: int, opp: int, kids: list[tuple[int, int, Board]],
                 alpha: int, beta: int, left: int) -> int:
        """Captures only, with the static evaluation as the floor (stand pat)."""
        stand = evaluate(board, my, opp, self.weights)
        if stand >= beta or not left:
            return stand
        if stand > alpha:
            alpha = stand
        best = stand
        for _house, captured, child in sorted(kids, key=lambda k: -k[1]):
            if not captured:
                break
            self.nodes += 1
            mine = my + captured
            if mine >= MAJORITY or mine == opp == 24:
                value = final_value(mine, opp)
            else:
                grand = children(child, self.grand_slam)
                if not grand:
                    value = final_value(mine + sum(child[6:]), opp + sum(child[:6]))
                else:
                    value = -self._quiesce(child, opp, mine, grand, -beta, -alpha, left - 1)
            if value > best:
                best = value
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        return best

    def _check(self) -> None:
        if self._clock() >= self._deadline or (
            self._cancel is not None and self._cancel.is_set()
        ):
            raise SearchAborted

    def _pv(self, board: Board, my: int, first: int, depth: int) -> tuple[int, ...]:
        """The principal variation: the best move, then the table's best replies."""
        line = [first]
        opp = 48 - my - sum(board)
        seen = {board}
        move = first
        level = list(self._game_level)  # the earlier positions of the level, as keys
        key: Key = (board, self._side)
        for ply in range(1, depth):
            kid = next((k for k in children(board, self.grand_slam) if k[0] == move), None)
            if kid is None:
                break
            _, captured, board = kid
            my, opp = opp, my + captured
            if board in seen:
                break
            seen.add(board)
            level = [*level, key] if not captured else []
            key = (board, (ply ^ self._side) & 1)
            found = self._table_move(board, my, key[1], level)
            if found is None:
                break
            move = found
            if not children(board, self.grand_slam):
                break
            line.append(move)
        return tuple(line)


    def _table_move(self, board: Board, my: int, side: int, level: list[Key]) -> int | None:
        """The transposition table's best move for the position (on the real ``side``,
        after the earlier positions ``level`` of its level), if it holds one."""
        entry = self.tt.get(tt_key_of(board, my, level_hash(level) if self.graph_history
                                      else 0, side))
        return None if entry is None else entry[3]


def move_id(board: Board, house: int, seeds_mask: int = 63) -> int:
    """A move as the killers and the history know it: its house and the seeds in it, for
    the same house sown with other seeds lands elsewhere and is another move
    (``seed_history``; with ``seeds_mask`` 0 the house alone, as before)."""
    return house << 6 | (board[house] & seeds_mask)


def game_level(board: Board, seen: Iterable[Key], side: int) -> list[Key]:
    """The game's earlier positions of the level of ``board`` (as many seeds): the ones
    that can recur, keyed by their real side (the player to move being on ``side``)."""
    return [(key[0], key[1] ^ side) for key in seen
            if sum(key[0]) == sum(board) and key != (board, 0)]


def level_hash(keys: Iterable[Key]) -> int:
    """A set of positions as one number (0 for none): their hashes XORed."""
    value = 0
    for key in keys:
        value ^= hash(key)
    return value


def tt_key_of(board: Board, my: int, level: int, ply: int) -> TableKey:
    """The transposition table's key of a node: its board and store and, when positions
    of its level (as many seeds on the board) came before it on the path or in the game,
    their set (``level_hash``) and the node's side. Graph history: under the repetition
    rule a node's value depends on which positions can still recur, and only those of its
    level can; a value found below one line is reused only under the same earlier
    positions. Right after a capture the level is new and every path to a node shares one
    entry. Without ``graph_history`` (the default) ``level`` is always 0."""
    return (board, my) if not level else (board, my, level, ply & 1)


def seeds(value: int) -> float:
    """A search value as a seed margin (the win bonus, or ``likely_value``'s half of it,
    removed)."""
    bonus = WIN if abs(value) >= WIN else WIN // 2 if abs(value) >= WIN // 2 else 0
    return (value - bonus if value > 0 else value + bonus) / SEED
