"""Swiss pairings (``server/tournament/swiss.py``) through bbpPairings: the engine's own
test cases, a differential test against the engine's random tournaments (each round of
each rebuilt from the server's typed rows and paired again), hand-made tournaments with
a bye, late entries, withdrawals and forfeits checked by the engine's checker, the
properties every round must have, and the TRF the server writes and reads."""

from __future__ import annotations

import os
import random
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

from tests.server import swiss_tournaments as st
from wari_desktop.server.tournament import pairing_engine
from wari_desktop.server.tournament.berger import Pairing
from wari_desktop.server.tournament.model import Board, Entry
from wari_desktop.server.tournament.pairing_engine import (
    NoValidPairing,
    PairingEngineError,
    PairingEngineMissing,
    find_engine,
    run_engine,
)
from wari_desktop.server.tournament.swiss import pair_swiss, tournament_trf
from wari_desktop.server.tournament.trf import read_pairings, read_players

DATA = Path(__file__).parent / "data" / "bbppairings"
CASES = ["dutch_2025_C5", "dutch_2025_C9", "issue_7"]  # --dutch X.input -p
DIFFERENTIAL_SEEDS = range(1, 201)


@pytest.fixture
def engine() -> Path:
    return st.require_engine()


@pytest.mark.parametrize("case", CASES)
def test_the_engines_own_cases_pair_as_expected(engine: Path, case: str,
                                                tmp_path: Path) -> None:
    output = tmp_path / f"{case}.output"
    run_engine(["--dutch", str(DATA / f"{case}.input"), "-p", str(output)])
    assert read_pairings(output.read_text()) == read_pairings(
        (DATA / f"{case}.output.expected").read_text())


def test_the_engines_checker_case_reports_as_expected(engine: Path) -> None:
    """issue_15 checks a whole tournament (its checker, which these tests use, here with
    the Burstein system as the engine's own test does): every round as it pairs it."""
    output = run_engine(["--burstein", str(DATA / "issue_15.input"), "-c"])
    assert output == (DATA / "issue_15.output.expected").read_text()


@pytest.mark.parametrize("case", ["dutch_2025_C5", "dutch_2025_C9"])
def test_the_handbook_examples_pair_the_same_from_typed_rows(engine: Path,
                                                            case: str) -> None:
    """FIDE's worked examples for the 2025 rules, read into entries and boards (a player
    absent from the round being paired is withdrawn) and paired by pair_swiss."""
    text = (DATA / f"{case}.input").read_text()
    players = read_players(text)
    round_number = min(len(player.games) for player in players) + 1
    boards = [b for r in range(1, round_number) for b in st.boards_of(players, r)]
    entries = st.entries_for(players, round_number)
    rounds = int(next(line.split()[1] for line in text.splitlines()
                      if line.startswith(("XXR", "142"))))
    got = pair_swiss(entries, boards, round_number, rounds, st.first_colour_white(players))
    expected = read_pairings((DATA / f"{case}.output.expected").read_text())
    assert [(p.south, p.north) for p in got] == expected


def differential(seeds: range) -> tuple[int, int, Counter[str]]:
    """Every round of the generated tournaments paired again from typed rows; (rounds
    checked, tournaments, what the histories held)."""
    checked, tournaments, seen = 0, 0, Counter[str]()
    for seed in seeds:
        players = st.read(st.generate(st.shape_for(seed), seed))
        white = st.first_colour_white(players)
        total = max(len(player.games) for player in players)
        for player in players:
            seen.update(game.result for game in player.games)
        for round_number in range(1, total + 1):
            boards = [b for r in range(1, round_number) for b in st.boards_of(players, r)]
            entries = st.entries_for(players, round_number)
            got = pair_swiss(entries, boards, round_number, total, white)
            assert set(got) == st.round_pairings(players, round_number), (seed, round_number)
            assert len(got) == len(set(got))
            checked += 1
        tournaments += 1
    return checked, tournaments, seen


