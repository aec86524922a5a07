"""The words for a rating's change, shared by the result under the board and Your Rating:
the change in whole points as the ratings are shown ("+12", "-211", and "±0" for a change
that rounds to nothing, never "-0"), and why a new rating moves so much.

A rating is provisional while its deviation is above ``PROVISIONAL``: Glicko-2 then
moves it a long way after each game (one early loss can take 1500 to about 1300), and
less as games tell it how the player plays.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from ...rating import Rating

_CONTEXT = "RatingWords"
#: Above this deviation a rating is still provisional (two deviations are 220 points).
PROVISIONAL = 110.0


def signed_change(before: float, after: float, locale: QLocale | None = None) -> str:
    """The change from ``before`` to ``after`` as the whole ratings shown differ, signed
    as ``locale`` writes numbers ("+12", "-211"); "±0" when they are the same."""
    change = round(after) - round(before)
    if change == 0:
        return "±0"
    locale = locale or QLocale()
    sign = locale.positiveSign() if change > 0 else locale.negativeSign()
    return f"{sign}{abs(change)}"


def is_provisional(rating: Rating) -> bool:
    """True while ``rating`` is new and still moves a lot after each game."""
    return rating.deviation > PROVISIONAL


def provisional_note() -> str:
    """One sentence on why a new rating moves so much."""
    return QCoreApplication.translate(
        _CONTEXT, "A new rating is provisional: it moves a lot in its first games, then "
        "settles as you play.")
