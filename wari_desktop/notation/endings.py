"""How a record says that a game ended and who won: the ``Result`` and ``Termination``
tags written for every ending, and read back.

``Result`` is two seed counts, South's first (``"25-20"``), as Aualé writes and reads
them, or ``*`` when there is no result. The larger number is always the winner's; equal
numbers are a draw. ``Termination`` says why, in words a person reads (PGN's tag of the
same name). Every ending, as written:

- **By the rules** (the moves say it; the reader checks it): the final totals, after the
  collection where the rule collects. ``The game ended by the rules: <why>; <verdict>``,
  ``<why>`` being ``South has a majority (25 seeds)``, ``each player has 24 seeds``,
  ``North cannot feed South (must feed)`` or ``North has no seeds to sow``,
  ``a position came back (repetition)``, ``South's side is empty (tutti a casa)``, the
  collecting ones followed by ``each player took the seeds on their side``; ``<verdict>``
  is ``South wins 25-20`` or ``a draw, 24-24``.
- **By agreement** (each player takes the seeds on their own side): those totals, which
  the reader recognises. ``Ended by agreement: each player took the seeds on their side;
  <verdict>``.
- **A forfeit**, the game lost off the board: ``South resigned``, ``South lost on
  time`` (``time forfeit``, PGN's words for the side to move, is read too), ``South left
  the game and did not come back; North claimed the win``. The loser keeps the seeds it
  captured and the winner is given the rest, the seeds still on the board included (the
  board is forfeited): ``"8-40"`` when South resigns having captured 8. Should that not
  be more than the loser's (a loser with 24), the winner is given 25.
- **No result** (``*``, PGN's mark for a game without one; Aualé writes it for an
  unfinished game): ``Aborted before the second move: no result``; ``North did not make
  a first move in time: aborted, no result``; ``South left the game and did not come
  back; North called the game off: no result`` (``A player left ...; the game was called
  off: no result`` when it is not known who left). The words ``aborted``,
  ``called-off`` and ``no-first-move`` that earlier servers wrote read as these.

A ``Termination`` written here is rewritten on every save (it goes when the ending is
taken back); any other is kept as it is.
"""

from __future__ import annotations

from ..rules import SEEDS, EndReason, Game, Outcome, Player
from ..rules.outcome import COLLECTING, MAJORITY
from .record import Record, Stop, StopReason
from .tags import LOSSES_ON_TIME, RESIGNATIONS, TERMINATION_TAG, TIME_FORFEIT

RULES_HEAD = "The game ended by the rules: "
AGREEMENT_HEAD = "Ended by agreement: "
COLLECTED = "each player took the seeds on their side"
NO_RESULT = "*"


def stop_text(stop: Stop) -> str:
    """The ``Termination`` of a stopped game."""
    who = stop.player
    if stop.reason is StopReason.ABANDONED and who is not None:  # always named
        return (f"{who.label} left the game and did not come back; "
                f"{who.opponent.label} claimed the win")
    if stop.reason is StopReason.CALLED_OFF:
        if who is None:
            return ("A player left the game and did not come back; the game was called off: "
                    "no result")
        return (f"{who.label} left the game and did not come back; "
                f"{who.opponent.label} called the game off: no result")
    if stop.reason is StopReason.NO_FIRST_MOVE and who is not None:
        return f"{who.label} did not make a first move in time: aborted, no result"
    return "Aborted before the second move: no result"


def _verdict(totals: tuple[int, int]) -> str:
    south, north = totals
    if south == north:
        return f"a draw, {south}-{north}"
    winner = Player.SOUTH if south > north else Player.NORTH
    return f"{winner.label} wins {south}-{north}"


