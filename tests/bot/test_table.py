"""How the bot reads a game and what it tells the engine: the ``go`` line with the
clocks, a move time without them, and events out of step."""

from __future__ import annotations

from typing import Any

import pytest

from wari_desktop.bot.table import FIRST_MOVE_MS, BotGame, OutOfStep
from wari_desktop.rules import Player


class Now:
    """A monotonic clock the test moves by hand."""

    def __init__(self) -> None:
        self.t = 100.0

    def __call__(self) -> float:
        return self.t


def snapshot(moves: list[str], clock: str | None, clocks: list[int] | None,
             running: str | None, over: bool = False) -> dict[str, Any]:
    return {"id": "g1", "south": {"name": "ama"}, "north": {"name": "Bot"},
            "terms": {"clock": clock, "rated": False, "rules": None, "side": "south"},
            "moves": moves, "clocks": clocks, "running": running, "over": over}


def test_a_clocked_game_tells_the_engine_both_clocks_less_the_time_spent() -> None:
    now = Now()
    table = BotGame.from_snapshot(snapshot(["F", "f", "E"], "60+2", [58000, 50000],
                                           "north"), "Bot", now)
    assert table.side is Player.NORTH and table.opponent == "ama" and table.my_turn()
    now.t += 2.5
    go, budget = table.go_command(1000)
    assert go == "go wtime 58000 btime 47500 winc 2000 binc 2000"
    assert budget == pytest.approx(47.5 + 2)
    assert table.go_command(1000, depth=4)[0].startswith("go depth 4 wtime 58000 ")


def test_without_a_clock_and_on_a_first_move_the_engine_gets_a_move_time() -> None:
    table = BotGame.from_snapshot(snapshot(["F"], None, None, None), "Bot")
    assert table.go_command(250) == ("go movetime 250", 0.25)
    first = BotGame.from_snapshot(snapshot(["F"], "600+5", [600000, 600000], None), "Bot")
    assert first.go_command(60_000) == (f"go movetime {FIRST_MOVE_MS}", FIRST_MOVE_MS / 1000)


def test_events_move_the_game_on_once_and_an_end_ends_it() -> None:
    table = BotGame.from_snapshot(snapshot([], "60+1", [60000, 60000], None), "Bot")
    assert not table.my_turn()
    move = {"e": "move", "ply": 0, "move": "F", "clocks": [60000, 60000], "running": None}
    assert table.apply(move) is False and table.apply(move) is False  # the second: known
    assert table.game.moves == ["F"] and table.my_turn()
    with pytest.raises(OutOfStep):
        table.apply({"e": "move", "ply": 3, "move": "a"})
    assert table.apply({"e": "chat", "by": "south", "text": "hi"}) is False
    assert table.apply({"e": "end", "reason": "resign", "winner": "north"}) is True
    assert table.over and not table.my_turn()


def test_a_game_the_bot_does_not_play_in_is_refused() -> None:
    with pytest.raises(ValueError, match="does not play"):
        BotGame.from_snapshot(snapshot([], None, None, None), "kofi")
