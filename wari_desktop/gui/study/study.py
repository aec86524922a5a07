"""Studying games in the main window: the live analysis, the board editor, the game
review, the computer playing itself, "Move now" and the computer's thinking on its card.
Each part puts its own actions in the host's menu slots, so the window only makes one
``Study`` and hands it the narrow door (``session.host.Host``).
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...notation import Record
from ..session.document import ASSISTED_TAG
from ..session.host import Host
from .analysis_control import AnalysisController
from .dock_room import DockRoom
from .editor_control import EditorController
from .review_control import ReviewController
from .watch import WatchController


class Study(QObject):
    """The study tools of ``host``; what they add to the record (a review kept, the
    analysis mark) goes into every record the host's document saves."""

    def __init__(self, host: Host) -> None:
        super().__init__(host.widget())
        self.host = host
        room = DockRoom(host.widget(), host.board)  # the docks share the board's room
        self.analysis = AnalysisController(host, room)
        self.editor = EditorController(host, self.analysis)
        self.reviews = ReviewController(host, room)
        self.watch = WatchController(host)
        host.document.add_annotator(self.annotate)

    def opened(self, record: Record) -> None:
        """A record was opened: keep its analysis mark, its comments and review."""
        self.reviews.opened(record)
        if ASSISTED_TAG in record.tags:
            self.host.document.set_extra_tag(ASSISTED_TAG, record.tags[ASSISTED_TAG])
            self.analysis.dock.set_assisted(True)

    def annotate(self, record: Record) -> Record:
        """``record`` as it is saved, with what the study tools add to it."""
        return self.reviews.annotate(record)

    def shutdown(self) -> None:
        """Stop every search the study tools started."""
        self.analysis.shutdown()
        self.reviews.shutdown()
