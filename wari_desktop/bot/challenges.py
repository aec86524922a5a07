"""Which challenges the bot takes (the idea of lichess-bot's matchmaking: a decision made
from the challenge and the bot's situation only, so it can be tested alone).

The rules, in this order:

- a game under other rule options than the standard ones is declined: the engine
  protocol cannot tell an engine about them;
- once the bot has as many games as it was told to play (counting those in progress and
  being accepted), every challenge is declined;
- while the bot plays ``concurrency`` games (or is accepting them), it is busy;
- else the challenge is accepted.

The side the challenger asks for (South, North or random, ``Offer.accepter_side`` the
bot's) is taken as asked: the bot plays either, reading its own from the game frame when
the game starts; a rematch (``Offer.rematch``) is decided like any challenge.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..protocol.messages import Offer
from ..rules import Rules


@dataclass(frozen=True, slots=True)
class Room:
    """The bot's situation: games being played or accepted now, how many it may play
    at once, and how many it may still start (None: no end)."""

    playing: int
    concurrency: int
    games_left: int | None = None


@dataclass(frozen=True, slots=True)
class ChallengeDecision:
    """Accept a challenge, or decline it for ``reason`` (a sentence the challenger
    reads) with ``key``, one of the protocol's decline keys (a program reads it)."""

    accept: bool
    reason: str | None = None
    key: str | None = None

    @classmethod
    def accepted(cls) -> ChallengeDecision:
        return cls(True)

    @classmethod
    def declined(cls, key: str, reason: str) -> ChallengeDecision:
        return cls(False, reason, key)


def decide(offer: Offer, room: Room) -> ChallengeDecision:
    """What the bot does with ``offer`` in ``room``."""
    if offer.terms.rules != Rules():
        return ChallengeDecision.declined("rules", "this bot plays the standard rules only")
    if room.games_left is not None and room.games_left <= 0:
        return ChallengeDecision.declined("later", "this bot has played all its games")
    if room.playing >= room.concurrency:
        plural = "s" if room.playing != 1 else ""
        return ChallengeDecision.declined(
            "later", f"busy: playing {room.playing} game{plural} already")
    return ChallengeDecision.accepted()
