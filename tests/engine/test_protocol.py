"""The engine protocol spoken through pipes: handshake, positions, searches, stop, errors
that leave the engine running, quit."""

from __future__ import annotations

from pathlib import Path

from wari_desktop import __version__
from wari_desktop.ai.book import BOOK_FILE, Book
from wari_desktop.ai.core import default_threads
from wari_desktop.notation.fen import parse_fen
from wari_desktop.resources import resource
from wari_desktop.rules import Game

from .conftest import Conversation


def bestmove(lines: list[str]) -> str:
    words = lines[-1].split()
    assert words[0] == "bestmove" and len(words) == 2, lines
    return words[1]


def info_strings(lines: list[str]) -> list[str]:
    return [line for line in lines if line.startswith("info string ")]


def test_uci_handshake_names_the_engine_and_its_options(engine: Conversation) -> None:
    engine.send("uci")
    lines = engine.expect("uciok")
    assert lines[-1] == "uciok"
    assert lines[0].startswith("id name Wari desktop")
    assert any(line.startswith("id author ") for line in lines)
    options = {line.split()[2]: line for line in lines if line.startswith("option name ")}
    assert "type spin" in options["Hash"] and "default 64" in options["Hash"]
    assert "type spin" in options["Threads"] and "min 1" in options["Threads"]
    # The desktop master's thread count (two where there are two cores), not every core.
    assert f"default {default_threads()} " in options["Threads"]
    assert "type check" in options["OwnBook"]
    assert "var beginner" in options["Level"] and "var master" in options["Level"]
    engine.send("isready")
    assert engine.expect("readyok") == ["readyok"]


def test_position_with_moves_then_go_depth_gives_a_legal_move(engine: Conversation) -> None:
    engine.send("uci", "ucinewgame", "isready")
    engine.expect("readyok")
    engine.send("position startpos moves FfEd", "go depth 4")
    lines = engine.expect("bestmove")
    game = Game()
    for move in "FfEd":
        game.play(move)
    assert bestmove(lines) in game.legal_moves()
    assert bestmove(lines).isupper()  # South is to move after four plies
    infos = [line.split() for line in lines if line.startswith("info depth")]
    assert [int(words[2]) for words in infos] == [1, 2, 3, 4]
    for words in infos:
        assert words[3:5] == ["score", "cp"] and words[5].lstrip("-").isdigit()
        line = Game(game.position)  # the principal variation plays legally from here
        for move in words[words.index("pv") + 1]:
            line.play(move)
    assert infos[-1][infos[-1].index("pv") + 1][0] == bestmove(lines)


def test_fen_with_north_to_move_gives_a_north_move(engine: Conversation) -> None:
    fen = "0-1-0-0-2-9-1-3-4-0-1-0-14-13-N"
    engine.send(f"position fen {fen}", "go depth 3")
    move = bestmove(engine.expect("bestmove"))
    assert move in Game(parse_fen(fen)).legal_moves()
    engine.send(f"position fen {fen} moves {move}", "go depth 2")
    game = Game(parse_fen(fen))
    game.play(move)
    assert bestmove(engine.expect("bestmove")) in game.legal_moves()


def test_go_infinite_waits_for_stop_and_then_answers_quickly(engine: Conversation) -> None:
    engine.send("position startpos", "go infinite")
    early = engine.quiet_for(0.5)
    assert not any(line.startswith("bestmove") for line in early)
    engine.send("isready")  # answered while it thinks
    engine.expect("readyok", seconds=10.0)  # before stop: the endless search goes on
    engine.send("stop")  # an endless search answers only because of it
    lines = engine.expect("bestmove", seconds=5.0)
    assert bestmove(lines) in Game().legal_moves()


def test_go_movetime_stops_the_search(engine: Conversation) -> None:
    engine.send("position startpos moves C", "go movetime 200")
    lines = engine.expect("bestmove", seconds=10.0)  # unlimited, it would go on for ages
    move = bestmove(lines)
    game = Game()
    game.play("C")
    assert move in game.legal_moves()


