"""Clocks in records: the ``TimeControl`` tag, ``[%clk]`` marks in the move comments, a
loss on time in ``Termination``; damaged ones ignored with the game kept."""

from __future__ import annotations

import pytest

from wari_desktop.notation import Record, dumps, loads
from wari_desktop.notation.clocks import (
    clock_history,
    format_clk,
    put_clocks,
    split_clock,
    take_clocks,
    time_control_of,
)
from wari_desktop.rules import Game, Player
from wari_desktop.rules.clock import TimeControl


def game_of(*moves: str) -> Game:
    game = Game()
    for move in moves:
        game.play(move)
    return game


def test_a_clock_mark_is_written_as_pgn_does() -> None:
    assert format_clk(272) == "[%clk 0:04:32]"
    assert format_clk(9.44) == "[%clk 0:00:09.4]"
    assert format_clk(3725.0) == "[%clk 1:02:05]"
    assert format_clk(-1) == "[%clk 0:00:00]"


def test_a_mark_is_read_back_and_taken_out_of_the_comment() -> None:
    assert split_clock("[%clk 0:04:32] a fine move") == (272, "a fine move")
    assert split_clock("good [%clk 0:00:09.4]") == (pytest.approx(9.4), "good")
    assert split_clock("no clock here") == (None, "no clock here")


@pytest.mark.parametrize("damaged", ["[%clk 0:4:32]", "[%clk abc]", "[%clk 0:61:00]",
                                     "[%clk 0:04:32", "[%clk]"])
def test_a_damaged_mark_is_no_clock_and_stays_as_text(damaged: str) -> None:
    assert split_clock(f"{damaged} note") == (None, f"{damaged} note")


def test_marks_are_put_in_and_taken_out_of_the_comments() -> None:
    comments = {0: "before", 2: "a comment"}
    merged = put_clocks(comments, {1: 295.0, 2: 290.5})
    assert merged == {0: "before", 1: "[%clk 0:04:55]", 2: "[%clk 0:04:50.5] a comment"}
    assert take_clocks(merged) == (comments, {1: 295.0, 2: 290.5})


def test_the_time_control_tag_is_read_and_a_damaged_one_ignored() -> None:
    assert time_control_of({"TimeControl": "300+3"}) == TimeControl(300, 3)
    assert time_control_of({"TimeControl": "-"}) is None
    assert time_control_of({}) is None
    assert time_control_of({"TimeControl": "five minutes"}) is None


def test_the_history_gives_both_sides_times_after_each_move() -> None:
    times = clock_history(TimeControl(300, 3), [Player.SOUTH, Player.NORTH, Player.SOUTH],
                          {1: 295.0, 2: 290.0})  # ply 3 has no mark
    assert times == [(300, 300), (295, 300), (295, 290), (295, 290)]


def test_a_timed_record_round_trips_with_its_clocks() -> None:
    game = game_of("F", "f", "E", "e")
    marks = {1: 298.2, 2: 296.0, 3: 290.0, 4: 283.7}
    comments = put_clocks({2: "North thinks (hard)"}, marks)
    text = dumps(Record.from_game(game, {"TimeControl": "300+3"}, comments))
    assert '[TimeControl "300+3"]' in text
    assert "1. F {[%clk 0:04:58.2]} f {[%clk 0:04:56] North thinks (hard)}" in text
    record = loads(text)
    assert record.game.moves == ["F", "f", "E", "e"]
    assert time_control_of(record.tags) == TimeControl(300, 3)
    kept, read = take_clocks(record.comments)
    assert read == pytest.approx(marks)
    assert kept == {2: "North thinks (hard)"}


def test_a_loss_on_time_is_written_and_read_as_a_time_forfeit() -> None:
    game = game_of("F", "f", "E")  # North to move: North's time ran out
    text = dumps(Record.from_game(game, {"TimeControl": "60"}, lost_on_time=Player.NORTH))
    assert '[Termination "North lost on time"]' in text
    assert '[Result "48-0"]' in text  # South, the winner, is given the board
    record = loads(text)
    assert record.lost_on_time is Player.NORTH
    assert record.resigned is None
    assert record.is_finished()
    assert not record.game.is_over()


def test_a_loss_on_time_taken_back_leaves_no_termination() -> None:
    game = game_of("F", "f")
    record = Record.from_game(game, {"Termination": "time forfeit"})
    text = dumps(record)
    assert "Termination" not in text
    assert loads(text).lost_on_time is None


def test_a_record_with_damaged_clocks_opens_with_all_its_moves() -> None:
    text = ('[TimeControl "soon"]\n\n1. F {[%clk 0:99:00]} f {[%clk 0:04:50]} 2. E e *\n')
    record = loads(text)
    assert record.game.moves == ["F", "f", "E", "e"]
    assert time_control_of(record.tags) is None
    kept, marks = take_clocks(record.comments)
    assert marks == {2: 290}
    assert kept == {1: "[%clk 0:99:00]"}
