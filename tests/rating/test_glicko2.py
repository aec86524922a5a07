"""The rating after each result against each level, computed here step by step with the
formulas of Glickman's "Example of the Glicko-2 system" (and the volatility's equation
solved by bisection, not by the Illinois algorithm of the code), and checked against the
note's own worked example and a case worked by hand."""

from __future__ import annotations

import math
from datetime import UTC, datetime

import pytest

from wari_desktop.ai.levels import NAMES
from wari_desktop.rating import (
    LEVEL_RATINGS,
    Opponent,
    PlayerRecord,
    Rating,
    Result,
    expected_score,
    rate,
    suggested_level,
)

SCALE = 173.7178  # 400 / ln 10
TAU = 0.5
WHEN = datetime(2026, 11, 24, 18, 0, tzinfo=UTC)


def by_hand(rating: float, deviation: float, volatility: float, opponent: float,
            score: float) -> tuple[float, float, float]:
    """One game against an opponent of exact rating ``opponent`` (g = 1), steps 2 to 8,
    the volatility's root found by bisection on f."""
    mu, phi = (rating - 1500) / SCALE, deviation / SCALE  # step 2
    mu_j = (opponent - 1500) / SCALE
    e = 1 / (1 + math.exp(-(mu - mu_j)))  # step 3, g(0) = 1
    v = 1 / (e * (1 - e))
    delta = v * (score - e)  # step 4
    a = math.log(volatility ** 2)  # step 5: f(x) = 0, f decreasing in x

    def f(x: float) -> float:
        return math.exp(x) * (delta ** 2 - phi ** 2 - v - math.exp(x)) \
            / (2 * (phi ** 2 + v + math.exp(x)) ** 2) - (x - a) / TAU ** 2

    # The root nearest a = ln(sigma^2): walk from a in steps of 0.01 until f changes sign
    # (with delta^2 far above v, f has two more roots, far away), then bisect.
    step = 0.01 if f(a) > 0 else -0.01
    low = a
    while (f(low + step) > 0) == (f(a) > 0):
        low += step
    high = low + step
    for _ in range(100):
        middle = (low + high) / 2
        low, high = (middle, high) if (f(middle) > 0) == (f(low) > 0) else (low, middle)
    sigma = math.exp(low / 2)
    phi_star = math.sqrt(phi ** 2 + sigma ** 2)  # step 6
    phi_new = 1 / math.sqrt(1 / phi_star ** 2 + 1 / v)  # step 7
    mu_new = mu + phi_new ** 2 * (score - e)
    return SCALE * mu_new + 1500, SCALE * phi_new, sigma  # step 8


def test_the_levels_ratings_are_the_measured_ladder_from_beginner_800() -> None:
    # README: casual +636, club +1072, expert +1454, master > +1741 above the beginner.
    assert tuple(LEVEL_RATINGS) == NAMES
    assert LEVEL_RATINGS == {"beginner": 800, "casual": 1436, "club": 1872, "expert": 2254,
                             "master": 2541}


def test_the_published_example() -> None:
    # Glickman's note: 1500 / 200 / 0.06 beats 1400 (RD 30), loses to 1550 (RD 100) and
    # to 1700 (RD 300), tau 0.5: r' = 1464.06, RD' = 151.52, sigma' = 0.05999.
    after = rate(Rating(1500, 200, 0.06), [(Opponent(1400, 30), 1.0),
                                            (Opponent(1550, 100), 0.0),
                                            (Opponent(1700, 300), 0.0)])
    assert after.rating == pytest.approx(1464.06, abs=0.01)
    assert after.deviation == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=0.00001)


def test_a_new_player_who_beats_club_worked_by_hand() -> None:
    # mu = 0, phi = 350 / 173.7178 = 2.014762; club: mu_j = 372 / 173.7178 = 2.141404.
    # E = 1 / (1 + e^2.141404) = 0.105137; v = 1 / (E (1 - E)) = 10.628869;
    # delta = v (1 - E) = 9.511380: delta^2 = 90.47 > phi^2 + v = 14.69.
    # f(x) = 0 at A = -5.626663: sigma' = e^(A/2) = 0.0600047.
    # phi* = sqrt(phi^2 + sigma'^2) = 2.015655; phi' = 1 / sqrt(1/phi*^2 + 1/v) = 1.714444;
    # mu' = phi'^2 (1 - E) = 2.630286; r' = 173.7178 mu' + 1500 = 1956.93;
    # RD' = 173.7178 phi' = 297.83.
    after = PlayerRecord().with_game("club", Result.WIN, assisted=False, when=WHEN).current
    assert after.rating == pytest.approx(1956.93, abs=0.01)
    assert after.deviation == pytest.approx(297.83, abs=0.01)
    assert after.volatility == pytest.approx(0.0600047, abs=1e-7)


@pytest.mark.parametrize("start", [Rating(), Rating(1700.0, 80.0, 0.06),
                                   Rating(2300.0, 150.0, 0.09)],
                         ids=["new", "settled", "strong and erratic"])
