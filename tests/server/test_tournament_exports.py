"""The tournament exports (``server/tournament/exports.py``) and the standings of
unplayed games: a forfeit counts its points in the score and is no game for the
tie-breaks; a small round robin, written as the store's rows, exported as CSV and checked
line by line against its crosstable worked by hand; all its games as one OGN file that
the project's reader reads back game by game with their Event, Round and Result."""

from __future__ import annotations

import csv
import io
from fractions import Fraction

import pytest

from wari_desktop.notation import Record, dumps, loads
from wari_desktop.protocol import GameTerms
from wari_desktop.rules import Game, Player
from wari_desktop.server.live_game import LiveGame, Seat
from wari_desktop.server.tournament.exports import (
    arena_csv,
    decimal,
    ogn_games,
    results_of,
    standings_csv,
    tournament_ogn,
)
from wari_desktop.server.tournament.model import Board, Entry, Format, Settings, Tournament
from wari_desktop.server.tournament.standings import Result, standings

HALF = Fraction(1, 2)


def test_a_forfeit_counts_its_points_but_is_no_game_for_the_tie_breaks() -> None:
    # 1 beats 2 over the board; 3 wins against 1 by forfeit; 2 beats 3 over the board
    results = [Result(1, 2, Fraction(1), 30, 18), Result(3, 1, Fraction(1), forfeit=True),
               Result(2, 3, Fraction(1), 26, 20)]
    table = {s.player: s for s in standings([1, 2, 3], results,
                                            ("sonneborn-berger", "buchholz-cut-1"))}
    assert {p: s.score for p, s in table.items()} == {1: 1, 2: 1, 3: 1}
    # Sonneborn-Berger: 1 beat 2 (1 point) = 1; 2 beat 3 (1) = 1; 3 beat nobody on the
    # board = 0 (the forfeit win adds nothing)
    assert {p: s.tie_breaks["sonneborn-berger"] for p, s in table.items()} == {1: 1, 2: 1,
                                                                            3: 0}
    # Buchholz cut 1 over games played: 1 met only 2, 3 met only 2, 2 met 1 and 3
    assert {p: s.tie_breaks["buchholz-cut-1"] for p, s in table.items()} == {1: 0, 2: 1,
                                                                          3: 0}
    assert {p: s.seeds for p, s in table.items()} == {1: 30, 2: 44, 3: 20}


def test_a_double_forfeit_gives_both_nothing() -> None:
    results = [Result(1, 2, Fraction(0), north_points=Fraction(0), forfeit=True),
               Result(1, 3, HALF, 24, 24)]
    table = {s.player: s for s in standings([1, 2, 3], results)}
    assert {p: s.score for p, s in table.items()} == {1: HALF, 2: 0, 3: HALF}


# -- a small round robin, as the store keeps it ------------------------------------------

NAMES = {1: "ama", 2: "kofi", 3: "esi", 4: "yaw", 5: "abena"}
RATINGS = {1: 1700.0, 2: 1600.0, 3: 1550.0, 4: 1500.4, 5: 1449.6}
ENTRIES = [Entry(NAMES[n], float(n), n, RATINGS[n]) for n in (3, 1, 5, 2, 4)] + [
    Entry("late", 9.0)]  # entered, never numbered: no line
# FIDE's Berger table for 5 (berger_schedule(5)); the idle player's bye is board 3.
# ama beats kofi 30-18 and wins against abena by forfeit, draws esi, loses to yaw 20-28;
# kofi beats esi 26-20, draws yaw, loses to abena 22-26; esi beats yaw 25-23, draws
# abena; yaw beats abena 27-21.
BOARDS = [
    Board(1, 1, "kofi", "abena", "g11", "0", "1", south_seeds=22, north_seeds=26),
    Board(1, 2, "esi", "yaw", "g12", "1", "0", south_seeds=25, north_seeds=23),
    Board(1, 3, "ama", None, None, "0"),
    Board(2, 1, "abena", "esi", "g21", "1/2", "1/2", south_seeds=24, north_seeds=24),
    Board(2, 2, "ama", "kofi", "g22", "1", "0", south_seeds=30, north_seeds=18),
    Board(2, 3, "yaw", None, None, "0"),
    Board(3, 1, "esi", "ama", "g31", "1/2", "1/2", south_seeds=24, north_seeds=24),
    Board(3, 2, "yaw", "abena", "g32", "1", "0", south_seeds=27, north_seeds=21),
    Board(3, 3, "kofi", None, None, "0"),
    Board(4, 1, "ama", "yaw", "g41", "0", "1", south_seeds=20, north_seeds=28),
    Board(4, 2, "kofi", "esi", "g42", "1", "0", south_seeds=26, north_seeds=20),
    Board(4, 3, "abena", None, None, "0"),
    Board(5, 1, "yaw", "kofi", "g51", "1/2", "1/2", south_seeds=24, north_seeds=24),
    Board(5, 2, "abena", "ama", None, "0", "1", forfeit=True),
    Board(5, 3, "esi", None, None, "0"),
]


