"""The server's clocks with lag injected: a hand-moved monotonic clock drives the referee,
so each rule of ``server/timing.py`` is checked exactly."""

from __future__ import annotations

import pytest

from wari_desktop.protocol import GameTerms, ProtocolError
from wari_desktop.rules.clock import TimeControl
from wari_desktop.server.live_game import LiveGame, Seat
from wari_desktop.server.timing import (
    FIRST_MOVE_SECONDS,
    MAX_REFUND,
    QUOTA_CAP,
    QUOTA_REFILL,
    reconnect_window,
)


class Hands:
    """A monotonic clock moved by hand."""

    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def _game(control: str | None = "60+2") -> tuple[LiveGame, Hands]:
    hands = Hands()
    terms = GameTerms(TimeControl.parse(control) if control else None)
    return LiveGame("g1", (Seat("ama"), Seat("kofi")), terms, now=hands), hands


def _opening(live: LiveGame, hands: Hands) -> None:
    """The first two moves (no clock runs for them)."""
    hands.t += 5
    live.move("ama", 0, "F", 5000)
    hands.t += 7
    live.move("kofi", 1, "f", 7000)


def test_no_clock_runs_for_the_first_two_moves() -> None:
    live, hands = _game()
    _opening(live, hands)
    assert live.clock_ms() == [60000, 60000] and live.running() == "south"


def test_a_first_move_not_made_in_time_aborts_the_game() -> None:
    live, hands = _game()
    hands.t += FIRST_MOVE_SECONDS - 1
    assert live.on_time() == [] and not live.over
    hands.t += 2
    live.on_time()
    assert live.ending is not None and live.ending.reason == "no-first-move"
    assert not live.ending.counted


def test_lag_is_refunded_up_to_the_cap_and_the_quota() -> None:
    live, hands = _game()
    _opening(live, hands)
    hands.t += 10.5  # the server saw 10.5 s; the client thought 10 s: 0.5 s of lag
    live.move("ama", 2, "E", 10_000)
    assert live.clock_ms()[0] == 60000 - 10000 + 2000  # charged 10 s, +2 s increment
    assert live.lag[0].quota == pytest.approx(QUOTA_CAP - 0.5 + QUOTA_REFILL)
    hands.t += 3
    live.move("kofi", 3, "e", 3000)
    hands.t += 5.0  # 5 s of lag claimed: at most MAX_REFUND comes back
    live.move("ama", 4, "D", 0)
    assert live.clock_ms()[0] == 52000 - int((5.0 - MAX_REFUND) * 1000) + 2000


def test_a_client_that_reports_nothing_gets_no_refund() -> None:
    live, hands = _game()
    _opening(live, hands)
    hands.t += 4
    live.move("ama", 2, "E")
    assert live.clock_ms()[0] == 60000 - 4000 + 2000
    assert live.lag[0].quota == QUOTA_CAP


def test_the_quota_runs_out_under_steady_lag() -> None:
    live, hands = _game("600+0")
    _opening(live, hands)
    refunds = []
    for ply in range(2, 12):
        before = live.clock_ms()[ply % 2]
        hands.t += 2.0  # 1 s thinking, 1 s of lag every move
        mover = ("ama", "kofi")[ply % 2]
        live.move(mover, ply, live.game.legal_moves()[0], 1000)
        refunds.append(round(2.0 - (before - live.clock_ms()[ply % 2]) / 1000, 3))
    assert refunds[0] == 1.0 and refunds[-1] < 0.5  # generous first, the quota drains


def test_the_flag_falls_after_the_possible_refund() -> None:
    live, hands = _game("20+0")
    _opening(live, hands)
    deadline = live.next_deadline()
    assert deadline == pytest.approx(hands.t + 20 + min(QUOTA_CAP, MAX_REFUND))
    hands.t += 20.5
    assert live.on_time() == [] and not live.over  # within the grace of the refund
    hands.t += 0.6
    live.on_time()
    assert live.ending is not None and live.ending.reason == "time"
    assert live.ending.winner is not None and live.ending.winner.name == "NORTH"


def test_a_move_after_the_time_ran_out_loses_on_time() -> None:
    live, hands = _game("20+0")
    _opening(live, hands)
    hands.t += 21.5  # the client says it thought 19 s: 2.5 s of lag, 1 s refunded at most
    live.move("ama", 2, "E", 19_000)
    assert live.ending is not None and live.ending.reason == "time"
    assert live.game.moves == ["F", "f"]  # the late move was not played


def test_a_move_within_the_refund_is_in_time() -> None:
    live, hands = _game("20+0")
    _opening(live, hands)
    hands.t += 20.6  # 0.6 s over, all of it lag the client did not think
    live.move("ama", 2, "E", 19_900)
    assert not live.over and live.clock_ms()[0] >= 0


def test_claims_wait_for_the_reconnection_window() -> None:
    live, hands = _game("180+2")
    for player in live.presence:
        player.online = True
    _opening(live, hands)
    live.set_online(live.seat_of("kofi"), False)  # type: ignore[arg-type]
    window = reconnect_window(live.terms.control)
    assert window == 30
    hands.t += window - 1
    with pytest.raises(ProtocolError) as early:
        live.claim("ama", "win")
    assert early.value.code.value == "too-late"
    hands.t += 2
    live.claim("ama", "win")
    assert live.ending is not None and live.ending.reason == "abandoned"
    assert live.ending.winner is not None and live.ending.winner.name == "SOUTH"


def test_reconnection_windows_by_time_control() -> None:
    assert reconnect_window(None) == 120
    assert reconnect_window(TimeControl.parse("180+2")) == 30
    assert reconnect_window(TimeControl.parse("600+5")) == 60
    assert reconnect_window(TimeControl.parse("1800")) == 120
