"""The puzzle of the day: the same all day, whatever the order of the file."""

from __future__ import annotations

import datetime
import random

import pytest

from wari_desktop.puzzles.daily import puzzle_of_the_day
from wari_desktop.puzzles.puzzle import Puzzle

DAY = datetime.date(2026, 11, 24)


def test_the_same_day_gives_the_same_puzzle_in_any_order(shipped: list[Puzzle]) -> None:
    first = puzzle_of_the_day(shipped, DAY)
    shuffled = list(shipped)
    random.Random(3).shuffle(shuffled)
    assert puzzle_of_the_day(shuffled, DAY) == first
    assert puzzle_of_the_day(shipped, datetime.date(2026, 11, 24)) == first


def test_the_days_go_round_the_puzzles(shipped: list[Puzzle]) -> None:
    days = [DAY + datetime.timedelta(days=n) for n in range(60)]
    chosen = [puzzle_of_the_day(shipped, day).key for day in days]
    assert len(set(chosen)) >= 45  # not one puzzle for every day


def test_today_is_the_default(shipped: list[Puzzle]) -> None:
    assert puzzle_of_the_day(shipped) == puzzle_of_the_day(shipped, datetime.date.today())


def test_no_puzzles_is_an_error() -> None:
    with pytest.raises(ValueError, match="no puzzles"):
        puzzle_of_the_day([], DAY)
