"""Helpers of the Swiss pairing tests: the engine or a skip (a failure in CI), random
tournaments from bbpPairings' generator, a TRF history turned back into the server's
typed rows (entries and boards), the engine's checker, and small tournaments played out
with ``pair_swiss``."""

from __future__ import annotations

import os
import random
import tempfile
from dataclasses import dataclass, field, replace
from pathlib import Path

import pytest

from wari_desktop.server.tournament.berger import Pairing
from wari_desktop.server.tournament.model import Board, Entry
from wari_desktop.server.tournament.pairing_engine import (
    NoValidPairing,
    PairingEngineMissing,
    find_engine,
    run_engine,
)
from wari_desktop.server.tournament.swiss import pair_swiss
from wari_desktop.server.tournament.trf import TrfPlayer, read_players

POINTS = {"1": "1", "=": "1/2", "0": "0", "+": "1", "-": "0"}
BYES = {"U": "1", "H": "1/2"}  # a Z (absence) is a round without a board


def require_engine() -> Path:
    """The engine; where it is missing, a failure in CI (``CI=true`` or
    ``WARI_REQUIRE_CCORE=1``, where pip install must have built it) and a skip elsewhere."""
    try:
        return find_engine()
    except PairingEngineMissing as error:
        if os.environ.get("CI") == "true" or os.environ.get("WARI_REQUIRE_CCORE") == "1":
            pytest.fail(f"bbpPairings was not built by pip install -e . in CI: {error}")
        pytest.skip(f"bbpPairings is not built here: {error}")


@dataclass(frozen=True)
class Shape:
    """A generated tournament's size and chances (bbpPairings' generator keys)."""

    players: int
    rounds: int
    draws: int = 30  # DrawPercentage
    forfeit_rate: float = 12.0  # one game in n forfeited (by one player or both)
    retired_rate: float = 5.0  # one player in n has zero-point absences
    half_bye_rate: float = 8.0  # one player in n asks for a half-point bye

    def config(self) -> str:
        return (f"PlayersNumber={self.players}\nRoundsNumber={self.rounds}\n"
                f"DrawPercentage={self.draws}\nForfeitRate={self.forfeit_rate}\n"
                f"RetiredRate={self.retired_rate}\nHalfPointByeRate={self.half_bye_rate}\n")


