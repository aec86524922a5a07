"""What a screen reader hears as the game goes: each move as it is played ("North sows c,
5 seeds, captures 3 from B and A") and the result when the game ends.

Announcements go out as Qt accessibility announcement events from a widget (the board);
the last ones are kept in ``spoken`` so tests and tools can read them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget

from ...rules import LETTERS, Outcome, Player, SowingPlan
from ..game.game_model import GameModel
from ..game.texts import player_name, result_text

_CONTEXT = "Announcer"
translate = QCoreApplication.translate


def spoken_list(items: Sequence[str]) -> str:
    """``items`` as a sentence says them: "B", "B and A", "c, b and a"."""
    if len(items) <= 1:
        return "".join(items)
    return translate(_CONTEXT, "%1 and %2").replace(
        "%1", ", ".join(items[:-1])).replace("%2", items[-1])


class Announcer(QObject):
    """Announces ``model``'s moves and results from ``speaker``; ``names`` gives the sides'
    names as shown (South's, North's) for the result."""

    def __init__(self, model: GameModel, speaker: QWidget,
                 names: Callable[[], tuple[str, str]]) -> None:
        super().__init__(speaker)
        self._model = model
        self._speaker = speaker
        self._names = names
        self._ended = False
        #: What was announced, oldest first (the last 50).
        self.spoken: list[str] = []
        model.movePlayed.connect(self._move_played)
        model.gameOver.connect(self._game_over)
        model.turnChanged.connect(self._game_on)

    def say(self, text: str) -> None:
        """Announce ``text`` (politely: after what the reader is saying)."""
        self.spoken = [*self.spoken[-49:], text]
        event = QAccessibleAnnouncementEvent(self._speaker, text)
        QAccessible.updateAccessibility(event)

    def move_sentence(self, player: Player, move: str, plan: SowingPlan) -> str:
        """A move in words: who sows which house, how many seeds, and what it captures."""
        text = self.tr("%1 sows %2, %n seed(s)", "", len(plan.sown))
        text = text.replace("%1", player_name(player)).replace("%2", move)
        if plan.grand_slam:
            text += self.tr(", a grand slam: it captures nothing")
        elif plan.captures:
            houses = spoken_list([LETTERS[house] for house, _ in plan.captures])
            text += self.tr(", captures %n from %1", "", plan.captured).replace("%1", houses)
        return text

    def _move_played(self, move: str, plan: SowingPlan) -> None:
        mover = self._model.game.rules.owners[plan.start]
        self.say(self.move_sentence(mover, move, plan))

    def _game_over(self, outcome: Outcome | None) -> None:
        if self._ended:
            return
        self._ended = True
        people = self._model.people()
        you = people[0] if len(people) == 1 else None
        self.say(result_text(outcome, self._model.resigned, self._names(), you,
                             lost_on_time=self._model.lost_on_time, stop=self._model.stop))

    def _game_on(self, _player: object) -> None:
        self._ended = False
