"""A lesson: a position, a question ("find the move that..."), and the judgement of any
answer. No Qt: the texts are English source strings marked for Qt's translation tools
(context ``Lessons``); the interface translates them and fills their ``{placeholders}``.

A move is judged by playing it with the rules engine: an illegal move is explained and
changes nothing; a legal one is played (with the opponent's reply when the lesson says the
reply is forced), its facts are told (seeds sown, last house, captures, the end of the game
and the count), and it is right when it is one of the lesson's answers.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from ..notation.fen import parse_fen
from ..rules import LETTERS, EndReason, Game, Player, Position, Rules, SowingPlan

#: The translation context of every lesson text.
CONTEXT = "Lessons"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # Qt's marker name
    """Mark ``text`` for translation under ``context`` (Qt's tools find it); returns it."""
    return text


class Verdict(Enum):
    """How an answer fared."""

    RIGHT = "right"
    WRONG = "wrong"  # a legal move that is not the answer
    ILLEGAL = "illegal"  # not a move the rules allow here: nothing is played


@dataclass(frozen=True, slots=True)
class Message:
    """A sentence to show: an English source text (context ``Lessons``) and the values of
    its ``{placeholders}``: letters and numbers as they are, ``Player`` and ``EndReason``
    values for the interface to put in words."""

    text: str
    values: dict[str, object] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Attempt:
    """An answer judged: the moves to show (the answer, then any forced reply), the
    verdict, and the sentences that explain it."""

    move: str
    verdict: Verdict
    moves: tuple[str, ...]
    messages: tuple[Message, ...]
    game: Game  # the lesson's game after the moves

    @property
    def right(self) -> bool:
        """True when the answer was right."""
        return self.verdict is Verdict.RIGHT


@dataclass(frozen=True)
class Lesson:
    """One lesson of the course.

    ``fen`` is the position (after the moves of ``history`` when there are any: those
    are played from ``fen`` before the question, so a position can be repeated); ``right``
    the accepted moves; ``goal`` what to look for; ``praise`` why the right move was right
    and ``missed`` what a wrong one missed. ``illegal`` explains why a move the rules refuse
    here cannot be played. With ``forced_reply`` the opponent's reply is played when it is
    their only legal move.
    """

    key: str
    title: str
    goal: str
    fen: str
    right: tuple[str, ...]
    praise: str
    missed: str
    rules: Rules = field(default_factory=Rules)
    history: tuple[str, ...] = ()
    forced_reply: bool = False
    illegal: str = ""

    @property
    def position(self) -> Position:
        """The position of ``fen``."""
        return parse_fen(self.fen)

    def game(self) -> Game:
        """A fresh game at the lesson's question (its history played)."""
        game = Game(self.position, self.rules)
        for move in self.history:
            game.play(move)
        return game

    @property
    def player(self) -> Player:
        """The side the player takes in this lesson (the side to move)."""
        return self.game().to_move

    def repeated_ply(self) -> int | None:
        """For a lesson about repetition: how many moves of the history had been played
        when the position the right move brings back first stood (0: the start)."""
        if not self.history:
            return None
        game = self.game()
        game.play(self.right[0])
        key = game.position.key
        seen = [game.start, *(ply.after for ply in game.plies[:-1])]
        for count, position in enumerate(seen):
            if position.key == key:
                return count
        return None

    def repeated_position(self) -> Position | None:
        """The earlier position that the right move brings back, if the lesson has one."""
        ply = self.repeated_ply()
        if ply is None:
            return None
        game = self.game()
        return game.start if ply == 0 else game.plies[ply - 1].after

    def attempt(self, move: str) -> Attempt:
        """Judge ``move`` (a house letter) as the answer to this lesson."""
        game = self.game()
        if move not in game.legal_moves():
            return Attempt(move, Verdict.ILLEGAL, (), (self._refusal(game, move),), game)
        facts = [*_facts(game, move, game.play(move))]
        moves = [move]
        if self.forced_reply and len(game.legal_moves()) == 1:
            reply = game.legal_moves()[0]
            facts.append(Message(QT_TRANSLATE_NOOP(
                "Lessons", "{side} had only one move: {reply}."),
                {"side": game.to_move, "reply": reply}))
            facts.extend(_facts(game, reply, game.play(reply)))
            moves.append(reply)
        if game.outcome is not None:
            facts.append(_ending(game))
        values = _values(game, move)
        if move in self.right:
            messages = (Message(self.praise, values),)
            return Attempt(move, Verdict.RIGHT, tuple(moves), messages, game)
        return Attempt(move, Verdict.WRONG, tuple(moves),
                       (*facts, Message(self.missed, values)), game)


    def _refusal(self, game: Game, move: str) -> Message:
        """Why the rules refuse ``move`` here, in the learner's terms (the lesson's own
        words for a move the lesson's rule forbids)."""
        house = LETTERS.index(move)
        mover = game.to_move
        if game.rules.owners[house] is not mover:
            return Message(QT_TRANSLATE_NOOP(
                "Lessons", "{move} is a house of {side}'s: you play {player}."),
                {"move": move, "side": mover.opponent, "player": mover})
        if not game.houses[house]:
            return Message(QT_TRANSLATE_NOOP(
                "Lessons", "{move} is empty: there is nothing to sow."), {"move": move})
        if self.illegal:
            return Message(self.illegal, {"move": move})
        return Message(QT_TRANSLATE_NOOP("Lessons", "The rules do not allow {move} here."),
                       {"move": move})


def _values(game: Game, move: str) -> dict[str, object]:
    """The numbers a praise or a hint may quote: the move, what it captured, the stores."""
    captured = 0
    for ply in reversed(game.plies):
        if ply.move == move:
            captured = ply.plan.captured
            break
    south, north = game.result() or game.scores
    return {"move": move, "captured": captured, "south": south, "north": north}




def _facts(game: Game, move: str, plan: SowingPlan) -> list[Message]:
    """What ``move`` did: seeds sown and where the last fell, then its capture."""
    seeds = len(plan.sown)
    values: dict[str, object] = {"move": move, "seeds": seeds, "last": LETTERS[plan.last]}
    if seeds >= 12:
        facts = [Message(QT_TRANSLATE_NOOP(
            "Lessons", "Seeds sown from {move}: {seeds}, right round the board, skipping "
            "{move}. The last one fell in {last}."), values)]
    else:
        facts = [Message(QT_TRANSLATE_NOOP(
            "Lessons", "Seeds sown from {move}: {seeds}. The last one fell in {last}."),
            values)]
    if plan.grand_slam:
        facts.append(Message(QT_TRANSLATE_NOOP(
            "Lessons", "It would have taken every seed on {side}'s side: a grand slam, so it "
            "captured nothing."), {"side": game.plies[-1].before.to_move.opponent}))
    elif plan.captures:
        houses = ", ".join(LETTERS[h] for h, _ in plan.captures)
        facts.append(Message(QT_TRANSLATE_NOOP(
            "Lessons", "Seeds captured: {captured}, from {houses}."),
            {"captured": plan.captured, "houses": houses}))
    return facts


def _ending(game: Game) -> Message:
    """The end of the game and the count."""
    outcome = game.outcome
    assert outcome is not None
    south, north = outcome.totals
    return Message(QT_TRANSLATE_NOOP(
        "Lessons", "The game is over ({reason}): South {south}, North {north}."),
        {"reason": outcome.reason, "south": south, "north": north})


__all__ = ["CONTEXT", "QT_TRANSLATE_NOOP", "Attempt", "EndReason", "Lesson", "Message",
           "Verdict"]
