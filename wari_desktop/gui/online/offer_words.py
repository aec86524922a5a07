"""What a game offered to the player says, in words: who offers it, whether it is a
rematch, the clock, rated or casual, the rules, and the side the player would get.

The rules:

- The side is the one the player would get by accepting (``Offer.accepter_side``: the
  other side of the author's, or "drawn by lot"); South moves first, and says so.
- Rules other than the standard ones are named one by one (a grand slam forbidden, no end
  by repetition, Tutti a casa, Libertà al più forte), so that nobody accepts a variant
  without knowing.
- A rematch is called one, in the title and in the sentence.
- The notice on the main window shows a title and the terms; the lobby shows one sentence.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...protocol import Side
from ...protocol.messages import Offer
from ...rules import EmptySide, GrandSlam, Rules
from ..dialogs.clock_choice import clock_title
from .lobby_models import mode_text, player_text

_CONTEXT = "OfferWords"
translate = QCoreApplication.translate


def side_words(side: Side) -> str:
    """The side the player would get: "you play South (you move first)", "you play
    North", "sides drawn by lot"."""
    if side is Side.SOUTH:
        return translate(_CONTEXT, "you play South (you move first)")
    if side is Side.NORTH:
        return translate(_CONTEXT, "you play North")
    return translate(_CONTEXT, "sides drawn by lot")


def rules_words(rules: Rules) -> str:
    """"standard rules", or each option that differs from them."""
    if rules == Rules():
        return translate(_CONTEXT, "standard rules")
    parts = []
    if rules.grand_slam is GrandSlam.FORBIDDEN:
        parts.append(translate(_CONTEXT, "grand slam forbidden"))
    if not rules.end_on_repetition:
        parts.append(translate(_CONTEXT, "no end by repetition"))
    if rules.empty_side is EmptySide.GAME_ENDS:
        parts.append(translate(_CONTEXT, "Tutti a casa"))
    elif rules.empty_side is EmptySide.PASS:
        parts.append(translate(_CONTEXT, "Libertà al più forte"))
    return translate(_CONTEXT, "variant rules: {options}").format(options=", ".join(parts))


def offer_title(offer: Offer) -> str:
    """"Rematch offered by kofi (1500?)" or "Challenge from kofi (1500?)"."""
    if offer.rematch is not None:
        return translate(_CONTEXT, "Rematch offered by {player}").format(
            player=player_text(offer.by))
    return translate(_CONTEXT, "Challenge from {player}").format(player=player_text(offer.by))


def offer_terms(offer: Offer) -> str:
    """"5 min + 3 s a move · rated · standard rules" (the side is a line of its own)."""
    terms = offer.terms
    return " · ".join((clock_title(terms.control), mode_text(terms),
                       rules_words(terms.rules)))


def side_line(side: Side) -> str:
    """The side the player would get, as a line: "You play South: you move first", "You
    play North", "Sides drawn by lot"."""
    if side is Side.SOUTH:
        return translate(_CONTEXT, "You play South: you move first")
    if side is Side.NORTH:
        return translate(_CONTEXT, "You play North")
    return translate(_CONTEXT, "Sides drawn by lot")


def offer_sentence(offer: Offer) -> str:
    """The offer in one sentence, as the lobby shows it: "kofi (1500?) challenges you: 5
    min + 3 s a move, rated, standard rules; you play North." (a rematch says so)."""
    terms = offer.terms
    words = {"player": player_text(offer.by), "clock": clock_title(terms.control),
             "mode": mode_text(terms), "rules": rules_words(terms.rules),
             "side": side_words(offer.accepter_side)}
    if offer.rematch is not None:
        return translate(_CONTEXT, "{player} offers a rematch: {clock}, {mode}, {rules}; "
                         "{side}.").format(**words)
    return translate(_CONTEXT, "{player} challenges you: {clock}, {mode}, {rules}; "
                     "{side}.").format(**words)
