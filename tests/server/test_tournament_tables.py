"""Round-robin pairings (``server/tournament/berger.py``) against FIDE's printed Berger
tables (Handbook C.05, Annex 1) and their properties for 2 to 16 players, and the
standings' scores and tie-breaks (``standings.py``) on small tournaments worked by hand."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import combinations

import pytest

from wari_desktop.server.tournament.berger import Pairing, berger_round, berger_schedule
from wari_desktop.server.tournament.standings import Result, standings

HALF = Fraction(1, 2)


def as_pairs(schedule: list[list[Pairing]]) -> list[list[tuple[int, int | None]]]:
    return [[(p.south, p.north) for p in round_] for round_ in schedule]


def test_four_and_six_players_match_fides_printed_tables() -> None:
    assert as_pairs(berger_schedule(4)) == [
        [(1, 4), (2, 3)], [(4, 3), (1, 2)], [(2, 4), (3, 1)]]
    assert as_pairs(berger_schedule(6)) == [
        [(1, 6), (2, 5), (3, 4)], [(6, 4), (5, 3), (1, 2)], [(2, 6), (3, 1), (4, 5)],
        [(6, 5), (1, 4), (2, 3)], [(3, 6), (4, 2), (5, 1)]]


def test_eight_players_first_rounds_match_fides_printed_table() -> None:
    assert as_pairs(berger_schedule(8))[:3] == [
        [(1, 8), (2, 7), (3, 6), (4, 5)], [(8, 5), (6, 4), (7, 3), (1, 2)],
        [(2, 8), (3, 1), (4, 7), (5, 6)]]


@pytest.mark.parametrize("players", range(2, 17))
def test_everyone_meets_everyone_once_and_colours_balance(players: int) -> None:
    schedule = berger_schedule(players)
    met = Counter(frozenset((p.south, p.north)) for r in schedule for p in r if not p.bye)
    assert set(met) == {frozenset(c) for c in combinations(range(1, players + 1), 2)}
    assert set(met.values()) == {1}
    for round_ in schedule:  # each player once a round, byes only for an odd number
        seen = [n for p in round_ for n in (p.south, p.north) if n is not None]
        assert sorted(seen) == list(range(1, players + 1))
        assert sum(p.bye for p in round_) == players % 2
    souths = Counter(p.south for r in schedule for p in r if not p.bye)
    norths = Counter(p.north for r in schedule for p in r if not p.bye)
    for player in range(1, players + 1):
        assert abs(souths[player] - norths[player]) <= 1, player


def test_a_double_round_robin_repeats_with_colours_reversed() -> None:
    single, double = berger_schedule(5), berger_schedule(5, double=True)
    assert len(double) == 2 * len(single)
    for first, second in zip(single, double[len(single):], strict=True):
        assert [(p.north, p.south) if not p.bye else (p.south, None) for p in first] == \
            [(p.south, p.north) for p in second]


def test_rounds_out_of_range_are_refused() -> None:
    with pytest.raises(ValueError, match="round 4"):
        berger_round(4, 4)
    with pytest.raises(ValueError, match="at least 2"):
        berger_round(1, 1)


def test_scores_sonneborn_berger_and_direct_encounter_of_a_round_robin() -> None:
    # 1 beats 2, 2 beats 3, 3 beats 1 (a cycle), all draw with 4: everyone 1.5 but 4
    results = [Result(1, 2, Fraction(1), 30, 10), Result(2, 3, Fraction(1), 26, 12),
               Result(3, 1, Fraction(1), 25, 20), Result(1, 4, HALF, 24, 24),
               Result(4, 2, HALF, 24, 24), Result(3, 4, HALF, 24, 24)]
    table = standings([1, 2, 3, 4], results)
    assert [s.score for s in table] == [Fraction(3, 2)] * 4
    # Sonneborn-Berger: 1 beat 2 (1.5) and drew 4 (1.5 * 1/2) = 2.25 for each
    assert {s.tie_breaks["sonneborn-berger"] for s in table} == {Fraction(9, 4)}
    # the seeds decide: 1 took 30+20+24 = 74, 2 took 10+26+24 = 60, 3 took 12+25+24 = 61
    assert [s.player for s in table] == [1, 4, 3, 2]
    assert [s.seeds for s in table] == [74, 72, 61, 60]
    assert [s.rank for s in table] == [1, 2, 3, 4]


def test_direct_encounter_splits_two_tied_players() -> None:
    results = [Result(1, 2, Fraction(0)), Result(1, 3, Fraction(1)),
               Result(2, 3, Fraction(0))]  # 1 and 2 and 3 each on 1: 2 beat 1
    table = standings([1, 2, 3], results, ("direct-encounter",))
    assert [s.score for s in table] == [1, 1, 1]
    by_player = {s.player: s.tie_breaks["direct-encounter"] for s in table}
    assert by_player == {1: 1, 2: 1, 3: 1}  # a three-way cycle: equal again


def test_buchholz_cut_one_and_median_of_a_swiss() -> None:
    # four rounds of a small Swiss, player 1's opponents end on 3, 2, 1 and 0 points
    results = [Result(1, 2, Fraction(1)), Result(1, 3, Fraction(1)),
               Result(1, 4, Fraction(1)), Result(1, 5, Fraction(1)),
               Result(2, 3, Fraction(1)), Result(2, 4, Fraction(1)),
               Result(2, 5, Fraction(1)), Result(3, 4, Fraction(1)),
               Result(3, 5, HALF), Result(4, 5, HALF)]
    table = standings([1, 2, 3, 4, 5], results, ("buchholz-cut-1", "median-buchholz"))
    first = table[0]
    assert first.player == 1 and first.score == 4
    scores = {s.player: s.score for s in table}
    opponents = sorted(scores[o] for o in (2, 3, 4, 5))
    assert first.tie_breaks["buchholz-cut-1"] == sum(opponents[1:])
    assert first.tie_breaks["median-buchholz"] == sum(opponents[1:-1])


def test_a_bye_scores_as_told_and_adds_nothing_to_tie_breaks() -> None:
    results = [Result(1, None, Fraction(0)), Result(2, 3, Fraction(1))]
    table = standings([1, 2, 3], results, ("buchholz-cut-1",), bye_points=Fraction(1))
    assert {s.player: s.score for s in table} == {1: 1, 2: 1, 3: 0}
    assert {s.player: s.tie_breaks["buchholz-cut-1"] for s in table}[1] == 0
    with pytest.raises(ValueError, match="unknown tie-breaks"):
        standings([1], [], ("koya",))
