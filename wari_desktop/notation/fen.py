"""The ``FEN`` tag: a set-up position as ``A-..-f-south-north-S`` (or ``N``).

Twelve house counts in canonical order, South's store, North's store and the player to
move, joined by ``-``; the start is ``4-4-4-4-4-4-4-4-4-4-4-4-0-0-S``.
"""

from __future__ import annotations

import re

from ..rules import HOUSES, SEEDS, InvalidPositionError, Player, Position

_FIELD = re.compile(r"\d{1,3}")


def to_fen(position: Position) -> str:
    """The FEN text of ``position``."""
    counts = (*position.houses, *position.stores)
    side = "S" if position.to_move is Player.SOUTH else "N"
    return "-".join([*(str(c) for c in counts), side])


def parse_fen(text: str) -> Position:
    """The position a FEN text describes; ValueError saying what is wrong otherwise."""
    fields = text.strip().split("-")
    if len(fields) != HOUSES + 3:
        raise ValueError(
            f"a FEN position has {HOUSES} house counts, 2 stores and S or N, "
            f"joined by '-' ({len(fields)} fields found)"
        )
    *counts, side = fields
    for number, field in enumerate(counts, start=1):
        if not _FIELD.fullmatch(field):
            raise ValueError(f"FEN field {number} ({field[:12]!r}) is not a seed count")
    values = [int(c) for c in counts]
    if any(v > SEEDS for v in values):
        raise ValueError(f"a FEN count exceeds the {SEEDS} seeds of the game")
    if side not in ("S", "N"):
        raise ValueError(f"the player to move must be S or N, not {side[:12]!r}")
    try:
        return Position(
            tuple(values[:HOUSES]),
            (values[HOUSES], values[HOUSES + 1]),
            Player.SOUTH if side == "S" else Player.NORTH,
        )
    except InvalidPositionError as error:
        raise ValueError(f"impossible FEN position: {error}") from None
