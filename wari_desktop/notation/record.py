"""A game record: a game with its history, its tags and its comments."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..rules import Game, Player


@dataclass
class Record:
    """A game as a file holds it.

    ``game`` stands at the last move with its whole history (so undo works); ``tags`` are
    the tag pairs as strings; ``comments`` maps a ply count to the comment written after
    that many moves (0: before the first move); ``resigned`` is the player who gave the
    game up, if one did (the game then ends there, though the rules would go on), and
    ``lost_on_time`` the player whose time ran out, if one's did (the same).
    """

    game: Game
    tags: dict[str, str] = field(default_factory=dict)
    comments: dict[int, str] = field(default_factory=dict)
    resigned: Player | None = None
    lost_on_time: Player | None = None

    @classmethod
    def from_game(
        cls, game: Game, tags: dict[str, str] | None = None,
        comments: dict[int, str] | None = None, resigned: Player | None = None,
        lost_on_time: Player | None = None,
    ) -> Record:
        """A record for saving ``game`` with the given tags (players, event, date...)."""
        return cls(game, dict(tags or {}), dict(comments or {}), resigned, lost_on_time)

    def is_finished(self) -> bool:
        """True when the game ended, by the rules, by agreement, by a resignation or on
        time."""
        return (self.resigned is not None or self.lost_on_time is not None
                or self.game.is_over())

    def comment(self, ply: int) -> str | None:
        """The comment after ``ply`` moves, if any."""
        return self.comments.get(ply)
