"""Annotations follow the moves they were written on."""

from __future__ import annotations

from wari_desktop import notation
from wari_desktop.notation.annotations import Annotations
from wari_desktop.rules import Player

TEXT = '[South "Ama"]\n[North "?"]\n[WariFile "/tmp/x.ogn"]\n\n' \
       '{Before.} 1. F {one} f {two} 2. E {three} e *\n'


def test_comments_stay_on_the_moves_they_were_written_on() -> None:
    notes = Annotations.of(notation.loads(TEXT))
    assert notes.comments_for(["F", "f", "E", "e"]) == {0: "Before.", 1: "one", 2: "two",
                                                        3: "three"}
    assert notes.comments_for(["F", "f"]) == {0: "Before.", 1: "one", 2: "two"}
    # Another second move: the comments from there on no longer fit.
    assert notes.comments_for(["F", "e", "E"]) == {0: "Before.", 1: "one"}


def test_names_and_private_tags() -> None:
    notes = Annotations.of(notation.loads(TEXT))
    assert notes.name(Player.SOUTH) == "Ama"
    assert notes.name(Player.NORTH) is None
    assert "WariFile" not in notes.tags
