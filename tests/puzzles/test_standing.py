"""``resources/puzzles/standing.json``, the record of how far each puzzle is proven,
agrees with the shipped puzzles, and a sample of its verdicts is proven again here by a
search of this file's own over the rules module (``Game``: its moves, its end of the game,
its repetition rule and its winner), sharing no code with the proving tree."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from wari_desktop.ai.endgame import EndgameTable
from wari_desktop.puzzles.proof import WINNING_TOTAL, table_totals
from wari_desktop.puzzles.puzzle import FORCED, Puzzle, SearchProof, TableProof
from wari_desktop.puzzles.standing import FORMAT, STANDINGS, VERSION, default_path
from wari_desktop.puzzles.tree import move_verdicts
from wari_desktop.rules import Game, Player, Position

from .conftest import SHIPPED

DATA = json.loads(default_path().read_text(encoding="utf-8"))
ENTRIES: dict[str, dict] = DATA["puzzles"]
BY_KEY = {p.key: p for p in SHIPPED}
#: Every move the tree decided from ends of the game alone within this many plies is
#: proven again (a few hundred searches of at most a few thousand positions each).
RECHECK_PLIES = 6


def winner_can_force(game: Game, solver: Player, plies: int) -> bool | None:
    """Whether ``solver`` wins ``game`` by force (True), cannot (False), or neither is
    settled within ``plies`` (None): plain AND-OR over ``Game``, the game's end its
    only leaf."""
    outcome = game.outcome
    if outcome is not None:
        return outcome.winner is solver
    if plies == 0:
        return None
    wanted = game.to_move is solver  # the side to move stops at the value it wants
    unsettled = False
    for move in game.legal_moves():
        game.play(move)
        try:
            value = winner_can_force(game, solver, plies - 1)
        finally:
            game.undo()
        if value is None:
            unsettled = True
        elif value is wanted:
            return value
    return None if unsettled else not wanted


def after(puzzle: Puzzle, move: str) -> Game:
    game = puzzle.game()
    game.play(move)
    return game


def tree_cases() -> list[tuple[str, str, str, int]]:
    """``(key, move, verdict, plies)`` of the moves decided by the tree from ends of the
    game alone within ``RECHECK_PLIES`` plies."""
    return [(key, move, fate["verdict"], fate["plies"])
            for key, entry in sorted(ENTRIES.items())
            for move, fate in sorted(entry["moves"].items())
            if fate.get("leaves") == "game-end" and fate["plies"] <= RECHECK_PLIES]


def test_the_record_covers_every_shipped_puzzle_and_every_move() -> None:
    assert (DATA["format"], DATA["version"]) == (FORMAT, VERSION)
    assert set(ENTRIES) == set(BY_KEY)
    for key, entry in ENTRIES.items():
        puzzle = BY_KEY[key]
        assert set(entry["moves"]) == set(puzzle.game().legal_moves()), key
        assert entry["seeds"] == sum(puzzle.position.houses)
    counts = Counter(entry["standing"] for entry in ENTRIES.values())
    assert DATA["about"]["counts"] == {k: counts.get(k, 0) for k in STANDINGS}


def test_each_standing_says_what_its_verdicts_prove() -> None:
    for key, entry in ENTRIES.items():
        puzzle = BY_KEY[key]
        verdicts = {m: f["verdict"] for m, f in entry["moves"].items()}
        answer = verdicts.pop(puzzle.move)
        assert "wins" not in verdicts.values(), key  # no other move is proven to win
        assert answer != "fails", key
        standing = entry["standing"]
        if standing == "table-proven":
            assert answer == "wins" and set(verdicts.values()) == {"fails"}, key
        elif standing == "answer-proven":
            assert answer == "wins" and "judged" in verdicts.values(), key
        else:  # nothing proven: the search's judgement alone
            assert isinstance(puzzle.proof, SearchProof) and answer == "judged", key
            forced = puzzle.proof.score >= FORCED
            assert standing == ("search-forced" if forced else "search-judged"), key


def test_the_table_proofs_are_recorded_as_the_table_values_them(
        proof_table: EndgameTable) -> None:
    table_proven = [p for p in SHIPPED if isinstance(p.proof, TableProof)]
    assert table_proven
    for puzzle in table_proven:
        entry = ENTRIES[puzzle.key]
        assert (entry["standing"], entry["by"]) == ("table-proven", "table-12")
        totals = table_totals(puzzle.position, puzzle.rules, proof_table)
        assert totals is not None
        assert {m: f["verdict"] for m, f in entry["moves"].items()} == {
            m: "wins" if t >= WINNING_TOTAL else "fails" for m, t in totals.items()}


@pytest.mark.parametrize(("key", "move", "verdict", "plies"), tree_cases())
def test_a_verdict_of_the_tree_is_proven_again_over_the_rules(key: str, move: str,
                                                               verdict: str,
                                                               plies: int) -> None:
    puzzle = BY_KEY[key]
    assert winner_can_force(after(puzzle, move), puzzle.player, plies) is (verdict == "wins")


def test_the_recheck_covers_both_verdicts_and_many_puzzles() -> None:
    cases = tree_cases()
    assert {verdict for _, _, verdict, _ in cases} == {"wins", "fails"}
    assert len({key for key, *_ in cases}) >= 20


# -- the tree itself, on positions made for it -------------------------------------------


def position(fen_houses: tuple[int, ...], south: int, north: int) -> Position:
    return Position(fen_houses, (south, north), Player.SOUTH)


def test_the_tree_sees_a_capture_that_reaches_25() -> None:
    # South holds 23; F (2 seeds) ends in b, which then holds 2, as a does: both are
    # captured (f's 3 seeds stay: no grand slam), 27, won at once.
    here = position((1, 0, 0, 0, 0, 2, 1, 1, 0, 0, 0, 3), 23, 17)
    verdicts = move_verdicts(here, Game().rules, None, 4, 10_000)
    assert verdicts["F"] is True
    assert winner_can_force(after_position(here, "F"), Player.SOUTH, 0) is True


def after_position(here: Position, move: str) -> Game:
    game = Game(here)
    game.play(move)
    return game


def test_the_tree_applies_the_repetition_rule_as_the_game_does() -> None:
    # One seed each, 23-23: the moves are forced and the start recurs 12 plies on (11
    # after F), ending the game 24-24: not won for South; seen at 11 plies, not at 10.
    here = position((0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1), 23, 23)
    assert move_verdicts(here, Game().rules, None, 10, 10_000) == {"F": None}
    assert move_verdicts(here, Game().rules, None, 11, 10_000) == {"F": False}
    assert winner_can_force(after_position(here, "F"), Player.SOUTH, 10) is None
    assert winner_can_force(after_position(here, "F"), Player.SOUTH, 11) is False
    assert Game(here).rules.end_on_repetition


def test_a_puzzle_whose_answer_is_not_the_winning_move_is_refuted() -> None:
    from dataclasses import replace

    from wari_desktop.puzzles.standing import standing_of

    key = next(key for key, entry in sorted(ENTRIES.items())
               if entry["standing"] == "answer-proven"
               and entry["moves"][BY_KEY[key].move].get("leaves") == "game-end"
               and entry["moves"][BY_KEY[key].move]["plies"] <= 4)
    puzzle = BY_KEY[key]
    assert standing_of(puzzle, None, 20_000).standing == "answer-proven"
    other = next(m for m in puzzle.game().legal_moves() if m != puzzle.move)
    assert standing_of(replace(puzzle, move=other), None, 20_000).standing == "refuted"


def test_no_shipped_puzzle_is_refuted() -> None:
    refuted = [key for key, entry in ENTRIES.items() if entry["standing"] == "refuted"]
    assert refuted == []
