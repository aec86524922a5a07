"""Help, Puzzles: the shipped puzzles (``wari_desktop.puzzles``) on a board of their own,
built like the lessons window on the same pieces (``answer_board``): the puzzle of the day
and the puzzles by grade on the left with the player's figures (solved, streak, best
streak), the position on a live board on the right. A right answer is sown and marked
solved; a wrong one is sown with its refutation (the opponent's reply and the capture it
leads to), with Try Again and Show Answer. Answers are kept at once (``puzzles.progress``);
a damaged progress or puzzle file is said in the window, never fatal."""

from __future__ import annotations

import datetime
from html import escape

from PySide6.QtCore import QDate, QLocale, QSize, Qt, Signal, Slot
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QButtonGroup,
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

from ...puzzles.collection import PuzzleFileError, load_puzzles
from ...puzzles.daily import puzzle_of_the_day
from ...puzzles.progress import Progress, load_progress
from ...puzzles.puzzle import FORCED, GRADES, Grade, Puzzle, SearchProof, TableProof
from ...rules import LETTERS, Game, Player
from ..game.texts import player_name, refusal_text, seeds_number
from ..platform.screen_fit import fit_to_screen
from ..platform.settings import Settings
from ..platform.sound import SoundPlayer
from ..platform.text_scale import scaled, scaled_style
from ..platform.theme import DIALOG_STYLE, LESSONS_STYLE, PUZZLES_STYLE
from .answer_board import FeedbackArea, LetterKeys, QuestionBoard, feedback_label, say
from .lessons_window import Stage
from .puzzle_texts import grade_name, move_facts, theme_name, theme_point

#: Lines kept under the board for the verdict and the proof (the board never moves).
FEEDBACK_LINES = 7