def test_bad_commands_get_info_string_and_keep_the_position(engine: Conversation) -> None:
    engine.send("position startpos moves F")  # North to move
    engine.send("fly me to the moon")
    engine.send("position startpos moves FF")  # F twice: the second is South's again
    engine.send("position fen 4-4-4-4-4-4-4-4-4-4-4-4-0-S")  # a field short
    engine.send("position fen 9-4-4-4-4-4-4-4-4-4-4-4-0-0-S")  # 53 seeds
    engine.send("go depth banana", "setoption name Threads value many",
                "setoption name Colour value blue")
    stdin = engine.process.stdin
    assert stdin is not None
    stdin.buffer.write(b"\xff\xfe\x00 go\n")  # stray bytes
    stdin.buffer.flush()
    engine.send("isready")
    lines = engine.expect("readyok")
    errors = info_strings(lines)
    assert len(errors) == 8, lines
    assert "unknown command 'fly'" in errors[0]
    assert "move 2 (F) is illegal" in errors[1] and "North is to move" in errors[1]
    assert "bad FEN" in errors[2] and "(14 fields found)" in errors[2]
    assert "bad FEN" in errors[3] and "48 seeds" in errors[3]
    assert "go depth needs a whole number" in errors[4]
    assert "Threads needs a whole number" in errors[5]
    assert "unknown option 'Colour'" in errors[6]
    assert "unknown command" in errors[7]
    engine.send("go depth 2")  # the last good position is still set: North to move
    move = bestmove(engine.expect("bestmove"))
    assert move.islower() and move in "abcdef"


def test_go_on_a_finished_game_says_so_and_never_names_a_house(engine: Conversation) -> None:
    engine.send("position fen 0-0-0-0-0-0-1-0-0-0-0-0-26-21-S", "go depth 3")
    lines = engine.expect("bestmove")
    assert "the game is over" in info_strings(lines)[0]
    assert bestmove(lines) == "0000"  # the protocol's null move
    engine.send("position startpos", "go depth 1")
    assert bestmove(engine.expect("bestmove")) in Game().legal_moves()


def test_second_go_while_searching_is_refused(engine: Conversation) -> None:
    engine.send("position startpos", "go infinite", "go depth 1",
                "position fen 0-0-0-0-0-0-1-0-0-0-0-0-26-21-S", "go depth 1",  # over
                "isready")
    lines = engine.expect("readyok")  # commands are answered in order
    refusals = [line for line in lines if line.startswith("info string")]
    assert len(refusals) == 2 and all("already searching" in line for line in refusals)
    assert not any(line.startswith("bestmove") for line in lines)
    engine.send("stop")  # one answer, for the first go, from the start position
    assert bestmove(engine.expect("bestmove")) in Game().legal_moves()
    assert not any(line.startswith("bestmove") for line in engine.quiet_for(0.3))


def test_options_are_accepted_and_level_plays(engine: Conversation) -> None:
    engine.send("setoption name Hash value 16", "setoption name Threads value 1",
                "setoption name OwnBook value false", "setoption name Level value beginner",
                "position startpos", "go movetime 50")
    lines = engine.expect("bestmove")
    assert bestmove(lines) in Game().legal_moves()
    assert not any("must be" in line or "unknown" in line for line in lines)


def test_quit_while_thinking_exits_zero_at_once(engine: Conversation) -> None:
    engine.send("position startpos", "go infinite")
    engine.quiet_for(0.3)
    engine.send("quit")
    assert engine.process.wait(5) == 0  # the endless search did not hold it


def test_level_from_the_command_line_and_end_of_input(tmp_path: Path) -> None:
    conversation = Conversation(tmp_path, "--level", "club")
    conversation.send("uci")
    lines = conversation.expect("uciok")
    assert lines[0] == f"id name Wari desktop {__version__} (club)"
    assert any("default club" in line for line in lines if "Level" in line)
    assert conversation.process.stdin is not None
    conversation.process.stdin.close()  # no quit: the end of the input ends it
    assert conversation.process.wait(5) == 0
    conversation.close()


def test_own_book_answers_the_opening_at_once_and_can_be_turned_off(
        engine: Conversation) -> None:
    booked = Book.load(resource(*BOOK_FILE)).lookup(Game())
    assert booked is not None
    engine.send("position startpos", "go movetime 2000")  # OwnBook is true by default
    lines = engine.expect("bestmove")
    assert bestmove(lines) == booked.move
    infos = [line.split() for line in lines if line.startswith("info depth")]
    assert len(infos) == 1 and infos[0][2] == str(booked.depth)
    assert infos[0][infos[0].index("nodes") + 1] == "0"
    engine.send("setoption name OwnBook value false", "position startpos", "go movetime 100")
    lines = engine.expect("bestmove")
    searched = [line.split() for line in lines if line.startswith("info depth")]
    assert searched and all(words[words.index("nodes") + 1] != "0" for words in searched)
