"""FIDE's Tournament Report File (TRF), the text the pairing engine bbpPairings reads and
writes: the player lines (``001``) with one column per round, a few header lines, and
the engine's pairing output.

Rules held here (FIDE's TRF-2016 layout with the TRF-2026 codes that bbpPairings reads):
- A ``001`` line has fixed columns (1-based): 1-3 ``001``, 5-8 the pairing number, 15-47
  the name, 49-52 the rating, 81-84 the points (``1.5``), 86-89 the rank; then round 1 at
  92-101 and each next round 10 columns further: the opponent's number (4 digits, ``0000``
  for none), the colour (``w`` White, ``b`` Black, ``-`` none) and the result.
- Results: ``1`` ``=`` ``0`` a game played (won, drawn, lost); ``+`` ``-`` won, lost by
  forfeit (a game not played: it counts neither for colours nor as a meeting, so the two
  may be paired again); ``U`` the pairing-allocated bye (a win's points); ``F`` ``H``
  ``Z`` a full-point, half-point, zero-point bye the player asked for or an absence (not
  paired by the engine). In the column of the round being paired, ``0000 - Z`` marks a
  player who is not to be paired.
- Header: ``012`` the tournament's name, ``042``/``052`` its first and last day, ``062``
  the number of players, ``092`` its type, ``122`` the time control, ``142`` the number
  of rounds, ``152 W``/``152 B`` the colour of the first player in round 1.
- The engine's pairing output: the number of pairs, then one ``white black`` line per
  board, ``black`` 0 for the bye.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

#: The points each result gives (FIDE: win 1, draw 1/2, loss 0; the bye 1).
RESULT_POINTS = {"1": Fraction(1), "=": Fraction(1, 2), "0": Fraction(0),
                 "+": Fraction(1), "-": Fraction(0), "U": Fraction(1), "F": Fraction(1),
                 "H": Fraction(1, 2), "Z": Fraction(0)}
PLAYED = frozenset("1=0")
FORFEIT = frozenset("+-")
NOT_PAIRED = frozenset("FHZ")
NAME_WIDTH = 33
FIRST_ROUND_COLUMN = 91  # 0-based start of round 1's opponent
ROUND_WIDTH = 10


class TrfError(ValueError):
    """A TRF line or a pairing output that does not read."""


@dataclass(frozen=True, slots=True)
class TrfGame:
    """One player's round: ``opponent`` (a pairing number, None for none), ``colour``
    (``w``, ``b`` or ``-``) and ``result`` (a code of the module's rules)."""

    opponent: int | None
    colour: str
    result: str

    @property
    def points(self) -> Fraction:
        return RESULT_POINTS[self.result]


ABSENT = TrfGame(None, "-", "Z")


@dataclass(frozen=True, slots=True)
class TrfPlayer:
    """A ``001`` line: pairing ``number``, ``name``, ``rating`` and one game a round
    (round 1 first)."""

    number: int
    name: str
    rating: int
    games: tuple[TrfGame, ...]

    def points(self, rounds: int | None = None) -> Fraction:
        """Points from the first ``rounds`` rounds (all when None)."""
        return sum((game.points for game in self.games[:rounds]), Fraction(0))


def clean_name(name: str) -> str:
    """``name`` fit for the fixed name column: no control characters, at most 33
    characters."""
    visible = "".join(" " if unicodedata.category(c).startswith("C") else c for c in name)
    return visible.strip()[:NAME_WIDTH]


def format_points(points: Fraction) -> str:
    """``1.5`` for 3/2: TRF writes points with one decimal."""
    return f"{float(points):.1f}"


def game_text(game: TrfGame) -> str:
    """A round's 8 characters: ``  12 w 1`` (opponent, colour, result)."""
    opponent = "0000" if game.opponent is None else f"{game.opponent:4d}"
    return f"{opponent} {game.colour} {game.result}"


def player_line(player: TrfPlayer, rank: int, rounds: int | None = None) -> str:
    """The ``001`` line of ``player``, with the points of the first ``rounds`` rounds
    (all when None; a column of the round being paired does not count)."""
    rating = f"{player.rating:4d}" if 0 < player.rating <= 9999 else " " * 4
    head = (f"001 {player.number:4d}      {clean_name(player.name):<{NAME_WIDTH}} {rating}"
            f"{'':28}{format_points(player.points(rounds)):>4} {rank:4d}")
    return head + "".join(f"  {game_text(game)}" for game in player.games)


def header_lines(name: str = "", *, rounds: int | None = None,
                 first_colour_white: bool | None = None,
                 extra: Iterable[tuple[str, str]] = ()) -> list[str]:
    """The header: ``012`` name, the ``extra`` (code, text) lines in order, ``142``
    rounds and ``152`` the first colour (each only when given)."""
    lines = [f"012 {clean_name(name)}"] if name else []
    lines += [f"{code} {clean_name(text)}" for code, text in extra if text]
    if rounds is not None:
        lines.append(f"142 {rounds}")
    if first_colour_white is not None:
        lines.append(f"152 {'W' if first_colour_white else 'B'}")
    return lines


def write_trf(players: Sequence[TrfPlayer], header: Sequence[str],
              ranks: dict[int, int] | None = None, scored_rounds: int | None = None) -> str:
    """The whole file: ``header`` lines, then a ``001`` line a player by number. Ranks
    default to the pairing numbers; ``scored_rounds`` as in ``player_line``."""
    ordered = sorted(players, key=lambda player: player.number)
    lines = list(header)
    lines += [player_line(player, (ranks or {}).get(player.number, player.number),
                          scored_rounds) for player in ordered]
    return "\n".join(lines) + "\n"


def read_game(text: str, number: int) -> TrfGame | None:
    """A round's 8 characters (None when blank); TrfError when they do not read."""
    if not text.strip():
        return None
    opponent_text, colour, result = text[0:4], text[5:6] or " ", text[7:8].upper() or " "
    try:
        opponent = int(opponent_text) if opponent_text.strip() else 0
    except ValueError as error:
        raise TrfError(f"player {number}: opponent {opponent_text!r}") from error
    result = {"W": "1", "D": "=", "L": "0"}.get(result, result)
    if colour not in "wb-" or result not in RESULT_POINTS:
        raise TrfError(f"player {number}: round {text!r}")
    return TrfGame(opponent or None, colour, result)


def read_player(line: str) -> TrfPlayer:
    """A ``001`` line (a blank round reads as an absence); TrfError when it does not
    read."""
    line = line.rstrip()
    try:
        number = int(line[4:8])
        rating = int(line[48:52]) if line[48:52].strip() else 0
    except ValueError as error:
        raise TrfError(f"not a player line: {line!r}") from error
    games: list[TrfGame] = []
    for start in range(FIRST_ROUND_COLUMN, len(line), ROUND_WIDTH):
        game = read_game(line[start:start + 8], number)
        games.append(ABSENT if game is None else game)
    return TrfPlayer(number, line[14:47].strip(), rating, tuple(games))


def read_players(text: str) -> list[TrfPlayer]:
    """Every ``001`` line of a TRF, by pairing number."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    return sorted((read_player(line) for line in lines if line.startswith("001")),
                  key=lambda player: player.number)


def read_pairings(text: str) -> list[tuple[int, int | None]]:
    """The engine's pairing output: (White, Black) by board, Black None for the bye;
    TrfError when it does not read or its count is wrong."""
    lines = [line.split() for line in text.replace("\r", "\n").split("\n") if line.strip()]
    try:
        count = int(lines[0][0])
        pairs = [(int(white), int(black)) for white, black in lines[1:]]
    except (IndexError, ValueError) as error:
        raise TrfError(f"not a pairing output: {text[:200]!r}") from error
    if count != len(pairs) or len(lines[0]) != 1:
        raise TrfError(f"the output announces {count} pairs and has {len(pairs)}")
    return [(white, black or None) for white, black in pairs]
