"""Reading the protocol's arguments and writing its info lines (no process)."""

from __future__ import annotations

import re

import pytest

from wari_desktop.engine.commands import (
    GoLimits,
    ProtocolError,
    game_from,
    go_limits,
    info_line,
    option_words,
)
from wari_desktop.engine.options import EngineOptions
from wari_desktop.notation.fen import to_fen
from wari_desktop.rules import Player


def test_startpos_with_moves_run_together_or_spaced() -> None:
    together = game_from(["startpos", "moves", "FfEd"])
    spaced = game_from(["startpos", "moves", "F", "f", "E", "d"])
    assert together.moves == spaced.moves == ["F", "f", "E", "d"]
    assert game_from(["startpos"]).moves == []
    assert game_from(["startpos", "moves"]).moves == []


def test_fen_sets_the_start_and_the_player_to_move() -> None:
    fen = "0-1-0-0-2-9-1-3-4-0-1-0-14-13-N"
    game = game_from(["fen", fen, "moves", "a"])
    assert to_fen(game.start) == fen
    assert game.moves == ["a"] and game.to_move is Player.SOUTH


@pytest.mark.parametrize(("words", "message"), [
    ([], "startpos"),
    (["middlegame"], "not 'middlegame'"),
    (["fen"], "needs a FEN"),
    (["fen", "moves", "A"], "needs a FEN"),
    (["fen", "4-4-4-x-4-4-4-4-4-4-4-4-0-0-S"], "field 4"),
    (["startpos", "F", "f"], "only 'moves'"),
    (["startpos", "moves", "FG"], "move 2 ('G') is not a house letter"),
    (["startpos", "moves", "FA"], "move 2 (A) is illegal"),
])
def test_bad_positions_say_what_is_wrong(words: list[str], message: str) -> None:
    with pytest.raises(ProtocolError, match=re.escape(message)):
        game_from(words)


def test_go_limits() -> None:
    assert go_limits(["depth", "7"], True) == GoLimits(7, None)
    assert go_limits(["movetime", "250"], True) == GoLimits(None, 0.25)
    assert go_limits(["depth", "9", "movetime", "1500"], True) == GoLimits(9, 1.5)
    assert go_limits(["infinite"], True).infinite
    assert go_limits(["ponder"], False).infinite
    assert go_limits([], True) == GoLimits()
    # with a clock: a twentieth of what is left plus most of the increment, mover's clock
    assert go_limits(["wtime", "20000", "btime", "4000", "winc", "100"], True) == \
        GoLimits(None, pytest.approx(1.08))
    assert go_limits(["wtime", "20000", "btime", "4000"], False) == GoLimits(None, 0.2)
    for bad in (["depth"], ["depth", "-1"], ["depth", "0"], ["nodes", "5"], ["movetime", "1.5"]):
        with pytest.raises(ProtocolError):
            go_limits(bad, True)


def test_setoption_words() -> None:
    assert option_words(["name", "Hash", "value", "128"]) == ("Hash", "128")
    assert option_words(["name", "Clear", "Hash"]) == ("Clear Hash", "")
    for bad in ([], ["value", "3"], ["name", "value", "3"]):
        with pytest.raises(ProtocolError):
            option_words(bad)


def test_options_check_values_and_change_nothing_when_wrong() -> None:
    options = EngineOptions()
    options.set("hash", "128")
    options.set("THREADS", "1")
    options.set("OwnBook", "False")
    options.set("Level", "club")
    assert (options.hash_mb, options.threads, options.own_book, options.level) == \
        (128, 1, False, "club")
    for name, value in [("Hash", "0"), ("Hash", "lots"), ("Threads", "999"),
                        ("OwnBook", "maybe"), ("Level", "grandmaster"), ("Contempt", "5")]:
        with pytest.raises(ProtocolError):
            options.set(name, value)
    assert (options.hash_mb, options.threads, options.own_book, options.level) == \
        (128, 1, False, "club")


def test_options_reach_a_search_that_takes_them() -> None:
    options = EngineOptions(hash_mb=32, threads=3, own_book=False)

    def new_search(game: object, *, hash_mb: int = 64, threads: int = 1) -> None: ...

    def old_search(game: object, depth: int | None = None) -> None: ...

    assert options.keywords_for(new_search) == ({"hash_mb": 32, "threads": 3}, ["OwnBook"])
    assert options.keywords_for(old_search) == ({}, ["Hash", "Threads", "OwnBook"])


def test_info_line_in_hundredths_of_a_seed() -> None:
    assert info_line(5, 1.5, ("A", "b", "C"), 1000, 0.5) == \
        "info depth 5 score cp 150 nodes 1000 nps 2000 time 500 pv AbC"
    assert info_line(1, -2.0, ("f",), 6, 0.0).startswith("info depth 1 score cp -200 ")


def test_version_names_the_search_core(capsys: pytest.CaptureFixture[str]) -> None:
    from wari_desktop import __version__
    from wari_desktop.engine.__main__ import main

    with pytest.raises(SystemExit) as exit_status:
        main(["--version"])
    assert exit_status.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith(f"wari-engine {__version__} (search: ")
    assert "compiled C" in out or "pure Python" in out
