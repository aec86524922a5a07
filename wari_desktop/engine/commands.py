"""The words of the engine protocol, without I/O: reading ``position``, ``go`` and
``setoption`` arguments, and writing ``info`` lines.

Moves are house letters, ``A``-``F`` for South and ``a``-``f`` for North, run together
(``moves FfEd``) as Aualé sends them; letters separated by spaces are read too. A ``fen``
is our FEN text (``4-4-4-4-4-4-4-4-4-4-4-4-0-0-S``: houses ``A..F a..f``, South's and
North's stores, the player to move).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..notation.fen import parse_fen
from ..rules import LETTERS, Game, IllegalMoveError

NULL_MOVE = "0000"  # the protocol's "no move", answered to ``go`` on a finished game


class ProtocolError(ValueError):
    """A command the engine cannot follow; the message says why (sent as ``info string``)."""


def game_from(args: Sequence[str]) -> Game:
    """The game ``position`` describes: ``startpos`` or ``fen FEN``, then optionally
    ``moves`` and the letters played since. ProtocolError for anything else, an unreadable
    FEN or a move that is not legal where it is played."""
    if not args:
        raise ProtocolError("position needs 'startpos' or 'fen FEN', then optionally 'moves'")
    rest = list(args)
    head = rest.pop(0)
    if head == "startpos":
        game = Game()
    elif head == "fen":
        if not rest or rest[0] == "moves":
            raise ProtocolError("position fen needs a FEN such as "
                                "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S")
        text = rest.pop(0)
        try:
            game = Game(parse_fen(text))
        except ValueError as error:
            raise ProtocolError(f"bad FEN {text[:60]!r}: {error}") from None
    else:
        raise ProtocolError(f"position needs 'startpos' or 'fen', not {head[:20]!r}")
    if rest and rest[0] == "moves":
        rest.pop(0)
        play_all(game, "".join(rest))
    elif rest:
        raise ProtocolError(f"unexpected {rest[0][:20]!r} in position: only 'moves' may "
                            "follow the position")
    return game


def play_all(game: Game, letters: str) -> None:
    """Play the house letters in order; ProtocolError naming the first that cannot be
    played (and why) otherwise."""
    for number, move in enumerate(letters, start=1):
        if move not in LETTERS:
            raise ProtocolError(f"move {number} ({move!r}) is not a house letter: A-F are "
                                "South's houses, a-f North's")
        try:
            game.play(move)
        except IllegalMoveError as error:
            raise ProtocolError(f"move {number} ({move}) is illegal: {error}") from None


@dataclass(frozen=True, slots=True)
class GoLimits:
    """What ``go`` asked for: a depth, a time in seconds (None: no such limit), or to
    think until ``stop`` (``infinite``, and ``ponder`` which the engine treats alike)."""

    depth: int | None = None
    seconds: float | None = None
    infinite: bool = False


_NUMBERS = ("depth", "movetime", "wtime", "btime", "winc", "binc", "movestogo")


def go_limits(args: Sequence[str], south_to_move: bool) -> GoLimits:
    """The limits of ``go [depth N] [movetime MS] [infinite] [ponder] [wtime MS btime MS
    winc MS binc MS movestogo N]``. With a clock but no ``movetime`` the engine spends a
    twentieth of its remaining time (or of the moves to go) plus most of its increment.
    ProtocolError for an unknown word or a value that is not a whole number."""
    values: dict[str, int] = {}
    infinite = False
    words = list(args)
    while words:
        word = words.pop(0)
        if word in ("infinite", "ponder"):
            infinite = True
        elif word in _NUMBERS:
            if not words:
                raise ProtocolError(f"go {word} needs a number")
            text = words.pop(0)
            if not text.isdigit():
                raise ProtocolError(f"go {word} needs a whole number, not {text[:20]!r}")
            values[word] = int(text)
        else:
            raise ProtocolError(f"go does not know {word[:20]!r}; use depth N, movetime MS "
                                "or infinite")
    if infinite:
        return GoLimits(infinite=True)
    depth = values.get("depth")
    if depth == 0:
        raise ProtocolError("go depth must be 1 or more")
    seconds: float | None = None
    if "movetime" in values:
        seconds = values["movetime"] / 1000
    else:
        left = values.get("wtime" if south_to_move else "btime")
        if left is not None:
            increment = values.get("winc" if south_to_move else "binc", 0)
            share = left / max(1, min(values.get("movestogo", 20), 20))
            seconds = min(left * 0.5, share + increment * 0.8) / 1000
    return GoLimits(depth, seconds)


def option_words(args: Sequence[str]) -> tuple[str, str]:
    """``name`` and ``value`` of ``setoption name NAME [value VALUE]`` (each may hold
    spaces; the value is empty when none is given). ProtocolError without a name."""
    words = list(args)
    if not words or words[0] != "name":
        raise ProtocolError("setoption needs 'name NAME value VALUE'")
    if "value" in words:
        cut = words.index("value")
        name, value = words[1:cut], words[cut + 1:]
    else:
        name, value = words[1:], []
    if not name:
        raise ProtocolError("setoption needs an option name")
    return " ".join(name), " ".join(value)


def info_line(depth: int, score_seeds: float, pv: Sequence[str], nodes: int,
              seconds: float) -> str:
    """``info depth D score cp S nodes N nps R time MS pv LETTERS``. The score is in
    hundredths of a seed (100 = one seed more than the opponent by the end), for the
    player to move; the line's letters run together as Aualé reads them."""
    milliseconds = round(seconds * 1000)
    rate = round(nodes / seconds) if seconds > 0 else 0
    return (f"info depth {depth} score cp {round(score_seeds * 100)} nodes {nodes} "
            f"nps {rate} time {milliseconds} pv {''.join(pv)}")
