"""The bot's challenge decisions (``bot.challenges.decide``): standard rules only, no more
games than it was told to play, no more at once than ``concurrency``."""

from __future__ import annotations

import pytest

from wari_desktop.bot.challenges import ChallengeDecision, Room, decide
from wari_desktop.protocol import GameTerms, Side
from wari_desktop.protocol.messages import Offer, Seat
from wari_desktop.rules import EmptySide, GrandSlam, Rules
from wari_desktop.rules.clock import TimeControl

AMA = Seat("ama", 1500)


def offer(rules: Rules | None = None) -> Offer:
    return Offer("Cd34", AMA, GameTerms(TimeControl(300, 3), True, rules or Rules(),
                                        Side.RANDOM), to="deep-wari")


def test_a_standard_challenge_with_room_is_accepted() -> None:
    assert decide(offer(), Room(0, 1)) == ChallengeDecision.accepted()
    assert decide(offer(), Room(1, 2, games_left=1)).accept


@pytest.mark.parametrize("rules", [Rules(grand_slam=GrandSlam.FORBIDDEN),
                                   Rules(end_on_repetition=False),
                                   Rules(empty_side=EmptySide.GAME_ENDS)])
def test_other_rule_options_are_declined(rules: Rules) -> None:
    decision = decide(offer(rules), Room(0, 1))
    assert decision == ChallengeDecision.declined("rules",
                                                  "this bot plays the standard rules only")


def test_a_bot_that_has_played_its_games_declines() -> None:
    decision = decide(offer(), Room(0, 1, games_left=0))
    assert (decision.key, decision.reason) == ("later", "this bot has played all its games")


def test_a_busy_bot_declines_saying_how_busy() -> None:
    assert decide(offer(), Room(1, 1)).reason == "busy: playing 1 game already"
    assert decide(offer(), Room(1, 1)).key == "later"
    assert decide(offer(), Room(3, 2)).reason == "busy: playing 3 games already"


def test_every_decline_names_a_key_of_the_protocol() -> None:
    from wari_desktop.protocol.declines import DECLINE_REASONS

    for decision in (decide(offer(Rules(end_on_repetition=False)), Room(0, 1)),
                     decide(offer(), Room(0, 1, games_left=0)), decide(offer(), Room(2, 2))):
        assert not decision.accept and decision.key in DECLINE_REASONS


@pytest.mark.parametrize("side", list(Side))
def test_the_side_asked_is_taken_as_asked(side: Side) -> None:
    """The bot plays either side (it reads its own from the game frame), so a challenger
    may choose South, North or leave it to chance; a rematch is a challenge like others."""
    asked = Offer("Cd34", AMA, GameTerms(TimeControl(300, 3), True, Rules(), side),
                  to="deep-wari", rematch="Gm1234")
    assert decide(asked, Room(0, 1)).accept
