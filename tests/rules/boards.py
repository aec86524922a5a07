"""Helpers that let the rules tests write boards the way RULES.md does."""

from __future__ import annotations

from wari_desktop.rules import LETTERS, Game, Player, Position

Snapshot = tuple[object, ...]

#: One seed each, on F and f, stores 23-23. Every move is forced (North must feed an empty
#: South) and after the 12 plies of ``CYCLE`` the starting position recurs.
LONE_SEEDS = Position((0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1), (23, 23), Player.SOUTH)
CYCLE = ["F", "f", "A", "a", "B", "b", "C", "c", "D", "d", "E", "e"]


def houses(text: str) -> tuple[int, ...]:
    """``"4 0 0 1 3 1 | 2 1 2 0 0 6"`` -> the 12 counts ``A..F a..f``."""
    counts = tuple(int(n) for n in text.replace("|", " ").split())
    assert len(counts) == 12, text
    return counts


def board(text: str, stores: str = "0-0", to_move: Player = Player.SOUTH) -> Position:
    """A position written as in RULES.md: houses ``A..F | a..f`` and stores ``South-North``."""
    south, north = (int(n) for n in stores.split("-"))
    return Position(houses(text), (south, north), to_move)


def at(*house_letters: str) -> tuple[int, ...]:
    """House indices of letters: ``at("C", "D")`` -> ``(2, 3)``."""
    return tuple(LETTERS.index(h) for h in house_letters)


def snapshot(game: Game) -> Snapshot:
    """Everything a player can observe about a game, for 'unchanged' comparisons."""
    return (
        game.position,
        game.houses,
        game.scores,
        game.to_move,
        game.moves,
        game.legal_moves(),
        game.outcome,
        game.result(),
        game.can_undo(),
        game.can_redo(),
    )
