"""Studying games in the main window: the live analysis, the game review, the computer
playing itself, "Move now" and the computer's thinking on its card. Each part wires its
own actions into the window's menus, so the window only makes one ``Study``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ...notation import Record
from .analysis_control import ASSISTED_TAG, AnalysisController
from .review_control import ReviewController
from .watch import WatchController

if TYPE_CHECKING:
    from ..window.main_window import MainWindow


class Study(QObject):
    """The study tools of ``window``."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.analysis = AnalysisController(window)
        self.reviews = ReviewController(window)
        self.watch = WatchController(window)

    def opened(self, record: Record) -> None:
        """A record was opened: keep its analysis mark, its comments and review."""
        self.reviews.opened(record)
        if ASSISTED_TAG in record.tags:
            self.window.extra_tags[ASSISTED_TAG] = record.tags[ASSISTED_TAG]
            self.analysis.dock.set_assisted(True)

    def annotate(self, record: Record) -> Record:
        """``record`` as it is saved, with what the study tools add to it."""
        return self.reviews.annotate(record)

    def shutdown(self) -> None:
        """Stop every search the study tools started."""
        self.analysis.shutdown()
        self.reviews.shutdown()