def test_results_of_boards_by_pairing_number() -> None:
    numbers = {name: n for n, name in NAMES.items()}
    results = results_of([*BOARDS, Board(6, 1, "ama", "esi", "g61")], numbers)
    assert len(results) == 15  # the board still being played is left out
    assert results[0] == Result(2, 5, Fraction(0), 22, 26)
    assert results[2] == Result(1, None, Fraction(0))
    assert results[3] == Result(5, 3, HALF, 24, 24)
    assert results[13] == Result(5, 1, Fraction(0), forfeit=True)
    assert results_of([Board(1, 1, "ama", "kofi", None, "0", "0", forfeit=True)],
                      numbers) == [Result(1, 2, Fraction(0), north_points=Fraction(0),
                                          forfeit=True)]
    with pytest.raises(ValueError, match="late has no pairing number"):
        results_of([Board(1, 1, "late", None, None, "1")], numbers)


def test_standings_csv_line_by_line_against_the_crosstable_worked_by_hand() -> None:
    """The crosstable (row's points against column; F a forfeit; byes score 0):

        no name   1    2    3    4    5   score  SB    DE  seeds
        1  ama    -    1    ½    0    1F  2.5    2.5   0   30+24+20 = 74
        2  kofi   0    -    1    ½    0   1.5    3.25  0   18+26+24+22 = 90
        3  esi    ½    0    -    1    ½   2      4.5   0   24+20+25+24 = 93
        4  yaw    1    ½    0    -    1   2.5    4.75  1   28+24+23+27 = 102
        5  abena  0F   1    ½    0    -   1.5    2.5   1   26+24+21 = 71

    Sonneborn-Berger over games played: ama 1.5 (kofi) + 2/2 (esi) = 2.5 (the forfeit
    win over abena adds nothing); kofi 2 (esi) + 2.5/2 (yaw) = 3.25; esi 2.5/2 (ama)
    + 2.5 (yaw) + 1.5/2 (abena) = 4.5; yaw 2.5 (ama) + 1.5/2 (kofi) + 1.5 (abena) =
    4.75; abena 1.5 (kofi) + 2/2 (esi) = 2.5. Direct encounter among the tied: yaw beat
    ama, abena beat kofi."""
    text = standings_csv(ENTRIES, BOARDS, ("sonneborn-berger", "direct-encounter"),
                         Fraction(0))
    assert text.endswith("\r\n")
    assert text.splitlines() == [
        "rank,number,name,rating,score,sonneborn-berger,direct-encounter,seeds",
        "1,4,yaw,1500,2.5,4.75,1,102",
        "2,1,ama,1700,2.5,2.5,0,74",
        "3,3,esi,1550,2,4.5,0,93",
        "4,2,kofi,1600,1.5,3.25,0,90",
        "5,5,abena,1450,1.5,2.5,1,71",
    ]
    rows = list(csv.reader(io.StringIO(text)))
    assert len(rows) == 6 and all(len(row) == 8 for row in rows)


def test_standings_csv_of_a_swiss_scores_its_byes_and_buchholz() -> None:
    text = standings_csv(ENTRIES, BOARDS, ("buchholz-cut-1", "median-buchholz"),
                         Fraction(1))
    # every player has one bye of 1 point: all scores up by 1 (ama 3.5, kofi 2.5, esi 3,
    # yaw 3.5, abena 2.5); yaw's opponents over the board: ama, kofi, esi, abena; cut 1
    # (less a 2.5) = 3.5 + 3 + 2.5 = 9, median (less 3.5 too) = 5.5. ama's opponents
    # over the board: kofi, esi, yaw (not abena, a forfeit): cut 1 = 3 + 3.5 = 6.5,
    # median = 3
    assert text.splitlines()[:3] == [
        "rank,number,name,rating,score,buchholz-cut-1,median-buchholz,seeds",
        "1,4,yaw,1500,3.5,9,5.5,102", "2,1,ama,1700,3.5,6.5,3,74"]


def test_decimals_are_plain() -> None:
    assert [decimal(Fraction(n, d)) for n, d in ((0, 1), (5, 2), (19, 4), (3, 1), (1, 3))] \
        == ["0", "2.5", "4.75", "3", "0.333333"]


# -- all the games as one OGN file -------------------------------------------------------

