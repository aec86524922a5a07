"""Clicks during a sowing wait (and say so) or are refused visibly; a click that cannot
be played says why; the hint speaks a player's words, in the language's numbers, and is
offered only on a still board with a person to move."""

from __future__ import annotations

import threading

from PySide6.QtCore import QLocale, Qt
from pytestqt.qtbot import QtBot

from wari_desktop.gui.game.game_model import Seat
from wari_desktop.gui.game.texts import hint_text
from wari_desktop.gui.platform.settings import Speed
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.rules import Game, GrandSlam, Position, Rules, index

from .board_checks import make
from .thinkers import QuickThinker


def test_a_click_during_a_sowing_waits_for_it_and_says_so(qtbot: QtBot) -> None:
    win = make(qtbot, speed=Speed.SLOW)
    win.play_house(index("C"))
    win.play_house(index("b"))  # North clicks while South's seeds are still moving
    assert win.game.moves == ["C"]
    assert win.panel.status.text() == "b will be played when the sowing ends."
    qtbot.waitUntil(lambda: win.game.moves == ["C", "b"], timeout=10_000)
    assert win.moves.ply_count() == 2


REFUSED = "D was not played: the computer moves first. Choose your move once its move has " \
    "been shown."
RECALLED = "D was not played: choose your move now that the computer has moved."


def test_a_click_for_the_computers_turn_is_refused_visibly(qtbot: QtBot) -> None:
    gate = threading.Event()
    win = make(qtbot, seats=(Seat(), Seat(True, "beginner")), speed=Speed.SLOW,
               engine=QuickThinker(gate))
    win.play_house(index("C"))
    win.play_house(index("D"))  # during the player's own sowing: the computer is next
    assert win.panel.status.text() == REFUSED
    qtbot.waitUntil(lambda: not win.board.is_animating(), timeout=15_000)
    assert win.panel.status.text() == REFUSED  # C shown, the computer still thinks: true
    gate.set()
    qtbot.waitUntil(lambda: not win.board.is_animating() and len(win.game.moves) == 2,
                    timeout=15_000)
    qtbot.wait(50)
    assert len(win.game.moves) == 2  # the refused click was not played later
    assert win.panel.status.text() == RECALLED  # ... and the player is told so
    win.close()


def test_a_click_before_the_computers_reply_is_shown_is_refused(qtbot: QtBot) -> None:
    win = make(qtbot, seats=(Seat(), Seat(True, "beginner")), speed=Speed.SLOW,
               engine=QuickThinker())
    win.play_house(index("C"))
    qtbot.waitUntil(lambda: len(win.game.moves) == 2, timeout=5_000)  # replied at once
    assert win.board.shown.plies() == 1  # ... but the board still shows C being sown
    win.play_house(index("D"))
    assert win.panel.status.text() == REFUSED
    qtbot.waitUntil(lambda: win.board.shown.plies() == 2, timeout=10_000)
    assert win.panel.status.text() == REFUSED  # the reply is being shown: still true
    qtbot.waitUntil(lambda: not win.board.is_animating(), timeout=10_000)
    assert win.panel.status.text() == RECALLED
    assert win.game.moves == ["C", "a"]  # nothing played for the click
    win.play_house(index("D"))  # now it is played
    assert win.game.moves[2] == "D"
    qtbot.waitUntil(lambda: len(win.game.moves) == 4, timeout=10_000)
    qtbot.waitUntil(lambda: win.board.shown.plies() == 4, timeout=10_000)
    win.play_house(index("E"))  # the reply is being sown: this click waits for it
    assert win.panel.status.text() == "E will be played when the sowing ends."
    qtbot.waitUntil(lambda: len(win.game.moves) >= 5, timeout=10_000)  # (and the reply)
    assert win.game.moves[4] == "E"
    win.close()


