"""The lobby's tables: what each row shows (a provisional rating with "?", guests, bots),
the ids behind the rows, rows not as the protocol has them left out, and Qt's model
checks."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from pytestqt.modeltest import ModelTester

from wari_desktop.gui.online.lobby_models import (
    ID_ROLE,
    games_model,
    players_model,
    seeks_model,
)


def player(name: str, rating: int | None = 1500, provisional: bool = False,
           bot: bool = False, guest: bool = False) -> dict[str, Any]:
    return {"name": name, "rating": rating, "provisional": provisional, "bot": bot,
            "guest": guest}


#: The rest of an offer's terms, as the protocol has them.
REST = {"to": None, "rules": {}, "side": "random"}


def cells(model: Any) -> list[list[str]]:
    return [[model.index(r, c).data() for c in range(model.columnCount())]
            for r in range(model.rowCount())]


def test_seeks_show_the_author_the_rating_the_clock_and_rated_or_casual(
        qtmodeltester: ModelTester) -> None:
    model = seeks_model()
    model.set_rows([
        {"id": "s1", "by": player("ama", 1642), "clock": "300+3", "rated": True, **REST},
        {"id": "s2", "by": player("kofi", 1500, provisional=True), "clock": None,
         "rated": False, **REST},
        {"id": "s3", "by": player("Guest-000123", None, guest=True), "clock": "600",
         "rated": False, **REST},
    ])
    qtmodeltester.check(model)
    assert cells(model) == [["ama", "1642", "5 min + 3 s a move", "rated", "by lot"],
                            ["kofi", "1500?", "No clock", "casual", "by lot"],
                            ["Guest-000123", "guest", "10 min each", "casual", "by lot"]]
    assert [model.index(r, 0).data(ID_ROLE) for r in range(3)] == ["s1", "s2", "s3"]
    assert model.row_id(1) == "s2" and model.row_id(3) is None


def test_a_seek_says_the_side_the_one_looking_would_play(
        qtmodeltester: ModelTester) -> None:
    """Issue 37: the side on every offer. Another's seek: the side its accepter gets; one's
    own seek: the side one asked for."""
    model = seeks_model(me=lambda: "ama")
    terms = {"clock": "300", "rated": False, "to": None, "rules": {}}
    model.set_rows([{"id": "s1", "by": player("kofi"), **terms, "side": "south"},
                    {"id": "s2", "by": player("kofi"), **terms, "side": "north"},
                    {"id": "s3", "by": player("ama"), **terms, "side": "south"}])
    qtmodeltester.check(model)
    assert [row[-1] for row in cells(model)] == ["North", "South", "South"]
    assert model.headerData(4, Qt.Orientation.Horizontal) == "Your side"


def test_players_are_marked_bot_guest_or_player(qtmodeltester: ModelTester) -> None:
    model = players_model()
    model.set_rows([player("ama", 1642), player("oware-bot", 1810, bot=True),
                    player("Guest-000123", None, guest=True)])
    qtmodeltester.check(model)
    assert cells(model) == [["ama", "1642", "player", ""], ["oware-bot", "1810", "bot", ""],
                            ["Guest-000123", "guest", "guest", ""]]
    assert model.index(1, 0).data(ID_ROLE) == "oware-bot"
    model.set_rows([dict(player("ama", 1500, provisional=True), playing=True)])
    assert cells(model) == [["ama", "1500?", "player", "playing"]]
    from PySide6.QtCore import Qt
    assert "provisional" in str(model.index(0, 1).data(Qt.ItemDataRole.ToolTipRole))


def test_games_in_progress_show_both_players_and_the_moves(
        qtmodeltester: ModelTester) -> None:
    model = games_model()
    model.set_rows([{"id": "g1", "south": player("ama", 1642),
                     "north": player("oware-bot", 1810, bot=True), "clock": "180+2",
                     "rated": True, "rules": {}, "side": "south", "ply": 14}])
    qtmodeltester.check(model)
    assert cells(model) == [["ama (1642)", "oware-bot (1810, bot)", "3 min + 2 s a move",
                             "rated", "14"]]


def test_rows_not_as_the_protocol_has_them_are_left_out_and_counted() -> None:
    model = seeks_model()
    terms = {"clock": "300", "rated": False, **REST}
    model.set_rows([{"id": "ok", "by": player("ama"), **terms},
                    {"id": "s", "by": player("ama")}, "not an object", None,
                    {"id": "s", "by": player("ama"), **terms, "clock": "five minutes"},
                    {"id": "s", "by": {"name": 7}, **terms},
                    {"id": "s", "by": player("ama", rating="high"),  # type: ignore[arg-type]
                     **terms}])
    assert model.rowCount() == 1 and model.skipped == 6
    model.set_rows("not a list")
    assert model.rowCount() == 0 and model.skipped == 0


def test_the_headers_name_the_columns() -> None:
    model = players_model()
    from PySide6.QtCore import Qt
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(4)] == \
        ["Player", "Rating", "Kind", "Now"]
