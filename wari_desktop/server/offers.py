"""Seeks and challenges as the lobby keeps them, and how players are shown in it."""

from __future__ import annotations

import secrets
import string
from dataclasses import dataclass
from typing import Any

from ..protocol import GameTerms
from .ratings import provisional
from .storage import Account, AccountKind

_ALPHABET = string.ascii_letters + string.digits


def new_id(length: int = 10) -> str:
    """A random id of letters and digits."""
    return "".join(secrets.choice(_ALPHABET) for _ in range(length))


def player_json(account: Account) -> dict[str, Any]:
    """A player as the lobby shows them."""
    guest = account.kind is AccountKind.GUEST
    return {"name": account.name, "rating": None if guest else round(account.rating),
            "provisional": provisional(account), "bot": account.kind is AccountKind.BOT,
            "guest": guest}


@dataclass(frozen=True, slots=True)
class Offer:
    """A seek (``to`` None) or a challenge to ``to``: its author and the terms."""

    id: str
    by: Account
    terms: GameTerms
    to: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "by": player_json(self.by), "to": self.to,
                **self.terms.to_json()}