@pytest.mark.parametrize("result", list(Result))
@pytest.mark.parametrize("level", NAMES)
def test_a_win_a_draw_and_a_loss_against_each_level(level: str, result: Result,
                                                    start: Rating) -> None:
    score = {Result.WIN: 1.0, Result.DRAW: 0.5, Result.LOSS: 0.0}[result]
    ladder = {"beginner": 800, "casual": 1436, "club": 1872, "expert": 2254, "master": 2541}
    expected = by_hand(start.rating, start.deviation, start.volatility, ladder[level], score)
    after = PlayerRecord(start).with_game(level, result, assisted=False, when=WHEN).current
    assert after.rating == pytest.approx(expected[0], abs=1e-6)
    assert after.deviation == pytest.approx(expected[1], abs=1e-6)
    assert after.volatility == pytest.approx(expected[2], abs=1e-6)
    gain = after.rating - start.rating
    if result is Result.WIN:
        assert gain > 0
    elif result is Result.LOSS:
        assert gain < 0
    else:  # a draw pulls the rating towards the level's
        assert (gain > 0) == (ladder[level] > start.rating)


def test_the_expected_score_is_the_elo_curve_for_exact_opponents() -> None:
    # 400 points apart with g = 1: 1 / (1 + 10^(-400/400)) = 10/11.
    assert expected_score(1836, Opponent(1436)) == pytest.approx(10 / 11, abs=1e-6)
    assert expected_score(1436, Opponent(1436)) == pytest.approx(0.5)


def test_assisted_games_do_not_move_the_rating() -> None:
    record = PlayerRecord(Rating(1650.0, 120.0, 0.061))
    for level in NAMES:
        for result in Result:
            record = record.with_game(level, result, assisted=True, when=WHEN)
    assert record.current == Rating(1650.0, 120.0, 0.061)
    assert len(record.games) == 15 and not record.is_rated
    assert all(game.rating == 1650.0 and game.deviation == 120.0 for game in record.games)
    tallies = record.tallies()
    assert all((t.won, t.drawn, t.lost, t.assisted) == (0, 0, 0, 3) for t in tallies.values())
    counted = record.with_game("club", Result.WIN, assisted=False, when=WHEN)
    assert counted.current.rating > 1650.0
    assert counted.tallies()["club"].won == 1 and counted.rated_games == counted.games[-1:]


def test_the_record_per_level() -> None:
    record = PlayerRecord()
    for level, result, assisted in [("casual", Result.WIN, False), ("casual", Result.WIN, False),
                                    ("casual", Result.DRAW, False), ("club", Result.LOSS, False),
                                    ("club", Result.WIN, True), ("master", Result.LOSS, False)]:
        record = record.with_game(level, result, assisted, WHEN)
    tallies = record.tallies()
    assert list(tallies) == list(NAMES)
    assert (tallies["casual"].won, tallies["casual"].drawn, tallies["casual"].lost) == (2, 1, 0)
    assert (tallies["club"].lost, tallies["club"].assisted, tallies["club"].played) == (1, 1, 2)
    assert tallies["master"].lost == 1 and tallies["beginner"].played == 0
    assert [game.rating for game in record.games][-1] == record.current.rating


def test_an_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="grandmaster"):
        PlayerRecord().with_game("grandmaster", Result.WIN, assisted=False)


@pytest.mark.parametrize(("rating", "level"), [
    (-300, "beginner"), (800, "beginner"), (1117, "beginner"),  # halfway 800-1436 is 1118
    (1119, "casual"), (1436, "casual"), (1653, "casual"),  # halfway 1436-1872 is 1654
    (1655, "club"), (2062, "club"),  # halfway 1872-2254 is 2063
    (2064, "expert"), (2397, "expert"),  # halfway 2254-2541 is 2397.5
    (2398, "master"), (3500, "master"),
])
def test_the_suggested_level_is_the_nearest(rating: float, level: str) -> None:
    assert suggested_level(rating) == level


def test_halfway_between_two_levels_the_weaker_is_suggested() -> None:
    assert suggested_level(1118) == "beginner"
    assert suggested_level(1654) == "casual"
    assert suggested_level(Rating().rating) == "casual"  # a new player: 1500


def test_the_deviation_never_grows_beyond_a_new_players() -> None:
    # A win that says almost nothing (6000 against the beginner): phi* = sqrt(phi^2 +
    # sigma^2) is above 350 / 173.7178 and v is huge, so phi' would pass 350 uncapped.
    after = rate(Rating(6000.0, 350.0, 0.06), [(Opponent(800.0), 1.0)])
    assert after.deviation == 350.0
    assert rate(Rating(1500.0, 349.99, 0.06), []).deviation == 350.0
    assert rate(Rating(1500.0, 100.0, 0.06), []).deviation == pytest.approx(
        SCALE * math.sqrt((100 / SCALE) ** 2 + 0.06 ** 2))