def shape_for(seed: int) -> Shape:
    """A shape that varies with the seed: 5 to 40 players, 3 to 9 rounds (at most half
    as many as players)."""
    players = 5 + (seed * 7) % 36
    return Shape(players, min(3 + seed % 7, max(3, players // 2)))


def generate(shape: Shape, seed: int) -> str:
    """A random tournament made and paired round by round by bbpPairings (its TRF); when
    its random absences leave a round with no valid pairing, the same with a round fewer
    (down to 2)."""
    with tempfile.TemporaryDirectory(prefix="wari-generate-") as folder:
        config, out = Path(folder) / "shape.txt", Path(folder) / "generated.trf"
        for rounds in range(shape.rounds, 1, -1):
            config.write_text(replace(shape, rounds=rounds).config(), encoding="utf-8")
            try:
                run_engine(["--dutch", "-g", str(config), "-o", str(out), "-s", str(seed)])
            except NoValidPairing:
                continue
            return out.read_text(encoding="utf-8")
    raise AssertionError(f"no tournament of shape {shape} with seed {seed}")


def check(trf_text: str) -> str:
    """bbpPairings' checker on a whole tournament: the rounds whose pairings differ from
    its own (empty when every round is as it would pair it)."""
    with tempfile.TemporaryDirectory(prefix="wari-check-") as folder:
        path = Path(folder) / "tournament.trf"
        path.write_text(trf_text, encoding="utf-8")
        output = run_engine(["--dutch", str(path), "-c"])
    return output if "Checker pairings" in output else ""


def name(number: int) -> str:
    return f"player {number}"


def boards_of(players: list[TrfPlayer], round_number: int) -> list[Board]:
    """Round ``round_number`` of a TRF as the server's boards."""
    boards: list[Board] = []
    for player in players:
        game = player.games[round_number - 1] if round_number <= len(player.games) else None
        if game is None or game.result == "Z":
            continue
        number = len(boards) + 1
        if game.opponent is None:
            boards.append(Board(round_number, number, name(player.number), None,
                                south_points=BYES[game.result]))
        elif game.colour == "w":
            other = players[game.opponent - 1].games[round_number - 1]
            boards.append(Board(round_number, number, name(player.number),
                                name(game.opponent), south_points=POINTS[game.result],
                                north_points=POINTS[other.result],
                                forfeit=game.result in "+-"))
    return boards


def entries_for(players: list[TrfPlayer], round_number: int) -> list[Entry]:
    """The entries as they stand when round ``round_number`` is paired: a player not
    paired in that round (an absence or a bye they asked for) is withdrawn for it."""
    def away(player: TrfPlayer) -> bool:
        if round_number > len(player.games):
            return False
        game = player.games[round_number - 1]
        return game.opponent is None and game.result in "HFZ"

    return [Entry(name(p.number), 0.0, p.number, float(p.rating), withdrawn=away(p))
            for p in players]


def round_pairings(players: list[TrfPlayer], round_number: int) -> set[Pairing]:
    """The pairings of round ``round_number`` in a TRF (South = White)."""
    found: set[Pairing] = set()
    for player in players:
        game = player.games[round_number - 1]
        if game.opponent is None and game.result == "U":
            found.add(Pairing(player.number, None))
        elif game.opponent is not None and game.colour == "w":
            found.add(Pairing(player.number, game.opponent))
    return found


def first_colour_white(players: list[TrfPlayer]) -> bool:
    """Round 1's colour of the first player, inferred as bbpPairings does when a TRF
    does not say it: the first round with a colour, its highest player in the pairing
    having it, else the next one's reversed, and so on."""
    rounds = max(len(player.games) for player in players)
    for index in range(rounds):
        paired = [p for p in players if p.games[index:index + 1]
                  and (p.games[index].opponent is not None or p.games[index].result == "U")]
        if any(p.games[index].colour in "wb" for p in paired):
            for place, player in enumerate(paired):
                colour = player.games[index].colour
                if colour in "wb":
                    return (colour == "w") == (place % 2 == 0)
    return True


def read(text: str) -> list[TrfPlayer]:
    return read_players(text)


@dataclass
class Played:
    """A small tournament played out with ``pair_swiss``: its entries and boards."""

    entries: list[Entry]
    boards: list[Board] = field(default_factory=list)

    def number(self, player: str) -> int:
        return next(e.number for e in self.entries if e.player == player)

    def player(self, number: int) -> str:
        return next(e.player for e in self.entries if e.number == number)

    def withdraw(self, number: int) -> None:
        self.entries = [replace(e, withdrawn=True) if e.number == number else e
                        for e in self.entries]

    def enter_late(self, player: str, rating: float) -> None:
        numbers = [e.number for e in self.entries]
        self.entries.append(Entry(player, 0.0, max(numbers) + 1, rating))


def play_round(played: Played, round_number: int, rounds: int, chooser: random.Random,
               forfeits: float = 0.1) -> list[Pairing]:
    """Pair round ``round_number`` with ``pair_swiss`` and give each game a random result
    (a share ``forfeits`` forfeited, a tenth of those by both players)."""
    pairings = pair_swiss(played.entries, played.boards, round_number, rounds)
    for board, pairing in enumerate(pairings, start=1):
        south = played.player(pairing.south)
        if pairing.north is None:
            played.boards.append(Board(round_number, board, south, None, south_points="1"))
            continue
        forfeit = chooser.random() < forfeits
        if forfeit and chooser.random() < 0.1:
            points = ("0", "0")
        else:
            kinds = [("1", "0"), ("0", "1")] + ([] if forfeit else [("1/2", "1/2")])
            points = chooser.choice(kinds)
        played.boards.append(Board(round_number, board, south, played.player(pairing.north),
                                   south_points=points[0], north_points=points[1],
                                   forfeit=forfeit))
    return pairings
