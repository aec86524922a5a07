"""What a record says besides its moves: its tags, and its comments with the moves they
were written on, so that a game opened, played on (or taken back) and saved again keeps
every word that still fits its moves."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ..rules import Player
from .record import Record

#: Tags this program writes for itself in its autosave: never carried into a saved file.
PRIVATE_TAGS = ("WariFile", "WariModified")


@dataclass(frozen=True)
class Annotations:
    """A record's tags and comments; ``moves`` are the moves the comments follow."""

    tags: dict[str, str] = field(default_factory=dict)
    comments: dict[int, str] = field(default_factory=dict)
    moves: tuple[str, ...] = ()

    @classmethod
    def of(cls, record: Record) -> Annotations:
        """The annotations of ``record`` (its private tags left out)."""
        tags = {k: v for k, v in record.tags.items() if k not in PRIVATE_TAGS}
        return cls(tags, dict(record.comments), tuple(record.game.moves))

    def comments_for(self, moves: Sequence[str]) -> dict[int, str]:
        """The comments that still fit a game with ``moves``: the one before the first
        move, and each one written after n moves when the game's first n moves are the
        record's first n."""
        kept: dict[int, str] = {}
        for ply, text in self.comments.items():
            if ply <= len(moves) and tuple(moves[:ply]) == self.moves[:ply]:
                kept[ply] = text
        return kept

    def name(self, player: Player) -> str | None:
        """The name the record gives ``player`` (None when it gives none or ``?``)."""
        value = self.tags.get("South" if player is Player.SOUTH else "North", "").strip()
        return value if value and value != "?" else None