def test_differential_against_the_engines_random_tournaments(engine: Path) -> None:
    """200 tournaments of 5 to 40 players and 3 to 9 rounds from bbpPairings' generator
    (draws, forfeits and double forfeits, absences with no points, half-point byes, the
    pairing-allocated bye): each round is rebuilt as the server's entries and boards and
    paired again by pair_swiss, which must give the generator's round exactly."""
    checked, tournaments, seen = differential(DIFFERENTIAL_SEEDS)
    assert tournaments == len(DIFFERENTIAL_SEEDS) and checked > 1000
    for result in "10=+-UHZ":  # every kind of round was met
        assert seen[result] > 0, (result, seen)


def test_generated_tournaments_written_back_pass_the_engines_checker(engine: Path) -> None:
    """The TRF report of a generated tournament, written from typed rows, is one the
    engine's checker pairs round by round exactly as it was."""
    for seed in range(1, 21):
        players = st.read(st.generate(st.shape_for(seed), seed))
        total = max(len(player.games) for player in players)
        boards = [b for r in range(1, total + 1) for b in st.boards_of(players, r)]
        entries = [Entry(st.name(p.number), 0.0, p.number, p.rating) for p in players]
        text = tournament_trf("Generated", entries, boards, total,
                              first_colour_south=st.first_colour_white(players))
        assert st.check(text) == "", seed


def assert_round_properties(played: st.Played, round_number: int,
                            pairings: list[Pairing]) -> None:
    """Nobody paired twice, no rematch of a game played, at most one bye, no withdrawn
    player paired, nobody's second pairing-allocated bye."""
    numbers = [n for p in pairings for n in (p.south, p.north) if n is not None]
    assert len(numbers) == len(set(numbers))
    withdrawn = {e.number for e in played.entries if e.withdrawn}
    assert not withdrawn & set(numbers)
    byes = [p.south for p in pairings if p.bye]
    assert len(byes) <= 1
    earlier = [b for b in played.boards if b.round < round_number]
    met = {frozenset((played.number(b.south), played.number(b.north)))
           for b in earlier if b.north is not None and not b.forfeit}
    assert not met & {frozenset((p.south, p.north)) for p in pairings if not p.bye}
    had_bye = {played.number(b.south) for b in earlier if b.bye}
    won_by_forfeit = {played.number(b.south if b.south_points == "1" else b.north or "")
                      for b in earlier if b.forfeit and "1" in (b.south_points,
                                                                b.north_points)}
    assert not (had_bye | won_by_forfeit) & set(byes)


def test_played_tournaments_keep_the_properties_and_pass_the_checker(engine: Path) -> None:
    """30 tournaments played with pair_swiss and random results, with withdrawals and
    late entries along the way: every round keeps the properties, and the whole
    tournament's TRF passes the engine's checker (each round as it would pair it)."""
    for seed in range(30):
        chooser = random.Random(seed)
        size, rounds = chooser.randint(5, 24), chooser.randint(4, 7)
        played = st.Played([Entry(f"p{n}", 0.0, n, 2200 - 10 * n)
                            for n in range(1, size + 1)])
        for round_number in range(1, rounds + 1):
            if round_number > 1 and chooser.random() < 0.4:
                played.withdraw(chooser.randint(1, len(played.entries)))
            if chooser.random() < 0.3:
                played.enter_late(f"late{round_number}", 1500.0)
            pairings = st.play_round(played, round_number, rounds, chooser)
            assert_round_properties(played, round_number, pairings)
        text = tournament_trf(f"Played {seed}", played.entries, played.boards, rounds)
        assert st.check(text) == "", (seed, text)


def nine_player_swiss() -> st.Played:
    """The issue's end-to-end shape by hand: 9 players (a bye in round 1), a late entry in
    round 2 (10 players), in round 2 a forfeit whose loser then withdraws (9 again: byes
    in rounds 3 and 4) and a double forfeit."""
    played = st.Played([Entry(f"p{n}", 0.0, n, 2000 - 50 * n) for n in range(1, 10)])
    chooser = random.Random(38)
    st.play_round(played, 1, 4, chooser, forfeits=0.0)
    played.enter_late("late", 1700.0)
    pairings = [p for p in st.play_round(played, 2, 4, chooser, forfeits=0.0) if not p.bye]
    forfeited, doubled = played.player(pairings[0].south), played.player(pairings[-1].south)
    played.boards = [
        replace(b, south_points="1", north_points="0", forfeit=True)
        if b.round == 2 and b.south == forfeited else
        replace(b, south_points="0", north_points="0", forfeit=True)
        if b.round == 2 and b.south == doubled else b for b in played.boards]
    played.withdraw(pairings[0].north or 0)
    for round_number in (3, 4):
        pairings = st.play_round(played, round_number, 4, chooser, forfeits=0.0)
        assert_round_properties(played, round_number, pairings)
    return played


