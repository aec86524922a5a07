"""A rematch, with no Qt: the challenge that offers the opponent of a game just ended
another on the same terms (clock, rated, rules), each player on the other side."""

from __future__ import annotations

from typing import Any

from ...protocol import Side, rules_to_json
from ...protocol.messages import GameSnapshot
from ...rules import Player
from .game_frames import seat_name


def rematch_challenge(game: GameSnapshot, side: Player) -> dict[str, Any]:
    """The fields of the challenge that offers the opponent of ``side`` in ``game``
    another game on the same terms, each on the other side, named as a rematch of it."""
    terms = game.terms
    return {"to": seat_name(game, side.opponent), "rematch": game.id,
            "clock": None if terms.control is None else terms.control.format(),
            "rated": terms.rated, "rules": rules_to_json(terms.rules),
            "side": Side.of(side.opponent).value}
