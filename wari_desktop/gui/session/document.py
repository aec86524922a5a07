"""The record being played and edited, as one object: the file it belongs to, whether it
has moves not saved there, its tags and comments, what the study tools add to it, and the
autosave that keeps it for the next start. The window and the controllers change it only
through its methods, and follow it through ``changed`` and ``pathChanged``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from datetime import date
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ...notation import Record, Stop, save
from ...notation.annotations import Annotations
from ...notation.clocks import TIME_CONTROL_TAG, clock_history, take_clocks, time_control_of
from ...notation.tags import time_forfeit
from ...rules import Game, Player
from ...rules.clock import TimeControl
from ..game.computer_levels import MOVE_LEVELS_TAG
from ..game.game_clock import ClockStart
from ..game.game_model import GameModel
from ..game.seats import Seat
from ..game.texts import level_title, player_name
from ..platform.autosave import (
    CLOCKS_TAG,
    MODIFIED_TAG,
    clocks_from_tag,
    clocks_tag,
    record_of,
    write_autosave,
)
from ..platform.player_name import system_user_name

translate = QCoreApplication.translate
#: Its words were the window's: translations are keyed on this context.
_CONTEXT = "MainWindow"

#: A study tool's addition to the record saved (comments, a review).
Annotator = Callable[[Record], Record]
#: The tag that marks a game against the computer in which the player had help: its value
#: says which ("analysis", "hint", "undo"). Such a game does not move the player's rating.
ASSISTED_TAG = "Assisted"
#: The tag that says a finished game has been rated (its value: the rating after it).
RATED_TAG = "WariRated"


def dated_today() -> Annotations:
    """The annotations of a game starting now: today's date, as PGN writes it."""
    return Annotations(tags={"Date": date.today().strftime("%Y.%m.%d")})


