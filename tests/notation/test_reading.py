"""Reading OGN files and plain move lists."""

from pathlib import Path

import pytest

from wari_desktop import notation
from wari_desktop.rules import EmptySide, EndReason, Game, GrandSlam, Player, Position, Rules

DATA = Path(__file__).parent / "data"


def read(name: str) -> notation.Record:
    return notation.loads((DATA / name).read_text(encoding="utf-8"))


def test_an_auale_file_replays_to_its_recorded_result() -> None:
    record = read("repetition.ogn")
    assert len(record.game.moves) == 107
    assert record.game.outcome is not None
    assert record.game.outcome.reason is EndReason.REPETITION
    assert record.game.result() == (22, 26)


def test_the_last_mark_may_count_the_seeds_collected_at_the_end() -> None:
    # Aualé writes "F+1" for a final move that captured nothing but collected one seed.
    record = read("repetition.ogn")
    last = record.game.plies[-1]
    assert last.move == "F"
    assert last.plan.captured == 0


def test_tags_are_read_with_their_escapes() -> None:
    tags = read("repetition.ogn").tags
    assert tags["North"] == 'Ama "Sika" Owusu'
    assert tags["Site"] == "Accra"
    assert tags["Result"] == "22-26"


def test_comments_stay_with_their_moves() -> None:
    record = read("repetition.ogn")
    assert record.comments == {10: "South builds a large house", 11: "North answers"}
    assert record.game.moves[9] == "e"  # "5. B e {...}": the comment follows e, ply 10
    assert record.game.moves[10] == "E"


def test_a_fen_tag_sets_up_the_start_with_north_to_move() -> None:
    record = read("setup-north.ogn")
    assert record.game.start.to_move is Player.NORTH
    assert record.game.start.houses == (3, 0, 5, 1, 0, 2, 1, 4, 0, 2, 1, 3)
    assert record.game.start.stores == (12, 14)
    assert record.game.moves[0] == "f"
    assert record.game.result() == (14, 30)


def test_the_loaded_game_keeps_its_history_so_undo_works() -> None:
    record = read("repetition.ogn")
    game = record.game
    assert game.undo() == "F"
    assert not game.is_over()
    assert len(game.moves) == 106
    game.redo()
    assert game.is_over()


def test_a_plain_move_list_with_numbered_pairs_reads() -> None:
    record = notation.loads("1 A b 2 C e")
    assert record.game.moves == ["A", "b", "C", "e"]


def test_one_numbered_pair_per_line_reads() -> None:
    record = notation.loads("1 A b\n2 C e\n3 F a\n")
    assert record.game.moves == ["A", "b", "C", "e", "F", "a"]


def test_variations_are_skipped_never_played() -> None:
    record = notation.loads("1. A (1... a 2. B (2. C {not (played)}) b) b 2. C")
    assert record.game.moves == ["A", "b", "C"]


def test_a_comment_before_the_first_move_is_kept_at_ply_zero() -> None:
    record = notation.loads("{A quiet opening}\n1. F f")
    assert record.comments == {0: "A quiet opening"}


def test_an_empty_text_is_a_new_game() -> None:
    record = notation.loads("")
    assert record.game.moves == []
    assert record.game.position == Game().position


def test_tags_alone_give_a_game_with_no_moves() -> None:
    record = notation.loads('[Event "Final"]\n[South "Kofi"]\n')
    assert record.tags == {"Event": "Final", "South": "Kofi"}
    assert record.game.moves == []


def test_rule_tags_choose_the_rules() -> None:
    text = '[GrandSlam "forbidden"]\n[Repetition "continues"]\n[EmptySide "liberta"]\n\n1. A'
    rules = notation.loads(text).game.rules
    assert rules == Rules(GrandSlam.FORBIDDEN, False, EmptySide.PASS)


def test_an_ownership_tag_gives_case_supplementari_houses() -> None:
    record = notation.loads('[Ownership "SSSSSSSSNNNN"]\n\n1. a')
    assert record.game.moves == ["a"]
    assert record.game.rules.owners[7] is Player.SOUTH


def test_a_result_equal_to_each_sides_seeds_means_the_players_agreed() -> None:
    game = Game()
    for move in "FfEe":
        game.play(move)
    collected = game.position.collected(game.rules)
    record = notation.loads(f"1. F f 2. E e {collected[0]}-{collected[1]}")
    assert record.game.outcome is not None
    assert record.game.outcome.reason is EndReason.AGREEMENT


def test_a_result_on_an_unfinished_game_that_is_no_collection_is_accepted() -> None:
    # A resignation or an adjudication: the game stays open, as the moves left it.
    record = notation.loads("1. F f 25-23")
    assert not record.game.is_over()


def test_without_fen_a_first_north_move_means_north_opened() -> None:
    # Aualé writes no FEN tag when North opens from the start position.
    record = notation.loads("1. c F 2. a")
    assert record.game.start == Position.start(Player.NORTH)
    assert record.game.moves == ["c", "F", "a"]


def test_a_second_game_in_the_file_is_not_read() -> None:
    record = notation.loads('1. F f *\n\n[Event "next"]\n1. A')
    assert record.game.moves == ["F", "f"]


@pytest.mark.parametrize("text", ["1.F f", "1... f", "1.   F\tf", "1.F+0 f"])
def test_spacing_and_number_styles_vary(text: str) -> None:
    moves = notation.loads(text).game.moves
    assert moves[-1] == "f"
