"""Game, Set Up Position: the board editor opened on the position played, with the live
analysis free to follow it; "Play" starts a game from the position set up, with the same
players (after asking to leave a game with unsaved moves)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction

from ..platform.modal import modal
from ..session.host import Host
from .analysis_control import AnalysisController

translate = QCoreApplication.translate
#: These words were first the window's learning actions': translations are keyed on it.
_CONTEXT = "Learning"


class EditorController(QObject):
    """The Set Up Position action of ``host`` and the editor it opens, followed by
    ``analysis``."""

    def __init__(self, host: Host, analysis: AnalysisController) -> None:
        super().__init__(host.widget())
        self.host = host
        self.analysis = analysis
        self.action = QAction(translate(_CONTEXT, "Set Up &Position…"), host.widget())
        self.action.triggered.connect(lambda *_: self.set_up_position())
        host.add_action("game:start", self.action)

    def set_up_position(self) -> bool:
        """The board editor, from the position on the board; "Play" starts a game from the
        position set up, with the same players. True when a game was started."""
        from .position_editor import PositionEditor  # built when first asked for

        host = self.host
        game = host.model.game
        editor = PositionEditor(game.position, game.rules, host.widget())
        self.analysis.follow_editor(editor)  # free to analyse there
        with modal(editor) as (_, accepted):
            self.analysis.leave_editor()
            if not accepted or not host.may_abandon():
                return False
            host.start_game(editor.game(), host.model.seats)
        return True
