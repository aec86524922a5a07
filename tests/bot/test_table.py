"""How the bot reads a game and what it tells the engine: the ``go`` line with the
clocks, a move time without them, and events out of step."""

from __future__ import annotations

import pytest

from wari_desktop.bot.table import FIRST_MOVE_MS, BotGame, OutOfStep
from wari_desktop.protocol import GameTerms, Side
from wari_desktop.protocol.messages import (
    ChatEvent,
    EndEvent,
    GameSnapshot,
    MoveEvent,
    Position,
    Presence,
    Seat,
    SidePresence,
    Status,
    Timing,
)
from wari_desktop.rules import Player
from wari_desktop.rules.clock import TimeControl


class Now:
    """A monotonic clock the test moves by hand."""

    def __init__(self) -> None:
        self.t = 100.0

    def __call__(self) -> float:
        return self.t


def snapshot(moves: list[str], clock: str | None, clocks: tuple[int, int] | None,
             running: Side | None, over: bool = False) -> GameSnapshot:
    here = SidePresence(True)
    return GameSnapshot(
        id="g1", south=Seat("ama", 1500), north=Seat("Bot", 1500, bot=True),
        terms=GameTerms(TimeControl.parse(clock) if clock else None, side=Side.SOUTH),
        version=len(moves), moves=tuple(moves), events=(), clocks=clocks, running=running,
        end_offer=None, presence=Presence(here, here), over=over,
        position=Position((4,) * 12, (0, 0)), timing=Timing(None, None, 60_000, None, (0, 0)),
        status=Status.OVER if over else Status.STARTED, to_move=None)


def move_event(ply: int, move: str, clocks: tuple[int, int] | None = None) -> MoveEvent:
    return MoveEvent(v=ply + 1, at=0, ply=ply, move=move,
                     by=Side.SOUTH if ply % 2 == 0 else Side.NORTH, captured=0, clocks=clocks,
                     running=None, status=Status.STARTED, to_move=None)


def test_a_clocked_game_tells_the_engine_both_clocks_less_the_time_spent() -> None:
    now = Now()
    table = BotGame.from_snapshot(snapshot(["F", "f", "E"], "60+2", (58000, 50000),
                                           Side.NORTH), "Bot", now)
    assert table.side is Player.NORTH and table.opponent == "ama" and table.my_turn()
    now.t += 2.5
    go, budget = table.go_command(1000)
    assert go == "go wtime 58000 btime 47500 winc 2000 binc 2000"
    assert budget == pytest.approx(47.5 + 2)
    assert table.go_command(1000, depth=4)[0].startswith("go depth 4 wtime 58000 ")


def test_without_a_clock_and_on_a_first_move_the_engine_gets_a_move_time() -> None:
    table = BotGame.from_snapshot(snapshot(["F"], None, None, None), "Bot")
    assert table.go_command(250) == ("go movetime 250", 0.25)
    first = BotGame.from_snapshot(snapshot(["F"], "600+5", (600000, 600000), None), "Bot")
    assert first.go_command(60_000) == (f"go movetime {FIRST_MOVE_MS}", FIRST_MOVE_MS / 1000)


def test_events_move_the_game_on_once_and_an_end_ends_it() -> None:
    table = BotGame.from_snapshot(snapshot([], "60+1", (60000, 60000), None), "Bot")
    assert not table.my_turn()
    move = move_event(0, "F", (60000, 60000))
    assert table.apply(move) is False and table.apply(move) is False  # the second: known
    assert table.game.moves == ["F"] and table.my_turn()
    with pytest.raises(OutOfStep):
        table.apply(move_event(3, "a"))
    assert table.apply(ChatEvent(v=2, at=0, by=Side.SOUTH, text="hi")) is False
    end = EndEvent(v=3, at=0, reason="resign", winner=Side.NORTH, counted=True,
                   totals=(0, 0), clocks=None, ratings=None, ogn="", status=Status.OVER)
    assert table.apply(end) is True
    assert table.over and not table.my_turn()


def test_a_game_the_bot_does_not_play_in_is_refused() -> None:
    with pytest.raises(ValueError, match="does not play"):
        BotGame.from_snapshot(snapshot([], None, None, None), "kofi")