def stored_record(board: Board) -> str:
    """The OGN the server stores for ``board``'s game, made by its own referee: a few
    moves, then the loser resigns; a draw is agreed before the first move (24-24). The
    record's Event says "Casual game" and a stray Round is set, as a record may carry."""
    assert board.north is not None and board.game is not None
    live = LiveGame(board.game, (Seat(board.south, 1500.0), Seat(board.north, 1500.0)),
                    GameTerms(None), now=lambda: 1000.0)
    if board.south_points == "1/2":
        live.offer_end(board.south)
        live.answer_end(board.north, True)
    else:
        for move in "FfEe":
            live.move(board.south if live.game.to_move is Player.SOUTH else board.north,
                      live.ply, move)
        live.resign(board.north if board.south_points == "1" else board.south)
    text = live.ogn()
    assert '[Event "Casual game"]' in text
    return text.replace('[Round "?"]', '[Round "99"]')


def test_the_ogn_file_reads_back_game_by_game_with_event_round_and_result() -> None:
    records = {b.game: stored_record(b) for b in BOARDS if b.game is not None}
    name = 'Club "Open" \\ Nov'  # a quote and a backslash, escaped by the writer
    tournament = Tournament("t1", "ama", Settings(name, Format.ROUND_ROBIN, "300+3", 0.0))
    boards = [*reversed(BOARDS), Board(6, 1, "ama", "esi", "g61")]  # order from the rows
    text = tournament_ogn(tournament, boards, records)
    games = [loads(part) for part in ogn_games(text)]
    played = [b for b in BOARDS if b.game is not None]
    assert len(games) == len(played) == 9  # no bye, no forfeit, no game still played
    for board, record in zip(played, games, strict=True):
        original = loads(records[board.game or ""])
        assert record.tags["Event"] == name
        assert record.tags["Round"] == f"{board.round}.{board.board}"
        assert (record.tags["South"], record.tags["North"]) == (board.south, board.north)
        assert record.tags["Result"] == original.tags["Result"]
        assert record.tags["GameId"] == board.game
        winner = record.winner()
        expected = {"1": Player.SOUTH, "0": Player.NORTH, "1/2": None}[board.south_points
                                                                        or ""]
        assert winner is expected
        assert [p.move for p in record.game.plies] == [p.move for p in original.game.plies]
    assert text.count("[Event ") == 9 and "\n\n\n" not in text
    assert tournament_ogn(tournament, [], records) == ""


def test_an_arenas_standings_as_csv_worked_by_hand() -> None:
    """ama W W W (2 2 4 = 8, on fire), performance (1600+500 + 1500+500 + 1400+500) / 3
    = 2000; kofi L W (0 2 = 2), (1700-500 + 1400+500) / 2 = 1550; yaw L L (0),
    (1700-500 + 1600-500) / 2 = 1150; esi L (0), 1700-500 = 1200: esi above yaw on
    performance; abe entered and never played: last, no performance."""
    entries = [Entry("ama", 1.0, 1, 1700.0), Entry("kofi", 2.0, 2, 1600.0),
               Entry("esi", 3.0, 3, 1500.0), Entry("yaw", 4.0, 4, 1400.0),
               Entry("abe", 5.0, 5, 1450.0)]
    boards = [Board(1, 1, "ama", "kofi", "a1", "1", "0"),
              Board(1, 2, "kofi", "yaw", "a2", "1", "0"),
              Board(2, 1, "esi", "ama", "a3", "0", "1"),
              Board(2, 2, "yaw", "ama", "a4", "0", "1"),
              Board(3, 1, "kofi", "esi", "a5", None, None)]  # still played: not counted
    assert arena_csv(entries, boards, True).splitlines() == [
        "rank,name,rating,score,performance,games,wins,points,fire",
        "1,ama,1700,8,2000,3,3,2 2 4,fire",
        "2,kofi,1600,2,1550,2,1,0 2,",
        "3,esi,1500,0,1200,1,0,0,",
        "4,yaw,1400,0,1150,2,0,0 0,",
        "5,abe,1450,0,,0,0,,",
    ]


def test_games_are_cut_apart_even_with_brackets_in_their_comments() -> None:
    """A comment's words may begin a movetext line with "[": only a tag line after a
    blank line (or at the top) begins a game."""
    game = Game()
    for move in "FfEe":
        game.play(move)
    note = " ".join(["[see]"] * 40)
    first = dumps(Record.from_game(game, {"South": "ama", "North": "kofi"}, {2: note}))
    assert "\n[see]" in first  # a movetext line that starts with a bracket
    second = dumps(Record.from_game(Game(), {"South": "esi", "North": "yaw"}))
    parts = ogn_games("\n".join([first, second]).replace("\n", "\r\n"))
    assert len(parts) == 2
    back = [loads(part) for part in parts]
    assert [r.tags["South"] for r in back] == ["ama", "esi"]
    assert back[0].comment(2) == note and len(back[0].game.plies) == 4
