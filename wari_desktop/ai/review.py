"""Game review: the engine goes through every move of a game and says how many seeds each
one gave away against the best play it finds. No Qt.

A move's *loss* is the engine's score of its best move minus its score of the move
played, both from the same search of the position before the move, in seeds for the
player who moved (never below zero). Losses are judged by size:

- an **inaccuracy** loses at least ``INACCURACY`` (1) seed,
- a **mistake** at least ``MISTAKE`` (3) seeds,
- a **blunder** at least ``BLUNDER`` (6) seeds.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from ..rules import Game, Player
from .analysis import Analysis, fast_search_applies

#: Seeds a move must lose to be an inaccuracy, a mistake, a blunder.
INACCURACY = 1.0
MISTAKE = 3.0
BLUNDER = 6.0
#: How deep the review searches each position, in plies: with the pure-Python search
#: (no compiled core, or a rule variant the compiled core does not model), and with the
#: compiled core. Each keeps the review of a 60-move game well within 30 s on a 2-core
#: machine (``benchmarks/bench_review.py``: 1-2 s and 2-3 s).
REVIEW_DEPTH = 6
COMPILED_REVIEW_DEPTH = 12


def review_depth(game: Game) -> int:
    """The default review depth for ``game``: deeper where the compiled core searches it."""
    from .core import COMPILED

    return COMPILED_REVIEW_DEPTH if COMPILED and fast_search_applies(game) else REVIEW_DEPTH


class Judgement(Enum):
    """How bad a move was, by the seeds it lost."""

    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"


def judge(loss: float) -> Judgement | None:
    """The judgement of a move losing ``loss`` seeds (None: a good move)."""
    if loss >= BLUNDER:
        return Judgement.BLUNDER
    if loss >= MISTAKE:
        return Judgement.MISTAKE
    if loss >= INACCURACY:
        return Judgement.INACCURACY
    return None


@dataclass(frozen=True, slots=True)
class MoveReview:
    """One move of the game as the engine sees it.

    ``ply`` counts from 1; ``best_score`` and ``played_score`` are in seeds for the
    player who moved; ``line`` is the engine's best line from the position before.
    """

    ply: int
    player: Player
    move: str
    best: str
    best_score: float
    played_score: float
    line: tuple[str, ...]

    @property
    def loss(self) -> float:
        """Seeds the move gave away against the best move (0 for the best)."""
        return max(0.0, round(self.best_score - self.played_score, 2))

    @property
    def judgement(self) -> Judgement | None:
        """Inaccuracy, mistake, blunder, or None."""
        return judge(self.loss)

    @property
    def south_score(self) -> float:
        """The evaluation of the position before the move, for South."""
        return self.best_score if self.player is Player.SOUTH else -self.best_score


@dataclass(frozen=True, slots=True)
class Summary:
    """One player's review: moves, how many of each judgement, the average loss."""

    moves: int
    counts: dict[Judgement, int]
    average_loss: float


@dataclass(frozen=True, slots=True)
class Review:
    """A reviewed game: a ``MoveReview`` per move, in order, and the evaluation of the
    position after the last move for South (the final margin once the game is over)."""

    depth: int
    moves: tuple[MoveReview, ...]
    last: float

    def evaluations(self) -> list[float]:
        """The evaluation for South before each move and after the last one."""
        return [move.south_score for move in self.moves] + [self.last]

    def summary(self, player: Player) -> Summary:
        """How ``player`` played."""
        mine = [move for move in self.moves if move.player is player]
        counts = {judgement: 0 for judgement in Judgement}
        for move in mine:
            if move.judgement is not None:
                counts[move.judgement] += 1
        average = sum(move.loss for move in mine) / len(mine) if mine else 0.0
        return Summary(len(mine), counts, average)

    def move(self, ply: int) -> MoveReview | None:
        """The review of move ``ply`` (1-based)."""
        return self.moves[ply - 1] if 1 <= ply <= len(self.moves) else None


def position_after(game: Game, plies: int) -> Game:
    """A new game from ``game``'s start with its first ``plies`` moves played."""
    copy = Game(game.start, game.rules)
    for move in game.moves[:plies]:
        copy.play(move)
    return copy


def final_margin(game: Game) -> float:
    """South's seeds minus North's once the game is over (by its outcome)."""
    outcome = game.outcome
    totals = outcome.totals if outcome is not None else game.scores
    return float(totals[0] - totals[1])


Analyser = Callable[[Game], Analysis | None]


def review_game(
    game: Game,
    analyser: Analyser,
    depth: int = REVIEW_DEPTH,
    progress: Callable[[int, int], None] | None = None,
    cancel: threading.Event | None = None,
) -> Review | None:
    """Review every move of ``game`` with ``analyser`` (which analyses a position with a
    score for every legal move, at ``depth``); ``progress(done, total)`` hears each
    position finished. None when cancelled or a position could not be analysed."""
    moves = game.moves
    total = len(moves) + (0 if game.is_over() else 1)
    position = Game(game.start, game.rules)
    reviews: list[MoveReview] = []
    for ply, move in enumerate(moves):
        if cancel is not None and cancel.is_set():
            return None
        analysis = analyser(position)
        if analysis is None:
            return None
        best_score = analysis.move_scores.get(analysis.best, analysis.score)
        reviews.append(MoveReview(
            ply + 1, position.to_move, move, analysis.best, best_score,
            analysis.move_scores.get(move, best_score), analysis.pv,
        ))
        position.play(move)
        if progress is not None:
            progress(ply + 1, total)
    if game.is_over():
        last = final_margin(game)
    else:
        if cancel is not None and cancel.is_set():
            return None
        analysis = analyser(position)
        if analysis is None:
            return None
        last = analysis.score if position.to_move is Player.SOUTH else -analysis.score
        if progress is not None:
            progress(total, total)
    return Review(depth, tuple(reviews), last)
