"""The player's rating, game after game: when a game of one person against the computer
ends by a move, a resignation or on time, it is rated (``wari_desktop.rating``: Glicko-2 against
the level's measured rating) and the record says so, so it is never rated twice. A game
in which the player had help (a hint, a move taken back, the live analysis) is marked
assisted: it is kept in the player's record but does not move the rating. Only games
from the standard opening position are rated (a position set up on the board is not a
game of Wari as the ladder measured it). Help, Your Rating shows the rating, its chart and
the record per level.

A level changed during a game cannot make it count as a game against a stronger level:
each level the computer was at when a move of the game was played is kept in the record
(``LEVELS_TAG``, so also through the autosave and a saved file) and stays counted when
that move is taken back; the game is rated against the weakest of them."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QAction

from ...ai.levels import NAMES
from ...rating import Recorded, load_record, record_game, suggested_level
from ...rules import Game, Player
from ..platform.modal import modal
from ..session.document import ASSISTED_TAG, RATED_TAG
from ..session.host import Host

translate = QCoreApplication.translate
_CONTEXT = "RatingController"
#: The tag listing the levels the computer played at in this game (space-separated,
#: weakest first): the game is rated against the first.
LEVELS_TAG = "WariLevels"


def levels_of(text: str | None) -> tuple[str, ...]:
    """The known level names in a ``LEVELS_TAG`` value, weakest first, each once (other
    words, from a file edited by hand, are left out)."""
    words = set((text or "").split())
    return tuple(name for name in NAMES if name in words)


def person_result(winner: Player | None, person: Player) -> str:
    """"win", "draw" or "loss" for ``person``, the game won by ``winner`` (None: drawn)."""
    if winner is None:
        return "draw"
    return "win" if winner is person else "loss"


class RatingController(QObject):
    """Rates ``host``'s games against the computer and opens Your Rating. ``rated``
    carries the ``Recorded`` rating of each game rated."""

    rated = Signal(object)

    def __init__(self, host: Host) -> None:
        super().__init__(host.widget())
        self.host = host
        self.action = QAction(translate(_CONTEXT, "&Your Rating…"), host.widget())
        self.action.triggered.connect(lambda *_: self.show_rating())
        host.add_action("help:learning", self.action)
        model = host.model
        self._reset = False
        self._was_over = model.is_over()
        model.positionReset.connect(self._position_reset)
        model.positionChanged.connect(self._position_changed)
        model.historyMoved.connect(lambda: self.mark_assisted("undo"))
        model.hintReady.connect(lambda _analysis: self.mark_assisted("hint"))
        model.movePlayed.connect(lambda *_: self.note_level())

    # -- which games count -------------------------------------------------------------
    def _rated_seats(self) -> tuple[Player, str] | None:
        """The person and the computer's level, in a game of one against the other."""
        model = self.host.model
        people = model.people()
        if len(people) != 1:
            return None
        computer = model.seat(people[0].opponent)
        return (people[0], computer.level) if computer.computer else None

    def mark_assisted(self, how: str) -> None:
        """The player had help (``how``: "hint", "undo") in a game against the computer:
        it will not move the rating (the first help used is named)."""
        document = self.host.document
        if self._rated_seats() is not None and document.tag(ASSISTED_TAG) is None:
            document.set_extra_tag(ASSISTED_TAG, how)

    def levels_played(self) -> tuple[str, ...]:
        """The levels the computer has played at in this game, weakest first: those of
        the record (moves played before, kept through undo, autosave and files) and the
        level it is at now; () in a game that is not one person against the computer."""
        seats = self._rated_seats()
        if seats is None:
            return ()
        return levels_of(f"{self.host.document.tag(LEVELS_TAG) or ''} {seats[1]}")

    def note_level(self) -> None:
        """A move was played: the computer's level now counts for this game."""
        levels = self.levels_played()
        if levels and levels_of(self.host.document.tag(LEVELS_TAG)) != levels:
            self.host.document.set_extra_tag(LEVELS_TAG, " ".join(levels))

    def _position_reset(self) -> None:
        self._reset = True  # a new game, an undo or a redo: nothing ended by a move

    def _position_changed(self) -> None:
        over = self.host.model.is_over()
        ended = over and not self._was_over and not self._reset
        self._was_over, self._reset = over, False
        if ended:
            self.rate()

    # -- rating ------------------------------------------------------------------------
    def rate(self) -> Recorded | None:
        """Rate the game just ended, if it counts and was not rated before."""
        host, document = self.host, self.host.document
        seats = self._rated_seats()
        game = host.model.game
        if seats is None or document.tag(RATED_TAG) is not None \
                or game.start != Game(rules=game.rules).start:
            return None
        person = seats[0]
        self.note_level()  # the level the game ended at counts too
        levels = self.levels_played()
        loser = host.model.resigned  # (a Player is falsy for South: no "or" here)
        if loser is None:
            loser = host.model.lost_on_time
        if loser is not None:
            winner: Player | None = loser.opponent
        else:
            winner = game.outcome.winner if game.outcome is not None else None
        assisted = document.tag(ASSISTED_TAG) is not None
        recorded = record_game(levels[0], person_result(winner, person), assisted)
        if len(levels) > 1:
            recorded = replace(recorded, levels=levels)
        document.set_extra_tag(RATED_TAG, f"{recorded.after.rating:.0f}")
        document.keep_for_next_time()
        self.rated.emit(recorded)
        return recorded

    def suggested_level(self) -> str | None:
        """The level nearest the player's rating ("match my level"); None before the
        first rated game."""
        record = load_record().record
        return suggested_level(record.current.rating) if record.rated_games else None

    def show_rating(self) -> None:
        """Help, Your Rating: the rating, its chart and the record per level."""
        from ..dialogs.rating_dialog import RatingDialog  # built when first asked for

        with modal(RatingDialog(parent=self.host.widget())):
            pass
