"""The game clock with a fake ``now``: charging, increments, flags, pauses, no drift, and
the time control's text."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wari_desktop.rules import Player
from wari_desktop.rules.clock import Clock, TimeControl, fair_share, format_clock

SOUTH, NORTH = Player.SOUTH, Player.NORTH


class FakeTime:
    """A monotonic clock the test moves by hand."""

    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t

    def advance(self, seconds: float) -> None:
        self.t += seconds


def clock(text: str = "300+3") -> tuple[Clock, FakeTime]:
    now = FakeTime()
    return Clock(TimeControl.parse(text), now), now


def test_the_time_control_reads_and_writes_pgn_style() -> None:
    assert TimeControl.parse("300+3") == TimeControl(300, 3)
    assert TimeControl.parse("600") == TimeControl(600, 0)
    assert TimeControl.parse(" 180 + 2 ") == TimeControl(180, 2)
    assert TimeControl.parse("2.5+0.5") == TimeControl(2.5, 0.5)
    assert TimeControl(300, 3).format() == "300+3"
    assert TimeControl(600).format() == "600"
    assert str(TimeControl(2.5, 0.5)) == "2.5+0.5"
    for text in ("300+3", "600", "10+5", "2.5+0.5"):
        assert TimeControl.parse(text).format() == text


@pytest.mark.parametrize("text", ["", "abc", "5 min", "300+", "+3", "-300+3", "300+3+1",
                                  "0", "0+5", "90000", "1e3", "300+4000"])
def test_a_damaged_time_control_is_refused_with_a_message(text: str) -> None:
    with pytest.raises(ValueError, match="time control"):
        TimeControl.parse(text)


def test_only_the_running_side_is_charged() -> None:
    c, now = clock("300")
    c.start(SOUTH)
    now.advance(12.5)
    assert c.remaining(SOUTH) == pytest.approx(287.5)
    assert c.remaining(NORTH) == 300
    assert c.running is SOUTH
    assert c.press() is SOUTH
    assert c.running is NORTH
    now.advance(4)
    assert c.times() == pytest.approx((287.5, 296))


def test_the_increment_is_added_after_each_move_fischer_style() -> None:
    c, now = clock("60+5")
    c.start(SOUTH)
    now.advance(10)
    c.press()  # South: 60 - 10 + 5
    assert c.remaining(SOUTH) == pytest.approx(55)
    now.advance(2)
    c.press()  # North: 60 - 2 + 5: more than it started with
    assert c.remaining(NORTH) == pytest.approx(63)
    assert c.running is SOUTH


def test_a_flag_falls_when_the_time_reaches_zero_and_earns_no_increment() -> None:
    c, now = clock("10+2")
    c.start(SOUTH)
    now.advance(9.9)
    assert c.flagged() is None
    assert c.until_flag() == pytest.approx(0.1)
    now.advance(0.1)
    assert c.flagged() is SOUTH
    now.advance(5)
    assert c.remaining(SOUTH) == 0  # never below zero
    c.stop()
    assert c.flagged() is SOUTH
    c.press()  # nothing runs any more: nothing happens
    assert c.remaining(SOUTH) == 0
    assert c.running is None


def test_a_pause_stops_the_running_clock_and_resume_restarts_it() -> None:
    c, now = clock("300")
    c.start(NORTH)
    now.advance(5)
    c.pause("dialog")
    assert c.running is None and c.paused and c.waiting is NORTH
    now.advance(100)  # a dialog open for 100 s: nobody's time
    assert c.remaining(NORTH) == pytest.approx(295)
    c.pause("closed")
    c.resume("dialog")  # still closed
    assert c.running is None
    c.resume("closed")
    assert c.running is NORTH
    now.advance(1)
    assert c.remaining(NORTH) == pytest.approx(294)


def test_a_move_pressed_during_a_pause_starts_the_opponent_once_resumed() -> None:
    c, now = clock("300+2")
    c.start(SOUTH)
    now.advance(3)
    c.pause()
    assert c.press() is SOUTH
    assert c.remaining(SOUTH) == pytest.approx(299)
    assert c.running is None and c.waiting is NORTH
    c.resume()
    now.advance(1)
    assert c.remaining(NORTH) == pytest.approx(299)


def test_set_times_restores_the_time_at_an_earlier_move() -> None:
    c, now = clock("300")
    c.start(SOUTH)
    now.advance(50)
    c.set_times(120, 80)
    now.advance(20)
    assert c.times() == pytest.approx((100, 80))


def test_reading_often_or_seldom_gives_the_same_time_no_drift() -> None:
    often, now_often = clock("600")
    seldom, now_seldom = clock("600")
    often.start(SOUTH)
    seldom.start(SOUTH)
    for _ in range(10_000):  # read 10,000 times, 0.01 s apart
        now_often.advance(0.01)
        often.remaining(SOUTH)
    now_seldom.advance(100)
    assert often.remaining(SOUTH) == pytest.approx(seldom.remaining(SOUTH), abs=1e-6)
    assert seldom.remaining(SOUTH) == pytest.approx(500)


def test_a_computer_never_thinks_longer_than_its_fair_share() -> None:
    assert fair_share(300, 0, 2.0) == 2.0  # plenty of time: its usual 2 s
    assert fair_share(20, 0, 2.0) == pytest.approx(1.0)  # a twentieth
    assert fair_share(2, 5, 2.0) == pytest.approx(0.5)  # never more than a quarter left
    assert fair_share(0, 5, 2.0) == 0.0


@pytest.mark.parametrize(("seconds", "face"), [
    (300, "5:00"), (299.99, "4:59"), (272.4, "4:32"), (60, "1:00"), (10, "0:10"),
    (9.99, "0:09.9"), (9.4, "0:09.4"), (0.05, "0:00.0"), (0, "0:00.0"), (-3, "0:00.0"),
    (3600, "1:00:00"), (3725, "1:02:05"),
])
def test_the_clock_face_shows_minutes_and_tenths_under_ten_seconds(seconds: float,
                                                                   face: str) -> None:
    assert format_clock(seconds) == face


OPS = st.lists(st.one_of(
    st.tuples(st.just("advance"), st.floats(0, 40, allow_nan=False)),
    st.tuples(st.sampled_from(["press", "pause", "resume", "stop"]), st.just(0.0)),
    st.tuples(st.just("start"), st.sampled_from([0.0, 1.0])),
), max_size=40)


@given(OPS)
def test_the_clock_agrees_with_a_side_by_side_account(ops: list[tuple[str, float]]) -> None:
    """Any run of starts, moves, pauses and waits: the clock's times are those of an
    account kept by hand (time off the running side only, never below zero, the increment
    after a move made with time left)."""
    c, now = clock("60+5")
    left = [60.0, 60.0]
    running: Player | None = None
    paused_with: Player | None = None
    paused = False
    for op, value in ops:
        if op == "advance":
            now.advance(value)
            if running is not None:
                left[running] = max(0.0, left[running] - value)
        elif op == "start":
            player = Player(int(value))
            c.start(player)
            if paused:
                paused_with = player
            else:
                running = player
        elif op == "press":
            mover = running if running is not None else paused_with
            c.press()
            if mover is not None:
                if left[mover] > 0:
                    left[mover] += 5
                if paused:
                    paused_with = mover.opponent
                else:
                    running = mover.opponent
        elif op == "pause":
            c.pause()
            if not paused:
                paused, paused_with, running = True, running, None
        elif op == "resume":
            c.resume()
            if paused:
                paused, running, paused_with = False, paused_with, None
        else:
            c.stop()
            running = paused_with = None
        assert c.times() == pytest.approx(tuple(left), abs=1e-6)
        assert c.running is running


def test_excused_time_is_given_back_but_never_more_than_the_clock_ran() -> None:
    c, now = clock("300")
    c.start(SOUTH)
    now.advance(100)
    c.excuse(90)  # ninety of those seconds the machine slept
    assert c.remaining(SOUTH) == 290
    c.excuse(50)  # more than the clock has run since: only what it ran
    assert c.remaining(SOUTH) == 300
    now.advance(4)
    assert c.remaining(SOUTH) == 296
    c.stop()
    c.excuse(30)  # no clock runs: nothing to give back
    assert c.remaining(SOUTH) == 296


def test_a_clock_started_from_a_moment_past_counts_from_it_never_from_the_future() -> None:
    c, now = clock("300")
    now.advance(10)
    c.start(SOUTH, since=now() - 2)  # the figure came two seconds ago
    assert c.remaining(SOUTH) == 298
    c.stop()
    c.start(NORTH, since=now() + 5)  # a moment not yet come counts from now
    assert c.remaining(NORTH) == 300


def test_lifting_every_pause_at_once_runs_the_side_that_waited() -> None:
    c, now = clock("300")
    c.start(SOUTH)
    c.pause("window")
    c.pause("dialog")
    now.advance(30)
    c.lift_pauses()
    assert not c.paused and c.running is SOUTH
    now.advance(1)
    assert c.remaining(SOUTH) == 299
