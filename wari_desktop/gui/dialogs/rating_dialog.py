"""Game, Your Rating: the player's rating against the computer (``wari_desktop.rating``),
the chart of it game after game, the won, drawn, lost and assisted games at each level,
and the level that matches the player. It shows the record; it changes nothing."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...rating import (
    LEVEL_RATINGS,
    Damage,
    Loaded,
    PlayerRecord,
    Problem,
    Rating,
    Result,
    load_record,
    suggested_level,
)
from ..game.texts import level_title
from ..platform.screen_fit import fit_to_screen
from ..platform.text_scale import scaled, scaled_style
from ..platform.theme import DIALOG_STYLE, HIGHLIGHT, HOVER, RATING_STYLE, styled_label
from .dialog_parts import dialog_column
from .rating_chart import LOWER_BOUND, RatingChart
from .rating_words import is_provisional, provisional_note, signed_change


class RatingDialog(QDialog):
    """The player's rating, as read from ``loaded`` (by default the data folder's
    ``rating.json``)."""

    def __init__(self, loaded: Loaded | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        loaded = loaded if loaded is not None else load_record()
        self.record = loaded.record
        self.suggested = suggested_level(self.record.current.rating)
        self.setWindowTitle(self.tr("Your Rating"))
        self.setStyleSheet(scaled_style(DIALOG_STYLE + RATING_STYLE))
        top = QGridLayout()  # the heading over the rating, the card beside them
        top.setHorizontalSpacing(18)
        top.setVerticalSpacing(6)
        top.addWidget(styled_label("heading", self.tr("Your rating")), 0, 0)
        top.addLayout(self.summary(), 1, 0)
        top.addWidget(self.match_card_for(bool(self.record.rated_games)), 0, 1, 2, 1)
        top.setColumnStretch(0, 3)
        top.setColumnStretch(1, 2)
        self.chart = RatingChart(self)
        self.chart.set_games(self.record.rated_games)
        self.table = self.record_table(self.record)
        self.assisted_note = styled_label("note", self.tr(
            "Assisted games (hints, a move taken back, the analysis) are counted in the "
            "table but do not change your rating. A game in which you changed the level "
            "counts as a game against the weakest level you played."), wrap=True)
        self.damage_label = styled_label("damage", wrap=True)
        if loaded.damage is not None:
            self.damage_label.setText(self.damage_text(loaded.damage))
        else:
            self.damage_label.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        self.close_button.setText(self.tr("Close"))
        self.close_button.setToolTip(self.tr("Close this page (Esc)"))
        self.close_button.setDefault(True)
        self.close_button.setFocus()
        buttons.rejected.connect(self.reject)
        self.scroll_area = self.scrolled(top)
        layout = dialog_column(self, self.scroll_area, buttons)
        layout.setStretchFactor(self.scroll_area, 1)
        fit_to_screen(self, scaled(760), scaled(700))

    # -- parts ---------------------------------------------------------------------------
    def summary(self) -> QHBoxLayout:
        """The rating, big, with where it very likely lies and what the last game did;
        "Not rated yet" before the first game that counts."""
        current = self.record.current
        self.rating_label = styled_label("rating")
        self.range_label = styled_label("range", wrap=True)
        self.change_label = styled_label("change", wrap=True)
        if self.record.rated_games:
            self.rating_label.setText(str(round(current.rating)))
            self.rating_label.setProperty("rated", "true")
            self.rating_label.setAccessibleName(self.tr("Your rating: {rating}").format(
                rating=round(current.rating)))
            self.range_label.setText(self.range_text(current))
            self.change_label.setText(self.change_text(self.record))
        else:
            self.rating_label.setText(self.tr("Not rated yet"))
            self.rating_label.setProperty("rated", "false")
            self.range_label.setText(self.tr(
                "Your rating starts at {rating} and settles as you play.").format(
                    rating=round(current.rating)))
            self.change_label.hide()
        words = QVBoxLayout()
        words.setSpacing(4)
        words.addStretch(1)
        words.addWidget(self.range_label)
        words.addWidget(self.change_label)
        words.addStretch(1)
        summary = QHBoxLayout()
        summary.setSpacing(18)
        summary.addWidget(self.rating_label, 0, Qt.AlignmentFlag.AlignVCenter)
        summary.addLayout(words, 1)
        return summary

    def match_card_for(self, rated: bool) -> QFrame:
        """The card naming the suggested level, and why."""
        self.match_card = QFrame(self)
        self.match_card.setObjectName("card")
        self.match_label = styled_label("level", level_title(self.suggested))
        self.match_note = styled_label("note", self.match_text(rated), wrap=True)
        card = QVBoxLayout(self.match_card)
        card.setContentsMargins(16, 12, 16, 12)
        card.setSpacing(2)
        card.addWidget(styled_label("caption", self.tr("MATCH MY LEVEL")))
        card.addWidget(self.match_label)
        card.addWidget(self.match_note)
        card.addStretch(1)
        self.match_card.setAccessibleName(self.tr("Match my level: {level}").format(
            level=level_title(self.suggested)))
        return self.match_card

    def scrolled(self, top: QGridLayout) -> QScrollArea:
        """Everything but the buttons, in a scroll area: it scrolls only when the screen
        cannot hold it (large text on a small screen); otherwise the chart takes the room
        left."""
        body = QWidget()
        body.setObjectName("body")
        column = QVBoxLayout(body)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(10)
        column.addLayout(top)
        column.addWidget(self.damage_label)  # seen first: what was lost
        column.addWidget(self.chart, 1)
        column.addWidget(self.table)
        column.addWidget(self.assisted_note)
        area = QScrollArea(self)
        area.setWidget(body)
        area.setWidgetResizable(True)
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        area.viewport().setObjectName("body")
        return area

    # -- texts -------------------------------------------------------------------------
    def range_text(self, rating: Rating) -> str:
        """Where the rating very likely lies (two deviations either side)."""
        low = round(rating.rating - 2 * rating.deviation)
        high = round(rating.rating + 2 * rating.deviation)
        if is_provisional(rating):
            return self.tr("Very likely between {low} and {high}.").format(
                low=low, high=high) + " " + provisional_note()
        return self.tr("Very likely between {low} and {high}.").format(low=low, high=high)

    def change_text(self, record: PlayerRecord) -> str:
        """How many games count, and what the last of them did."""
        rated = record.rated_games
        before = rated[-2].rating if len(rated) > 1 else Rating().rating
        level = level_title(rated[-1].level)
        results = {
            Result.WIN: self.tr("won against {level}"),
            Result.DRAW: self.tr("drew with {level}"),
            Result.LOSS: self.tr("lost to {level}"),
        }
        last = results[rated[-1].result].format(level=level)
        return self.tr("Rated games: {count}. Last game: {change} ({result}).").format(
            count=len(rated), change=signed_change(before, rated[-1].rating, self.locale()),
            result=last)

    def match_text(self, rated: bool) -> str:
        """Why this level is suggested."""
        if not rated:
            return self.tr("A first guess: the level rated nearest {rating}, where every "
                           "new rating starts.").format(rating=round(Rating().rating))
        return self.tr("The level rated nearest to you ({rating}): expect close "
                       "games.").format(rating=self.level_rating(self.suggested))

    def level_rating(self, level: str) -> str:
        """A level's rating; master's is a lower bound ("2541+")."""
        rating = str(round(LEVEL_RATINGS[level]))
        return rating + "+" if level == LOWER_BOUND else rating

    def damage_text(self, damage: Damage) -> str:
        """What was wrong with the rating file, and what was kept."""
        if damage.problem is Problem.UNREADABLE:
            return self.tr("Your rating file could not be read ({error}). Games you play "
                           "now may not be saved.").format(error=damage.detail)
        if damage.problem is Problem.TOO_LARGE:
            text = self.tr("Your rating file was too large to read; your rating starts "
                           "afresh.")
        else:
            text = self.tr("Your rating file was damaged. Games read and kept: {kept}. "
                           "Games left out (unreadable): {dropped}.").format(
                               kept=damage.kept, dropped=damage.dropped)
            if damage.rating_lost:
                text += " " + (self.tr("Your rating was taken from the last game kept.")
                               if damage.kept else self.tr("Your rating starts afresh."))
        if damage.copy is not None:
            text += " " + self.tr("The damaged file is kept as {file}.").format(
                file=damage.copy.name)
        return text

    # -- the table ---------------------------------------------------------------------
    def record_table(self, record: PlayerRecord) -> QTableWidget:
        """Each level with its rating and the player's won, drawn, lost and assisted
        games against it; the suggested level's row stands out."""
        tallies = record.tallies()
        headers = [self.tr("Level"), self.tr("Rating"), self.tr("Won"), self.tr("Drawn"),
                   self.tr("Lost"), self.tr("Assisted")]
        table = QTableWidget(len(tallies), len(headers), self)
        table.setHorizontalHeaderLabels(headers)
        first = table.horizontalHeaderItem(0)
        if first is not None:  # the levels' names read from the left, like their column
            first.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        for row, (level, tally) in enumerate(tallies.items()):
            texts = [level_title(level), self.level_rating(level), str(tally.won),
                     str(tally.drawn), str(tally.lost), str(tally.assisted)]
            for column, text in enumerate(texts):
                item = QTableWidgetItem(text)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if level == self.suggested:  # the level that matches the player
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                    item.setBackground(QColor(HOVER))
                    item.setForeground(QColor(HIGHLIGHT))
                if column == 1 and level == LOWER_BOUND:
                    item.setToolTip(self.tr("A lower bound: this level won every game "
                                            "against the level below it."))
                table.setItem(row, column, item)
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, len(headers)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setMinimumSectionSize(scaled(64))
        table.verticalHeader().hide()
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setTabKeyNavigation(False)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setAccessibleName(self.tr("Your record by level"))
        table.setAccessibleDescription(self.tr(
            "One row per level: its rating, and your games against it won, drawn, lost "
            "and assisted."))
        table.resizeRowsToContents()
        height = header.sizeHint().height() + sum(
            table.rowHeight(row) for row in range(table.rowCount())) + 2 * table.frameWidth()
        table.setFixedHeight(height)
        return table