def test_a_nine_player_swiss_with_every_case_passes_the_checker(engine: Path) -> None:
    played = nine_player_swiss()
    assert not any("late" in (b.south, b.north) for b in played.boards if b.round == 1)
    gone = next(e for e in played.entries if e.withdrawn)
    assert not any(gone.player in (b.south, b.north) for b in played.boards if b.round > 2)
    assert [b.round for b in played.boards if b.bye] == [1, 3, 4]
    text = tournament_trf("Club Swiss", played.entries, played.boards, 4, clock="5+3",
                          started_at=1_800_000_000.0)
    assert "0000 - Z" in text and " w +" in text and " b -" in text and "0000 - U" in text
    assert st.check(text) == ""


def test_a_forfeited_game_is_not_a_meeting_and_its_winner_gets_no_bye(engine: Path) -> None:
    """Two players who met over the board cannot meet again (no valid pairing: see
    below), but after a forfeit they can: it was not played. And a forfeit's winner, as
    the player who had the pairing-allocated bye, is not given the bye again."""
    two = [Entry("a", 0.0, 1, 1500.0), Entry("b", 0.0, 2, 1400.0)]
    forfeited = [Board(1, 1, "a", "b", south_points="1", north_points="0", forfeit=True)]
    assert [frozenset((p.south, p.north)) for p in pair_swiss(two, forfeited, 2, 3)] == [
        frozenset((1, 2))]
    three = [Entry(f"p{n}", 0.0, n, 2000.0 - n) for n in (1, 2, 3)]
    boards = [Board(1, 1, "p1", "p3", south_points="1", north_points="0", forfeit=True),
              Board(1, 2, "p2", None, south_points="1")]
    pairings = pair_swiss(three, boards, 2, 3)
    assert Pairing(3, None) in pairings and len(pairings) == 2


def test_a_double_forfeit_counts_for_neither(engine: Path) -> None:
    entries = [Entry(f"p{n}", 0.0, n, 2000.0 - n) for n in (1, 2, 3, 4)]
    boards = [Board(1, 1, "p1", "p3", south_points="0", north_points="0", forfeit=True),
              Board(1, 2, "p4", "p2", south_points="1/2", north_points="1/2")]
    text = tournament_trf("Double forfeit", entries, boards, 3)
    assert "   3 w -" in text and "   1 b -" in text
    pairings = pair_swiss(entries, boards, 2, 3)
    assert len(pairings) == 2 and st.check(tournament_trf(
        "x", entries, [*boards, *[Board(2, i, f"p{p.south}", f"p{p.north}", south_points="1",
                                        north_points="0") for i, p in enumerate(pairings)]],
        3)) == ""


def test_withdrawn_everyone_pairs_nobody_and_no_valid_pairing_is_its_own_error(
        engine: Path) -> None:
    entries = [Entry("a", 0.0, 1, 1500.0, withdrawn=True)]
    assert pair_swiss(entries, [], 1, 3) == []
    two = [Entry("a", 0.0, 1, 1500.0), Entry("b", 0.0, 2, 1400.0)]
    met = [Board(1, 1, "a", "b", south_points="1", north_points="0")]
    with pytest.raises(NoValidPairing, match="no valid pairing"):
        pair_swiss(two, met, 2, 3)


def test_pairing_numbers_with_gaps_map_back(engine: Path) -> None:
    entries = [Entry("a", 0.0, 3, 1500.0), Entry("b", 0.0, 7, 1400.0),
               Entry("c", 0.0, 10, 1300.0), Entry("d", 0.0, 12, 1200.0)]
    assert pair_swiss(entries, [], 1, 3) == [Pairing(3, 10), Pairing(12, 7)]
    assert pair_swiss(entries, [], 1, 3, first_colour_south=False) == [
        Pairing(10, 3), Pairing(7, 12)]


