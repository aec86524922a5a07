"""Every number on screen follows the animation: count badges, stores, the players'
scores and the move list change as the seeds drawn do, never ahead of them."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from wari_desktop.gui.game.game_model import Seat
from wari_desktop.gui.platform.settings import Speed
from wari_desktop.rules import Player, index

from .board_checks import check_frame, make, sample_animation
from .thinkers import QuickThinker


def test_counts_follow_the_seeds_through_a_sowing_and_a_capture(qtbot: QtBot) -> None:
    win = make(qtbot, "4-0-0-1-3-1-2-1-2-0-0-6-14-14-S")
    seen_stores: set[int] = set()
    shown = win.board.shown
    shown.countsChanged.connect(lambda: seen_stores.add(shown.store(Player.SOUTH)))
    win.play_house(index("E"))
    assert win.board.counts()[index("E")] == 3  # not lifted yet
    assert sample_animation(qtbot, win) > 20
    assert seen_stores == {14, 16, 19}  # b's 2 seeds arrive, then a's 3
    assert win.board.counts() == [*win.game.houses, *win.game.scores]


def test_counts_follow_a_long_sowing_round_the_board(qtbot: QtBot) -> None:
    win = make(qtbot, "2-3-22-1-0-2-1-3-0-2-1-1-6-4-S")
    win.play_house(index("C"))
    assert sample_animation(qtbot, win) > 20
    assert win.board.counts() == [*win.game.houses, *win.game.scores]


def test_the_computers_reply_enters_the_move_list_when_its_sowing_begins(qtbot: QtBot) -> None:
    win = make(qtbot, seats=(Seat(), Seat(True, "beginner")), speed=Speed.SLOW,
               engine=QuickThinker())
    win.play_house(index("C"))
    qtbot.waitUntil(lambda: len(win.game.moves) == 2, timeout=5_000)
    assert win.board.is_animating() and win.board.shown.plies() == 1
    assert win.moves.ply_count() == 1  # the reply waits for the player's own sowing
    current = win.panel.moves.currentIndex()
    assert win.moves.ply_at(current) == 0
    assert win.panel.status.text() == "Sowing…"
    qtbot.waitUntil(lambda: win.moves.ply_count() == 2, timeout=10_000)
    assert win.board.is_animating()  # the reply's sowing has just begun
    assert win.board.counts()[:12] != win.game.houses
    assert win.moves.ply_at(win.panel.moves.currentIndex()) == 1
    qtbot.waitUntil(lambda: not win.board.is_animating(), timeout=10_000)
    assert win.board.counts() == [*win.game.houses, *win.game.scores]
    win.close()


def test_at_instant_speed_everything_is_immediate(qtbot: QtBot) -> None:
    win = make(qtbot, "4-0-0-1-3-1-2-1-2-0-0-6-14-14-S", speed=Speed.INSTANT)
    win.play_house(index("E"))
    assert not win.board.is_animating()
    assert win.board.counts() == [*win.game.houses, *win.game.scores]
    assert win.panel.bottom_card.score.text() == "19"
    assert win.moves.ply_count() == 1
    check_frame(win)
