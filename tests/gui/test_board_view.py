"""The board view: moves are animated seed by seed, input waits, undo stops an animation,
the board turns round, and it shows the model's marks."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmapCache
from pytestqt.qtbot import QtBot

from wari_desktop.gui.game.game_model import PEOPLE
from wari_desktop.gui.platform.settings import Settings, Speed
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.notation.fen import parse_fen
from wari_desktop.rules import index

from .conftest import START


def animated_window(qtbot: QtBot, fen: str | None = None, speed: Speed = Speed.FAST) -> MainWindow:
    win = MainWindow(parse_fen(fen) if fen else None, PEOPLE,
                     settings=Settings(speed=speed, sound=False))
    qtbot.addWidget(win)
    win.resize(1200, 700)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_a_move_is_animated_seed_by_seed_and_ends_on_the_new_position(qtbot: QtBot) -> None:
    win = animated_window(qtbot)
    drops: list[int] = []
    win.board.seedDropped.connect(drops.append)
    with qtbot.waitSignal(win.board.animationFinished, timeout=10_000):
        win.play_house(index("C"))
        assert win.board.is_animating()
        shown = win.board.counts()
        assert shown[2] == 4 and shown[3:7] == [4] * 4  # being lifted, none dropped yet
        qtbot.waitUntil(lambda: win.board.counts()[2] == 0, timeout=5_000)  # in the hand
    assert drops == [3, 4, 5, 6]
    assert win.board.counts()[:12] == win.game.houses
    assert not win.board.is_animating()


def test_clicks_wait_while_a_move_is_animated(qtbot: QtBot) -> None:
    win = animated_window(qtbot, speed=Speed.SLOW)
    win.play_house(index("C"))
    win.play_house(index("b"))  # North's reply comes too early: ignored
    assert win.game.moves == ["C"]
    qtbot.waitUntil(lambda: not win.board.is_animating(), timeout=10_000)
    win.play_house(index("b"))
    assert win.game.moves == ["C", "b"]


def test_captures_are_carried_to_the_store_with_a_signal(qtbot: QtBot) -> None:
    win = animated_window(qtbot, "4-0-0-1-3-1-2-1-2-0-0-6-14-14-S")
    captured: list[tuple[int, int]] = []
    win.board.seedsCaptured.connect(lambda house, count: captured.append((house, count)))
    with qtbot.waitSignal(win.board.animationFinished, timeout=10_000):
        win.play_house(index("E"))
    assert captured == list(win.game.plies[-1].plan.captures)
    assert win.board.counts()[12:] == [19, 14]
    assert win.panel.bottom_card.score.text() == "19"


def test_undo_during_an_animation_shows_the_position_at_once(qtbot: QtBot) -> None:
    win = animated_window(qtbot, speed=Speed.SLOW)
    win.play_house(index("C"))
    assert win.board.is_animating()
    win.commands.undo.trigger()
    assert not win.board.is_animating()
    assert win.board.counts() == [*START, 0, 0]
    assert sorted(len(p) for p in win.board.board.pits) == sorted([4] * 12 + [0, 0])


def test_instant_speed_shows_moves_without_animation(qtbot: QtBot) -> None:
    win = animated_window(qtbot, speed=Speed.INSTANT)
    win.play_house(index("C"))
    assert not win.board.is_animating()
    assert win.board.counts()[:12] == win.game.houses


def test_queued_moves_play_one_after_the_other(qtbot: QtBot) -> None:
    win = animated_window(qtbot)
    model = win.model
    model.play("C")
    model.play("f")  # as the computer's reply would arrive during the animation
    qtbot.waitUntil(lambda: not win.board.is_animating(), timeout=10_000)
    assert win.board.counts()[:12] == win.game.houses


def test_flipping_puts_norths_houses_at_the_bottom(qtbot: QtBot) -> None:
    win = animated_window(qtbot, speed=Speed.INSTANT)
    board = win.board
    south_a = board.house_center(index("A")).y()
    board.set_flipped(True)
    assert board.house_center(index("A")).y() < south_a
    assert board.house_center(index("a")).y() > board.house_center(index("A")).y()
    qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton,
                     pos=board.house_center(index("C")).toPoint())
    assert win.game.moves == ["C"]  # clicks still find the right house


def test_legal_houses_glow_and_counts_can_be_hidden(qtbot: QtBot) -> None:
    win = animated_window(qtbot, speed=Speed.INSTANT)
    marks = [item.marks for item in win.board.board.marks]
    assert [m.legal for m in marks] == [True] * 6 + [False] * 6
    win.commands.counts.trigger()
    assert not win.board.board.counts[0].isVisible()
    assert win.board.board.counts[12].isVisible()  # the stores' counts always show


def test_the_board_describes_the_position_for_screen_readers(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QApplication

    from wari_desktop.gui.platform.i18n import install_translators

    install_translators(QApplication.instance(), "en")  # English plurals: "1 seed", "4 seeds"
    win = animated_window(qtbot, speed=Speed.INSTANT)
    text = win.board.accessibleDescription()
    assert "A: 4 seeds" in text and "South's store: 0 seeds" in text


def test_the_computers_houses_never_glow(qtbot: QtBot) -> None:
    from wari_desktop.gui.game.game_model import Seat

    win = MainWindow(None, (Seat(), Seat(True, "beginner")),
                     settings=Settings(speed=Speed.INSTANT, sound=False))
    qtbot.addWidget(win)
    win.model.set_seats(PEOPLE)
    win.play_house(index("A"))
    assert [m.marks.legal for m in win.board.board.marks] == [False] * 6 + [True] * 6
    win.model.set_seats((Seat(), Seat(True, "beginner")))  # North is the computer now
    assert not any(m.marks.legal for m in win.board.board.marks)
    win.model.shutdown()


def test_arrow_keys_move_between_houses_and_enter_plays(qtbot: QtBot) -> None:
    win = animated_window(qtbot, speed=Speed.INSTANT)
    board = win.board
    board.setFocus()
    qtbot.waitUntil(board.hasFocus)
    board.focus_house(index("A"))
    qtbot.keyClick(board.viewport(), Qt.Key.Key_Right)
    qtbot.keyClick(board, Qt.Key.Key_Right)
    assert [m.marks.focus for m in board.board.marks].index(True) == index("C")
    assert "C" in board.accessibleName() and "4" in board.accessibleName()
    qtbot.keyClick(board, Qt.Key.Key_Up)  # only the person's houses take the ring
    assert [m.marks.focus for m in board.board.marks].index(True) == index("C")
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert win.game.moves == ["C"]


def test_the_wood_is_painted_once_and_kept_though_qts_pixmap_cache_is_emptied(
        qtbot: QtBot) -> None:
    win = animated_window(qtbot, speed=Speed.INSTANT)
    board = win.board
    wood = board.board.wood
    first = board.grab().toImage()
    painted = wood.paints
    assert painted >= 1
    QPixmapCache.clear()  # what Qt does on its own every 30 seconds or so
    board.resetCachedContent()
    again = board.grab().toImage()
    assert wood.paints == painted  # shown from the kept picture
    assert again == first  # and it is the same board
    win.resize(900, 600)  # a new size: painted anew, at that size
    qtbot.waitUntil(lambda: board.grab() is not None and wood.paints > painted)
    assert wood.paints == painted + 1
    board.set_flipped(True)
    board.grab()
    assert wood.paints == painted + 2  # a flipped board is a new picture
