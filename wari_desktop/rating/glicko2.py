"""The Glicko-2 rating system, written from its published description: Mark E. Glickman,
"Example of the Glicko-2 system" (Boston University; the revised note, whose step 5.4
reads "if f(C) f(B) <= 0"), the model of Glickman, "Dynamic paired comparison models with
stochastic variances", Journal of Applied Statistics 28 (2001). The step numbers below
are the note's.

A rating comes with a deviation (how uncertain it is: a new player's is large, and it
shrinks as games come in) and a volatility (how erratic the player's results are). The
expected score of a player rated ``r`` against an opponent rated ``r_j`` with deviation
``RD_j`` is ``1 / (1 + exp(-g(phi_j) (mu - mu_j)))`` on the Glicko-2 scale
``mu = (r - 1500) / 173.7178``, ``phi = RD / 173.7178``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

#: 400 / ln 10: one unit of the Glicko-2 scale in rating points (step 2).
SCALE = 173.7178
#: The rating at the centre of the scale (mu = 0), and a new player's rating (step 1).
CENTRE = 1500.0
#: A new player's deviation and volatility, the values the note recommends (step 1).
NEW_DEVIATION = 350.0
NEW_VOLATILITY = 0.06
#: The system constant tau, which limits how fast the volatility changes; the note
#: advises 0.3 to 1.2 (step 1).
TAU = 0.5
#: The tolerance of the volatility's iteration (step 5).
EPSILON = 0.000001


@dataclass(frozen=True, slots=True)
class Rating:
    """A player's rating, its deviation (both in rating points) and its volatility."""

    rating: float = CENTRE
    deviation: float = NEW_DEVIATION
    volatility: float = NEW_VOLATILITY


@dataclass(frozen=True, slots=True)
class Opponent:
    """An opponent's rating and deviation (0 for an opponent whose rating is exact)."""

    rating: float
    deviation: float = 0.0


def g(phi: float) -> float:
    """Step 3: ``g(phi) = 1 / sqrt(1 + 3 phi^2 / pi^2)``, how much an opponent's
    uncertainty ``phi`` (Glicko-2 scale) weakens what a game against it says."""
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def expectation(mu: float, mu_j: float, phi_j: float) -> float:
    """Step 3: ``E = 1 / (1 + exp(-g(phi_j) (mu - mu_j)))``, the expected score of a
    player at ``mu`` against one at ``mu_j`` with deviation ``phi_j`` (Glicko-2 scale)."""
    return 1.0 / (1.0 + math.exp(-g(phi_j) * (mu - mu_j)))


def expected_score(rating: float, opponent: Opponent) -> float:
    """The expected score (a win 1, a draw 1/2) of a player rated ``rating`` against
    ``opponent``, as step 3 computes it."""
    return expectation((rating - CENTRE) / SCALE, (opponent.rating - CENTRE) / SCALE,
                       opponent.deviation / SCALE)


def new_volatility(sigma: float, phi: float, v: float, delta: float,
                   tau: float = TAU) -> float:
    """Step 5: the new volatility ``sigma'``, from the root ``A`` of
    ``f(x) = e^x (delta^2 - phi^2 - v - e^x) / (2 (phi^2 + v + e^x)^2) - (x - a) / tau^2``
    with ``a = ln(sigma^2)``, found by the Illinois algorithm (a regula falsi that halves
    the weight of a bound kept twice): ``sigma' = e^(A/2)``."""
    a = math.log(sigma * sigma)
    phi2 = phi * phi

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta * delta - phi2 - v - ex) / (2.0 * (phi2 + v + ex) ** 2) \
            - (x - a) / (tau * tau)

    # Step 5.2: the starting bounds A and B.
    big_a = a
    if delta * delta > phi2 + v:
        big_b = math.log(delta * delta - phi2 - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    # Steps 5.3 and 5.4: narrow [A, B] until it is shorter than EPSILON.
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    # Step 5.5.
    return math.exp(big_a / 2.0)


def rate(player: Rating, games: Sequence[tuple[Opponent, float]],
         tau: float = TAU) -> Rating:
    """``player``'s rating after one rating period in which they scored ``score`` (1 a
    win, 0.5 a draw, 0 a loss) against each ``opponent`` of ``games``: steps 2 to 8.

    A period without games only widens the deviation (step 6 alone). The deviation never
    grows beyond a new player's (350), the cap of Glickman's first Glicko paper.
    """
    mu = (player.rating - CENTRE) / SCALE  # step 2
    phi = player.deviation / SCALE
    sigma = player.volatility
    cap = NEW_DEVIATION / SCALE
    if not games:
        widened = min(math.sqrt(phi * phi + sigma * sigma), cap)
        return Rating(player.rating, min(widened * SCALE, NEW_DEVIATION), sigma)
    weights = []
    for opponent, score in games:
        mu_j = (opponent.rating - CENTRE) / SCALE
        g_j = g(opponent.deviation / SCALE)
        e_j = expectation(mu, mu_j, opponent.deviation / SCALE)
        weights.append((g_j, e_j, score))
    v = 1.0 / sum(g_j * g_j * e_j * (1.0 - e_j) for g_j, e_j, _ in weights)  # step 3
    improvement = sum(g_j * (score - e_j) for g_j, e_j, score in weights)
    delta = v * improvement  # step 4
    sigma_new = new_volatility(sigma, phi, v, delta, tau)  # step 5
    phi_star = math.sqrt(phi * phi + sigma_new * sigma_new)  # step 6
    phi_new = min(1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v), cap)  # step 7
    mu_new = mu + phi_new * phi_new * improvement
    return Rating(SCALE * mu_new + CENTRE, min(SCALE * phi_new, NEW_DEVIATION),  # step 8
                  sigma_new)
