"""The online game's status lines, with no Qt, and the rule that keeps them true.

Every line says what it is about (its ``Topic``). When what it is about changes (a
``Change``: a move is played, an offer is answered, the opponent comes or goes, the
connection drops or comes back, the game ends, another game comes to the board), every
line about it goes (``GOES_WITH``), so that no line outlives what it describes:

- ``OFFER``: an offer to end made or declined; goes with a move, the answer, the end.
- ``REQUEST``: a request refused (a claim too early, a chat line too many, a connection
  lost before the answer); goes with a move, a change of presence or of the connection,
  and the end (the end answers a resignation or a claim whose answer was lost).
- ``MOVE``: a move the server did not take; goes with the next move and the end.
- ``REMATCH``: a rematch offered; goes with another game only.
- ``END``: who won and why; goes with another game only.
- ``RECORD``: the record could not be saved; goes with another game only.

The lines are shown in that order of importance: the end first."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum


class Topic(Enum):
    """What a status line is about (in the order the lines are shown)."""

    END = "end"
    RECORD = "record"
    MOVE = "move"
    OFFER = "offer"
    REQUEST = "request"
    REMATCH = "rematch"


class Change(Enum):
    """Something that happened to the game on the board."""

    MOVE = "move"
    ANSWER = "answer"  # an offer to end answered
    PRESENCE = "presence"  # the opponent gone or back
    CONNECTION = "connection"  # ours lost or back
    END = "end"
    NEW_GAME = "new-game"


#: The lines each change makes untrue.
GOES_WITH: dict[Change, frozenset[Topic]] = {
    Change.MOVE: frozenset({Topic.OFFER, Topic.REQUEST, Topic.MOVE}),
    Change.ANSWER: frozenset({Topic.OFFER}),
    Change.PRESENCE: frozenset({Topic.REQUEST}),
    Change.CONNECTION: frozenset({Topic.REQUEST}),
    Change.END: frozenset({Topic.OFFER, Topic.REQUEST, Topic.MOVE}),
    Change.NEW_GAME: frozenset(Topic),
}


@dataclass
class StatusLines:
    """The lines said now, one a topic (see the module's rule)."""

    lines: dict[Topic, str] = field(default_factory=dict)

    def say(self, topic: Topic, text: str) -> None:
        """Say ``text`` about ``topic`` (in place of what was said about it; "": nothing)."""
        if text:
            self.lines[topic] = text
        else:
            self.lines.pop(topic, None)

    def changed(self, change: Change) -> None:
        """``change`` happened: the lines it makes untrue go."""
        for topic in GOES_WITH[change]:
            self.lines.pop(topic, None)

    def said(self, topic: Topic) -> str:
        """What is said about ``topic`` ("" for nothing)."""
        return self.lines.get(topic, "")

    def text(self) -> str:
        """Every line, the most important first, one a line."""
        return "\n".join(self.lines[topic] for topic in Topic if topic in self.lines)