class GameDocument(QObject):
    """The game of ``model`` as a record. ``autosave``: the file it is kept in after every
    move (None: not kept).

    ``changed`` says the modified flag, the tags or the comments changed; ``pathChanged``
    that the game now belongs to another file (or to none)."""

    changed = Signal()
    pathChanged = Signal()

    def __init__(self, model: GameModel, parent: QObject | None = None, *,
                 autosave: Path | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.autosave = autosave
        self._path: Path | None = None
        self._modified = False
        #: The tags and comments of the record the game came from (a game started here:
        #: its date).
        self.annotations = dated_today()
        #: Tags saved with the game besides the players' (the analysis mark, for one).
        self.extra_tags: dict[str, str] = {}
        self._annotators: list[Annotator] = []
        self._starting = False
        #: The player's name, written as the person's side in a game against the computer
        #: (shown as "You" on screen); "" writes "You" there too.
        self.player_name = ""
        self._system_name: str | None = None  # the system's name for the user, once read
        model.positionChanged.connect(self._position_changed)

    # -- state -----------------------------------------------------------------------
    @property
    def path(self) -> Path | None:
        """The file the game was opened from or saved to."""
        return self._path

    @property
    def modified(self) -> bool:
        """True when moves (or a resignation, tags, a review kept) are not saved yet."""
        return self._modified

    def mark_modified(self) -> None:
        """Something the record holds changed: it is unsaved, and autosaved at once."""
        self._modified = True
        self.keep_for_next_time()
        self.changed.emit()

    @property
    def tags(self) -> dict[str, str]:
        """The record's tags (event, site, date, names...), kept on save."""
        return dict(self.annotations.tags)

    def set_tags(self, tags: dict[str, str]) -> bool:
        """Give the record ``tags``; True (and modified) when they differ."""
        if tags == self.tags:
            return False
        self.annotations = replace(self.annotations, tags=dict(tags))
        self.mark_modified()
        return True

    def tag(self, name: str) -> str | None:
        """The value of tag ``name``, added by the study tools or read with the record."""
        return self.extra_tags.get(name, self.annotations.tags.get(name))

    def set_extra_tag(self, name: str, value: str) -> None:
        """Add a tag of the study tools' (kept until another game starts)."""
        self.extra_tags[name] = value

    def add_annotator(self, annotator: Annotator) -> None:
        """Have ``annotator`` add to every record saved or autosaved."""
        self._annotators.append(annotator)

    def has_unsaved_moves(self) -> bool:
        """True when moves (or a resignation) have not been saved in a file."""
        return self._modified and (bool(self.model.game.plies) or self.model.ended_early())

    def title(self) -> str:
        """The window's title: the file's name (or "New game"), a star when unsaved."""
        name = self._path.name if self._path else translate(_CONTEXT, "New game")
        return f"{name}{' *' if self._modified else ''} — Wari"

    # -- starting, saving ------------------------------------------------------------
    def start(self, game: Game, seats: tuple[Seat, Seat], path: Path | None = None, *,
              annotations: Annotations | None = None, resigned: Player | None = None,
              modified: bool = False, time_control: TimeControl | None = None,
              lost_on_time: Player | None = None, stop: Stop | None = None) -> None:
        """Play ``game`` with ``seats`` from now on, as the record of ``path`` (with its
        tags and comments) with or without unsaved moves; timed by ``time_control``, or
        by the record's own ``TimeControl`` tag and clock marks (a damaged one is
        ignored: the game is then untimed). It ended as the record says: ``resigned``,
        ``lost_on_time`` (else the side to move, when the ``Termination`` says a loss on
        time without naming one it is given) or ``stop``."""
        path_changed = path != self._path
        self._path = path
        if annotations is None and path is None:  # a game starting now: dated today
            annotations = dated_today()
        annotations = annotations or Annotations()
        levels = annotations.tags.get(MOVE_LEVELS_TAG, "")  # the autosave's own mark
        if levels:
            annotations = replace(annotations, tags={
                tag: value for tag, value in annotations.tags.items()
                if tag != MOVE_LEVELS_TAG})
        clock, self.annotations = self._clocks(game, annotations, time_control)
        lost = lost_on_time
        if lost is None and resigned is None and time_forfeit(annotations.tags):
            lost = game.to_move
        self.extra_tags = {}
        self._starting = True
        try:
            self.model.new_game(game, seats, resigned, clock=clock, lost_on_time=lost,
                                stop=stop)
        finally:
            self._starting = False
        self.model.levels.read(levels)
        self._modified = modified
        if path_changed:
            self.pathChanged.emit()
        self.changed.emit()

    @staticmethod
    def _clocks(game: Game, annotations: Annotations, control: TimeControl | None
                ) -> tuple[ClockStart | None, Annotations]:
        """How the clocks of ``game`` start (None: untimed), and the record's annotations
        without the clocks (the model keeps them, and they are written back on save)."""
        tags = dict(annotations.tags)
        control = control or time_control_of(tags)
        now = clocks_from_tag(tags.pop(CLOCKS_TAG, None))
        tags.pop(TIME_CONTROL_TAG, None)
        if control is None:
            return None, replace(annotations, tags=tags)
        comments, marks = take_clocks(annotations.comments)
        history = clock_history(control, [ply.before.to_move for ply in game.plies], marks)
        return (ClockStart(control, tuple(history), now),
                replace(annotations, tags=tags, comments=comments))

    def save(self, path: Path) -> None:
        """Save the record atomically in ``path`` (raises ``OSError``, changing nothing,
        where it cannot be written); the game then belongs to that file."""
        save(self.record(), path)
        path_changed = path != self._path
        self._path = path
        self._modified = False
        self.keep_for_next_time()
        if path_changed:
            self.pathChanged.emit()
        self.changed.emit()

    def kept_as(self, path: Path) -> None:
        """The record is kept in ``path`` already, written by another (an online game's
        record as its server sent it): the game belongs to that file, nothing unsaved."""
        path_changed = path != self._path
        self._path = path
        self._modified = False
        if path_changed:
            self.pathChanged.emit()
        self.changed.emit()

    def _position_changed(self) -> None:
        """A move, an undo or a resignation: unsaved once the game has moves."""
        if self._starting:  # start() sets the flag itself once the game is in
            return
        game = self.model.game
        if game.plies or self.model.is_over():
            self._modified = True
        self.keep_for_next_time()
        self.changed.emit()

    # -- the record ------------------------------------------------------------------
    def player_names(self) -> tuple[str, str]:
        """The sides' names as shown: those the record gives, else "You" and "Computer
        (Club)" against the computer, South and North between people, and "Computer South
        (Casual)" and "Computer North (Club)" when the computer plays both sides (so
        "to move" and the result say which one)."""
        names = []
        people = len(self.model.people())
        for player in Player:
            seat = self.model.seat(player)
            given = self.own_name(player, self.annotations.name(player))
            if given is not None:
                names.append(given)
            elif seat.computer and not people:
                names.append(translate(_CONTEXT, "Computer {side} ({level})").format(
                    side=player_name(player), level=self._levels_title(player)))
            elif seat.computer:
                names.append(translate(_CONTEXT, "Computer ({level})").format(
                    level=self._levels_title(player)))
            elif people == 1:
                names.append(translate(_CONTEXT, "You"))
            else:
                names.append(player_name(player))
        return (names[0], names[1])

    def own_name(self, player: Player, given: str | None) -> str | None:
        """The name a record gives ``player``, but the player's own: the system's name for
        the user (written for them in a game saved with no name set) on a person's side
        is the name now set in Settings, else "You" for a lone player, as while playing
        (never "root" on their card)."""
        seat = self.model.seat(player)
        if given is None or seat.computer or seat.remote:
            return given
        if self._system_name is None:
            self._system_name = system_user_name()  # read once: it may ask the network
        if given != self._system_name:
            return given
        if self.player_name and self.player_name != given:
            return self.player_name
        return translate(_CONTEXT, "You") if len(self.model.people()) == 1 else given

    def _levels_title(self, player: Player) -> str:
        """The levels ``player``'s computer truly played at ("Beginner", "Beginner,
        Master": ``game.computer_levels``), else its seat's level."""
        levels = self.model.levels.of(self.model.game, player) or (
            self.model.seat(player).level,)
        return ", ".join(level_title(level) for level in levels)

    def comments(self) -> dict[int, str]:
        """The opened record's comments that still fit the game's moves."""
        return self.annotations.comments_for(self.model.game.moves)

    def record(self, names: bool = True) -> Record:
        """The game as a record: the tags and the comments it was opened with (those that
        still fit its moves; a game started here has its date), seats and resignation,
        what the study tools add (a review, the analysis mark), and with ``names`` the
        names shown where the record gives none (the player's name, not "You")."""
        tags = {**self.annotations.tags, **self.extra_tags}
        shown = self.player_names()
        alone = len(self.model.people()) == 1
        for player, tag in ((Player.SOUTH, "South"), (Player.NORTH, "North")):
            given = self.annotations.name(player)
            if names and given is None:
                person = alone and not self.model.seat(player).computer
                tags[tag] = (self.player_name or shown[player]) if person else shown[player]
            elif names and self.own_name(player, given) == self.player_name:
                tags[tag] = self.player_name  # the name now set, for the system's
        record = record_of(self.model, tags, self.comments())
        for annotate in self._annotators:
            record = annotate(record)
        return record

    def keep_for_next_time(self) -> None:
        """Autosave the game with the file it belongs to (if any) and whether it has
        unsaved moves (also a game never saved in a file), so the next start resumes
        exactly this, "*" in the title and the question before leaving it included."""
        if self.autosave is None:
            return
        write_autosave(self.model, self.autosave, self.resumable_record())

    def resumable_record(self) -> Record:
        """The game as the autosave keeps it: with its file, whether it has unsaved moves
        and the clocks as they stand (the names shown follow the seats)."""
        record = self.record(names=False)
        if self._path is not None:
            record.tags["WariFile"] = str(self._path.resolve())
        record.tags[MODIFIED_TAG] = "yes" if self._modified else "no"
        levels = self.model.levels.tag()
        if levels:
            record.tags[MOVE_LEVELS_TAG] = levels
        times = self.model.clock.times()
        if times is not None:
            record.tags[CLOCKS_TAG] = clocks_tag(times)
        return record
