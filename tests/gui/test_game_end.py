"""The end of a game: seeds collected at the end fly to their stores, the stores and the
players' cards show the final totals, and a banner on the board says the result and why,
never contradicting the panel."""

from __future__ import annotations

import threading

from pytestqt.qtbot import QtBot

from wari_desktop.gui.game.game_model import Seat
from wari_desktop.gui.platform.settings import Speed
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.rules import EmptySide, Game, Player, Position, Rules, index

from .board_checks import check_frame, make, sample_animation
from .thinkers import QuickThinker


def check_the_end_agrees(win: MainWindow) -> None:
    """Board, cards, banner and panel tell the same result."""
    outcome = win.game.outcome
    assert outcome is not None and not win.board.is_animating()
    south, north = outcome.totals
    assert win.board.counts()[12:] == [south, north]
    assert win.board.counts()[:12] == [0] * 12 or outcome.reason.value in (
        "majority", "even-split")
    check_frame(win)
    banner = win.board.board.banner
    assert banner.isVisible()
    high, low = max(south, north), min(south, north)
    assert f"{high}–{low}" in banner.headline and f"{high}–{low}" in win.panel.result.text()
    assert banner.detail and banner.detail[1:] in win.panel.result.text()


def test_an_emptied_side_ends_the_game_and_its_seeds_fly_home(qtbot: QtBot) -> None:
    game = Game(Position((0, 0, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0), (22, 23)),
                Rules(empty_side=EmptySide.GAME_ENDS))
    win = make(qtbot, game=game)
    norths: list[int] = []
    shown = win.board.shown
    shown.countsChanged.connect(lambda: norths.append(shown.store(Player.NORTH)))
    win.play_house(index("F"))
    assert win.model.is_over()  # the rules have ended it; the board has not shown it yet
    assert not win.board.board.banner.isVisible() and win.panel.result.isHidden()
    frames = 0
    while not win.board.is_collecting():  # F's seed is sown
        check_frame(win)
        assert win.panel.status.text() == "Sowing…"
        frames += 1
        qtbot.wait(15)
    assert win.panel.status.text() == ("The game is over: each player takes the seeds on "
                                       "their side…")
    while win.board.is_animating():
        check_frame(win)
        assert not win.board.board.banner.isVisible()  # no result before the seeds are home
        assert win.panel.result.isHidden()
        frames += 1
        qtbot.wait(15)
    assert frames > 20
    assert sorted(set(norths)) == [23, 24, 26]  # a's seed, then d's two
    assert win.board.board.banner.headline == "North wins 26–22"
    assert win.panel.top_card.score.text() == "26" and win.panel.bottom_card.score.text() == "22"
    check_the_end_agrees(win)


def test_an_agreement_between_people_collects_with_an_animation(qtbot: QtBot) -> None:
    win = make(qtbot, "0-0-0-0-0-1-0-2-0-0-0-1-21-23-S")
    win.commands.agree.trigger()
    assert win.board.is_animating() and win.board.counts()[12:] == [21, 23]
    assert sample_animation(qtbot, win) > 20
    check_the_end_agrees(win)
    assert win.board.board.banner.headline == "North wins 26–22"
    assert win.board.board.banner.detail == ("Ended by agreement; each player takes the seeds "
                                             "on their side")


def test_a_finished_game_opened_shows_the_collected_totals_at_once(qtbot: QtBot) -> None:
    game = Game(Position((0, 0, 0, 0, 0, 1, 0, 2, 0, 0, 0, 1), (21, 23)))
    game.agree_to_end()
    win = make(qtbot, game=game, speed=Speed.NORMAL)
    assert not win.board.is_animating()
    check_the_end_agrees(win)


def test_instant_speed_collects_at_once(qtbot: QtBot) -> None:
    win = make(qtbot, "0-0-0-0-0-1-0-2-0-0-0-1-21-23-S", speed=Speed.INSTANT)
    win.commands.agree.trigger()
    check_the_end_agrees(win)


def test_undo_takes_the_collection_back(qtbot: QtBot) -> None:
    win = make(qtbot, "0-0-0-0-0-1-0-2-0-0-0-1-21-23-S")
    win.commands.agree.trigger()
    win.commands.undo.trigger()
    assert not win.board.is_animating() and not win.model.is_over()
    assert win.board.counts() == [0, 0, 0, 0, 0, 1, 0, 2, 0, 0, 0, 1, 21, 23]
    assert not win.board.board.banner.isVisible()


def test_a_resignation_is_announced_and_undo_resumes_the_game(qtbot: QtBot) -> None:
    gate = threading.Event()
    win = make(qtbot, seats=(Seat(), Seat(True, "beginner")), speed=Speed.INSTANT,
               engine=QuickThinker(gate))
    win.play_house(index("C"))
    assert win.model.is_thinking()
    win.commands.resign.trigger()  # during the computer's turn
    assert win.model.is_over()
    assert win.board.board.banner.headline == "You resigned: Computer (Beginner) wins"
    assert win.commands.undo.isEnabled()
    win.commands.undo.trigger()
    assert not win.model.is_over() and not win.board.board.banner.isVisible()
    assert win.model.is_thinking()  # the computer's turn resumes
    gate.set()
    qtbot.waitUntil(lambda: len(win.game.moves) == 2, timeout=5_000)
    assert win.model.awaits_person()
    win.close()


def test_a_long_result_fits_on_the_banner(qtbot: QtBot) -> None:
    from PySide6.QtGui import QFont, QFontMetricsF

    from wari_desktop.gui.board.board_painter import fitted_font
    from wari_desktop.gui.board.board_scene import PITCH
    from wari_desktop.gui.platform.theme import SERIF

    win = make(qtbot, speed=Speed.INSTANT)
    banner = win.board.board.banner
    width = banner.boundingRect().width() - 0.7 * PITCH  # inside the band's margins
    headline = "Computer (Beginner) wins 29–12"
    font = fitted_font(SERIF, QFont.Weight.Bold, headline, width, 0.36 * PITCH, 0.2 * PITCH)
    assert QFontMetricsF(font).horizontalAdvance(headline) <= width
    assert font.pixelSize() < round(0.36 * PITCH)  # it had to shrink
    short = fitted_font(SERIF, QFont.Weight.Bold, "You win 25–23", width, 0.36 * PITCH,
                        0.2 * PITCH)
    assert short.pixelSize() == round(0.36 * PITCH)
