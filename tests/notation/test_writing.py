"""Writing OGN records."""

import random

import pytest

from wari_desktop import notation
from wari_desktop.rules import EmptySide, Game, GrandSlam, Player, Position, Rules, next_owners
from wari_desktop.rules.outcome import EndReason


def random_game(seed: int, rules: Rules | None = None, start: Position | None = None) -> Game:
    chooser = random.Random(seed)
    game = Game(start, rules)
    while not game.is_over():
        game.play(chooser.choice(game.legal_moves()))
    return game


def test_the_roster_comes_first_with_question_marks_for_unknowns() -> None:
    text = notation.dumps(notation.Record.from_game(Game(), {"South": "Kofi", "Annotator": "X"}))
    names = [line.split()[0][1:] for line in text.splitlines() if line.startswith("[")]
    assert names == ["Variant", "Event", "Site", "Date", "Round", "South", "North", "Result",
                     "Annotator"]
    assert '[Event "?"]' in text
    assert '[Variant "Oware Abapa"]' in text


def test_movetext_lines_are_shorter_than_80_columns() -> None:
    game = random_game(7)
    comments = {5: "a fairly long comment " * 8, 9: "x" * 30}
    text = notation.dumps(notation.Record.from_game(game, comments=comments))
    tags, movetext = text.split("\n\n", 1)
    assert max(len(line) for line in movetext.splitlines()) < 80
    assert max(len(line) for line in tags.splitlines()) <= 255  # PGN's longest; no wrapping


def test_capture_marks_give_the_seeds_each_move_captured() -> None:
    game = Game()
    for move in "FfEeDdCc":  # the 4th move pair captures 5 for North? check by the board
        game.play(move)
    text = notation.dumps(notation.Record.from_game(game))
    for ply in game.plies:
        if ply.plan.captured:
            assert f"{ply.move}+{ply.plan.captured}" in text


@pytest.mark.parametrize("seed", range(12))
def test_a_record_reads_back_as_the_same_game(seed: int) -> None:
    game = random_game(seed)
    record = notation.Record.from_game(game, {"Event": f"Game {seed}"}, {3: "here", 0: "go"})
    back = notation.loads(notation.dumps(record))
    assert back.game.moves == game.moves
    assert back.game.result() == game.result()
    assert back.comments == record.comments
    assert back.tags["Event"] == f"Game {seed}"


def test_the_result_token_closes_the_movetext() -> None:
    game = random_game(1)
    text = notation.dumps(notation.Record.from_game(game)).rstrip()
    assert text.endswith("{}-{}".format(*game.result()))  # type: ignore[str-format]
    unfinished = notation.dumps(notation.Record.from_game(Game())).rstrip()
    assert unfinished.endswith("*")


def test_a_set_up_start_is_written_as_a_fen_tag() -> None:
    start = Position((3, 0, 5, 1, 0, 2, 1, 4, 0, 2, 1, 3), (12, 14), Player.NORTH)
    game = random_game(3, start=start)
    text = notation.dumps(notation.Record.from_game(game))
    assert '[FEN "3-0-5-1-0-2-1-4-0-2-1-3-12-14-N"]' in text
    assert notation.loads(text).game.moves == game.moves
    assert "FEN" not in notation.dumps(notation.Record.from_game(Game()))


@pytest.mark.parametrize("rules", [
    Rules(grand_slam=GrandSlam.FORBIDDEN),
    Rules(end_on_repetition=False),
    Rules(empty_side=EmptySide.GAME_ENDS),
    Rules(empty_side=EmptySide.PASS),
    Rules(owners=next_owners(32, 16)),
])
def test_rule_options_survive_a_round_trip(rules: Rules) -> None:
    game = random_game(11, rules=rules) if rules.end_on_repetition else Game(rules=rules)
    back = notation.loads(notation.dumps(notation.Record.from_game(game)))
    assert back.game.rules == rules
    assert back.game.moves == game.moves


def test_default_rules_add_no_rule_tags() -> None:
    text = notation.dumps(notation.Record.from_game(Game()))
    for name in ("GrandSlam", "Repetition", "EmptySide", "Ownership"):
        assert name not in text


def test_tag_values_are_escaped_and_kept_on_one_line() -> None:
    record = notation.Record.from_game(Game(), {"Event": 'The "big" one\\\nfinal'})
    text = notation.dumps(record)
    assert '[Event "The \\"big\\" one\\\\ final"]' in text
    assert notation.loads(text).tags["Event"] == 'The "big" one\\ final'


def test_a_closing_brace_inside_a_comment_cannot_end_it_early() -> None:
    game = Game()
    game.play("F")
    record = notation.Record.from_game(game, comments={1: "odd } brace"})
    back = notation.loads(notation.dumps(record))
    assert back.comments == {1: "odd ) brace"}


def test_a_game_ended_by_agreement_reads_back_ended_by_agreement() -> None:
    game = Game()
    for move in "FfEe":
        game.play(move)
    game.agree_to_end()
    back = notation.loads(notation.dumps(notation.Record.from_game(game)))
    assert back.game.outcome is not None
    assert back.game.outcome.reason is EndReason.AGREEMENT
    assert back.game.result() == game.result()
