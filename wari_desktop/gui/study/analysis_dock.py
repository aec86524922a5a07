"""The analysis dock beside the board: what the engine thinks of the position shown.

An evaluation bar (the final split the engine expects, South's share from the left),
the same in words, the depth reached, and the best line in letters; hovering a move of
the line asks (``previewRequested``) to show the board after it. The dock only shows:
``AnalysisController`` in ``study.py`` decides which position is analysed.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...ai import Analysis
from ...rules import LETTERS, SEEDS, Game, Player
from ..game.texts import player_name
from ..platform.text_scale import scaled_style
from ..platform.theme import (
    AMBER,
    DOCK_STYLE,
    IVORY_LIGHT,
    RAISED_EDGE,
    SCORE,
    TABLE,
    styled_label,
)

SOUTH_COLOUR = QColor(IVORY_LIGHT)
NORTH_COLOUR = QColor(74, 52, 30)


def expected_split(analysis: Analysis) -> tuple[float, float]:
    """The final split ``(south, north)`` the analysis expects, to the half seed, adding
    up to the seeds of the game."""
    south = max(0.0, min(float(SEEDS), round(analysis.expected[0] * 2) / 2))
    return south, SEEDS - south


def seeds_text(count: float) -> str:
    """A count to the half seed: "24", "23½"."""
    whole = int(count)
    return f"{whole}½" if count - whole else str(whole)


def ahead(analysis: Analysis, game: Game) -> tuple[Player | None, float]:
    """Who the engine thinks is ahead, and by how many seeds (None: about even)."""
    margin = analysis.score if game.to_move is Player.SOUTH else -analysis.score
    if abs(margin) < 0.5:
        return None, 0.0
    return (Player.SOUTH if margin > 0 else Player.NORTH), abs(margin)


class EvalBar(QWidget):
    """A bar split where the engine expects the seeds to end: South's share on the left
    in South's colour, North's on the right, the middle marked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._split: tuple[float, float] | None = None
        self.setMinimumHeight(30)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(220, 30)

    def set_split(self, split: tuple[float, float] | None) -> None:
        """Show ``(south, north)`` (None: an empty bar)."""
        if split != self._split:
            self._split = split
            self.update()

    def split(self) -> tuple[float, float] | None:
        """The split shown."""
        return self._split

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        radius = rect.height() / 2
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(TABLE))
        painter.drawRoundedRect(rect, radius, radius)
        if self._split is not None:
            south, north = self._split
            cut = rect.left() + rect.width() * south / SEEDS
            painter.save()
            painter.setClipRect(QRectF(rect.left(), rect.top(), cut - rect.left(), rect.height()))
            painter.setBrush(SOUTH_COLOUR)
            painter.drawRoundedRect(rect, radius, radius)
            painter.setClipRect(QRectF(cut, rect.top(), rect.right() - cut, rect.height()))
            painter.setBrush(NORTH_COLOUR)
            painter.drawRoundedRect(rect, radius, radius)
            painter.restore()
            font = QFont(self.font())
            font.setPixelSize(round(rect.height() * 0.5))
            font.setWeight(QFont.Weight.Bold)
            painter.setFont(font)
            inset = rect.adjusted(radius * 0.8, 0, -radius * 0.8, 0)
            painter.setPen(NORTH_COLOUR if south >= 4 else SOUTH_COLOUR)
            painter.drawText(inset, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             seeds_text(south))
            painter.setPen(SOUTH_COLOUR if north >= 4 else NORTH_COLOUR)
            painter.drawText(inset, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             seeds_text(north))
        middle = rect.center().x()
        painter.setPen(QPen(QColor(AMBER), 2))
        painter.drawLine(int(middle), int(rect.top()), int(middle), int(rect.bottom()))
        painter.setPen(QPen(QColor(RAISED_EDGE), 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect, radius, radius)


def scores_text(analysis: Analysis) -> str:
    """Each legal move's score in seeds for the player to move, in board order, the best
    in gold (rich text)."""
    cells = []
    for move in sorted(analysis.move_scores, key=LETTERS.index):
        text = f"{move}&nbsp;{analysis.move_scores[move]:+.1f}"
        cells.append(f'<b style="color:{SCORE}">{text}</b>' if move == analysis.best
                     else text)
    return " · ".join(cells)


class AnalysisDock(QDockWidget):
    """The dock. ``previewRequested(n)`` asks to show the board after the first ``n``
    moves of the best line (None: the position analysed again)."""

    previewRequested = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Analysis"), parent)
        self.setObjectName("AnalysisDock")
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea
                             | Qt.DockWidgetArea.RightDockWidgetArea)
        body = QWidget(self)
        body.setObjectName("AnalysisBody")
        body.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setStyleSheet(scaled_style(DOCK_STYLE))
        scroll = self._scroll()
        self.bar = EvalBar(body)
        self.words = styled_label("Words", wrap=True)
        self.depth_label = styled_label("Note", wrap=True)
        self.line_heading = styled_label("Heading", wrap=True)
        self.line_heading.setText(self.tr("BEST LINE"))
        self.line = styled_label("Line", wrap=True)
        self.line.setTextFormat(Qt.TextFormat.RichText)
        self.line.linkHovered.connect(self._hovered)
        self.line.setAccessibleName(self.tr("Best line"))
        self.scores_heading = styled_label("Heading", wrap=True)
        self.scores_heading.setText(self.tr("EACH MOVE"))
        self.scores = styled_label("Scores", wrap=True)
        self.scores.setTextFormat(Qt.TextFormat.RichText)
        self.line_note = styled_label("Note", wrap=True)
        self.line_note.setText(self.tr("Point at a move to see the board after it."))
        self.assisted = styled_label("Assisted", wrap=True)
        self.assisted.setText(self.tr("This game is marked as assisted: the analysis was "
                                      "on while you played the computer."))
        self.assisted.hide()
        self.source = styled_label("Source", wrap=True)
        self.source.setText(self.tr("The position in the board editor"))
        self.source.hide()
        heading = styled_label("Heading", wrap=True)
        heading.setText(self.tr("EVALUATION"))
        layout = QVBoxLayout(body)
        layout.setContentsMargins(14, 12, 14, 12)
        layout.setSpacing(8)
        layout.addWidget(self.source)
        layout.addWidget(heading)
        layout.addWidget(self.bar)
        layout.addWidget(self.words)
        layout.addWidget(self.depth_label)
        layout.addSpacing(6)
        layout.addWidget(self.line_heading)
        layout.addWidget(self.line)
        layout.addWidget(self.line_note)
        layout.addSpacing(6)
        layout.addWidget(self.scores_heading)
        layout.addWidget(self.scores)
        layout.addStretch(1)
        layout.addWidget(self.assisted)
        scroll.setWidget(body)
        self.setWidget(scroll)
        self._pv: tuple[str, ...] = ()
        self._editing = False
        self.show_message(self.tr("Analysis starts…"))

    def _scroll(self) -> QScrollArea:
        """The dock's contents, in a fixed width: text changing in the dock never resizes
        (and re-renders) the board; in a low window the text scrolls, never cut off."""
        scroll = QScrollArea(self)
        scroll.setObjectName("AnalysisScroll")
        scroll.setFixedWidth(250)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # text only, as the side panel's
        return scroll

    # -- what it shows ---------------------------------------------------------------
    def show_analysis(self, game: Game, analysis: Analysis) -> None:
        """Show ``analysis`` of ``game``'s position."""
        split = expected_split(analysis)
        self.bar.set_split(split)
        leader, margin = ahead(analysis, game)
        if leader is None:
            words = self.tr("About even. The engine expects the seeds to end "
                            "{south}–{north} (South–North).")
        else:
            words = self.tr("{player} is ahead by about {margin} seeds. The engine expects "
                            "the seeds to end {south}–{north} (South–North).")
        self.words.setText(words.format(
            player=player_name(leader) if leader is not None else "",
            margin=f"{margin:.1f}", south=seeds_text(split[0]), north=seeds_text(split[1])))
        self.depth_label.setText(self.tr("Depth {depth} · {nodes} positions").format(
            depth=analysis.depth, nodes=f"{analysis.nodes:,}"))
        self._pv = analysis.pv
        links = " ".join(f'<a href="{i + 1}" style="color:{SCORE};text-decoration:none">'
                         f"{move}</a>" for i, move in enumerate(analysis.pv))
        self.line.setText(links)
        self.line_heading.show()
        self.line_note.setVisible(not self._editing)  # no preview over the editor
        # The editor's board has no place for the scores: they are listed here.
        self.scores.setText(scores_text(analysis) if self._editing else "")
        self.scores_heading.setVisible(self._editing)
        self.scores.setVisible(self._editing)

    def show_message(self, text: str) -> None:
        """Say ``text`` instead of an analysis (the game is over, nothing to analyse)."""
        self.bar.set_split(None)
        self.words.setText(text)
        self.depth_label.setText("")
        self._pv = ()
        self.line.setText("")
        self.line_heading.hide()
        self.line_note.hide()
        self.scores.setText("")
        self.scores_heading.hide()
        self.scores.hide()

    def show_final(self, totals: tuple[int, int]) -> None:
        """The game is over: the bar shows the final split."""
        self.show_message(self.tr("The game is over: {south}–{north} (South–North).").format(
            south=totals[0], north=totals[1]))
        self.bar.set_split(totals)

    def set_editing(self, editing: bool) -> None:
        """Say that the position analysed is the board editor's (the board in the window
        does not show it, so the line cannot be previewed there)."""
        self._editing = editing
        self.source.setVisible(editing)
        if editing:
            self.line_note.hide()

    def set_assisted(self, assisted: bool) -> None:
        """Say that this game is marked as assisted."""
        self.assisted.setVisible(assisted)

    def line_moves(self) -> tuple[str, ...]:
        """The best line shown."""
        return self._pv

    def _hovered(self, link: str) -> None:
        self.previewRequested.emit(int(link) if link.isdigit() else None)