def test_the_last_move_ring_follows_the_board_not_the_game(qtbot: QtBot) -> None:
    win = make(qtbot, seats=(Seat(), Seat(True, "beginner")), speed=Speed.SLOW,
               engine=QuickThinker())
    board = win.board
    marks = board.board.marks
    win.play_house(index("C"))
    qtbot.waitUntil(lambda: len(win.game.moves) == 2, timeout=5_000)  # replied at once
    assert board.shown.plies() == 1
    qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton,
                     pos=board.house_center(index("D")).toPoint())  # repaints the marks
    assert board.last_move_shown() == index("C")
    assert [m.marks.last for m in marks] == [h == index("C") for h in range(12)]
    qtbot.waitUntil(lambda: board.shown.plies() == 2, timeout=10_000)  # the reply shown
    reply = index(win.game.moves[1])
    assert board.last_move_shown() == reply
    assert [m.marks.last for m in marks] == [h == reply for h in range(12)]
    win.show_ply(0)  # a past position: no ring
    assert not any(m.marks.last for m in marks)
    win.close()


def status_after_click(qtbot: QtBot, game: Game, letter: str) -> tuple[MainWindow, str]:
    win = make(qtbot, game=game, speed=Speed.INSTANT)
    win.play_house(index(letter))
    assert win.game.moves == []
    return win, win.panel.status.text()


def test_an_empty_house_is_explained(qtbot: QtBot) -> None:
    game = Game(Position((0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4), (4, 0)))
    _, text = status_after_click(qtbot, game, "A")
    assert text == "A is empty: play a house with seeds in it."


def test_a_house_that_does_not_feed_an_empty_opponent_is_explained(qtbot: QtBot) -> None:
    game = Game(Position((1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0), (23, 23)))
    _, text = status_after_click(qtbot, game, "A")
    assert text == ("A gives North no seeds: North has none left, so you must play a house "
                    "whose seeds reach their side.")


def test_a_forbidden_grand_slam_is_explained(qtbot: QtBot) -> None:
    game = Game(Position((1, 0, 0, 0, 0, 2, 1, 1, 0, 0, 0, 0), (21, 22)),
                Rules(grand_slam=GrandSlam.FORBIDDEN))
    _, text = status_after_click(qtbot, game, "F")
    assert text.startswith("F would capture every seed on North's side (a grand slam)")


def test_the_hint_speaks_a_players_words() -> None:
    assert hint_text("D", -12.04) == "D is the best move: you will be about 12.0 seeds behind."
    assert hint_text("b", 3.46) == "b is the best move: you will be about 3.5 seeds ahead."
    assert hint_text("A", 0.3) == "A is the best move: the game stays about level."


def test_the_hints_numbers_follow_the_language() -> None:
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.Spanish, QLocale.Country.Spain))
    try:
        assert "12,0" in hint_text("D", -12.04)
    finally:
        QLocale.setDefault(before)


def test_the_hint_is_shown_in_words_and_its_tag_stays_on_its_house(qtbot: QtBot) -> None:
    win = make(qtbot, "2-3-22-1-0-2-1-3-0-2-1-1-6-4-S", speed=Speed.INSTANT,
               engine=QuickThinker(hint="D", score=-12.04))
    win.commands.hint.trigger()
    qtbot.waitUntil(lambda: "best move" in win.panel.status.text(), timeout=5_000)
    assert win.panel.status.text() == "D is the best move: you will be about 12.0 seeds behind."
    marks = win.board.board.marks
    item = marks[index("D")]
    assert item.marks.hint == "-12.0"
    tag = item.tag_rect(item.marks.hint)
    for other in range(12):
        if other != index("D"):
            assert not tag.intersects(win.board.board.layout.rect(other)), other
    win.close()


def test_hint_is_offered_only_on_a_still_board_with_a_person_to_move(qtbot: QtBot) -> None:
    gate = threading.Event()
    win = make(qtbot, seats=(Seat(), Seat(True, "beginner")), speed=Speed.FAST,
               engine=QuickThinker(gate))
    assert win.commands.hint.isEnabled() and win.panel.hint_button.isEnabled()
    win.play_house(index("C"))
    assert not win.commands.hint.isEnabled()  # animating, and the computer thinks
    qtbot.waitUntil(lambda: not win.board.is_animating(), timeout=10_000)
    assert win.model.is_thinking() and not win.commands.hint.isEnabled()
    gate.set()
    qtbot.waitUntil(lambda: len(win.game.moves) == 2, timeout=5_000)
    assert win.board.is_animating() and win.model.awaits_person()
    assert not win.commands.hint.isEnabled()  # the reply is still being sown
    qtbot.waitUntil(lambda: not win.board.is_animating(), timeout=10_000)
    assert win.commands.hint.isEnabled() and win.panel.hint_button.isEnabled()
    win.close()
