"""Swiss pairings by FIDE's Dutch system (Handbook C.04.3, the 2025 rules), made by the
FIDE-endorsed engine bbpPairings (``pairing_engine``) from the tournament's history
written as a TRF (``trf``); and the whole tournament as a TRF report.

Rules held here (the TRF codes are those of ``trf``):
- Players are the entries, by their pairing numbers (``Entry.number``: their place by
  rating at the start, a late entry the next free number); the engine orders a score
  group by these numbers. South moves first, so South is FIDE's White; in round 1 the
  first player has South when ``first_colour_south`` (the TRF's ``152 W``), North
  otherwise, and the engine alternates down the boards as FIDE's rules say.
- A withdrawn player is not paired: the column of the round being paired says
  ``0000 - Z``. Their earlier games stay in the history (they still count for their
  opponents' colours and meetings).
- A round in which a player has no board (a late entry's rounds before they entered, a
  withdrawn player's rounds after) is an absence with no points (``0000 - Z``), which
  the engine does not count as a pairing: it gives no bye and no colour.
- The pairing-allocated bye (a board with no North, ``"1"`` or not yet scored) scores 1
  (FIDE) and is ``0000 - U``: the engine never gives a player a second one, nor one to a
  player who has won by forfeit. A bye board the organiser scored ``"1/2"`` or ``"0"`` is
  a bye the player asked for (``H``, ``Z``), not a pairing-allocated one.
- A game lost by forfeit (``Board.forfeit``: "1" against "0") is ``+`` for the winner and
  ``-`` for the loser; a double forfeit ("0" both) is ``-`` for both. A forfeited game
  was not played: it gives no colour and the two players may be paired again, as FIDE's
  rules count only played games. Its winner has "won by forfeit": no bye afterwards.
- An entry withdrawn before the start (no pairing number) is left out altogether.
- Every board of the earlier rounds must have its result (the next round is paired when
  the last game of the previous one ends); ValueError otherwise, or for an entry without
  a pairing number, two entries with one number, or a board naming someone not entered.
- The engine's own pairing numbers are 1..n in the order of ``Entry.number`` (gaps
  closed), mapped back on the way out.
"""

from __future__ import annotations

import tempfile
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

from .berger import Pairing
from .model import Board, Entry
from .pairing_engine import run_engine
from .trf import ABSENT, TrfGame, TrfPlayer, header_lines, read_pairings, write_trf

PLAYED_CODES = {"1": "1", "1/2": "=", "0": "0"}
FORFEIT_CODES = {"1": "+", "0": "-"}
BYE_CODES = {"1": "U", "1/2": "H", "0": "Z"}


def taking_part(players: Sequence[Entry]) -> list[Entry]:
    """The entries that took part: all but those withdrawn before the start (with no
    pairing number)."""
    return [entry for entry in players if entry.number or not entry.withdrawn]


def engine_numbers(players: Sequence[Entry]) -> dict[str, int]:
    """Each player's number for the engine: 1..n in the order of their pairing numbers."""
    numbers = sorted(entry.number for entry in players)
    if any(number < 1 for number in numbers) or len(set(numbers)) != len(numbers):
        raise ValueError("every entry needs a pairing number of its own to be paired")
    ordered = sorted(players, key=lambda entry: entry.number)
    return {entry.player: index for index, entry in enumerate(ordered, start=1)}


def board_games(board: Board, numbers: dict[str, int]) -> list[tuple[str, TrfGame]]:
    """The TRF round of each player on ``board``, as the module's rules say."""
    for name in (board.south, board.north):
        if name is not None and name not in numbers:
            raise ValueError(f"round {board.round}: {name!r} is not entered")
    if board.north is None:
        return [(board.south, TrfGame(None, "-", BYE_CODES[board.south_points or "1"]))]
    if board.south_points is None or board.north_points is None:
        raise ValueError(f"round {board.round}, board {board.board} has no result yet")
    codes = FORFEIT_CODES if board.forfeit else PLAYED_CODES
    if board.south_points not in codes or board.north_points not in codes:
        raise ValueError(f"round {board.round}, board {board.board}: a forfeit is won "
                         "(1-0) or lost by both (0-0)")
    return [(board.south, TrfGame(numbers[board.north], "w", codes[board.south_points])),
            (board.north, TrfGame(numbers[board.south], "b", codes[board.north_points]))]


