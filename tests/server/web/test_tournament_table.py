"""A tournament's tables as its page and the CSV export show them, checked against
crosstables computed by hand (a plain function of the store's rows: no server here)."""

from __future__ import annotations

import csv
import io

from wari_desktop.server.tournament.exports import tournament_csv
from wari_desktop.server.tournament.model import Board, Entry, Format, Settings, Tournament
from wari_desktop.server.web.tournament_table import tournament_table


def _event(form: Format) -> Tournament:
    return Tournament("t1", "org", Settings("Club night", form, "300+3", 0.0), round=3)


def _entries(*names: str) -> list[Entry]:
    return [Entry(name, 0.0, number) for number, name in enumerate(names, start=1)]


#: A four-player round robin, by hand: Ama 2½, Bola 1½, Chidi 1½, Dede ½.
#: Sonneborn-Berger (the forfeit Chidi won of Dede is no game for it): Ama ½·1 + 1½·1 +
#: 1½·½ = 2¾; Bola 1½·½ + ½·½ + 2½·½ = 2¼; Chidi 1½·½ = ¾; Dede 1½·½ = ¾. Bola and Chidi
#: drew: direct encounter ½ each.
ROUND_ROBIN = [
    Board(1, 1, "Ama", "Dede", "g1", "1", "0", south_seeds=30, north_seeds=10),
    Board(1, 2, "Bola", "Chidi", "g2", "1/2", "1/2", south_seeds=24, north_seeds=24),
    Board(2, 1, "Chidi", "Ama", "g3", "0", "1", south_seeds=12, north_seeds=26),
    Board(2, 2, "Dede", "Bola", "g4", "1/2", "1/2", south_seeds=20, north_seeds=20),
    Board(3, 1, "Ama", "Bola", "g5", "1/2", "1/2", south_seeds=22, north_seeds=22),
    Board(3, 2, "Chidi", "Dede", "g6", "1", "0", forfeit=True),
]


def test_a_round_robins_standings_and_crosstable_are_the_hand_computed_ones() -> None:
    table = tournament_table(_event(Format.ROUND_ROBIN), _entries("Ama", "Bola", "Chidi",
                                                                   "Dede"), ROUND_ROBIN)
    assert table.tie_breaks == ("SB", "DE")
    assert [(line.rank, line.player, line.score, line.tie_breaks) for line in
            table.standings] == [(1, "Ama", "2½", ("2.75", "0")),
                                 (2, "Bola", "1½", ("2.25", "½")),
                                 (3, "Chidi", "1½", ("0.75", "½")),
                                 (4, "Dede", "½", ("0.75", "0"))]
    assert table.standings[0].seeds == 78
    assert table.crosstable.heads == ("1", "2", "3", "4")
    assert [row.cells for row in table.crosstable.rows] == [
        ("×", "½", "1", "1"), ("½", "×", "½", "½"), ("0", "½", "×", "1"),
        ("0", "½", "0", "×")]
    assert table.round == 3
    assert [(p.board, p.south, p.result, p.north, p.game) for p in table.pairings] == [
        (1, "Ama", "½–½", "Bola", "g5"), (2, "Chidi", "1–0 (forfeit)", "Dede", "g6")]


def test_the_standings_as_csv() -> None:
    event = _event(Format.ROUND_ROBIN)
    rows = list(csv.reader(io.StringIO(tournament_csv(
        event, _entries("Ama", "Bola", "Chidi", "Dede"), ROUND_ROBIN))))
    assert rows[0] == ["rank", "number", "name", "rating", "score", "sonneborn-berger",
                       "direct-encounter", "seeds"]
    assert rows[1] == ["1", "1", "Ama", "1500", "2.5", "2.75", "0", "78"]
    assert [row[2] for row in rows[1:]] == ["Ama", "Bola", "Chidi", "Dede"]


def test_a_swiss_crosstable_has_a_column_per_round_with_byes() -> None:
    boards = [Board(1, 1, "Ama", "Bola", "g1", "1", "0"), Board(1, 2, "Chidi", None, None,
                                                               "1", None),
              Board(2, 1, "Chidi", "Ama", "g2", "1/2", "1/2"),
              Board(2, 2, "Bola", None, None, None, None)]
    table = tournament_table(_event(Format.SWISS), _entries("Ama", "Bola", "Chidi"), boards)
    assert table.tie_breaks == ("BH-1", "Median")
    assert [(line.player, line.score) for line in table.standings] == [
        ("Ama", "1½"), ("Chidi", "1½"), ("Bola", "0")]
    assert table.crosstable.heads == ("R1", "R2")
    assert [row.cells for row in table.crosstable.rows] == [
        ("3w1", "2b½"), ("+", "1w½"), ("1b0", "bye")]
    assert [(p.south, p.result) for p in table.pairings] == [("Chidi", "½–½"), ("Bola", "bye")]
