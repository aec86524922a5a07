"""The game model: owns the ``Game`` and the two seats (a person, the computer at a level,
a person on another computer), and runs the computer's search on a worker thread so the
window never freezes. A new game, undo or quitting cancels a search in flight; its late
answer is ignored. A timed game's clocks are ``clock`` (``game_clock.GameClock``): a side
whose time runs out loses on time, and the computer thinks no longer than its share of its
time; against the master, it thinks on the person's time too (``pondering``).

In a game someone else referees (an online game: ``referee`` set), a person's move goes to
the referee first and is *sent* (``sent``): nothing is played on the board, and the person
no longer awaits a click, until the referee's answer plays it (``accepted``) or gives the
turn back (``withdrawn``)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal, Slot

from ...ai.agreement import captures_possible
from ...ai.cancel import CancelEvent
from ...ai.levels import level_named
from ...ai.thinkers import LocalThinker, Thinker
from ...notation.record import Stop
from ...rules import (
    HOUSES,
    Game,
    Illegal,
    IllegalMoveError,
    Player,
    SowingPlan,
    collection,
)
from .computer_levels import ComputerLevels
from .early_end import EarlyEnd
from .game_clock import ClockStart, GameClock
from .pondering import HANDOVER, Pondering, pays_at
from .seats import PEOPLE as PEOPLE  # re-exported: the seats' names stay importable here
from .seats import Refusal as Refusal
from .seats import Seat as Seat
from .seats import refusal, replay
from .workers import Workers


class GameModel(QObject):
    """The game being played, with signals for everything the window shows."""

    positionChanged = Signal()
    positionReset = Signal()  # the position changed other than by a move: new, undo, load
    movePlayed = Signal(str, object)  # the letter and its SowingPlan
    #: The game ended by a rule that collects: ``((house, owner), ...)`` emptied into the
    #: owners' stores (after ``movePlayed`` for the last move, before ``positionChanged``).
    seedsCollected = Signal(object)
    turnChanged = Signal(object)  # the Player to move
    gameOver = Signal(object)  # the Outcome (None for a resignation, a loss on time, a stop)
    undoRedoChanged = Signal(bool, bool)
    historyMoved = Signal()  # about to take back or replay moves (undo, redo, first, last)
    thinkingStarted = Signal(object)  # the Player the computer thinks for
    thinkingFinished = Signal()
    hintReady = Signal(object)  # an ai.Analysis
    thinkingReport = Signal(object)  # an ai.Analysis: a depth of the computer's thinking
    agreementAnswered = Signal(bool)  # the computer's answer to a proposal to end
    _moveFound = Signal(int, str)  # from the worker: generation, move
    _hintFound = Signal(int, object)
    _reportFound = Signal(int, object)
    _agreementFound = Signal(int, bool)

    def __init__(
        self,
        game: Game | None = None,
        seats: tuple[Seat, Seat] = PEOPLE,
        seconds: float | None = None,
        parent: QObject | None = None,
        engine: Thinker | None = None,
    ) -> None:
        super().__init__(parent)
        self._engine: Thinker = engine or LocalThinker()
        self._game = game or Game()
        self._seats = seats
        self._seconds = seconds
        self._generation = 0
        self._cancel = CancelEvent()
        self._workers = Workers("wari-computer")
        self._pondering = Pondering(self._engine, self._workers)
        self._thinking = False
        self._end = EarlyEnd()  # a resignation, a loss on time or a stop, if one ended it
        #: The clocks of a timed game (``game_clock``); untimed unless ``new_game`` sets it.
        self.clock = GameClock(self)
        #: The level of each move the computer made in this game (``computer_levels``).
        self.levels = ComputerLevels()
        self.clock.flagFell.connect(self._time_out)
        self._auto = True  # the computer moves as soon as it is its turn
        #: Where a person's move goes first in a game someone else referees (an online
        #: game's server, through ``OnlineGames``); None: played at once. A new game
        #: forgets it.
        self.referee: Callable[[str], None] | None = None
        self._sent: str | None = None
        self._moveFound.connect(self._on_move_found)
        self._reportFound.connect(self._on_report_found)
        self._hintFound.connect(self._on_hint_found)
        self._agreementFound.connect(self._on_agreement_found)

    # -- state -----------------------------------------------------------------------
    @property
    def game(self) -> Game:
        """The game being played (read it; change it through this model)."""
        return self._game

    @property
    def seats(self) -> tuple[Seat, Seat]:
        """South's and North's seats."""
        return self._seats

    def seat(self, player: Player) -> Seat:
        return self._seats[player]

    @property
    def engine(self) -> Thinker:
        """The engine the computer thinks with."""
        return self._engine

    def is_thinking(self) -> bool:
        return self._thinking  # the computer is choosing a move

    def awaits_person(self) -> bool:
        """True when a person at the screen is to move (and has not sent their move)."""
        seat = self.seat(self._game.to_move)
        return not self.is_over() and not seat.computer and not seat.remote \
            and self._sent is None

    @property
    def sent(self) -> str | None:
        """The person's move sent to the referee and not yet answered (None: none)."""
        return self._sent

    def is_online(self) -> bool:
        """True in a game with a person on another computer: the server keeps its clocks."""
        return any(seat.remote for seat in self._seats)

    def is_over(self) -> bool:
        """True once the game has ended (rules, agreement, resignation, time, a stop)."""
        return self._game.is_over() or self.ended_early()

    @property
    def resigned(self) -> Player | None:
        """The player who resigned this game, if one did."""
        return self._end.resigned

    @property
    def lost_on_time(self) -> Player | None:
        """The player whose time ran out in this game, if one's did."""
        return self._end.lost_on_time

    @property
    def stop(self) -> Stop | None:
        """How this game was stopped otherwise (``notation.record.Stop``), if it was."""
        return self._end.stop

    def ended_early(self) -> bool:
        """True when a resignation, a loss on time or a stop ended it (Undo takes it back)."""
        return bool(self._end)

    def board_counts(self) -> list[int]:
        """What a still board shows: the 12 houses then South's and North's stores, with
        each side's seeds already in its owner's store once the game has ended by a rule
        that collects them (famine, repetition, agreement, an empty side)."""
        game = self._game
        counts = [*game.houses, *game.scores]
        for house, owner in collection(game.outcome, game.position, game.rules):
            counts[HOUSES + owner] += counts[house]
            counts[house] = 0
        return counts

    def refusal(self, move: str, turn_only: bool = False) -> Illegal | Refusal | None:
        """Why ``play(move)`` would not be taken now, or None when it would (see
        ``seats.refusal``)."""
        return refusal(self, move, turn_only)

    def people(self) -> tuple[Player, ...]:
        """The sides played by people at this screen."""
        return tuple(p for p in Player if not self.seat(p).computer and not self.seat(p).remote)

    # -- commands --------------------------------------------------------------------
    def start(self) -> None:
        """Announce the position and let the computer move if it is its turn."""
        self._changed()

    def new_game(self, game: Game | None = None, seats: tuple[Seat, Seat] | None = None,
                 resigned: Player | None = None, *, clock: ClockStart | None = None,
                 lost_on_time: Player | None = None, stop: Stop | None = None) -> None:
        """Start over (the standard opening unless ``game`` is given; ``resigned``: a game
        that ended by that player's resignation, ``lost_on_time`` on that player's time,
        ``stop`` stopped so: the first given counts, after the moves' own end),
        cancelling any thinking; ``clock``: the time control and the times so far of a
        timed game (None: untimed)."""
        self._cancel_thinking()
        self._game = game or Game()
        self.levels.clear()
        self.referee, self._sent = None, None
        over = self._game.is_over()
        self._end = EarlyEnd() if over else EarlyEnd.first(resigned, lost_on_time, stop)
        self.clock.reset(clock, len(self._game.plies))
        if seats is not None:
            self._seats = seats
        self.positionReset.emit()
        self._changed()

    def set_seats(self, seats: tuple[Seat, Seat]) -> None:
        """Change who plays each side in the current game."""
        self._cancel_thinking()
        self._seats = seats
        self._changed()

    def set_pondering(self, on: bool) -> None:
        """Think on the person's time against the master (off until this is called)."""
        self._pondering.enabled = on
        if on:
            self._ponder()
        else:
            self._pondering.stop()

    def is_pondering(self) -> bool:
        """True while the computer thinks on the person's time."""
        return self._pondering.active

    def set_autoplay(self, auto: bool) -> None:
        """With False the computer waits for ``computer_move`` before each move."""
        resumed = auto and not self._auto
        self._auto = auto
        if resumed and not self._thinking and not self.is_over() \
                and self.seat(self._game.to_move).computer:
            self._start_thinking()

    def computer_move(self) -> bool:
        """Let the computer think of its move now, if it is its turn; False otherwise."""
        if self._thinking or self.is_over() or not self.seat(self._game.to_move).computer:
            return False
        self._start_thinking()
        return True

    def move_now(self) -> bool:
        """Make the computer play its best move so far; False when it is not thinking."""
        if not self._thinking:
            return False
        self._cancel.set()  # the search returns its best move so far, still answered
        return True

    def play(self, move: str) -> bool:
        """Play ``move`` for the person to move; False (nothing changes) when it is not a
        person's turn or is illegal."""
        if self._thinking or not self.awaits_person():
            return False
        if self.referee is not None:  # sent, played once the referee takes it
            if move not in self._game.legal_moves():
                return False
            self._sent = move
            self.positionChanged.emit()  # the houses no longer wait for a click
            self.referee(move)
            return True
        try:
            plan = self._game.play(move)
        except IllegalMoveError:
            return False
        self._played(move, plan)
        return True

    def accepted(self, move: str) -> bool:
        """The referee took ``move``, the one sent: it is played on the board now. False
        (nothing changes) for any other move."""
        if self._sent is None or self._sent != move:
            return False
        self._sent = None
        self._played(move, self._game.play(move))
        return True

    def withdrawn(self) -> None:
        """The move sent was not taken (refused, or lost on the way): the person is to
        move again, as the board shows."""
        if self._sent is not None:
            self._sent = None
            self.positionChanged.emit()

    def play_remote(self, move: str) -> bool:
        """Play ``move`` for the person on another computer to move (the server's word;
        an illegal one raises ``IllegalMoveError``); False when it is not their turn."""
        if self.is_over() or not self.seat(self._game.to_move).remote:
            return False
        self._played(move, self._game.play(move))
        return True

    def undo(self) -> None:
        """Take back moves until a person is to move again (one of theirs and the
        computer's reply), cancelling any thinking; with the computer on both seats, one
        move."""
        self._cancel_thinking()
        game = self._game
        if self.ended_early():
            # The resignation, stop or loss on time (the time at the start of that turn is
            # given back) is taken back: play resumes, the computer's turn included.
            self._end = EarlyEnd()
            self.clock.restore(len(game.plies))
            self.positionReset.emit()
            self._changed()
            return
        if not game.can_undo():
            return
        self.historyMoved.emit()
        game.undo()
        while game.can_undo() and self._skipped(game.to_move):
            game.undo()
        self.clock.restore(len(game.plies))
        self.positionReset.emit()
        self._changed(think=False)

    def redo(self) -> None:
        """Play again the moves taken back, up to the next person's turn (with the
        computer on both seats, one move)."""
        game = self._game
        if self._thinking or self.ended_early() or not game.can_redo():
            return
        self.historyMoved.emit()
        game.redo()
        while game.can_redo() and self._skipped(game.to_move):
            game.redo()
        self.clock.restore(len(game.plies))
        self.positionReset.emit()
        self._changed(think=False)

    def undo_all(self) -> None:
        """Take back every move (they can be redone)."""
        self._cancel_thinking()
        game = self._game
        self._end = EarlyEnd()
        self.historyMoved.emit()
        while game.can_undo():
            game.undo()
        self.clock.restore(0)
        self.positionReset.emit()
        self._changed(think=False)

    def redo_all(self) -> None:
        """Play again every move taken back: the last position reached."""
        game = self._game
        if self._thinking or self.ended_early() or not game.can_redo():
            return
        self.historyMoved.emit()
        while game.can_redo():
            game.redo()
        self.clock.restore(len(game.plies))
        self.positionReset.emit()
        self._changed(think=False)

    def _skipped(self, player: Player) -> bool:
        """True when undo and redo pass over ``player``'s turn: the computer's, in a game
        with a person (with the computer on both seats every move counts)."""
        return self.seat(player).computer and bool(self.people())

    def resign(self, player: Player | None = None) -> bool:
        """``player`` (by default the person, or the player to move between two people)
        gives up; the game ends at once. False when the game is already over."""
        people = self.people()
        if player is None:
            player = self._game.to_move if len(people) != 1 else people[0]
        return self._end_early(EarlyEnd(resigned=player))

    def propose_agreement(self) -> None:
        """Propose to end the game, each side taking the seeds on its own side. Between
        people it ends at once; the computer accepts (``agreementAnswered``) only when it
        proves that no sequence of moves can capture anything any more."""
        if self.is_over():
            return
        if not any(seat.computer for seat in self._seats):
            self._agree()
            return
        generation = self._generation
        copy = replay(self._game)

        def work() -> None:
            self._agreementFound.emit(generation, not captures_possible(copy))

        self._spawn(work)

    def _agree(self) -> None:
        self._cancel_thinking()
        self._game.agree_to_end()
        self._announce_collection()
        self._changed()

    def _announce_collection(self) -> None:
        game = self._game
        taken = collection(game.outcome, game.position, game.rules)
        if taken:
            self.seedsCollected.emit(taken)

    def request_hint(self, seconds: float = 1.0) -> None:
        """Ask the engine for the best move here; ``hintReady`` brings its analysis."""
        if self.is_over():
            return
        generation = self._generation
        copy = replay(self._game)
        cancel = self._cancel
        pondered = self._pondering.stop()
        engine = self._engine

        def work() -> None:
            pondered.wait(HANDOVER)  # the hint starts from what the ponder found
            deepest = engine.best(copy, seconds, cancel)
            if deepest is not None:
                self._hintFound.emit(generation, deepest)

        self._spawn(work)

    def shutdown(self, timeout: float = 0.9) -> None:
        """Cancel thinking, stop the clocks (the game keeps its times) and wait (at most
        ``timeout`` seconds) for the workers to end."""
        self._cancel_thinking()
        self.clock.pause("closed")
        self._workers.wait(timeout)

    # -- internals ---------------------------------------------------------------------
    def _played(self, move: str, plan: SowingPlan) -> None:
        game = self._game
        mover = game.plies[-1].before.to_move
        seat = self.seat(mover)
        self.levels.note(len(game.plies) - 1, seat.level if seat.computer else None)
        self.clock.moved(len(game.plies), mover)
        self.movePlayed.emit(move, plan)
        self._announce_collection()
        self._changed()

    def _changed(self, think: bool = True) -> None:
        game = self._game
        self.positionChanged.emit()
        early = self.ended_early()
        self.undoRedoChanged.emit(game.can_undo() or early, game.can_redo() and not early)
        if game.outcome is not None or early:
            self.clock.stop()
            self.gameOver.emit(game.outcome)
            return
        self.turnChanged.emit(game.to_move)
        if self.is_online():
            return  # the server runs the clocks (``GameClock.follow``); no one thinks here
        if not self.seat(game.to_move).computer:
            self.clock.run(game.to_move, after_board=True)
            self._ponder()
        elif think and self._auto:
            self._start_thinking()
        elif not self._thinking:
            self.clock.stop()  # the computer's clock runs only while it thinks

    def _start_thinking(self) -> None:
        generation = self._generation
        mover = self._game.to_move
        level = self.seat(mover).level
        copy = replay(self._game)
        cancel = self._cancel
        seconds = self._seconds
        if self.clock.control is not None:
            self.clock.run(mover)
            normal = level_named(level).seconds if seconds is None else seconds
            seconds = self.clock.budget(mover, normal)
        self._thinking = True
        self.thinkingStarted.emit(mover)
        pondered = self._pondering.stop()
        engine = self._engine

        def work() -> None:
            pondered.wait(HANDOVER)  # the search starts from what the ponder found
            move = engine.think(copy, level, seconds, cancel,
                                lambda found: self._reportFound.emit(generation, found))
            self._moveFound.emit(generation, move)

        self._spawn(work)

    def _spawn(self, work: Callable[[], None]) -> None:
        self._workers.submit(work)

    def _ponder(self) -> None:
        """Think on the person's time, when they play the master and it is their turn."""
        game = self._game
        opponent = self.seat(game.to_move.opponent)
        if (not self.is_over() and self._auto and not self.seat(game.to_move).computer
                and opponent.computer and pays_at(opponent.level)):
            self._pondering.start(replay(game))

    def _cancel_thinking(self) -> None:
        """Stop the workers: their answers, carrying an old generation, are ignored."""
        self._pondering.stop()
        self._cancel.set()
        self._cancel = CancelEvent()
        self._generation += 1
        if self._thinking:
            self._thinking = False
            self.thinkingFinished.emit()

    @Slot(object)
    def _time_out(self, player: Player) -> None:
        """The local clock's flag fell: it ends the game, except online (the server's)."""
        if not self.is_online():
            self.lose_on_time(player)

    def lose_on_time(self, player: Player) -> None:
        """``player``'s time has run out: they lose the game (as if they resigned)."""
        self._end_early(EarlyEnd(lost_on_time=player))

    def stop_game(self, stop: Stop) -> bool:
        """End the game as ``stop`` says (a player left, it was aborted); False when it
        is already over."""
        return self._end_early(EarlyEnd(stop=stop))

    def _end_early(self, end: EarlyEnd) -> bool:
        """End the game off the board so, at once; False when it is already over."""
        if self.is_over():
            return False
        self._cancel_thinking()
        self._end = end
        self._changed()
        return True

    @Slot(int, str)
    def _on_move_found(self, generation: int, move: str) -> None:
        if generation != self._generation:
            return
        self._thinking = False
        self.thinkingFinished.emit()
        plan = self._game.play(move)
        self._played(move, plan)

    @Slot(int, object)
    def _on_report_found(self, generation: int, analysis: object) -> None:
        if generation == self._generation and self._thinking:
            self.thinkingReport.emit(analysis)

    @Slot(int, bool)
    def _on_agreement_found(self, generation: int, accept: bool) -> None:
        if generation != self._generation or self.is_over():
            return
        self.agreementAnswered.emit(accept)
        if accept:
            self._agree()

    @Slot(int, object)
    def _on_hint_found(self, generation: int, analysis: object) -> None:
        if generation == self._generation:
            self.hintReady.emit(analysis)
            self._ponder()
