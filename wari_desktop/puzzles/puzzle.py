"""A puzzle: a position where exactly one move wins, and the proof that it does.

A puzzle is proven one of two ways:

* ``TableProof``: the endgame table (every board with at most ``seeds`` seeds) values the
  position and every move exactly (no value rests on the cycle convention), and only the
  answer leaves the player to move with more than 24 seeds at the end.
* ``SearchProof``: a full-width search to ``depth`` plies (no endgame table, every root
  move searched with an open window) scores the answer ``score`` seeds and every other
  move at least ``margin`` seeds worse, at that depth and one ply less deep; a game the
  search sees won to the end counts ``FORCED`` (48) seeds above any it only estimates.

Positions are fresh starts: no earlier position of the game can recur.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from enum import Enum

from ..notation.fen import parse_fen, to_fen
from ..rules import Game, GrandSlam, Player, Position, Rules


class Theme(Enum):
    """What the winning idea is."""

    #: The answer captures two houses or more at once.
    CHAIN_CAPTURE = "chain-capture"
    #: The answer captures one house.
    CAPTURE = "capture"
    #: The winning line ends with the opponent starved: a famine.
    FAMINE = "famine"
    #: A grand slam is on the board: the answer is one, or the move that looks like one
    #: takes nothing (or is forbidden by the rule in force).
    GRAND_SLAM = "grand-slam"
    #: An ending won only one way (table-proven, no capture or famine at once).
    ENDGAME = "endgame"
    #: A quiet move that wins later.
    QUIET = "quiet"


class Grade(Enum):
    """How hard the puzzle is: how deep a search must look to find the answer."""

    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"


GRADES: tuple[Grade, ...] = (Grade.EASY, Grade.MEDIUM, Grade.HARD)
#: What a game a search sees won to the end is worth above any estimate, in seeds (all 48).
FORCED = 48.0


@dataclass(frozen=True, slots=True)
class TableProof:
    """Proven by the endgame table of ``seeds`` seeds: the player to move gains ``value``
    of the seeds on the board with the answer, at best."""

    seeds: int
    value: int

    @property
    def method(self) -> str:
        """``"table"``."""
        return "table"


@dataclass(frozen=True, slots=True)
class SearchProof:
    """Proven by a search to ``depth`` plies: the answer scores ``score`` seeds, every
    other move at least ``margin`` seeds less (a game seen won to the end counts 48
    seeds more: ``won``)."""

    depth: int
    score: float
    margin: float

    @property
    def method(self) -> str:
        """``"search"``."""
        return "search"

    @property
    def won(self) -> bool:
        """True when the search sees the answer win the game to the end."""
        return self.score >= FORCED


Proof = TableProof | SearchProof


@dataclass(frozen=True, slots=True)
class Reply:
    """What refutes a wrong move: the line that follows it (the opponent's reply first,
    a few plies at most) and the wrong move's value in seeds for the player, as the proof
    measured it (the table: the final margin; the search: its score, as the answer's)."""

    line: tuple[str, ...]
    value: float


@dataclass(frozen=True, slots=True)
class Puzzle:
    """One puzzle: ``fen`` with its ``rules``; ``move`` is the only move that wins.

    ``line`` is the winning line from the answer on (a few plies); ``replies`` refutes
    each other legal move. ``find_depth`` is how many plies a plain search needs to rank
    the answer first (the grade follows from it). ``source`` says where the position was
    found.
    """

    key: str
    fen: str
    move: str
    theme: Theme
    grade: Grade
    proof: Proof
    rules: Rules = field(default_factory=Rules)
    line: tuple[str, ...] = ()
    replies: dict[str, Reply] = field(default_factory=dict)
    find_depth: int = 0
    source: str = ""

    @property
    def position(self) -> Position:
        """The puzzle's position."""
        return parse_fen(self.fen)

    @property
    def player(self) -> Player:
        """The side the solver plays: the side to move."""
        return self.position.to_move

    def game(self) -> Game:
        """A fresh game at the puzzle's position."""
        return Game(self.position, self.rules)


def rules_to_dict(rules: Rules) -> dict[str, object]:
    """The rule options a puzzle file records (standard houses and feeding only)."""
    return {"grand_slam": rules.grand_slam.value, "repetition": rules.end_on_repetition}


def rules_from_dict(data: object) -> Rules:
    """Rules from ``rules_to_dict``'s form; ValueError naming what is wrong."""
    if not isinstance(data, dict):
        raise ValueError("'rules' must be an object")
    unknown = set(data) - {"grand_slam", "repetition"}
    if unknown:
        raise ValueError(f"unknown rule option {sorted(unknown)[0]!r}")
    slam = data.get("grand_slam", GrandSlam.CAPTURES_NOTHING.value)
    try:
        grand_slam = GrandSlam(slam)
    except ValueError:
        choices = ", ".join(g.value for g in GrandSlam)
        raise ValueError(f"grand_slam {slam!r} is not one of {choices}") from None
    repetition = data.get("repetition", True)
    if not isinstance(repetition, bool):
        raise ValueError("'repetition' must be true or false")
    return Rules(grand_slam=grand_slam, end_on_repetition=repetition)


def puzzle_key(position: Position, rules: Rules) -> str:
    """A short stable name for a position and its rules (``"p"`` and 10 hex digits)."""
    text = f"{to_fen(position)}|{rules.grand_slam.value}|{rules.end_on_repetition}"
    return "p" + hashlib.sha256(text.encode()).hexdigest()[:10]