def outcome_text(game: Game, outcome: Outcome) -> str:
    """The ``Termination`` of a game that ``outcome`` ended (by the rules or agreement)."""
    verdict = _verdict(outcome.totals)
    if outcome.reason is EndReason.AGREEMENT:
        return f"{AGREEMENT_HEAD}{COLLECTED}; {verdict}"
    position, rules = game.position, game.rules
    mover = position.to_move
    if outcome.reason is EndReason.MAJORITY:
        leader = mover if outcome.winner is None else outcome.winner
        why = f"{leader.label} has a majority ({outcome.totals[leader]} seeds)"
    elif outcome.reason is EndReason.EVEN_SPLIT:
        why = f"each player has {SEEDS // 2} seeds"
    elif outcome.reason is EndReason.FAMINE:
        why = (f"{mover.label} cannot feed {mover.opponent.label} (must feed)"
               if position.seeds_of(mover, rules) else f"{mover.label} has no seeds to sow")
    elif outcome.reason is EndReason.REPETITION:
        why = "a position came back (repetition)"
    else:
        empty = next((p for p in Player if not position.seeds_of(p, rules)), mover)
        why = f"{empty.label}'s side is empty (tutti a casa)"
    if outcome.reason in COLLECTING:
        why = f"{why}; {COLLECTED}"
    return f"{RULES_HEAD}{why}; {verdict}"


def forfeit_result(loser: Player, stores: tuple[int, int]) -> tuple[int, int]:
    """South's and North's numbers when ``loser`` forfeits with ``stores``: the loser keeps
    what it captured, the winner has the rest of the seeds (at least 25)."""
    kept = stores[loser]
    given = max(SEEDS - kept, MAJORITY)
    return (given, kept) if loser is Player.NORTH else (kept, given)


def forfeited_by(record: Record) -> Player | None:
    """The player who lost ``record``'s game off the board, if one did."""
    if record.game.is_over():
        return None
    if record.resigned is not None:
        return record.resigned
    if record.lost_on_time is not None:
        return record.lost_on_time
    stop = record.stop
    return stop.player if stop is not None and stop.winner is not None else None


def result(record: Record) -> str:
    """The ``Result`` (and the movetext's last word) of ``record``."""
    game = record.game
    totals = game.result()
    if totals is not None:
        return f"{totals[0]}-{totals[1]}"
    loser = forfeited_by(record)
    if loser is None:
        return NO_RESULT
    south, north = forfeit_result(loser, game.scores)
    return f"{south}-{north}"


def termination(record: Record) -> str | None:
    """The ``Termination`` of ``record`` (None for a game that goes on)."""
    game = record.game
    if game.outcome is not None:
        return outcome_text(game, game.outcome)
    if record.resigned is not None:
        return RESIGNATIONS[record.resigned]
    if record.lost_on_time is not None:
        return LOSSES_ON_TIME[record.lost_on_time]
    if record.stop is not None:
        return stop_text(record.stop)
    return None


_OLD_WORDS = {reason.value: reason for reason in StopReason if reason
              is not StopReason.ABANDONED}


def _said(value: str) -> str:
    return " ".join(value.split()).lower()


def _stop_texts() -> dict[str, Stop]:
    texts: dict[str, Stop] = {}
    for reason in StopReason:
        for player in (None, *Player):
            try:
                stop = Stop(reason, player)
            except ValueError:
                continue
            texts[_said(stop_text(stop))] = stop
    return texts


_STOPS = _stop_texts()
_LOSSES_ON_TIME = {_said(text): p for p, text in LOSSES_ON_TIME.items()}


def read(tags: dict[str, str], game: Game
         ) -> tuple[Player | None, Player | None, Stop | None]:
    """What a record's ``Termination`` says of a game its moves did not end: who resigned,
    who lost on time, how it was stopped (all None for a game the moves ended)."""
    if game.is_over():
        return None, None, None
    value = _said(tags.get(TERMINATION_TAG, ""))
    resigned = next((p for p, text in RESIGNATIONS.items() if _said(text) == value), None)
    if resigned is not None:
        return resigned, None, None
    if value == TIME_FORFEIT:
        return None, game.to_move, None
    if value in _LOSSES_ON_TIME:
        return None, _LOSSES_ON_TIME[value], None
    if value in _OLD_WORDS:
        reason = _OLD_WORDS[value]
        player = game.to_move if reason is StopReason.NO_FIRST_MOVE else None
        return None, None, Stop(reason, player)
    return None, None, _STOPS.get(value)


def written_here(value: str | None) -> bool:
    """True when a ``Termination`` is one this module writes (it is rewritten on saving)."""
    if value is None:
        return False
    said = _said(value)
    return (said.startswith(_said(RULES_HEAD)) or said.startswith(_said(AGREEMENT_HEAD))
            or said == TIME_FORFEIT or said in _LOSSES_ON_TIME or said in _STOPS
            or said in _OLD_WORDS
            or any(_said(text) == said for text in RESIGNATIONS.values()))