def test_an_entry_withdrawn_before_the_start_is_left_out(engine: Path) -> None:
    entries = [Entry("a", 0.0, 1, 1500.0), Entry("gone", 0.0, 0, 1450.0, withdrawn=True),
               Entry("b", 0.0, 2, 1400.0)]
    assert pair_swiss(entries, [], 1, 3) == [Pairing(1, 2)]
    assert "gone" not in tournament_trf("x", entries, [], 3)
    assert "062 2" in tournament_trf("x", entries, [], 3)


def test_a_history_that_does_not_read_is_refused() -> None:
    entries = [Entry("a", 0.0, 1, 1500.0), Entry("b", 0.0, 2, 1400.0)]
    undecided = [Board(1, 1, "a", "b")]
    with pytest.raises(ValueError, match="no result"):
        pair_swiss(entries, undecided, 2, 3)
    with pytest.raises(ValueError, match="not entered"):
        pair_swiss(entries, [Board(1, 1, "a", "zed", south_points="1", north_points="0")],
                   2, 3)
    with pytest.raises(ValueError, match="pairing number"):
        pair_swiss([Entry("a", 0.0, 0, 1500.0), Entry("b", 0.0, 1, 1.0)], [], 1, 3)
    with pytest.raises(ValueError, match="not in a 3-round"):
        pair_swiss(entries, [], 4, 3)


def test_the_trf_player_line_has_fides_columns() -> None:
    entries = [Entry("Ama\nKofi <b>", 0.0, 1, 1834.4), Entry("Kwame", 0.0, 2, 0.0)]
    boards = [Board(1, 1, "Ama\nKofi <b>", "Kwame", south_points="1/2",
                    north_points="1/2")]
    text = tournament_trf("Accra open", entries, boards, 5, clock="10+5",
                          started_at=1_800_000_000.0, finished_at=1_800_086_400.0)
    lines = text.splitlines()
    assert lines[:8] == ["012 Accra open", "042 2027/01/15", "052 2027/01/16", "062 2",
                         "092 Swiss system (FIDE Dutch)", "122 10+5", "142 5", "152 W"]
    first = lines[8]
    assert first[0:3] == "001" and first[4:8] == "   1" and first[14:47].rstrip() == \
        "Ama Kofi <b>" and first[48:52] == "1834" and first[80:84] == " 0.5"
    assert first[91:99] == "   2 w ="
    assert read_players(text)[1].games[0].opponent == 1


def test_the_engine_is_found_by_the_environment_first(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    not_executable = tmp_path / "bbpPairings"
    not_executable.write_text("")
    monkeypatch.setenv("WARI_PAIRING_ENGINE", str(not_executable))
    with pytest.raises(PairingEngineError, match="WARI_PAIRING_ENGINE"):
        find_engine()


def test_a_missing_engine_says_how_to_get_it(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("WARI_PAIRING_ENGINE", raising=False)
    monkeypatch.setattr(pairing_engine, "BUILT", tmp_path / "not-built")
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(PairingEngineMissing, match="install a C\\+\\+ compiler"):
        pair_swiss([Entry("a", 0.0, 1, 1500.0), Entry("b", 0.0, 2, 1.0)], [], 1, 3)


def test_the_engine_is_run_without_a_shell(engine: Path, tmp_path: Path) -> None:
    """A file name with shell characters is one argument, not a command."""
    odd = tmp_path / "a; touch pwned $(id).trf"
    odd.write_text("001    1      x                                 1500"
                   "                             0.0    1\n142 3\n152 W\n")
    out = tmp_path / "out;x"
    run_engine(["--dutch", str(odd), "-p", str(out)])
    assert out.exists() and not (tmp_path / "pwned").exists()
    assert sorted(os.listdir(tmp_path)) == sorted([odd.name, out.name])


def test_the_report_leaves_out_a_round_still_being_played() -> None:
    entries = [Entry(f"p{n}", 0.0, n, 2000.0 - n) for n in (1, 2, 3)]
    boards = [Board(1, 1, "p1", "p2", south_points="1", north_points="0"),
              Board(1, 2, "p3", None, south_points="1"),
              Board(2, 1, "p3", "p1"), Board(2, 2, "p2", None, south_points="1")]
    players = read_players(tournament_trf("Running", entries, boards, 3))
    assert [len(player.games) for player in players] == [1, 1, 1]
    assert [str(player.points()) for player in players] == ["1", "0", "1"]
