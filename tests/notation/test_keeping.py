"""A record keeps everything it says through reading and writing: every tag, every
comment, and a resignation (the result and why the game ended)."""

from __future__ import annotations

from pathlib import Path

from wari_desktop import notation
from wari_desktop.notation import Record
from wari_desktop.rules import Game, Player

ANNOTATED = (Path(__file__).parent / "data" / "annotated.ogn").read_text(encoding="utf-8")


def test_every_tag_and_comment_survives_a_round_trip() -> None:
    record = notation.loads(ANNOTATED)
    assert record.comments == {0: "A quiet opening.", 2: "North mirrors.",
                               5: "The first real choice."}
    again = notation.loads(notation.dumps(record))
    assert again.tags == record.tags
    assert again.comments == record.comments
    assert again.game.moves == ["F", "f", "E", "e", "D", "d"]
    for name, value in (("Site", "Accra"), ("Date", "2024.03.09"), ("Annotator", "Yaw"),
                        ("South", "Ama Owusu"), ("North", "Kofi Mensah")):
        assert again.tags[name] == value


def test_a_resigned_game_is_written_finished_and_reads_back_finished() -> None:
    game = Game()
    for move in "FfEe":
        game.play(move)
    text = notation.dumps(Record.from_game(game, resigned=Player.NORTH))
    assert '[Termination "North resigned"]' in text
    assert '[Result "48-0"]' in text and text.rstrip().endswith("48-0")  # South won
    back = notation.loads(text)
    assert back.resigned is Player.NORTH
    assert back.is_finished() and not back.game.is_over()


def test_a_resignation_taken_back_is_not_written() -> None:
    record = notation.loads(notation.dumps(Record.from_game(Game(), resigned=Player.SOUTH)))
    assert record.resigned is Player.SOUTH
    record.resigned = None
    text = notation.dumps(record)
    assert "Termination" not in text and '[Result "*"]' in text
    assert not notation.loads(text).is_finished()


def test_an_unknown_termination_is_kept_as_it_is() -> None:
    record = notation.loads('[Termination "adjourned"]\n\n1. F f *\n')
    assert record.resigned is None
    assert '[Termination "adjourned"]' in notation.dumps(record)
