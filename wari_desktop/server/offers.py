"""Seeks and challenges as the lobby keeps them, and how players are shown in it."""

from __future__ import annotations

import secrets
import string
from dataclasses import dataclass

from ..protocol import GameTerms, messages
from .ratings import provisional
from .storage import Account, AccountKind

_ALPHABET = string.ascii_letters + string.digits


def new_id(length: int = 10) -> str:
    """A random id of letters and digits."""
    return "".join(secrets.choice(_ALPHABET) for _ in range(length))


def player_seat(account: Account) -> messages.Seat:
    """A player as the lobby shows them."""
    guest = account.kind is AccountKind.GUEST
    return messages.Seat(account.name, None if guest else round(account.rating),
                         provisional(account), account.kind is AccountKind.BOT, guest)


@dataclass(frozen=True, slots=True)
class Offer:
    """A seek (``to`` None) or a challenge to ``to``: its author and the terms;
    ``rematch``, the game of the two a challenge offers to play again."""

    id: str
    by: Account
    terms: GameTerms
    to: str | None = None
    rematch: str | None = None

    def shown(self) -> messages.Offer:
        """The offer as the lobby's frames show it."""
        return messages.Offer(self.id, player_seat(self.by), self.terms, self.to,
                              self.rematch)
