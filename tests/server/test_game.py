"""A whole game between two real clients over real WebSockets, and what each request
of a game does."""

from __future__ import annotations

from pathlib import Path

import pytest

from wari_desktop.client import RequestRefused
from wari_desktop.notation import loads
from wari_desktop.rules import Game

from .helpers import game_between, player, run, serving, until

#: A short game that ends by the rules (found by playing the first legal move each time
#: would take long; any legal sequence will do, the referee decides the end).


def _play_out(game: Game) -> list[str]:
    """Moves to the end of a game: always the leftmost legal house."""
    moves = []
    while not game.is_over():
        move = game.legal_moves()[0]
        game.play(move)
        moves.append(move)
    return moves


def test_a_whole_game_between_two_clients(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama = await player(server, "ama")
            kofi = await player(server, "kofi")
            game_id = await game_between(server, ama, kofi, clock="300+3")
            moves = _play_out(Game())
            for ply, move in enumerate(moves):
                mover, other = (ama, kofi) if ply % 2 == 0 else (kofi, ama)
                ack = await mover.request("move", game=game_id, ply=ply, move=move,
                                          think_ms=10)
                assert ack["event"]["move"] == move and ack["event"]["v"] >= ply + 1
                seen = await until(other, lambda f, ply=ply: f["t"] == "event"
                                   and f["event"]["e"] == "move" and f["event"]["ply"] == ply)
                assert seen["event"]["move"] == move
            end = await until(ama, lambda f: f["t"] == "event" and f["event"]["e"] == "end")
            record = loads(end["event"]["ogn"])
            assert record.game.moves == moves
            assert record.tags["South"] == "ama" and record.tags["North"] == "kofi"
            assert end["event"]["winner"] in ("south", "north", None)
            assert end["event"]["ratings"] is None  # a casual game
            with pytest.raises(RequestRefused) as refused:
                await ama.request("move", game=game_id, ply=len(moves), move="A")
            assert refused.value.code == "game-over"
            for client in (ama, kofi):
                await client.close()
    run(scenario)
