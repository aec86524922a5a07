"""Game review: losses judged by size, summaries, and the review kept in OGN comments."""

from __future__ import annotations

import threading

import pytest

from wari_desktop.ai import Analysis
from wari_desktop.ai.review import (
    BLUNDER,
    INACCURACY,
    MISTAKE,
    Judgement,
    Review,
    judge,
    position_after,
    review_game,
)
from wari_desktop.ai.review_notes import review_from_comments, strip_review, with_review
from wari_desktop.ai.thinkers import LocalThinker
from wari_desktop.notation import Record, ogn
from wari_desktop.rules import Game, Player


def test_losses_are_judged_by_the_documented_thresholds() -> None:
    assert (INACCURACY, MISTAKE, BLUNDER) == (1.0, 3.0, 6.0)
    assert judge(0.9) is None
    assert judge(1.0) is Judgement.INACCURACY
    assert judge(2.9) is Judgement.INACCURACY
    assert judge(3.0) is Judgement.MISTAKE
    assert judge(6.0) is Judgement.BLUNDER


def fake(scores: dict[str, float]) -> Analysis:
    best = max(scores, key=lambda m: scores[m])
    return Analysis(4, best, scores[best], (24, 24), (best,), scores, 1, 0.0)


def test_each_move_is_compared_with_the_best_of_the_same_search() -> None:
    game = Game()
    for move in "CfA":
        game.play(move)
    tables = [{"C": 1.0, "A": -4.0, "B": 0.0, "D": 0.0, "E": 0.0, "F": 0.0},
              {m: 0.0 for m in "abcdef"} | {"f": -2.0, "a": 5.0},
              {m: 0.0 for m in "ABCDEF"} | {"A": 2.5},
              {m: 0.5 for m in "abcdef"}]
    asked = []

    def analyser(position: Game) -> Analysis:
        asked.append(list(position.moves))
        scores = tables[len(position.moves)]
        return fake({m: scores[m] for m in position.legal_moves()})

    progress = []
    review = review_game(game, analyser, progress=lambda done, total: progress.append(done))
    assert review is not None
    assert asked == [[], ["C"], ["C", "f"], ["C", "f", "A"]]
    assert progress == [1, 2, 3, 4]
    first, second, third = review.moves
    assert (first.loss, first.judgement) == (0.0, None)
    assert (second.player, second.best, second.loss) == (Player.NORTH, "a", 7.0)
    assert second.judgement is Judgement.BLUNDER
    assert third.loss == 0.0
    # Evaluations for South before each move, then the last position (North to move).
    assert review.evaluations() == [1.0, -5.0, 2.5, -0.5]
    north = review.summary(Player.NORTH)
    assert north.moves == 1 and north.counts[Judgement.BLUNDER] == 1
    assert north.average_loss == 7.0
    south = review.summary(Player.SOUTH)
    assert south.moves == 2 and sum(south.counts.values()) == 0


def test_a_cancelled_review_gives_nothing() -> None:
    game = Game()
    game.play("C")
    cancel = threading.Event()
    cancel.set()
    assert review_game(game, lambda g: fake({m: 0.0 for m in g.legal_moves()}),
                       cancel=cancel) is None


def test_a_real_review_of_a_short_game() -> None:
    game = Game()
    for move in "CfAbE":
        game.play(move)
    engine = LocalThinker()
    review = review_game(game, lambda g: engine.analyse(g, 4, None, None), depth=4)
    assert review is not None and len(review.moves) == 5
    for move in review.moves:
        position = position_after(game, move.ply - 1)
        assert move.best in position.legal_moves()
        assert move.line[0] == move.best
        assert move.loss >= 0


def sample_review() -> tuple[Game, Review]:
    game = Game()
    for move in "CfA":
        game.play(move)
    tables = [{"C": 0.2, "A": -1.0}, {"f": -3.1, "a": 0.4}, {"A": 0.0, "B": 6.5}, {"a": -0.5}]

    def analyser(position: Game) -> Analysis:
        table = tables[len(position.moves)]
        return fake({m: table.get(m, -9.0) for m in position.legal_moves()})

    review = review_game(game, analyser)
    assert review is not None
    return game, review


def test_a_review_survives_a_save_and_a_reading_as_comments() -> None:
    game, review = sample_review()
    comments = with_review({2: "my own note", 0: "played at the club"}, review)
    text = ogn.dumps(Record.from_game(game, {"South": "Ann"}, comments))
    assert "{my own note Review: played -3.1; best a +0.4 (line a); mistake.}" in " ".join(
        text.split())
    assert "blunder" in text
    record = ogn.loads(text)
    again = review_from_comments(record.game, record.comments)
    assert again == review
    # The player's own words are kept, the review replaced and never doubled.
    assert strip_review(record.comments[2]) == "my own note"
    twice = with_review(record.comments, review)
    assert twice == comments
    assert with_review(record.comments, None) == {0: "played at the club", 2: "my own note"}


def test_incomplete_or_foreign_comments_are_no_review() -> None:
    game, review = sample_review()
    comments = with_review({}, review)
    del comments[2]
    assert review_from_comments(game, comments) is None
    assert review_from_comments(game, {1: "nice move"}) is None
    # A best move that is not legal where it stands: not this game's review.
    wrong = with_review({}, review)
    wrong[2] = wrong[2].replace("best a", "best A").replace("line a", "line A")  # North moves
    assert "A" not in position_after(game, 1).legal_moves()
    assert review_from_comments(game, wrong) is None


@pytest.mark.parametrize("value, text", [(-0.004, "+0.0"), (-0.04, "-0.04"), (1.25, "+1.25"),
                                         (-3.0, "-3.0"), (0.2, "+0.2"), (-0.25, "-0.25")])
def test_scores_are_written_with_a_sign_and_exactly(value: float, text: str) -> None:
    """The search counts hundredths of a seed, so a review read back from its comments
    is the review written (with weights of 5, a score of -0.25 is common)."""
    from wari_desktop.ai.review_notes import _score

    assert _score(value) == text
    assert float(text) == round(value, 2)
