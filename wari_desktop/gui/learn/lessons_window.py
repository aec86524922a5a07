"""Help, Lessons: the course of ``wari_desktop.lessons`` on a board of its own.

A thin layer: the lesson data says what to show and judges each answer; this window sets
up the position, lets the player click a house, plays the answer (and any forced reply)
with the board's animation, then says why it was right or what it missed, with a retry.
Solved lessons are remembered (``lesson_progress``) and any lesson can be replayed.
"""

from __future__ import annotations

from enum import Enum
from html import escape

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal, Slot
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...lessons import CONTEXT, COURSE, Attempt, Lesson, Message, Verdict
from ...rules import LETTERS, EndReason, Player
from ..game.move_numbers import move_place
from ..game.texts import player_name, reason_text
from ..platform.screen_fit import FitScroll, fit_to_screen
from ..platform.settings import Settings
from ..platform.text_scale import scaled_style
from ..platform.theme import DIALOG_STYLE, LESSONS_STYLE
from .answer_board import FeedbackArea, LetterKeys, QuestionBoard, feedback_label, say
from .lesson_progress import completed, mark_completed

#: The width of the small board showing an earlier position.
EARLIER_WIDTH = 300
#: The lines of text kept under the board for the verdict: the board never moves.
FEEDBACK_LINES = 6


def translated(message: Message) -> str:
    """A lesson sentence in the program's language, its placeholders filled: sides and
    reasons for ending in words, letters and numbers as they are."""
    values: dict[str, object] = {}
    for name, value in message.values.items():
        if isinstance(value, Player):
            values[name] = player_name(value)
        elif isinstance(value, EndReason):
            values[name] = reason_text(value)
        else:
            values[name] = value
    return QCoreApplication.translate(CONTEXT, message.text).format(**values)


def lesson_text(text: str) -> str:
    """A lesson's own text (title, goal) in the program's language."""
    return QCoreApplication.translate(CONTEXT, text)


class Stage(Enum):
    """Where a lesson stands."""

    ASKING = "asking"  # waiting for the player's move
    SHOWING = "showing"  # the answer is being sown
    ANSWERED = "answered"  # the verdict is shown; retry or go on


