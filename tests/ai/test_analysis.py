"""The analysis API: growing depth, a score per move, a playable principal variation."""

from wari_desktop.ai import analyse
from wari_desktop.rules import Game, Player, Position


def test_analyses_come_deeper_each_time_with_a_score_for_every_legal_move() -> None:
    game = Game()
    game.play("C")
    results = list(analyse(game, depth=6))
    assert [a.depth for a in results] == [1, 2, 3, 4, 5, 6]
    for analysis in results:
        assert set(analysis.move_scores) == set(game.legal_moves())
        assert analysis.best in game.legal_moves()
        assert analysis.move_scores[analysis.best] == max(analysis.move_scores.values())


def test_the_principal_variation_is_a_legal_line() -> None:
    game = Game()
    last = list(analyse(game, depth=8))[-1]
    assert last.pv[0] == last.best
    replay = Game()
    for move in last.pv:
        assert move in replay.legal_moves()
        replay.play(move)


def test_the_expected_split_adds_up_to_48_and_follows_the_score() -> None:
    start = Position((0, 0, 0, 0, 3, 1, 1, 0, 0, 0, 4, 3), (23, 13), Player.SOUTH)
    last = list(analyse(Game(start), depth=3))[-1]
    south, north = last.expected
    assert south + north == 48
    assert last.score > 0 and south > north  # F wins at once


def test_a_finished_game_gets_no_analysis() -> None:
    game = Game(Position((1, 1, 0, 2, 1, 0, 0, 0, 0, 0, 0, 0), (20, 23)))
    assert list(analyse(game, depth=3)) == []


def test_a_repeating_endgame_is_valued_as_the_draw_the_rule_makes_it() -> None:
    # The search's own repetition rule, without the endgame table: the table values
    # boards for a fresh start, which a cycle with a history does not have.
    game = Game(Position((0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1), (23, 23)))
    last = list(analyse(game, depth=14, use_table=False))[-1]
    assert last.score == 0
    assert last.expected == (24.0, 24.0)
