"""The rules of Wari for a player: a scrollable page of short sections with small boards
showing the worked examples of the rules, and the variants of the New Game dialog."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...rules import HOUSES, Player, Position, Rules, index, sow
from ..platform.screen_fit import fit_to_screen
from ..platform.text_scale import scaled_style
from ..platform.theme import DIALOG_STYLE, GOLD_LIGHT, RULES_PAGE_STYLE
from .mini_board import MiniBoard


def board(text: str, stores: tuple[int, int], to_move: Player = Player.SOUTH) -> Position:
    """A position written as the rules do: ``"4 0 0 1 3 1 | 2 1 2 0 0 6"`` (``A..F | a..f``)."""
    houses = tuple(int(n) for n in text.replace("|", " ").split())
    return Position(houses, stores, to_move)


class _Page(QWidget):
    """The scrolled page: a column of text and figures at most ``WIDTH`` wide, centred."""

    WIDTH = 820

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("page")
        self.column = QVBoxLayout()
        self.column.setSpacing(10)
        middle = QWidget(self)
        middle.setLayout(self.column)
        middle.setMaximumWidth(self.WIDTH)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(28, 22, 28, 28)
        outer.addStretch(1)
        outer.addWidget(middle, 100)
        outer.addStretch(1)

    def minimumSizeHint(self) -> QSize:
        # The height follows the width (heightForWidth); the minimum would be the height
        # at the narrowest width, which leaves a blank stretch at the end of a wide page.
        return QSize(super().minimumSizeHint().width(), 0)


class RulesWindow(QDialog):
    """The rules of Oware abapa and of the variants, with worked examples on small boards.

    ``boards`` lists the mini boards in page order.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules of Wari"))
        self.setStyleSheet(scaled_style(DIALOG_STYLE + RULES_PAGE_STYLE))
        self.boards: list[MiniBoard] = []
        self.page = _Page()
        self._column = self.page.column
        self._write()
        self._column.addStretch(1)

        self.scroll_area = QScrollArea(self)
        self.scroll_area.setWidget(self.page)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.viewport().setObjectName("page")
        self.scroll_area.setAccessibleName(self.tr("Rules of Wari"))
        self.scroll_area.setAccessibleDescription(self.tr(
            "The rules, section by section, with example boards; the arrow keys and Page "
            "Up and Page Down scroll."))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.close_button = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        self.close_button.setText(self.tr("Close"))
        self.close_button.setAccessibleDescription(self.tr("Close the rules (Esc)"))
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 12)
        layout.addWidget(self.scroll_area, 1)
        bottom = QHBoxLayout()
        bottom.setContentsMargins(24, 0, 24, 0)
        bottom.addWidget(self.buttons)
        layout.addLayout(bottom)
        self.setMinimumWidth(660)
        fit_to_screen(self, 940, 860)  # a small screen gets a shorter window that scrolls

    # -- building blocks -------------------------------------------------------------
    def _label(self, text: str, name: str) -> QLabel:
        label = QLabel(text, self.page)
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        return label

    def _title(self, text: str, lead: str) -> None:
        self._column.addWidget(self._label(text, "heading"))
        self._column.addWidget(self._label(f'<p style="line-height: 135%;">{lead}</p>', "lead"))

    def _section(self, title: str) -> None:
        self._column.addSpacing(14)
        self._column.addWidget(self._label(title, "subheading"))

    def _text(self, *paragraphs: str) -> None:
        html = "".join(f'<p style="line-height: 140%;">{p}</p>' for p in paragraphs)
        self._column.addWidget(self._label(html, "body"))

    def _list(self, *items: str) -> None:
        rows = "".join(
            f'<tr><td style="padding: 0 10px 8px 8px; color: {GOLD_LIGHT};">•</td>'
            f'<td style="padding-bottom: 8px; line-height: 140%;">{item}</td></tr>'
            for item in items
        )
        self._column.addWidget(self._label(f'<table cellspacing="0">{rows}</table>', "body"))

    def _figure(self, caption: str, *boards: MiniBoard) -> None:
        row = QHBoxLayout()
        row.setSpacing(10)
        for number, mini in enumerate(boards):
            if number:
                arrow = self._label("→", "flow")
                arrow.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
                row.addWidget(arrow)
            row.addWidget(mini, 1)
            self.boards.append(mini)
        if len(boards) == 1:
            alone = boards[0]
            alone.setFixedSize(480, alone.heightForWidth(480))
            row.insertStretch(0, 1)
            row.addStretch(1)
        self._column.addSpacing(4)
        self._column.addLayout(row)
        label = self._label(caption, "caption")
        label.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self._column.addWidget(label)
        self._column.addSpacing(4)

    def _example(
        self,
        caption: str,
        before: Position,
        move: str | None = None,
        after: Position | None = None,
    ) -> None:
        """Before and after a move of the rules' worked examples; the captured houses are
        ringed on the board after."""
        rules = Rules()
        marks: tuple[int, ...] = ()
        if after is None and move is not None:
            after, plan = sow(before, index(move), rules)
            marks = tuple(house for house, _ in plan.captures)
        boards = [MiniBoard(before, move, parent=self.page)]
        if after is not None:
            boards.append(MiniBoard(after, marks=marks, parent=self.page))
        self._figure(caption, *boards)

    # -- the page --------------------------------------------------------------------
    def _write(self) -> None:
        """The page, section by section."""
        self._write_title()
        self._write_board()
        self._write_sowing()
        self._write_capturing()
        self._write_feeding()
        self._write_end()
        self._write_variants()

    def _write_title(self) -> None:
        """The title and what Wari is."""
        self._title(
            self.tr("The rules of Wari"),
            self.tr("Wari, also called Oware, Awalé or Ayo, is played all over West Africa and "
                    "the Caribbean. Two players sow seeds round a board of twelve houses and "
                    "capture them from each other. These are the international rules of the "
                    "Oware Society, known as <i>Oware abapa</i>."),
        )

    def _write_board(self) -> None:
        """The board: the houses, the stores and the start."""
        self._section(self.tr("The board"))
        self._text(
            self.tr("Each player owns the six houses in front of them: <b>South</b>, at the "
                    "bottom, owns <b>A</b> to <b>F</b>; <b>North</b>, at the top, owns <b>a</b> "
                    "to <b>f</b>. The large store at each player's right keeps the seeds they "
                    "capture."),
            self.tr("The game begins with 4 seeds in every house, 48 in all. The players take "
                    "turns; who moves first is chosen before the game, or drawn by lot."),
        )
        self._figure(
            self.tr("The start: 4 seeds in each house, the stores empty. South's store is on "
                    "the right, North's on the left."),
            MiniBoard(Position.start(), parent=self.page),
        )

    def _write_sowing(self) -> None:
        """Sowing, with laps of 12 seeds or more."""
        self._section(self.tr("Sowing"))
        self._text(
            self.tr("On your turn, choose one of your houses that holds seeds and take them "
                    "all. Sow them one by one into the following houses, "
                    "<b>counter-clockwise</b>: rightwards along your row, then leftwards along "
                    "your opponent's. Seeds land on both sides of the board."),
        )
        self._example(
            self.tr("South plays <b>E</b>: its 4 seeds go into F, a, b and c."),
            Position.start(),
            "E",
        )
        self._text(
            self.tr("A house with 12 seeds or more takes the sowing right round the board. The "
                    "house you started from is <b>skipped</b> on every lap, so it is always "
                    "empty after your move."),
        )
        self._example(
            self.tr("<b>E</b> holds 14 seeds: the sowing goes all the way round, passes over E "
                    "and ends in b."),
            board("6 1 7 0 14 8 | 0 2 8 0 0 0", (1, 1)),
            "E",
        )

    def _write_capturing(self) -> None:
        """Capturing, and the grand slam."""
        self._section(self.tr("Capturing"))
        self._text(
            self.tr("If your last seed lands in one of your <b>opponent's</b> houses and brings "
                    "it to <b>2 or 3</b> seeds, you capture them. Then look at the house before "
                    "it: if it is also your opponent's and holds 2 or 3, you capture it too, "
                    "and so on backwards. The chain stops at the first house that holds another "
                    "number, or that is on your own side. Captured seeds go to your store."),
        )
        self._example(
            self.tr("South plays <b>E</b>. The last seed makes 2 in b, and a holds 3: South "
                    "captures both, 5 seeds. F is South's own house, so the chain stops there."),
            board("4 0 0 1 3 1 | 2 1 2 0 0 6", (14, 14)),
            "E",
        )
        self._text(
            self.tr("A move that would capture <b>every</b> seed on your opponent's side is a "
                    "<b>grand slam</b>. You may play it, but it captures nothing: the seeds "
                    "stay where they fell."),
        )
        self._example(
            self.tr("South plays <b>E</b>: taking a, b and c would leave North with no seeds, "
                    "so nothing is captured."),
            board("1 1 0 2 4 0 | 1 1 1 0 0 0", (20, 17)),
            "E",
        )

    def _write_feeding(self) -> None:
        """Feeding your opponent, and the famine that ends a game."""
        self._section(self.tr("Feeding your opponent"))
        self._text(
            self.tr("Never starve your opponent. If their side is empty, you must play a move "
                    "that gives them at least one seed. If no move can, the game ends and you "
                    "take the seeds left on your side."),
        )
        self._example(
            self.tr("North has no seeds. Only <b>E</b> reaches North's side, so South must play "
                    "E."),
            board("1 1 0 2 4 0 | 0 0 0 0 0 0", (20, 20)),
            "E",
        )
        famine = board("1 1 0 2 1 0 | 0 0 0 0 0 0", (20, 23))
        self._example(
            self.tr("South is to move, but no move reaches North's side: the game ends. South "
                    "adds the 5 seeds on their side to their store and wins 25 to 23."),
            famine,
            None,
            Position((0,) * HOUSES, famine.collected(Rules()), Player.SOUTH),
        )

    def _write_end(self) -> None:
        """The end of the game."""
        self._section(self.tr("The end of the game"))
        self._list(
            self.tr("Whoever captures <b>25</b> seeds or more wins; at <b>24–24</b> the game is "
                    "a draw."),
            self.tr("<b>Famine</b>: when the player to move cannot feed an empty side, or has "
                    "no seeds at all, the game ends."),
            self.tr("<b>Repetition</b>: when the same position comes round again (the same "
                    "seeds in every house and the same player to move), the game ends."),
            self.tr("<b>Agreement</b>: when no more captures can happen, the players may agree "
                    "to stop."),
        )
        self._text(
            self.tr("Whenever the game ends before someone reaches 25, each player adds the "
                    "seeds on their own side to their store. Whoever then has more seeds wins."),
        )

    def _write_variants(self) -> None:
        """The variants of the New Game dialog."""
        self._section(self.tr("Variants"))
        self._text(
            self.tr("The New Game dialog offers these variants from Italian rule books. Without "
                    "them you play the standard rules above."),
        )
        self._list(
            self.tr("<b>Grand slam forbidden</b>: a grand slam may not be played unless you "
                    "have no other move; then it captures nothing."),
            self.tr("<b>Tutti a casa</b> (“everyone home”): as soon as a side is empty, the "
                    "game ends, and each player takes the seeds on their side."),
            self.tr("<b>Libertà al più forte</b> (“freedom to the stronger”): a player whose "
                    "side is empty passes, and the opponent plays freely, with no duty to feed, "
                    "until seeds come back."),
            self.tr("<b>No end on repetition</b>: a repeated position does not end the game; "
                    "the players stop a never-ending game by agreement."),
        )
        self._text(
            self.tr("In a match of several games, <b>Case supplementari</b> (“extra houses”) "
                    "carries the score over: after each game the players fill houses with the "
                    "seeds they won, 4 to a house, starting from their own. A remainder of 3 "
                    "fills one more house. The winner's extra houses on the opponent's row "
                    "belong to them in the next game: with 32 seeds, 8 houses against 4."),
        )
