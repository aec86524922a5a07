"""What the lessons and the puzzles share: a live board that asks for a move, sows the
answer and what follows it (a forced reply, a refutation) with the board's animation, and
the verdict line under it (its colour set by the ``verdict`` property: ``ask``, ``right``,
``wrong`` or ``illegal``, styled by ``theme.LESSONS_STYLE``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from ...rules import Game, Player
from ..board.board_view import GameBoardView
from ..board.house_model import HouseListModel
from ..game.game_model import GameModel
from ..game.seats import PEOPLE
from ..platform.settings import Settings


class QuestionBoard:
    """A board for a question: ``model`` holds the game (both seats people, so every move
    is the window's), ``board`` shows it; built as children of ``parent``."""

    def __init__(self, game: Game, settings: Settings, parent: QWidget) -> None:
        self.model = GameModel(game, PEOPLE, parent=parent)
        self.houses = HouseListModel(self.model, parent)
        self.board = GameBoardView(self.model, self.houses, parent)
        self.board.set_speed(settings.speed)
        self.board.set_counts_visible(settings.show_counts)
        self.board.setMinimumSize(560, 200)  # room for large text on a 600-pixel screen

    def ask(self, game: Game) -> None:
        """Set ``game`` up and let the player move (the playable houses glow)."""
        self.model.new_game(game, PEOPLE)
        self.board.show_frozen(None)

    def sow(self, moves: Sequence[str]) -> bool:
        """Play ``moves`` one after the other, animated; True while the animation runs
        (``board.animationFinished`` follows), False when it is already over."""
        for move in moves:
            self.model.play(move)
        return self.board.is_animating()

    def freeze(self) -> None:
        """Show the position reached, without the playable glow: the question is over."""
        game = self.model.game
        self.board.show_frozen([*game.houses, *game.scores])

    def set_plates(self, names: tuple[str, str], active: Player | None, text: str) -> None:
        """The players' name plates (South's, North's), ``active`` lit with ``text``."""
        self.board.set_plates(names, active, text)


def feedback_label(parent: QWidget) -> QLabel:
    """The verdict line under the board (rich text, ``objectName`` ``feedback``)."""
    label = QLabel(parent)
    label.setObjectName("feedback")
    label.setWordWrap(True)
    label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setMinimumHeight(64)
    label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    return label


def say(label: QLabel, text: str, verdict: str) -> None:
    """Show ``text`` in the verdict line, coloured for ``verdict``."""
    label.setText(text)
    label.setProperty("verdict", verdict)
    label.style().unpolish(label)
    label.style().polish(label)


class FeedbackArea(QScrollArea):
    """The space under the board for the verdict and the notes after it (``labels``,
    top to bottom): ``lines`` lines of text high whatever they say (three, at the least,
    in a window too small for more), so the board above never moves or changes size as
    words come and go; words longer than that scroll. Its height follows the font."""

    def __init__(self, parent: QWidget, labels: Sequence[QLabel], lines: int) -> None:
        super().__init__(parent)
        self._labels, self._lines = tuple(labels), lines
        self.setObjectName("feedbackArea")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        inside = QWidget(self)
        inside.setObjectName("feedbackInside")
        column = QVBoxLayout(inside)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(6)
        for label in self._labels:
            column.addWidget(label)
        column.addStretch(1)
        self.setWidget(inside)
        self.viewport().setAutoFillBackground(False)
        inside.setAutoFillBackground(False)
        self.fit()

    def reserved_height(self, lines: int | None = None) -> int:
        """The height of ``lines`` (by default all the lines kept) of the first label's
        font, with its padding."""
        label = self._labels[0]
        margins = label.contentsMargins()
        padding = margins.top() + margins.bottom() + 24
        return max(label.minimumHeight(),
                   (lines or self._lines) * label.fontMetrics().lineSpacing() + padding)

    def fit(self) -> None:
        """Keep ``reserved_height`` (again after a change of font or style)."""
        self.setMinimumHeight(self.reserved_height(min(3, self._lines)))
        self.setMaximumHeight(self.reserved_height())
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.reserved_height())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()  # the style sheet's font is known once shown


class LetterKeys(QObject):
    """Lets a house letter typed in a list of lessons or puzzles answer, as on the board:
    the list's own search by a typed letter is no use there (its rows start with numbers)
    and would swallow the letter the prompt asks for. ``answer(text)`` is given each key's
    text and says whether it took it; other keys (arrows, Home, End) stay the list's."""

    def __init__(self, answer: Callable[[str], bool], *watched: QWidget) -> None:
        super().__init__(watched[0])
        self._answer = answer
        for widget in watched:
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() is QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            return self._answer(event.text())
        return False
