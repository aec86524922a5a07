"""The panel keeps up with the board: the move list shows the current move whole, the
player cards follow the board's orientation, and the New Game dialog describes the board
as it is drawn."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from wari_desktop.gui.dialogs.new_game_dialog import NewGameDialog
from wari_desktop.gui.game.game_model import Seat
from wari_desktop.gui.platform.autosave import record_of
from wari_desktop.gui.platform.settings import Speed
from wari_desktop.notation import save
from wari_desktop.rules import Player

from .board_checks import make
from .thinkers import QuickThinker


def test_the_move_list_scrolls_the_current_move_fully_into_view(qtbot: QtBot) -> None:
    win = make(qtbot, speed=Speed.INSTANT)
    table = win.panel.moves
    for ply in range(60):
        if win.model.is_over():
            break
        win.model.play(win.game.legal_moves()[0])
        if ply % 2:  # a long explanation in the status line takes room from the list
            opponent = next(h for h in range(12) if win.game.rules.owners[h]
                            is not win.game.to_move)
            win.play_house(opponent)
        qtbot.wait(5)
        cell = table.visualRect(table.currentIndex())
        assert table.viewport().rect().contains(cell), (len(win.game.moves), cell)
    assert table.verticalScrollBar().value() > 0


def test_the_cards_follow_the_board_after_opening_a_file_after_a_flipped_game(
    qtbot: QtBot, tmp_path: Path
) -> None:
    south = make(qtbot, speed=Speed.INSTANT)
    south.play_house(0)
    path = tmp_path / "south.ogn"
    save(record_of(south.model, {"South": "Ann", "North": "Bob"}), path)

    win = make(qtbot, seats=(Seat(True, "beginner"), Seat()), speed=Speed.INSTANT,
               engine=QuickThinker())
    qtbot.waitUntil(lambda: len(win.game.moves) == 1, timeout=5_000)
    assert win.board.is_flipped()  # the person plays North, at the bottom
    assert win.panel.bottom_card.role.text().startswith("North")
    assert win.open_path(path)
    assert not win.board.is_flipped()
    assert win.panel.top_card.role.text().startswith("North")
    assert win.panel.bottom_card.role.text().startswith("South")
    assert win.board.board.layout.plate(Player.NORTH).top() < win.board.board.layout.plate(
        Player.SOUTH).top()
    win.close()


def test_the_new_game_dialog_does_not_promise_north_at_the_top(qtbot: QtBot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    words = " ".join([dialog.south_radio.text(), dialog.north_radio.text(),
                      dialog.side_row.toolTip()])
    assert "top" not in words
    assert "bottom of the board, whichever you choose" in words
