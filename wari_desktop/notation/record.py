"""A game record: a game with its history, its tags and its comments."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..rules import Game


@dataclass
class Record:
    """A game as a file holds it.

    ``game`` stands at the last move with its whole history (so undo works); ``tags`` are
    the tag pairs as strings; ``comments`` maps a ply count to the comment written after
    that many moves (0: before the first move).
    """

    game: Game
    tags: dict[str, str] = field(default_factory=dict)
    comments: dict[int, str] = field(default_factory=dict)

    @classmethod
    def from_game(
        cls, game: Game, tags: dict[str, str] | None = None,
        comments: dict[int, str] | None = None,
    ) -> Record:
        """A record for saving ``game`` with the given tags (players, event, date...)."""
        return cls(game, dict(tags or {}), dict(comments or {}))

    def comment(self, ply: int) -> str | None:
        """The comment after ``ply`` moves, if any."""
        return self.comments.get(ply)