class LessonsWindow(QDialog):
    """The course: the list of lessons, and the current one on a live board.

    ``settings`` gives the animation speed and the seed counts. ``lessonSolved(key)`` is
    emitted when a lesson is answered right.
    """

    lessonSolved = Signal(str)

    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Lessons"))
        self.setStyleSheet(scaled_style(DIALOG_STYLE + LESSONS_STYLE))
        self.question = QuestionBoard(COURSE[0].game(), settings or Settings(), self)
        self.model = self.question.model
        self.houses = self.question.houses
        self.board = self.question.board
        self.board.houseClicked.connect(self.answer)
        self.board.animationFinished.connect(self._sown)
        self.index = 0
        self.stage = Stage.ASKING
        self.attempt: Attempt | None = None
        self._build()
        self.show_lesson(self._first_unsolved())
        self.list.setFocus()

    # -- building --------------------------------------------------------------------
    def _build(self) -> None:
        """The list of lessons on the left; the lesson (scrolled on a low screen) and its
        buttons on the right."""
        self._build_list()
        self.heading = self._label("heading")
        self.goal = self._label("goal")
        self.earlier_caption = self._label("note")
        self.earlier: QWidget | None = None
        self.earlier_box = QHBoxLayout()
        self.earlier_box.setContentsMargins(0, 0, 0, 0)
        self.earlier_box.setSpacing(14)
        self.earlier_box.addWidget(self.earlier_caption, 1)
        self.feedback = feedback_label(self)
        self.retry_button = QPushButton(self.tr("Try Again"), self)
        self.retry_button.clicked.connect(self.retry)
        self.next_button = QPushButton(self.tr("Next Lesson"), self)
        self.next_button.clicked.connect(self.next_lesson)
        self.close_button = QPushButton(self.tr("Close"), self)
        self.close_button.clicked.connect(self.close)
        for button in (self.retry_button, self.next_button, self.close_button):
            button.setAutoDefault(False)
        self.retry_button.setAccessibleDescription(
            self.tr("Put the lesson's board back and answer again"))
        self.next_button.setAccessibleDescription(self.tr("Go on to the next lesson"))
        self.close_button.setAccessibleDescription(self.tr("Close the lessons (Esc)"))
        buttons = QHBoxLayout()
        buttons.addWidget(self.retry_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        buttons.addWidget(self.next_button)

        # The lesson scrolls on a screen too low for it (1024x600, lesson 9 with its
        # small board): the buttons stay on screen below it.
        lesson = FitScroll(self)
        column = lesson.column
        column.addWidget(self.heading)
        column.addWidget(self.goal)
        column.addLayout(self.earlier_box)
        column.addWidget(self.board, 1)
        self.feedback_area = FeedbackArea(self, [self.feedback], FEEDBACK_LINES)
        column.addWidget(self.feedback_area)
        right = QVBoxLayout()
        right.setSpacing(10)
        right.addWidget(lesson, 1)
        right.addLayout(buttons)
        row = QHBoxLayout(self)
        row.setContentsMargins(18, 18, 18, 18)
        row.setSpacing(18)
        row.addWidget(self.list)
        row.addLayout(right, 1)
        fit_to_screen(self, 1180, 780)

    def _build_list(self) -> None:
        """The lessons, numbered, a tick on those solved; a house letter typed there
        answers (``LetterKeys``)."""
        self.list = QListWidget(self)
        self.list.setFixedWidth(285)
        self.list.setWordWrap(True)
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)  # long titles wrap
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        for number, lesson in enumerate(COURSE, start=1):
            item = QListWidgetItem(f"{number}. {lesson_text(lesson.title)}")
            item.setData(Qt.ItemDataRole.UserRole, lesson.key)
            self.list.addItem(item)
        self._mark_solved()
        self.list.currentRowChanged.connect(self._row_chosen)
        LetterKeys(self.letter_typed, self.list)
        self.list.setAccessibleName(self.tr("Lessons"))
        self.list.setAccessibleDescription(self.tr(
            "The ten lessons; a tick marks those solved. Choose one to show it."))

    def _label(self, name: str) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        return label

    def sizeHint(self) -> QSize:
        return QSize(1180, 780)

    # -- the course ------------------------------------------------------------------
    @property
    def lesson(self) -> Lesson:
        """The lesson on the board."""
        return COURSE[self.index]

    def _first_unsolved(self) -> int:
        done = completed()
        return next((i for i, lesson in enumerate(COURSE) if lesson.key not in done), 0)

    def _row_chosen(self, row: int) -> None:
        if 0 <= row < len(COURSE) and row != self.index:
            self.show_lesson(row)

    def show_lesson(self, index: int) -> None:
        """Set up lesson ``index`` (0-based) and ask its question."""
        self.index = index
        lesson = self.lesson
        self.list.blockSignals(True)
        self.list.setCurrentRow(index)
        self.list.blockSignals(False)
        self.heading.setText(self.tr("Lesson {number} of {total}: {title}").format(
            number=index + 1, total=len(COURSE), title=lesson_text(lesson.title)))
        self.goal.setText(lesson_text(lesson.goal))
        self._show_earlier(lesson)
        self.board.set_flipped(lesson.player is Player.NORTH)
        self.retry()

    def _show_earlier(self, lesson: Lesson) -> None:
        """For the repetition lesson: the earlier position to bring back, on a small
        board."""
        from .mini_board import MiniBoard

        if self.earlier is not None:
            self.earlier_box.removeWidget(self.earlier)
            self.earlier.deleteLater()
            self.earlier = None
        position = lesson.repeated_position()
        self.earlier_caption.setVisible(position is not None)
        if position is None:
            return
        ply = lesson.repeated_ply() or 0
        movers = [played.before.to_move for played in lesson.game().plies]
        n, side = move_place(movers, ply)
        self.earlier_caption.setText(self.tr(
            "On the small board: the position after move {n} ({side}) of this game, with "
            "{player} to move.").format(n=n, side=side, player=player_name(position.to_move))
            if n else self.tr("On the small board: the starting position of this game, with "
                              "{player} to move.").format(player=player_name(position.to_move)))
        self.earlier = MiniBoard(position, rules=lesson.rules, parent=self)
        self.earlier.setFixedSize(EARLIER_WIDTH, self.earlier.heightForWidth(EARLIER_WIDTH))
        self.earlier_box.insertWidget(0, self.earlier)

    @Slot()
    def retry(self) -> None:
        """Set the lesson's position up again and ask again."""
        self.stage = Stage.ASKING
        self.attempt = None
        self.question.ask(self.lesson.game())
        self._set_plates()
        self._say(self.tr("Click the house you would play, or type its letter."), "ask")
        self.retry_button.setEnabled(False)
        self.next_button.setEnabled(self.index + 1 < len(COURSE))
        self.next_button.setDefault(False)

    @Slot()
    def next_lesson(self) -> None:
        """Go on to the following lesson."""
        if self.index + 1 < len(COURSE):
            self.show_lesson(self.index + 1)

    # -- answering -------------------------------------------------------------------
    @Slot(int)
    def answer(self, house: int) -> None:
        """The player's answer: the house ``house`` (0..11). An illegal one is explained
        at once and the question stands; a legal one is sown, then judged."""
        if self.stage is not Stage.ASKING or self.board.is_animating():
            return
        attempt = self.lesson.attempt(LETTERS[house])
        if attempt.verdict is Verdict.ILLEGAL:
            self._say(self._sentences(attempt), "illegal")
            return
        self.attempt = attempt
        self.stage = Stage.SHOWING
        self._say(self.tr("Sowing…"), "ask")
        animating = self.question.sow(attempt.moves)
        self._set_plates()
        if not animating:
            self._sown()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """A house letter answers as a click on that house of the player's side."""
        if not self.letter_typed(event.text()):
            super().keyPressEvent(event)

    def letter_typed(self, text: str) -> bool:
        """Answer with the house ``text`` names; True if it names one (the key is taken,
        wherever the keyboard is: on the board or in the list)."""
        house = self.model.game.house_typed(text)
        if house is None:
            return False
        self.answer(house)
        return True

    @Slot()
    def _sown(self) -> None:
        """The answer has been shown on the board: say the verdict."""
        if self.stage is not Stage.SHOWING or self.attempt is None:
            return
        attempt = self.attempt
        self.stage = Stage.ANSWERED
        self.question.freeze()
        self._set_plates()
        self.retry_button.setEnabled(True)
        self.next_button.setDefault(attempt.right)
        if attempt.right:
            mark_completed(self.lesson.key)
            self._mark_solved()
            self.lessonSolved.emit(self.lesson.key)
        self._say(self._sentences(attempt), attempt.verdict.value)

    def _sentences(self, attempt: Attempt) -> str:
        """The verdict as rich text: a bold lead, what the moves did, and the lesson's
        point (in italics after a wrong answer)."""
        lead = {Verdict.RIGHT: "", Verdict.WRONG: self.tr("Not this one."),
                Verdict.ILLEGAL: self.tr("That move cannot be played.")}[attempt.verdict]
        lines = [escape(translated(message), quote=False) for message in attempt.messages]
        if attempt.verdict is Verdict.WRONG and lines:
            lines[-1] = f"<i>{lines[-1]}</i>"
        if lead:
            lines.insert(0, f"<b>{escape(lead, quote=False)}</b>")
        return "<br>".join(lines)

    def _say(self, text: str, verdict: str) -> None:
        say(self.feedback, text, verdict)

    def _set_plates(self) -> None:
        you = self.lesson.player
        names = tuple(self.tr("You") if p is you else player_name(p) for p in Player)
        active = self.model.game.to_move if self.stage is Stage.ASKING else None
        self.question.set_plates((names[0], names[1]), active, self.tr("to move"))

    def _mark_solved(self) -> None:
        done = completed()
        for row, lesson in enumerate(COURSE):
            item = self.list.item(row)
            mark = "✓ " if lesson.key in done else ""
            item.setText(f"{mark}{row + 1}. {lesson_text(lesson.title)}")

