"""A letter typed names a house on the side of the player to move, in either case."""

from __future__ import annotations

from wari_desktop.rules import Game, index


def test_a_letter_names_the_movers_house_in_either_case() -> None:
    game = Game()
    assert game.house_typed("c") == game.house_typed("C") == index("C")
    game.play("C")  # North to move: the same letters name North's houses
    assert game.house_typed("C") == game.house_typed("c") == index("c")


def test_anything_else_names_no_house() -> None:
    game = Game()
    for typed in ("", "g", "1", "cc", " ", "é"):
        assert game.house_typed(typed) is None