class PuzzlesWindow(QDialog):
    """The puzzles: the day's, the list by grade, and the one on the board.

    ``puzzles`` and ``progress`` default to the shipped file and the data folder's
    progress; ``today`` to the local date. ``puzzleSolved(key)`` is emitted for a right
    answer.
    """

    puzzleSolved = Signal(str)

    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None,
                 puzzles: list[Puzzle] | None = None, progress: Progress | None = None,
                 today: datetime.date | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Puzzles"))
        self.setStyleSheet(scaled_style(DIALOG_STYLE + LESSONS_STYLE + PUZZLES_STYLE))
        self.problem: str | None = None
        if puzzles is None:
            try:
                puzzles = load_puzzles()
            except PuzzleFileError as error:
                puzzles = []
                self.problem = self.tr("The puzzles could not be loaded: {error}").format(
                    error=str(error))
        self.puzzles = puzzles
        self.progress = progress or load_progress()
        self.today = today or datetime.date.today()
        self.daily = puzzle_of_the_day(puzzles, self.today) if puzzles else None
        self.grade = Grade.EASY
        self.puzzle: Puzzle | None = None
        self.stage = Stage.ASKING
        self.missed = False  # a wrong answer was given to the puzzle on the board
        self.wrong: str | None = None
        self._reveal = False  # the answer is being shown (Show Answer), not judged
        start = self.daily.game() if self.daily else Game()
        self.question = QuestionBoard(start, settings or Settings(), self)
        self.model = self.question.model
        self.board = self.question.board
        self.board.houseClicked.connect(self.answer)
        self.board.animationFinished.connect(self._sown)
        self._build()
        if self.daily is not None:
            self.show_puzzle(self.daily)
        else:
            self._unavailable()
        self.board.setFocus()  # letters, arrows and Enter answer from the start
        if self.progress.problem and not self.problem:
            self._say(escape(self.tr("Your puzzle progress file was damaged; what could be "
                                     "read of it was kept.")) + "<br><i>"
                      + escape(self.progress.problem) + "</i>", "illegal")

    # -- building --------------------------------------------------------------------
    def _build(self) -> None:
        """The puzzles and the player's figures on the left; the puzzle, its board, what
        is said of the answer and the buttons on the right."""
        side = self._build_side()
        self.heading = self._label("heading")
        self.goal = self._label("goal")
        self.proof_note = self._label("proof")
        self.feedback = feedback_label(self)
        buttons = self._build_buttons()
        right = QVBoxLayout()
        right.setSpacing(10)
        right.addWidget(self.heading)
        right.addWidget(self.goal)
        right.addWidget(self.board, 1)
        self.feedback_area = FeedbackArea(self, [self.feedback, self.proof_note],
                                          FEEDBACK_LINES)
        right.addWidget(self.feedback_area)
        right.addLayout(buttons)
        row = QHBoxLayout(self)
        row.setContentsMargins(18, 18, 18, 18)
        row.setSpacing(18)
        row.addWidget(side)
        row.addLayout(right, 1)
        self._update_figures()
        self._fill_list()
        fit_to_screen(self, 1180, 780)

    def _build_side(self) -> QWidget:
        """The puzzle of the day, the player's figures, the grades and their puzzles."""
        self.daily_button = QPushButton(self)
        self.daily_button.setObjectName("daily")
        self.daily_button.setCheckable(True)
        self.daily_button.setAutoDefault(False)
        self.daily_button.clicked.connect(self.show_daily)
        self.daily_button.setAccessibleName(self.tr("Puzzle of the day"))
        self.tally = self._label("tally")
        self.stats = self._label("stats")
        grades = QHBoxLayout()
        grades.setSpacing(6)
        self.grade_group = QButtonGroup(self)
        self.grade_buttons: dict[Grade, QPushButton] = {}
        for grade in GRADES:
            button = QPushButton(self)
            button.setObjectName("grade")
            button.setCheckable(True)
            button.setAutoDefault(False)
            button.clicked.connect(lambda _=False, g=grade: self.show_grade(g))
            self.grade_group.addButton(button)
            self.grade_buttons[grade] = button
            grades.addWidget(button, 1)
        self.list = QListWidget(self)
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.currentRowChanged.connect(self._row_chosen)
        LetterKeys(self.letter_typed, self.list)
        self.list.setAccessibleName(self.tr("Puzzles of this grade"))
        self.list.setAccessibleDescription(self.tr(
            "A tick marks the puzzles you have solved. Choose one to show it."))
        left = QVBoxLayout()
        left.setSpacing(10)
        left.addWidget(self.daily_button)
        left.addWidget(self.tally)
        left.addWidget(self.stats)
        left.addLayout(grades)
        left.addWidget(self.list, 1)
        side = QWidget(self)
        side.setLayout(left)
        side.setFixedWidth(scaled(300))  # its buttons' text grows with the system font
        left.setContentsMargins(0, 0, 0, 0)
        return side

    def _build_buttons(self) -> QHBoxLayout:
        """Try Again, Show Answer, Close and Next Puzzle."""
        self.retry_button = QPushButton(self.tr("Try Again"), self)
        self.retry_button.clicked.connect(self.retry)
        self.answer_button = QPushButton(self.tr("Show Answer"), self)
        self.answer_button.clicked.connect(self.show_answer)
        self.next_button = QPushButton(self.tr("Next Puzzle"), self)
        self.next_button.clicked.connect(self.next_puzzle)
        self.close_button = QPushButton(self.tr("Close"), self)
        self.close_button.clicked.connect(self.close)
        for button in (self.retry_button, self.answer_button, self.next_button,
                       self.close_button):
            button.setAutoDefault(False)
        self.retry_button.setAccessibleDescription(
            self.tr("Put the puzzle's board back and answer again"))
        self.answer_button.setAccessibleDescription(self.tr("Play the winning move"))
        self.next_button.setAccessibleDescription(
            self.tr("Go on to the next unsolved puzzle of this grade"))
        self.close_button.setAccessibleDescription(self.tr("Close the puzzles (Esc)"))
        buttons = QHBoxLayout()
        buttons.addWidget(self.retry_button)
        buttons.addWidget(self.answer_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        buttons.addWidget(self.next_button)
        return buttons

    def _label(self, name: str) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        return label

    def sizeHint(self) -> QSize:
        return QSize(1180, 780)

    # -- the list --------------------------------------------------------------------
    def of_grade(self, grade: Grade) -> list[Puzzle]:
        """The puzzles of ``grade``, in the file's order."""
        return [p for p in self.puzzles if p.grade is grade]

    def number(self, puzzle: Puzzle) -> int:
        """The puzzle's number within its grade, from 1."""
        return self.of_grade(puzzle.grade).index(puzzle) + 1

    def _fill_list(self) -> None:
        self.list.blockSignals(True)
        self.list.clear()
        for puzzle in self.of_grade(self.grade):
            item = QListWidgetItem(self._item_text(puzzle))
            item.setData(Qt.ItemDataRole.UserRole, puzzle.key)
            self.list.addItem(item)
        chosen = self.puzzle
        row = (self.of_grade(self.grade).index(chosen)
               if chosen is not None and chosen.grade is self.grade else -1)
        self.list.setCurrentRow(row)
        self.list.blockSignals(False)
        self.grade_buttons[self.grade].setChecked(True)

    def _item_text(self, puzzle: Puzzle) -> str:
        mark = "✓ " if self.progress.is_solved(puzzle.key) else ""
        return self.tr("{mark}{number}. {theme}").format(
            mark=mark, number=self.number(puzzle), theme=theme_name(puzzle.theme))

    def _update_figures(self) -> None:
        total = len(self.puzzles)
        # Only the puzzles still in the collection count: a key solved before a puzzle
        # was withdrawn stays in the progress file, never lost, but is not one of these.
        solved = sum(self.progress.is_solved(p.key) for p in self.puzzles)
        self.tally.setText(self.tr("{solved} of {total} solved").format(
            solved=solved, total=total))
        self.stats.setText(self.tr("Streak: {streak}   Best streak: {best}").format(
            streak=self.progress.streak, best=self.progress.best_streak))
        for grade, button in self.grade_buttons.items():
            mine = self.of_grade(grade)
            done = sum(self.progress.is_solved(p.key) for p in mine)
            button.setText(self.tr("{grade}\n{done} of {total}").format(
                grade=grade_name(grade), done=done, total=len(mine)))
        day = QLocale().toString(QDate(self.today.year, self.today.month, self.today.day),
                                 QLocale.FormatType.LongFormat)
        if self.daily is None:
            self.daily_button.setText(self.tr("Puzzle of the day\n(none)"))
            self.daily_button.setEnabled(False)
            return
        solved = self.progress.is_solved(self.daily.key)
        self.daily_button.setText(
            self.tr("★ Puzzle of the day · {grade}{solved}\n{day}").format(
                day=day, grade=grade_name(self.daily.grade),
                solved=self.tr("  ✓") if solved else ""))

    def _row_chosen(self, row: int) -> None:
        puzzles = self.of_grade(self.grade)
        if 0 <= row < len(puzzles) and puzzles[row] is not self.puzzle:
            self.show_puzzle(puzzles[row])

    @Slot()
    def show_daily(self) -> None:
        """Show the puzzle of the day."""
        if self.daily is not None:
            self.show_puzzle(self.daily)

    def show_grade(self, grade: Grade) -> None:
        """List the puzzles of ``grade`` (the one on the board stays)."""
        self.grade = grade
        self._fill_list()

    # -- a puzzle --------------------------------------------------------------------
    def show_puzzle(self, puzzle: Puzzle) -> None:
        """Set up ``puzzle`` and ask for the winning move."""
        self.puzzle = puzzle
        self.missed = False
        if puzzle.grade is not self.grade:
            self.grade = puzzle.grade
        self._fill_list()
        self.daily_button.setChecked(puzzle is self.daily)
        daily = puzzle is self.daily
        title = self.tr("Puzzle of the day") if daily else self.tr(
            "{grade} puzzle {number} of {total}").format(
                grade=grade_name(puzzle.grade), number=self.number(puzzle),
                total=len(self.of_grade(puzzle.grade)))
        self.heading.setText(f"{title}  ✓" if self.progress.is_solved(puzzle.key) else title)
        self.goal.setText(self.tr(
            "{player} to move. One move wins, and only one: find it.").format(
                player=player_name(puzzle.player)))
        self.board.set_flipped(puzzle.player is Player.NORTH)
        self.retry()

    def _unavailable(self) -> None:
        self.heading.setText(self.tr("Puzzles"))
        self.goal.setText("")
        self.stage = Stage.ANSWERED
        for button in (self.retry_button, self.answer_button, self.next_button):
            button.setEnabled(False)
        self._say(escape(self.problem or self.tr("There are no puzzles.")), "illegal")

    @Slot()
    def retry(self) -> None:
        """Set the puzzle's position up again and ask again."""
        if self.puzzle is None:
            return
        self.stage = Stage.ASKING
        self.wrong = None
        self.question.ask(self.puzzle.game())
        self._set_plates()
        self.proof_note.setText("")
        self._say(escape(self.tr("Click the house you would play, or type its letter.")),
                  "ask")
        self.retry_button.setEnabled(False)
        self.answer_button.setEnabled(self.missed)
        self.next_button.setEnabled(len(self.puzzles) > 1)
        self.next_button.setDefault(False)

    @Slot()
    def next_puzzle(self) -> None:
        """The next unsolved puzzle of the grade listed (after the one on the board), else
        the next one."""
        puzzles = self.of_grade(self.grade) or self.puzzles
        if not puzzles:
            return
        here = puzzles.index(self.puzzle) if self.puzzle in puzzles else -1
        order = puzzles[here + 1:] + puzzles[:here + 1]
        chosen = next((p for p in order if not self.progress.is_solved(p.key)), order[0])
        self.show_puzzle(chosen)

    @Slot()
    def show_answer(self) -> None:
        """Play the winning move from the puzzle's position (after a wrong answer)."""
        if self.puzzle is None or self.board.is_animating():
            return
        self.question.ask(self.puzzle.game())
        self.stage = Stage.SHOWING
        self.wrong = None
        self._reveal = True
        if not self.question.sow([self.puzzle.move]):
            self._sown()

    # -- answering -------------------------------------------------------------------
    @Slot(int)
    def answer(self, house: int) -> None:
        """The player's answer: the house ``house`` (0..11). An illegal one is explained
        at once and the question stands; a legal one is sown, with its refutation when it
        is wrong, then judged."""
        puzzle = self.puzzle
        if puzzle is None or self.stage is not Stage.ASKING or self.board.is_animating():
            return
        move = LETTERS[house]
        game = self.model.game
        reason = game.why_illegal(move)
        if reason is not None:
            names = (player_name(Player.SOUTH), player_name(Player.NORTH))
            self._say("<b>" + escape(self.tr("That move cannot be played.")) + "</b><br>"
                      + escape(refusal_text(reason, move, self.model, names)), "illegal")
            return
        self._reveal = False
        self.wrong = None if move == puzzle.move else move
        moves = [move]
        if self.wrong is not None:
            moves.extend(puzzle.replies[move].line)
        self.stage = Stage.SHOWING
        self._say(escape(self.tr("Sowing…")), "ask")
        animating = self.question.sow(moves)
        self._set_plates()
        if not animating:
            self._sown()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """A house letter answers as a click on that house of the player's side."""
        if not self.letter_typed(event.text()):
            super().keyPressEvent(event)

    def letter_typed(self, text: str) -> bool:
        """Answer with the house ``text`` names while a puzzle asks; True if it did (the
        key is taken, wherever the keyboard is: on the board or in the list)."""
        house = self.model.game.house_typed(text)
        if house is None or self.stage is not Stage.ASKING:
            return False
        self.answer(house)
        return True

    @Slot()
    def _sown(self) -> None:
        """The answer (and any refutation) has been shown: say the verdict."""
        puzzle = self.puzzle
        if self.stage is not Stage.SHOWING or puzzle is None:
            return
        self.stage = Stage.ANSWERED
        self.question.freeze()
        self._set_plates()
        self.retry_button.setEnabled(True)
        if self._reveal:
            self._say(self._praise(puzzle, lead=self.tr("The answer: {move}.").format(
                move=puzzle.move)), "right")
            self.answer_button.setEnabled(False)
            self._show_proof(puzzle)
            return
        right = self.wrong is None
        if right:
            self.progress.record(puzzle.key, True, first_try=not self.missed)
            self._say(self._praise(puzzle, lead=self.tr("Right! {move} wins.").format(
                move=puzzle.move)), "right")
            self.puzzleSolved.emit(puzzle.key)
            self.next_button.setDefault(True)
            self._show_proof(puzzle)
        else:
            self.progress.record(puzzle.key, False)
            self.missed = True
            self._say(self._refutation(puzzle), "wrong")
            self.answer_button.setEnabled(True)
        self._update_figures()
        self._fill_list()

    def _praise(self, puzzle: Puzzle, lead: str) -> str:
        game = self.model.game
        lines = [f"<b>{escape(lead)}</b>", escape(move_facts(game.plies[-1], puzzle.player)),
                 f"<i>{escape(theme_point(puzzle.theme))}</i>"]
        if len(puzzle.line) > 1:
            lines.append(escape(self.tr("The winning line: {line}").format(
                line=" ".join(puzzle.line))))
        return "<br>".join(lines)

    def _refutation(self, puzzle: Puzzle) -> str:
        """What the wrong move did, the reply that refutes it, and what it is worth."""
        assert self.wrong is not None
        game = self.model.game
        reply = puzzle.replies[self.wrong]
        facts = [escape(move_facts(ply, puzzle.player))
                 for ply in game.plies[-(1 + len(reply.line)):]]
        outcome = game.outcome
        if outcome is not None and outcome.winner is not puzzle.player:
            south, north = outcome.totals
            facts.append(escape(self.tr("The game is over: South {south}, North {north}."
                                        ).format(south=south, north=north)))
        proof = puzzle.proof
        if isinstance(proof, TableProof):
            if reply.value < 0:
                value = self.tr("With best play from here you lose by {seeds} seeds.").format(
                    seeds=int(-reply.value))
            else:
                value = self.tr("With best play from here the game is only drawn.")
        elif reply.value <= -FORCED:
            value = self.tr("The search sees you lose the game by force after this move, by "
                            "{seeds} seeds.").format(seeds=seeds_number(-reply.value - FORCED))
        elif proof.won and reply.value < FORCED:
            value = self.tr("The winning move wins the game by force; the search sees "
                            "that this one does not.")
        else:
            value = self.tr("The search rates this move {seeds} seeds worse than the "
                            "winning one.").format(
                                seeds=seeds_number(proof.score - reply.value))
        lead = self.tr("Not this one.")
        return "<br>".join([f"<b>{escape(lead)}</b>", *facts, f"<i>{escape(value)}</i>"])

    def _show_proof(self, puzzle: Puzzle) -> None:
        proof = puzzle.proof
        theme = theme_name(puzzle.theme)
        if isinstance(proof, TableProof):
            text = self.tr("{theme}. Proven by the endgame table: with best play you gain "
                           "{value} of the {seeds} seeds on the board, and every other move "
                           "fails to win.").format(theme=theme, value=proof.value,
                                                   seeds=sum(puzzle.position.houses))
        else:
            assert isinstance(proof, SearchProof)
            if proof.won:
                text = self.tr("{theme}. Judged by a {depth}-ply search (strong evidence, "
                               "not a proof): it wins the game by force, by {seeds} seeds; no "
                               "other move is seen to win.").format(
                                   theme=theme, depth=proof.depth,
                                   seeds=seeds_number(proof.score - FORCED))
            else:
                text = self.tr("{theme}. Judged by a {depth}-ply search (strong evidence, "
                               "not a proof): at least {margin} seeds better than any other "
                               "move.").format(
                                   theme=theme, depth=proof.depth,
                                   margin=seeds_number(proof.margin))
        self.proof_note.setText(text)

    def _say(self, text: str, verdict: str) -> None:
        say(self.feedback, text, verdict)

    def _set_plates(self) -> None:
        you = self.puzzle.player if self.puzzle else Player.SOUTH
        names = tuple(self.tr("You") if p is you else player_name(p) for p in Player)
        active = self.model.game.to_move if self.stage is Stage.ASKING else None
        self.question.set_plates((names[0], names[1]), active, self.tr("to move"))


def open_puzzles(settings: Settings | None = None, parent: QWidget | None = None,
                 sound: SoundPlayer | None = None) -> PuzzlesWindow:
    """Open the puzzles window (not modal) over ``parent`` and return it; with ``sound``,
    each seed dropped and each capture is heard, as in the game."""
    window = PuzzlesWindow(settings, parent)
    if sound is not None:
        window.board.seedDropped.connect(lambda _house: sound.play_drop())
        window.board.seedsCaptured.connect(lambda _house, _count: sound.play_capture())
    window.show()
    window.raise_()
    window.activateWindow()
    return window