def trf_players(players: Sequence[Entry], boards: Sequence[Board],
                rounds: int) -> list[TrfPlayer]:
    """Every entry that took part with its rounds 1..``rounds`` from ``boards`` (an
    absence where it has no board)."""
    players = taking_part(players)
    numbers = engine_numbers(players)
    games: dict[str, list[TrfGame]] = {entry.player: [ABSENT] * rounds for entry in players}
    for board in boards:
        if 1 <= board.round <= rounds:
            for name, game in board_games(board, numbers):
                games[name][board.round - 1] = game
    return [TrfPlayer(numbers[entry.player], entry.player, round(entry.rating),
                      tuple(games[entry.player])) for entry in players]


def pair_swiss(players: Sequence[Entry], boards: Sequence[Board], round_number: int,
               total_rounds: int, first_colour_south: bool = True) -> list[Pairing]:
    """The pairings of round ``round_number`` of ``total_rounds`` (Dutch system) for
    ``players``, given the ``boards`` of the earlier rounds (later ones are ignored): a
    ``Pairing`` of pairing numbers a board, in the engine's board order, the bye last.
    ValueError for a history that does not read (see the rules); the errors of
    ``pairing_engine`` (PairingEngineMissing, NoValidPairing, PairingEngineError)."""
    if not 1 <= round_number <= total_rounds:
        raise ValueError(f"round {round_number} is not in a {total_rounds}-round Swiss")
    if not any(not entry.withdrawn for entry in players):
        return []
    history = trf_players(players, [b for b in boards if b.round < round_number],
                          round_number - 1)
    withdrawn = {entry.player for entry in players if entry.withdrawn}
    history = [TrfPlayer(p.number, p.name, p.rating, (*p.games, ABSENT))
               if p.name in withdrawn else p for p in history]
    text = write_trf(history, header_lines(rounds=total_rounds,
                                           first_colour_white=first_colour_south),
                     scored_rounds=round_number - 1)
    numbers = engine_numbers(taking_part(players))
    by_engine = {numbers[entry.player]: entry.number for entry in taking_part(players)}
    return [Pairing(by_engine[white], None if black is None else by_engine[black])
            for white, black in engine_pairs(text)]


def engine_pairs(text: str) -> list[tuple[int, int | None]]:
    """bbpPairings' Dutch pairing of the TRF ``text`` (files in a temporary folder,
    removed afterwards)."""
    with tempfile.TemporaryDirectory(prefix="wari-pairing-") as folder:
        source, target = Path(folder) / "round.trf", Path(folder) / "pairing.txt"
        source.write_text(text, encoding="utf-8")
        run_engine(["--dutch", str(source), "-p", str(target)])
        return read_pairings(target.read_text(encoding="utf-8"))


def completed_rounds(boards: Sequence[Board]) -> int:
    """How many rounds from the first have every board decided."""
    rounds = 0
    while True:
        this = [board for board in boards if board.round == rounds + 1]
        if not this or not all(board.decided or board.bye for board in this):
            return rounds
        rounds += 1


def trf_date(moment: float | None) -> str:
    """A TRF date (``2026/11/28``, UTC), empty for None."""
    if moment is None:
        return ""
    return datetime.fromtimestamp(moment, UTC).strftime("%Y/%m/%d")


def tournament_trf(name: str, entries: Sequence[Entry], boards: Sequence[Board],
                   total_rounds: int, *, first_colour_south: bool | None = True,
                   clock: str = "", started_at: float | None = None,
                   finished_at: float | None = None,
                   kind: str = "Swiss system (FIDE Dutch)") -> str:
    """The tournament as a TRF report (the issue's export): its header (name, dates,
    number of players, ``kind``, ``clock``, rounds, first colour unless None) and every
    entry's rounds that are over (rounds with a game still going are left out), ranked
    by points then pairing number."""
    players = trf_players(entries, boards, completed_rounds(boards))
    entries = taking_part(entries)
    order = sorted(players, key=lambda player: (-player.points(), player.number))
    ranks = {player.number: rank for rank, player in enumerate(order, start=1)}
    extra = [("042", trf_date(started_at)), ("052", trf_date(finished_at)),
             ("062", str(len(entries))), ("092", kind), ("122", clock)]
    header = header_lines(name, rounds=total_rounds, first_colour_white=first_colour_south,
                          extra=extra)
    return write_trf(players, header, ranks)
