"""Help, Lessons: the course on a live board; right answers accepted, wrong ones
explained, progress remembered, offered once on the first start."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from wari_desktop.gui.learn.lesson_progress import completed, was_offered
from wari_desktop.gui.learn.lessons_window import LessonsWindow, Stage, translated
from wari_desktop.gui.platform import i18n
from wari_desktop.gui.platform.settings import Settings, Speed
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.lessons import CONTEXT, COURSE, Verdict
from wari_desktop.rules import LETTERS

from .conftest import INSTANT


@pytest.fixture
def lessons(qtbot: QtBot) -> LessonsWindow:
    win = LessonsWindow(INSTANT)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def click(win: LessonsWindow, move: str) -> None:
    win.answer(LETTERS.index(move))


def verdict(win: LessonsWindow) -> str:
    return str(win.feedback.property("verdict"))


def test_every_lesson_accepts_its_right_move_and_explains_a_wrong_one(
    lessons: LessonsWindow,
) -> None:
    for index, lesson in enumerate(COURSE):
        lessons.show_lesson(index)
        start = lessons.board.counts()
        game = lesson.game()
        assert start == [*game.houses, *game.scores]
        wrong = [m for m in game.legal_moves() if m not in lesson.right]
        if wrong:
            click(lessons, wrong[0])
            assert lessons.stage is Stage.ANSWERED
            assert verdict(lessons) == "wrong"
            assert translated(lesson.attempt(wrong[0]).messages[-1]) in lessons.feedback.text()
            assert lessons.retry_button.isEnabled()
            lessons.retry()
            assert lessons.board.counts() == start
            assert lessons.stage is Stage.ASKING
        click(lessons, lesson.right[0])
        assert verdict(lessons) == "right", lesson.key
        assert lesson.key in completed()
        assert lessons.list.item(index).text().startswith("✓")
    assert completed() == {lesson.key for lesson in COURSE}


def test_an_illegal_answer_is_explained_and_nothing_is_played(lessons: LessonsWindow) -> None:
    lessons.show_lesson([lesson.key for lesson in COURSE].index("feeding"))
    before = lessons.board.counts()
    click(lessons, "A")
    assert verdict(lessons) == "illegal"
    assert "feeds them" in lessons.feedback.text()
    assert lessons.board.counts() == before and lessons.model.game.moves == []
    assert lessons.stage is Stage.ASKING  # the question stands
    click(lessons, "E")
    assert verdict(lessons) == "right"


def test_the_answer_is_judged_after_its_animation(qtbot: QtBot) -> None:
    win = LessonsWindow(Settings(speed=Speed.FAST))
    qtbot.addWidget(win)
    win.show()
    win.show_lesson(0)
    click(win, "E")
    assert win.stage is Stage.SHOWING and win.board.is_animating()
    assert verdict(win) == "ask"
    click(win, "D")  # clicks while sowing change nothing
    with qtbot.waitSignal(win.board.animationFinished, timeout=10_000):
        pass
    assert win.stage is Stage.ANSWERED and verdict(win) == "right"
    assert win.model.game.moves == ["E"]


def test_the_famine_lesson_shows_norths_forced_reply(lessons: LessonsWindow) -> None:
    lessons.show_lesson([lesson.key for lesson in COURSE].index("famine"))
    click(lessons, "A")
    assert lessons.model.game.moves == ["A", "f"]
    assert "26" in lessons.feedback.text()


def test_the_repetition_lesson_shows_the_earlier_position(lessons: LessonsWindow) -> None:
    lessons.show_lesson([lesson.key for lesson in COURSE].index("repetition"))
    assert lessons.earlier is not None and lessons.earlier_caption.isVisible()
    assert "after move 6 (South)" in lessons.earlier_caption.text()  # the 11th half-move
    lessons.show_lesson(0)
    assert lessons.earlier is None and not lessons.earlier_caption.isVisible()


def test_progress_is_remembered_and_any_lesson_replayed(qtbot: QtBot,
                                                        lessons: LessonsWindow) -> None:
    click(lessons, "E")  # the first lesson
    assert lessons.next_button.isEnabled()
    lessons.next_lesson()
    assert lessons.index == 1
    again = LessonsWindow(INSTANT)
    qtbot.addWidget(again)
    assert again.index == 1  # the first lesson not yet solved
    again.list.setCurrentRow(0)  # a solved one can be replayed
    assert again.index == 0 and again.stage is Stage.ASKING
    assert again.list.item(0).text().startswith("✓")


def test_a_house_letter_answers(qtbot: QtBot, lessons: LessonsWindow) -> None:
    qtbot.keyClick(lessons, "e")
    assert verdict(lessons) == "right"


def test_a_house_letter_typed_in_the_list_answers(qtbot: QtBot,
                                                  lessons: LessonsWindow) -> None:
    """The list has the keyboard when the lessons open: a house letter typed answers all
    the same (the list's own search by letter is no use: its titles start with numbers)."""
    lessons.show()
    qtbot.waitExposed(lessons)
    lessons.list.setFocus()
    qtbot.keyClick(lessons.list, "e")
    assert verdict(lessons) == "right"


def test_help_lessons_opens_the_course(window: MainWindow) -> None:
    assert window.lessons.action in window.menus.menu("help").actions()
    window.lessons.action.trigger()
    shown = window.lessons.lessons_window
    assert shown is not None and shown.isVisible()
    window.apply_settings(window.settings.with_(speed=Speed.SLOW))
    window.lessons.action.trigger()
    assert window.lessons.lessons_window is shown  # one window, brought forward
    assert shown.board.speed() is Speed.SLOW  # the window's speed, as set meanwhile


def test_the_lessons_are_offered_once(window: MainWindow) -> None:
    assert not was_offered()
    box = window.lessons.offer_lessons()
    assert box is not None and box.isVisible()
    assert box.windowModality() != Qt.WindowModality.ApplicationModal  # the game goes on
    assert was_offered()
    next(b for b in box.buttons() if "Lessons" in b.text()).click()
    assert window.lessons.lessons_window is not None
    assert window.lessons.offer_lessons() is None


def test_the_lessons_speak_italian(qtbot: QtBot, qapp: QApplication) -> None:
    try:
        i18n.install_translators(qapp, "it")
        win = LessonsWindow(INSTANT)
        qtbot.addWidget(win)
        first = COURSE[0]
        title = QCoreApplication.translate(CONTEXT, first.title)
        assert title != first.title and title in win.heading.text()
        click(win, "D")
        assert win.lesson.attempt("D").verdict is Verdict.WRONG
        assert QCoreApplication.translate(CONTEXT, first.missed) in win.feedback.text()
    finally:
        i18n.install_translators(qapp, "en")


def test_the_board_stays_where_it_is_as_the_words_under_it_change(
        qtbot: QtBot, lessons: LessonsWindow) -> None:
    lessons.show_lesson(7)
    QApplication.processEvents()
    where = lessons.board.geometry()
    area = lessons.feedback_area.height()
    assert area >= 6 * lessons.feedback.fontMetrics().lineSpacing()
    click(lessons, "B")  # the longest explanation of the course: eight lines
    QApplication.processEvents()
    assert verdict(lessons) == "wrong" and lessons.feedback.text().count("<br>") >= 6
    assert lessons.board.geometry() == where and lessons.feedback_area.height() == area
    lessons.retry()
    QApplication.processEvents()
    assert lessons.board.geometry() == where
